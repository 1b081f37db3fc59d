"""Rules on request bodies that the models alone do not state, kept the same on both sides: the server applies them
(`refusal`) and the OpenAPI document declares them (`declare`), so what the document allows the server accepts.

- A whole number may be written with a zero fraction (JSON Schema's "integer" allows 6717512.0).
- Every name the table types (a game's, a player's, a card's) refuses control characters (NUL, a tab, a line break).
- A list of cards (or guilds, assistants, mythologies) in an action names each once.
- An action names its `kind`; a setup has as many seats as the game allows.
"""

from __future__ import annotations

import unicodedata
from typing import Any

NAME_KEYS = ("name", "player", "players")  # where the table types a name (a card's name is a catalog value "name")
# Lists of an action whose items may repeat: the duel's categories, two players of one name.
REPEATABLE = ("categories", "players")
NO_CONTROL = "^[^\\u0000-\\u001f\\u007f-\\u009f]*$"
ACTION_KEYS = ("action", "setup")


def whole_numbers(data: Any) -> tuple[Any, bool]:
    """The JSON value with floats that are whole numbers made ints (and whether any was)."""
    if isinstance(data, float) and data.is_integer():
        return int(data), True
    if isinstance(data, dict):
        pairs = [(k, *whole_numbers(v)) for k, v in data.items()]
        return {k: v for k, v, _ in pairs}, any(c for _, _, c in pairs)
    if isinstance(data, list):
        items = [whole_numbers(v) for v in data]
        return [v for v, _ in items], any(c for _, c in items)
    return data, False


def _controls(text: Any) -> bool:
    return isinstance(text, str) and any(unicodedata.category(c) == "Cc" for c in text)


def refusal(data: Any, path: str = "") -> tuple[str, str] | None:
    """The first place a body breaks these rules, as (field, sentence), or None."""
    if isinstance(data, list):
        for n, item in enumerate(data):
            found = refusal(item, f"{path}.{n}" if path else str(n))
            if found:
                return found
        return None
    if not isinstance(data, dict):
        return None
    for key, value in data.items():
        where = f"{path}.{key}" if path else str(key)
        if key in NAME_KEYS and (_controls(value) or (isinstance(value, list) and any(map(_controls, value)))):
            return where, f"{where}: a name cannot hold control characters (such as NUL, a tab or a line break)"
        if _in_action(where) and key not in REPEATABLE and _strings(value) and len(set(value)) != len(value):
            twice = next(v for v in value if value.count(v) > 1)
            return where, f"{where}: {twice!r} is listed twice; list each once"
        found = refusal(value, where)
        if found:
            return found
    return None


def _in_action(where: str) -> bool:
    """A field of the action (or setup) itself, where `declare` marks its lists (an option's list may repeat)."""
    parts = where.split(".")
    return len(parts) == 2 and parts[0] in ACTION_KEYS


def _strings(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(v, str) for v in value)


def declare(schemas: dict[str, dict], kinds) -> None:
    """State the rules in the document's schemas (in place): kinds required, names without control characters,
    card lists without repeats, seats within the game's numbers of players."""
    for schema in schemas.values():
        props = schema.get("properties", {})
        is_action = "const" in props.get("kind", {})
        if is_action and "kind" not in schema.get("required", []):
            schema["required"] = [*schema.get("required", []), "kind"]
        for key, prop in props.items():
            if key in NAME_KEYS:
                target = prop.get("items", prop) if prop.get("type") == "array" else prop
                if target.get("type") == "string":
                    target["pattern"] = NO_CONTROL
            for listed in (prop, *prop.get("anyOf", ())):  # a list, or a list or nothing
                if (is_action and key not in REPEATABLE and listed.get("type") == "array"
                        and listed.get("items", {}).get("type") == "string"):
                    listed["uniqueItems"] = True
    for kind in kinds:
        schema = schemas.get(kind.first_action.__name__, {})
        low, high = min(kind.players), max(kind.players)
        for key in ("seats", "players"):
            if schema.get("properties", {}).get(key, {}).get("type") == "array":
                schema["properties"][key].update(minItems=low, maxItems=high)
