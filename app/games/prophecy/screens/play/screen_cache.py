"""The game screen drawn once per state: its HTML is kept with marks where each response differs (the step,
every form's fresh action id, the session's CSRF token) and the marks are filled in for every response.

Drawing the screen is most of a tap's time, and most of it does not change with a tap: a hero panel changes
only with that hero, the board with the board. So the whole screen is kept per state (a redraw of an unchanged
game is a lookup), and hero panels and the board are kept by what they show (a tap redraws only what it changed).
Everything a kept piece shows is in its key; the marks are never shared between two responses.
"""

from __future__ import annotations

import re
import uuid
from collections import OrderedDict
from threading import Lock

from flask import current_app, render_template
from flask_wtf.csrf import generate_csrf
from markupsafe import Markup

SEQ = "__herald_seq__"
ACTION_ID = "__herald_action_id__"
CSRF = "__herald_csrf__"
_ACTION_IDS = re.compile(ACTION_ID)


class HtmlCache:
    """A small LRU of HTML with marks."""

    def __init__(self, size: int):
        self.size = size
        self._items: OrderedDict = OrderedDict()
        self._lock = Lock()

    def get(self, key):
        with self._lock:
            html = self._items.get(key)
            if html is not None:
                self._items.move_to_end(key)
            return html

    def put(self, key, html: str) -> None:
        with self._lock:
            self._items[key] = html
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)


def _cache(name: str, size: int) -> HtmlCache:
    key = f"herald.html.{name}"
    found = current_app.extensions.get(key)
    if found is None:
        found = current_app.extensions.setdefault(key, HtmlCache(size))
    return found


class Same:
    """A key part compared by identity (a state, a catalog), held so its id is never reused meanwhile."""

    __slots__ = ("value",)

    def __init__(self, value):
        self.value = value

    def __hash__(self) -> int:
        return id(self.value)

    def __eq__(self, other) -> bool:
        return isinstance(other, Same) and other.value is self.value


def _marked(template: str, mark_seq: bool, **context) -> str:
    """A template drawn with marks for the action ids and the CSRF token (and the step, if mark_seq)."""
    context["action_id"] = lambda: ACTION_ID
    if mark_seq:
        context["seq"] = Markup(SEQ)
    return render_template(template, **context).replace(generate_csrf(), CSRF)


def fill(html: str, seq: int) -> str:
    """Marked HTML made into this response's: the step, a fresh action id per form, this session's token."""
    html = html.replace(SEQ, str(seq)).replace(CSRF, generate_csrf())
    return _ACTION_IDS.sub(lambda _: uuid.uuid4().hex, html)


def piece(name: str, template: str, key, **context) -> Markup:
    """A part of the screen (still marked), drawn once for everything it shows (the key)."""
    cache = _cache(name, 64)
    html = cache.get(key)
    if html is None:
        html = _marked(template, True, **context)
        cache.put(key, html)
    return Markup(html)


def screen(template: str, key, seq: int, **context) -> str:
    """A whole screen for one state (key None: drawn afresh, for a screen with a message)."""
    cache = _cache("screen", 32)
    html = cache.get(key) if key is not None else None
    if html is None:
        html = _marked(template, False, seq=seq, **context)
        if key is not None:
            cache.put(key, html)
    return fill(html, seq)
