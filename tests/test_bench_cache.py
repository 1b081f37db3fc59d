"""The bench games' cache (bench/games.py) is shared by every clone and worktree on the machine: a run deletes only
what no run has used for a day, and two runs of one code version build it once. The build is a stand-in here."""

from __future__ import annotations

import os
import sqlite3
import threading
import time

from bench import games


def fake_build(calls: list):
    """A build that writes a tiny SQLite file, slowly enough that two runs would overlap, and counts its calls."""

    def build(path):
        calls.append(path)
        time.sleep(0.3)
        with sqlite3.connect(path) as db:
            db.execute("CREATE TABLE game (name TEXT)")

    return build


def aged(path, seconds: float):
    """Make path look last used seconds ago."""
    then = time.time() - seconds
    os.utime(path, (then, then))


def test_another_versions_cache_in_use_is_kept(tmp_path):
    other = tmp_path / "games-4-0123456789ab.sqlite"
    other.write_bytes(b"another clone's games")
    aged(other, 3600)  # used an hour ago: that clone may still be running its benches
    path = games.cached_database(tmp_path, fake_build([]))
    assert path.exists() and other.exists()


def test_caches_unused_for_a_day_are_deleted(tmp_path):
    old = [tmp_path / "games-4-0123456789ab.sqlite", tmp_path / "games-4-0123456789ab.lock",
           tmp_path / "games-3-ba9876543210.sqlite", tmp_path / "games-4-0123456789ab.building-99"]
    for f in old:
        f.write_bytes(b"")
        aged(f, games.UNUSED_FOR + 60)
    path = games.cached_database(tmp_path, fake_build([]))
    assert [f for f in old if f.exists()] == []
    assert path.exists()


def test_an_old_cache_is_kept_while_a_run_holds_its_lock(tmp_path):
    old = tmp_path / "games-4-0123456789ab.sqlite"
    old.write_bytes(b"")
    aged(old, games.UNUSED_FOR + 60)
    with games._locked(old.with_suffix(".lock")):  # a run of that version is taking it right now
        games.remove_unused(tmp_path, keep=tmp_path / "games-5-ffffffffffff.sqlite")
        assert old.exists()


def test_using_a_cache_touches_it(tmp_path):
    path = games.cached_database(tmp_path, fake_build([]))
    aged(path, games.UNUSED_FOR - 60)
    calls = []
    assert games.cached_database(tmp_path, fake_build(calls)) == path
    assert calls == []  # not built again
    assert time.time() - path.stat().st_mtime < 60


def test_two_runs_at_once_build_once(tmp_path):
    calls, found = [], []
    runs = [threading.Thread(target=lambda: found.append(games.cached_database(tmp_path, fake_build(calls))))
            for _ in range(2)]
    for run in runs:
        run.start()
    for run in runs:
        run.join()
    assert len(calls) == 1
    assert found[0] == found[1] and found[0].exists()
    assert sorted(p.suffix for p in tmp_path.iterdir()) == [".lock", ".sqlite"]  # no build left behind
