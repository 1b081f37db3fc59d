"""A tablet fighting a Conjurers battle turn through the battle screen's forms, as a person would: follow the game
screen's link, tap one of the moves offered, type the card's printed numbers when asked, pick the magician's
choice, look at the odds, then enter every die as it fell (0, 1 or 2) and record the turn."""

from __future__ import annotations

import random

from bs4 import BeautifulSoup, Tag
from werkzeug.datastructures import MultiDict

from tests.helpers import page_part


def _soup(r, element_id: str | None = None) -> BeautifulSoup:
    """The response's page, or only its element with this id (the part the driver reads)."""
    html = r.get_data(as_text=True)
    return page_part(html, element_id) if element_id else BeautifulSoup(html, "html.parser")


def _hidden(form: Tag) -> list[tuple[str, str]]:
    return [(i["name"], i.get("value", "")) for i in form.select("input[type=hidden]")]


def _typed(form: Tag, rng: random.Random) -> list[tuple[str, str]]:
    """What a person sets in the move's panel before looking at the odds: the items left as offered, a card's
    printed numbers (no abilities ticked, no element), the magician's choice."""
    pairs = [("items", box["value"]) for box in form.select("input[name=items]") if box.has_attr("checked")]
    if form.select_one("input[name='v.hp']") is not None:
        pairs += [("v.hp", str(rng.randint(3, 8))), ("v.bd", str(rng.randint(1, 3))), ("v.element", "")]
    for sel in form.select("select"):
        if sel["name"].startswith("m."):
            options = [o["value"] for o in sel.find_all("option") if o["value"]]
            pairs.append((sel["name"], rng.choice(options)))
    return pairs


def fight_turn(client, url: str, rng: random.Random, screen: BeautifulSoup | None = None) -> int:
    """One battle turn on the battle screen at url (its moves already read: `screen`), the dice entered by hand; how
    many dice were entered."""
    screen = screen if screen is not None else _soup(client.get(url), "moves")
    choices = screen.select("form.cb-choice")
    assert choices, ("no move offered on the battle screen", screen.get_text(" ", strip=True)[:600])
    choice = rng.choice(choices)
    tapped = _hidden(choice)
    panel = _soup(client.post(url, data=MultiDict(tapped)), "pick")
    form = panel.select_one("form.cb-pick-form")
    assert form is not None, panel.get_text(" ", strip=True)[:600]
    typed = _typed(form, rng)
    if typed:  # "Show the odds with these": the dice to enter follow from the numbers typed
        panel = _soup(client.post(url, data=MultiDict(tapped + typed)), "pick")
        form = panel.select_one("form.cb-pick-form")
    problem = panel.select_one("#pick-problem")
    assert problem is None or form.select_one("#record-turn") is not None, problem.get_text(strip=True)
    dice = sorted({radio["name"] for radio in form.select(".dice-row input[type=radio]")})
    faces = [(name, str(rng.choice((0, 1, 2)))) for name in dice]
    fields = [(k, v) for k, v in _hidden(form) if k != "preview"] + typed + faces
    r = client.post(url, data=MultiDict(fields))
    asked = _soup(r).select_one("form.cb-pick-form #hand-numbers") if r.status_code == 422 else None
    if asked is not None:  # a quiet turn may reach the stalemate: the hands are shown, their numbers typed (001:L488)
        numbers = [(i["name"], str(rng.randint(3, 8) if i["name"].endswith(".hp") else rng.randint(1, 3)))
                   for i in asked.select("input[type=text]") if i["name"].endswith((".hp", ".bd"))]
        r = client.post(url, data=MultiDict(fields + [("hands", "check")] + numbers))
    assert r.status_code == 303, (fields, _soup(r).get_text(" ", strip=True)[:800])
    assert r.headers["Location"] == url, r.headers["Location"]  # the recorded turn leads back to the battle screen
    return len(faces)


def fight_battle(client, url: str, rng: random.Random) -> tuple[int, int]:
    """Battle turns on the battle screen at url, one after another as the tablet stays there (each recorded turn
    leads back to it), until it offers no move (the battle won, or over): the turns fought and the dice entered."""
    turns = dice = 0
    while True:
        html = client.get(url).get_data(as_text=True)
        if ' id="moves"' not in html:
            return turns, dice
        dice += fight_turn(client, url, rng, page_part(html, "moves"))
        turns += 1
