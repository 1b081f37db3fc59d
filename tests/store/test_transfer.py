"""Export and import: a round trip gives the same game; bad files are refused and change nothing."""

from __future__ import annotations

import json

import pytest

from app.games.prophecy.engine import parse_action
from app.store import ImportRefused
from app.store import games as saved
from app.store.gamelog import HERALD_DEALT
from app.store.transfer import _checksum, export_game, import_game
from tests.helpers import new_id, setup_action


@pytest.fixture
def game(log):
    game_id, _ = saved.create_game(log, name="Round trip", act=parse_action(setup_action(3)))
    for seq, gold in zip(range(1, 6), [1, 2, -1, 3, 1], strict=True):
        log.append(game_id, parse_action({"kind": "adjust_hero", "seat": seq % 3, "gold": gold}), expected_seq=seq, action_id=new_id())
    log.undo(game_id, expected_seq=6)
    return game_id


def _comparable(export: dict) -> dict:
    return {k: v for k, v in export.items() if k not in ("exported_at", "checksum")}


def test_round_trip_gives_an_identical_game(log, game):
    exported = export_game(log, game)
    new_id_ = import_game(log, json.dumps(exported))
    assert new_id_ != game
    assert _comparable(export_game(log, new_id_)) == _comparable(exported)
    assert log.load(new_id_) == log.load(game)
    assert len(saved.list_games(log)) == 2


def _refused(log, raw) -> str:
    before = len(saved.list_games(log))
    with pytest.raises(ImportRefused) as info:
        import_game(log, raw)
    assert len(saved.list_games(log)) == before
    return str(info.value)


def test_not_json(log, game):
    assert "JSON" in _refused(log, b"\x00\x01 nope")


def test_truncated_file(log, game):
    raw = json.dumps(export_game(log, game))
    assert "breaks off" in _refused(log, raw[: len(raw) // 2])


def test_wrong_format(log, game):
    assert "not a Herald game file" in _refused(log, json.dumps({"format": "other"}))


def test_json_that_is_not_an_object(log, game):
    for raw in ("[1, 2]", "\"herald-game\"", "null"):
        assert "holds no JSON object" in _refused(log, raw), raw


def test_missing_field_is_named(log, game):
    data = export_game(log, game)
    del data["game"]["seed"]
    assert "game.seed" in _refused(log, json.dumps(data))


def test_a_file_of_another_version_is_refused_naming_the_versions_herald_reads(log, game):
    """A file from a newer Herald is told apart from a broken one: its version and the ones this Herald reads."""
    data = export_game(log, game)
    data["version"] = 3
    data["checksum"] = _checksum({k: v for k, v in data.items() if k != "checksum"})
    assert "has version 3; this Herald reads version 1 or 2" in _refused(log, json.dumps(data))


def test_tampered_value_fails_the_checksum(log, game):
    data = export_game(log, game)
    data["log"][1]["events"][0]["gold"] = 50
    assert "checksum" in _refused(log, json.dumps(data))


def _set(path: str, value):
    """A change to one part of an export file, at a dotted path ('game.seed', 'log.1.story')."""
    def change(data: dict) -> None:
        *parents, last = path.split(".")
        target = data
        for key in parents:
            target = target[int(key)] if isinstance(target, list) else target[key]
        if isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value
    return change


@pytest.mark.parametrize(
    "change",
    [
        _set("game.name", "Renamed in the file"),
        _set("game.seed", 12345),  # the seed drives Herald's own dice and deals
        _set("game.created_at", "2020-01-01T00:00:00"),
        _set("exported_at", "2020-01-01T00:00:00"),
        _set("log.1.story", ["Something else happened."]),
        _set("log.1.action_id", "0" * 32),
        _set("log.1.recorded_at", "2020-01-01T00:00:00"),
        _set("log.5.status", "active"),
        _set("log.1.action.gold", 2),
        _set("catalog_entries", [{"card_id": "ghost", "field": "lives", "value": 3,
                                  "entered_at": "2020-01-01T00:00:00", "origin": "table"}]),
    ],
    ids=["name", "seed", "created_at", "exported_at", "story", "action_id", "recorded_at", "status", "action", "entries"],
)
def test_the_checksum_covers_every_part_of_the_file(log, game, change):
    data = export_game(log, game)
    change(data)
    assert "checksum" in _refused(log, json.dumps(data))


def test_tampered_with_recomputed_checksum_still_cannot_break_the_rules(log, game):
    data = export_game(log, game)
    data["log"][1]["events"][0]["gold"] = -50  # would leave negative Gold
    body = {k: v for k, v in data.items() if k != "checksum"}
    data["checksum"] = _checksum(body)
    assert "Step 2" in _refused(log, json.dumps(data))


def test_gap_in_steps(log, game):
    data = export_game(log, game)
    data["log"] = [s for s in data["log"] if s["seq"] != 2]
    data["checksum"] = _checksum({k: v for k, v in data.items() if k != "checksum"})
    assert "without gaps" in _refused(log, json.dumps(data))


@pytest.mark.parametrize("renumber", [{6: 7}, {6: 5}, {6: 60}])
def test_undone_steps_must_follow_the_head_one_by_one(log, game, renumber):
    """The redo stack sits right on top of the head: an undone step numbered past a gap, or on an active step's
    number, is an edited file (its checksum redone) and is refused by name; nothing is written."""
    data = export_game(log, game)
    for step in data["log"]:
        if step["status"] == "undone":
            step["seq"] = renumber[step["seq"]]
    data["checksum"] = _checksum({k: v for k, v in data.items() if k != "checksum"})
    assert "undone steps do not follow its last step one by one" in _refused(log, json.dumps(data))


def test_two_undone_steps_import_and_redo_in_order(log, game):
    """The unedited case beside it: two undone steps (5 and 6 over a head of 4) come back as they were."""
    log.undo(game, expected_seq=5)
    data = export_game(log, game)
    assert sorted(s["seq"] for s in data["log"] if s["status"] == "undone") == [5, 6]
    copy = import_game(log, json.dumps(data))
    assert _comparable(export_game(log, copy))["log"] == _comparable(data)["log"]


def test_an_imported_game_keeps_a_snapshot_every_50_steps_as_play_does(log):
    """Import writes the snapshots play would have written (one every 50 steps), so loading a long imported
    game never replays it from the start; they hold the same state as the original's."""
    from sqlmodel import Session, select

    from app.store.models import SnapshotRecord

    game_id, _ = saved.create_game(log, name="Long", act=parse_action(setup_action(2)))
    for seq in range(1, 105):
        log.append(game_id, parse_action({"kind": "adjust_hero", "seat": 0, "gold": 1}), expected_seq=seq,
                   action_id=new_id())
    copy = import_game(log, json.dumps(export_game(log, game_id)))
    with Session(log.engine) as session:
        snaps = {(s.game_id, s.seq): s.state for s in session.exec(select(SnapshotRecord)).all()}
    assert sorted(seq for gid, seq in snaps if gid == copy) == [50, 100]
    assert all(snaps[(copy, seq)] == snaps[(game_id, seq)] for seq in (50, 100))


def test_a_step_the_rules_refuse_is_named_and_nothing_is_written(log, game):
    """An action edited into one the rules refuse (checksum redone) is refused by its step number and the rules'
    reason, not by a crash."""
    data = export_game(log, game)
    data["log"][1]["action"]["gold"] = -50  # Gold below 0
    data["checksum"] = _checksum({k: v for k, v in data.items() if k != "checksum"})
    assert "Step 2 (adjust_hero) is refused by the rules" in _refused(log, json.dumps(data))


def test_an_imported_step_keeps_that_herald_dealt_its_cards(log):
    """The one fact no event holds, that Herald dealt what came up, comes through an import in the step's story."""
    game_id, _ = saved.create_game(log, name="Dealt", act=parse_action(setup_action(2)))
    log.append(game_id, parse_action({"kind": "adjust_hero", "seat": 0, "gold": 1}), expected_seq=1,
               action_id=new_id(), herald_dealt=True)
    exported = export_game(log, game_id)
    assert exported["log"][-1]["story"][-1] == HERALD_DEALT
    copy = export_game(log, import_game(log, json.dumps(exported)))
    assert copy["log"][-1]["story"] == exported["log"][-1]["story"]


def test_a_replaced_step_keeps_its_story_through_an_import(log):
    """A step undone and then replaced by another is told from the state it was decided on (the step before it):
    its story comes through an import as it was written."""
    game_id, _ = saved.create_game(log, name="Replaced", act=parse_action(setup_action(2)))
    log.append(game_id, parse_action({"kind": "adjust_hero", "seat": 0, "gold": 1}), expected_seq=1,
               action_id=new_id())
    log.undo(game_id, expected_seq=2)
    log.append(game_id, parse_action({"kind": "adjust_hero", "seat": 1, "gold": 2}), expected_seq=1,
               action_id=new_id())
    exported = export_game(log, game_id)
    (replaced,) = [s for s in exported["log"] if s["status"] == "replaced"]
    assert replaced["story"]
    copy = export_game(log, import_game(log, json.dumps(exported)))
    assert [s["story"] for s in copy["log"] if s["status"] == "replaced"] == [replaced["story"]]


def test_a_step_recorded_in_older_words_imports_and_keeps_its_words(log):
    """A Conjurers correction whose event says its reason in other words than the rules give today (the log's
    words only, as files written before a wording change do) is the same decision: it imports, and the game keeps
    the words the file recorded. Any other difference in the event is still refused."""
    from app.games.conjurers.engine import parse_action as conjurers_action
    from tests.web.conjurers.kit import start_action

    game_id, _ = saved.create_game(log, name="Words", act=conjurers_action(start_action(("Ada", "Bo"))))
    log.append(game_id, conjurers_action({"kind": "correct", "seat": 0, "stock": {"wood": 2}, "reason": "a gift"}),
               expected_seq=1, action_id=new_id())
    data = export_game(log, game_id)
    (event,) = data["log"][1]["events"]
    event["reason"] = "a present"
    data["checksum"] = _checksum({k: v for k, v in data.items() if k != "checksum"})
    copy = export_game(log, import_game(log, json.dumps(data)))
    assert copy["log"][1]["events"][0]["reason"] == "a present"
    event["stock"] = {"wood": 3}
    data["checksum"] = _checksum({k: v for k, v in data.items() if k != "checksum"})
    assert "Step 2 (correct): the rules decide other events" in _refused(log, json.dumps(data))


def test_a_file_repeating_an_action_id_is_refused(log, game):
    """Every step keeps its own action id (the write path's guard against a tap sent twice): a file in which two
    steps share one was edited, and is refused by name; nothing is written."""
    data = export_game(log, game)
    data["log"][2]["action_id"] = data["log"][1]["action_id"]
    data["checksum"] = _checksum({k: v for k, v in data.items() if k != "checksum"})
    assert "repeats an action id" in _refused(log, json.dumps(data))


def test_a_file_with_more_steps_than_the_limit_is_refused_and_one_at_the_limit_imports(log, game, monkeypatch):
    """The step limit (bounds.MAX_IMPORT_STEPS) is checked before any step is decided: one step over is refused
    naming the limit, a file of exactly the limit imports."""
    from app.store import bounds

    data = export_game(log, game)
    monkeypatch.setattr(bounds, "MAX_IMPORT_STEPS", len(data["log"]) - 1)
    assert f"at most {len(data['log']) - 1}" in _refused(log, json.dumps(data))
    monkeypatch.setattr(bounds, "MAX_IMPORT_STEPS", len(data["log"]))
    assert import_game(log, json.dumps(data))


def test_a_file_of_a_game_this_herald_does_not_run_is_refused_by_name(log, game):
    data = export_game(log, game)
    data["game"]["game"] = "chess"
    data["checksum"] = _checksum({k: v for k, v in data.items() if k != "checksum"})
    message = _refused(log, json.dumps(data))
    assert "a game of 'chess'" in message and "prophecy" in message


def test_card_values_the_file_carries_are_added_to_a_group_that_lacks_them(log, app, db):
    """A file carries the card values its game was played with: imported where the group has not typed them, they
    are added (marked as coming with that game), so the game shows the same cards, beside the group's own."""
    from app.games.prophecy.catalog import entries as catalog_entries
    from app.store.gamelog import GameLog

    catalog_entries.record(log.engine, app.extensions["herald.catalog"], {"druid": {"strength": 3}})
    game_id, _ = saved.create_game(log, name="Carried", act=parse_action(setup_action(2)))
    elsewhere = GameLog(db(), context=log.context)
    catalog_entries.record(elsewhere.engine, app.extensions["herald.catalog"], {"ghost": {"copies": 3}})
    import_game(elsewhere, json.dumps(export_game(log, game_id)))
    added = catalog_entries.as_overrides(catalog_entries.current_entries(elsewhere.engine))
    assert added == {"druid": {"strength": 3}, "ghost": {"copies": 3}}
