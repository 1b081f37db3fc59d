"""The parts of a game's state, read off its pydantic models: every field path (into heroes, players, the
Realm, the battle), so a correction coverage test sees a field the day it is added."""

from __future__ import annotations

import typing

from pydantic import BaseModel


def models_in(annotation) -> list[type[BaseModel]]:
    """The pydantic models an annotation holds (in a tuple, an optional, a dict's values, a union)."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    return [m for arg in typing.get_args(annotation) for m in models_in(arg)]


def field_paths(model: type[BaseModel], prefix: str = "") -> set[str]:
    """Every leaf field of a state model as a dotted path ('heroes.realm.step'), nested models walked into."""
    found: set[str] = set()
    for name, info in model.model_fields.items():
        inner = models_in(info.annotation)
        if not inner:
            found.add(prefix + name)
        for sub in inner:
            found |= field_paths(sub, f"{prefix}{name}.")
    return found


def covered(path: str, table: dict[str, str]) -> str | None:
    """The entry of a table (a mapping or the declared list) covering a path: itself or a parent prefix."""
    parts = path.split(".")
    for n in range(len(parts), 0, -1):
        key = ".".join(parts[:n])
        if key in table:
            return key
    return None


def uncovered(model: type[BaseModel], corrections: dict[str, str], declared: dict[str, str]) -> list[str]:
    """The state's fields with neither a correction nor a declared reason."""
    return sorted(p for p in field_paths(model) if covered(p, corrections) is None and covered(p, declared) is None)


def stale(model: type[BaseModel], *tables: dict[str, str]) -> list[str]:
    """Entries naming no field of the model any more (a renamed or removed field)."""
    paths = field_paths(model)
    return sorted(k for t in tables for k in t if not any(p == k or p.startswith(k + ".") for p in paths))
