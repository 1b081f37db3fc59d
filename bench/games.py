"""Bench games: seeded playouts on the real catalog at 20, 2,000 and 20,000 steps, built once and cached.

A game is played through the store (`GameLog.append`, as the tablet's posts are) with random legal
offers from a seeded `random.Random` (tests/engine/playout.py fills their inputs). When the game ends
(or has played its rounds) before the wanted length, the table goes on recording steps (Gold up and
down, a die now and then), so the log reaches its length with a real game at its start.

The database is cached under the system temp folder (`herald-bench/`), keyed by this file's version and a
digest of the code and data that shape a game's events (engines, store, cards), and copied for every run, so the
20,000-step game is built once per machine and code version, never committed. Clones and worktrees of other code
versions share the folder and may be running their benches: a cache is touched on every use and only caches unused
for a day are deleted; a version is built under its lock file, so two runs of it at once build it once.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import random
import shutil
import sqlite3
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from contextlib import contextmanager
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SIZES = (20, 2000, 20000)
PIN = "2468"
SEED = 7
ROUNDS = 90  # player-rounds of real play before the table only records steps
CACHE = Path(tempfile.gettempdir()) / "herald-bench"
UNUSED_FOR = 24 * 3600  # seconds: a cache no run has used for this long is deleted
REAL_CHARACTERS = ("paladin", "druid", "illusionist")


# Raise when the games change (the cache is keyed on it).
BUILD = 5
# What a recorded game depends on: a stale cache would be refused on import (its events re-decided differently).
SHAPING = ("app/engine_kit", "app/games", "app/store", "cards")
SHOWING = {"screens", "printing"}  # a game's folders that only show or print it: they record no step


def code_digest() -> str:
    """A short digest of the sources that decide a bench game's events."""
    digest = hashlib.sha256()
    for folder in SHAPING:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and path.suffix in {".py", ".toml"} and not SHOWING.intersection(path.parts):
                digest.update(str(path.relative_to(ROOT)).encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def cached_database(cache: Path | None = None, build_games: Callable[[Path], None] | None = None) -> Path:
    """The cached bench database (built on first use, a few minutes for the 20,000-step game)."""
    cache = CACHE if cache is None else cache
    path = cache / f"games-{BUILD}-{code_digest()}.sqlite"
    cache.mkdir(parents=True, exist_ok=True)
    with _locked(path.with_suffix(".lock")):
        if not path.exists():
            tmp = path.with_suffix(f".building-{os.getpid()}")
            (build_games or build)(tmp)
            with sqlite3.connect(tmp) as db:  # fold the write-ahead log into the file before it is renamed
                db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            tmp.replace(path)
            for leftover in cache.glob(f"{tmp.name}-*"):  # its emptied -wal and -shm
                leftover.unlink(missing_ok=True)
        os.utime(path)  # in use: no other run deletes it for a day
    remove_unused(cache, keep=path)
    return path


@contextmanager
def _locked(lock: Path):
    """Hold lock (a file) for the block: another run of this code version waits for the build, then uses it."""
    with open(lock, "a") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        os.utime(lock)
        try:
            yield
        finally:
            fcntl.flock(held, fcntl.LOCK_UN)


def remove_unused(cache: Path, keep: Path) -> list[Path]:
    """Delete the bench files in cache no run has touched for a day (other versions' caches, dead builds' files);
    a cache only under its version's lock, so a run taking it at that moment keeps it."""
    removed = []
    for lock in cache.glob("games-*.lock"):
        if lock == keep.with_suffix(".lock"):
            continue
        with open(lock, "a") as held:
            try:
                fcntl.flock(held, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                continue  # a run of that version is building or taking its cache
            for old in (lock.with_suffix(".sqlite"), lock):
                if _unused(old):
                    old.unlink(missing_ok=True)
                    removed.append(old)
    for old in cache.glob("games-*"):  # what no lock guards: a dead build's files, caches older than the locks
        if old.suffix != ".lock" and old != keep and not old.with_suffix(".lock").exists() and _unused(old):
            old.unlink(missing_ok=True)
            removed.append(old)
    return removed


def _unused(path: Path) -> bool:
    try:
        return time.time() - path.stat().st_mtime > UNUSED_FOR
    except FileNotFoundError:
        return False


def copy_database(folder: Path) -> Path:
    """A fresh copy of the bench database in folder (a run may write to it)."""
    target = Path(folder) / "herald.sqlite"
    shutil.copyfile(cached_database(), target)
    return target


def game_ids(database: Path) -> dict[int, str]:
    """The bench games by their length in steps."""
    from sqlmodel import Session, select

    from app.store.db import make_engine
    from app.store.models import GameRecord

    with Session(make_engine(database)) as session:
        return {int(g.name.split()[-1]): g.id for g in session.exec(select(GameRecord)).all() if g.name.startswith("bench ")}


def build(database: Path) -> None:
    """Play and record every bench game into database."""
    from app import create_app

    app = create_app({"TESTING": True, "SECRET_KEY": "bench", "DATABASE": str(database)})
    app.instance_path = str(database.parent)
    log = app.extensions["herald.log"]
    try:
        _play(log)
    finally:
        log.engine.dispose()


def _play(log) -> None:
    from app.games.prophecy.engine import IllegalAction, InvalidInput, legal_actions, parse_action
    from app.store import games as saved
    from app.store import gmauth
    from tests.engine.playout import create, fill

    ctx = log.context()
    for size in SIZES:
        started = time.monotonic()
        rng = random.Random(SEED + size)
        act = parse_action(create(3, "table", rng=rng, ctx=ctx, characters=REAL_CHARACTERS))
        game_id, applied = saved.create_game(log, name=f"bench {size}", act=act)
        gmauth.set_pin(log.engine, game_id, PIN)
        seq, state, rounds, n = applied.seq, applied.state, 0, 0
        while seq < size:
            playing = state.flow.stage != "over" and (rounds < ROUNDS or state.battle is not None)
            payloads = []
            if playing:
                offers = legal_actions(state, ctx)
                rng.shuffle(offers)
                offers.sort(key=lambda o: o.kind == "end_turn")
                payloads = [partial(fill, state, o, rng, ctx) for o in offers]
            n += 1
            payloads += [partial(_table_step, n), partial(_table_step, 0)]  # Gold refused at 0: a die
            for payload in payloads:
                try:
                    body = payload()
                    applied = log.append(game_id, parse_action(body), expected_seq=seq, action_id=uuid.uuid4().hex)
                except (IllegalAction, InvalidInput):
                    continue
                rounds += body["kind"] == "end_round"
                break
            else:
                raise RuntimeError(f"bench game {size}: nothing could be played at step {seq}")
            seq, state = applied.seq, applied.state
        print(f"built the {size}-step bench game in {time.monotonic() - started:.0f} s", file=sys.stderr)


def _table_step(n: int) -> dict:
    """A step the table records at any moment: a die for a card now and then, else Gold up or down."""
    if n % 10 == 0:
        return {"kind": "record_dice", "purpose": "a card's roll", "faces": [n % 6 + 1]}
    return {"kind": "adjust_hero", "seat": n % 3, "gold": 1 if (n // 3) % 2 == 0 else -1}


if __name__ == "__main__":
    print(cached_database())
