"""The battle screen's own forms through the tablet's browser (Flask test client): a foe's printed values typed
in the catalog's vocabulary, Spells announced with a live preview, and the treasure's cards."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime

import pytest

from app.engine.events import CardMoved, FlowChanged, GameCreated
from app.engine.state import Flow, GameOptions, Hero
from app.store.transfer import FORMAT, VERSION, _checksum
from tests.helpers import GM_TOKENS, as_tablet

FOREST = 5
# What the table reads off the Angry Mob card in these tests (the catalog does not know it).
MOB_LINES = {"none:angry-mob:loss": "1", "none:angry-mob:special": "1",
             "line:angry-mob:reward:0:kind": "gold", "line:angry-mob:reward:0:amount": "2"}
ASKED = ["angry-mob.reward", "angry-mob.loss", "angry-mob.special"]


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


def _import(client, events, deck_mode="table") -> str:
    """A game standing where the events leave it, imported as a one-step file (the importer is its GM)."""
    now = datetime.now(UTC).isoformat()
    events = [e.model_dump(mode="json") for e in events]
    events[0]["options"]["deck_mode"] = deck_mode
    body = {"format": FORMAT, "version": VERSION, "exported_at": now,
            "game": {"name": "Battle screen", "game": "prophecy", "seed": 11, "created_at": now},
            "log": [{"seq": 1, "type": "record_dice", "action": {"kind": "record_dice", "purpose": "scene", "faces": [1]},
                     "events": events, "story": [], "action_id": "scene-001", "chance": False, "status": "active",
                     "recorded_at": now}]}
    body["checksum"] = _checksum(body)
    r = client.post("/api/v1/games/import", data=json.dumps(body), content_type="application/json")
    assert r.status_code == 201, r.get_json()
    GM_TOKENS[r.get_json()["id"]] = r.get_json()["gm_token"]
    return r.get_json()["id"]


def _scene(client, creature="angry-mob#1", items=(), abilities=(), rare=(), deck_mode="table", gold=0) -> str:
    heroes = (Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=4, magic=4, space=FOREST,
                   gold=gold),
              Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0))
    events = [GameCreated(options=GameOptions(), heroes=heroes), CardMoved(card=creature, to=f"space:{FOREST}")]
    events += [CardMoved(card=c, to="hero:0:items") for c in items]
    events += [CardMoved(card=c, to="hero:0:abilities") for c in abilities]
    events += [CardMoved(card=c, to="deck:rare") for c in rare]
    events.append(FlowChanged(flow=Flow(stage="turn", round=1, active=0, turn=1)))
    return _import(client, events, deck_mode)


def _state(client, gid):
    return client.get(f"/api/v1/games/{gid}").get_json()


def _post(client, gid, fields: dict, route="battle/act"):
    """Post a battle-screen form as htmx does; the re-rendered screen."""
    seq = _state(client, gid)["seq"]
    data = {"seq": str(seq), "action_id": f"t-{seq}-{fields.get('kind')}", **fields}
    return client.post(f"/games/{gid}/{route}", data=data, headers={"HX-Request": "true"})


def _fight_angry_mob(client, gid, lines=MOB_LINES):
    r = _post(client, gid, {"kind": "start_fight", "seat": "0", "creature": "angry-mob#1", "asked[]": ASKED, **lines})
    assert r.status_code == 200
    return r


def _to_equip(client, gid):
    _fight_angry_mob(client, gid)
    _post(client, gid, {"kind": "choose_battle_kind", "seat": "0", "battle_kind": "strength", "view": "battle"},
          route="act")
    assert _state(client, gid)["state"]["battle"]["step"] == "equip"


def test_the_fight_form_asks_for_the_unknown_values_in_the_cards_vocabulary(client):
    gid = _scene(client)
    page = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    for field in ("line:angry-mob:reward:0:kind", "line:angry-mob:loss:1:amount", "none:angry-mob:special",
                  "line:angry-mob:reward:0:deck"):
        assert f'name="{field}"' in page
    reward = re.search(r'name="line:angry-mob:reward:0:kind".*?</select>', page, re.S).group(0)
    assert all(f'value="{k}"' in reward for k in ("gold", "experience", "health", "draw_item", "manual"))


def test_typed_reward_lines_are_applied_when_the_battle_is_won(client):
    gid = _scene(client)
    _to_equip(client, gid)
    assert _state(client, gid)["state"]["battle"]["values"]["angry-mob"] == {
        "reward": [{"kind": "gold", "amount": 2}], "loss": [], "special": []}
    _post(client, gid, {"kind": "announce_equipment", "seat": "0"})
    for n in (1, 2, 3):
        r = _post(client, gid, {"kind": "battle_roll", "seat": "0", "hero_faces.0": "6", "foe_faces.0": "1",
                                "view": "battle"}, route="act")
        assert r.status_code == 200 and f"Roll {n}" in r.get_data(as_text=True)
    hero = _state(client, gid)["state"]["heroes"][0]
    assert hero["gold"] == 2 and _state(client, gid)["state"]["battle"] is None
    assert "won" in r.get_data(as_text=True) and "2 Gold" in r.get_data(as_text=True)


def test_a_typed_loss_is_what_the_hero_loses(client):
    gid = _scene(client, gold=5)
    lines = {**MOB_LINES, "none:angry-mob:loss": "", "line:angry-mob:loss:0:kind": "gold",
             "line:angry-mob:loss:0:amount": "3"}
    _fight_angry_mob(client, gid, lines)
    _post(client, gid, {"kind": "choose_battle_kind", "seat": "0", "battle_kind": "strength", "view": "battle"},
          route="act")
    _post(client, gid, {"kind": "announce_equipment", "seat": "0"})
    _post(client, gid, {"kind": "battle_roll", "seat": "0", "hero_faces.0": "1", "foe_faces.0": "6", "view": "battle"},
          route="act")
    hero = _state(client, gid)["state"]["heroes"][0]
    assert hero["gold"] == 2 and hero["health"] == 6


@pytest.mark.parametrize(("fields", "message"), [
    ({"line:angry-mob:reward:0:amount": "lots"}, "Angry Mob, reward line 1: type a whole number from 0 to 20."),
    ({"none:angry-mob:reward": "1"}, "Angry Mob, reward: tick &#34;none printed&#34; or type its lines, not both."),
    ({"none:angry-mob:loss": ""}, "Angry Mob, loss: tick &#34;none printed&#34; or type what the card prints."),
    ({"line:angry-mob:reward:0:kind": "draw_item"}, "Angry Mob, reward line 1: choose the Common or the Rare deck."),
    ({"line:angry-mob:special:1:kind": "manual"}, "Angry Mob, special rule line 2: say in a few words what the table"),
    ({"line:angry-mob:special:0:kind": "hook:steals_everything", "none:angry-mob:special": ""},
     "Angry Mob, special rule line 1: choose what the line says."),
])
def test_a_bad_entry_is_refused_naming_the_field_and_changes_nothing(client, fields, message):
    gid = _scene(client)
    before = _state(client, gid)
    r = _fight_angry_mob(client, gid, {**MOB_LINES, **fields})
    page = r.get_data(as_text=True)
    assert 'id="refusal"' in page and message in page
    after = _state(client, gid)
    assert after["seq"] == before["seq"] and after["state"]["battle"] is None
