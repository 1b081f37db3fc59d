"""Whether a game file holds a game that is already saved here (exported from this tablet, or imported before)."""

from __future__ import annotations

from dataclasses import dataclass

from sqlmodel import Session, select

from .gamelog import GameLog
from .models import EventRecord, GameRecord
from .transfer import read_export


@dataclass(frozen=True)
class SameGame:
    """The saved game a file repeats: its id, name and head step, and the file's own head step."""

    id: str
    name: str
    here_steps: int
    file_steps: int


def same_game(log: GameLog, raw: bytes | str) -> SameGame | None:
    """The saved game this file is a copy of (same seed and same first step), or None; ImportRefused for a bad file."""
    parsed = read_export(raw)
    first = next((s for s in parsed.log if s.seq == 1 and s.status == "active"), None)
    if first is None:
        return None
    steps = sum(1 for s in parsed.log if s.status == "active")
    with Session(log.engine) as session:
        for game in session.exec(select(GameRecord).where(GameRecord.seed == parsed.game.seed)).all():
            row = session.exec(select(EventRecord).where(EventRecord.game_id == game.id, EventRecord.seq == 1,
                                                         EventRecord.status == "active")).first()
            if row is not None and row.action_id == first.action_id:
                return SameGame(game.id, game.name, game.head_seq, steps)
    return None
