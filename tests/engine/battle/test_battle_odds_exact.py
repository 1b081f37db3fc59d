"""Exact odds: the anchors' known numbers, brute-force enumeration, and properties."""

from collections import Counter
from fractions import Fraction
from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.prophecy.engine.battle import (
    BOTH_KINDS,
    BattleKind,
    BattleSetup,
    Modifier,
    Side,
    SideSetup,
    SourceKind,
    Stage,
    battle_odds,
    per_roll_odds,
    roll_odds,
    sequence_odds,
)

STRENGTH = BattleKind.STRENGTH


def bonus(side, amount=0, *, roll=None, dice=0):
    stage = Stage.EQUIPMENT if roll is None else Stage.PER_ROLL
    return Modifier(source_kind=SourceKind.GM_OTHER, source_id="test", label="test bonus", side=side,
                    stage=stage if roll is None else Stage.PER_ROLL, amount=amount, battle_kinds=BOTH_KINDS,
                    per_roll=roll, extra_dice=dice, reason="test")


def simple(hero, foe, *, lives=1, hero_mods=(), foe_mods=()):
    return BattleSetup(kind=STRENGTH, lives=lives, hero=SideSetup(current=hero, modifiers=tuple(hero_mods)),
                       foe=SideSetup(current=foe, modifiers=tuple(foe_mods)))


# --- anchors (assistant-anchors.md §16) -----------------------------------------------------------

def test_even_stats_are_5_12_1_6_5_12():
    odds = battle_odds(simple(3, 3))
    assert (odds.win, odds.draw, odds.lose) == (Fraction(5, 12), Fraction(1, 6), Fraction(5, 12))
    assert odds.percent() == {"win": 41.7, "draw": 16.7, "lose": 41.7}


def test_one_point_ahead_is_21_5_10_out_of_36():
    odds = battle_odds(simple(4, 3))
    assert (odds.win, odds.draw, odds.lose) == (Fraction(21, 36), Fraction(5, 36), Fraction(10, 36))


def test_one_point_ahead_against_three_lives_is_19_8_percent():
    # 000:L375: all three rolls must be won.
    odds = battle_odds(simple(4, 3, lives=3))
    assert odds.win == Fraction(21, 36) ** 3
    assert odds.percent()["win"] == 19.8


def test_one_point_ahead_with_prayer_is_74_5_percent():
    # 000:L441: Prayer rolls the lighter die twice and keeps the better.
    odds = battle_odds(simple(4, 3, hero_mods=[bonus(Side.HERO, roll=1, dice=1)]))
    assert odds.win == Fraction(161, 216)
    assert odds.percent()["win"] == 74.5


def test_throwing_at_plus_one_on_any_single_roll_gives_24_6_percent():
    # 000:L429: a thrown weapon counts for one roll; the win chance does not depend on which.
    wins = {battle_odds(simple(4, 3, lives=3, hero_mods=[bonus(Side.HERO, 1, roll=r)])).win for r in (1, 2, 3)}
    assert wins == {Fraction(21, 36) ** 2 * Fraction(26, 36)}
    assert round(float(wins.pop()) * 100, 1) == 24.6


def test_per_roll_odds_report_the_chance_of_reaching_each_roll():
    rolls = per_roll_odds(simple(4, 3, lives=3))
    assert [r.reach for r in rolls] == [1, Fraction(7, 12), Fraction(49, 144)]
    assert all(r.odds == roll_odds(simple(4, 3, lives=3), 1) for r in rolls)


def test_wills_then_strength_sequence_stops_at_the_first_non_win_000_L800():
    even = simple(0, 0)
    odds = sequence_odds([even, even])
    win, draw, lose = Fraction(5, 12), Fraction(1, 6), Fraction(5, 12)
    assert (odds.win, odds.draw, odds.lose) == (win * win, draw + win * draw, lose + win * lose)


# --- brute force over every face of every die of every roll ---------------------------------------

MAPS = st.sampled_from([{}, {1: 8}, {6: 1}, {2: 5, 3: 0}])


@st.composite
def raw_battles(draw):
    """Plain numbers for a battle, small enough to enumerate every die outcome."""
    lives = draw(st.sampled_from([1, 3]))
    spare = 1 if lives == 3 else 4  # extra physical dice allowed on top of two per roll
    rolls = []
    for _ in range(lives):
        hero_dice = draw(st.integers(-spare, spare))
        spare -= abs(hero_dice)
        foe_dice = draw(st.integers(-spare, spare))
        spare -= abs(foe_dice)
        rolls.append((draw(st.integers(-2, 3)), hero_dice, draw(st.integers(-2, 3)), foe_dice))
    return {
        "lives": lives, "rolls": rolls,
        "hero": draw(st.integers(0, 7)), "foe": draw(st.integers(0, 7)),
        "hero_map": draw(MAPS), "foe_map": draw(MAPS),
    }


def setup_from(raw):
    hero_mods, foe_mods = [], []
    for number, (hero_bonus, hero_dice, foe_bonus, foe_dice) in enumerate(raw["rolls"], start=1):
        hero_mods.append(bonus(Side.HERO, hero_bonus, roll=number, dice=hero_dice))
        foe_mods.append(bonus(Side.FOE, foe_bonus, roll=number, dice=foe_dice))
    return BattleSetup(
        kind=STRENGTH, lives=raw["lives"],
        hero=SideSetup(current=raw["hero"], modifiers=tuple(hero_mods), faces=raw["hero_map"]),
        foe=SideSetup(current=raw["foe"], modifiers=tuple(foe_mods), faces=raw["foe_map"]),
    )


def kept(faces, extra, mapping):
    values = [mapping.get(face, face) for face in faces]
    return max(values) if extra >= 0 else min(values)


def roll_outcome(raw, roll, hero_faces, foe_faces):
    hero_bonus, hero_dice, foe_bonus, foe_dice = raw["rolls"][roll]
    hero = raw["hero"] + hero_bonus + kept(hero_faces, hero_dice, raw["hero_map"])
    foe = raw["foe"] + foe_bonus + kept(foe_faces, foe_dice, raw["foe_map"])
    return "win" if hero > foe else "draw" if hero == foe else "lose"


def brute_force(raw):
    """Count outcomes over itertools.product of all faces of all dice of all rolls."""
    shape = [(abs(hd) + 1, abs(fd) + 1) for _, hd, _, fd in raw["rolls"]]
    per_roll = [product(range(1, 7), repeat=hero_n + foe_n) for hero_n, foe_n in shape]
    # Every face of every die of a roll is scored; a way the whole battle falls is one face tuple per roll, so the
    # ways giving one result per roll number the product of those results' tallies (the same count as visiting each).
    tallies = [
        Counter(roll_outcome(raw, roll, faces[:shape[roll][0]], faces[shape[roll][0]:]) for faces in outcomes)
        for roll, outcomes in enumerate(per_roll)
    ]
    counts = Counter()
    for results in product(*(tally.items() for tally in tallies)):
        ways = 1
        for _, n in results:
            ways *= n
        counts[next((result for result, _ in results if result != "win"), "win")] += ways
    total = sum(counts.values())
    assert total == 6 ** sum(h + f for h, f in shape)
    return tuple(Fraction(counts[name], total) for name in ("win", "draw", "lose"))


@settings(max_examples=50, deadline=None)
@given(raw_battles())
def test_odds_match_brute_force_enumeration(raw):
    odds = battle_odds(setup_from(raw))
    assert (odds.win, odds.draw, odds.lose) == brute_force(raw)


# --- properties -------------------------------------------------------------------------------------

@st.composite
def setups(draw):
    raw = draw(raw_battles())
    # Widen the dice beyond what brute force can enumerate.
    raw["rolls"] = [(hb, draw(st.integers(-3, 3)), fb, draw(st.integers(-3, 3))) for hb, _, fb, _ in raw["rolls"]]
    return raw


@settings(max_examples=150, deadline=None)
@given(setups())
def test_probabilities_sum_to_one(raw):
    odds = battle_odds(setup_from(raw))
    assert odds.win + odds.draw + odds.lose == 1
    assert min(odds.win, odds.draw, odds.lose) >= 0


@settings(max_examples=150, deadline=None)
@given(setups())
def test_one_more_point_never_lowers_the_win_chance(raw):
    before = battle_odds(setup_from(raw))
    after = battle_odds(setup_from({**raw, "hero": raw["hero"] + 1}))
    assert after.win >= before.win
    if raw["lives"] == 1:
        assert after.lose <= before.lose


def test_one_more_point_can_raise_the_lose_chance_against_three_lives():
    # Not a bug: +1 turns early draws into wins, so the hero reaches a harder third roll more often.
    raw = {"lives": 3, "rolls": [(0, 1, 0, 0), (0, 0, 0, 0), (0, 0, 0, 2)], "hero": 0, "foe": 2,
           "hero_map": {1: 8}, "foe_map": {1: 8}}
    before = battle_odds(setup_from(raw))
    after = battle_odds(setup_from({**raw, "hero": 1}))
    assert after.win > before.win
    assert after.lose > before.lose


@settings(max_examples=150, deadline=None)
@given(setups(), st.data())
def test_an_extra_positive_die_never_lowers_the_win_chance(raw, data):
    roll = data.draw(st.integers(1, raw["lives"]))
    rolls = list(raw["rolls"])
    hero_bonus, hero_dice, foe_bonus, foe_dice = rolls[roll - 1]
    rolls[roll - 1] = (hero_bonus, hero_dice + 1, foe_bonus, foe_dice)
    assert battle_odds(setup_from({**raw, "rolls": rolls})).win >= battle_odds(setup_from(raw)).win


@settings(max_examples=150, deadline=None)
@given(setups())
def test_swapping_sides_swaps_win_and_lose_in_one_roll_battles(raw):
    raw = {**raw, "lives": 1, "rolls": raw["rolls"][:1]}
    (hero_bonus, hero_dice, foe_bonus, foe_dice), = raw["rolls"]
    swapped = {**raw, "hero": raw["foe"], "foe": raw["hero"], "hero_map": raw["foe_map"],
               "foe_map": raw["hero_map"], "rolls": [(foe_bonus, foe_dice, hero_bonus, hero_dice)]}
    assert battle_odds(setup_from(swapped)) == battle_odds(setup_from(raw)).swapped()


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 8), st.integers(0, 8))
def test_three_lives_never_beat_one_life(hero, foe):
    assert battle_odds(simple(hero, foe, lives=3)).win <= battle_odds(simple(hero, foe)).win
