"""Exact battle odds: each roll from the two die distributions, rolls chained by the lives rule.

A battle against a creature with 3 lives is won only if every roll is won; the first
roll that is drawn or lost ends the battle with that result (000:L375). Rolls are
independent, so each roll's odds are computed once (and memoised) and then chained.
"""

from collections.abc import Iterable
from fractions import Fraction
from functools import lru_cache

from .dice import FaceMap, die_weights, distribution_of
from .model import BattleSetup, Odds, RollOdds, RollTerms, clear_breakdown_cache
from .terms import Outcome, Side

Triple = tuple[Fraction, Fraction, Fraction]


@lru_cache(maxsize=8192)
def _roll_triple(margin: int, hero_dice: int, foe_dice: int, hero_faces: FaceMap, foe_faces: FaceMap) -> Triple:
    """(win, draw, lose) when HERO is `margin` ahead before the dice."""
    hero_denominator, hero = die_weights(hero_dice, hero_faces)
    foe_denominator, foe = die_weights(foe_dice, foe_faces)
    win = draw = 0  # whole-number weights over hero_denominator * foe_denominator
    for hero_value, hero_weight in hero:
        for foe_value, foe_weight in foe:
            difference = margin + hero_value - foe_value
            if difference > 0:
                win += hero_weight * foe_weight
            elif difference == 0:
                draw += hero_weight * foe_weight
    total = hero_denominator * foe_denominator
    return Fraction(win, total), Fraction(draw, total), Fraction(total - win - draw, total)


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
    # Exact arithmetic already guarantees a distribution; skip re-validating on this hot path.
    return Odds.model_construct(win=triple[0], draw=triple[1], lose=triple[2])


@lru_cache(maxsize=4096)
def _roll_triples(setup: BattleSetup) -> tuple[Triple, ...]:
    hero, foe = setup.breakdown(Side.HERO), setup.breakdown(Side.FOE)
    return tuple(
        _roll_triple(h.total - f.total, h.extra_dice, f.extra_dice, setup.hero.faces, setup.foe.faces)
        for h, f in zip(hero.rolls, foe.rolls, strict=True)
    )


def roll_odds(setup: BattleSetup, roll: int) -> Odds:
    """Odds of one roll taken on its own (1-based)."""
    return _as_odds(_terms_triple(setup.roll_terms(roll)))


@lru_cache(maxsize=4096)
def reach_chances(setup: BattleSetup) -> tuple[Fraction, ...]:
    """For each roll, the chance that the battle gets that far (every earlier roll won)."""
    reach = [Fraction(1)]
    for win, _, _ in _roll_triples(setup)[:-1]:
        reach.append(reach[-1] * win)
    return tuple(reach)


def per_roll_odds(setup: BattleSetup) -> tuple[RollOdds, ...]:
    """Each roll's odds and the chance that the battle reaches that roll."""
    return tuple(
        RollOdds(roll=roll, reach=reach, odds=_as_odds(triple))
        for roll, (reach, triple) in enumerate(zip(reach_chances(setup), _roll_triples(setup), strict=True), 1)
    )


@lru_cache(maxsize=4096)
def _battle_triple(setup: BattleSetup) -> Triple:
    return _chain(_roll_triples(setup))


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
    for cached in (_roll_triple, _roll_triples, reach_chances, _battle_triple, die_weights, distribution_of):
        cached.cache_clear()
    clear_breakdown_cache()
