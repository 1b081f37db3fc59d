"""A finished game as a play record that BG Stats can take in (game-blind and pure).

BG Stats documents a link for other apps to push one finished play: `bgstats://app.bgstatsapp.com/createPlay.html`
with the play as URL-encoded JSON in its `data` parameter. Each game kind says who played, who started, who won and
with what score or rank (`GameKind.play_outcome`); the store adds the dates and the group's BoardGameGeek id.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from urllib.parse import quote

BGSTATS_LINK = "bgstats://app.bgstatsapp.com/createPlay.html?data="
SOURCE_NAME = "Herald"


@dataclass(frozen=True)
class SeatOutcome:
    """One player at the end: the name, what she played as, and how she did."""

    name: str
    role: str
    start_player: bool
    winner: bool
    score: int | None = None  # points, for a game that counts them
    rank: int | None = None  # 1 for the best; equal ranks for a tie nothing broke; None when unranked


@dataclass(frozen=True)
class PlayOutcome:
    """How a finished game came out, as its kind reads it off the final state."""

    seats: tuple[SeatOutcome, ...]
    no_points: bool  # the game is won without points (Prophecy); BG Stats then records winners only
    cooperative: bool = False  # everyone won or lost together
    board: str = ""  # the variant or mode, in words (e.g. "Cooperative, hard")


def bgstats_play(outcome: PlayOutcome, *, title: str, play_id: str, started: datetime, ended: datetime,
                 bgg_id: int | None = None) -> dict:
    """The play as the JSON BG Stats reads: the game, the date and length, and every player."""
    minutes = max(0, int((ended - started).total_seconds() // 60))
    game: dict = {"name": title, "sourceGameId": title.lower(), "highestWins": True, "noPoints": outcome.no_points}
    if bgg_id is not None:
        game["bggId"] = bgg_id
    players = []
    for seat in outcome.seats:
        player: dict = {"name": seat.name, "sourcePlayerId": seat.name, "role": seat.role,
                        "startPlayer": seat.start_player, "winner": seat.winner}
        if seat.score is not None and not outcome.no_points:
            player["score"] = seat.score
        if seat.rank is not None:
            player["rank"] = seat.rank
        players.append(player)
    return {"sourceName": SOURCE_NAME, "sourcePlayId": play_id, "game": game,
            "playDate": started.strftime("%Y-%m-%d %H:%M:%S"), "durationMin": minutes, "board": outcome.board,
            "players": players}


def bgstats_link(play: dict) -> str:
    """The `bgstats://` address that opens BG Stats on the play, ready to be saved."""
    return BGSTATS_LINK + quote(json.dumps(play, separators=(",", ":"), ensure_ascii=False), safe="")


def competition_ranks(keys: list[tuple]) -> list[int]:
    """Ranks for sort keys where higher is better: 1 for the best, equal keys share a rank (1, 1, 3)."""
    ordered = sorted(keys, reverse=True)
    return [ordered.index(k) + 1 for k in keys]
