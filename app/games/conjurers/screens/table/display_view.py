"""What the table display shows of a Conjurers game (pure; read-only, for everyone at once): its board, every player
in brief, the round and its phase, what is happening now (a battle with the odds of the fights open to the side
to act) and what is still to resolve, from the tablet's own view builders.

A battle's hands are secret until summoned (001:L492): the display draws the battle as no seat sees it (only the
minion side's hand, which the rules make public, is named), and its odds are only those of fights whose cards
are all on the board or in that public hand.
"""

from __future__ import annotations

from app.games.conjurers.engine import State
from app.games.conjurers.engine.battle.model import seat_view
from app.games.conjurers.screens.battle.board_view import board as battle_board
from app.games.conjurers.screens.battle.odds_view import all_fights
from app.games.conjurers.screens.table import board_view, score_view


def public_battle(state: State) -> dict | None:
    """The battle under way with every player's hand hidden, and the odds of the fights the side to act could start
    with what everyone sees; None when no battle is under way."""
    if state.fight is None:
        return None
    battle = state.fight.battle
    hidden = seat_view(battle, None)  # every hand as '?', kept only as a count
    sides = tuple(side if side.minion else shown for side, shown in zip(battle.sides, hidden.sides, strict=True))
    public = hidden.model_copy(update={"sides": sides})
    fights = [{"label": f["label"], "dies": f["odds"]["dies"]} for f in all_fights(state, public)["fights"]]
    return battle_board(state, public) | {"fights": fights}


def players(state: State) -> list[dict]:
    """Every player in brief: resources, food, army, items and artifacts counted, mines, minus points."""
    return [p | {"army_levels": sum(c["level"] for c in p["army"])} for p in board_view.player_views(state)]


def table_view(state: State) -> dict:
    """The whole table as plain data for the display template."""
    return {"turn": board_view.round_view(state), "regions": board_view.regions(state), "players": players(state),
            "queue": board_view.queue(state), "battle": public_battle(state),
            "final": score_view.final(state) if state.result is not None else None}
