"""How a finished Prophecy game came out, for the play record: winners without points, and who started."""

from __future__ import annotations

from app.games.play_record import PlayOutcome, SeatOutcome
from app.games.prophecy.engine.state import GameState

DIFFICULTY = {"normal": "normal", "hard": "hard", "very_hard": "very hard"}


def _name(catalog, card_id: str) -> str:
    try:
        name = getattr(catalog.card(card_id), "name", None) if catalog is not None else None
    except Exception:  # noqa: BLE001 - a card the catalog does not hold keeps its id's words
        name = None
    return str(name) if name else card_id.replace("-", " ").title()


def _board(state: GameState) -> str:
    options = state.options
    if options.coop is not None:
        mode = "Solo" if options.coop.mode == "solo" else "Cooperative"
        words = f"{mode}, {DIFFICULTY.get(options.coop.difficulty, options.coop.difficulty)}"
    else:
        words = "Basic version" if options.mode == "basic" else "Standard rules"
    return words + (", with the Dragon Realm" if options.realm is not None else "")


def play_outcome(state: GameState, ctx, first_action=None) -> PlayOutcome | None:
    """The outcome of a finished game (None while it goes on): its winners, and the others ranked where the mode
    ranks them (the Basic version by Certificates); a cooperative game is won or lost by everyone together."""
    result = state.result
    if result is None:
        return None
    catalog = getattr(ctx, "catalog", None)
    cooperative = state.options.coop is not None
    rank = {seat: 1 for seat in result.winners}
    for place, seat in enumerate(s for s in result.ranking if s not in rank):
        rank[seat] = len(result.winners) + place + 1
    seats = []
    for hero in state.heroes:
        role = ", ".join([_name(catalog, hero.character), *(_name(catalog, r) for r in hero.races)])
        winner = bool(result.winners) if cooperative else hero.seat in result.winners
        seats.append(SeatOutcome(name=hero.player, role=role, start_player=hero.seat == state.flow.first,
                                 winner=winner, rank=None if cooperative else rank.get(hero.seat)))
    return PlayOutcome(seats=tuple(seats), no_points=True, cooperative=cooperative, board=_board(state))
