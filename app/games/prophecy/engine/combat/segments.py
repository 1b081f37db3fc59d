"""One segment of a battle as the dice see it: both sides' bases and every modifier with its source (a Vampire's
Battle of Wills is segment 0, its Strength segment 1)."""

from __future__ import annotations

from ..battle import (
    BattleKind,
    BattleSetup,
    Modifier,
    Side,
    SideSetup,
    SourceKind,
    Stage,
    place_on_roll,
    wills_start_modifier,
)
from ..seams import Seam
from ..state import GameState
from . import power_ups, specials
from .facts import Facts
from .foe import FoeCard
from .loadout import RollOption, SideSources, spell_modifiers
from .model import Battle

BOTH = (BattleKind.STRENGTH, BattleKind.WILLS)
# Extension points of the battle's staged stack (seams.py): what the expansion's rules add, each line with its source.
# Modifiers of the hero's battle, on either side (races/: the Goblin's Rage; realm/: the Dragon Heart):
# (state, facts, battle) -> modifiers.
BATTLE_MODIFIERS = Seam("battle: the expansion's modifiers", lambda state, facts, battle: [])
# Modifiers of a card foe (coop/: the planes' Power Up tokens; realm/: the Lake's token): (state, battle, card).
FOE_MODIFIERS = Seam("battle: a card foe's modifiers", lambda state, battle, card: [])
# A side's die (races/: a halfling's luck): (state, facts, seat or None) -> `SideSetup` fields.
SIDE_DIE = Seam("battle: a side's die", lambda state, facts, seat: {})
# The hero's die under her foe's ruling (realm/: the Skeletal Dragon): (battle, ruling, fields) -> fields.
HERO_DIE = Seam("battle: the hero's die under a ruling", lambda battle, ruling, side: side)


def gm(battle: Battle, side: Side) -> list[Modifier]:
    """The table's "other ±N" lines for one side."""
    return [Modifier(source_kind=SourceKind.GM_OTHER, source_id="gm", label=f"Other {g.amount:+d}", side=side,
                     stage=Stage.GM_OTHER, amount=g.amount, battle_kinds=BOTH, per_roll=g.roll, reason=g.reason)
            for g in battle.gm if g.side == side.value]


def placed(battle: Battle, options: dict[str, list[RollOption]], segment: int) -> list[Modifier]:
    """The per-roll options used (or announced for the next roll) in a segment, placed on their rolls."""
    by_id = {(o.side.value, o.id): o for side in options.values() for o in side}
    mods = []
    entries = [(r, key) for seg, r, key in battle.used if seg == segment]
    if segment == battle.segment:
        entries += [(battle.next_roll, f"hero|{k}") for k in battle.pending]
        entries += [(battle.next_roll, f"foe|{k}") for k in battle.foe_pending]
    for roll, key in entries:
        side, _, oid = key.partition("|")
        opt = by_id.get((side, oid))
        if opt is not None:
            mods.extend(place_on_roll(m, roll) for m in opt.modifiers)
    return mods


def stats_needed(facts: Facts, foe: FoeCard | None, options, hooks, guardian: bool) -> None:
    """Before the kind is fixed: the printed values each open kind will need, so the fight asks them at once."""
    if foe is not None and foe.stat_order is None and foe.lives is None and not guardian:
        facts.need(foe.card, "lives")
    for o in (o for o in options if o.allowed and foe is not None):
        stats = ["willpower" if k.value == "wills" else "strength" for k in o.kinds]
        if "fight_with_both_stats" in hooks:
            stats = [] if foe.total is not None else ["strength", "willpower"]
        for stat in stats:
            if getattr(foe, stat) is None:
                facts.need(foe.card, stat)
        if foe.lives is None and not guardian:
            facts.need(foe.card, "lives")


def _base(battle: Battle, state: GameState, who: str, seat: int, kind: str, hooks) -> int:
    start = battle.start.get(who)
    hero = state.hero(seat)
    health = start["health"] if start else hero.health
    magic = start["magic"] if start else hero.magic
    if "fight_with_both_stats" in hooks:
        return health + magic
    if "fight_strength_with_willpower" in hooks:
        return magic
    return health if kind == "strength" else magic


def segment(state: GameState, facts: Facts, battle: Battle, seg: int, kind: str, hero_src: SideSources,
             foe_src: SideSources | None, foe: FoeCard | None, hooks, out) -> BattleSetup | None:
    """One segment's setup with both sides' bases and modifiers, or None while a value is missing."""
    opp = battle.opponent
    bk = BattleKind(kind)
    hero_mods = list(hero_src.modifiers) + _spells(facts, battle.hero.spells, Side.HERO, opp, foe)
    hero_mods += specials.unarmed_modifier(hero_src.hooks, hero_src.equipment, Side.HERO)
    hero_mods += BATTLE_MODIFIERS(state, facts, battle)
    if battle.wills_payer == "hero" and bk is BattleKind.WILLS and battle.wills_cost:
        hero_mods.append(wills_start_modifier(Side.HERO, battle.wills_cost))
    if opp.kind == "hero":
        foe_base = _base(battle, state, "foe", opp.seat, kind, {})
        foe_mods = list(foe_src.modifiers) + _spells(facts, battle.foe.spells, Side.FOE, opp, foe)
        foe_mods += specials.unarmed_modifier(foe_src.hooks, foe_src.equipment, Side.FOE)
        if battle.wills_payer == "foe" and bk is BattleKind.WILLS and battle.wills_cost:
            foe_mods.append(wills_start_modifier(Side.FOE, battle.wills_cost))
        lives = 1
    else:
        stat = foe.willpower if bk is BattleKind.WILLS else foe.strength
        if "fight_with_both_stats" in hooks:
            stat = foe.total if foe.total is not None else (
                foe.strength + foe.willpower if foe.strength is not None and foe.willpower is not None else None)
        if stat is None:
            facts.need(foe.card, "willpower" if bk is BattleKind.WILLS else "strength")
        lives = foe.lives if foe.lives is not None or opp.kind != "guardian" else 1  # Guardians print no lives
        if lives is None:
            facts.need(foe.card, "lives")
        space = state.hero(battle.seat).space
        foe_mods = specials.creature_modifiers(facts, foe.card, hooks, facts.is_port(space), space)
        foe_mods += FOE_MODIFIERS(state, battle, foe.card)
        foe_mods += power_ups.guardian_modifiers(state, foe.card) if opp.kind == "guardian" else []
        if stat is None or lives is None:
            return None
        foe_base = stat
    if "fight_with_both_stats" in hooks:
        hero_mods = specials.both_stats(hero_mods)
        bk = BattleKind.STRENGTH
    everything = hero_mods + foe_mods + gm(battle, Side.HERO) + gm(battle, Side.FOE) + placed(battle, out.options, seg)
    hero_base = _base(battle, state, "hero", battle.seat, kind, hooks)
    try:
        return BattleSetup(kind=bk, lives=lives,
                           hero=SideSetup(current=hero_base, name=out.names["hero"],
                                          **HERO_DIE(battle, out.ruling, SIDE_DIE(state, facts, battle.seat)),
                                          modifiers=tuple(m for m in everything if m.side is Side.HERO)),
                           foe=SideSetup(current=foe_base, name=out.names["foe"], **SIDE_DIE(state, facts, opp.seat),
                                         modifiers=tuple(m for m in everything if m.side is Side.FOE)))
    except ValueError as exc:
        out.violations.append({"code": "cannot_pay", "rule": "000:L355", "item_ids": [], "message": str(exc)})
        return None


def _spells(facts: Facts, casts, side: Side, opp, foe) -> list[Modifier]:
    types = ("character",) if opp.kind == "hero" else (foe.types if foe else ())
    return [m for c in casts for m in spell_modifiers(facts, c.card, c.on, side, types, c.discount)]
