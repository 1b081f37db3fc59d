"""Battle actions from the dice on: per-roll choices, the roll itself, the treasure and the loser's choice."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, action
from ..battle import BattleInputError, resolve_roll
from ..errors import InvalidInput
from ..events import CardDamaged, CardMoved, DiceRolled, Event
from ..rules import death, flow
from ..rules import zones as Z
from ..rules.tx import Tx
from ..state import GameState
from ..tokens import token_change
from . import appendix, outcomes, turn_back
from . import common as C
from . import dragon_abilities as DA
from .facts import Facts, value_words
from .fight import Values, _limit_marks, check_limits
from .model import RollRecord
from .setup_from_state import build

Face = int


def _side_of(state: GameState, seat: int) -> str:
    b = state.battle
    return "hero" if seat == b.seat else "foe"


@action
class ChooseRollOptions(Action):
    """Before a roll: throw a weapon, cast Prayer or Concentration, pay for an extra (costs paid now)."""

    kind: Literal["choose_roll_options"] = "choose_roll_options"
    seat: int = Field(ge=0, le=4)
    # Nothing chosen: the attacker uses nothing more on this roll (Fire Breathing's order, 003:L791).
    use: tuple[str, ...] = ()
    values: Values = Field(default_factory=dict)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        b = C.require_battle(state, "roll")
        C.require_seat(state, self.seat, b.seat, b.opponent.seat)
        b = b.model_copy(update={"values": C.merged(b.values, self.values)})
        side = _side_of(state, self.seat)
        built = build(state, ctx, b)
        DA.check_roll_order(built, b, side)
        if not self.use:
            return _nothing_more(state, ctx, b, built, side)
        offered = {o.id: o for o in built.options.get(side, [])}
        pending = b.pending if side == "hero" else b.foe_pending
        used_ids = {k.partition("|")[2] for _, _, k in b.used}
        facts = Facts(ctx, b.values)
        tx = Tx(state, ctx)
        magic = health = 0
        for oid in self.use:
            DA.check_barred(built, side, oid, facts.name(oid.split(":")[1]) if ":" in oid else oid)
            opt = offered.get(oid)
            if opt is None:  # said by its card's name (a client's own id for it is no words)
                what = facts.name(oid.split(":", 1)[1]) if ":" in oid else "That"
                raise InvalidInput(f"{what} is not an option for this roll.", "use")
            if oid in pending or (not opt.recast and oid in used_ids):
                raise rulebook.refuse(C.R_ONE_ROLL, f"{opt.label} is already used.")
            if opt.spell and built.foe is not None and "no_spells_in_battle" in built.foe.hooks:
                raise rulebook.refuse(C.R_NO_SPELLS)
            card = oid.split(":")[1]
            marks = _limit_marks(facts, card)
            check_limits(tx.state, marks, opt.label)
            if marks:
                flow.mark(tx, *marks)
            if opt.spell and any(m.cost and m.cost.magic for m in opt.modifiers):
                DA.known_cut(tx.state, facts, self.seat)  # Dragon Magic's number, before a Spell is paid for
            for m in opt.modifiers:
                if m.cost:
                    magic += m.cost.magic
                    health += m.cost.health
        if magic or health:
            tx.emit(token_change(tx.state.hero(self.seat), magic=-magic, health=-health,
                                 reason=f"for roll {b.next_roll}"))
        nb = b.model_copy(update={"pending" if side == "hero" else "foe_pending": pending + self.use})
        probe = build(tx.state, ctx, nb)
        if not probe.setups and not probe.blocking:
            raise rulebook.refuse(C.R_ONE_ROLL, "; ".join(v["message"] for v in probe.violations) or "Not possible.")
        labels = ", ".join(offered[o].label for o in self.use)
        C.change(tx, nb, f"{C.hero_name(state, self.seat)} announces for roll {b.next_roll}: {labels}.")
        return tx.done()


def _nothing_more(state: GameState, ctx: Context, b, built, side: str) -> tuple[Event, ...]:
    """The attacker says she uses nothing more on this roll, so the defender may choose (003:L791)."""
    if side != "hero" or not built.attacker_first:
        raise InvalidInput("Choose at least one option for the roll.", "use")
    tx = Tx(state, ctx)
    C.change(tx, b.model_copy(update={"hero_done": (b.segment, b.next_roll)}),
             f"{C.hero_name(state, b.seat)} uses nothing more on roll {b.next_roll}.")
    return tx.done()


@action
class BattleRoll(Action):
    """The dice of one roll: the lighter die (or dice) for the hero, the darker for the foe.

    `by_herald` marks faces filled by Herald's seeded roller; `hooks` are the hero's choices that apply
    when this roll ends the battle (loss_becomes_draw, refight_after_draw); `damaged` names Items a card's
    own text damages (which Herald does not know)."""

    kind: Literal["battle_roll"] = "battle_roll"
    seat: int = Field(ge=0, le=4)
    hero_faces: tuple[Face, ...] = Field(default=(), max_length=11)
    foe_faces: tuple[Face, ...] = Field(default=(), max_length=11)
    by_herald: bool = False
    hooks: tuple[Literal["loss_becomes_draw", "refight_after_draw", "creature_service"], ...] = ()
    damaged: tuple[str, ...] = ()
    # Turn Back Time (the Spell, or the Staff of Time in use): the card, and the dice set aside; the faces above
    # are the roll made again (000:L722, 003:L697).
    turn_back: str | None = None
    first_hero_faces: tuple[Face, ...] = Field(default=(), max_length=11)
    first_foe_faces: tuple[Face, ...] = Field(default=(), max_length=11)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        b = C.require_battle(state, "roll")
        C.require_seat(state, self.seat, b.seat, b.opponent.seat)
        built = build(state, ctx, b)
        if not built.ready:
            if built.blocking:
                raise rulebook.refuse(C.R_MISSING, f"Type the card's values first: {value_words(ctx, built.blocking)}.")
            raise rulebook.refuse(C.R_EQUIPMENT, "; ".join(v["message"] for v in built.violations))
        if not self.hero_faces or not self.foe_faces:
            raise InvalidInput("Enter the faces of both dice (or let Herald roll).", "hero_faces")
        setup = built.setups[b.segment]
        roll = b.next_roll
        try:
            res = resolve_roll(setup, roll, self.hero_faces, self.foe_faces)
        except BattleInputError as exc:
            raise InvalidInput(str(exc), "hero_faces") from None
        for h in self.hooks:
            if h == "creature_service":
                appendix.check_service(built, res.outcome.value if not res.battle_continues else "")
            elif h not in built.hooks.get("hero", {}):
                raise InvalidInput(f"The hero has no card that allows {h.replace('_', ' ')}.", "hooks")
        tx = Tx(state, ctx)
        if self.turn_back is not None:
            if self.seat != b.seat:
                raise InvalidInput("Time is turned back by the hero whose battle it is.", "turn_back")
            turn_back.apply(tx, b, self.seat, Facts(ctx, b.values), self.turn_back,
                            (self.first_hero_faces, self.first_foe_faces))
        names = built.names
        tx.emit(DiceRolled(purpose=f"battle roll {roll}: {names['hero']} {res.hero_total} against "
                                   f"{names['foe']} {res.foe_total}, {res.outcome.value}",
                           faces=self.hero_faces + self.foe_faces, by_herald=self.by_herald))
        now = tuple(f"hero|{k}" for k in b.pending) + tuple(f"foe|{k}" for k in b.foe_pending)
        record = RollRecord(segment=b.segment, roll=roll, hero_faces=self.hero_faces, foe_faces=self.foe_faces,
                            hero_total=res.hero_total, foe_total=res.foe_total, outcome=res.outcome.value,
                            by_herald=self.by_herald, used=now)
        nb = b.model_copy(update={"rolls": b.rolls + (record,), "pending": (), "foe_pending": (),
                                  "used": b.used + tuple((b.segment, roll, k) for k in now)})
        for key in now:
            oid = key.partition("|")[2]
            if oid.startswith("throw:"):
                tx.emit(CardDamaged(card=oid.split(":", 1)[1]))
        for item in self.damaged:
            tx.emit(CardDamaged(card=item))
        if res.battle_continues:
            C.change(tx, nb, f"Roll {roll} won; roll {roll + 1} comes next.")
            return tx.done()
        if res.outcome.value == "win" and b.segment + 1 < len(b.kinds):
            nb = nb.model_copy(update={"segment": b.segment + 1})
            C.change(tx, nb, f"The Battle of {C.KIND_WORDS[b.kinds[0]]} is won; now the Battle of "
                             f"{C.KIND_WORDS[b.kinds[b.segment + 1]]}.")
            return tx.done()
        outcomes.finish(tx, nb, built, res.outcome.value, self.hooks)
        return tx.done()


@action
class BattleReward(Action):
    """The treasure after a win that needs inputs: the Items drawn, or the die for a high-roll treasure."""

    kind: Literal["battle_reward"] = "battle_reward"
    seat: int = Field(ge=0, le=4)
    cards: tuple[str, ...] = ()
    faces: tuple[Face, ...] = ()
    use: tuple[str, ...] = ()
    by_herald: bool = False
    # The card's printed numbers Herald lacks (the roll a high-roll treasure asks for), as in the fight's values.
    values: Values = Field(default_factory=dict)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        b = C.require_battle(state, "reward")
        C.require_seat(state, self.seat, b.seat)
        b = b.model_copy(update={"values": C.merged(b.values, self.values)})
        tx = Tx(state, ctx)
        outcomes.reward(tx, b, self.cards, self.faces, self.use, self.by_herald)
        return tx.done()


def loss_choices(state: GameState, ctx: Context, b, loser: int) -> tuple[list[str], list[str]]:
    """What the loser of a hero battle may pay and which Items may go: only an Artifact in the Final Battle."""
    items = list(state.zone(Z.items(loser)))
    if not death.final_battle_begun(state):
        return ["health", "item"], items
    facts = Facts(ctx, b.values)
    return ["item"], [c for c in items if getattr(facts.card(c), "kind", None) == "artifact" or death.is_artifact(ctx, c)]


@action
class BattleLossChoice(Action):
    """The hero who lost to a hero: 1 Health, or the winner takes one Item (an Artifact in the Final Battle)."""

    kind: Literal["battle_loss_choice"] = "battle_loss_choice"
    seat: int = Field(ge=0, le=4)
    pay: Literal["health", "item"]
    item: str | None = None
    ability_order: tuple[str, ...] = ()

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        b = C.require_battle(state, "loss_choice")
        loser = b.opponent.seat if b.outcome == "win" else b.seat
        winner = b.seat if loser != b.seat else b.opponent.seat
        C.require_seat(state, self.seat, loser)
        pays, items = loss_choices(state, ctx, b, loser)
        facts = Facts(ctx, b.values)
        if death.final_battle_begun(state):
            if self.pay not in pays or self.item not in items:
                raise rulebook.refuse(C.R_FINAL_LOSS)
        elif self.pay == "item" and self.item not in items:
            raise rulebook.refuse(C.R_HERO_LOSS, "The winner takes one of the loser's Items.")
        tx = Tx(state, ctx)
        C.change(tx, None, f"{C.hero_name(state, loser)} " + (
            f"gives {facts.name(self.item)} to {C.hero_name(state, winner)}." if self.pay == "item"
            else "loses 1 Health."))
        if self.pay == "item":
            tx.emit(CardMoved(card=self.item, to=Z.items(winner)))
            outcomes.SETTLED(tx, b, loser)  # knocked out already by Health paid for what she fought with (003:L391)
        else:
            death.hurt(tx, loser, 1, reason="lost a fight", killer=winner, ability_order=self.ability_order or state.zone(Z.abilities(loser)))
            outcomes.KNOCKED_OUT(tx, b, loser)  # 003:L391: Health paid in the Realm sends her out; an Item lets her stay
        return tx.done()

