"""No page Herald sends a browser carries a `style` attribute, so the Content-Security-Policy can forbid them
(no `style-src-attr 'unsafe-inline'`): seat colours are classes, the odds bars inline SVG."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

from app.games.prophecy.engine.events import GameEnded
from app.games.prophecy.engine.state import GameResult
from app.games.prophecy.screens.play.board_view import SEAT_COLOURS
from tests.helpers import GM_PIN, GM_TOKENS, api_create, as_tablet, link_path, seat_links
from tests.web.conjurers.kit import start_action
from tests.web.prophecy.battle.kit import battle_under_way
from tests.web.prophecy.scenes import append_step

ROOT = Path(__file__).resolve().parents[3]
HX = {"HX-Request": "true"}


class _Styles(HTMLParser):
    """Every tag of a page that has a style attribute."""

    def __init__(self):
        super().__init__()
        self.found: list[str] = []

    def handle_starttag(self, tag, attrs):
        if any(name == "style" for name, _ in attrs):
            self.found.append(f"<{tag} {dict(attrs)}>")

    handle_startendtag = handle_starttag


class Pages:
    """Fetches pages and keeps, per page, the tags with a style attribute."""

    def __init__(self, client):
        self.client, self.seen, self.styled = client, [], {}

    def read(self, path: str, *, method: str = "get", headers=None, data=None, status=(200,), **kw) -> str:
        r = getattr(self.client, method)(path, headers=headers or {}, data=data, **kw)
        assert r.status_code in status, (path, r.status_code)
        html = r.get_data(as_text=True)
        parser = _Styles()
        parser.feed(html)
        if parser.found:
            self.styled[path] = parser.found
        self.seen.append(path)
        return html

    def both(self, path: str, **kw) -> None:
        """The full page and its htmx fragment."""
        self.read(path, **kw)
        self.read(path, headers=HX, **kw)


def test_no_template_writes_a_style_attribute():
    # Print templates are laid out by WeasyPrint into PDFs and never reach a browser under the policy.
    offenders = [str(p.relative_to(ROOT)) for p in (ROOT / "templates").rglob("*.html")
                 if "print" not in p.relative_to(ROOT / "templates").parts and "style=" in p.read_text()]
    assert offenders == []


def test_the_seat_colour_classes_are_the_seat_palette():
    css = (ROOT / "static/css/app.css").read_text()
    palette = dict(re.findall(r"\.seat-colour-(\d) \{ --seat: (#[0-9a-f]{6}); \}", css))
    assert [palette.get(str(i)) for i in range(len(SEAT_COLOURS))] == list(SEAT_COLOURS)
    assert len(palette) == len(SEAT_COLOURS)


def test_the_main_pages_carry_no_style_attribute(app, client, log):
    pages = Pages(as_tablet(client, make_game=False))
    # The home page, the wizard and each of its steps, the catalog.
    for path in ("/", "/games/new", "/catalog", "/catalog/cards/druid"):
        pages.read(path)
    for step in range(6):
        pages.read("/games/new", method="post", data={"go": str(step), "seats": "3"}, status=(200, 422))
    # A game under way: its screen, log, share page, print page, battle screens (with the odds bar), phones.
    gid = api_create(client, seats=3, name="Styles")
    for path in (f"/games/{gid}", f"/games/{gid}/log", f"/games/{gid}/log?seat=1", f"/games/{gid}/share",
                 f"/games/{gid}/print", f"/games/{gid}/battle", f"/games/{gid}/battle?manual=1"):
        pages.both(path)
    q = {"seat": 0, "opponent": "creature", "foe_name": "Old Pirate", "foe_strength": 3, "foe_willpower": 3,
         "kind": "wills"}
    preview = pages.read(f"/games/{gid}/battle/preview", query_string=q, headers=HX)
    assert 'class="odds-bar"' in preview
    for link in seat_links(client, gid):
        pages.read(link_path(link))
        pages.read(link_path(link) + "/sheet")
    # A battle under way: the live battle screen with what is left to win, the game screen and the phone beside it.
    fight = battle_under_way(client)
    live = pages.read(f"/games/{fight}/battle?live=1")
    assert 'class="odds-bar"' in live and "seat-colour-0" in live
    pages.both(f"/games/{fight}")
    pages.read(link_path(seat_links(client, fight)[0]))
    # A finished game: the winners and the others, each in the seat's colour.
    append_step(log, gid, [GameEnded(result=GameResult(winners=(0,), reason="crowned (000:L493)"))])
    result = pages.read(f"/games/{gid}")
    assert 'class="finisher winner seat-colour-0"' in result
    # Conjurers: its setup form, game screen, log and phones (and its battle screen once it exists).
    pages.read("/conjurers/new")
    r = client.post("/api/v1/games", json={"name": "Conjurers", "setup": start_action(), "pin": GM_PIN})
    assert r.status_code == 201
    cid = r.get_json()["id"]
    GM_TOKENS[cid] = r.get_json()["gm_token"]
    for path in (f"/games/{cid}", f"/games/{cid}/log"):
        pages.both(path)
    if "conjurers_battle.screen" in app.view_functions:
        pages.read(f"/games/{cid}/conjurers/battle", status=(200, 303, 404, 409))
    for link in seat_links(client, cid):
        pages.read(link_path(link))
    assert len(pages.seen) > 40
    assert pages.styled == {}
