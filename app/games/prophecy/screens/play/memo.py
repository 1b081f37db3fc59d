"""What the screens work out from a game's state, kept per state object: a state never changes, so its legal
actions and view models are computed once, not again for every form post, screen redraw and phone poll.

The game log hands out the same state object for the same head step (its cache), so the memo is keyed on the
state's identity (and the catalog's, for anything named from it) and holds both, so an id is never reused.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from threading import Lock
from typing import Any

from flask import current_app

SIZE = 256  # entries: a few per state for the screens of a few dozen recent states


class StateMemo:
    """A small LRU of values derived from (state, catalog) pairs, compared by identity."""

    def __init__(self, size: int = SIZE):
        self.size = size
        self._items: OrderedDict[tuple, tuple[Any, Any, Any]] = OrderedDict()
        self._lock = Lock()

    def get(self, name: str, state, catalog, make: Callable[[], Any], extra: tuple = ()) -> Any:
        """The value `make()` gives for this state and catalog, computed once."""
        key = (name, id(state), id(catalog), extra)
        with self._lock:
            held = self._items.get(key)
            if held is not None and held[0] is state and held[1] is catalog:
                self._items.move_to_end(key)
                return held[2]
        value = make()
        self.put(name, state, catalog, value, extra)
        return value

    def peek(self, name: str, state, catalog, extra: tuple = ()) -> Any:
        """The value kept for this state and catalog, or None."""
        with self._lock:
            held = self._items.get((name, id(state), id(catalog), extra))
        return held[2] if held is not None and held[0] is state and held[1] is catalog else None

    def put(self, name: str, state, catalog, value: Any, extra: tuple = ()) -> None:
        """Keep a value for this state and catalog."""
        key = (name, id(state), id(catalog), extra)
        with self._lock:
            self._items[key] = (state, catalog, value)
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)


def memo() -> StateMemo:
    """The running app's memo."""
    found = current_app.extensions.get("herald.state_memo")
    if found is None:
        found = current_app.extensions.setdefault("herald.state_memo", StateMemo())
    return found


def derived(name: str, state, catalog, make: Callable[[], Any], extra: tuple = ()) -> Any:
    """A value derived from a state (and the catalog), computed once per state object."""
    return memo().get(name, state, catalog, make, extra)


def carry(name: str, before: tuple, after: tuple, step: Callable[[Any], Any]) -> None:
    """After a write: the new state's value made from the old state's by one step, when the old one is kept (the
    screen after a tap builds on the screen before it instead of reading it all again); `before` and `after` are
    (state, extra) pairs."""
    kept = memo().peek(name, before[0], None, before[1])
    if kept is not None:
        memo().put(name, after[0], None, step(kept), after[1])


def offers(state, ctx, find=None) -> list:
    """The legal actions of a state (a fresh list of the same offers on every call)."""
    from app.games.prophecy.engine import legal_actions

    find = find or legal_actions
    return list(derived("offers", state, ctx.catalog, lambda: tuple(find(state, ctx))))
