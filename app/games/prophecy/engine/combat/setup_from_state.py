"""From the game state and the catalog to `BattleSetup`s: both sides' bases and bonuses with their sources,
equipment legality, the open battle kinds and what they cost, per-roll options, and missing card values."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..battle import (
    BattleKind,
    BattleSetup,
    KindOption,
    Modifier,
    Side,
    SideSetup,
    SourceKind,
    Stage,
    StatOrder,
    attacker_battle_options,
    creature_battle_options,
    defender_battle_options,
    equipment_violations,
    place_on_roll,
    wills_start_modifier,
)
from ..coop.battle import power_up
from ..races.battle import luck_side, rage_modifiers
from ..rules import lookup
from ..rules import zones as Z
from ..state import GameState
from . import power_ups, specials
from .facts import Facts
from .loadout import RollOption, SideSources, hero_sources, spell_modifiers
from .model import Battle
from .spell_targets import spell_target_refusal

BOTH = (BattleKind.STRENGTH, BattleKind.WILLS)
STAT = {"strength": "health", "wills": "magic"}


@dataclass
class FoeCard:
    """A Creature's or Guardian's printed values, None where unknown."""

    card: str
    name: str
    strength: int | None
    willpower: int | None
    stat_order: str | None
    lives: int | None
    types: tuple[str, ...]
    hooks: dict[str, tuple[int, object]] = field(default_factory=dict)
    total: int | None = None


@dataclass
class Built:
    """Everything Herald knows about a battle at this moment."""

    setups: tuple[BattleSetup, ...] = ()
    missing: list[str] = field(default_factory=list)
    violations: list[dict] = field(default_factory=list)
    table_applies: list[str] = field(default_factory=list)
    options: dict[str, list[RollOption]] = field(default_factory=dict)
    spells: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    kind_options: list[KindOption] = field(default_factory=list)
    hooks: dict[str, dict] = field(default_factory=dict)
    foe: FoeCard | None = None
    names: dict[str, str] = field(default_factory=dict)

    blocking: list[str] = field(default_factory=list)

    @property
    def ready(self) -> bool:
        """Whether the numbers are all known (odds can be computed)."""
        return bool(self.setups) and not self.blocking


def _blocking(battle: Battle, missing: list[str], out: Built) -> list[str]:
    """The missing values that stop the battle: the opponent's card and the cards announced for it. Others
    (a held card not used, an Ability whose effects are unknown) are shown for the table to apply."""
    ids = {Z.base_id(c) for c in (battle.opponent.card,) if c}
    for lo in (battle.hero, battle.foe):
        ids |= {Z.base_id(i) for i in lo.items} | {Z.base_id(s.card) for s in lo.spells}
    for key in battle.pending + battle.foe_pending + tuple(k for _, _, k in battle.used):
        ids.add(Z.base_id(key.split("|")[-1].split(":")[1]))
    block = [m for m in missing if m.split(".")[0] in ids or m.startswith("space")]
    for m in missing:
        if m not in block:
            out.table_applies.append(f"{m.split('.')[0]}: {m.split('.', 1)[1]} is unknown to Herald; the table "
                                     "applies the card with other ±N")
    return block


def foe_card(facts: Facts, card: str) -> FoeCard:
    """A Creature's or Guardian's values; the ones the battle needs are noted as missing later."""
    c = facts.card(card)
    get = (lambda f: getattr(c, f, None)) if c is not None else (lambda f: None)
    hooks = {e.hook: (i, e) for i, e in facts.effects(card, "special") if e.kind == "rule_hook"}
    return FoeCard(card=card, name=facts.name(card), strength=get("strength"), willpower=get("willpower"),
                   stat_order=get("stat_order"), lives=get("lives"), types=tuple(get("creature_types") or ()),
                   hooks=hooks, total=get("total_stat"))


def artifacts(facts: Facts, state: GameState, seat: int) -> int:
    """How many Artifacts a hero carries."""
    return sum(1 for c in state.zone(Z.items(seat)) if "artifact" in (getattr(facts.card(c), "kind", None),
                                                                      getattr(facts.card(c), "deck", None)))


def kind_options(state: GameState, facts: Facts, battle: Battle, hero_src: SideSources,
                 foe_src: SideSources | None, foe: FoeCard | None) -> list[KindOption]:
    """The battle kinds open now: against a creature from its stat order; between heroes the attacker's
    announcement, then the defender's answer (000:L347-353, 000:L385-387)."""
    hero = state.hero(battle.seat)
    if battle.opponent.kind == "hero":
        other = state.hero(battle.opponent.seat)
        if battle.step == "answer" and battle.announced:
            return list(defender_battle_options(BattleKind(battle.announced), other.magic,
                                                artifacts(facts, state, battle.seat),
                                                discount=foe_src.wills_discount if foe_src else 0))
        return list(attacker_battle_options(hero.magic, artifacts(facts, state, other.seat),
                                            discount=hero_src.wills_discount))
    if foe is None or foe.stat_order is None:
        facts.need(battle.opponent.card or "opponent", "stat_order")
        return []
    opts = list(creature_battle_options(StatOrder(foe.stat_order), hero.magic, discount=hero_src.wills_discount,
                                        sequence="wills_then_strength_battle" in foe.hooks))
    if "shapeless_entry_costs" in foe.hooks:
        out = []
        for o in opts:
            why = specials.shapeless_refusal(o.kinds[0].value, hero.health, hero.magic)
            out.append(o.model_copy(update={"allowed": False, "reason": why}) if why and o.allowed else o)
        opts = out
    return opts


def _gm(battle: Battle, side: Side) -> list[Modifier]:
    return [Modifier(source_kind=SourceKind.GM_OTHER, source_id="gm", label=f"Other {g.amount:+d}", side=side,
                     stage=Stage.GM_OTHER, amount=g.amount, battle_kinds=BOTH, per_roll=g.roll, reason=g.reason)
            for g in battle.gm if g.side == side.value]


def _placed(battle: Battle, options: dict[str, list[RollOption]], segment: int) -> list[Modifier]:
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


def build(state: GameState, ctx, battle: Battle) -> Built:
    """Build the battle as far as it is known: setups per segment, or the missing fields that stop it."""
    facts = Facts(ctx, battle.values)
    out = Built()
    opp = battle.opponent
    hero = state.hero(battle.seat)
    out.names["hero"] = facts.name(hero.character) if hero.character else hero.player
    foe = foe_card(facts, opp.card) if opp.kind != "hero" else None
    if foe is not None and battle.chosen_type is not None:
        foe.types = (battle.chosen_type,)  # one type, the hero's choice (003:L715)
    out.foe = foe
    if foe is not None:  # its own rules, and the printed values the outcome needs
        space = hero.space
        specials.creature_modifiers(facts, foe.card, foe.hooks, facts.is_port(space), space)
        facts.value(foe.card, "experience")
        facts.effects(foe.card, "reward")
        facts.effects(foe.card, "loss")
    hooks = dict(foe.hooks) if foe else {}
    base_stat = {"strength": "strength", "wills": "willpower"}
    against_types = ("character",) if opp.kind == "hero" else (foe.types if foe else ())
    guardian = opp.kind == "guardian"

    def side_src(seat: int, side: Side, kind: str | None) -> SideSources:
        stat = "willpower" if "fight_strength_with_willpower" in hooks else base_stat.get(kind or "strength")
        loadout = battle.hero if side is Side.HERO else battle.foe
        space = state.hero(seat).space
        terrain = lookup.space_kind(ctx, space) if space is not None else None
        return hero_sources(state, facts, seat, side, loadout, opponent_types=against_types, terrain=terrain,
                            against_guardian=guardian, base_stat=stat)

    kind0 = battle.kinds[battle.segment] if battle.kinds else None
    hero_src = side_src(battle.seat, Side.HERO, kind0)
    foe_src = side_src(opp.seat, Side.FOE, kind0) if opp.kind == "hero" else None
    if opp.kind == "hero":
        out.names["foe"] = facts.name(state.hero(opp.seat).character or "") or state.hero(opp.seat).player
    else:
        out.names["foe"] = foe.name
    if foe and any(getattr(e, "against", ()) for c in state.zone(Z.items(battle.seat)) + state.zone(
            Z.abilities(battle.seat)) for _, e in facts.effects(c)) and facts.card(foe.card) is not None \
            and getattr(facts.card(foe.card), "creature_types", 1) is None and opp.kind == "creature" \
            and battle.chosen_type is None:
        facts.need(foe.card, "creature_types")
    out.kind_options = kind_options(state, facts, battle, hero_src, foe_src, foe)
    for src, side in ((hero_src, "hero"), (foe_src, "foe")):
        if src is None:
            continue
        out.options[side] = src.roll_options
        out.spells[side] = src.spells
        out.table_applies += src.table_applies
        out.hooks[side] = src.hooks
        amb = "ambidexterity" in src.hooks
        out.violations += [v.model_dump() for v in equipment_violations(src.equipment, ambidextrous=amb)]
    if foe is not None:
        for _i, eff in facts.effects(foe.card, "special"):
            if eff.kind == "manual" or (eff.kind == "rule_hook" and eff.hook not in specials.HANDLED):
                out.table_applies.append(f"{foe.name}: {facts.card(foe.card).summary or eff.kind}")
        for _i, eff in facts.effects(foe.card, "loss"):
            if eff.kind in ("manual", "rule_hook"):
                out.table_applies.append(f"{foe.name} (if you lose): {facts.card(foe.card).summary}")
    no_spells = "no_spells_in_battle" in hooks
    for loadout in (battle.hero, battle.foe):
        if loadout.spells and no_spells:
            out.violations.append({"code": "no_spells", "rule": "000:L794", "item_ids": [s.card for s in loadout.spells],
                                   "message": f"No Spells may be cast against {out.names['foe']}."})
        seen: set[tuple[str, str | None]] = set()
        for cast in loadout.spells:
            if (cast.card, cast.on) in seen:
                out.violations.append({"code": "same_spell_twice", "rule": "000:L453", "item_ids": [cast.card],
                                       "message": f"{facts.name(cast.card)} is cast only once for the same goal"
                                       + (f" ({facts.name(cast.on)})" if cast.on else "")})
            seen.add((cast.card, cast.on))
            why = spell_target_refusal(facts, state, cast, loadout)
            if why:
                out.violations.append({"code": "spell_target", "rule": "000:L577", "item_ids": [cast.card], "message": why})
    if not battle.kinds:
        _stats_needed(facts, foe, out.kind_options, hooks, opp.kind == "guardian")
        out.missing = facts.missing
        out.blocking = _blocking(battle, facts.missing, out)
        return out
    setups = []
    for seg, kind in enumerate(battle.kinds):
        s = _segment(state, facts, battle, seg, kind, hero_src if seg == 0 else side_src(battle.seat, Side.HERO, kind),
                     foe_src if seg == 0 or foe_src is None else side_src(opp.seat, Side.FOE, kind), foe, hooks, out)
        if s is not None:
            setups.append(s)
    out.missing = facts.missing
    out.blocking = _blocking(battle, facts.missing, out)
    out.setups = tuple(setups) if len(setups) == len(battle.kinds) and not out.blocking else ()
    return out


def _stats_needed(facts: Facts, foe: FoeCard | None, options, hooks, guardian: bool) -> None:
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


def _segment(state: GameState, facts: Facts, battle: Battle, seg: int, kind: str, hero_src: SideSources,
             foe_src: SideSources | None, foe: FoeCard | None, hooks, out: Built) -> BattleSetup | None:
    opp = battle.opponent
    bk = BattleKind(kind)
    hero_mods = list(hero_src.modifiers) + _spells(facts, battle.hero.spells, Side.HERO, opp, foe)
    hero_mods += specials.unarmed_modifier(hero_src.hooks, hero_src.equipment, Side.HERO)
    hero_mods += rage_modifiers(state, facts, battle) + power_ups.heart_modifiers(state, battle.seat, opp.seat)
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
        foe_mods += power_up(state, foe.card)
        foe_mods += power_ups.guardian_modifiers(state, foe.card) if opp.kind == "guardian" else []
        if stat is None or lives is None:
            return None
        foe_base = stat
    if "fight_with_both_stats" in hooks:
        hero_mods = specials.both_stats(hero_mods)
        bk = BattleKind.STRENGTH
    everything = hero_mods + foe_mods + _gm(battle, Side.HERO) + _gm(battle, Side.FOE) + _placed(battle, out.options, seg)
    hero_base = _base(battle, state, "hero", battle.seat, kind, hooks)
    try:
        return BattleSetup(kind=bk, lives=lives,
                           hero=SideSetup(current=hero_base, name=out.names["hero"], **luck_side(state, facts, battle.seat),
                                          modifiers=tuple(m for m in everything if m.side is Side.HERO)),
                           foe=SideSetup(current=foe_base, name=out.names["foe"], **luck_side(state, facts, opp.seat),
                                         modifiers=tuple(m for m in everything if m.side is Side.FOE)))
    except ValueError as exc:
        out.violations.append({"code": "cannot_pay", "rule": "000:L355", "item_ids": [], "message": str(exc)})
        return None


def _spells(facts: Facts, casts, side: Side, opp, foe) -> list[Modifier]:
    types = ("character",) if opp.kind == "hero" else (foe.types if foe else ())
    return [m for c in casts for m in spell_modifiers(facts, c.card, c.on, side, types, c.discount)]
