"""The Realm's changes to the ending (003:L419-435): no crown before the Lake's Artifact is taken, and a fifth
Artifact in a Dragon Heart holder's hands must be won in battle (dragon-realm.md Q-24's reading)."""

from __future__ import annotations

from collections.abc import Callable

from ..rules import zones as Z
from ..state import GameState
from .gate import LAKE_ARTIFACT, gate_plane
from .heart import has_heart
from .lake_claim import unnamed


def lake_artifact_taken(state: GameState) -> bool:
    """Whether someone has won the Artifact of the Lake of Fire: the Gate is revealed and the Lake holds none.
    When the table turned up every Lesser Guardian without the Gate, the Realm can no longer open, and the game is
    not held up for an Artifact that is not there (the table is the truth)."""
    if state.zone(LAKE_ARTIFACT) or unnamed(state) is not None:  # won but not named yet: nobody holds it
        return False
    if gate_plane(state.zones, state.hidden) is not None:
        return True
    return not any(c in state.hidden for p in Z.PLANES for c in state.zone(Z.plane(p, "lesser")))


def blocks_crown(state: GameState, seat: int, holds_artifact: Callable[[int], bool]) -> bool:
    """Whether the Realm keeps a hero holding enough Artifacts from winning now: the Lake's Artifact is still out
    there (003:L431), or another living Dragon Heart holder keeps an Artifact to be won from her (003:L419)."""
    if state.options.realm is None or state.options.realm.variant != "standard":
        return False
    if not lake_artifact_taken(state):
        return True
    return any(h.seat != seat and h.status == "active" and has_heart(state.zones, h.seat) and holds_artifact(h.seat)
               for h in state.heroes)
