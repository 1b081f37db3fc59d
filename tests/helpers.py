"""Builders shared by the tests: a standard two- or three-seat setup, API and form shortcuts."""

from __future__ import annotations

import re
import uuid

# What the table types for characters whose printed values the catalog does not know yet.
SEATS = [
    {"player": "Anna", "character": "druid", "strength": 3, "willpower": 6, "guilds": ["forest_camp", "magic_tower"]},
    {"player": "Ben", "character": "paladin", "strength": 4, "willpower": 4, "guilds": ["fortress", "monastery"]},
    {"player": "Cleo", "character": "mercenary", "strength": 5, "willpower": 3, "guilds": ["fortress", "thieves_guild"]},
]
GM_PIN = "2468"
# GM API tokens of the games the helpers created, by game id (each create answers one).
GM_TOKENS: dict[str, str] = {}


def page_part(html: str, element_id: str):
    """The element with this id parsed alone (nested elements of its tag counted), or the whole page when it has
    none: a driver that reads one part of each screen, parsing the whole page took four times as long."""
    from bs4 import BeautifulSoup

    at = html.find(f' id="{element_id}"')
    tag = re.compile(r"<(\w+)").match(html, html.rfind("<", 0, at)) if at >= 0 else None
    if tag is not None:
        depth = 0
        for m in re.compile(rf"<(/?){tag.group(1)}\b[^>]*>").finditer(html, tag.start()):
            depth += -1 if m.group(1) else 1
            if depth == 0:
                return BeautifulSoup(html[tag.start():m.end()], "html.parser")
    return BeautifulSoup(html, "html.parser")


def setup_action(seats: int = 2, **options) -> dict:
    """A create_game action payload with the first n standard seats."""
    return {"kind": "create_game", "options": options, "seats": SEATS[:seats]}


def new_id() -> str:
    """A fresh action id."""
    return uuid.uuid4().hex


def api_create(client, seats: int = 2, name: str = "Test game", pin: str = GM_PIN) -> str:
    """Create a game through the API (the client becomes its GM) and return its id."""
    r = client.post("/api/v1/games", json={"name": name, "setup": setup_action(seats), "pin": pin})
    assert r.status_code == 201, r.get_json()
    GM_TOKENS[r.get_json()["id"]] = r.get_json()["gm_token"]
    return r.get_json()["id"]


def gm_headers(game_id: str) -> dict:
    """The Authorization header of the game's GM API token."""
    return {"Authorization": f"Bearer {GM_TOKENS[game_id]}"}


def api_act(client, game_id: str, seq: int, action: dict, action_id: str | None = None):
    """Post one action through the API as the game master (GM API token)."""
    return client.post(
        f"/api/v1/games/{game_id}/actions",
        json={"expected_seq": seq, "action_id": action_id or new_id(), "action": action},
        headers=gm_headers(game_id),
    )


def csrf_token(client) -> str:
    """A CSRF token for this client's session, read from a page's form as a browser would."""
    page = client.get("/games/new").get_data(as_text=True)
    return re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)


def new_game_form(seats: int = 2, name: str = "Friday", pin: str = GM_PIN) -> dict:
    """The new-game form's fields for a standard game (without the CSRF token)."""
    form = {"name": name, "mode": "standard", "deck_mode": "table", "pin": pin}
    for i, seat in enumerate(SEATS[:seats]):
        character = seat["character"].capitalize()
        form |= {f"seat{i}_player": seat["player"], f"seat{i}_character": character,
                 f"seat{i}_strength": seat["strength"], f"seat{i}_willpower": seat["willpower"]}
        form |= guild_fields(i, character)
    return form


def ui_create(client, seats: int = 2, name: str = "Friday", pin: str = GM_PIN, **extra) -> str:
    """Create a game with the new-game form (the client becomes its GM, and gets a GM API token) and return its id;
    `extra` adds fields to the form (realm="standard" for the Dragon Realm)."""
    r = client.post("/games", data={**new_game_form(seats, name, pin), **extra, "csrf_token": csrf_token(client)})
    assert r.status_code == 303, r.get_data(as_text=True)[:500]
    game_id = r.headers["Location"].rstrip("/").split("/")[-1]
    GM_TOKENS[game_id] = client.post(f"/api/v1/games/{game_id}/session", json={"pin": pin}).get_json()["token"]
    return game_id


def seat_links(client, game_id: str) -> list[str]:
    """The seat links of a game, from the GM's share page (absolute URLs)."""
    page = client.get(f"/games/{game_id}/share").get_data(as_text=True)
    return re.findall(r'class="seat-url">([^<]+)<', page)


def link_path(url: str) -> str:
    """The path of a seat link (/p/<token>), to open it with a test client."""
    return "/p/" + url.split("/p/", 1)[1]


# The guilds printed on the characters used in tests, as a table would type them (first = start).
GUILDS = {
    "Druid": ("forest_camp", "magic_tower"),
    "Paladin": ("fortress", "monastery"),
    "Mercenary": ("fortress", "thieves_guild"),
    "Scout": ("thieves_guild", "forest_camp"),
}


def pick_guilds(page, seat: int, character: str) -> None:
    """In the setup wizard (Playwright), choose the two guilds of a seat's character."""
    first, second = GUILDS[character]
    page.get_by_label(f"First guild {seat + 1}", exact=True).select_option(first)
    page.get_by_label(f"Second guild {seat + 1}", exact=True).select_option(second)


def guild_fields(seat: int, character: str) -> dict:
    """The wizard's form fields for a seat's guilds."""
    first, second = GUILDS[character]
    return {f"seat{seat}_guild1": first, f"seat{seat}_guild2": second}


def as_tablet(client, make_game: bool = True):
    """A test client acting as the tablet's browser: a game master's device (it made a game, unless told not
    to), sending its page's CSRF token as htmx does and a PIN with any game file it imports."""
    if make_game:
        api_create(client, name="Tablet")
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    client.environ_base["HTTP_X_HERALD_PIN"] = GM_PIN
    return client


def prepare_board_action(offer: dict) -> dict:
    """The prepare_board action built from its offer's choices (as the API lists it): the first Forest Chance card,
    an Adventure card for each Forest space and the first Ability on offer in each guild."""
    choices = offer["choices"]
    chance = next(c for c in choices["chance"] if c.startswith("chance-forest#"))
    return {"kind": "prepare_board", "chance": chance, "adventures": choices["adventures"][:len(choices["spaces"]["forest"])],
            "abilities": {g: p[0] for g, p in choices["abilities"].items() if p}}
