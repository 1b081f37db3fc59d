"""What happens to a creature's wounds on the board: a fight's result written back, death and resurrection,
and the damage outside fights (poison, devour, breaking free, 001:L569, L575-579, L593)."""

from __future__ import annotations

from collections.abc import Callable

from .fight import Unit, absorb
from .labels import roll_label
from .model import Battle
from .rules import abilities, devoured

Roll = Callable[[str, int], tuple[tuple[int, ...], int]]


def set_fighter(battle: Battle, s: int, i: int, **changes) -> Battle:
    """The battle with some fields of the fighter in side s, slot i changed."""
    side = battle.side(s)
    slots = list(side.slots)
    slots[i] = slots[i].model_copy(update=changes)
    return battle.with_side(s, side.model_copy(update={"slots": tuple(slots)}))


def wound(battle: Battle, s: int, i: int, u: Unit, hp: int, lines: list[str]) -> Battle:
    """Write a fight's result onto a fighter: wounds and markers, death or resurrection."""
    f = battle.side(s).slots[i]
    if u.dm >= hp:
        if u.risen and not f.risen:
            lines.append(f"{f.card} dies and rises again, whole and without its items.")
        return _kill(battle, s, i, lines)
    if u.risen and not f.risen:
        lines.append(f"{f.card} dies and rises again, whole and without its items.")
        battle = _release(battle, s, i)
        return set_fighter(battle, s, i, dm=u.dm, items=(), absorbed=(), frost=False, poison=0, risen=True)
    caps = [battle.gear[g].abilities.get("absorption", 0) for g in f.items]
    return set_fighter(battle, s, i, dm=u.dm, frost=u.frost, poison=u.poison,
                absorbed=tuple(c - left for c, left in zip(caps, u.shields, strict=True)))


def _release(battle: Battle, s: int, i: int) -> Battle:
    d = devoured(battle, s, i)
    return battle if d is None else set_fighter(battle, 1 - s, d, devouring=None, rested=True, back_at=battle.turns)


def _kill(battle: Battle, s: int, i: int, lines: list[str]) -> Battle:
    battle = _release(battle, s, i)
    side = battle.side(s)
    f = side.slots[i]
    slots = list(side.slots)
    slots[i] = None
    lines.append(f"{f.card} dies.")
    return battle.with_side(s, side.model_copy(update={"slots": tuple(slots), "lost": (*side.lost, f.card)}))


def _damage(battle: Battle, s: int, i: int, amount: int, lines: list[str], absorbable: bool) -> Battle:
    """Damage outside a fight: onto absorption first unless it is poison (001:L656), then death or rising."""
    f = battle.side(s).slots[i]
    hp = battle.stats[f.card].hp
    caps = [battle.gear[g].abilities.get("absorption", 0) for g in f.items]
    unit = Unit(f.dm, tuple(c - a for c, a in zip(caps, f.absorbed, strict=True)), f.frost, f.poison, f.risen)
    unit = absorb(unit, amount, hp)[0] if absorbable else unit._replace(dm=min(hp, f.dm + amount))
    if unit.dm >= hp and not f.risen and "resurrection" in _abil(battle, s, i):
        unit = Unit(dm=0, risen=True)
    return wound(battle, s, i, unit, hp, lines)


def _abil(battle: Battle, s: int, i: int) -> dict[str, int]:
    return abilities(battle, s, i)


def upkeep(battle: Battle, roll: Roll, lines: list[str]) -> tuple[Battle, bool]:
    """Poison markers, then devour rolls, on the acting side's creatures before it acts (001:L569, L575)."""
    s, rolled = battle.turn, False
    for i, f in battle.side(s).on_board():
        if f.poison:
            lines.append(f"{f.card} takes {f.poison} from poison.")
            battle = _damage(battle, s, i, f.poison, lines, absorbable=False)
    for i, f in battle.side(s).on_board():
        d = devoured(battle, s, i)
        if d is not None:
            devourer = battle.side(1 - s).slots[d]
            faces, total = roll(roll_label("devour", 1 - s, devourer.card), battle.stats[devourer.card].bd)
            rolled = True
            lines.append(f"{devourer.card} devours {total} from {f.card}.")
            battle = _damage(battle, s, i, total, lines, absorbable=True)
    return battle, rolled


def break_free(battle: Battle, s: int, i: int, roll: Roll, lines: list[str]) -> tuple[Battle, bool]:
    d = devoured(battle, s, i)
    devourer = battle.side(1 - s).slots[d]
    f = battle.side(s).slots[i]
    faces, total = roll(roll_label("break_free", s, f.card), 2 * battle.stats[devourer.card].bd)  # 001:L579
    lines.append(f"{f.card} breaks free, taking {total}.")
    battle = set_fighter(battle, 1 - s, d, devouring=None, rested=True, back_at=battle.turns)
    return _damage(battle, s, i, total, lines, absorbable=True), True
