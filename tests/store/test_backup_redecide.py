"""A restore decides every game again, as an import does: a backup edited with its checksum recomputed is refused
naming the game and step; every damaged backup ends in a one-line refusal with nothing written, never a traceback."""

from __future__ import annotations

import json

import pytest

from app.games.prophecy.engine import parse_action
from app.store import backup
from app.store import games as saved
from app.store.gamelog import SNAPSHOT_EVERY, GameLog
from tests.helpers import new_id, setup_action

GOLD = {"kind": "adjust_hero", "seat": 0, "gold": 1}


@pytest.fixture
def raw(log):
    """The backup of an instance with one game, Friday, of SNAPSHOT_EVERY + 2 steps (so it holds a snapshot)."""
    game_id, _ = saved.create_game(log, name="Friday", act=parse_action(setup_action(2)))
    for seq in range(1, SNAPSHOT_EVERY + 2):
        log.append(game_id, parse_action({**GOLD, "gold": 1 if seq % 2 else -1}), expected_seq=seq,
                   action_id=new_id())
    return backup.to_bytes(backup.create(log.engine))


def _resealed(raw: bytes, edit) -> bytes:
    data = json.loads(raw)
    edit(data["tables"])
    body = {k: v for k, v in data.items() if k != "checksum"}
    return json.dumps({**body, "checksum": backup._checksum(body)}).encode()


def _event(tables, seq: int) -> dict:
    return next(r for r in tables["event"] if r["seq"] == seq)


def _refused(db, log, raw: bytes) -> str:
    target = GameLog(db(), context=log.context)
    with pytest.raises(backup.RestoreRefused) as info:
        backup.restore(target.engine, raw)
    assert all(rows == [] for rows in backup.dump(target.engine, secrets=True).values())
    message = str(info.value)
    assert "\n" not in message and message
    return message


def test_an_edited_event_with_its_checksum_recomputed_is_refused_naming_the_game_and_step(db, log, raw):
    def edit(tables):
        _event(tables, 3)["events"][0]["gold"] = 5

    message = _refused(db, log, _resealed(raw, edit))
    assert "Friday" in message and "Step 3" in message


def test_an_edited_snapshot_with_its_checksum_recomputed_is_refused(db, log, raw):
    def edit(tables):
        tables["snapshot"][0]["state"]["heroes"][0]["gold"] = 14

    message = _refused(db, log, _resealed(raw, edit))
    assert "Friday" in message and f"step {SNAPSHOT_EVERY}" in message


def _deep(tables):
    value: list = []
    for _ in range(200):  # beyond the 64 levels Herald reads, within what json.dumps writes
        value = [value]
    tables["setting"].append({"key": "deep", "value": value})


@pytest.mark.parametrize("edit", [
    lambda t: _event(t, 2).update(seq="2"),
    lambda t: _event(t, 2).update(recorded_at="the day after"),
    lambda t: _event(t, 2).update(recorded_at=_event(t, 2)["recorded_at"].replace("+00:00", "")),
    lambda t: t["game"][0].update(name=["Friday", "again"]),
    lambda t: t["game"][0].update(head_seq="3"),
    lambda t: t["event"][0].update(chance="yes"),
    _deep,
], ids=["step number as text", "unreadable date", "date without offset", "a list as a name", "head as text",
        "chance as text", "very deep JSON"])
def test_a_damaged_backup_with_its_checksum_recomputed_ends_in_a_one_line_refusal(db, log, raw, edit):
    _refused(db, log, _resealed(raw, edit))


def test_json_nested_beyond_the_parser_is_refused_in_one_line(db, log):
    _refused(db, log, b'{"format": "herald-backup", "tables": ' + b"[" * 100_000 + b"]" * 100_000 + b"}")
