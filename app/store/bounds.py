"""Limits on what anyone may send: JSON nesting depth and the size of an imported game.

Importing and the API are open to every device on the network, so the work one request can cause is bounded
before anything is parsed further (see README, "Limits").
"""

from __future__ import annotations

import json
from typing import Any

MAX_BODY_BYTES = 20 * 1024 * 1024  # any request body: an API call, a form, an imported game file
MAX_JSON_DEPTH = 64  # objects and lists inside each other; a Herald file needs about ten
MAX_IMPORT_STEPS = 50_000  # log rows in one imported game (a long evening is a few thousand)


class TooDeep(ValueError):
    """A JSON document nests objects and lists deeper than MAX_JSON_DEPTH."""

    def __init__(self, limit: int = MAX_JSON_DEPTH):
        super().__init__(f"The JSON nests objects and lists more than {limit} levels deep.")


def check_depth(data: Any, limit: int = MAX_JSON_DEPTH) -> None:
    """Raise TooDeep if the parsed JSON value nests containers deeper than the limit (iteratively, no recursion)."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            children = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        if depth > limit:
            raise TooDeep(limit)
        stack.extend((child, depth + 1) for child in children if isinstance(child, dict | list))


def loads(raw: bytes | str, limit: int = MAX_JSON_DEPTH) -> Any:
    """Parse JSON, refusing documents nested deeper than the limit (json.JSONDecodeError or TooDeep)."""
    try:
        data = json.loads(raw)
    except RecursionError as exc:  # deeper than Python's parser goes: certainly beyond the limit
        raise TooDeep(limit) from exc
    check_depth(data, limit)
    return data
