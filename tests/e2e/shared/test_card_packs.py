"""A card pack travels from one Herald to another in Chromium: downloaded from the first group's Card packs page,
uploaded to the second's, one conflict reviewed (the pack's value taken), then imported."""

from __future__ import annotations

import threading

import pytest
from playwright.sync_api import expect
from werkzeug.serving import make_server

from app import create_app
from tests.e2e.conftest import keep
from tests.helpers import GM_PIN, api_create, gm_headers

pytestmark = pytest.mark.e2e


@pytest.fixture
def first_herald(tmp_path):
    """Another group's Herald, served beside the one under test."""
    app = create_app({"TESTING": False, "SECRET_KEY": "first", "DATABASE": str(tmp_path / "first.sqlite")})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield app, f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


def _type_lives(app, lives: int, imp: str | None = None) -> None:
    client = app.test_client()
    game_id = api_create(client)
    r = client.post("/api/v1/catalog/cards/ghost/entries", json={"values": {"lives": lives}}, headers=gm_headers(game_id))
    assert r.status_code == 201, r.get_json()
    if imp is not None:
        r = client.post("/api/v1/conjurers/catalog/cards/level1-02/values", json={"values": {"name": imp}},
                        headers=gm_headers(game_id))
        assert r.status_code == 201, r.get_json()


def test_a_pack_from_one_herald_reviewed_and_imported_into_another(first_herald, live_app, base_url, tablet,
                                                                   artifacts, tmp_path):
    first, first_url = first_herald
    _type_lives(first, 1, imp="Sand Imp")
    tablet.goto(f"{first_url}/card-packs")
    with tablet.expect_download() as download:
        tablet.click("#export-pack")
    pack = tmp_path / "pack.json"
    download.value.save_as(pack)

    # The second group typed 3 for the same card; its tablet is a game master's (it created a game).
    _type_lives(live_app, 3)
    client = live_app.test_client()
    game_id = api_create(client)
    tablet.goto(f"{base_url}/games/{game_id}/pin")
    tablet.fill("input[name=pin]", GM_PIN)
    tablet.get_by_role("button", name="Continue").click()
    tablet.goto(f"{base_url}/card-packs")
    tablet.set_input_files("input[type=file]", str(pack))
    tablet.click("#review-pack")
    conflict = tablet.locator('tr.conflict[data-key="prophecy/ghost/lives"]')
    expect(conflict).to_be_visible()
    expect(conflict).to_contain_text("Ghost")
    expect(tablet.locator("#pack-new")).to_contain_text("Sand Imp")
    keep(tablet, artifacts / "card-pack-review.png", full_page=True)
    conflict.get_by_label("theirs").check()
    tablet.click("#import-pack")
    expect(tablet.locator("#pack-notice")).to_contain_text("Card pack imported")
    keep(tablet, artifacts / "card-pack-imported.png", full_page=True)
    entries = client.get("/api/v1/card-pack").get_json()["entries"]
    assert [e["value"] for e in entries["prophecy"] if e["card_id"] == "ghost"] == [1]
    assert [e["value"] for e in entries["conjurers"] if e["card_id"] == "level1-02"] == ["Sand Imp"]
