"""Opportunities: which ones must change something to be used, and the Golden Fish's wish."""

from __future__ import annotations

from .. import rulebook
from ..state import GameState
from . import lookup
from . import zones as Z

TOKEN_KINDS = frozenset({"health", "magic", "strength", "willpower", "gold", "experience"})


def tokens_only(ctx, card: str) -> bool:
    """Whether all a card does is move cubes and tokens (or nothing is known of it): using it must change some."""
    effects = getattr(lookup.raw(ctx, card), "effects", None)
    return not effects or all(e.kind in TOKEN_KINDS for e in effects)


R_WISH = rulebook.rule(
    "golden_fish", "The Golden Fish grants Strength, Willpower or a Rare Item only to a hero who alone has the least "
    "of it (cubes on both sides; Artifacts count as Rare Items).", "000:L902",
)


def check_wish(state: GameState, ctx, seat: int, deltas: dict, item: str | None) -> None:
    """Refuse a wish the hero is not alone in having the least of; one wish only (000:L904)."""
    wishes = [k for k in ("strength", "willpower") if deltas.get(k, 0) > 0] + (["item"] if item else [])
    others = [h for h in state.heroes if h.seat != seat and h.status == "active"]
    if len(wishes) > 1 or any(deltas.get(k) for k in ("health", "magic", "gold", "experience")):
        raise rulebook.refuse(R_WISH, "It grants a single wish, nothing else.")

    def count(s: int, what: str) -> int:
        if what == "item":
            return sum(lookup.home_deck(ctx, c) in ("rare", "artifact") for c in state.zone(Z.items(s)))
        return getattr(state.hero(s), "red" if what == "strength" else "blue")

    for what in wishes:
        if any(count(h.seat, what) <= count(seat, what) for h in others):
            raise rulebook.refuse(R_WISH, "Another hero has as little or less of it.")
