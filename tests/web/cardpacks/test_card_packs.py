"""Card packs: one group exports everything it typed from its cards, with provenance; another reviews where the pack
differs from its own entries (keep mine, take theirs) and imports it, on the tablet and through the API. A damaged or
edited pack is refused by name with nothing written, and games already played do not change."""

from __future__ import annotations

import io
import json

import pytest

from app import create_app
from app.store.sharing.card_packs import ORIGIN
from tests.conftest import FAST_PIN_HASH
from tests.helpers import api_create, csrf_token, gm_headers
from tests.web.conjurers.kit import create_game as create_conjurers

CONJURERS_CARD = "level1-01"


@pytest.fixture
def other_app(tmp_path):
    """A second Herald: the group whose pack travels."""
    return create_app({"TESTING": True, "SECRET_KEY": "other", "DATABASE": str(tmp_path / "other.sqlite"),
                       "PIN_HASH_METHOD": FAST_PIN_HASH})


def _type(client, game_id: str, *, lives: int = 3, imp: str = "Imp") -> None:
    """A Prophecy card's value and a Conjurers card's name, typed by this group."""
    r = client.post("/api/v1/catalog/cards/ghost/entries", json={"values": {"lives": lives}},
                    headers=gm_headers(game_id))
    assert r.status_code == 201, r.get_json()
    r = client.post(f"/api/v1/conjurers/catalog/cards/{CONJURERS_CARD}/values", json={"values": {"name": imp}},
                    headers=gm_headers(game_id))
    assert r.status_code == 201, r.get_json()


def _pack_of(app, lives: int = 3, imp: str = "Imp") -> dict:
    client = app.test_client()
    _type(client, api_create(client), lives=lives, imp=imp)
    return client.get("/api/v1/card-pack").get_json()


def _entries(client) -> dict:
    pack = client.get("/api/v1/card-pack").get_json()
    return {game: {(e["card_id"], e["field"]): (e["value"], e["origin"]) for e in entries}
            for game, entries in pack["entries"].items()}


def _review(client, game_id, pack):
    r = client.post("/api/v1/card-pack/review", data=json.dumps(pack), content_type="application/json",
                    headers=gm_headers(game_id))
    assert r.status_code == 200, r.get_json()
    return {d["key"]: d for d in r.get_json()}


def test_a_pack_carries_every_value_with_its_provenance(other_app):
    pack = _pack_of(other_app)
    assert pack["format"] == "herald-card-pack" and pack["checksum"].startswith("sha256:")
    (ghost,) = [e for e in pack["entries"]["prophecy"] if e["card_id"] == "ghost"]
    assert ghost["field"] == "lives" and ghost["value"] == 3 and ghost["origin"] and ghost["entered_at"]
    assert [e["value"] for e in pack["entries"]["conjurers"] if e["card_id"] == CONJURERS_CARD] == ["Imp"]


def test_a_new_group_takes_every_value_of_a_pack(client, other_app):
    pack = _pack_of(other_app)
    game_id = api_create(client)
    review = _review(client, game_id, pack)
    assert {k: d["status"] for k, d in review.items() if d["status"] != "same"} == {
        "prophecy/ghost/lives": "new", f"conjurers/{CONJURERS_CARD}/name": "new"}
    assert {d["card_id"] for d in review.values() if d["status"] == "same"} <= {"druid", "paladin"}  # both set up
    assert review["prophecy/ghost/lives"]["card"] == "Ghost"
    r = client.post("/api/v1/card-pack/import", json={"pack": pack}, headers=gm_headers(game_id))
    assert r.status_code == 200 and r.get_json() == {"imported": {"prophecy": 1, "conjurers": 1}}  # not the same
    mine = _entries(client)
    assert mine["prophecy"][("ghost", "lives")] == (3, ORIGIN)
    assert mine["conjurers"][(CONJURERS_CARD, "name")] == ("Imp", ORIGIN)


@pytest.mark.parametrize("choice", ["mine", "theirs"])
def test_a_conflict_keeps_mine_unless_the_group_takes_theirs(client, other_app, choice):
    pack = _pack_of(other_app, lives=1, imp="Imp of the Pit")
    game_id = api_create(client)
    _type(client, game_id, lives=3, imp="Imp")
    review = _review(client, game_id, pack)
    conflict = review["prophecy/ghost/lives"]
    assert (conflict["status"], conflict["mine"], conflict["theirs"]) == ("conflict", 3, 1)
    take = ["prophecy/ghost/lives"] if choice == "theirs" else []
    r = client.post("/api/v1/card-pack/import", json={"pack": pack, "take_theirs": take}, headers=gm_headers(game_id))
    assert r.status_code == 200, r.get_json()
    mine = _entries(client)
    assert mine["prophecy"][("ghost", "lives")][0] == (1 if choice == "theirs" else 3)
    assert mine["conjurers"][(CONJURERS_CARD, "name")][0] == "Imp"  # a conflict not named keeps the group's


def _ghost(pack: dict) -> dict:
    return next(e for e in pack["entries"]["prophecy"] if e["card_id"] == "ghost")


def _edited(pack: dict, how: str) -> dict:
    pack = json.loads(json.dumps(pack))
    if how == "value changed":
        _ghost(pack)["value"] = 1
    elif how == "not a pack":
        pack["format"] = "herald-game"
    return pack


@pytest.mark.parametrize("how, words", [("value changed", "checksum"), ("not a pack", "not a Herald card pack")])
def test_an_edited_or_foreign_file_is_refused_and_nothing_changes(client, other_app, how, words):
    pack = _edited(_pack_of(other_app), how)
    game_id = api_create(client)
    before = _entries(client)
    r = client.post("/api/v1/card-pack/import", json={"pack": pack}, headers=gm_headers(game_id))
    assert r.status_code == 422 and words in r.get_json()["message"]
    assert _entries(client) == before


def _resigned(pack: dict) -> dict:
    """A pack edited and its checksum computed again (the file's own check passes; the values must not)."""
    from app.store.sharing.card_packs import _checksum

    pack["checksum"] = _checksum({k: v for k, v in pack.items() if k != "checksum"})
    return pack


@pytest.mark.parametrize("change, words", [
    (lambda p: _ghost(p).update(value="many"), "ghost, lives"),
    (lambda p: p["entries"].update(chess=[]), "'chess', a game this Herald does not run"),
    (lambda p: p["entries"]["prophecy"].append(dict(p["entries"]["prophecy"][0])), "twice"),
    (lambda p: p["entries"]["prophecy"][0].pop("entered_at"), "entered_at"),
])
def test_a_pack_with_a_bad_value_is_refused_by_name_and_nothing_is_written(client, other_app, change, words):
    pack = _pack_of(other_app)
    change(pack)
    pack = _resigned(pack)
    game_id = api_create(client)
    before = _entries(client)
    r = client.post("/api/v1/card-pack/import", json={"pack": pack}, headers=gm_headers(game_id))
    assert r.status_code == 422 and words in r.get_json()["message"], r.get_json()
    assert _entries(client) == before


def test_a_choice_that_is_no_conflict_is_refused(client, other_app):
    pack = _pack_of(other_app)
    game_id = api_create(client)
    before = _entries(client)
    r = client.post("/api/v1/card-pack/import", json={"pack": pack, "take_theirs": ["prophecy/ghost/lives"]},
                    headers=gm_headers(game_id))
    assert r.status_code == 422 and r.get_json()["field"] == "take_theirs"
    assert _entries(client) == before


def test_games_already_played_keep_what_they_were_played_with(client, log, other_app):
    pack = _pack_of(other_app, imp="Imp of the Pit")
    game_id = create_conjurers(client)
    before = log.load(game_id)
    assert client.post("/api/v1/card-pack/import", json={"pack": pack}, headers=gm_headers(game_id)).status_code == 200
    log.forget(game_id)
    assert log.load(game_id) == before


def test_importing_needs_a_game_master(client, other_app):
    pack = _pack_of(other_app)
    r = client.post("/api/v1/card-pack/import", json={"pack": pack})
    assert r.status_code in (401, 403)
    assert _entries(client) == {"prophecy": {}, "conjurers": {}}


def test_the_tablet_reviews_a_conflict_then_imports_the_choice(client, other_app):
    pack = _pack_of(other_app, lives=1)
    game_id = api_create(client)
    _type(client, game_id, lives=3)
    raw = json.dumps(pack).encode()
    page = client.post("/card-packs/review", data={"file": (io.BytesIO(raw), "pack.json"),
                                                   "csrf_token": csrf_token(client)},
                       content_type="multipart/form-data").get_data(as_text=True)
    assert 'data-key="prophecy/ghost/lives"' in page and "Where your entries differ" in page
    assert _entries(client)["prophecy"][("ghost", "lives")][0] == 3  # a review writes nothing
    r = client.post("/card-packs/import", data={"pack": raw.decode(), "take:prophecy/ghost/lives": "theirs",
                                                f"take:conjurers/{CONJURERS_CARD}/name": "mine",
                                                "csrf_token": csrf_token(client)})
    assert r.status_code == 200 and "Card pack imported" in r.get_data(as_text=True)
    assert _entries(client)["prophecy"][("ghost", "lives")][0] == 1


def test_the_tablet_refuses_a_file_that_is_no_pack_by_name(client):
    api_create(client)
    r = client.post("/card-packs/review", data={"file": (io.BytesIO(b"{not json"), "pack.json"),
                                                "csrf_token": csrf_token(client)}, content_type="multipart/form-data")
    assert r.status_code == 422 and "not a readable card pack" in r.get_data(as_text=True)
