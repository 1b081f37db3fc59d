"""The render helper: a fragment only for real htmx swaps, the full page otherwise, always Vary."""

from __future__ import annotations

import pytest

from tests.helpers import api_create

FULL = b"<!doctype html>"


def _vary(response) -> set[str]:
    return {v.strip() for v in response.headers["Vary"].split(",")}


@pytest.mark.parametrize(
    ("headers", "fragment"),
    [
        ({}, False),
        ({"HX-Request": "true"}, True),
        ({"HX-Request": "true", "HX-Boosted": "true"}, False),
        ({"HX-Request": "true", "HX-History-Restore-Request": "true"}, False),
    ],
)
def test_game_screen_fragment_or_page(client, headers, fragment):
    game_id = api_create(client)
    r = client.get(f"/games/{game_id}", headers=headers)
    assert r.status_code == 200
    assert _vary(r) == {"HX-Request", "Cookie"}  # the GM session (and its CSRF token) shape the page too
    assert r.data.lstrip().startswith(FULL) is not fragment
    assert b'id="screen"' in r.data


def test_home_page_varies_too(client):
    r = client.get("/", headers={"HX-Request": "true"})
    assert r.headers["Vary"] == "HX-Request"
    assert b'id="games"' in r.data and FULL not in r.data
