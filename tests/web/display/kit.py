"""Helpers of the table display's tests: its link from the share page, opened by a client of its own, and a
cooperative game brought to a Prophetic Dream (the scene of tests/web/prophecy/setup/test_coop_screens.py)."""

from __future__ import annotations

import re

from tests.helpers import GM_PIN, csrf_token, new_game_form, new_id, prepare_board_action


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


def act(client, game_id: str, action: dict) -> None:
    """Post one action at the head step as the game master; it must be accepted."""
    seq = client.get(f"/api/v1/games/{game_id}").get_json()["seq"]
    r = client.post(f"/api/v1/games/{game_id}/actions", json={"expected_seq": seq, "action_id": new_id(),
                                                                "action": action})
    assert r.status_code < 300, r.get_json()


def offer(client, game_id: str, kind: str) -> dict:
    """The first legal offer of a kind, as the API lists it."""
    return next(o for o in client.get(f"/api/v1/games/{game_id}").get_json()["legal_actions"] if o["kind"] == kind)


def coop_game(client) -> str:
    """A two-player cooperative game (Hard) made on the tablet form, the board prepared, Anna first."""
    form = {**new_game_form(2), "coop_mode": "cooperative", "coop_difficulty": "hard", "csrf_token": csrf_token(client),
            "pin": GM_PIN}
    r = client.post("/games", data=form)
    assert r.status_code == 303, r.get_data(as_text=True)[:800]
    game_id = r.headers["Location"].rstrip("/").split("/")[-1]
    act(client, game_id, prepare_board_action(offer(client, game_id, "prepare_board")))
    act(client, game_id, {"kind": "choose_first_player", "first": 0})  # chosen, not rolled (003:L495)
    return game_id


def draw_dream(client, game_id: str) -> None:
    """Anna draws the Prophetic Dream (the Chance card waits to be carried out)."""
    draw = offer(client, game_id, "draw_chance")
    act(client, game_id, {"kind": "draw_chance", "seat": 0,
                          "card": next(c for c in draw["choices"]["card"] if c.startswith("prophetic-dream"))})


def dream(client, game_id: str) -> None:
    """The Dream carried out: Anna is now to turn up the next Power Up token, then place it, alone."""
    cards = offer(client, game_id, "resolve_chance")["choices"]["cards"]
    act(client, game_id, {"kind": "resolve_chance", "seat": 0, "plane": 0,
                          "cards": [cards["0"][0]] if "0" in cards else [cards[0][0]]})


def turn_up_token(client, game_id: str) -> int:
    """Anna turns up the next Power Up token (003:L537: seen first, its plane chosen after); its value."""
    token = offer(client, game_id, "draw_power_up")["choices"]["token"][0]
    act(client, game_id, {"kind": "draw_power_up", "seat": 0, "token": token})
    return token
