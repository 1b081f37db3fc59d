"""The Gate to the Dragon Realm on the main board (003:L295-301): which plane holds it, what its reveal moves,
and which ring spaces lead to it.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..battle import BattleKind, Modifier, Side, SourceKind, Stage
from ..combat.power_ups import plane_of
from ..events import CardMoved
from ..rules import lookup
from ..rules import zones as Z
from ..state import GameState
from .setup import GATE_CARD, plane_bonus

LAKE_GREATER = "realm:lake:greater"
LAKE_ARTIFACT = "realm:lake:artifact"


def gate_plane(zones: Mapping[str, tuple[str, ...]], hidden: frozenset[str]) -> int | None:
    """The plane whose Lesser Guardian is the revealed Gate, or None while it is face down or not in play."""
    for p in Z.PLANES:
        if any(Z.base_id(c) == GATE_CARD and c not in hidden for c in zones.get(Z.plane(p, "lesser"), ())):
            return p
    return None


def after_reveal(tx, card: str) -> None:
    """Once a revealed card is the Gate, its plane's Greater Guardian and Artifact go to the Lake (003:L297)."""
    if Z.base_id(card) != GATE_CARD:
        return
    state = tx.state
    p = gate_plane(state.zones, state.hidden)
    if p is None:
        return
    for slot, lake in (("greater", LAKE_GREATER), ("artifact", LAKE_ARTIFACT)):
        for moved in state.zone(Z.plane(p, slot)):
            tx.emit(CardMoved(card=moved, to=lake, face_up=moved not in state.hidden))


def reveal_gate(zones: Mapping[str, tuple[str, ...]], hidden: frozenset[str],
                plane: int) -> tuple[dict[str, tuple[str, ...]], frozenset[str]]:
    """The zones after the Gate on `plane` is revealed: the Gate turns face up and stays (003:L299); the plane's
    Greater Guardian and Artifact move, still face down, onto the Realm's plane above the Lake (003:L297)."""
    lesser = Z.plane(plane, "lesser")
    if not any(Z.base_id(c) == GATE_CARD for c in zones.get(lesser, ())):
        raise ValueError(f"plane {plane} does not hold the Gate")
    out = dict(zones)
    out[LAKE_GREATER] = out.pop(Z.plane(plane, "greater"), ())
    out[LAKE_ARTIFACT] = out.pop(Z.plane(plane, "artifact"), ())
    return out, hidden - {c for c in zones[lesser] if Z.base_id(c) == GATE_CARD}


def gate_spaces(ctx, plane: int | None) -> tuple[int, ...] | None:
    """The two ring spaces beside the Gate's plane, from which the Realm is entered and to which heroes return
    (003:L299, 003:L339); None while the Gate is unknown. dragon-realm.md Q-31: they are the plane's attack
    spaces, which the group confirms on its board."""
    return None if plane is None else lookup.attack_spaces(ctx, plane)


def realm_modifiers(state: GameState, card: str) -> list[Modifier]:
    """With the Dragon Realm, the +1 token on every plane but the revealed Gate's (003:L261, 003:L297); the Lake
    of Fire is no plane of the ring, so its Guardian has none."""
    plane = plane_of(state, card)
    if state.options.realm is None or plane is None or not plane_bonus(plane, gate_plane(state.zones, state.hidden)):
        return []
    return [Modifier(source_kind=SourceKind.POWER_UP, source_id=f"plane-{plane + 1}-realm-token",
                     label=f"Dragon Realm +1 token (Astral Plane {plane + 1})", side=Side.FOE,
                     stage=Stage.SITUATIONAL, amount=1, battle_kinds=(BattleKind.STRENGTH, BattleKind.WILLS))]
