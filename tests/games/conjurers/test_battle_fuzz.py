"""Whole battles with random creatures and random legal moves: they end, and nothing is lost or invented."""

from __future__ import annotations

from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st_

from app.games.conjurers.engine.battle import Battle, Die, Gear, Side, Stats, legal_moves, play
from app.games.conjurers.engine.battle.model import ATTACKER, DEFENDER
from app.games.conjurers.engine.battle.preview import preview, rolled

from .kit import random_gear, random_printed


def random_battle(rng: Random, kind: str) -> Battle:
    stats, gear = {}, {}
    hands = (tuple(f"a{i}" for i in range(rng.randint(1, 3))), tuple(f"d{i}" for i in range(rng.randint(1, 3))))
    for card in (*hands[0], *hands[1]):
        stats[card] = Stats(level=rng.randint(1, 5), myth=rng.choice(["greek", "norse", None]),
                            **random_printed(rng))
    items = tuple(f"i{i}" for i in range(rng.randint(0, 4)))
    for g in items:
        gear[g] = Gear(**random_gear(rng))
    die = Die(weights=rng.choice([(2, 2, 2), (1, 2, 1)]), no_dice=rng.random() < 0.2)
    sides = (Side(seat=0, hand=hands[0], items=items), Side(seat=1, hand=hands[1], minion=kind == "battleground"))
    return Battle(kind=kind, sides=sides, stats=stats, gear=gear, die=die, turn=DEFENDER if kind == "battleground"
                  else ATTACKER, elements=rng.random() < 0.5, healing=rng.random() < 0.5)


@settings(max_examples=60, deadline=None)
@given(seed=st_.integers(0, 10**6), kind=st_.sampled_from(["battleground", "duel", "match"]))
def test_seeded_battles_end_and_keep_their_creatures(seed, kind):
    """001:L486 every battle ends with a winner, unless it stands where neither side can wear the other down: a
    damage roll every turn keeps 001:L488's stalemate away and no roll's damage sticks (made-up creatures can do
    that, e.g. BD 1 against Defensive 3 while the other heals; the rulebook gives such a battle no end). 001:L534 a
    creature on the board has fewer DMs than HP; every creature is in hand, on the board or lost, once."""
    rng = Random(seed)
    b = random_battle(rng, kind)
    start = {s: set(b.side(s).hand) for s in (0, 1)}
    history = []  # each move's (cards lost, each side's hitpoints left)
    for _ in range(MOVES):
        if b.winner is not None:
            break
        move = rng.choice(legal_moves(b))
        side = b.side(b.turn)
        if move.kind == "summon" and side.items:
            move = move.model_copy(update={"items": tuple(rng.sample(side.items, min(2, len(side.items))))})
        move = move.model_copy(update={"magician": {c: "burning" for c in b.stats}})
        odds = preview(b, move)
        if odds is not None:
            assert sum(p for _, p in odds.striker_deals) == 1
        b, _ = play(b, move, rolled(rng, b, {}))
        for s in (0, 1):
            side = b.side(s)
            board = [f.card for _, f in side.on_board()]
            assert sorted([*side.hand, *board, *side.lost]) == sorted(start[s])
            assert all(f.dm < b.stats[f.card].hp for _, f in side.on_board())
        history.append((len(b.side(0).lost) + len(b.side(1).lost), b.remaining_hp(0), b.remaining_hp(1)))
    if b.winner is None:
        assert_stands_still(b, history)
    assert b.winner in (ATTACKER, DEFENDER, None)


MOVES = 400


def test_all_but_a_few_seeded_battles_end_with_a_winner():
    """001:L486: a battle that stands still is the rare exception (1 in over 9,000 seeded battles when this was
    written); a change that let creatures stop dying would leave many standing still."""
    unfinished = 0
    for seed in range(100):
        for kind in ("battleground", "duel", "match"):
            rng = Random(seed)
            b = random_battle(rng, kind)
            for _ in range(MOVES):
                if b.winner is not None:
                    break
                b, _ = play(b, rng.choice(legal_moves(b)), rolled(rng, b, {}))
            unfinished += b.winner is None
    assert unfinished <= 3


def assert_stands_still(b: Battle, history: list[tuple[int, int, int]]) -> None:
    """An unfinished battle stands still: nothing left to summon, no creature lost in the last half of the moves,
    and neither side's lowest hitpoints left fell in the last quarter below its lowest of the quarter before."""
    assert not b.side(0).hand and not b.side(1).hand, "creatures left to summon, yet no end"
    half, quarter = history[MOVES // 2:], MOVES // 4
    assert half[0][0] == half[-1][0], "creatures are still being lost: the battle goes on"
    for s in (1, 2):
        before = min(h[s] for h in history[MOVES // 2:MOVES // 2 + quarter])
        assert min(h[s] for h in history[MOVES // 2 + quarter:]) >= before, "a side is still being worn down"
