"""The final score in the game's JSON (the API sends `State.model_dump`): beside each player's lines, her
total and her place, with the tie-break step that decided it (001:L781-791)."""

from __future__ import annotations

from app.games.conjurers.engine import State
from app.games.conjurers.engine.scoring import result

from ..test_scoring import player


def test_the_final_score_json_gives_each_total_and_place_with_its_tie_break():
    """001:L781 most points wins; 001:L783-785 a tie on the total goes to the combinations. Seats 0 and 1 both
    total 22 (seat 1 by a combination), seat 2 totals 2: places 2, 1, 3."""
    players = (player(0, creatures=[(5, "greek")] * 4, wood=24),
               player(1, creatures=[(2, "norse")] * 3, artifacts=[("norse", 1)]),
               player(2, creatures=[(2, "greek")]))
    state = State(players=players, stage="over", result=result(players))
    data = state.model_dump(mode="json")["result"]
    standings = {row["seat"]: row for row in data["standings"]}
    assert {s: (r["total"], r["place"], r["decided_by"]) for s, r in standings.items()} == {
        0: (22, 2, "combinations"), 1: (22, 1, "combinations"), 2: (2, 3, "total")}
    assert [row["seat"] for row in data["standings"]] == [1, 0, 2]  # in finishing order
    assert State.model_validate(state.model_dump(mode="json")) == state  # the JSON reads back


def test_a_tie_no_step_breaks_is_a_shared_place():
    """001:L791: when even the resources are equal the victory is shared: both take first place."""
    players = (player(0, creatures=[(2, "greek")]), player(1, creatures=[(2, "norse")]))
    rows = result(players).model_dump(mode="json")["standings"]
    assert [(r["place"], r["decided_by"]) for r in rows] == [(1, "shared"), (1, "shared")]
