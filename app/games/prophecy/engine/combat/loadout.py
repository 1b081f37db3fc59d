"""A hero's side of a battle from her cards: held and announced Items, Abilities, Spells cast, potions
drunk this turn, and the per-roll options (throwing a weapon, Prayer, Concentration, paid extras)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..battle import (
    CHOSEN_ROLL,
    BattleKind,
    Cost,
    CreatureTypeBonus,
    EquipmentSpec,
    Modifier,
    Side,
    SourceKind,
    Stage,
    WeaponSkill,
    creature_type_modifiers,
    weapon_skill_modifiers,
)
from ..rules import zones as Z
from ..rules.expansion_cards import race_mentioned
from ..seams import Seam
from ..state import GameState
from .dragon_abilities import spell_cut
from .facts import Facts
from .model import Loadout
from .roll_options import RollOption, dice_option, source_kind, throw_option
from .scene import Scene

# Extension point (seams.py): a hero's battle sources the expansion adds (races/: her Race's modifiers, throw bonuses,
# Wills discount and notes): (state, facts, seat, side, sources) -> None, adding to the sources.
HERO_SOURCES = Seam("battle: a hero's sources the expansion adds", lambda state, facts, seat, side, out, terrain: None)

BOTH = (BattleKind.STRENGTH, BattleKind.WILLS)
KINDS = {"strength": (BattleKind.STRENGTH,), "wills": (BattleKind.WILLS,), "both": BOTH}
BATTLE_TRIGGERS = ("before_battle", "after_battle", "on_win", "on_loss")
STAT_MARK = "turn:stat:"  # turn:stat:<stat>:<amount>:<card instance>, set by a potion drunk this turn


@dataclass
class SideSources:
    """Everything one hero brings to a battle, split the way the pipeline and the table need it."""

    modifiers: list[Modifier] = field(default_factory=list)
    equipment: list[EquipmentSpec] = field(default_factory=list)
    roll_options: list[RollOption] = field(default_factory=list)
    spells: list[tuple[str, str]] = field(default_factory=list)  # (id, label) castable for the whole battle
    wills_discount: int = 0
    table_applies: list[str] = field(default_factory=list)
    hooks: dict[str, int | None] = field(default_factory=dict)


ASTRAL_FOUGHT = "turn:astral:fought"  # the attack's first Guardian battle is over (app/games/prophecy/engine/endgame/astral)


def _against_ok(eff, opponent_types: tuple[str, ...]) -> bool:
    return not eff.against or any(t in opponent_types for t in eff.against)


def _cost(facts: Facts, inst: str, field_: str, i: int, eff, magic: int = 0) -> Cost | None:
    paid = {"magic": magic, "health": 0, "experience": 0}
    for j, c in enumerate(eff.cost):
        if c.amount is None:
            facts.need(inst, f"{field_}[{i}].cost[{j}].amount")
        elif c.resource in paid:
            paid[c.resource] += c.amount
    return Cost(**paid) if any(paid.values()) else None


def equipment_spec(facts: Facts, state: GameState, inst: str) -> EquipmentSpec:
    """The hands, head, weapon and shield facts of an Item; unknown hands are noted as missing."""
    card = facts.card(inst)
    hands = getattr(card, "hands", None)
    types = tuple(getattr(card, "weapon_types", None) or ())
    thrown = any(e.kind == "thrown_bonus" for _, e in facts.effects(inst)) if card is not None else False
    # An Item that pairs like Ambidexterity beside another one-handed weapon is one itself (the Throwing Star, 003:L693).
    paired = card is not None and getattr(card, "kind", None) == "item" and any(
        e.kind == "rule_hook" and e.hook == "ambidexterity" for _, e in facts.effects(inst))
    weapon = bool(set(types) - {"wand"}) or thrown or paired  # a wand is held, but it is not a weapon (000:L427)
    shield = bool(getattr(card, "shield", False))
    if hands is None and getattr(card, "kind", None) == "item" and not getattr(card, "head", False):
        facts.need(inst, "hands")
    held = hands if hands is not None else (1 if weapon or shield else 0)
    return EquipmentSpec(id=inst, name=facts.name(inst), hands=held, head=bool(getattr(card, "head", False)),
                         is_weapon=weapon, is_shield=shield, weapon_types=types if weapon else (), damaged=inst in state.damaged)


def hero_sources(state: GameState, facts: Facts, seat: int, side: Side, loadout: Loadout, *,
                 opponent_types: tuple[str, ...], against_guardian: bool, base_stat: str,
                 terrain: str | None = None, dragonslayer: bool = False) -> SideSources:
    """Collect one hero's modifiers, equipment, per-roll options and Spells for a battle. `terrain` is the kind of
    the hero's space; an attack on a plane whose first battle is over gives no first-battle bonus (000:L712);
    `dragonslayer` whether Dragonslayer Abilities count (a Realm Creature, 003:L279)."""
    out = SideSources()
    scene = Scene(terrain, against_guardian and ASTRAL_FOUGHT not in state.flow.marks,
                   race_mentioned(state.options, state.hero(seat)), dragonslayer)
    held = [c for c in state.zone(Z.items(seat)) if c not in state.damaged]
    announced = [c for c in loadout.items if c in held or c in state.zone(Z.items(seat))]
    out.equipment = [equipment_spec(facts, state, c) for c in announced]
    worn = worn_head_item(facts, held, loadout)
    for inst in held:  # carried, or the one head Item worn: characteristic bonuses and cheaper Battles of Wills
        if inst == worn or not getattr(facts.card(inst), "head", False):
            _held_effects(facts, inst, side, base_stat, out, scene)
    for m in sorted(x for x in state.flow.marks if x.startswith(STAT_MARK)):
        stat, amount, inst = m[len(STAT_MARK):].split(":", 2)
        if stat == base_stat and int(amount):
            out.modifiers.append(Modifier(source_kind=SourceKind.POTION, source_id=inst, label=facts.name(inst),
                                          side=side, stage=Stage.CHARACTERISTIC, amount=int(amount),
                                          battle_kinds=BOTH))
    for inst in announced:
        _item_effects(facts, inst, side, opponent_types, against_guardian, out, scene)
    skills, type_bonuses = [], []
    cut = spell_cut(state, facts, seat)[0]  # Dragon Magic in the Realm (003:L731)
    for inst in state.zone(Z.abilities(seat)):
        _ability_effects(facts, inst, side, opponent_types, against_guardian, out, skills, type_bonuses, scene, cut)
    weapons = [e for e in out.equipment if e.is_weapon]
    out.modifiers.extend(weapon_skill_modifiers(weapons, skills, side=side))
    out.modifiers.extend(creature_type_modifiers(type_bonuses, opponent_types))  # type: ignore[arg-type]
    for w in weapons:
        throw_option(facts, w, side, opponent_types, skills, out)
    HERO_SOURCES(state, facts, seat, side, out, terrain)
    return out


def worn_head_item(facts: Facts, held: list[str], loadout: Loadout) -> str | None:
    """The one head Item in use (000:L433): the one announced; before the announcement, the only one carried,
    or of several the one that makes a Battle of Wills cheapest (the hero puts that one on)."""
    heads = [c for c in held if getattr(facts.card(c), "head", False)]
    if loadout.announced:
        return next((c for c in heads if c in loadout.items), None)
    if len(heads) <= 1:
        return heads[0] if heads else None

    def discount(inst: str) -> int:
        return -sum(facts.amount(inst, "effects", i, e) or 0 for i, e in facts.effects(inst)
                    if e.kind == "cost_change" and e.applies_to == "battle_of_wills")
    return max(heads, key=discount)


def _held_effects(facts: Facts, inst: str, side: Side, base_stat: str, out: SideSources, scene: Scene) -> None:
    card = facts.card(inst)
    for i, eff in facts.effects(inst) if card is not None else ():
        if not scene.fits_race(eff):
            continue
        if eff.kind == "stat_bonus" and eff.duration == "while_held" and eff.stat == base_stat:
            amount = facts.amount(inst, "effects", i, eff)
            if amount:
                out.modifiers.append(Modifier(source_kind=source_kind(card), source_id=inst, label=facts.name(inst),
                                              side=side, stage=Stage.CHARACTERISTIC, amount=amount, battle_kinds=BOTH))
        elif eff.kind == "cost_change" and eff.applies_to == "battle_of_wills":
            amount = facts.amount(inst, "effects", i, eff)
            out.wills_discount += -(amount or 0)


def _item_effects(facts: Facts, inst: str, side: Side, types: tuple[str, ...], guardian: bool,
                  out: SideSources, scene: Scene) -> None:
    card = facts.card(inst)
    kinds_extra = any(e.kind == "rule_hook" and e.hook == "shield_in_battle_of_wills" for _, e in facts.effects(inst))
    for i, eff in facts.effects(inst):
        if eff.outside_battle or (eff.astral_only and not guardian) or not _against_ok(eff, types):
            continue
        if not scene.counts(eff):
            continue
        if eff.kind == "battle_bonus":
            amount = facts.amount(inst, "effects", i, eff)
            kinds = BOTH if kinds_extra else KINDS.get(eff.battle or "")
            if eff.battle is None:
                facts.need(inst, f"effects[{i}].battle")
            if amount is None or kinds is None:
                continue
            cost = _cost(facts, inst, "effects", i, eff)
            if eff.roll == "one_roll" or cost is not None:
                mod = Modifier(source_kind=source_kind(card), source_id=inst, label=f"{facts.name(inst)} +{amount}",
                               side=side, stage=Stage.PER_ROLL, amount=amount, battle_kinds=kinds,
                               per_roll=CHOSEN_ROLL, cost=cost)
                out.roll_options.append(RollOption(id=f"pay:{inst}:{i}", label=mod.label + (
                    f" (pay {cost.describe()})" if cost else ""), side=side, modifiers=(mod,)))
                continue
            first = eff.roll == "first_roll"
            out.modifiers.append(Modifier(source_kind=source_kind(card), source_id=inst, label=facts.name(inst),
                                          side=side, stage=Stage.PER_ROLL if first else Stage.EQUIPMENT,
                                          amount=amount, battle_kinds=kinds, per_roll=1 if first else None))
        elif eff.kind in ("rule_hook", "manual"):
            _note(facts, inst, eff, out)


def _ability_effects(facts: Facts, inst: str, side: Side, types: tuple[str, ...], guardian: bool,
                     out: SideSources, skills: list, type_bonuses: list, scene: Scene, cut: int = 0) -> None:
    card = facts.card(inst)
    if not scene.allows(card):
        return
    spell = bool(getattr(card, "spell", False))
    magic = getattr(card, "magic_cost", None) if spell else 0
    if spell and magic is None and any(e.kind in ("battle_bonus", "extra_dice") for _, e in facts.effects(inst)):
        facts.need(inst, "magic_cost")
    for i, eff in facts.effects(inst):
        if eff.outside_battle or eff.instead_of_moving or (eff.astral_only and not guardian) or not scene.counts(eff):
            continue
        if eff.kind == "extra_dice":
            out.roll_options.append(dice_option(facts, inst, eff, side, max(0, magic - cut) if magic else magic, spell))
        elif eff.kind == "battle_bonus" and _against_ok(eff, types):
            amount = facts.amount(inst, "effects", i, eff)
            kinds = KINDS.get(eff.battle or "strength")
            if amount is None:
                continue
            if spell:
                out.spells.append((inst, facts.name(inst)))
            elif eff.weapon and eff.weapon != "any":
                skills.append(WeaponSkill(source_id=inst, label=facts.name(inst), bonuses=((eff.weapon, amount),),
                                          battle_kinds=kinds))
            elif eff.against:
                type_bonuses.append(CreatureTypeBonus(source_kind=SourceKind.ABILITY, source_id=inst,
                                                      label=facts.name(inst), side=side, battle_kinds=kinds,
                                                      bonuses=tuple((t, amount) for t in eff.against if t in types)))
            else:
                out.modifiers.append(Modifier(source_kind=SourceKind.ABILITY, source_id=inst, label=facts.name(inst),
                                              side=side, stage=Stage.PER_ROLL if eff.roll == "first_roll" else
                                              Stage.ABILITY, amount=amount, battle_kinds=kinds,
                                              per_roll=1 if eff.roll == "first_roll" else None))
        elif eff.kind in ("rule_hook", "manual"):
            _note(facts, inst, eff, out)


def spell_modifiers(facts: Facts, inst: str, on: str | None, side: Side, opponent_types: tuple[str, ...],
                    discount: int = 0):
    """The modifiers of a whole-battle Spell announced with the equipment, its Magic cost (less a discount) included."""
    card = facts.card(inst)
    magic = max(0, (getattr(card, "magic_cost", None) or 0) - discount)
    mods = []
    for i, eff in facts.effects(inst):
        if eff.kind != "battle_bonus" or not _against_ok(eff, opponent_types):
            continue
        amount = facts.amount(inst, "effects", i, eff)
        if eff.battle is None:  # asked like an Item's, never counted in both kinds unsaid
            facts.need(inst, f"effects[{i}].battle")
        if amount is None or eff.battle is None:
            continue
        label = facts.name(inst) + (f" on {facts.name(on)}" if on else "")
        mods.append(Modifier(source_kind=SourceKind.SPELL, source_id=inst, label=label, side=side,
                             stage=Stage.ABILITY, amount=amount, battle_kinds=KINDS[eff.battle],
                             cost=Cost(magic=magic) if magic and not mods else None))
    return mods


def _note(facts: Facts, inst: str, eff, out: SideSources) -> None:
    if eff.kind == "rule_hook":
        out.hooks[eff.hook] = eff.amount
        from .specials import HANDLED

        if eff.hook in HANDLED:
            return
    if eff.kind == "manual" and eff.trigger not in BATTLE_TRIGGERS:
        return
    card = facts.card(inst)
    summary = getattr(card, "summary", None) or getattr(eff, "note", None) or eff.kind
    out.table_applies.append(f"{facts.name(inst)}: {summary}")
