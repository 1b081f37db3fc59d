"""Exact battle odds: each roll from the two die distributions, rolls chained by the lives rule.

A battle against a creature with 3 lives is won only if every roll is won; the first
roll that is drawn or lost ends the battle with that result (000:L375). Rolls are
independent, so each roll's odds are computed once (and memoised) and then chained.
"""

from collections.abc import Iterable
from fractions import Fraction
from functools import lru_cache

from .dice import FaceMap, distribution_of
from .model import BattleSetup, Odds, RollOdds, RollTerms, clear_breakdown_cache
from .terms import Outcome

Triple = tuple[Fraction, Fraction, Fraction]


@lru_cache(maxsize=8192)
def _roll_triple(margin: int, hero_dice: int, foe_dice: int, hero_faces: FaceMap, foe_faces: FaceMap) -> Triple:
    """(win, draw, lose) when HERO is `margin` ahead before the dice."""
    win = draw = Fraction(0)
    foe = distribution_of(foe_dice, foe_faces)
    for hero_value, hero_chance in distribution_of(hero_dice, hero_faces):
        for foe_value, foe_chance in foe:
            difference = margin + hero_value - foe_value
            if difference > 0:
                win += hero_chance * foe_chance
            elif difference == 0:
                draw += hero_chance * foe_chance
    return win, draw, 1 - win - draw


def _terms_triple(terms: RollTerms) -> Triple:
    return _roll_triple(
        terms.hero_total - terms.foe_total,
        terms.hero_extra_dice,
        terms.foe_extra_dice,
        terms.hero_faces,
        terms.foe_faces,
    )


def _chain(steps: Iterable[Triple]) -> Triple:
    """Combine steps that must all be won; the first non-win step decides the result."""
    reach = Fraction(1)
    draw = lose = Fraction(0)
    for win_step, draw_step, lose_step in steps:
        draw += reach * draw_step
        lose += reach * lose_step
        reach *= win_step
    return reach, draw, lose


def _as_odds(triple: Triple) -> Odds:
    return Odds(win=triple[0], draw=triple[1], lose=triple[2])


def roll_odds(setup: BattleSetup, roll: int) -> Odds:
    """Odds of one roll taken on its own (1-based)."""
    return _as_odds(_terms_triple(setup.roll_terms(roll)))


def per_roll_odds(setup: BattleSetup) -> tuple[RollOdds, ...]:
    """Each roll's odds and the chance that the battle reaches that roll."""
    result = []
    reach = Fraction(1)
    for roll in range(1, setup.lives + 1):
        triple = _terms_triple(setup.roll_terms(roll))
        result.append(RollOdds(roll=roll, reach=reach, odds=_as_odds(triple)))
        reach *= triple[0]
    return tuple(result)


@lru_cache(maxsize=4096)
def _battle_triple(setup: BattleSetup) -> Triple:
    return _chain(_terms_triple(setup.roll_terms(roll)) for roll in range(1, setup.lives + 1))


def battle_odds(setup: BattleSetup) -> Odds:
    """Exact odds of the whole battle (all lives)."""
    return _as_odds(_battle_triple(setup))


def sequence_odds(setups: Iterable[BattleSetup]) -> Odds:
    """Odds of battles fought in a row that must all be won (e.g. Wills then Strength, 000:L800)."""
    triples = [_battle_triple(setup) for setup in setups]
    if not triples:
        raise ValueError("a sequence needs at least one battle")
    return _as_odds(_chain(triples))


def outcome_of(hero_total: int, foe_total: int) -> Outcome:
    """Higher total wins, equal totals draw (000:L357)."""
    if hero_total > foe_total:
        return Outcome.WIN
    return Outcome.DRAW if hero_total == foe_total else Outcome.LOSE


def clear_caches() -> None:
    """Forget memoised results (for benchmarks that want cold timings)."""
    for cached in (_roll_triple, _battle_triple, distribution_of):
        cached.cache_clear()
    clear_breakdown_cache()
