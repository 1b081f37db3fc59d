"""Compare alternative ways to fight, so the table can see the best choice and what it costs.

Typical choices: Strength or a paid Battle of Wills (000:L349), on which roll to throw a
weapon (000:L429), on which rolls to cast Prayer (000:L763). Options are ranked by win
chance first. Ties are broken by the HERO's expected payments and then by the lose chance
(or the other way round): a per-roll cost is only paid if the battle gets that far, which
is why throwing on the last roll is usually advised (000:L429).
"""

from collections.abc import Iterable, Sequence
from fractions import Fraction
from itertools import combinations, product
from typing import Literal

from pydantic import Field

from .frozen import FrozenModel
from .model import BattleSetup, Odds
from .modifier_model import CHOSEN_ROLL, Modifier, place_on_roll
from .odds import battle_odds, reach_chances, sequence_odds


class Alternative(FrozenModel):
    """One way to make a choice: a label and the modifiers it adds."""

    label: str
    modifiers: tuple[Modifier, ...] = ()


class Choice(FrozenModel):
    """A decision with mutually exclusive alternatives (e.g. throw on roll 1, 2, 3 or not)."""

    label: str
    alternatives: tuple[Alternative, ...] = Field(min_length=1)


class BattleOption(FrozenModel):
    """One candidate plan: a battle, or battles fought in a row that must all be won."""

    label: str
    battles: tuple[BattleSetup, ...] = Field(min_length=1)


class ExpectedCost(FrozenModel):
    """What the HERO side can expect to pay for an option, weighted by reaching each roll."""

    magic: Fraction = Fraction(0)
    health: Fraction = Fraction(0)
    experience: Fraction = Fraction(0)
    items_damaged: Fraction = Fraction(0)


class RankedOption(FrozenModel):
    """An option with its odds, expected cost and rank (1 = best)."""

    rank: int
    label: str
    odds: Odds
    expected_cost: ExpectedCost
    option: BattleOption


def option_odds(option: BattleOption) -> Odds:
    """Odds of an option (its battles chained: each must be won to go on)."""
    if len(option.battles) == 1:
        return battle_odds(option.battles[0])
    return sequence_odds(option.battles)


def expected_cost(option: BattleOption) -> ExpectedCost:
    """HERO's expected payments for an option; a roll's cost counts only if that roll is reached."""
    totals = dict.fromkeys(("magic", "health", "experience", "items_damaged"), Fraction(0))
    reach_battle = Fraction(1)
    for setup in option.battles:
        reach = reach_chances(setup)
        for modifier in setup.hero.modifiers:
            if modifier.cost is None or setup.kind not in modifier.battle_kinds:
                continue
            chance = reach_battle * (1 if modifier.per_roll is None else reach[int(modifier.per_roll) - 1])
            totals["magic"] += chance * modifier.cost.magic
            totals["health"] += chance * modifier.cost.health
            totals["experience"] += chance * modifier.cost.experience
            totals["items_damaged"] += chance * int(modifier.cost.damages_item)
        reach_battle *= battle_odds(setup).win
    return ExpectedCost(**totals)


def compare_options(
    options: Iterable[BattleOption], *, tie_break: Literal["cost", "lose"] = "cost"
) -> tuple[RankedOption, ...]:
    """Rank options by win chance; ties go to the cheaper plan ("cost") or the safer one ("lose")."""
    if tie_break not in ("cost", "lose"):
        raise ValueError(f"tie_break must be 'cost' or 'lose', got {tie_break!r}")
    scored = []
    for index, option in enumerate(options):
        odds = option_odds(option)
        cost = expected_cost(option)
        payments = (cost.health, cost.magic, cost.items_damaged, cost.experience)
        after_win = (*payments, odds.lose) if tie_break == "cost" else (odds.lose, *payments)
        scored.append(((-odds.win, *after_win, index), option, odds, cost))
    scored.sort(key=lambda item: item[0])
    return tuple(
        RankedOption(rank=rank, label=option.label, odds=odds, expected_cost=cost, option=option)
        for rank, (_, option, odds, cost) in enumerate(scored, start=1)
    )


def _one_roll(modifier: Modifier) -> Modifier:
    if modifier.per_roll is None:
        raise ValueError(f"{modifier.label!r} counts for the whole battle; use toggle_choice instead")
    return modifier


def _rolls_text(rolls: Sequence[int]) -> str:
    return f"roll {rolls[0]}" if len(rolls) == 1 else "rolls " + ", ".join(str(roll) for roll in rolls)


def timing_choice(modifier: Modifier, lives: int, *, allow_skip: bool = True) -> Choice:
    """Use a one-roll modifier (e.g. a thrown weapon) on exactly one roll, or not at all."""
    _one_roll(modifier)
    skip = (Alternative(label=f"no {modifier.label}"),) if allow_skip else ()
    placed = tuple(
        Alternative(label=f"{modifier.label} on roll {roll}", modifiers=(place_on_roll(modifier, roll),))
        for roll in range(1, lives + 1)
    )
    return Choice(label=modifier.label, alternatives=skip + placed)


def each_roll_choice(modifier: Modifier, lives: int) -> Choice:
    """Use a recastable one-roll modifier (e.g. Prayer, 000:L763) on any set of rolls."""
    _one_roll(modifier)
    alternatives = [Alternative(label=f"no {modifier.label}")]
    for size in range(1, lives + 1):
        for rolls in combinations(range(1, lives + 1), size):
            alternatives.append(
                Alternative(
                    label=f"{modifier.label} on {_rolls_text(rolls)}",
                    modifiers=tuple(place_on_roll(modifier, roll) for roll in rolls),
                )
            )
    return Choice(label=modifier.label, alternatives=tuple(alternatives))


def toggle_choice(modifier: Modifier) -> Choice:
    """Use a modifier as given, or not."""
    if modifier.per_roll == CHOSEN_ROLL:
        raise ValueError(f"{modifier.label!r} still needs a roll; use timing_choice instead")
    return Choice(
        label=modifier.label,
        alternatives=(Alternative(label=f"no {modifier.label}"), Alternative(label=modifier.label, modifiers=(modifier,))),
    )


def expand_choices(base: BattleSetup, choices: Sequence[Choice], *, label: str = "") -> tuple[BattleOption, ...]:
    """Every combination of the choices' alternatives applied to a base battle."""
    options = []
    for picked in product(*(choice.alternatives for choice in choices)):
        added = tuple(modifier for alternative in picked for modifier in alternative.modifiers)
        parts = [label] if label else []
        parts += [alternative.label for alternative in picked if alternative.label]
        options.append(BattleOption(label=", ".join(parts) or "as set up", battles=(base.with_modifiers(added),)))
    return tuple(options)

