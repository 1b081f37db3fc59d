"""Who plays the minions when two battles are fought together in a four-player game (001:L431)."""

from __future__ import annotations

from app.games.conjurers.engine.battle.model import DEFENDER
from app.games.conjurers.engine.battling import minion_player

from ..kit import act, army, resolving, start, with_player

ARMY = army((1, None), (1, None), (2, "greek"))


def four(*placements, start_seat: int = 0):
    state, _ = start(4, locked=[], start_seat=start_seat)
    for seat in range(4):
        state = with_player(state, seat, army=ARMY)
    return resolving(state, *placements)


def test_the_player_playing_one_battles_minions_is_not_idle_for_the_other():
    """001:L431: two battlegrounds fought together; the first one's minions go to its attacker's left
    neighbour, who is then busy: the second one's go to the next idle player to its attacker's left."""
    state = four((0, "conjurer", "mount_olympus"), (3, "conjurer", "valhalla"))
    assert minion_player(state, 0) == 1
    state = act(state, {"kind": "battleground", "seat": 0, "figure": "conjurer",
                        "creature": state.piles["greek"][0], "level": 3, "won": False})
    creature = state.piles["norse"][0]
    state = act(state, {"kind": "battleground", "seat": 3, "figure": "conjurer", "creature": creature, "level": 3})
    assert state.fight.battle.side(DEFENDER).seat == 2  # Ada (seat 0) fights, Bo (1) plays the other minions


def test_battles_are_paired_in_the_order_they_are_fought():
    """001:L431: battles are resolved two at a time in the order they are fought (seat by seat from the
    round's starting player), not in the order the figures were placed. Seat 2 starts: its duel with seat 1
    and seat 3's battleground are the first pair, so seat 0 (not fighting) plays seat 3's minions."""
    state = four((0, "conjurer", "garden_of_eden"), (3, "conjurer", "valhalla"), (2, "conjurer", "house_1"),
                 start_seat=2)
    assert minion_player(state, 3) == 0
    assert minion_player(state, 0) == 1  # the second pair: seat 0's battle is fought alone
