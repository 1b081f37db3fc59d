"""The app's two catalogs: the base one read from cards/, and the effective one with the group's entries.

`app.extensions["herald.catalog.base"]` never changes; `app.extensions["herald.catalog"]` is
`base.with_overrides(current entries)` and is rebuilt (under a lock) whenever the entries change, so
the engine (through the GameLog's context factory) and every page see the new values at once. Both are made when
first read (`app.extensions` is `deps.Extensions`): a start imports no engine (issue 42).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from flask import Flask, current_app, request

from app.games.prophecy.catalog import entries as entries

if TYPE_CHECKING:
    from app.games.prophecy.engine.cards import Catalog

BASE = "herald.catalog.base"
EFFECTIVE = "herald.catalog"
REFUSED = "herald.catalog.refused"
LOCK = "herald.catalog.lock"
VERSION = "herald.catalog.version"
REFUSALS = "herald.catalog.refusals"


def init(app: Flask, base: Callable[[], Catalog], engine) -> None:
    """Keep the base catalog (`base()`) and the effective one built from the stored entries, both made when first
    read (by a request, or the warm-up after the first answer)."""
    app.extensions[LOCK] = threading.Lock()
    app.extensions[REFUSALS] = {}  # refused override sets of this base catalog (see entries._checked)

    def made() -> dict:
        catalog = base()
        effective, refused = entries.effective_catalog(engine, catalog)
        return {BASE: catalog, EFFECTIVE: effective, REFUSED: refused, VERSION: entries.version(engine)}

    app.extensions.later((BASE, EFFECTIVE, REFUSED, VERSION), made)
    if engine.dialect.name != "sqlite":  # a server database may be shared by several processes
        app.before_request(stay_current)


def stay_current() -> None:
    """Rebuild the effective catalog when another process changed the group's entries (none to rebuild until one is
    read: it is then made from the entries of that moment)."""
    if request.endpoint == "static" or not current_app.extensions.made(VERSION):
        return
    if entries.version(_engine()) != current_app.extensions[VERSION]:
        refresh()


def _engine():
    return current_app.extensions["herald.log"].engine


def base() -> Catalog:
    """The catalog as cards/ describes it."""
    return current_app.extensions[BASE]


def effective() -> Catalog:
    """The catalog with the group's entries applied."""
    return current_app.extensions[EFFECTIVE]


def refused_entries() -> list:
    """Stored entries the current card data refuses (left out of the effective catalog)."""
    return current_app.extensions.get(REFUSED, [])


def record(new: Mapping[str, Mapping[str, Any]], *, game_id: str | None = None, origin: str = "table") -> Catalog:
    """Validate and store entries, then swap in the new effective catalog; OverrideError changes nothing."""
    with current_app.extensions[LOCK]:
        catalog = entries.record(_engine(), base(), new, game_id=game_id, origin=origin,
                                 refusals=current_app.extensions.setdefault(REFUSALS, {}))
        current_app.extensions[EFFECTIVE] = catalog
        return catalog


def forget(card_id: str, field: str) -> Catalog:
    """Withdraw one of the group's entries and swap in the new effective catalog."""
    with current_app.extensions[LOCK]:
        catalog = entries.forget(_engine(), base(), card_id, field)
        current_app.extensions[EFFECTIVE] = catalog
        current_app.extensions[REFUSED] = [e for e in refused_entries() if (e.entity, e.field) != (card_id, field)]
        return catalog


def refresh() -> Catalog:
    """Rebuild the effective catalog from the database (after a game import brought entries)."""
    with current_app.extensions[LOCK]:
        current_app.extensions[VERSION] = entries.version(_engine())
        catalog, refused = entries.effective_catalog(_engine(), base())
        current_app.extensions[EFFECTIVE] = catalog
        current_app.extensions[REFUSED] = refused
        return catalog
