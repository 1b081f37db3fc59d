"""Export a game to a JSON file and import one back, refusing anything malformed or tampered with.

An import is checked before anything is written: its size and nesting (`bounds.py`), its shape, its checksum, and
every step decided again by the rules, which must give exactly the events recorded in the file (`redecide.py`).
What is stored is what the rules decided, with story lines told from those events, and snapshots as play writes them.
"""

from __future__ import annotations

import unicodedata
import uuid
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field
from sqlalchemy import insert
from sqlmodel import Session, col, select

from app.games import registry
from app.games.registry import GameKind

from . import bounds, file_entries
from .checked_file import FileKind, read_checked
from .checked_file import checksum as _checksum
from .decided_with import as_utc
from .errors import ImportRefused
from .gamelog import GameLog
from .games import players_of
from .models import CarriedEntriesRecord, EventRecord, GameRecord, SnapshotRecord, utcnow
from .redecide import Refused, redecide
from .sharing.play_records import play_record

FORMAT = "herald-game"
VERSION = 2  # 2: each step names the set of card entries it was decided with (version 1 files still import)


# SQLite keeps signed 64-bit integers; Herald draws seeds below 2**63.
SEED_LIMIT = 2**63


def _no_control(text: str) -> str:
    if any(unicodedata.category(c) == "Cc" for c in text):
        raise ValueError("control characters (such as NUL or a line break) are not allowed")
    return text


NoControl = AfterValidator(_no_control)
# A date without a UTC offset is read as UTC, as Herald writes every date (comparing it with one that has an offset
# would fail, and the database keeps only dates with one).
UtcDatetime = Annotated[datetime, AfterValidator(as_utc)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)


class ExportedStep(_Strict):
    seq: int = Field(ge=1)
    type: str
    action: dict
    events: list[dict]
    story: list[str] = Field(default_factory=list)
    action_id: str = Field(min_length=1, max_length=64)
    chance: bool
    status: Literal["active", "undone", "replaced"]
    recorded_at: UtcDatetime
    entry_set: int | None = Field(default=None, ge=0)  # in `entry_sets`: the card values it was decided with


class ExportedGame(_Strict):
    name: Annotated[str, NoControl] = Field(min_length=1, max_length=80)
    game: str = Field(default=registry.DEFAULT, max_length=20)  # files from before the second game name none
    seed: int = Field(ge=0, lt=SEED_LIMIT)
    created_at: UtcDatetime


class ExportedEntry(_Strict):
    """A value the exporting group typed from a card and the game uses (see the game kind's `catalog_entries`)."""

    card_id: str = Field(min_length=1, max_length=80)
    field: str = Field(min_length=1, max_length=120)
    value: Any = None
    entered_at: UtcDatetime
    origin: str = Field(default="table", max_length=20)
    current: bool = True  # in force at the export (a value the steps used that was replaced or withdrawn since: no)


class ExportFile(_Strict):
    format: Literal["herald-game"]
    version: Literal[1, 2]
    exported_at: UtcDatetime
    game: ExportedGame
    log: list[ExportedStep] = Field(min_length=1)
    # Optional: files written before catalog entries existed have none and still import.
    catalog_entries: list[ExportedEntry] | None = None
    # The sets of catalog_entries (by position) in force together; files before them lay entries over by time.
    entry_sets: list[list[Annotated[int, Field(ge=0)]]] | None = None
    # A finished game's play as BG Stats takes it in (app/games/play_record.py); derived, so import re-derives it.
    play: dict | None = None
    checksum: str


def export_game(log: GameLog, game_id: str) -> dict:
    """The whole game, every log row included, as a JSON-ready dict with a checksum."""
    with Session(log.engine) as session:
        game = session.get(GameRecord, game_id)
        if game is None:
            from .errors import UnknownGame

            raise UnknownGame(game_id)
        meta = {"name": game.name, "game": game.game, "seed": game.seed, "created_at": game.created_at.isoformat()}
    rows = log.rows(game_id, include_inactive=True)
    steps = [
        {
            "seq": r.seq,
            "type": r.type,
            "action": r.action,
            "events": r.events,
            "story": r.story,
            "action_id": r.action_id,
            "chance": r.chance,
            "status": r.status,
            "recorded_at": r.recorded_at.isoformat(),
        }
        for r in rows
    ]
    _, state = log.load(game_id)
    carried = file_entries.for_export(log.engine, registry.kind(meta["game"]), game_id, state,
                                      [(s["action_id"], r.recorded_at) for s, r in zip(steps, rows, strict=True)])
    body = {"format": FORMAT, "version": VERSION, "exported_at": utcnow().isoformat(), "game": meta, "log": steps,
            "catalog_entries": carried.entries if carried else []}
    if carried is not None:
        body["entry_sets"] = carried.sets
        for step, k in zip(steps, carried.steps, strict=True):
            step["entry_set"] = k
    record = play_record(log, game_id)
    if record is not None:
        body["play"] = record["play"]
    return {**body, "checksum": _checksum(body)}


GAME_FILE = FileKind(FORMAT, (1, VERSION), "game file", ImportRefused)


def _not_too_long(data: dict) -> None:
    if isinstance(data.get("log"), list) and len(data["log"]) > bounds.MAX_IMPORT_STEPS:
        raise ImportRefused(f"The file holds {len(data['log'])} steps; Herald imports at most "
                            f"{bounds.MAX_IMPORT_STEPS}.", field="log")


def read_export(raw: bytes | str) -> ExportFile:
    """Parse and check an export file's shape and checksum; ImportRefused names what is wrong."""
    return read_checked(raw, GAME_FILE, ExportFile, before=_not_too_long)


def import_game(log: GameLog, raw: bytes | str, *, name: str | None = None) -> str:
    """Import an exported game as a new saved game; nothing is written unless every check passes."""
    parsed = read_export(raw)
    active = sorted((s for s in parsed.log if s.status == "active"), key=lambda s: s.seq)
    if [s.seq for s in active] != list(range(1, len(active) + 1)):
        raise ImportRefused("The file's steps are not numbered 1, 2, 3… without gaps; it is truncated or edited.")
    if len({s.action_id for s in parsed.log}) != len(parsed.log):
        raise ImportRefused("The file repeats an action id; it was edited by hand.")
    kind = _kind_of_file(parsed)
    file_entries.check_sets(parsed)
    group = log.context_for(kind.name)
    entries = file_entries.new_entries(parsed, group.catalog, log.engine, kind)
    contexts, carried = file_entries.contexts(parsed, group, kind, log.engine)
    try:
        decided = redecide(parsed.log, contexts, kind)
    except Refused as exc:
        raise ImportRefused(str(exc)) from exc
    if not kind.started(decided.state):
        raise ImportRefused("The file's first step does not create a game.")
    game_id = uuid.uuid4().hex
    with Session(log.engine) as session:
        session.add(
            GameRecord(
                id=game_id,
                name=(name or parsed.game.name)[:80],
                game=kind.name,
                seed=parsed.game.seed,
                head_seq=len(active),
                players=players_of(decided.state),
                created_at=parsed.game.created_at,
            )
        )
        session.flush()
        # Core inserts: thousands of rows, without building an ORM object for each.
        session.execute(insert(EventRecord.__table__), [
            {"game_id": game_id, "seq": step.seq, "type": told.kind, "action": told.action, "events": told.events,
             "story": told.story, "action_id": step.action_id, "chance": told.chance, "status": step.status,
             "recorded_at": step.recorded_at}
            for step, told in ((step, decided.steps[i]) for i, step in enumerate(parsed.log))
        ])
        if decided.snapshots:  # as play writes them, every SNAPSHOT_EVERY steps
            ids = dict(session.execute(
                select(EventRecord.seq, EventRecord.id).where(
                    EventRecord.game_id == game_id, EventRecord.status == "active",
                    col(EventRecord.seq).in_(list(decided.snapshots)))
            ).all())
            session.execute(insert(SnapshotRecord.__table__), [
                {"game_id": game_id, "seq": seq, "event_id": ids[seq], "state": state.model_dump(mode="json")}
                for seq, state in decided.snapshots.items()
            ])
        if carried is not None:
            session.add(CarriedEntriesRecord(game_id=game_id, **carried))
        if entries:
            kind.catalog_entries.write(session, entries, game_id=game_id, origin="game")
        session.commit()
    return game_id


def _kind_of_file(parsed: ExportFile) -> GameKind:
    """The kind of game the file holds; a kind this Herald does not run refuses the file."""
    try:
        return registry.kind(parsed.game.game)
    except registry.UnknownKind as exc:
        raise ImportRefused(f"The file holds a game of {parsed.game.game!r}, which this Herald does not run "
                            f"(it runs {', '.join(sorted(registry.KINDS))}).", field="game.game") from exc
