"""A finished game's play record for BG Stats: the kind's outcome with the log's dates and the group's
BoardGameGeek id for that game (a setting, typed once on a result screen)."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from sqlmodel import Session, col, select

from app.games import registry
from app.games.play_record import bgstats_link, bgstats_play

from ..errors import UnknownGame
from ..gamelog import GameLog
from ..models import EventRecord, GameRecord
from ..settings import get_setting, set_setting

BGG_ID = re.compile(r"[1-9][0-9]{0,8}")


class BadBggId(ValueError):
    """What the group typed is not a BoardGameGeek id."""

    field = "bgg_id"

    def __init__(self, typed: str):
        super().__init__(f"“{typed[:20]}” is not a BoardGameGeek id, which is the whole number in the game's address "
                         "on that site (such as 1234).")
        self.message = str(self)


def _key(kind: str) -> str:
    return f"bgg_id:{kind}"


def bgg_id(log: GameLog, kind: str) -> int | None:
    """The BoardGameGeek id the group typed for a game kind, if any."""
    value = get_setting(log.engine, _key(kind))
    return int(value) if value else None


def set_bgg_id(log: GameLog, kind: str, typed: str) -> int | None:
    """Keep (or clear, when empty) the group's BoardGameGeek id for a kind; BadBggId changes nothing."""
    typed = typed.strip()
    if typed and not BGG_ID.fullmatch(typed):
        raise BadBggId(typed)
    registry.kind(kind)
    set_setting(log.engine, _key(kind), typed)
    return int(typed) if typed else None


def _local(moment: datetime) -> datetime:
    """A stored time (UTC, with or without its offset) in the server's own zone: the table's clock."""
    return (moment if moment.tzinfo else moment.replace(tzinfo=UTC)).astimezone()


def play_record(log: GameLog, game_id: str) -> dict | None:
    """The finished play as BG Stats reads it, with its `bgstats://` link; None while the game goes on."""
    kind = log.kind_of(game_id)
    if kind.play_outcome is None:
        return None
    with Session(log.engine) as session:
        game = session.get(GameRecord, game_id)
        if game is None:
            raise UnknownGame(game_id)
        active = select(EventRecord).where(EventRecord.game_id == game_id, EventRecord.status == "active")
        # limit(1): an ORM result loads every row it is given before first() takes one
        first = session.exec(active.order_by(col(EventRecord.seq)).limit(1)).first()
        last = session.exec(active.order_by(col(EventRecord.seq).desc()).limit(1)).first()
    if first is None or last is None:
        return None
    _, state = log.load(game_id)
    outcome = kind.play_outcome(state, log.context_for(kind.name), kind.parse_action(first.action))
    if outcome is None:
        return None
    play = bgstats_play(outcome, title=kind.title, play_id=game_id, started=_local(first.recorded_at),
                        ended=_local(last.recorded_at), bgg_id=bgg_id(log, kind.name))
    return {"play": play, "link": bgstats_link(play), "cooperative": outcome.cooperative}
