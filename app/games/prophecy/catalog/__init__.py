"""Reads the declarative card data in cards/ into the engine's Catalog (the only file access for cards).

The reading functions are `loader.py`'s and `overrides.py`'s, imported on first use: the loader needs the engine's card models, and the
kept catalog (`cached.py`) lets a start import no engine (issue 42)."""

from __future__ import annotations

__all__ = ["dump_overrides", "load_catalog", "load_overrides", "read_records"]


def __getattr__(name: str):
    """`loader`'s functions, imported when first asked for."""
    if name in ("dump_overrides", "load_overrides"):  # the override files' (no engine until one is read)
        from . import overrides

        return getattr(overrides, name)
    if name in __all__:
        from . import loader

        return getattr(loader, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
