"""Time the exact odds of the heaviest Conjurers fight against the 10 ms goal (issue 23).

Run from the repository root:  python bench/conjurers_battle_odds.py
The fight: a level 1 fire creature with offensive, multi attack and burning 2, a power hit 2 item and an
absorption item, attacks a level 5 earth creature with burning 2, multi attack and an absorption item, with
creatures beside both (elements on: +4 dice to the attacker by table C18). Every run recomputes from
scratch (no cache); prints median and p95 in milliseconds, wall clock and CPU time of this process, and the
number of dice outcomes the odds cover. On the shared 2-core machine the wall clock's tail is the scheduler
handing the core to other processes (it shows as 10-15 ms steps while CPU time stays flat), so the verdict
reads the wall median and the CPU p95.
"""

import importlib
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
battle = importlib.import_module("app.games.conjurers.engine.battle")
rules = importlib.import_module("app.games.conjurers.engine.battle.rules")

GOAL_MS = 10.0
REPEATS = 60


def heaviest():
    """The battle just before the attack, and the slot of the attacker."""
    Stats, Gear = battle.Stats, battle.Gear
    stats = {
        "striker": Stats(level=1, hp=9, bd=3, element="fire",
                         abilities={"offensive": 2, "multi_attack": 0, "burning": 2, "poisonous": 0}),
        "left": Stats(level=2, hp=8, bd=2, abilities={"defensive": 1}),
        "right": Stats(level=3, hp=10, bd=3, abilities={}),
        "target": Stats(level=5, hp=16, bd=4, element="earth",
                        abilities={"burning": 2, "multi_attack": 0, "life_steal": 0}),
        "t_left": Stats(level=4, hp=12, bd=3, abilities={"defensive": 2}),
        "t_right": Stats(level=3, hp=9, bd=3, abilities={"frost_attack": 0}),
    }
    gear = {"hammer": Gear(abilities={"power_hit": 2}), "shield": Gear(abilities={"absorption": 5}),
            "helm": Gear(abilities={"absorption": 3})}
    F = battle.Fighter
    mine = battle.Side(seat=0, slots=(F(card="left"), F(card="striker", items=("hammer", "shield"), absorbed=(0, 0)),
                                      F(card="right")))
    theirs = battle.Side(seat=1, slots=(F(card="t_left"), F(card="target", items=("helm",), absorbed=(0,)),
                                        F(card="t_right")))
    return battle.Battle(kind="duel", sides=(mine, theirs), stats=stats, gear=gear, elements=True, turns=6), 1


def main() -> None:
    b, slot = heaviest()
    times, cpu = [], []
    for _ in range(REPEATS):
        t0, c0 = time.perf_counter(), time.process_time()
        result = battle.fight_odds(rules.plan(b, 0, slot, "attack"))
        times.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
    plan = rules.plan(b, 0, slot, "attack")
    exchange, burning = plan.steps()
    outcomes = 1
    for step in (*exchange, *burning):
        outcomes *= 3 ** step.dice
    times.sort()
    cpu.sort()
    median, p95 = statistics.median(times), times[int(len(times) * 0.95) - 1]
    cpu_median, cpu_p95 = statistics.median(cpu), cpu[int(len(cpu) * 0.95) - 1]
    print(f"heaviest fight: {plan.dice[0]} dice against {plan.dice[1]}, {len(burning)} burning rolls, "
          f"{outcomes:.3g} face combinations")
    print(f"odds, wall: median {median:.2f} ms, p95 {p95:.2f} ms; CPU: median {cpu_median:.2f} ms, "
          f"p95 {cpu_p95:.2f} ms")
    met = median < GOAL_MS and cpu_p95 < GOAL_MS
    print(f"goal: under {GOAL_MS:.0f} ms: {'met' if met else 'MISSED'} (wall median and CPU p95)")
    print(f"target dies {float(result.dies['target']):.4f}, striker dies {float(result.dies['striker']):.4f}")


if __name__ == "__main__":
    main()
