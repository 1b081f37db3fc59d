"""Who may do what on the battle board (001:L504-524), which arrivals start a fight (001:L512, L559, L575),
and the plan of a fight built from the board: abilities in force, dice per side, who rolls."""

from __future__ import annotations

from ..errors import InvalidInput
from .fight import Plan, Unit
from .model import SLOTS, Battle, Fighter
from .profile import active, element_dice


def fighter_at(battle: Battle, side: int, slot: int) -> Fighter | None:
    """The creature standing in a slot (a devourer sitting on its prey is not in its own slot)."""
    f = battle.side(side).slots[slot] if 0 <= slot < SLOTS else None
    return None if f is None or f.devouring is not None else f


def abilities(battle: Battle, side: int, slot: int, *, defending: bool = False,
              magician: dict[str, str] | None = None) -> dict[str, int]:
    """The abilities a creature in a slot has in force now."""
    f = battle.side(side).slots[slot]
    stats = battle.stats[f.card]
    pick = (magician or {}).get(f.card)
    gear = tuple(battle.gear[g] for g in f.items)
    devour_def = defending and "devour" in stats.abilities
    try:
        return active(stats, gear, bound=f.bound, devour_defending=devour_def, magician=pick)
    except ValueError as exc:
        raise InvalidInput(str(exc), "magician") from exc


def devoured(battle: Battle, side: int, slot: int) -> int | None:
    """The enemy slot of the devourer sitting on this side's slot, if any."""
    for i, f in enumerate(battle.side(1 - side).slots):
        if f is not None and f.devouring == slot:
            return i
    return None


def can_attack(battle: Battle, side: int, slot: int) -> bool:
    """A creature may attack the one opposite: not bound, held or devouring, no devourer, flyers only by
    flyers or ranged (001:L510, L559, L575, L595, L676)."""
    f, foe = fighter_at(battle, side, slot), fighter_at(battle, 1 - side, slot)
    if f is None or foe is None or f.bound or devoured(battle, side, slot) is not None:
        return False
    own = abilities(battle, side, slot)
    if "devour" in own:
        return False
    return "flying" in own or "ranged" in own or "flying" not in abilities(battle, 1 - side, slot, defending=True)


def arrival_fights(battle: Battle, side: int, slot: int, how: str = "summon") -> bool:
    """Whether arriving in this slot (summoned or moved) starts a fight with the creature opposite (001:L512);
    a ranged creature moving in fights even a flyer (001:L595, Herald's convention)."""
    if fighter_at(battle, 1 - side, slot) is None:
        return False
    own = abilities(battle, side, slot)
    if "devour" in own:
        return False  # a devourer arriving starts nothing (001:L575)
    if how == "move" and "ranged" in own:
        return True
    return "flying" in own or "flying" not in abilities(battle, 1 - side, slot, defending=True)


def can_move(battle: Battle, side: int, slot: int) -> list[int]:
    """The free neighbouring slots a creature may move to (001:L508, L518, L561, L662, L676)."""
    f = fighter_at(battle, side, slot)
    if f is None or f.frost or f.bound or devoured(battle, side, slot) is not None:
        return []
    if any("immobility" in battle.gear[g].abilities for g in f.items):
        return []
    streak = battle.side(side).streak
    if streak is not None and streak[0] == f.card and streak[1] >= 2:
        return []
    return [s for s in (slot - 1, slot + 1) if 0 <= s < SLOTS and battle.side(side).slots[s] is None]


def can_devour(battle: Battle, side: int, slot: int) -> bool:
    """A devourer already facing an enemy at the start of its turn may devour it (001:L575-579)."""
    f, foe = fighter_at(battle, side, slot), fighter_at(battle, 1 - side, slot)
    if f is None or foe is None or f.frost or f.rested or devoured(battle, side, slot) is not None:
        return False
    own = abilities(battle, side, slot)
    return "devour" in own and ("flying" in own or "flying" not in abilities(battle, 1 - side, slot, defending=True))


def plan(battle: Battle, side: int, slot: int, how: str, magician: dict[str, str] | None = None) -> Plan:
    """The fight started in `slot` by `side`'s creature (attack, summon or move), before any die."""
    foe = 1 - side
    places = [(side, slot), (foe, slot), (foe, slot - 1), (foe, slot + 1), (side, slot - 1), (side, slot + 1)]
    fighters = [fighter_at(battle, s, i) for s, i in places]
    abil = [abilities(battle, s, i, defending=(r == 1), magician=magician) if f else {}
            for r, ((s, i), f) in enumerate(zip(places, fighters, strict=True))]
    missing = [f.card for r, f in enumerate(fighters[:2]) if "magician" in abil[r] and f.card not in (magician or {})]
    if missing:
        raise InvalidInput(f"pick frost attack, burning 2 or poisonous for {', '.join(missing)}", "magician")
    hp = [battle.stats[f.card].hp if f else 0 for f in fighters]
    s_stats, t_stats = battle.stats[fighters[0].card], battle.stats[fighters[1].card]
    dice = [s_stats.bd + abil[0].get("power_hit", 0), t_stats.bd + abil[1].get("power_hit", 0)]
    if battle.elements:
        dice = [dice[0] + element_dice(s_stats, t_stats), dice[1] + element_dice(t_stats, s_stats)]
    ranged_alone = how != "summon" and "ranged" in abil[0] and "ranged" not in abil[1]
    start = tuple(_unit(battle, f) if f else None for f in fighters)
    rise = tuple(bool(f) and "resurrection" in abil[r] and not f.risen for r, f in enumerate(fighters))
    return Plan(cards=tuple(f.card if f else None for f in fighters), hp=tuple(hp), abilities=tuple(abil),
                start=start, dice=(dice[0], dice[1]), t_rolls=not ranged_alone, can_rise=rise, die=battle.die,
                side=side)


def _unit(battle: Battle, f: Fighter) -> Unit:
    shields = tuple(battle.gear[g].abilities.get("absorption", 0) - a for g, a in zip(f.items, f.absorbed, strict=True))
    return Unit(dm=f.dm, shields=shields, frost=f.frost, poison=f.poison, risen=f.risen)
