"""Power Up tokens on an Astral Plane: each adds its value to both Guardians' Strength and Willpower (003:L641), and
whatever else the expansion lays on a plane (PLANE_MODIFIERS; realm/: the Dragon Realm's +1 on the other planes)."""

from __future__ import annotations

from ..battle import BattleKind, Modifier, Side, SourceKind, Stage
from ..seams import Seam
from ..state import GameState

BOTH = (BattleKind.STRENGTH, BattleKind.WILLS)
# Extension point (seams.py): a Guardian's bonuses from its plane beyond the Power Up tokens: (state, card) -> modifiers.
PLANE_MODIFIERS = Seam("battle: a Guardian's plane bonuses", lambda state, card: [])


def plane_of(state: GameState, card: str) -> int | None:
    """The Astral Plane a Guardian card lies in, or None."""
    zone = state.where(card) or ""
    parts = zone.split(":")
    return int(parts[1]) if parts[0] == "plane" and len(parts) == 3 and parts[2] in ("lesser", "greater") else None


def guardian_modifiers(state: GameState, card: str) -> list[Modifier]:
    """The FOE side's bonus from its plane's tokens, one line per token with where it lies."""
    plane = plane_of(state, card)
    if plane is None:
        return []
    return [Modifier(source_kind=SourceKind.POWER_UP, source_id=f"plane-{plane + 1}-token-{i + 1}",
                     label=f"Power Up token (Astral Plane {plane + 1})", side=Side.FOE,
                     stage=Stage.SITUATIONAL, amount=t, battle_kinds=BOTH)
            for i, t in enumerate(state.power_ups.get(plane, ())) if t] + PLANE_MODIFIERS(state, card)
