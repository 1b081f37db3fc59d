"""How a finished Conjurers game came out, for the play record: each player's points and rank after the tie-break."""

from __future__ import annotations

from app.games.conjurers.engine.scoring import TIE_BREAK
from app.games.conjurers.engine.state import State
from app.games.play_record import PlayOutcome, SeatOutcome, competition_ranks


def play_outcome(state: State, ctx=None, first_action=None) -> PlayOutcome | None:
    """The outcome of a finished game (None while it goes on): the totals, and ranks read with the tie-break's
    steps in order (001:L781-791), so players still level after every step share a rank."""
    result = state.result
    if result is None:
        return None
    scores = {s.seat: s for s in result.scores}
    seats = [p.seat for p in state.players]
    ranks = dict(zip(seats, competition_ranks([tuple(key(scores[s]) for _, key in TIE_BREAK) for s in seats]),
                     strict=True))
    start = getattr(first_action, "start", None)
    return PlayOutcome(
        seats=tuple(SeatOutcome(name=p.name, role="", start_player=p.seat == start, winner=p.seat in result.winners,
                                score=scores[p.seat].total, rank=ranks[p.seat]) for p in state.players),
        no_points=False,
    )
