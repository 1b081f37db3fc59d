"""A small thread-safe store of the most recently built values by key (what a screen derives from one game step, the
HTML drawn for it), and `Same`, a key part compared by identity."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any


class Recent:
    """The last `size` values built, by key; `get` builds a missing one with `build` and keeps it."""

    def __init__(self, size: int):
        self.size, self._items, self._lock = size, OrderedDict(), threading.Lock()

    def get(self, key: Hashable, build: Callable[[], Any]) -> Any:
        """The value kept for key, else build's (kept, the oldest dropped past the size)."""
        with self._lock:
            if key in self._items:
                self._items.move_to_end(key)
                return self._items[key]
        value = build()
        with self._lock:
            self._items[key] = value
            while len(self._items) > self.size:
                self._items.popitem(last=False)
        return value

    def peek(self, key: Hashable) -> Any:
        """The value kept for key, or None (nothing is built)."""
        with self._lock:
            return self._items.get(key)


class Same:
    """A key part compared by identity (a state, a catalog), held so its id is not reused while the key is kept."""

    __slots__ = ("value",)

    def __init__(self, value: Any):
        self.value = value

    def __hash__(self) -> int:
        return id(self.value)

    def __eq__(self, other) -> bool:
        return isinstance(other, Same) and other.value is self.value
