"""Who may call a route: every view has an access kind, declared or derived, that the request guard enforces.

- "open": anyone on the network (pages without a game, creating or importing a game, the PIN page).
- "player": a seat link's own pages and the table display's (read-only); the token in the URL is the credential and
  the view checks it (a seat's link never opens the display, nor the display's a seat).
- "gm": the game master of the game in the URL (GM session cookie or GM API token).
- "gm_any": a game master of any game: writes that concern no one game, such as the group's card
  entries, which change what every game reads (never a phone, never a stranger).
- "deny": a route that changes something without naming a game and was not declared open.

Undeclared routes get "gm" when their URL names a game, "open" for reads without a game, and
"deny" for writes without a game, so a new route is closed until someone decides otherwise.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

KINDS = ("open", "player", "gm", "gm_any")
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


def mark(kind: str) -> Callable:
    """Decorator declaring a view's access kind (place it above @bp.get / @api_route)."""
    if kind not in KINDS:
        raise ValueError(f"unknown access kind {kind!r}")

    def decorate(view: Callable) -> Callable:
        view.herald_access = kind
        return view

    return decorate


def default_access(arguments: Iterable[str], methods: Iterable[str]) -> str:
    """The access kind of a route that declared none."""
    if "game_id" in set(arguments):
        return "gm"
    return "open" if set(methods) <= SAFE_METHODS else "deny"


def access_of(view: Callable | None, arguments: Iterable[str], methods: Iterable[str]) -> str:
    """The access kind of a view: declared, or derived from its URL and methods."""
    return getattr(view, "herald_access", None) or default_access(arguments, methods)
