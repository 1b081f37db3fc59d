"""The Power Up token tables, row by row as printed (T2 003:L502-513, T3 003:L605-607), the counts and sums of
the research note's T2a, the box's supply, and the stack a game starts with (the group's choice, 003:L517)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from app.games.prophecy.engine.coop.options import (
    CoopOptions,
    lighter_than_hard,
    recommended,
)

from .kit import coop_game

# (characters, difficulty, printed tokens, count, sum, the seed line)
COOP_ROWS = [
    (2, "normal", "+1 +1 +2 +2 +3 +3 +3", 7, 15, "003:L502"),
    (2, "hard", "+2 +2 +3 +3 +4 +4", 6, 18, "003:L503"),
    (2, "very_hard", "+4 +4 +5 +5 +5", 5, 23, "003:L504"),
    (3, "normal", "+1 +1 +2 +2 +2 +3 +3 +3", 8, 17, "003:L505"),
    (3, "hard", "+2 +2 +3 +3 +3 +4 +4", 7, 21, "003:L506"),
    (3, "very_hard", "+3 +4 +4 +4 +4 +5", 6, 24, "003:L507"),
    (4, "normal", "+1 +1 +2 +2 +2 +3 +3 +3 +3", 9, 20, "003:L508"),
    (4, "hard", "+2 +2 +3 +3 +3 +3 +4 +4", 8, 24, "003:L509"),
    (4, "very_hard", "+3 +3 +3 +4 +4 +4 +4", 7, 25, "003:L510"),
    (5, "normal", "+1 +1 +2 +2 +2 +2 +3 +3 +3 +3", 10, 22, "003:L511"),
    (5, "hard", "+2 +2 +2 +3 +3 +3 +4 +4 +4", 9, 27, "003:L512"),
    (5, "very_hard", "+2 +2 +2 +3 +3 +3 +4 +4", 8, 23, "003:L513"),
]
SOLO_ROWS = [
    ("normal", "+1 +1 +1 +2 +2 +2 +2 +3 +3 +3", 10, 20, "003:L605"),
    ("hard", "+2 +2 +3 +3 +3 +3 +4 +4", 8, 24, "003:L606"),
    ("very_hard", "+3 +4 +4 +5 +5 +5", 6, 26, "003:L607"),
]


def _printed(text: str) -> tuple[int, ...]:
    return tuple(int(t) for t in text.split())


@pytest.mark.parametrize(("characters", "difficulty", "printed", "count", "total", "cite"), COOP_ROWS)
def test_every_cooperative_row_is_the_printed_one(characters, difficulty, printed, count, total, cite):
    tokens = recommended("cooperative", difficulty, characters)
    assert tokens == _printed(printed), cite
    assert (len(tokens), sum(tokens)) == (count, total)
    game = coop_game(characters, "cooperative", difficulty)
    assert game.coop.stack == tokens and game.coop.total == count


@pytest.mark.parametrize(("difficulty", "printed", "count", "total", "cite"), SOLO_ROWS)
def test_every_solo_row_is_the_printed_one(difficulty, printed, count, total, cite):
    tokens = recommended("solo", difficulty, 1)
    assert tokens == _printed(printed), cite
    assert (len(tokens), sum(tokens)) == (count, total)
    assert coop_game(1, "solo", difficulty).coop.stack == tokens


def test_only_the_five_character_very_hard_row_is_lighter_than_hard():
    # 003:L513 sums to 23 against Hard's 27 (003:L512): taken as printed and flagged (research note Q-12).
    flagged = [(n, d) for n in (2, 3, 4, 5) for d in ("normal", "hard", "very_hard")
               if lighter_than_hard("cooperative", d, n)]
    assert flagged == [(5, "very_hard")]


def test_the_group_may_choose_its_own_stack_and_the_game_records_it():
    # 003:L517: the table is a recommendation; the stack the group chose is the one the game keeps.
    game = coop_game(3, "cooperative", "hard", tokens=(5, 4, 4, 2))
    assert game.coop.stack == (2, 4, 4, 5) and game.options.coop.tokens == (5, 4, 4, 2)
    assert game.options.coop.adjusted(3) and not CoopOptions(difficulty="hard").adjusted(3)


def test_a_stack_the_box_cannot_hold_is_refused_with_the_reason():
    # 25 tokens valued +1 to +5 (003:L74): five of each is the research note's reading.
    with pytest.raises(ValidationError, match=r"\+5 x6"):
        CoopOptions(tokens=(5, 5, 5, 5, 5, 5))
    with pytest.raises(ValidationError, match="valued"):
        CoopOptions(tokens=(6,))
    every_row = [recommended("cooperative", d, n) for n, d, *_ in COOP_ROWS] + [
        recommended("solo", d, 1) for d, *_ in SOLO_ROWS]
    assert all(CoopOptions(tokens=row).tokens == row for row in every_row)


def test_cooperative_tables_need_two_to_five_characters():
    with pytest.raises(ValueError, match="2 to 5"):
        recommended("cooperative", "normal", 6)
