"""The export file of a group's table-entered values: a versioned JSON-ready document."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

FORMAT = "herald-catalog-overrides"
VERSION = 1
GAMES = ("prophecy",)


def dump_overrides(overrides: Mapping[str, Mapping[str, Any]], *, game: str = "prophecy") -> dict[str, Any]:
    """The overrides as a JSON-ready document with format, version and game, keys sorted."""
    body = {str(eid): {str(f): _plain(v, f"{eid}.{f}") for f, v in sorted(fields.items())}
            for eid, fields in sorted(overrides.items())}
    return {"format": FORMAT, "version": VERSION, "game": game, "overrides": body}


def load_overrides(data: Any) -> dict[str, dict[str, Any]]:
    """Check an export document and return its overrides; raise CatalogError naming what is wrong."""
    from app.games.prophecy.engine.cards import CatalogError

    if not isinstance(data, dict):
        raise CatalogError("an overrides file is a JSON object", file="overrides")
    unknown = set(data) - {"format", "version", "game", "overrides"}
    if unknown:
        raise CatalogError("unknown key", file="overrides", field=min(unknown))
    if data.get("format") != FORMAT:
        raise CatalogError(f"format must be {FORMAT!r}", file="overrides", field="format")
    if data.get("version") != VERSION:
        raise CatalogError(f"unsupported version {data.get('version')!r}; this Herald reads version {VERSION}",
                           file="overrides", field="version")
    if data.get("game") not in GAMES:
        raise CatalogError(f"game must be one of {list(GAMES)}", file="overrides", field="game")
    body = data.get("overrides")
    if not isinstance(body, dict):
        raise CatalogError("overrides must map entry ids to their fields", file="overrides", field="overrides")
    out: dict[str, dict[str, Any]] = {}
    for eid, fields in body.items():
        if not isinstance(eid, str) or not isinstance(fields, dict):
            raise CatalogError("each entry maps field names to values", file="overrides", entity=str(eid))
        out[eid] = {}
        for field, value in fields.items():
            if not isinstance(field, str):
                raise CatalogError("field names are strings", file="overrides", entity=eid, field=str(field))
            out[eid][field] = _plain(value, f"{eid}.{field}")
    return out


def _plain(value: Any, where: str) -> Any:
    """Copy a JSON value (null, bool, int, str, list, object), refusing anything else."""
    from app.games.prophecy.engine.cards import CatalogError

    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, (list, tuple)):
        return [_plain(v, where) for v in value]
    if isinstance(value, Mapping):
        return {str(k): _plain(v, where) for k, v in value.items()}
    raise CatalogError(f"{type(value).__name__} is not a value the catalog stores", file="overrides",
                       field=where)
