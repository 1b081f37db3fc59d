"""The battle screen with the Dragon Realm's Abilities in a fight between characters: Dragon Aura's notice and no
battle Spell offered (003:L787), a Spell posted anyway refused by the rule with nothing changed; Fire Breathing's
attacker first, with her "nothing more" button (003:L791)."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from tests.helpers import api_act, as_tablet
from tests.web.prophecy.battle.kit import api_state, post_battle, stored_battle

HEROES = (Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=5, magic=5, space=0),
          Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0))


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


def _at_the_roll(client, cleo=(), ben=()) -> str:
    """Cleo attacks Ben on their space; both announce bare hands; the first roll is next."""
    events = [GameCreated(options=GameOptions(), heroes=HEROES)]
    events += [CardMoved(card=c, to="hero:0:abilities") for c in cleo]
    events += [CardMoved(card=c, to="hero:1:abilities") for c in ben]
    events.append(FlowChanged(flow=Flow(stage="turn", round=1, active=0, turn=1)))
    gid = stored_battle(client, events)
    seq = api_state(client, gid)["seq"]
    for action in ({"kind": "start_fight", "seat": 0, "target": 1},
                   {"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
                   {"kind": "answer_battle_kind", "seat": 1, "wills": False},
                   {"kind": "announce_equipment", "seat": 0}, {"kind": "announce_equipment", "seat": 1}):
        r = api_act(client, gid, seq, action)
        assert r.status_code == 200, r.get_json()
        seq = r.get_json()["seq"]
    return gid


def test_dragon_aura_is_named_on_the_screen_and_no_spell_is_offered(client):
    gid = _at_the_roll(client, cleo=("dragon-aura#1", "prayer#1"), ben=("concentration#1",))
    page = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    assert "Dragon Aura (Mercenary): no battle Spells on either side" in page and "003:L787" in page
    assert 'value="spell:prayer#1"' not in page and 'value="spell:concentration#1"' not in page
    assert "Before roll 1" not in page  # no one-roll choice is left to either fighter


def test_a_spell_posted_anyway_is_refused_by_the_rule_and_nothing_changes(client):
    gid = _at_the_roll(client, cleo=("dragon-aura#1", "prayer#1"))
    before = api_state(client, gid)
    r = post_battle(client, gid, {"kind": "choose_roll_options", "seat": "0", "use[]": "spell:prayer#1",
                                  "view": "battle"}, route="act")
    text = r.get_data(as_text=True)
    assert r.status_code == 200  # the screen redrawn with the refusal shown (htmx swaps it in)
    assert "Prayer cannot be cast in this fight" in text and "003:L787" in text
    after = api_state(client, gid)
    assert after["seq"] == before["seq"] and after["state"]["heroes"][0]["magic"] == 5
    assert after["state"]["battle"]["pending"] == []
    api = api_act(client, gid, before["seq"], {"kind": "choose_roll_options", "seat": 0, "use": ["spell:prayer#1"]})
    assert api.status_code == 422 and api.get_json()["rule"]["id"] == "dragon_aura"


def test_fire_breathing_shows_the_attacker_s_step_first(client):
    gid = _at_the_roll(client, cleo=("prayer#1",), ben=("fire-breathing#1", "concentration#1"))
    page = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    assert "Fire Breathing (Paladin)" in page and "Nothing more before roll 1" in page
    assert 'value="spell:concentration#1"' not in page  # the defender's form waits
    r = post_battle(client, gid, {"kind": "choose_roll_options", "seat": "0", "view": "battle"}, route="act")
    assert r.status_code == 200
    page = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    assert 'value="spell:concentration#1"' in page and "Nothing more before roll 1" not in page


def _realm_fight(app, client) -> str:
    """Cleo (Dragon Magic, Blessed Weapon, an Axe) attacks Ben on a Realm path space; the Axe's hands and Blessed
    Weapon's bonus are the group's entries."""
    from app.games.prophecy.engine.realm.options import RealmOptions
    from app.games.prophecy.engine.realm.position import on_path
    from app.games.prophecy.screens.catalog import catalog_state
    from tests.engine.realm.boards import TYPED
    from tests.web.prophecy.battle.kit import BLESSED

    with app.app_context():
        catalog_state.record({"realm": TYPED, "axe": {"hands": 1}, "blessed-weapon": BLESSED}, origin="table")
    place = on_path("left", 2)
    heroes = tuple(h.model_copy(update={"space": None, "realm": place}) for h in HEROES)
    events = [GameCreated(options=GameOptions(realm=RealmOptions()), heroes=heroes),
              CardMoved(card="gate-to-the-dragon-realm#1", to="plane:0:lesser"),
              CardMoved(card="dragon-magic#1", to="hero:0:abilities"),
              CardMoved(card="blessed-weapon#1", to="hero:0:abilities"), CardMoved(card="axe#1", to="hero:0:items"),
              FlowChanged(flow=Flow(stage="turn", round=1, active=0, turn=1, marks=frozenset({"turn:moved:realm-stay"})))]
    gid = stored_battle(client, events)
    seq = api_state(client, gid)["seq"]
    for action in ({"kind": "realm_hero_fight", "seat": 0, "target": 1, "back": 1, "target_back": 3},
                   {"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
                   {"kind": "answer_battle_kind", "seat": 1, "wills": False}):
        r = api_act(client, gid, seq, action)
        assert r.status_code == 200, r.get_json()
        seq = r.get_json()["seq"]
    return gid


def test_dragon_magic_s_number_is_asked_on_the_announcement_and_kept_003_L731(app, client):
    gid = _realm_fight(app, client)
    page = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    assert 'name="value:dragon-magic:effects[0].amount"' in page and "Magic taken off each Spell" in page
    cast = {"kind": "announce_equipment", "seat": "0", "items[]": "axe#1", "cast:blessed-weapon#1": "axe#1"}
    r = post_battle(client, gid, cast)
    assert "Dragon Magic" in r.get_data(as_text=True)  # refused: the number is unknown, nothing is paid
    assert api_state(client, gid)["state"]["heroes"][0]["magic"] == 5
    assert api_state(client, gid)["state"]["battle"]["hero"]["announced"] is False
    r = post_battle(client, gid, {**cast, "value:dragon-magic:effects[0].amount": "1"})
    assert r.status_code == 200
    state = api_state(client, gid)["state"]
    assert state["battle"]["hero"]["announced"] and state["heroes"][0]["magic"] == 5  # Blessed Weapon: 1 - 1
    from app.games.prophecy.screens.catalog import catalog_state

    with app.app_context():  # kept as the group's entry: never asked again
        assert catalog_state.effective().card("dragon-magic").effects[0].amount == 1


def test_the_rulings_are_named_on_the_fight_before_it_starts(client):
    events = [GameCreated(options=GameOptions(), heroes=HEROES), CardMoved(card="dragon-aura#1", to="hero:1:abilities"),
              FlowChanged(flow=Flow(stage="turn", round=1, active=0, turn=1))]
    gid = stored_battle(client, events)
    page = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    assert "Attack Ben" in page and "Dragon Aura (Paladin): no battle Spells" in page
