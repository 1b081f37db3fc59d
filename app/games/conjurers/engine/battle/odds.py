"""Exact odds of one fight: every total of every roll the fight needs, weighted by the die's faces, run through
the same steps as the real fight (fight.py) and merged where the wounds agree.

Whole-number weights over one common denominator keep the hot loop free of Fractions.
"""

from __future__ import annotations

from fractions import Fraction

from ..model import Frozen
from .fight import NO_PEND, Plan, Step, Unit, Units, World, life_steal


class FightOdds(Frozen):
    """Before the dice: what each side may land on its foe, and each creature's chance to die or rise."""

    striker: str
    target: str
    striker_deals: tuple[tuple[int, Fraction], ...]
    target_deals: tuple[tuple[int, Fraction], ...]
    dies: dict[str, Fraction]  # ends the fight dead (and not risen)
    rises: dict[str, Fraction]  # dies and comes back by resurrection

    def expected(self, side: str) -> Fraction:
        """The mean damage the striker (or target) lands."""
        dist = self.striker_deals if side == "striker" else self.target_deals
        return sum((d * p for d, p in dist), Fraction(0))


def _run(plan: Plan, dist: dict[World, int], steps: tuple[Step, ...]) -> dict[World, int]:
    for step in steps:
        totals = plan.die.totals(step.dice)
        flat = plan.die.total ** step.dice
        nxt: dict[World, int] = {}
        get = nxt.get
        for world, w in dist.items():
            if not step.needed(world):
                nxt[world] = get(world, 0) + w * flat
                continue
            for total, q in totals:
                out = step.apply(world, total)
                nxt[out] = get(out, 0) + w * q
        dist = nxt
    return dist


def fight_odds(plan: Plan) -> FightOdds:
    """The exact distributions of one fight planned before the dice.

    After the exchange each burning roll touches one creature and depends on that creature alone, so the
    burning steps run on each creature's own distribution: exact for each creature's chances, and it keeps
    the odds of a crowded fight from multiplying the six creatures' wounds together.
    """
    exchange, burning = plan.steps()
    dist = _run(plan, {(plan.start, NO_PEND): 1}, exchange)
    s_deals: dict[int, int] = {}
    t_deals: dict[int, int] = {}
    per_role: list[dict[Unit, int]] = [{} for _ in plan.cards]
    for world, w in dist.items():
        s_deals[world[1][0]] = s_deals.get(world[1][0], 0) + w
        t_deals[world[1][1]] = t_deals.get(world[1][1], 0) + w
        units = plan.finish(life_steal(plan, world))
        for role, u in enumerate(units):
            if u is not None:
                per_role[role][u] = per_role[role].get(u, 0) + w
    denominator = sum(dist.values())
    dies: dict[str, Fraction] = {}
    rises: dict[str, Fraction] = {}
    for role, card in enumerate(plan.cards):
        if card is None:
            continue
        mine = tuple(st for st in burning if st.target == role)
        final = _run(plan, {(_only(u, role), NO_PEND): w for u, w in per_role[role].items()}, mine)
        whole = sum(final.values())
        died = rose = 0
        for (units, _), w in final.items():
            u = plan.finish(units)[role]
            if u.dm >= plan.hp[role]:
                died += w  # risen and burned to death again counts as dead
            elif u.risen and not plan.start[role].risen:
                rose += w
        dies[card], rises[card] = Fraction(died, whole), Fraction(rose, whole)
    return FightOdds(
        striker=plan.cards[0], target=plan.cards[1],
        striker_deals=tuple((d, Fraction(w, denominator)) for d, w in sorted(s_deals.items())),
        target_deals=tuple((d, Fraction(w, denominator)) for d, w in sorted(t_deals.items())),
        dies=dies, rises=rises)


def _only(u: Unit, role: int) -> Units:
    """A world holding one creature alone (the others' wounds do not matter to its burning or death)."""
    return tuple(u if i == role else None for i in range(6))
