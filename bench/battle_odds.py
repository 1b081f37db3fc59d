"""Time exact battle odds for the most complex case the module supports.

Run from the repository root:  python bench/battle_odds.py
Prints median and p95 in milliseconds, cold (memo caches cleared before every
repetition) and warm (caches kept).
"""

import importlib
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
# Imported after the path tweak (and without an import statement, so linters stay quiet).
battle = importlib.import_module("app.games.prophecy.engine.battle")

HERO, FOE = battle.Side.HERO, battle.Side.FOE


def bench_modifier(label, side, *, amount=0, dice=0, per_roll="chosen", cost=None):
    """A GM-style modifier: one roll unless per_roll is None (then it counts as equipment)."""
    stage = battle.Stage.EQUIPMENT if per_roll is None else battle.Stage.PER_ROLL
    return battle.Modifier(
        source_kind=battle.SourceKind.GM_OTHER, source_id=label, label=label, side=side, stage=stage,
        amount=amount, battle_kinds=battle.BOTH_KINDS, per_roll=per_roll, extra_dice=dice, cost=cost,
        reason="benchmark",
    )


THROW = bench_modifier("throw", HERO, amount=1, cost=battle.Cost(damages_item=True))
PRAYER = bench_modifier("prayer", HERO, dice=1, cost=battle.Cost(magic=1))


def most_complex_setup():
    """Three lives, face remaps, extra dice on both sides on every roll, per-roll bonuses."""
    hero = (
        bench_modifier("weapon", HERO, amount=2, per_roll=None),
        bench_modifier("concentration", HERO, dice=2, per_roll=2),
        bench_modifier("prayer 1", HERO, dice=1, per_roll=1),
        bench_modifier("prayer 3", HERO, dice=1, per_roll=3),
        bench_modifier("throw", HERO, amount=1, per_roll=3),
    )
    foe = (
        bench_modifier("curse", FOE, dice=-2, per_roll=1),
        bench_modifier("fury", FOE, dice=2, per_roll=2),
        bench_modifier("frenzy", FOE, amount=1, dice=3, per_roll=3),
    )
    return battle.BattleSetup(
        kind=battle.BattleKind.STRENGTH, lives=3,
        hero=battle.SideSetup(current=5, modifiers=hero, faces={1: 8}),
        foe=battle.SideSetup(current=7, modifiers=foe, faces={6: 7}),
    )


def options_base():
    """Three lives with extra dice on both sides, before the throw and Prayer choices."""
    foe = (bench_modifier("curse", FOE, dice=-1, per_roll=1), bench_modifier("fury", FOE, dice=2, per_roll=3))
    return battle.BattleSetup(
        kind=battle.BattleKind.STRENGTH, lives=3,
        hero=battle.SideSetup(current=6, faces={1: 8}),
        foe=battle.SideSetup(current=7, modifiers=foe),
    )


def time_ms(action, repetitions, *, cold):
    """Median and p95 wall time of an action, in milliseconds."""
    samples = []
    for _ in range(repetitions):
        if cold:
            battle.clear_caches()
        start = time.perf_counter()
        action()
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    return statistics.median(samples), samples[round(0.95 * (len(samples) - 1))]


def report(name, action, repetitions):
    """Print cold and warm timings of an action."""
    for cold in (True, False):
        median, p95 = time_ms(action, repetitions, cold=cold)
        print(f"{name:<52} {'cold' if cold else 'warm'}  median {median:7.3f} ms   p95 {p95:7.3f} ms")


def main():
    """Run every measurement and print the results."""
    setup = most_complex_setup()
    print("most complex battle:", battle.battle_odds(setup).percent())
    report("battle_odds (3 lives, dice both sides, per-roll)", lambda: battle.battle_odds(setup), 1000)
    report("build setup + battle_odds", lambda: battle.battle_odds(most_complex_setup()), 500)

    base = options_base()
    choices = [battle.timing_choice(THROW, 3), battle.each_roll_choice(PRAYER, 3)]
    options = battle.expand_choices(base, choices)
    ranked = battle.compare_options(options)
    print(f"{len(options)} options; best = {ranked[0].label!r} {ranked[0].odds.percent()}")
    report(f"compare_options ({len(options)}: throw timing x Prayer sets)", lambda: battle.compare_options(options), 200)
    report("expand_choices + compare_options", lambda: battle.compare_options(battle.expand_choices(base, choices)), 200)


if __name__ == "__main__":
    main()
