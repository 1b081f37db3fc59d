"""Card values typed during a game become the group's: the tablet, the battle screen and its typing forms all keep
them the same way (a module of its own so those screens and the kind need not import each other)."""

from __future__ import annotations

from app.games.conjurers import entries
from app.games.conjurers.kind import base_catalog
from app.web.rendering.deps import game_log


def keep_typed(game_id: str, state=None, before=None) -> dict:
    """Record the values typed in this game (its head state, unless given; since `before`, if given) that the
    group has no entry for yet; what was new."""
    log = game_log()
    head = log.load(game_id)[1] if state is None else state
    return entries.keep(log.engine, base_catalog(), game_id, head, before)
