"""From the game state and the catalog to `BattleSetup`s: both sides' bases and bonuses with their sources,
equipment legality, the open battle kinds and what they cost, per-roll options, and missing card values."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..battle import BattleSetup, KindOption, Side, equipment_violations
from ..rules import lookup
from ..rules import zones as Z
from ..seams import Seam
from ..state import GameState
from . import dragon_abilities, specials
from .facts import Facts
from .foe import FoeCard, blocking, foe_card, kind_options
from .loadout import RollOption, SideSources, hero_sources
from .model import Battle
from .segments import segment, stats_needed
from .spell_targets import spell_target_refusal

# Extension points of a battle's build (seams.py). A card foe's own ruling (realm/: a Dragon card's appendix ruling,
# realm/fights/dragon_rulings.py): its name, the foe's values it fixes, what it asks and what the odds wait for.
FOE_RULING = Seam("battle: a card foe's ruling", lambda ctx, card: None)
RULED_FOE = Seam("battle: the foe's values under its ruling", lambda foe, battle, ruling: None)
RULING_ASKS = Seam("battle: what a ruling asks", lambda out, foe, ruling: None)
RULING_WAITS = Seam("battle: what the odds wait for under a ruling", lambda out, battle, ruling: None)
# Whether Dragonslayer Abilities count in this battle (realm/: a path's Creature, the Lake's dragon): (state, battle).
SLAYERS_COUNT = Seam("battle: Dragonslayer Abilities count", lambda state, battle: False)
# Held cards whose unknown numbers a fight asks before its odds (realm/: Dragonslaying's bonus, 003:L279).
HELD_ASKED = Seam("battle: held cards a fight asks numbers of", lambda state, facts, battle: set())


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
    ruling: str | None = None  # the foe's appendix ruling (FOE_RULING; a Dragon card's, realm/fights/dragon_rulings.py)

    blocking: list[str] = field(default_factory=list)
    # Dragon Aura's battle Spells taken out of the offers, by side; the Realm Abilities' lines for the screen.
    barred: dict[str, set[str]] = field(default_factory=dict)
    notices: list[str] = field(default_factory=list)
    attacker_first: bool = False

    @property
    def ready(self) -> bool:
        """Whether the numbers are all known (odds can be computed)."""
        return bool(self.setups) and not self.blocking


def build(state: GameState, ctx, battle: Battle, *, for_odds: bool = False) -> Built:
    """Build the battle as far as it is known: setups per segment, or the missing fields that stop it (`for_odds`:
    only those that change the odds stop it, as for a preview; what a result brings is asked when it comes)."""
    facts = Facts(ctx, battle.values)
    out = Built()
    opp = battle.opponent
    hero = state.hero(battle.seat)
    out.names["hero"] = facts.name(hero.character) if hero.character else hero.player
    foe = foe_card(facts, opp.card) if opp.kind != "hero" else None
    if foe is not None and battle.chosen_type is not None:
        foe.types = (battle.chosen_type,)  # one type, the hero's choice (003:L715)
    out.ruling = FOE_RULING(ctx, opp.card) if foe is not None else None
    if foe is not None:
        RULED_FOE(foe, battle, out.ruling)
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
                            against_guardian=guardian, base_stat=stat,
                            dragonslayer=SLAYERS_COUNT(state, battle))

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
            # A manual rule by its own note (the card's summary may tell rules Herald applies); each line once.
            if eff.kind == "manual" or (eff.kind == "rule_hook" and eff.hook not in specials.HANDLED):
                line = f"{foe.name}: {getattr(eff, 'note', None) or facts.card(foe.card).summary or eff.kind}"
                out.table_applies += [line] if line not in out.table_applies else []
        for _i, eff in facts.effects(foe.card, "loss"):
            if eff.kind in ("manual", "rule_hook"):
                out.table_applies.append(f"{foe.name} (if you lose): {facts.card(foe.card).summary}")
    dragon_abilities.bar_spells(out, battle)
    dragon_abilities.note_unknown_cut(out, state, facts, {"hero": battle.seat, "foe": opp.seat})
    out.attacker_first = dragon_abilities.attacker_first(out, battle)
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
        stats_needed(facts, foe, out.kind_options, hooks, opp.kind == "guardian")
        out.missing = facts.missing
        out.blocking = blocking(battle, facts.missing, out, for_odds, HELD_ASKED(state, facts, battle))
        RULING_ASKS(out, foe, out.ruling)
        return out
    setups = []
    for seg, kind in enumerate(battle.kinds):
        s = segment(state, facts, battle, seg, kind, hero_src if seg == 0 else side_src(battle.seat, Side.HERO, kind),
                     foe_src if seg == 0 or foe_src is None else side_src(opp.seat, Side.FOE, kind), foe, hooks, out)
        if s is not None:
            setups.append(s)
    out.missing = facts.missing
    out.blocking = blocking(battle, facts.missing, out, for_odds, HELD_ASKED(state, facts, battle))
    RULING_ASKS(out, foe, out.ruling)
    out.setups = tuple(setups) if len(setups) == len(battle.kinds) and not out.blocking else ()
    RULING_WAITS(out, battle, out.ruling)  # the breakdown stays; the odds wait (`ready`)
    return out


