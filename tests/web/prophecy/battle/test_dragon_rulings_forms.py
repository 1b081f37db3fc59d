"""The negative Creature Dragon cards' own rulings on the battle screen and in the JSON API (003:L757-767): the
Phantom Dragon's Strength asked as its battle opens, the Magic paid against the Skeletal Dragon chosen from a table
of odds per amount, the Golden Dragon Lord's trade offered beside the won battle; each refusal a clear message
that changes nothing."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.realm.events import RealmMoved
from app.games.prophecy.engine.realm.options import RealmOptions
from app.games.prophecy.engine.realm.position import GATE
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from app.games.prophecy.screens.catalog import catalog_state
from tests.engine.realm.boards import TYPED
from tests.engine.realm.fightkit import PHANTOM
from tests.helpers import api_act, as_tablet, gm_headers
from tests.scenes import stored_scene

HEROES = (Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=5, magic=5, space=1),
          Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0))


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


def _fighting(app, client, dragon: str, items=(), others=()) -> tuple[str, int]:
    """Cleo steps from the Gate onto `dragon` and opens the fight with the table's numbers; the game and its seq."""
    with app.app_context():
        catalog_state.record({"realm": TYPED}, origin="table")
    extra = [CardMoved(card=c, to="hero:0:items") for c in items] + [CardMoved(card=c, to="hero:1:items") for c in others]
    gid = stored_scene(client, [GameCreated(options=GameOptions(realm=RealmOptions(), deck_mode="table"), heroes=HEROES),
                                CardMoved(card="gate-to-the-dragon-realm#1", to="plane:0:lesser"),
                                CardMoved(card=f"{dragon}#1", to="realm:left:1:negative"), *extra,
                                RealmMoved(seat=0, place=GATE),
                                FlowChanged(flow=Flow(stage="move", round=1, active=0, turn=1))], name="Realm")
    seq = 1
    for action in ({"kind": "realm_step", "seat": 0, "how": "forward", "path": "left", "step": 1},
                   {"kind": "realm_fight", "seat": 0, "back": 3, "values": {dragon: PHANTOM["phantom-dragon"]}}):
        r = api_act(client, gid, seq, action)
        assert r.status_code == 200, r.get_json()
        seq = r.get_json()["seq"]
    return gid, seq


def _act(client, gid: str, seq: int, **fields):
    """A battle-screen form posted as htmx would."""
    return client.post(f"/games/{gid}/battle/act", headers={"HX-Request": "true"},
                       data={"seq": str(seq), "action_id": f"t-{seq}-{fields['kind']}", **fields})


def _game(client, gid: str) -> dict:
    return client.get(f"/api/v1/games/{gid}").get_json()


def test_the_skeletal_dragons_magic_is_chosen_from_the_odds_and_too_much_is_refused_003_L763(app, client):
    gid, seq = _fighting(app, client, "skeletal-dragon")
    for action in ({"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
                   {"kind": "announce_equipment", "seat": 0}):
        seq = api_act(client, gid, seq, action).get_json()["seq"]
    page = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    assert 'id="skeletal-magic"' in page and 'name="magic" value="5"' in page
    assert '<tr data-magic="5">' in page and "25%" in page  # 6 + at most 5 against 7 + a die: 9 of 36
    refused = _act(client, gid, seq, kind="skeletal_magic", seat="0", magic="9")
    text = refused.get_data(as_text=True)
    assert 'id="refusal"' in text and "only 5 Magic" in text and "003:L763" in text
    assert _game(client, gid)["seq"] == seq and _game(client, gid)["state"]["heroes"][0]["magic"] == 5
    api = api_act(client, gid, seq, {"kind": "skeletal_magic", "seat": 0, "magic": 9})
    assert api.status_code == 422 and api.get_json()["rule"]["id"] == "realm_skeletal_dragon"
    assert _act(client, gid, seq, kind="skeletal_magic", seat="0", magic="2").status_code == 200
    game = _game(client, gid)
    assert game["state"]["heroes"][0]["magic"] == 3 and game["state"]["battle"]["paid_magic"] == 2
    assert "at most 2" in client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)


def test_the_phantoms_strength_is_asked_first_and_a_spell_before_it_refused_003_L759(app, client):
    gid, seq = _fighting(app, client, "phantom-dragon")
    page = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    assert 'data-kind="phantom_strength"' in page and 'name="strength"' in page
    seq = api_act(client, gid, seq, {"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"}).get_json()["seq"]
    early = api_act(client, gid, seq, {"kind": "announce_equipment", "seat": 0,
                                       "spells": [{"card": "berserker-rage#1"}]})
    assert early.status_code == 422 and early.get_json()["rule"]["id"] == "realm_phantom_dragon"
    bad = _act(client, gid, seq, kind="phantom_strength", seat="0", strength="-3")
    assert 'id="refusal"' in bad.get_data(as_text=True) and _game(client, gid)["seq"] == seq
    assert _act(client, gid, seq, kind="phantom_strength", seat="0", strength="4").status_code == 200
    battle = _game(client, gid)["state"]["battle"]
    assert battle["fixed_strength"] == 4
    with app.app_context():
        kept = catalog_state.effective().card("phantom-dragon")
    assert kept.strength is None and kept.lives == 1  # its other numbers are kept, never a Strength (003:L759)


def test_the_golden_dragon_lords_trade_is_offered_after_the_win_and_undone_003_L767(app, client):
    gid, seq = _fighting(app, client, "golden-dragon-lord", items=("dagger#1",), others=("hammer#1", "great-sword#1"))
    for action in ({"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
                   {"kind": "announce_equipment", "seat": 0},
                   {"kind": "battle_roll", "seat": 0, "hero_faces": [6], "foe_faces": [1]}):
        seq = api_act(client, gid, seq, action).get_json()["seq"]
    page = client.get(f"/games/{gid}/battle").get_data(as_text=True)
    assert 'id="battle-over"' in page and 'data-kind="golden_swap"' in page and "Her Item to give" in page
    assert 'data-kind="golden_swap"' in client.get(f"/games/{gid}").get_data(as_text=True)  # the game screen too
    (offer,) = [o for o in _game(client, gid)["legal_actions"] if o["kind"] == "golden_swap"]
    assert offer["choices"]["pairs"] == {"dagger#1": ["hammer#1"]}
    cross = api_act(client, gid, seq, {"kind": "golden_swap", "seat": 0, "target": 1, "item": "dagger#1",
                                       "take": "great-sword#1"})
    assert cross.status_code == 422 and "same class" in cross.get_json()["detail"]
    assert _game(client, gid)["seq"] == seq
    form = client.post(f"/games/{gid}/act", headers={"HX-Request": "true"},
                       data={"seq": str(seq), "action_id": "t-golden", "view": "battle", "kind": "golden_swap",
                             "seat": "0", "target": "1", "item": "dagger#1", "take": "hammer#1"})
    assert form.status_code == 200
    zones = _game(client, gid)["state"]["zones"]
    assert zones["hero:0:items"] == ["hammer#1"] and set(zones["hero:1:items"]) == {"great-sword#1", "dagger#1"}
    log = client.get(f"/api/v1/games/{gid}/log").get_json()
    assert any("Golden Dragon Lord's reward" in " ".join(e["text"]) for e in log)
    undone = client.post(f"/api/v1/games/{gid}/undo", json={"expected_seq": seq + 1},
                         headers=gm_headers(gid))
    assert undone.status_code == 200, undone.get_json()
    assert _game(client, gid)["state"]["zones"]["hero:0:items"] == ["dagger#1"]


def test_openapi_lists_the_dragons_steps(client):
    spec = client.get("/api/v1/openapi.json").get_data(as_text=True)
    for kind in ("phantom_strength", "skeletal_magic", "golden_swap"):
        assert f'"{kind}"' in spec
