"""What a game kind says about each document it prints (the registry lists them; the Print page shows them)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class PrintDocument:
    """A document a game prints: its key (in URLs), title, what it is for, whether it is printed per seat,
    whether it is long (laid out in its own worker lane so short documents never wait behind it), and, for a
    document only some games need, `offered(state)`: whether a game in that state prints it."""

    key: str
    title: str
    description: str
    per_seat: bool = False
    long: bool = False
    offered: Callable[[Any], bool] | None = None

    def offered_for(self, state: Any) -> bool:
        """Whether a game in this state prints the document (every game does unless `offered` says otherwise)."""
        return self.offered is None or bool(self.offered(state))
