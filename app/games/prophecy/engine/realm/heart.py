"""Dragon Hearts (003:L411-417): outside the Item and Ability limits, never lost, one per player; gaining one
restores Health and Magic; +1 in battle against a character without one."""

from __future__ import annotations

from collections.abc import Mapping

from ..battle import BattleKind, Modifier, Side, SourceKind, Stage
from ..state import GameState
from .setup import HEARTS


def heart_zone(seat: int) -> str:
    """The zone of a hero's Dragon Heart (apart from her Items and Abilities: it is neither, 003:L411)."""
    return f"hero:{seat}:heart"


def has_heart(zones: Mapping[str, tuple[str, ...]], seat: int) -> bool:
    """Whether the hero holds a Dragon Heart."""
    return bool(zones.get(heart_zone(seat)))


def take_heart(zones: Mapping[str, tuple[str, ...]], hero):
    """The zones and the hero after she gains a Dragon Heart: one from the pile, Health and Magic full
    (003:L417); unchanged when she already holds one or the pile is empty (one per player, 003:L415)."""
    pile = zones.get(HEARTS, ())
    if has_heart(zones, hero.seat) or not pile:
        return dict(zones), hero
    out = {**zones, HEARTS: pile[1:], heart_zone(hero.seat): (pile[0],)}
    return out, hero.model_copy(update={"health": hero.red, "magic": hero.blue})


def heart_bonus(zones: Mapping[str, tuple[str, ...]], seat: int, foe_seat: int | None) -> int:
    """+1 in a battle of Strength or of Wills for a Heart holder against a character without one (003:L417);
    `foe_seat` None means the foe is no character (a Creature or Guardian)."""
    if foe_seat is None or not has_heart(zones, seat):
        return 0
    return 0 if has_heart(zones, foe_seat) else 1


def heart_modifiers(state: GameState, seat: int, foe_seat: int | None) -> list[Modifier]:
    """The Dragon Heart's +1 to a holder fighting a character without one, on either side (003:L417)."""
    out = []
    for side, me, them in ((Side.HERO, seat, foe_seat), (Side.FOE, foe_seat, seat)):
        if me is not None and heart_bonus(state.zones, me, them):
            out.append(Modifier(source_kind=SourceKind.DRAGON_HEART, source_id=f"dragon-heart-seat-{me + 1}",
                                label=f"Dragon Heart of {state.hero(me).player}", side=side,
                                stage=Stage.SITUATIONAL, amount=1, battle_kinds=(BattleKind.STRENGTH, BattleKind.WILLS)))
    return out
