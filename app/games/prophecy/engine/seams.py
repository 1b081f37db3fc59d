"""Extension points: named seams where a base rule lets the Dragon Realm expansion (realm/, races/, coop/) change it.

A base module declares a seam with the base game's behaviour (`Seam("name", default)`) and calls it where the rule
is read; the expansion's folder plugs its change in when its package is imported (`@SEAM.plug`). A plug receives
the behaviour before it as its first argument, so it can keep, extend or replace the base rule. The base game never
imports the expansion: without the expansion every seam is the base rule.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

SEAMS: dict[str, Seam] = {}


class Seam:
    """One declared extension point of a base rule: its base behaviour, then each plug in the order they came."""

    def __init__(self, name: str, default: Callable[..., Any]) -> None:
        if name in SEAMS:
            raise ValueError(f"the seam {name!r} is declared twice")
        self.name = name
        self.default = default
        self.plugs: list[Callable[..., Any]] = []
        self._call = default
        SEAMS[name] = self

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self._call(*args, **kwargs)

    def plug(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        """Decorator: change the rule; `fn(before, *args)` gets the behaviour so far as its first argument."""
        before = self._call

        def call(*args: Any, **kwargs: Any) -> Any:
            return fn(before, *args, **kwargs)

        self.plugs.append(fn)
        self._call = call
        return fn
