"""What a fighter may use on one roll, announced before it: a thrown weapon, extra dice (Prayer, a Curse), a paid
bonus; and the source kind a card's line is shown under."""

from __future__ import annotations

from dataclasses import dataclass

from ..battle import CHOSEN_ROLL, BattleKind, Cost, EquipmentSpec, Modifier, Side, SourceKind, Stage
from .facts import Facts

BOTH = (BattleKind.STRENGTH, BattleKind.WILLS)


@dataclass(frozen=True)
class RollOption:
    """Something used on one roll, announced before it: a throw, an extra-dice Spell, a paid bonus."""

    id: str
    label: str
    side: Side
    modifiers: tuple[Modifier, ...]
    spell: bool = False
    recast: bool = False  # usable again on a later roll (a Spell), unlike a throw
    damages: str | None = None


def source_kind(card) -> SourceKind:
    """The kind of source a card's line is shown as: Artifact, Spell, Ability, potion or Item."""
    if getattr(card, "kind", None) == "artifact":
        return SourceKind.ARTIFACT
    if getattr(card, "kind", None) == "ability":
        return SourceKind.SPELL if getattr(card, "spell", False) else SourceKind.ABILITY
    if getattr(card, "single_use", False):
        return SourceKind.POTION
    return SourceKind.ITEM


def dice_option(facts: Facts, inst: str, eff, side: Side, magic: int | None, spell: bool) -> RollOption:
    """Extra dice for one roll (a Curse's on the cursed side, its Magic paid by the caster, 003:L675-677)."""
    card = facts.card(inst)
    cost = Cost(magic=magic or 0) if magic else None
    common = dict(source_kind=source_kind(card), source_id=inst, label=facts.name(inst), stage=Stage.PER_ROLL,
                  battle_kinds=BOTH, per_roll=CHOSEN_ROLL)
    if eff.side == "self":
        mods: tuple[Modifier, ...] = (Modifier(**common, side=side, extra_dice=eff.count, cost=cost),)
    else:
        mods = (Modifier(**common, side=side.other, extra_dice=eff.count),)
        if cost is not None:
            mods = (Modifier(**{**common, "label": f"{facts.name(inst)} cast"}, side=side, cost=cost),) + mods
    return RollOption(id=f"spell:{inst}", label=facts.name(inst) + (f" ({magic} Magic)" if magic else ""), side=side,
                      modifiers=mods, spell=spell, recast=True)


def throw_option(facts: Facts, w: EquipmentSpec, side: Side, types: tuple[str, ...], skills, out) -> None:
    """Offer throwing a weapon on one roll (its bonus and weapon skills, then damaged)."""
    bonus, found = 0, False
    for i, eff in facts.effects(w.id):
        if eff.kind == "thrown_bonus":
            found = True
            bonus += facts.amount(w.id, "effects", i, eff) or 0
    if not found and "thrown" not in w.weapon_types:
        return
    extra = sum(a for s in skills for t, a in s.bonuses if t == "thrown" and "thrown" not in w.weapon_types)
    mod = Modifier(source_kind=SourceKind.ITEM, source_id=w.id, label=f"{w.name} thrown", side=side,
                   stage=Stage.PER_ROLL, amount=bonus + extra, battle_kinds=(BattleKind.STRENGTH,),
                   per_roll=CHOSEN_ROLL, cost=Cost(damages_item=True))
    out.roll_options.append(RollOption(id=f"throw:{w.id}", label=f"Throw {w.name} (+{bonus + extra}, then damaged)",
                                       side=side, modifiers=(mod,), damages=w.id))


