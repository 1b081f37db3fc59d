"""Shared accessors for the web layer: the game log of the running app, and `app.extensions` with entries made on
first read."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from flask import current_app

from app.store import GameLog


def game_log() -> GameLog:
    """The app's game log."""
    return current_app.extensions["herald.log"]


class Extensions(dict):
    """`app.extensions` whose entries named by `later` are made when one of them is first read (a game's catalog,
    which needs its engine: a start imports no engine, issue 42). Reading, `get`, `in` and setting see them;
    iterating sees only those made."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self._later: dict[str, Callable[[], Mapping[str, Any]]] = {}
        self._making = threading.RLock()

    def later(self, keys: Iterable[str], make: Callable[[], Mapping[str, Any]]) -> None:
        """Make these entries together on the first read of any of them (`make()` returns them all)."""
        for key in keys:
            self._later[key] = make

    def made(self, key: str) -> bool:
        """Whether the entry is there now (not left for its first read)."""
        return dict.__contains__(self, key)

    def __missing__(self, key: str) -> Any:
        make = self._later.get(key)
        if make is None:
            raise KeyError(key)
        with self._making:
            if self._later.get(key) is make:  # not made meanwhile by another thread
                self.update(make())  # before they stop waiting: a reader finds them in the dict or waits here
                for waiting in [k for k, m in self._later.items() if m is make]:
                    del self._later[waiting]
        return dict.__getitem__(self, key)

    def __contains__(self, key: object) -> bool:
        return dict.__contains__(self, key) or key in self._later

    def get(self, key: str, default: Any = None) -> Any:
        return self[key] if key in self else default  # noqa: SIM401 - dict's own get skips __missing__

    def __setitem__(self, key: str, value: Any) -> None:
        if key in self._later:
            self[key]  # made first, so its maker never replaces the value set now
        dict.__setitem__(self, key, value)

    def setdefault(self, key: str, default: Any = None) -> Any:
        if key not in self:
            self[key] = default
        return self[key]
