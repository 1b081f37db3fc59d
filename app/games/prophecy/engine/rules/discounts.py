"""Cards that make a payment cheaper, applied when the hero names them with the payment: Counterfeiting (one payment
a round, 3 Gold short), Haggling (better prices in the City and the Village), Effective Spellcasting and the Ring of
Magical Forces (one Spell a round, 1 Magic cheaper). Each is used once for the payment it is named with."""

from __future__ import annotations

from .. import rulebook
from ..actions import Offer
from ..errors import InvalidInput
from ..state import GameState
from . import flow, lookup
from . import zones as Z
from .tx import Tx

R_COUNTERFEIT = rulebook.rule(
    "counterfeiting",
    "Counterfeiting: once a round one payment of any size is paid 3 Gold short (5 Health at the Forest Camp cost 2 "
    "Gold); what the payment does not use is lost.",
    "000:L689",
)
R_HAGGLING = rulebook.rule(
    "haggling", "Haggling works only when buying or selling in the City or the Village.", "000:L684"
)
R_SPELL_DISCOUNT = rulebook.rule(
    "spell_discount",
    "Effective Spellcasting and the Ring of Magical Forces each make one Spell a round 1 Magic cheaper, never both "
    "on the same Spell.",
    "000:L744",
)


# An Elf's Race and a card named together for one Spell's price read "elf+effective-spellcasting#1" (003:L145).
JOIN = "+"

R_ELF_SPELLS = rulebook.rule(
    "elf_spells",
    "An elf casts one Spell a round cheaper, on her own turn and only while in a Forest; it adds to other discounts "
    "the rules allow.",
    "003:L143",
)


def _race_spells(state: GameState, ctx, seat: int, race: str) -> bool:
    """Whether a hero's Race (named as the discount) makes her Spells cheaper in a Forest (the Elf, 003:L143)."""
    hero = state.hero(seat)
    raw = lookup.raw(ctx, race)
    traits = getattr(raw, "traits", None) if raw is not None else hero.sheet.traits
    return race in hero.races and "forest_spells" in (traits or ())


def _race_amount(ctx, hero, race: str) -> int | None:
    """How much cheaper the Race card makes a Spell, or None while Herald does not know it."""
    amount = getattr(lookup.raw(ctx, race), "forest_spell_discount", None)
    return amount if amount is not None else hero.sheet.number("forest_spell_discount")


def _race_cut(tx: Tx, seat: int, race: str) -> int:
    """The Elf's Spell discount: in a Forest, on her own turn, once a round; its amount printed on the Race card."""
    hero = tx.state.hero(seat)
    if hero.space is None or lookup.space_kind(tx.ctx, hero.space) != "forest":
        raise rulebook.refuse(R_ELF_SPELLS, "The elf's cheaper Spells work only in a Forest.")
    if tx.state.flow.active != seat:
        raise rulebook.refuse(R_ELF_SPELLS, "The elf's cheaper Spells work only on her own turn.")
    amount = _race_amount(tx.ctx, hero, race)
    if amount is None:
        name = lookup.name(tx.ctx, race)
        raise InvalidInput(f"Herald does not know how much cheaper the {name} casts Spells in a Forest: type the "
                           f"Forest Spell discount printed on the {name} Race card on its Catalog page.", "discount")
    _once(tx, race, R_ELF_SPELLS)
    return amount


def _held(state: GameState, seat: int, card: str) -> bool:
    return card in state.zone(Z.abilities(seat)) + tuple(c for c in state.zone(Z.items(seat)) if c not in state.damaged)


def _once(tx: Tx, card: str, rule) -> None:
    mark = f"round:used:{card}"
    if mark in tx.state.flow.marks:
        raise rulebook.refuse(rule, f"{lookup.name(tx.ctx, card)} was already used this round.")
    flow.mark(tx, mark)


def gold_price(tx: Tx, seat: int, card: str | None, price: int, *, shop: bool = False,
               typed: int | None = None) -> int:
    """What a Gold payment costs once the named card is applied (Counterfeiting, or Haggling in a shop)."""
    if card is None:
        return price
    if not _held(tx.state, seat, card):
        raise InvalidInput(f"{lookup.name(tx.ctx, card)} is not a card of this hero.", "discount")
    hooks = lookup.hooks_of(tx.ctx, card)
    if "counterfeiting" in hooks:
        _once(tx, card, R_COUNTERFEIT)
        return max(0, price - _amount(tx, card, "counterfeiting", typed))
    if "haggling" in hooks:
        if not shop:
            raise rulebook.refuse(R_HAGGLING)
        return max(0, price - _amount(tx, card, "haggling", typed))
    raise InvalidInput(f"{lookup.name(tx.ctx, card)} makes no payment cheaper.", "discount")


def sale_bonus(tx: Tx, seat: int, card: str | None, typed: int | None = None) -> int:
    """The extra Gold Haggling brings when selling in the City or the Village."""
    if card is None:
        return 0
    if not _held(tx.state, seat, card) or "haggling" not in lookup.hooks_of(tx.ctx, card):
        raise InvalidInput("Only Haggling changes what a sale brings.", "discount")
    return _amount(tx, card, "haggling", typed)


def _amount(tx: Tx, card: str, hook: str, typed: int | None) -> int:
    known = lookup.hook_amount(tx.ctx, card, hook)
    if known:
        return known
    if typed is None:
        raise InvalidInput(f"Herald does not know by how much {lookup.name(tx.ctx, card)} lowers the price: type it "
                           "from the card.", "discount_amount")
    return typed


PAID_IN_GOLD = ("buy", "repair", "heal", "recharge")


def discounted_offers(state: GameState, ctx, seat: int, offers: list[Offer]) -> list[Offer]:
    """The same payments once more with each card that can make them cheaper now, so the table can pick one."""
    held = state.zone(Z.abilities(seat)) + tuple(c for c in state.zone(Z.items(seat)) if c not in state.damaged)
    out = []
    for card in held:
        hooks = lookup.hooks_of(ctx, card)
        if "counterfeiting" in hooks and f"round:used:{card}" not in state.flow.marks:
            kinds = PAID_IN_GOLD
        elif "haggling" in hooks:
            kinds = ("buy", "sell")
        else:
            continue
        ask = () if lookup.hook_amount(ctx, card, "counterfeiting" if "counterfeiting" in hooks else "haggling") \
            else ("discount_amount",)
        for o in offers:
            if o.kind in kinds:
                out.append(o.model_copy(update={"label": f"{o.label}, with {lookup.name(ctx, card)}",
                                                "params": {**o.params, "discount": card}, "needs": o.needs + ask}))
    return out


def spell_cutters(state: GameState, ctx, seat: int) -> list[tuple[str, str]]:
    """What may make one of the hero's Spells cheaper now, each as (discount, words): every unused card that makes a
    Spell cheaper, an Elf's Race in a Forest on her turn once its amount is known, and the Race joined with each
    card (003:L145)."""
    held = state.zone(Z.abilities(seat)) + tuple(c for c in state.zone(Z.items(seat)) if c not in state.damaged)
    hero = state.hero(seat)
    forest = hero.space is not None and lookup.space_kind(ctx, hero.space) == "forest" and state.flow.active == seat
    # An Elf's cut is offered once its amount is known (typed from the Race card).
    races = [r for r in hero.races if forest and _race_spells(state, ctx, seat, r)
             and _race_amount(ctx, hero, r) is not None and f"round:used:{r}" not in state.flow.marks]
    cards = [c for c in held if cuts_spells(ctx, c) and f"round:used:{c}" not in state.flow.marks]
    named = [(c, lookup.name(ctx, c)) for c in cards + races]
    return named + [(f"{r}{JOIN}{c}", f"{lookup.name(ctx, r)} and {lookup.name(ctx, c)}") for r in races for c in cards]


def spell_offers(state: GameState, ctx, seat: int, offers: list[Offer]) -> list[Offer]:
    """Offers that cast a Spell, once more with each discount the hero may name now (`spell_cutters`)."""
    return [o.model_copy(update={"label": f"{o.label}, with {words}", "params": {**o.params, "discount": d}})
            for d, words in spell_cutters(state, ctx, seat) for o in offers]


def _parts(card: str | None) -> list[str]:
    return [p.strip() for p in card.split(JOIN)] if card else []


def cuts_spells(ctx, card: str | None) -> bool:
    """Whether a card makes Spells cheaper (Effective Spellcasting, the Ring of Magical Forces, the Elf's Race, or
    the Elf's Race joined with one of those cards)."""
    parts = _parts(card)
    return bool(parts) and len(parts) <= 2 and all(_cuts_one(ctx, p) for p in parts)


def _cuts_one(ctx, card: str) -> bool:
    if "forest_spells" in (getattr(lookup.raw(ctx, card), "traits", None) or ()):
        return True
    return any(_spell_cut(e) and e.limit is not None for e in lookup.effects_of(ctx, card))


def _spell_cut(eff) -> bool:
    return getattr(eff, "kind", None) == "cost_change" and getattr(eff, "applies_to", None) == "spell"


def standing_cuts(state: GameState, seat: int, card_of) -> list[tuple[str, int, int | None]]:
    """The hero's cards that make every Spell she casts cheaper where she is now, never named for one payment, each as
    (card, effect index, Magic taken off or None while unknown): Dragon Magic, in the Dragon Realm only (003:L731,
    003:L279). `card_of` reads a card (the catalog, or a battle's facts with its typed values)."""
    out = []
    for card in state.zone(Z.abilities(seat)):
        model = card_of(card)
        if getattr(model, "ability_set", None) == "dragonslayer" and state.hero(seat).realm is None:
            continue
        for i, eff in enumerate(getattr(model, "effects", None) or ()):
            if _spell_cut(eff) and eff.limit is None:
                # Such a card only ever makes Spells cheaper (003:L731): "1" as printed and "-1" read the same.
                out.append((card, i, abs(eff.amount) if eff.amount is not None else None))
    return out


def standing_price(state: GameState, ctx, seat: int, magic: int) -> int:
    """A Spell's Magic less what Dragon Magic takes off in the Realm (never below 0); its number is asked the first
    time it is needed, on the card's Catalog page, like the Elf's."""
    if not magic:
        return magic
    cut = 0
    for card, _, amount in standing_cuts(state, seat, lambda c: lookup.raw(ctx, c)):
        if amount is None:
            name = lookup.name(ctx, card)
            raise InvalidInput(f"Herald does not know how much cheaper {name} makes every Spell in the Dragon Realm: "
                               f"type the number printed on {name} on its Catalog page.",
                               "discount")
        cut += amount
    return max(0, magic - cut)


def spell_price(tx: Tx, seat: int, card: str | None, magic: int) -> int:
    """A Spell's Magic once the cards named for it are applied: Effective Spellcasting or the Ring of Magical Forces
    (never both, 000:L742-744), the Elf's Race, or the Elf's Race and one of those cards together (003:L145)."""
    if card is None or not magic:
        return magic
    parts = _parts(card)
    if len(parts) > 2 or len(set(parts)) != len(parts):
        raise InvalidInput("Name one card for the Spell's price, or an Elf's Race and one card.", "discount")
    races = [p for p in parts if _race_spells(tx.state, tx.ctx, seat, p)]
    if len(parts) == 2 and len(races) != 1:
        both = " and ".join(lookup.name(tx.ctx, p) for p in parts)
        if not races and all(_cuts_one(tx.ctx, p) for p in parts):
            raise rulebook.refuse(R_SPELL_DISCOUNT, f"{both} never make the same Spell cheaper together.")
        raise InvalidInput(f"{both} do not make one Spell cheaper together: only an Elf's Race adds to a card.",
                           "discount")
    cut = sum(_race_cut(tx, seat, r) for r in races)
    for other in (p for p in parts if p not in races):
        cut += _card_cut(tx, seat, other)
    return max(0, magic - cut)


def _card_cut(tx: Tx, seat: int, card: str) -> int:
    """Effective Spellcasting's or the Ring of Magical Forces' cut, once a round."""
    if not _held(tx.state, seat, card):
        raise InvalidInput(f"{lookup.name(tx.ctx, card)} is not a card of this hero.", "discount")
    cut = sum(-(e.amount or 0) for e in lookup.effects_of(tx.ctx, card) if _spell_cut(e) and e.limit is not None)
    if not cut:
        raise InvalidInput(f"{lookup.name(tx.ctx, card)} makes no Spell cheaper.", "discount")
    _once(tx, card, R_SPELL_DISCOUNT)
    return cut
