"""The PIN lock in the store, on both databases: the upsert that counts tries, its growing lock-out, a burst."""

from __future__ import annotations

import threading

import pytest
from sqlalchemy import create_engine

from app.games.prophecy.engine import parse_action
from app.store import UnknownGame, gmauth
from app.store import games as saved
from tests.conftest import FAST_PIN_HASH
from tests.helpers import setup_action


def _game(log) -> str:
    game_id, _ = saved.create_game(log, name="Locked", act=parse_action(setup_action(2)))
    gmauth.set_pin(log.engine, game_id, "2468", method=FAST_PIN_HASH)
    return game_id


def test_the_lock_grows_with_every_wrong_pin_and_a_right_one_clears_it(log):
    engine, game_id = log.engine, _game(log)
    for tries_left in (4, 3, 2, 1):
        assert gmauth.check_pin(engine, game_id, "ip", "1111", now=1000) == gmauth.PinCheck(False, 0, tries_left)
    assert gmauth.check_pin(engine, game_id, "ip", "1111", now=1000).locked_for == 30
    assert gmauth.check_pin(engine, game_id, "ip", "2468", now=1029).ok is False
    assert gmauth.check_pin(engine, game_id, "ip", "1111", now=1031).locked_for == 60
    assert gmauth.check_pin(engine, game_id, "ip", "1111", now=1092).locked_for == 120
    for _ in range(12):  # the lock stops doubling at an hour
        gmauth.check_pin(engine, game_id, "ip", "1111", now=10**6 + _ * 4000)
    assert gmauth.lock_remaining(engine, game_id, "ip", now=10**6 + 11 * 4000) == gmauth.MAX_LOCK_SECONDS
    assert gmauth.check_pin(engine, game_id, "ip", "2468", now=10**7).ok
    assert gmauth.check_pin(engine, game_id, "ip", "1111", now=10**7) == gmauth.PinCheck(False, 0, 4)


def test_a_burst_of_guesses_from_several_connections_never_reads_the_same_count(log):
    """Twelve wrong PINs at once, each on its own engine (as from several server processes): four go unlocked,
    every other one finds or sets the 30-second lock; none is lost between connections."""
    game_id = _game(log)
    url = log.engine.url.render_as_string(hide_password=False)
    engines = [create_engine(url, connect_args={"timeout": 10} if "sqlite" in url else {}) for _ in range(12)]
    barrier = threading.Barrier(len(engines))
    results = []

    def guess(engine):
        barrier.wait()
        results.append(gmauth.check_pin(engine, game_id, "ip", "1111", now=1000))

    threads = [threading.Thread(target=guess, args=(e,)) for e in engines]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for engine in engines:
        engine.dispose()
    assert len(results) == 12 and all(not r.ok for r in results)
    assert sorted(r.locked_for for r in results) == [0] * 4 + [30] * 8
    assert sorted(r.tries_left for r in results if r.locked_for == 0) == [1, 2, 3, 4]
    assert gmauth.check_pin(log.engine, game_id, "ip", "2468", now=1001).ok is False  # still locked


def test_a_right_pin_from_one_address_leaves_another_addresss_lock_out_in_force(log):
    """The lock is per address (gmauth's rule: five wrong PINs lock that address out of that game): the game
    master's right PIN from her own tablet clears her own count only, so a guesser locked out at another address
    stays locked out, and his count goes on growing. By design, not a shared reset."""
    engine, game_id = log.engine, _game(log)
    for _ in range(5):
        gmauth.check_pin(engine, game_id, "guesser", "1111", now=1000)
    assert gmauth.lock_remaining(engine, game_id, "guesser", now=1000) == 30
    assert gmauth.check_pin(engine, game_id, "tablet", "2468", now=1001).ok
    assert gmauth.lock_remaining(engine, game_id, "guesser", now=1001) == 29
    assert gmauth.check_pin(engine, game_id, "guesser", "2468", now=1002).ok is False
    assert gmauth.check_pin(engine, game_id, "guesser", "1111", now=1031).locked_for == 60


def test_an_address_longer_than_the_column_is_locked_out_by_its_first_64_characters(log):
    """Addresses are kept to 64 characters: a longer one (an IPv6 address with a zone, a proxy's chain) is counted
    and locked out under that prefix, and the lock is read back under it too."""
    engine, game_id = log.engine, _game(log)
    client = "2001:db8::1%" + "x" * 70
    for _ in range(5):
        gmauth.check_pin(engine, game_id, client, "1111", now=1000)
    assert gmauth.lock_remaining(engine, game_id, client, now=1000) == 30
    assert gmauth.check_pin(engine, game_id, client, "2468", now=1001).ok is False


def test_a_pin_of_the_wrong_shape_or_for_no_game_is_refused_and_the_old_pin_stays(log):
    """set_pin takes only 4 to 8 digits, for a game that exists; a refused PIN leaves the game's PIN as it was."""
    engine, game_id = log.engine, _game(log)
    for bad in ("123", "123456789", "12a4", ""):
        with pytest.raises(ValueError, match="4 to 8 digits"):
            gmauth.set_pin(engine, game_id, bad, method=FAST_PIN_HASH)
    with pytest.raises(UnknownGame):
        gmauth.set_pin(engine, "no-such-game", "1357", method=FAST_PIN_HASH)
    assert not gmauth.has_pin(engine, "no-such-game")
    assert gmauth.check_pin(engine, game_id, "ip", "2468", now=1000).ok


def test_the_lock_out_ends_at_its_last_second_exactly(log):
    """A lock-out of 30 s from t=1000 holds until 1030: at 1030 itself the address may try again, and a right PIN
    is accepted (the lock's end and lock_remaining agree: 0 seconds left means it may try)."""
    engine, game_id = log.engine, _game(log)
    for _ in range(5):
        gmauth.check_pin(engine, game_id, "ip", "1111", now=1000)
    assert gmauth.lock_remaining(engine, game_id, "ip", now=1029.5) == 1
    assert gmauth.lock_remaining(engine, game_id, "ip", now=1030) == 0
    assert gmauth.check_pin(engine, game_id, "ip", "2468", now=1030).ok
