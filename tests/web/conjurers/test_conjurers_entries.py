"""Conjurers' typed card values become the group's catalog entries: kept with the game they were typed in, laid
over cards/conjurers/ for the next game (asked once), carried by a game file, refused when a card cannot take
them, and kept apart from Prophecy's entries."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.conjurers import entries
from app.games.conjurers.catalog import load_catalog
from app.games.conjurers.engine.cards import EntryError
from app.games.prophecy.catalog import entries as prophecy_entries
from tests.helpers import GM_PIN, api_act, gm_headers
from tests.web.conjurers.conjurers_battle_kit import PRINTED, battle_offers, game, open_battleground


def _fight_first_summon(client, game_id, seq, **extra):
    """The minion into slot 1, then Ada's first creature opposite it with its numbers typed and dice entered."""
    r = api_act(client, game_id, seq, {"kind": "battle", "seat": 1, "move": {"kind": "summon", "card": "minion",
                                                                             "slot": 0}})
    move = next(o for o in battle_offers(client, game_id) if o["params"]["move"]["slot"] == 0)["params"]["move"]
    body = {"expected_seq": r.get_json()["seq"], "action_id": "t" + game_id[:8], "action": {
        "kind": "battle", "seat": 0, "move": move, "values": {move["card"]: PRINTED},
        "dice": {"hit:minion": [1, 0], f"hit:{move['card']}": [1, 1]}}, **extra}
    r = client.post(f"/api/v1/games/{game_id}/actions", json=body, headers=gm_headers(game_id))
    assert r.status_code == 200, r.get_json()
    return move["card"]


def test_numbers_typed_in_a_battle_become_the_group_s_entries_and_are_not_asked_again(client, log):
    game_id, seq = open_battleground(client)
    card = _fight_first_summon(client, game_id, seq)
    kept = {(e.card_id, e.field): e for e in entries.current_entries(log.engine)}
    assert kept[(card, "hp")].value == 6 and kept[(card, "bd")].value == 2
    assert kept[(card, "hp")].game_id == game_id and kept[(card, "hp")].origin == "game"
    creature = game(client, game_id)["state"]["fight"]["creature"]
    assert kept[(creature, "level")].value == 2  # the level typed at the battleground too
    assert prophecy_entries.current_entries(log.engine) == []  # Prophecy reads only its own entries

    # The next game starts with them: the same creature's numbers are known, its summon asks for nothing.
    second, seq2 = open_battleground(client)
    state = game(client, second)["state"]
    assert state["stats"][card]["hp"] == 6 and state["facts"][creature]["level"] == 2
    client.post(f"/api/v1/games/{second}/actions", headers=gm_headers(second), json={
        "expected_seq": seq2, "action_id": "m" + second[:8],
        "action": {"kind": "battle", "seat": 1, "move": {"kind": "summon", "card": "minion", "slot": 0}}})
    offer = next(o for o in battle_offers(client, second) if o["params"]["move"]["card"] == card)
    assert "values" not in offer["needs"]
    preview = client.post(f"/api/v1/games/{second}/conjurers/battle-preview", json={}, headers=gm_headers(second))
    assert [f["move"]["card"] for f in preview.get_json()["fights"]] == [card]


def test_a_one_off_value_is_not_kept(client, log):
    game_id, seq = open_battleground(client)
    _fight_first_summon(client, game_id, seq, one_off=True)
    assert not [e for e in entries.current_entries(log.engine) if e.field == "hp"]


def test_a_game_file_carries_its_entries_to_another_herald(client, log, tmp_path):
    from app import create_app
    from tests.conftest import FAST_PIN_HASH

    game_id, seq = open_battleground(client)
    card = _fight_first_summon(client, game_id, seq)
    exported = client.get(f"/api/v1/games/{game_id}/export", headers=gm_headers(game_id)).get_json()
    carried = {(e["card_id"], e["field"]): e["value"] for e in exported["catalog_entries"]}
    assert carried[(card, "hp")] == 6 and carried[(card, "abilities")] == {}
    other = create_app({"TESTING": True, "SECRET_KEY": "t", "DATABASE": str(tmp_path / "other.sqlite"),
                        "PIN_HASH_METHOD": FAST_PIN_HASH})
    r = other.test_client().post("/api/v1/games/import", data=json.dumps(exported), content_type="application/json",
                                 headers={"X-Herald-Pin": GM_PIN})
    assert r.status_code == 201, r.get_json()
    theirs = {(e.card_id, e.field): e.value for e in entries.current_entries(other.extensions["herald.log"].engine)}
    assert theirs[(card, "hp")] == 6


def test_a_value_a_card_cannot_take_is_refused_naming_card_and_field():
    base = load_catalog()
    with pytest.raises(EntryError) as exc:
        entries.check(base, {"item-01": {"hp": 3}})
    assert (exc.value.entity, exc.value.field) == ("item-01", "hp")
    with pytest.raises(EntryError) as exc:
        entries.check(base, {"creature-greek-1": {"level": 9}})
    assert exc.value.field == "level"
    with pytest.raises(EntryError) as exc:
        entries.check(base, {"dragon-9": {"level": 2}})
    assert exc.value.entity == "dragon-9"


def test_coverage_counts_what_is_known_per_deck():
    base = load_catalog()
    typed = entries.check(base, {"creature-greek-1": {"level": 3, "hp": 8, "bd": 2},
                                 "item-02": {"abilities": {"absorption": 2}, "cost": {"iron": 2}}})
    before = {r["deck"]: r for r in entries.coverage(base)}
    after = {r["deck"]: r for r in entries.coverage(typed)}
    assert after["Creatures"]["level"] == before["Creatures"]["level"] + 1
    assert after["Creatures"]["battle"] == before["Creatures"]["battle"] + 1 == 1
    assert after["Items"]["cost"] == before["Items"]["cost"] + 1 and after["Items"]["battle"] == 1
    assert before["Level 1 creatures"]["level"] == before["Level 1 creatures"]["cards"] == 15


def test_the_catalog_page_and_api_show_coverage_and_provenance(client):
    from tests.web.shared.plainwords import leaks, visible_text

    game_id, seq = open_battleground(client)
    card = _fight_first_summon(client, game_id, seq)
    data = client.get("/api/v1/conjurers/catalog").get_json()
    hp = next(e for e in data["entries"] if e["card_id"] == card and e["field"] == "hp")
    assert hp["value"] == 6 and hp["game_id"] == game_id and hp["game"] == "Battle night" and hp["origin"] == "game"
    level1 = next(r for r in data["coverage"] if r["deck"] == "Level 1 creatures")
    assert level1["battle"] == 1 and level1["cards"] == 15
    page = client.get("/conjurers/catalog")
    text = visible_text(page.get_data(as_text=True))
    assert page.status_code == 200 and "HP: 6" in text and "typed during a game (Battle night)" in text
    assert not leaks(text) and card not in text
    assert "/api/v1/conjurers/catalog" in client.get("/api/v1/openapi.json").get_json()["paths"]


def test_a_step_that_types_nothing_is_not_compared_for_values_to_keep(monkeypatch):
    """Issue 42: a placement types no card value, so keeping what it typed reads and compares nothing."""
    from tests.games.conjurers.kit import apply_raw, start

    before, _ = start(2)
    after, _ = apply_raw(before, {"kind": "place", "seat": 0, "figure": "conjurer", "space": "lumber_mill"})
    monkeypatch.setattr(entries, "typed_in", lambda *a: pytest.fail("a step typing nothing was compared"))
    assert entries.keep(None, load_catalog(), "g", after, before=before) == {}


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_a_step_leaving_what_values_are_read_from_as_they_were_types_the_same_values(seed):
    """The shortcut's invariant, over random legal play: when every part typed_in reads is the same object after a
    step, typed_in gives the same values."""
    from random import Random

    from tests.games.conjurers.kit import play_step, start

    rng, base = Random(seed), load_catalog()
    state, _ = start(4, seed=seed % 50)
    alike = 0
    for _ in range(120):
        if state.stage == "over":
            break
        after = play_step(state, rng)[1][0]
        if entries._types_alike(state, after):
            alike += 1
            assert entries.typed_in(after, base) == entries.typed_in(state, base)
        state = after
    assert alike > 0
