"""Limits shown with the Realm (003:L269): with the Dragon Realm in play a hero holds one more Item and one more
Ability (8, adjusted by her Race); the hero panel and the phone say so, as the engine and the player aid count."""

from __future__ import annotations

from app.games.prophecy.engine.races.sheet import HeroSheet
from app.games.prophecy.screens.play.hero_view import build_heroes
from app.games.prophecy.screens.play.seatview import _race
from tests.engine.kit import hero, started
from tests.engine.realm.test_realm_actions import realm_game


def raced(state, item_limit=7, ability_limit=6):
    return hero(state, 0, races=("dwarf",), sheet=HeroSheet(item_limit=item_limit, ability_limit=ability_limit,
                                                            bank_cap=3))


def test_the_hero_panel_and_phone_count_the_realms_extra_card_003_L269():
    """003:L269: 8 each with the Realm, the Race's change kept (here an Ability limit one lower: 7)."""
    state = raced(realm_game())
    panel = build_heroes(state)[0].race
    assert (panel.item_limit, panel.ability_limit) == (8, 7)
    phone = _race(state.hero(0), None, state)
    assert (phone["item_limit"], phone["ability_limit"]) == (8, 7)


def test_without_the_realm_the_race_limits_stand_000_L240():
    """000:L240: 7 each without the Realm, the Race's change kept."""
    state = raced(started(2))
    assert (build_heroes(state)[0].race.item_limit, build_heroes(state)[0].race.ability_limit) == (7, 6)
