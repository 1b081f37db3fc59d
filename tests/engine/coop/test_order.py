"""The order in which the Artifacts must fall (003:L556), spelled out for 2 to 5 players (003:L558-563), and
trading in the cooperative game (003:L525-529)."""

from __future__ import annotations

from collections import Counter

import pytest

from app.games.prophecy.engine.coop.rules import may_attack
from app.games.prophecy.engine.events import CardMoved, HeroUpdated

from .kit import CTX, play, refused, stage, started


def _give(state, seat: int, n: int = 1):
    """Hand a hero the next n Artifacts still lying in the planes."""
    for _ in range(n):
        zone = next(f"plane:{p}:artifact" for p in range(5) if state.zone(f"plane:{p}:artifact"))
        state = CardMoved(card=state.zone(zone)[0], to=f"hero:{seat}:items").apply_to(state)
    return state


def _endings(state, seats: int) -> set[tuple[int, ...]]:
    """Every final share of the five Artifacts the rule allows, as sorted counts per hero."""
    out: set[tuple[int, ...]] = set()

    def walk(s, won):
        if won == 5:
            out.add(tuple(sorted(Counter({h: 0 for h in range(seats)} | _held(s)).values())))
            return
        for seat in may_attack(s, CTX):
            walk(_give(s, seat), won + 1)

    walk(state, 0)
    return out


def _held(state) -> dict[int, int]:
    return {h.seat: sum(1 for c in state.zone(f"hero:{h.seat}:items") if c.startswith(("royal", "banner", "mirrored",
                                                                                        "crown", "artifact")))
            for h in state.heroes}


@pytest.mark.parametrize(("seats", "shares", "cite"), [
    (5, {(1, 1, 1, 1, 1)}, "003:L560"),
    (4, {(1, 1, 1, 2)}, "003:L561"),
    (3, {(1, 2, 2)}, "003:L562"),
    (2, {(2, 3)}, "003:L563"),
])
def test_the_order_rule_gives_the_shares_the_rulebook_spells_out(seats, shares, cite):
    assert _endings(started(seats), seats) == shares, cite


def test_a_hero_ahead_of_the_others_may_not_attack_and_hears_who_may():
    state = _give(started(3), 0)
    state = HeroUpdated(seat=0, space=1, moved=True).apply_to(state)
    state = stage(play(state, kind="draw_chance", seat=0, card="charity#1",
                       charity={"gold": 1, "health": 1, "magic": 1}), "move")
    refusal = refused(state, kind="move", seat=0, how="astral", plane=0)
    assert refusal.rule.id == "coop_attack_order" and "Ben, Cleo" in refusal.detail
    assert may_attack(_give(_give(state, 1), 2), CTX) == (0, 1, 2)


def test_a_hero_no_further_ahead_than_the_others_attacks_a_plane():  # 003:L556
    """Once every other hero holds as many Artifacts, the hero who was ahead attacks a plane: the move is played."""
    state = _give(_give(_give(started(3), 0), 1), 2)  # the Artifacts of planes 0 to 2
    state = HeroUpdated(seat=0, space=13, moved=True).apply_to(state)
    state = stage(play(state, kind="draw_chance", seat=0, card="charity#1",
                       charity={"gold": 1, "health": 1, "magic": 1}), "move")
    attacked = play(state, kind="move", seat=0, how="astral", plane=3)
    assert attacked.flow.stage == "astral" and "turn:plane:3" in attacked.flow.marks


def test_solo_has_no_order_to_keep():
    # 003:L617
    state = _give(started(1, "solo"), 0, 3)
    assert may_attack(state, CTX) == (0,)


def test_trades_are_always_on_need_not_be_fair_and_never_move_an_artifact():
    state = started(2)
    state = HeroUpdated(seat=1, space=state.hero(0).space, moved=True).apply_to(state)
    state = stage(play(state, kind="draw_chance", seat=0, card="charity#1",
                       charity={"gold": 1, "health": 1, "magic": 1}), "move")
    # 003:L527: everything may go one way, nothing back.
    gift = play(state, kind="trade", seat=0, partner=1, give_gold=state.hero(0).gold)
    assert gift.hero(0).gold == 0
    state = _give(state, 0)
    artifact = state.zone("hero:0:items")[-1]
    assert refused(state, kind="trade", seat=0, partner=1, give_items=[artifact]).rule.id == "coop_artifacts_kept"
