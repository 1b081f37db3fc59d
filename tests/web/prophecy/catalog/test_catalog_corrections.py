"""Deck sizes and board corrections from the Catalog page and the API: a typed size changes the coverage
arithmetic, a bad size or terrain is refused naming it and changes nothing, a corrected space shows on the
game screen's ring and in the engine's movement, and the corrections travel with the entries file and a game."""

from __future__ import annotations

import io
import json
import re

import pytest
from sqlmodel import Session, select

from app import create_app
from app.store.models import CatalogEntryRecord
from tests.helpers import GM_TOKENS, api_act, api_create, as_tablet

HTMX = {"HX-Request": "true"}


@pytest.fixture
def client(client):
    """The tablet's browser: a game master's device sending its page's CSRF token."""
    return as_tablet(client)


def effective(app):
    return app.extensions["herald.catalog"]


def snapshot(app):
    """What a refusal must leave alone: the stored rows and the effective catalog's overrides."""
    with Session(app.extensions["herald.log"].engine) as session:
        rows = len(session.exec(select(CatalogEntryRecord)).all())
    return rows, effective(app).overrides


def coverage_row(html: str, deck: str, expansion: str = "base") -> dict:
    """One row of the page's coverage table: size, its source in words, and the three counts."""
    row = re.search(rf'<tr data-deck="{re.escape(deck)}" data-expansion="{expansion}">(.*?)</tr>', html, re.S)[1]
    cells = {k: int(v) for k, v in re.findall(r'data-col="(\w+)">(\d+)<', row)}
    size = re.search(r'data-size="(\d*)"', row)[1]
    source = re.search(r'class="prov size-source">([^<]*)<', row)[1]
    return {"size": int(size) if size else None, "source": source, **cells}


def box_line(html: str) -> tuple[int, int | None]:
    m = re.search(r'id="box-arithmetic" data-known="(\d+)" data-unallocated="(-?\d*)"', html)
    return int(m[1]), int(m[2]) if m[2] else None


def save(client, entity: str, panel: str = "", **fields):
    """Post the correction form as htmx does from the Catalog page (or the entity's page without a panel)."""
    data = {"panel": panel, **{f"f:{k}": v for k, v in fields.items()}}
    headers = {**HTMX, "HX-Target": f"{panel}-panel"} if panel else {}
    return client.post(f"/catalog/facts/{entity}", data=data, headers=headers)


def test_typing_a_deck_size_changes_the_coverage_arithmetic_and_withdrawing_restores_it(app, client):
    page = client.get("/catalog").get_data(as_text=True)
    before, (known, unallocated) = coverage_row(page, "rare"), box_line(page)
    assert before["size"] is None and before["source"].startswith("unknown")
    base_cov = next(d for d in effective(app).coverage().decks if (d.deck, d.expansion) == ("rare", "base"))
    assert before["named"] == base_cov.named and before["needing_registration"] == base_cov.needing_registration

    r = save(client, "deck:rare", "coverage", size_base="26")
    html = r.get_data(as_text=True)
    assert r.status_code == 200 and html.lstrip().startswith('<section class="panel" id="coverage-panel">')
    assert "Saved for Rare Items deck: cards in the base game → 26" in html
    after = coverage_row(html, "rare")
    placeholders = 26 - before["named"]
    assert after["size"] == 26 and after["named"] == before["named"]
    assert after["needing_registration"] == before["needing_registration"] + placeholders
    assert after["source"].startswith("entered by your group on 20")
    assert box_line(html) == (known + 26, unallocated - placeholders)
    # the engine's decks follow: the Rare deck now holds 26 physical cards, unregistered ones included
    assert len(effective(app).deck_instances("rare")) == 26
    assert "rare-unregistered-01" in {c.id for c in effective(app).deck_cards("rare")}
    # a correction of the count replaces the first and keeps it as history
    save(client, "deck:rare", "coverage", size_base="25")
    info = client.get("/api/v1/catalog/facts/deck:rare").get_json()
    assert [e["value"] for e in info["entries"]] == [25]
    assert [e["value"] for e in info["history"] if e["replaced"]] == [26]
    assert "Earlier entries (1)" in client.get("/catalog/facts/deck:rare").get_data(as_text=True)

    r = client.post("/catalog/facts/deck:rare/forget", data={"panel": "coverage", "field": "size_base"},
                    headers={**HTMX, "HX-Target": "coverage-panel"})
    html = r.get_data(as_text=True)
    assert r.status_code == 200 and "withdrawn" in html
    assert coverage_row(html, "rare") == before and box_line(html) == (known, unallocated)
    assert effective(app).deck("rare").size_base is None


def test_a_size_typed_without_htmx_returns_to_the_catalog_page(app, client):
    r = client.post("/catalog/facts/deck:common", data={"panel": "coverage", "f:size_base": "30"})
    assert r.status_code == 303 and r.headers["Location"].endswith("/catalog#coverage-panel")
    assert coverage_row(client.get("/catalog").get_data(as_text=True), "common")["size"] == 30


@pytest.mark.parametrize(("entity", "fields", "named"), [
    ("deck:rare", {"size_base": "-3"}, "size_base"),
    ("deck:rare", {"size_base": "lots"}, "size_base"),
    ("deck:rare", {"size_base": "2"}, "size_base"),  # fewer than the Rare Items the files already name
    ("space-03", {"terrain": "swamp"}, "terrain"),
    ("space-06", {"terrain": "forest"}, "terrain"),  # the Monastery is a guild: it has no terrain
    ("space-04", {"attacks": "plane-monastery"}, "attacks"),  # a plane has two attack spaces, 5 and 7
    ("plane-fortress", {"closest_guild": "harbour"}, "closest_guild"),
])
def test_a_bad_value_is_refused_naming_the_entry_and_field_and_changes_nothing(app, client, entity, fields, named):
    before = snapshot(app)
    for panel in ("", "coverage" if entity.startswith("deck:") else "board"):
        r = save(client, entity, panel, **fields)
        html = r.get_data(as_text=True)
        assert r.status_code == 422, html[-500:]
        message = re.search(r'role="alert"[^>]*>([^<]*)<', html)[1]
        assert f"({entity}), {named}:" in message and "Nothing was changed." in message
        assert snapshot(app) == before
    r = client.post(f"/api/v1/catalog/facts/{entity}/entries",
                    json={"values": {k: int(v) if v.lstrip("-").isdigit() else v for k, v in fields.items()}})
    body = r.get_json()
    assert r.status_code == 422 and (body["card"], body["field"]) == (entity, named), body
    assert snapshot(app) == before


def test_a_value_refused_elsewhere_in_the_catalog_names_what_was_typed_and_why(app, client):
    before = snapshot(app)
    r = save(client, "deck:rare", "coverage", size_base="250")  # more than the base box holds
    html = r.get_data(as_text=True)
    assert r.status_code == 422
    message = re.search(r'id="catalog-error">([^<]*)<', html)[1]
    assert message.startswith("Rare Items deck (deck:rare), size_base:") and "The base box (box), base_total" in message
    assert snapshot(app) == before
    # a third Magic Gate fits the board's total of three; a fourth does not
    assert client.post("/api/v1/catalog/facts/space-00/entries", json={"values": {"gate": True}}).status_code == 201
    before = snapshot(app)
    r = client.post("/api/v1/catalog/facts/space-04/entries", json={"values": {"gate": True}})
    assert r.status_code == 422 and r.get_json()["card"] == "space-04" and "gates_total" in r.get_json()["message"]
    assert snapshot(app) == before


def test_unknown_ids_are_not_found(client):
    assert client.get("/catalog/facts/deck:nothing").status_code == 404
    assert client.post("/catalog/facts/ghost", data={"f:name": "x"}).status_code == 404  # a card: its own page
    r = client.post("/api/v1/catalog/facts/space-20/entries", json={"values": {"port": True}})
    assert r.status_code == 404 and r.get_json()["field"] == "entity_id"


def _to_the_move_stage(client) -> str:
    """A two-seat game whose first hero (the Druid, on the Forest Camp, space 14) is about to move."""
    game_id = api_create(client)
    first = {"fortress": "concentration#1", "thieves_guild": "stealth#1", "forest_camp": "meditation#1",
             "magic_tower": "staff-skill#1", "monastery": "blessed-weapon#1"}
    for action in ({"kind": "prepare_board", "abilities": first, "chance": "chance-forest#1",
                    "adventures": ["hermit#1", "gem-mine#1"]},
                   {"kind": "roll_first_player", "faces": [6, 1]},
                   {"kind": "draw_chance", "seat": 0, "card": "charity#1"}):
        r = api_act(client, game_id, _game(client, game_id)["seq"], action)
        assert r.status_code in (200, 201), r.get_json()
    return game_id


def _game(client, game_id: str) -> dict:
    return client.get(f"/api/v1/games/{game_id}", headers={"Authorization": f"Bearer {GM_TOKENS[game_id]}"}).get_json()


def _boat(client, game_id: str) -> list[int]:
    game = _game(client, game_id)
    assert game["state"]["flow"]["stage"] == "move" and game["state"]["heroes"][0]["space"] == 14
    return sorted(o["params"]["to"] for o in game["legal_actions"] if o["params"].get("how") == "boat")


def _ring_space(html: str, index: int) -> str:
    return re.search(rf'<g class="space[^"]*" id="space-{index}" data-index="{index}">(.*?)</g>', html, re.S)[1]


def test_a_space_turned_into_a_port_shows_on_the_ring_and_takes_boats(app, client):
    game_id = _to_the_move_stage(client)
    assert _boat(client, game_id) == []  # the Forest Camp has no port in Herald's files
    space = _ring_space(client.get(f"/games/{game_id}").get_data(as_text=True), 14)
    assert "Forest Camp (space 14)</title>" in space and "⚓" not in space
    sail = {"kind": "move", "seat": 0, "how": "boat", "to": 15}
    r = api_act(client, game_id, _game(client, game_id)["seq"], sail)
    assert r.status_code == 422 and r.get_json()["rule"]["id"] == "boat"

    r = save(client, "space-14", "board", port="yes")
    html = r.get_data(as_text=True)
    assert r.status_code == 200 and html.lstrip().startswith('<section class="panel board-facts" id="board-panel">')
    cell = re.search(r'<tr data-entity="space-14"[^>]*>.*?<td data-field="port" data-confidence="TABLE" title="([^"]+)">yes',
                     html, re.S)
    assert cell and cell[1].startswith("entered by your group on 20")
    # at once, in the game under way: the ring draws the port and the boat sails to the nearest ports
    space = _ring_space(client.get(f"/games/{game_id}").get_data(as_text=True), 14)
    assert "Forest Camp (space 14), port</title>" in space and "⚓" in space
    assert _boat(client, game_id) == [11, 15]
    r = api_act(client, game_id, _game(client, game_id)["seq"], sail)
    assert r.status_code in (200, 201), r.get_json()
    assert _game(client, game_id)["state"]["heroes"][0]["space"] == 15


def test_a_wilderness_gets_its_terrain_and_name_and_the_board_table_shows_the_source(app, client):
    assert effective(app).space(3).terrain is None
    r = client.get("/catalog/facts/space-03/edit", headers={**HTMX, "HX-Target": "board-panel"})
    html = r.get_data(as_text=True)
    assert r.status_code == 200 and '<tr class="editing" data-entity="space-03">' in html
    assert 'name="f:terrain"' in html and "research note §1.2; confidence MED" in html
    r = save(client, "space-03", "board", terrain="forest", name="Forest")
    assert r.status_code == 200, r.get_data(as_text=True)[-400:]
    assert (effective(app).space(3).terrain, effective(app).space(3).name) == ("forest", "Forest")
    row = re.search(r'<tr data-entity="space-03"[^>]*>(.*?)</tr>', r.get_data(as_text=True), re.S)[1]
    assert re.search(r'data-field="terrain" data-confidence="TABLE"[^>]*>forest', row)
    assert re.search(r'data-field="space_kind" data-confidence="MED"[^>]*>terrain', row)
    # "unknown" makes a value unknown again (the kind of space, here): Herald asks for it
    r = save(client, "space-03", "", space_kind="null")
    assert r.status_code == 200 and effective(app).space(3).space_kind is None
    page = client.get("/catalog/facts/space-03").get_data(as_text=True)
    assert '<tr data-field="space_kind" class="unknown">' in page and "space_kind" in effective(app).missing_fields("space-03")


def test_a_plane_and_the_board_totals_are_corrected_on_their_page(app, client):
    r = save(client, "plane-fortress", "", name="The Iron Sky")
    assert r.status_code == 200 and "Saved for The Iron Sky: name → The Iron Sky" in r.get_data(as_text=True)
    assert "The Iron Sky" in client.get("/catalog").get_data(as_text=True)
    r = save(client, "board", "", gates_total="4")
    assert r.status_code == 200 and effective(app).entity("board").gates_total == 4
    values = {v["field"]: v for v in client.get("/api/v1/catalog/facts/board").get_json()["values"]}
    assert values["gates_total"]["confidence"] == "TABLE" and values["spaces_total"]["source"] == "000:L55"


def test_the_api_lists_corrects_and_withdraws(app, client):
    spaces = client.get("/api/v1/catalog/facts?kind=space").get_json()
    assert [s["id"] for s in spaces] == [f"space-{i:02d}" for i in range(20)]
    decks = {d["id"] for d in client.get("/api/v1/catalog/facts?kind=deck").get_json()}
    assert "deck:rare" in decks and "deck:certificate" not in decks  # an alias deck has no cards of its own
    space = client.get("/api/v1/catalog/facts/space-05").get_json()
    port = next(v for v in space["values"] if v["field"] == "port")
    assert (port["value"], port["confidence"], port["provenance"]) == (False, "MED", "research note §1.2; confidence MED")
    r = client.post("/api/v1/catalog/facts/space-05/entries", json={"values": {"port": True}})
    assert r.status_code == 201 and effective(app).space(5).port is True
    r = client.delete("/api/v1/catalog/facts/space-05/entries/port")
    assert r.status_code == 200 and effective(app).space(5).port is False
    assert client.delete("/api/v1/catalog/facts/space-05/entries/port").status_code == 422  # nothing left to withdraw
    paths = client.get("/api/v1/openapi.json").get_json()["paths"]
    assert "get" in paths["/api/v1/catalog/facts/{entity_id}"] and "post" in paths["/api/v1/catalog/facts/{entity_id}/entries"]
    assert "delete" in paths["/api/v1/catalog/facts/{entity_id}/entries/{field}"]


def test_corrections_travel_with_the_entries_file_and_with_a_game(app, client, tmp_path):
    client.post("/api/v1/catalog/facts/deck:rare/entries", json={"values": {"size_base": 26}})
    client.post("/api/v1/catalog/facts/space-14/entries", json={"values": {"port": True}})
    client.post("/api/v1/catalog/facts/plane-fortress/entries", json={"values": {"name": "The Iron Sky"}})
    exported = client.get("/catalog/export").get_json()
    assert exported["overrides"]["deck:rare"] == {"size_base": 26} and exported["overrides"]["space-14"] == {"port": True}

    other = create_app({"TESTING": True, "SECRET_KEY": "t", "DATABASE": str(tmp_path / "other.sqlite")})
    oc = as_tablet(other.test_client())
    r = oc.post("/catalog/import", data={"file": (io.BytesIO(json.dumps(exported).encode()), "entries.json")},
                content_type="multipart/form-data")
    assert r.status_code == 200, r.get_data(as_text=True)[-400:]
    theirs = other.extensions["herald.catalog"]
    assert (theirs.deck("rare").size_base, theirs.space(14).port, theirs.plane("plane-fortress").name) == (
        26, True, "The Iron Sky")
    assert coverage_row(oc.get("/catalog").get_data(as_text=True), "rare")["source"].startswith("imported by your group")

    # a game file carries the board's and the decks' corrections its play depends on
    game_id = api_create(client)
    game = client.get(f"/api/v1/games/{game_id}/export").get_json()
    carried = {(e["card_id"], e["field"]) for e in game["catalog_entries"]}
    assert {("deck:rare", "size_base"), ("space-14", "port"), ("plane-fortress", "name")} <= carried
    third = create_app({"TESTING": True, "SECRET_KEY": "t", "DATABASE": str(tmp_path / "third.sqlite")})
    tc = as_tablet(third.test_client(), make_game=False)
    r = tc.post("/api/v1/games/import", data=json.dumps(game), content_type="application/json")
    assert r.status_code == 201, r.get_json()
    assert third.extensions["herald.catalog"].space(14).port is True
