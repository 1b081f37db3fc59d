"""Power Up tokens in a Guardian's battle: their total on its plane adds to its Strength and Willpower alike
(003:L541-548). For the Master of Pain, which fights with one combined value, the total counts once: the
example's 17 after a +3 token is the catalog's 14 plus 3 (research note Q-11, MED)."""

from __future__ import annotations

from ..battle import BattleKind, Modifier, Side, SourceKind, Stage
from ..state import GameState


def plane_of(state: GameState, card: str) -> int | None:
    """The Astral Plane whose Guardian slot holds a card, or None."""
    zone = state.where(card) or ""
    parts = zone.split(":")
    if len(parts) == 3 and parts[0] == "plane" and parts[2] in ("lesser", "greater"):
        return int(parts[1])
    return None


def power_up(state: GameState, card: str) -> list[Modifier]:
    """The tokens' bonus for a Guardian fighting in its plane (none outside the cooperative modes)."""
    p = plane_of(state, card) if state.coop is not None else None
    bonus = state.coop.bonus(p) if p is not None else 0
    if not bonus:
        return []
    return [Modifier(source_kind=SourceKind.BATTLE_RULE, source_id=f"power-up-{p}", label="Power Up tokens",
                     side=Side.FOE, stage=Stage.SITUATIONAL, amount=bonus,
                     battle_kinds=(BattleKind.STRENGTH, BattleKind.WILLS))]
