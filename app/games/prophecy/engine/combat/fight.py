"""Battle actions up to the dice (the start is combat.start's): fix its kind and pay, announce Items and Spells,
the GM's "other ±N", and non-battle effects (potions) used before the kind is chosen."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, action
from ..errors import InvalidInput
from ..events import CardMoved, Event
from ..rules import decks, discounts, flow, lookup
from ..rules import zones as Z
from ..rules.tx import Tx
from ..state import GameState
from ..tokens import token_change
from . import common as C
from . import dragon_abilities as DA
from . import exotic, specials
from .events import EffectUsed
from .facts import Facts, missing_values, value_words
from .model import GmModifier, Loadout, SpellCast, Values
from .setup_from_state import build
from .start import snapshot


@action
class ChooseBattleKind(Action):
    """The hero (the attacker) picks Strength or a Battle of Wills and pays for Wills; non-battle effects end."""

    kind: Literal["choose_battle_kind"] = "choose_battle_kind"
    seat: int = Field(ge=0, le=4)
    battle_kind: Literal["strength", "wills"]
    values: Values = Field(default_factory=dict)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        b = C.require_battle(state, "kind")
        C.require_seat(state, self.seat, b.seat)
        b = b.model_copy(update={"values": C.merged(b.values, self.values)})
        built = build(state, ctx, b)
        opts = [o for o in built.kind_options if o.kinds[0].value == self.battle_kind]
        if not built.kind_options and built.blocking:
            raise rulebook.refuse(C.R_MISSING, f"Type the card's values first: {value_words(ctx, built.blocking)}.")
        if not opts or not opts[0].allowed:
            reason = opts[0].reason if opts else f"a {self.battle_kind} battle is not possible here"
            raise rulebook.refuse(C.R_HERO_KIND if b.opponent.kind == "hero" else C.R_KIND, reason[0].upper() + reason[1:] + ".")
        opt = opts[0]
        tx = Tx(state, ctx)
        me = C.hero_name(state, self.seat)
        start = snapshot(state, b)
        paid = ""
        if opt.magic_cost and opt.payer is not None:
            tx.emit(token_change(state.hero(self.seat), magic=-opt.magic_cost, reason="to start a Battle of Wills"))
            paid = f", paying {opt.magic_cost} Magic"
        entry = ""
        if built.foe is not None and "shapeless_entry_costs" in built.foe.hooks:
            price = specials.shapeless_price(self.battle_kind)
            tx.emit(token_change(tx.state.hero(self.seat), **price, reason=f"to fight {built.names['foe']}"))
            entry = ", paying " + " and ".join(f"{-v} {k.title()}" for k, v in price.items()) + " to face it"
        kinds = tuple(k.value for k in opt.kinds)
        if b.opponent.kind == "hero" and self.battle_kind == "strength":
            nb = b.model_copy(update={"step": "answer", "announced": "strength", "start": start})
            C.change(tx, nb, f"{me} announces a Battle of Strength against {built.names['foe']}.")
            return tx.done()
        nb = b.model_copy(update={
            "step": "equip", "announced": self.battle_kind, "kinds": kinds, "start": start,
            "wills_payer": "hero" if paid else None, "wills_cost": opt.magic_cost if paid else 0,
            "lives": built.setups[0].lives if built.setups else ((built.foe.lives or 1) if built.foe else 1)})
        words = " then ".join(f"a Battle of {C.KIND_WORDS[k]}" for k in kinds)
        C.change(tx, nb, f"{me} fights {built.names['foe']} in {words}{paid}{entry}.")
        return tx.done()


@action
class AnswerBattleKind(Action):
    """The defending hero accepts the Battle of Strength or pays to turn it into a Battle of Wills."""

    kind: Literal["answer_battle_kind"] = "answer_battle_kind"
    seat: int = Field(ge=0, le=4)
    wills: bool = False

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        b = C.require_battle(state, "answer")
        C.require_seat(state, self.seat, b.opponent.seat)
        built = build(state, ctx, b)
        tx = Tx(state, ctx)
        me = C.hero_name(state, self.seat)
        if not self.wills:
            nb = b.model_copy(update={"step": "equip", "kinds": ("strength",)})
            C.change(tx, nb, f"{me} accepts the Battle of Strength.")
            return tx.done()
        opt = next(o for o in built.kind_options if o.kinds[0].value == "wills")
        if not opt.allowed:
            raise rulebook.refuse(C.R_HERO_KIND, opt.reason[0].upper() + opt.reason[1:] + ".")
        tx.emit(token_change(state.hero(self.seat), magic=-opt.magic_cost, reason="to turn the battle into Wills"))
        nb = b.model_copy(update={"step": "equip", "kinds": ("wills",), "wills_payer": "foe",
                                  "wills_cost": opt.magic_cost})
        C.change(tx, nb, f"{me} pays {opt.magic_cost} Magic to make it a Battle of Wills.")
        return tx.done()


def _limit_marks(facts: Facts, card: str) -> list[str]:
    out = []
    for _, eff in facts.effects(card):
        if eff.limit == "once_per_round":
            out.append(f"round:used:{card}")
        elif eff.limit == "once_per_turn":
            out.append(f"turn:used:{card}")
    return out


def check_limits(state: GameState, marks: list[str], label: str) -> None:
    """Refuse an effect already used this round or turn (000:L459)."""
    if any(m in state.flow.marks for m in marks):
        raise rulebook.refuse(C.R_ONCE, f"{label} was already used this round.")


@action
class AnnounceEquipment(Action):
    """A fighter's Items for the whole battle and the Spells cast with them (their Magic is paid now)."""

    kind: Literal["announce_equipment"] = "announce_equipment"
    seat: int = Field(ge=0, le=4)
    items: tuple[str, ...] = ()
    spells: tuple[SpellCast, ...] = ()
    values: Values = Field(default_factory=dict)
    # Effective Spellcasting or the Ring of Magical Forces, named for the first Spell here that costs Magic.
    discount: str | None = None

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        b = C.require_battle(state, "equip")
        C.require_seat(state, self.seat, b.seat, b.opponent.seat)
        side = "hero" if self.seat == b.seat else "foe"
        if side == "foe" and not b.hero.announced:
            raise rulebook.refuse(C.R_ANNOUNCE_ORDER)
        if getattr(b, side).announced:
            raise rulebook.refuse(C.R_EQUIPMENT, "The Items are fixed for the whole battle.")
        mine = state.zone(Z.items(self.seat))
        for item in self.items:
            if item not in mine:
                raise InvalidInput(f"{lookup.name(ctx, item)} is not one of this hero's Items.", "items")
        abilities = state.zone(Z.abilities(self.seat))
        for cast in self.spells:
            if cast.card not in abilities:
                raise InvalidInput(f"{lookup.name(ctx, cast.card)} is not one of this hero's Abilities.", "spells")
        tx = Tx(state, ctx)
        spells = self._discounted(tx, Facts(ctx, C.merged(b.values, self.values)))
        loadout = Loadout(items=self.items, spells=spells, announced=True)
        nb = b.model_copy(update={side: loadout, "values": C.merged(b.values, self.values)})
        built = build(state, ctx, nb)
        bad = [v for v in built.violations if side in ("hero", "foe")]
        if bad:
            rule = {"no_spells": C.R_NO_SPELLS, "spell_target": C.R_SPELL_TARGET, "too_many_head_items": C.R_ONE_HEAD,
                    "same_spell_twice": C.R_SPELL_TWICE, "dragon_aura": DA.R_DRAGON_AURA}.get(bad[0]["code"], C.R_EQUIPMENT)
            raise rulebook.refuse(rule, "; ".join(v["message"] for v in bad) + f" ({bad[0]['rule']}).")
        castable = {c for c, _ in built.spells.get(side, [])}
        facts = Facts(ctx, nb.values)
        magic = 0
        for cast in spells:
            if cast.card not in castable:
                raise InvalidInput(f"{lookup.name(ctx, cast.card)} gives no whole-battle bonus here.", "spells")
            marks = _limit_marks(facts, cast.card)
            check_limits(tx.state, marks, facts.name(cast.card))
            if marks:
                flow.mark(tx, *marks)
            magic += max(0, (getattr(facts.card(cast.card), "magic_cost", None) or 0) - cast.discount)
        if magic:
            tx.emit(token_change(tx.state.hero(self.seat), magic=-magic, reason="Spells cast for the battle"))
        exotic.pay(tx, self.seat, facts, self.items)
        everyone = nb.hero.announced and (nb.opponent.kind != "hero" or nb.foe.announced)
        nb = nb.model_copy(update={"step": "roll" if everyone else "equip"})
        used = [facts.name(i) for i in self.items] + [facts.name(s.card) for s in self.spells]
        bare = "bare hands" if "strength" in nb.kinds else "no item or Spell"  # a Battle of Wills has no hands in it
        C.change(tx, nb, f"{C.hero_name(state, self.seat)} fights with " + (", ".join(used) or bare) + ".")
        return tx.done()

    def _discounted(self, tx: Tx, facts: Facts) -> tuple[SpellCast, ...]:
        """The Spells with the named discount taken off the first one that costs Magic (000:L742-744), and Dragon
        Magic's off every one cast in the Realm (003:L731)."""
        out, done = [], self.discount is None  # a discount is earned, not typed
        standing = None
        for cast in self.spells:
            magic = getattr(facts.card(cast.card), "magic_cost", None) or 0
            price = magic
            if magic and not done:
                price, done = discounts.spell_price(tx, self.seat, self.discount, magic), True
            if price:
                standing = DA.known_cut(tx.state, facts, self.seat) if standing is None else standing
                price = max(0, price - standing)
            out.append(cast.model_copy(update={"discount": magic - price}))
        if not done:
            raise InvalidInput("No Spell announced here costs Magic to make cheaper.", "discount")
        return tuple(out)


@action
class BattleAdjust(Action):
    """The table's "other ±N" for a side, with its reason (a card text Herald cannot apply itself)."""

    kind: Literal["battle_adjust"] = "battle_adjust"
    seat: int = Field(ge=0, le=4)
    side: Literal["hero", "foe"]
    amount: int = Field(ge=-20, le=20)
    reason: str = Field(min_length=1, max_length=120)
    roll: int | None = Field(default=None, ge=1, le=3)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        b = C.require_battle(state, "kind", "answer", "equip", "roll")
        if not self.amount:
            raise InvalidInput("An adjustment of 0 changes nothing.", "amount")
        gm = GmModifier(side=self.side, amount=self.amount, reason=self.reason, roll=self.roll)
        tx = Tx(state, ctx)
        who = C.hero_name(state, b.seat) if self.side == "hero" else build(state, ctx, b).names["foe"]
        C.change(tx, b.model_copy(update={"gm": b.gm + (gm,)}),
                 f"The table adjusts {who} by {self.amount:+d}: {self.reason}.")
        return tx.done()


@action
class UseBeforeBattle(Action):
    """A non-battle effect (a potion, a scroll) used on the hero's own turn, before a battle's kind is chosen."""

    kind: Literal["use_before_battle"] = "use_before_battle"
    seat: int = Field(ge=0, le=4)
    card: str
    values: Values = Field(default_factory=dict)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        if state.battle is not None and state.battle.step != "kind":
            raise rulebook.refuse(C.R_NON_BATTLE)
        if state.flow.stage not in ("turn", "move", "astral"):
            raise rulebook.refuse(flow.R_STAGE, "Potions and scrolls are used on your own turn.")
        if self.card not in state.zone(Z.items(self.seat)) or self.card in state.damaged:
            raise InvalidInput(f"{lookup.name(ctx, self.card)} is not a usable Item of this hero.", "card")
        facts = Facts(ctx, self.values)
        tx = Tx(state, ctx)
        hero = state.hero(self.seat)
        deltas: dict[str, int] = {}
        marks = []
        for i, eff in facts.effects(self.card):
            if not eff.outside_battle:
                continue
            amount = facts.amount(self.card, "effects", i, eff)
            if eff.kind in ("health", "magic", "gold", "experience") and amount is not None:
                deltas[eff.kind] = deltas.get(eff.kind, 0) + amount
            elif eff.kind == "stat_bonus" and eff.duration == "turn" and amount is not None:
                marks.append(f"turn:stat:{eff.stat}:{amount}:{self.card}")
        if facts.missing:  # the refusal carries what to type, for a form beside it (or an API client) to ask
            raise rulebook.refuse(C.R_MISSING, f"Type the card's values first: {value_words(ctx, facts.missing)}.",
                                  missing_values(ctx, facts.missing))
        if not deltas and not marks:
            raise InvalidInput(f"Herald knows no effect of {facts.name(self.card)} to use before a battle.", "card")
        gains = [f"{v:+d} {k.title()}" for k, v in deltas.items()] + [
            f"{int(m.split(':')[3]):+d} {m.split(':')[2].title()} this turn" for m in marks]
        tx.emit(EffectUsed(seat=self.seat, card=self.card,
                           text=f"{C.hero_name(state, self.seat)} uses {facts.name(self.card)}: {', '.join(gains)}."))
        if deltas:
            tx.emit(token_change(hero, **deltas, reason=facts.name(self.card), lose_excess=True))
        if marks:
            flow.mark(tx, *marks)
        if getattr(facts.card(self.card), "single_use", False):
            decks.discard(tx, self.card) if _known_deck(ctx, self.card) else tx.emit(
                CardMoved(card=self.card, to="removed"))
        return tx.done()


def _known_deck(ctx, card: str) -> bool:
    from ..rules import lookup

    return lookup.home_deck(ctx, card) is not None
