"""A step told in words: its events as sentences, and a short label for a log row."""

from __future__ import annotations

from typing import Any

from .models import EventRecord


def tell(state: Any, events) -> list[str]:
    """The events as sentences for the log, each told in the state just before it."""
    lines = []
    for e in events:
        lines.append(e.describe(state))
        state = e.apply_to(state)
    return [line for line in lines if line]


def describe_row(row: EventRecord) -> str:
    """A short label for a log row, from its story: 'step 3, “The table rolled 4, 4, 2 (who plays first)”'."""
    told = (row.story or [""])[0].rstrip(".") or row.type.replace("_", " ")
    return f"step {row.seq}, “{told}”"
