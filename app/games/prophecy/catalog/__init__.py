"""Reads the declarative card data in cards/ into the engine's Catalog (the only file access for cards)."""

from .loader import dump_overrides, load_catalog, load_overrides, read_records

__all__ = ["dump_overrides", "load_catalog", "load_overrides", "read_records"]
