"""The odds the battle screen and the preview endpoint show are the engine's exact odds, written out: for every
fight the side to act could start, at every turn of seeded random battles, each fraction equals the engine's,
each distribution sums to 1 and each percentage is the fraction rounded (001:L538-544)."""

from __future__ import annotations

from fractions import Fraction
from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.conjurers.engine.battle.preview import preview
from app.games.conjurers.engine.battle.turns import Move
from app.games.conjurers.screens.battle.odds_view import all_fights
from tests.games.conjurers.kit import play_step
from tests.games.conjurers.test_battle_kinds import battleground, duel


def _check(state) -> int:
    battle = state.fight.battle
    out = all_fights(state, battle)
    for fight in out["fights"]:
        engine = preview(battle, Move(**fight["move"]))
        odds = fight["odds"]
        for key, dist in (("striker_deals", engine.striker_deals), ("target_deals", engine.target_deals)):
            shown = [(d["damage"], Fraction(d["fraction"])) for d in odds[key]]
            assert shown == list(dist)
            assert sum(p for _, p in shown) == 1
            assert all(d["percent"] == round(float(Fraction(d["fraction"])) * 100, 1) for d in odds[key])
        assert {d["card"]: Fraction(d["fraction"]) for d in odds["dies"]} == engine.dies
    for quiet in out["quiet"]:
        assert preview(battle, Move(**quiet["move"])) is None
    return len(out["fights"])


def _battle(seed: int, is_duel: bool) -> int:
    """Play a seeded random battle, checking the odds shown before every turn; how many fights were checked."""
    state = duel(seed)[0] if is_duel else battleground(seed)[0]
    rng = Random(seed)
    checked = 0
    for _ in range(60):
        if state.fight is None or state.fight.battle.winner is not None:
            break
        checked += _check(state)
        _, (state, _) = play_step(state, rng)
    return checked


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10_000), st.booleans())
def test_every_fight_s_odds_on_screen_are_the_engine_s(seed, is_duel):
    _battle(seed, is_duel)


def test_the_check_meets_real_fights():
    assert sum(_battle(seed, seed % 2 == 0) for seed in range(6)) >= 6


def test_why_a_magician_s_fight_has_no_odds_yet_names_the_creature_in_words():
    """001:L682: a magician's creature picks its ability before each fight, so its fight has no odds until then; the
    reason the battle screen and the preview show named the creature by id ('... for level1-01')."""
    from app.games.conjurers.screens.battle.odds_view import fight_entry
    from tests.games.conjurers.battle_kit import board, gear
    from tests.games.conjurers.battle_kit import st as stats_of
    from tests.web.shared.plainwords import leaks

    stats = {"level1-01": stats_of(bd=1), "creature-greek-1": stats_of(bd=0)}
    b = board((None, ("level1-01", ("item-01",)), None), (None, "creature-greek-1", None), stats,
              {"item-01": gear(magician=0)})
    reason = fight_entry(None, b, Move(kind="attack", card="level1-01"))["reason"]
    assert reason == "Pick frost attack, burning 2 or poisonous for Level 1 creature 1", reason
    assert not leaks(reason), leaks(reason)
