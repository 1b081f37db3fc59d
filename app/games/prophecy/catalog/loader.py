"""Read cards/*.toml into a validated Catalog; read and write the table's override export."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from app.games.prophecy.engine.cards import Catalog, CatalogError, Record

from .overrides import FORMAT, VERSION, dump_overrides, load_overrides

__all__ = ["FORMAT", "VERSION", "CatalogError", "dump_overrides", "load_catalog", "load_overrides", "read_records"]

SCHEMA = 1
META_KEYS = frozenset({"schema", "contains", "game", "expansion"})
CONTAINS = ("cards", "board", "planes", "decks")


def load_catalog(cards_dir: Path, overrides: dict[str, dict[str, Any]] | None = None) -> Catalog:
    """Load and validate every cards/*.toml file; raise CatalogError naming file, entry and field."""
    catalog = Catalog.from_records(read_records(cards_dir))
    return catalog.with_overrides(overrides) if overrides else catalog


def read_records(cards_dir: Path) -> tuple[Record, ...]:
    """Parse the TOML files of a cards directory into raw records, in file-name order."""
    cards_dir = Path(cards_dir)
    files = sorted(cards_dir.glob("*.toml"))
    if not files:
        raise CatalogError(f"no *.toml files in {cards_dir}")
    records: list[Record] = []
    for path in files:
        records.extend(_file_records(path.name, _parse(path)))
    return tuple(records)


def _parse(path: Path) -> dict[str, Any]:
    """The TOML document of one file."""
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except tomllib.TOMLDecodeError as exc:
        raise CatalogError(f"not valid TOML: {exc}", file=path.name) from None


def _meta(name: str, doc: dict[str, Any]) -> dict[str, Any]:
    """The [meta] table of a file, checked."""
    meta = doc.get("meta")
    if not isinstance(meta, dict):
        raise CatalogError("every file starts with a [meta] table", file=name, field="meta")
    for key in meta:
        if key not in META_KEYS:
            raise CatalogError("unknown key", file=name, entity="meta", field=key)
    if meta.get("schema") != SCHEMA:
        raise CatalogError(f"schema must be {SCHEMA}", file=name, entity="meta", field="schema")
    if meta.get("contains") not in CONTAINS:
        raise CatalogError(f"contains must be one of {list(CONTAINS)}", file=name, entity="meta", field="contains")
    return meta


def _tables(name: str, doc: dict[str, Any], skip: tuple[str, ...] = ("meta",)) -> list[tuple[str, dict[str, Any]]]:
    """The top-level tables of a document except meta; a bare value there is an unknown key."""
    out = []
    for key, value in doc.items():
        if key in skip:
            continue
        if not isinstance(value, dict):
            raise CatalogError("unknown key (top-level entries must be tables)", file=name, field=key)
        out.append((key, value))
    return out


def _file_records(name: str, doc: dict[str, Any]) -> list[Record]:
    """Records of one parsed file, according to what its meta says it contains."""
    meta = _meta(name, doc)
    contains = meta["contains"]
    if contains == "cards":
        defaults = {k: meta[k] for k in ("game", "expansion") if k in meta}
        return [Record(file=name, section="card", id=key, data={**defaults, **table})
                for key, table in _tables(name, doc)]
    if contains == "planes":
        return [Record(file=name, section="plane", id=key, data=table) for key, table in _tables(name, doc)]
    if contains == "board":
        return [Record(file=name, section=key if key in ("board", "realm") else "space", id=key, data=table)
                for key, table in _tables(name, doc)]
    out = []
    for key, table in _tables(name, doc):
        if key == "box":
            out.append(Record(file=name, section="box", id="box", data=table))
        elif key == "decks":
            out.extend(Record(file=name, section="deck", id=f"deck:{k}", data=v) for k, v in _tables(name, table, ()))
        elif key == "variants":
            out.extend(Record(file=name, section="variant", id=f"variant:{k}", data=v)
                       for k, v in _tables(name, table, ()))
        else:
            raise CatalogError("unknown key (a decks file holds box, decks and variants)", file=name, field=key)
    return out
