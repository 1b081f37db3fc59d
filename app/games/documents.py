"""What a game kind says about each document it prints (the registry lists them; the Print page shows them)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PrintDocument:
    """A document a game prints: its key (in URLs), title, what it is for, whether it is printed per seat, and
    whether it is long (laid out in its own worker lane so short documents never wait behind it)."""

    key: str
    title: str
    description: str
    per_seat: bool = False
    long: bool = False
