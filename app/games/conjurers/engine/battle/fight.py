"""One fight as a fixed list of steps, each consuming one damage roll, shared by the real resolution (dice
entered or rolled) and the exact odds (every total of every roll). The order is Herald's convention
(conventions.py, after the research note's C17): dice, first strike, offensive, frost, defensive,
absorption, markers, splash, life steal, deaths and resurrection, burning, its deaths and resurrection.

Roles: S strikes (attacks, is summoned or moves opposite), T is struck; TL/TR are T's neighbours, SL/SR S's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from .dice import Die
from .labels import roll_label

S, T, TL, TR, SL, SR = range(6)
NEAR = {S: (SL, SR), T: (TL, TR)}
FOE = {S: T, T: S}


class Unit(NamedTuple):
    """A creature's wounds during a fight: DMs (capped at HP), each item's absorption left, markers."""

    dm: int
    shields: tuple[int, ...] = ()
    frost: bool = False
    poison: int = 0
    risen: bool = False


Units = tuple[Unit | None, ...]
Pend = tuple[int, int, int, int]  # what S and T landed, what each really took
World = tuple[Units, Pend]
NO_PEND: Pend = (0, 0, 0, 0)


@dataclass(frozen=True)
class Step:
    """One damage roll: its label (the key of entered dice), how many dice, when it is rolled, its effect."""

    label: str
    dice: int
    needed: Callable[[World], bool]
    apply: Callable[[World, int], World]
    target: int | None = None  # the one creature a burning step touches


@dataclass(frozen=True)
class Plan:
    """A fight fixed before any die: who is where, their HP and abilities, who rolls how many dice."""

    cards: tuple[str | None, ...]
    hp: tuple[int, ...]
    abilities: tuple[dict[str, int], ...]
    start: Units
    dice: tuple[int, int]  # S's and T's normal-fight dice (BD + power hit + elements)
    t_rolls: bool  # False when a ranged striker is answered by no roll, burning included (001:L595)
    can_rise: tuple[bool, ...]
    die: Die
    side: int = 0  # the side S stands on (T's is the other): roll labels name it

    def has(self, role: int, name: str) -> bool:
        """Whether the creature in this role fights with the ability."""
        return name in self.abilities[role]

    def x(self, role: int, name: str) -> int:
        """The X of an ability (0 when absent)."""
        return self.abilities[role].get(name, 0)

    def label(self, kind: str, role: int, *more: str | None) -> str:
        """The roll label of a role's card, with its side (labels.py)."""
        side = self.side if role in (S, SL, SR) else 1 - self.side
        return roll_label(kind, side, self.cards[role], *more)

    def alive(self, units: Units, role: int) -> bool:
        """Whether a creature stands in the role with DMs below its HP."""
        u = units[role]
        return u is not None and u.dm < self.hp[role]

    def steps(self) -> tuple[tuple[Step, ...], tuple[Step, ...]]:
        """The normal exchange's steps and the burning steps, in order."""
        return _exchange(self), _burning(self)

    def finish(self, units: Units) -> Units:
        """Resurrection at once for a creature dead after the exchange or its burning roll (001:L538, L593):
        whole, without items or markers, once per battle."""
        out = list(units)
        for role, u in enumerate(units):
            if u is not None and u.dm >= self.hp[role] and self.can_rise[role] and not u.risen:
                out[role] = Unit(dm=0, risen=True)
        return tuple(out)


def absorb(u: Unit, amount: int, hp: int) -> tuple[Unit, int]:
    """Damage onto the items' absorption first, the excess onto the creature (001:L654); what it really took."""
    if not amount:
        return u, 0
    shields = u.shields
    if shields:
        left = list(shields)
        for i, cap in enumerate(left):
            took = min(cap, amount)
            left[i] -= took
            amount -= took
        shields = tuple(left)
    return Unit(min(hp, u.dm + amount), shields, u.frost, u.poison, u.risen), amount


def hit_of(plan: Plan, units: Units, role: int, total: int) -> int:
    """What a striker hits for: the roll, plus offensive X when it is the active side, less frost (001:L555, L561)."""
    hit = total + (plan.x(S, "offensive") if role == S else 0)
    u = units[role]
    return hit - hit // 3 if u is not None and u.frost else hit


def strike(plan: Plan, units: Units, role: int, hit: int) -> tuple[Units, int, int]:
    """A striker's hit lands on its foe with the markers it brings, and splashes its foe's neighbours."""
    foe = FOE[role]
    out = list(units)
    land = max(0, hit - plan.x(T, "defensive")) if foe == T else hit  # defensive X only when passive (001:L557)
    u, real = absorb(units[foe], land, plan.hp[foe])
    if land > 0 and plan.has(role, "frost_attack") and not plan.has(foe, "immunity_ice"):
        u = u._replace(frost=True)  # even when absorbed (001:L656)
    if real > 0 and plan.has(role, "poisonous") and not plan.has(foe, "immunity_poison"):
        u = u._replace(poison=u.poison + 1)  # only damage really taken (001:L569)
    out[foe] = u
    if plan.has(role, "multi_attack") and land >= 3:
        for n in NEAR[foe]:
            if units[n] is not None:  # a third of what the opponent was dealt, less each one's own X (001:L557, L571)
                out[n] = _marked(plan, role, n, *absorb(out[n], max(0, land // 3 - plan.x(n, "defensive")), plan.hp[n]),
                                 dealt=land // 3 > plan.x(n, "defensive"))
    return tuple(out), land, real


def _marked(plan: Plan, role: int, n: int, u: Unit, real: int, *, dealt: bool) -> Unit:
    """A splashed neighbour's markers: splash is damage dealt by the striker (001:L561, L565, L569)."""
    if dealt and plan.has(role, "frost_attack") and not plan.has(n, "immunity_ice"):
        u = u._replace(frost=True)
    if real > 0 and plan.has(role, "poisonous") and not plan.has(n, "immunity_poison"):
        u = u._replace(poison=u.poison + 1)
    return u


def _exchange(plan: Plan) -> tuple[Step, ...]:
    first = None
    if plan.t_rolls and plan.has(S, "first_strike") != plan.has(T, "first_strike"):
        first = S if plan.has(S, "first_strike") else T

    def record(pend: Pend, role: int, land: int, real: int) -> Pend:
        p = list(pend)
        p[0 if role == S else 1], p[2 if role == S else 3] = land, real
        return tuple(p)

    hits = lru_cache(maxsize=None)(lambda units, role, hit: strike(plan, units, role, hit))  # one fight's memo

    def one(role: int) -> Callable[[World, int], World]:
        def go(world: World, total: int) -> World:
            units, pend = world
            units, land, real = hits(units, role, hit_of(plan, units, role, total))
            return units, record(pend, role, land, real)
        return go

    def both(world: World, total: int) -> World:
        units, pend = world
        s_total = pend[0]  # S's roll waits here until T has rolled: damage lands at once (001:L538)
        s_hit, t_hit = hit_of(plan, units, S, s_total), hit_of(plan, units, T, total)
        # Each hit touches only the other side's creatures, so both are struck from the same board and merged.
        hit_t, s_land, s_real = hits(units, S, s_hit)
        hit_s, t_land, t_real = hits(units, T, t_hit)
        merged = (hit_s[S], hit_t[T], hit_t[TL], hit_t[TR], hit_s[SL], hit_s[SR])
        return merged, (s_land, t_land, s_real, t_real)

    def hold(world: World, total: int) -> World:
        return world[0], (total, 0, 0, 0)

    always = lambda world: True  # noqa: E731
    s_step = Step(plan.label("hit", S), plan.dice[0], always, one(S))
    if not plan.t_rolls:
        return (s_step,)
    if first is None:
        return (Step(plan.label("hit", S), plan.dice[0], always, hold),
                Step(plan.label("hit", T), plan.dice[1], always, both))
    second = FOE[first]
    return (Step(plan.label("hit", first), plan.dice[first], always, one(first)),
            Step(plan.label("hit", second), plan.dice[second], lambda w: plan.alive(w[0], second), one(second)))


def life_steal(plan: Plan, world: World) -> Units:
    """After the exchange a living life stealer removes up to half what it really dealt (001:L581)."""
    units, pend = world
    out = list(units)
    for role, real in ((S, pend[2]), (T, pend[3])):
        u = units[role]
        if real >= 2 and plan.has(role, "life_steal") and plan.alive(units, role):
            out[role] = u._replace(dm=u.dm - min(u.dm, real // 2))
    return tuple(out)


def _burning(plan: Plan) -> tuple[Step, ...]:
    steps = []
    for burner in (S, T) if plan.t_rolls else (S,):  # a ranged shot is answered by no roll at all (001:L595)
        x = plan.x(burner, "burning")
        if not x or plan.has(FOE[burner], "immunity_fire") or plan.cards[burner] is None:
            continue  # a fire-immune foe cancels this fight's burning for everyone (001:L670)
        for target in (FOE[burner], *NEAR[FOE[burner]]):
            if plan.cards[target] is None or plan.has(target, "immunity_fire"):
                continue

            def go(world: World, total: int, target: int = target) -> World:
                units = list(world[0])
                units[target] = absorb(units[target], total, plan.hp[target])[0]  # no defensive X (001:L557)
                return tuple(units), world[1]

            steps.append(Step(plan.label("burn", burner, plan.cards[target]), x,
                              lambda w, target=target: plan.alive(w[0], target), go, target))
    return tuple(steps)


class Outcome(NamedTuple):
    """A fight resolved with dice: the units after it, what S and T landed, the faces used per roll."""

    units: Units
    landed: tuple[int, int]
    faces: dict[str, tuple[int, ...]]


def resolve(plan: Plan, roll: Callable[[str, int], tuple[tuple[int, ...], int]]) -> Outcome:
    """The fight with each needed roll asked of `roll(label, dice)` -> (faces, damage)."""
    exchange, burning = plan.steps()
    world: World = (plan.start, NO_PEND)
    faces: dict[str, tuple[int, ...]] = {}
    for step in exchange:
        if step.needed(world):
            faces[step.label], total = roll(step.label, step.dice)
            world = step.apply(world, total)
    landed = (world[1][0], world[1][1])
    world = (plan.finish(life_steal(plan, world)), NO_PEND)  # the dead of the exchange rise before burning
    for step in burning:
        if step.needed(world):
            faces[step.label], total = roll(step.label, step.dice)
            world = step.apply(world, total)
    return Outcome(plan.finish(world[0]), landed, faces)
