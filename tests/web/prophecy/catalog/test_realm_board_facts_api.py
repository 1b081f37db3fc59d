"""The Realm board's three paths typed through the catalog facts API like the other board facts (003:L217,
003:L229): read with their sources, corrected all at once or refused naming the path, withdrawn one by one."""

from __future__ import annotations

import pytest

from tests.engine.realm.boards import TYPED
from tests.helpers import as_tablet


@pytest.fixture
def client(client):
    return as_tablet(client)


def test_the_realm_board_paths_are_typed_through_the_facts_api_003_L217(app, client):
    """003:L217, 003:L229: the paths are the group's to type; the API names each, takes them and refuses a board that
    breaks the rulebook's counts, naming the path."""
    info = client.get("/api/v1/catalog/facts/realm")
    assert info.status_code == 200, info.get_json()
    assert {"path_left", "path_middle", "path_right"} <= set(info.get_json()["missing_fields"])
    assert [f["id"] for f in client.get("/api/v1/catalog/facts?kind=realm").get_json()] == ["realm"]
    bad = client.post("/api/v1/catalog/facts/realm/entries", json={"values": {**TYPED, "path_middle": "DDDD"}})
    assert bad.status_code == 422 and bad.get_json()["field"].startswith("path_")
    ok = client.post("/api/v1/catalog/facts/realm/entries", json={"values": TYPED})
    assert ok.status_code == 201, ok.get_json()
    assert app.extensions["herald.catalog"].entity("realm").board() is not None
    gone = client.delete("/api/v1/catalog/facts/realm/entries/path_left")
    assert gone.status_code == 200 and "path_left" in gone.get_json()["missing_fields"]


def test_the_realm_board_has_its_catalog_page(client):
    page = client.get("/catalog/facts/realm")
    assert page.status_code == 200 and "The Dragon Realm board" in page.get_data(as_text=True)
