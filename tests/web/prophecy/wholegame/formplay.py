"""A tablet driven through its HTML only: read the forms a page shows, fill them as a person would, submit them
as htmx does (HX-Request, the page's X-CSRFToken, the pressed button's name and value), and check each answer.

`Tablet` is the browser; `OfferForm` is one offer as the page draws it; `play_game` (in formplay_game.py) taps
through a whole game with a policy (formplay_policy.py).
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass, field

from bs4 import BeautifulSoup, Tag

HX = {"HX-Request": "true"}


class TabletError(AssertionError):
    """The tablet showed something a person would report: an error page or a refusal."""


def parse(html: str) -> BeautifulSoup:
    """A page or fragment, parsed."""
    return BeautifulSoup(html, "html.parser")


def successful(form: Tag, skip: Tag | None = None) -> list[tuple[str, str]]:
    """The fields a browser posts from a form before any button is pressed (defaults and checked boxes)."""
    out = []
    for el in form.find_all(["input", "select", "textarea"]):
        name = el.get("name")
        if not name or el.has_attr("disabled") or (skip is not None and skip in el.parents):
            continue
        kind = el.get("type", "text") if el.name == "input" else el.name
        if kind in ("submit", "button", "image", "reset", "file"):
            continue
        if kind in ("radio", "checkbox"):
            if el.has_attr("checked"):
                out.append((name, el.get("value", "on")))
        elif kind == "select":
            chosen = el.find("option", selected=True) or el.find("option")
            if chosen is not None:
                out.append((name, chosen.get("value", chosen.get_text())))
        else:
            out.append((name, el.get("value", "")))
    return out


def buttons(form: Tag) -> list[Tag]:
    """The submit buttons of a form."""
    return [b for b in form.find_all("button") if b.get("type", "submit") == "submit"]


@dataclass
class Filled:
    """A form's fields as the driver set them: one value per radio group or input, a list per checkbox name."""

    values: dict[str, str] = field(default_factory=dict)
    lists: dict[str, list[str]] = field(default_factory=dict)

    def pairs(self) -> list[tuple[str, str]]:
        """The fields as posted."""
        return list(self.values.items()) + [(k, v) for k, vs in self.lists.items() for v in vs]


@dataclass
class OfferForm:
    """One offer on a screen: its kind, fixed fields, and the inputs a person fills."""

    form: Tag
    kind: str
    hidden: dict[str, list[str]]
    radios: dict[str, list[str]]
    checks: dict[str, list[str]]
    numbers: dict[str, tuple[int, int]]
    texts: dict[str, str]
    searches: list[Tag]
    required: set[str]

    @property
    def url(self) -> str:
        """Where htmx posts it."""
        return self.form.get("hx-post") or self.form["action"]

    def param(self, name: str) -> str | None:
        """A fixed field's value."""
        return (self.hidden.get(name) or [None])[0]

    def button(self, value: str | None = None, name: str | None = None, text: str | None = None) -> Tag | None:
        """A submit button by its value, name or words."""
        for b in buttons(self.form):
            if (value is None or b.get("value") == value) and (name is None or b.get("name") == name) \
                    and (text is None or text in b.get_text()):
                return b
        return None

    @property
    def labels(self) -> list[str]:
        """The words of its buttons and heading."""
        head = self.form.find("h3")
        return [head.get_text(strip=True)] if head else [b.get_text(strip=True) for b in buttons(self.form)]


def offer_form(form: Tag) -> OfferForm:
    """Read one offer form as a person sees it."""
    hidden: dict[str, list[str]] = {}
    radios: dict[str, list[str]] = {}
    checks: dict[str, list[str]] = {}
    numbers, texts, required = {}, {}, set()
    for el in form.find_all("input"):
        name, kind = el.get("name"), el.get("type", "text")
        if not name:
            continue
        if el.has_attr("required"):
            required.add(name)
        if kind == "hidden":
            hidden.setdefault(name, []).append(el.get("value", ""))
        elif kind == "radio":
            radios.setdefault(name, []).append(el["value"])
        elif kind == "checkbox":
            checks.setdefault(name, []).append(el["value"])
        elif kind == "number":
            numbers[name] = (int(el.get("min", 0)), int(el.get("max", 99)))
        elif kind == "text":
            texts[name] = el.get("value", "")
    searches = form.select("input.card-search")
    return OfferForm(form, (hidden.get("kind") or [""])[0], hidden, radios, checks, numbers, texts, searches, required)


def offers_on(page: BeautifulSoup, where: str) -> list[OfferForm]:
    """The offer forms of a screen region (`.offer-list` on the game screen, `#battle-steps` or `.fight-open`)."""
    return [offer_form(f) for region in regions(page, where) for f in region.find_all("form")]


def regions(page: BeautifulSoup, where: str) -> list[Tag]:
    """The elements a list of `.class` and `#id` selectors names, in the page's order (what `page.select(where)`
    gives, found in one walk: CSS selection took about a tenth of a whole game's time)."""
    wanted = [w.strip() for w in where.split(",")]
    if not all(re.fullmatch(r"[.#][\w-]+", w) for w in wanted):
        return page.select(where)
    ids = {w[1:] for w in wanted if w[0] == "#"}
    classes = {w[1:] for w in wanted if w[0] == "."}
    return page.find_all(lambda el: el.get("id") in ids or not classes.isdisjoint(el.get("class") or ()))


class Tablet:
    """The tablet's browser over a Flask test client: pages, htmx posts and searches, and what they showed."""

    def __init__(self, client, rng: random.Random):
        self.client, self.rng, self.csrf, self.requests = client, rng, "", 0

    def _check(self, r, what: str, allow: tuple[int, ...] = ()):
        self.requests += 1
        if r.status_code >= 400 and r.status_code not in allow:
            raise TabletError(f"{what} answered {r.status_code}: {_said(r.get_data(as_text=True))}")
        return r

    def page(self, url: str) -> BeautifulSoup:
        """Open a whole page (the address bar, a link); keeps the CSRF token its <body> hands to htmx."""
        r = self._check(self.client.get(url), f"GET {url}")
        assert r.status_code == 200, (url, r.status_code)
        html = r.get_data(as_text=True)
        body = re.search(r"<body[^>]*hx-headers='([^']*)'", html)
        if body is not None:
            self.csrf = json.loads(body.group(1))["X-CSRFToken"]
        return looked_at(html)

    def hx_get(self, url: str, params: list[tuple[str, str]]) -> BeautifulSoup:
        """An htmx GET (a search as you type, the slots that follow a choice)."""
        r = self._check(self.client.get(url, query_string=params, headers=HX), f"GET {url}")
        return parse(r.get_data(as_text=True))

    def hx_post(self, url: str, pairs: list[tuple[str, str]], allow: tuple[int, ...] = ()):
        """An htmx POST of a form's fields with the page's CSRF header; the raw response."""
        headers = {**HX, "X-CSRFToken": self.csrf}
        return self._check(self.client.post(url, data=_multi(pairs), headers=headers), f"POST {url}", allow)

    def submit(self, offer: OfferForm, filled: Filled, pressed: Tag | None = None) -> BeautifulSoup:
        """Post an offer form as the browser would, with the pressed button; the swapped-in screen, refusals raised."""
        pairs = [(k, v) for k, vs in offer.hidden.items() for v in vs] + filled.pairs()
        if pressed is not None and pressed.get("name"):
            pairs.append((pressed["name"], pressed.get("value", "")))
        url = (pressed.get("hx-post") or pressed.get("formaction")) if pressed is not None else None
        return swapped(self.hx_post(url or offer.url, pairs), f"{offer.kind} with {pairs}")

    def search(self, box: Tag, typed: str) -> list[Tag]:
        """Type into a card-search box: the match inputs (radios) or buttons its fragment answers."""
        slot = next(p for p in box.parents if "slot" in (p.get("class") or []))
        params = [(k, v) for k, v in successful(slot) if k != "q"] + [("q", typed)]
        params += list(json.loads(box.get("hx-vals", "{}")).items())
        found = self.hx_get(box["hx-get"], params)
        return found.select("input[type=radio]") + found.select("button")


ALERT_MARKS = ('id="refusal"', 'id="card-form-error"', 'id="dice-error"', 'id="form-error"', 'id="notice"')


# The parts of a screen the driver reads (offers, prompts, links, alerts); the board and heroes are left unparsed,
# which keeps whole games fast (html.parser is pure Python).
LOOKED_AT = ('id="offers"', 'id="register-prompt"', 'id="register-form"', 'id="to-battle"', 'id="battle-steps"',
             'class="panel fight-open"', 'id="battle-over"', 'id="back-to-table"', *ALERT_MARKS, 'id="wizard"')


def looked_at(html: str) -> BeautifulSoup:
    """The elements of a screen the driver reads, each whole, parsed."""
    parts = []
    for mark in LOOKED_AT:
        at = html.find(mark)
        while at >= 0:
            start = html.rfind("<", 0, at)
            parts.append((start, _element(html, start)))
            at = html.find(mark, start + len(parts[-1][1]))
    keep, end = [], -1
    for start, text in sorted(parts):
        if start >= end:  # not inside an element already kept
            keep.append(text)
            end = start + len(text)
    return parse("".join(keep))


def _element(html: str, start: int) -> str:
    """The outer HTML of the element opening at `start` (same-name tags balanced)."""
    name = re.match(r"<([a-zA-Z0-9]+)", html[start:]).group(1)
    depth = 0
    for m in re.compile(rf"<(/?){name}\b[^>]*>").finditer(html, start):
        depth += -1 if m.group(1) else 1
        if depth == 0:
            return html[start:m.end()]
    return html[start:]


def swapped(response, what: str) -> BeautifulSoup:
    """The parts of the screen an htmx answer swaps in that the driver reads, refusals raised."""
    html = response.get_data(as_text=True)
    screen = looked_at(html)
    if any(mark in html for mark in ALERT_MARKS):
        refusal(screen, what)
    return screen


def refusal(screen: BeautifulSoup, what: str) -> None:
    """Raise when a screen shows a refusal, a stale-write notice or a form error."""
    for sel in ("refusal", "card-form-error", "dice-error", "form-error"):
        hit = screen.find(id=sel)
        if hit is not None:
            raise TabletError(f"{what}: the screen says {hit.get_text(' ', strip=True)!r}")
    notice = screen.find(id="notice")
    if notice is not None and "changed" in notice.get_text():
        raise TabletError(f"{what}: {notice.get_text(strip=True)}")


def _multi(pairs):
    from werkzeug.datastructures import MultiDict

    return MultiDict(pairs)


# Wizard fields the table types only where Herald's catalog did not fill them in.
IF_EMPTY = ("_strength", "_willpower", "_guild1", "_guild2")


def _answer(form: Tag, answers: dict) -> list[tuple[str, str]]:
    """The wizard form's fields with the answers typed over the inputs this step shows."""
    shown = {el["name"] for el in form.find_all(["input", "select"]) if el.get("name") and el.get("type") != "hidden"}
    prefilled = {k for k, v in successful(form) if v and k.endswith(IF_EMPTY)}
    shown -= prefilled  # Herald filled it from its catalog: the table leaves it
    pairs = [(k, v) for k, v in successful(form) if k not in shown or k not in answers]
    for name in sorted(shown & set(answers)):
        value = answers[name]
        pairs.extend((name, str(v)) for v in (value if isinstance(value, list | tuple) else [value]))
    return pairs


def create_with_wizard(tablet: Tablet, answers: dict) -> str:
    """Walk the new-game wizard step by step with the answers (field name -> value or list); the new game's id."""
    wizard = tablet.page("/games/new").select_one("#wizard")
    for _ in range(12):
        form = wizard.find("form")
        seats = form.find("input", attrs={"name": "seats", "type": "radio", "checked": True})
        if seats is not None and seats["value"] != str(answers.get("seats", seats["value"])):
            box = form.find("input", attrs={"name": "seats", "value": str(answers["seats"])})
            pairs = _answer(form, answers) + list(json.loads(box["hx-vals"]).items())
            wizard = _wizard_screen(tablet, box["hx-post"], pairs)
            continue
        start = form.find("button", id="start")
        if start is not None:
            r = tablet.hx_post(start["hx-post"], _answer(form, answers))
            assert r.status_code == 204, r.get_data(as_text=True)[:500]
            game_url = r.headers["HX-Redirect"]
            tablet.page(game_url)
            return game_url.rstrip("/").split("/")[-1]
        nxt = form.find("button", id="next")
        wizard = _wizard_screen(tablet, form["hx-post"], _answer(form, answers) + [(nxt["name"], nxt["value"])])
    raise TabletError("the wizard never offered to start the game")


def _wizard_screen(tablet: Tablet, url: str, pairs) -> Tag:
    return swapped(tablet.hx_post(url, pairs), "the new-game wizard").find(id="wizard")


def _said(html: str) -> str:
    """What an error answer says: its alerts, else its opening."""
    alerts = [a.get_text(" ", strip=True) for a in parse(html).select("[role=alert]")]
    return " | ".join(alerts) or html[:800]
