"""Helpers of the table display's tests: its link from the share page, opened by a client of its own."""

from __future__ import annotations

import re

from tests.helpers import csrf_token


def display_url(gm, game_id: str) -> str:
    """The table display's link as the share page shows it (an absolute URL)."""
    page = gm.get(f"/games/{game_id}/share").get_data(as_text=True)
    return re.search(r'id="display-url">([^<]+)<', page).group(1)


def display_path(gm, game_id: str) -> str:
    """The path of the table display's link (/d/<token>), to open it with a test client."""
    return "/d/" + display_url(gm, game_id).split("/d/", 1)[1]


def replace_display(gm, game_id: str):
    """The game master replaces the display's link on the share page."""
    return gm.post(f"/games/{game_id}/share/display/reissue", data={"csrf_token": csrf_token(gm)})


def section(page: str, element_id: str) -> str:
    """The HTML of one element with an id (up to the next sibling of the same tag, enough for these checks)."""
    start = page.index(f'id="{element_id}"')
    tag = page.rfind("<", 0, start)
    name = page[tag + 1:start].split()[0]
    depth, i = 0, tag
    while True:
        opening, closing = page.find(f"<{name}", i + 1), page.find(f"</{name}>", i + 1)
        if opening != -1 and opening < closing:
            depth, i = depth + 1, opening
        elif depth:
            depth, i = depth - 1, closing
        else:
            return page[tag:closing + len(name) + 3]
