"""A hero's Races in a battle: the bonuses and penalties they bring, each a modifier with its source (so the
breakdown names it and the exact odds count it), and what only the Race card says, for the table to apply.

Halfling: a penalty with a long weapon (003:L685) and a bonus on a throw (003:L169); its luck works on battle
dice only (003:L167), by rules the card prints. Elf: a cheaper Battle of Wills in a Forest (003:L143). Goblin: the
Rage token's bonus against the Creature it lies on, for the whole battle, of either kind (003:L183). Dwarf:
weaponcraft (003:L163). The numbers are read from the catalog with the battle's typed values laid over it, so an
unknown one is asked like any card value.
"""

from __future__ import annotations

from dataclasses import replace

from ..battle import BattleKind, Modifier, Side, SourceKind, Stage
from ..state import GameState, Hero

BOTH = (BattleKind.STRENGTH, BattleKind.WILLS)


def _with_trait(facts, hero: Hero, trait: str) -> str | None:
    """The hero's Race that brings a rule (the catalog's traits, else those recorded on the hero's sheet)."""
    for race in hero.races:
        card = facts.card(race)
        traits = getattr(card, "traits", None) if card is not None else None
        if trait in (traits if traits is not None else hero.sheet.traits):
            return race
    return None


def _number(facts, hero: Hero, race: str, field: str) -> int | None:
    if facts.card(race) is None:
        return hero.sheet.number(field)
    return facts.value(race, field)


def race_sources(state: GameState, facts, seat: int, side: Side, out, terrain: str | None) -> None:
    """Add a hero's Race modifiers, throw bonuses, Wills discount and table notes to her battle sources."""
    hero = state.hero(seat)
    if not hero.races:
        return
    weapons = [e for e in out.equipment if e.is_weapon]
    race = _with_trait(facts, hero, "long_penalty")
    if race and any("long" in w.weapon_types for w in weapons):
        amount = _number(facts, hero, race, "long_penalty")
        if amount:
            out.modifiers.append(Modifier(source_kind=SourceKind.RACE, source_id=race, side=side,
                                          label=f"{facts.name(race)}: long weapon", stage=Stage.EQUIPMENT,
                                          amount=amount, battle_kinds=(BattleKind.STRENGTH,)))
    race = _with_trait(facts, hero, "thrown_bonus")
    if race and any(o.damages for o in out.roll_options):
        amount = _number(facts, hero, race, "thrown_bonus")
        if amount:
            out.roll_options[:] = [_thrown(o, race, facts.name(race), amount) for o in out.roll_options]
    race = _with_trait(facts, hero, "forest_wills")
    if race and terrain == "forest":
        out.wills_discount += _number(facts, hero, race, "forest_wills_discount") or 0
    race = _with_trait(facts, hero, "battle_luck")
    if race and luck_faces(state, facts, seat)[0] == ():
        out.table_applies.append(f"{facts.name(race)}: luck on the battle dice, as the Race card says (not on a "
                                 "shield roll); type its numbers from the card and Herald counts it in the odds")
    race = _with_trait(facts, hero, "weaponcraft")
    for w in weapons:
        if race and w.id in state.crafted:
            amount = _number(facts, hero, race, "weaponcraft_bonus")
            if amount:
                out.modifiers.append(Modifier(source_kind=SourceKind.RACE, source_id=f"weaponcraft:{w.id}", side=side,
                                              label=f"{facts.name(race)}: weaponcraft on {w.name}",
                                              stage=Stage.EQUIPMENT, amount=amount,
                                              battle_kinds=(BattleKind.STRENGTH,)))


def luck_faces(state: GameState, facts, seat: int | None) -> tuple[tuple[tuple[int, int], ...], str]:
    """A hero's battle-die face map from a Race's luck (the Halfling's, 003:L167) and the breakdown line naming it;
    nothing while the Race card's numbers are unknown (they are then noted as missing, asked like any value)."""
    if seat is None:
        return (), ""
    hero = state.hero(seat)
    race = _with_trait(facts, hero, "battle_luck") if hero.races else None
    if race is None:
        return (), ""
    face, value = _number(facts, hero, race, "luck_face"), _number(facts, hero, race, "luck_counts_as")
    if face is None or value is None or face == value:
        return (), ""
    return ((face, value),), f"{facts.name(race)}: luck, a battle die showing {face} counts as {value}"


def luck_side(state: GameState, facts, seat: int | None) -> dict:
    """A side's face map and its breakdown line, as `SideSetup` fields."""
    faces, note = luck_faces(state, facts, seat)
    return {"faces": faces, "faces_note": note}


def _thrown(option, race: str, name: str, amount: int):
    """A throw with the Race's bonus added to it (it adds to the Thrown Weapons Ability's, 003:L169)."""
    if not option.damages:
        return option
    throw = option.modifiers[0]
    bonus = Modifier(source_kind=SourceKind.RACE, source_id=race, label=f"{name}: thrown weapon", side=throw.side,
                     stage=throw.stage, amount=amount, battle_kinds=throw.battle_kinds, per_roll=throw.per_roll)
    return replace(option, modifiers=(*option.modifiers, bonus))


def rage_modifiers(state: GameState, facts, battle) -> list[Modifier]:
    """The Goblin's +1 against the Creature her Rage token lies on, for the whole battle (003:L183)."""
    hero = state.hero(battle.seat)
    if battle.opponent.kind == "hero" or not hero.rage or hero.rage != battle.opponent.card:
        return []
    race = _with_trait(facts, hero, "rage")
    amount = _number(facts, hero, race, "rage_bonus") if race else None
    if not amount:
        return []
    return [Modifier(source_kind=SourceKind.RACE, source_id="rage", label=f"{facts.name(race)}: Rage token",
                     side=Side.HERO, stage=Stage.SITUATIONAL, amount=amount, battle_kinds=BOTH)]
