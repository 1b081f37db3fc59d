"""Scenes for the Dragon Realm Abilities' battle rulings (Dragon Aura, Fire Breathing, Dragon Magic) and the Realm's
knock-out after a fight between heroes: the Realm test scenes (tests/engine/realm/fightkit.py) with two heroes on
one Realm space, or on one ring space.

Blessed Weapon's bonus, the Axe's hands and Dragon Magic's cut are not in the rulebook: the catalog below carries
them as a group types them from its cards (`table`), each test naming what it relies on.
"""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import Context, GameState, IllegalAction, apply, legal_actions, parse_action
from app.games.prophecy.engine.combat.setup_from_state import build
from tests.engine.combat.kit import hero, scene
from tests.engine.realm.fightkit import CTX as REALM_CTX
from tests.engine.realm.fightkit import LEFT, realm_hero, realm_scene

AURA, FIRE, MAGIC = "dragon-aura#1", "fire-breathing#1", "dragon-magic#1"
PRAYER, BLESSED, AXE, CONC = "prayer#1", "blessed-weapon#1", "axe#1", "concentration#1"
TABLE = {"blessed-weapon": {"effects[0].amount": 2, "effects[0].battle": "strength"}, "axe": {"hands": 1}}
CTX = Context(catalog=REALM_CTX.catalog.with_overrides(TABLE))
# Dragon Magic's number as a group might type it from its card (1 Magic off every Spell): the table's, not the seed's.
MAGIC_CUT = {"dragon-magic": {"effects[0].amount": -1}}
MAGIC_CTX = Context(catalog=CTX.catalog.with_overrides(MAGIC_CUT))


def play(state: GameState, ctx: Context = CTX, **payload) -> GameState:
    """Apply one action; the new state."""
    return apply(state, parse_action(payload), ctx)[0]


def refused(state: GameState, ctx: Context = CTX, **payload) -> IllegalAction:
    """The refusal of an action."""
    with pytest.raises(IllegalAction) as info:
        apply(state, parse_action(payload), ctx)
    return info.value


def offers(state: GameState, kind: str, ctx: Context = CTX):
    """The offers of one kind."""
    return [o for o in legal_actions(state, ctx) if o.kind == kind]


def built(state: GameState, ctx: Context = CTX):
    """What Herald knows of the battle under way."""
    return build(state, ctx, state.battle)


def together(cleo=(), ben=(), cleo_items=(), ben_items=(), magic=(5, 4)) -> GameState:
    """Cleo (seat 0, Strength 6) and Ben (seat 1, Strength 4) on one Realm space, Cleo's turn after she stayed there;
    `cleo`/`ben` are their Abilities."""
    zones = {"hero:0:abilities": list(cleo), "hero:1:abilities": list(ben), "hero:0:items": list(cleo_items),
             "hero:1:items": list(ben_items)}
    state = realm_scene(realm_hero(0, "Cleo", "mercenary", 6, 5, LEFT[2], magic=magic[0]),
                        realm_hero(1, "Ben", "paladin", 4, 4, LEFT[2], magic=magic[1]), zones=zones)
    return play(state, kind="realm_step", seat=0, how="stay")


def realm_attack(state: GameState, ctx: Context = CTX) -> GameState:
    """Cleo attacks Ben on their Realm space (either comes out on ring space 1 or 3 if knocked out)."""
    return play(state, ctx, kind="realm_hero_fight", seat=0, target=1, back=1, target_back=3)


def on_ring(cleo=(), ben=(), cleo_items=(), ben_items=()) -> GameState:
    """Cleo and Ben on ring space 0, Cleo's turn: a fight between characters outside the Realm."""
    zones = {"hero:0:abilities": list(cleo), "hero:1:abilities": list(ben), "hero:0:items": list(cleo_items),
             "hero:1:items": list(ben_items)}
    return scene(hero(0, "Cleo", "mercenary", 6, 5, 0), hero(1, "Ben", "paladin", 4, 4, 0), zones=zones)


def to_equip(state: GameState, ctx: Context = CTX) -> GameState:
    """A Battle of Strength announced by the attacker and accepted by the defender."""
    state = play(state, ctx, kind="choose_battle_kind", seat=0, battle_kind="strength")
    return play(state, ctx, kind="answer_battle_kind", seat=1, wills=False)


def to_roll(state: GameState, ctx: Context = CTX, cleo_items=(), ben_items=()) -> GameState:
    """Both fighters announce their Items (no Spell for the battle); the first roll comes next."""
    state = play(state, ctx, kind="announce_equipment", seat=0, items=list(cleo_items))
    return play(state, ctx, kind="announce_equipment", seat=1, items=list(ben_items))
