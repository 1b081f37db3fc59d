"""Power Up tokens on an Astral Plane: each adds its value to both Guardians' Strength and Willpower (003:L641); the
Dragon Realm's +1 on the other planes and the Dragon Heart's +1 against a character without one."""

from __future__ import annotations

from ..battle import BattleKind, Modifier, Side, SourceKind, Stage
from ..realm.gate import gate_plane
from ..realm.heart import heart_bonus
from ..realm.setup import plane_bonus
from ..state import GameState

BOTH = (BattleKind.STRENGTH, BattleKind.WILLS)


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
            for i, t in enumerate(state.power_ups.get(plane, ())) if t] + realm_modifiers(state, card)


def realm_modifiers(state: GameState, card: str) -> list[Modifier]:
    """With the Dragon Realm, the +1 token on every plane but the revealed Gate's (003:L261, 003:L297); the Lake
    of Fire is no plane of the ring, so its Guardian has none."""
    plane = plane_of(state, card)
    if state.options.realm is None or plane is None or not plane_bonus(plane, gate_plane(state.zones, state.hidden)):
        return []
    return [Modifier(source_kind=SourceKind.POWER_UP, source_id=f"plane-{plane + 1}-realm-token",
                     label=f"Dragon Realm +1 token (Astral Plane {plane + 1})", side=Side.FOE,
                     stage=Stage.SITUATIONAL, amount=1, battle_kinds=BOTH)]


def heart_modifiers(state: GameState, seat: int, foe_seat: int | None) -> list[Modifier]:
    """The Dragon Heart's +1 to a holder fighting a character without one, on either side (003:L417)."""
    out = []
    for side, me, them in ((Side.HERO, seat, foe_seat), (Side.FOE, foe_seat, seat)):
        if me is not None and heart_bonus(state.zones, me, them):
            out.append(Modifier(source_kind=SourceKind.DRAGON_HEART, source_id=f"dragon-heart-seat-{me + 1}",
                                label=f"Dragon Heart of {state.hero(me).player}", side=side,
                                stage=Stage.SITUATIONAL, amount=1, battle_kinds=BOTH))
    return out
