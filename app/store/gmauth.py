"""The game master's credentials: a hashed PIN per game, rate-limited PIN attempts, GM API tokens.

Five wrong PINs in a row from one address lock that address out of that game for 30 seconds,
doubling with every further wrong PIN (at most an hour); a correct PIN clears the count.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import time
from dataclasses import dataclass

from sqlalchemy import case, literal
from sqlalchemy.engine import Engine
from sqlmodel import Session, delete, select
from werkzeug.security import check_password_hash, generate_password_hash

from .access_tables import GameAccess, GmToken, PinAttempt
from .errors import UnknownGame
from .head import Head, read_head
from .models import GameRecord, utcnow
from .portable import least, upsert

PIN_PATTERN = re.compile(r"[0-9]{4,8}")
FREE_FAILURES = 5
FIRST_LOCK_SECONDS = 30
MAX_LOCK_SECONDS = 3600
# scrypt with 4 MiB of memory (N=2**12): about 12 ms of CPU where werkzeug's default (N=2**15, 32 MiB) took 120 ms
# and, on a busy machine short of memory, over a second, most of creating a game (issue 42). A PIN has at most 10**8
# values, so a stolen database yields its PIN under either cost; the online guard is the lock-out below.
DEFAULT_HASH = "scrypt:4096:8:1"


@dataclass(frozen=True)
class PinCheck:
    """The outcome of a PIN attempt: accepted, or refused with the lock-out it caused (seconds)."""

    ok: bool
    locked_for: int = 0
    tries_left: int = 0


def valid_pin(pin: str) -> bool:
    """Whether a PIN has the allowed shape: 4 to 8 digits."""
    return bool(PIN_PATTERN.fullmatch(pin or ""))


def set_pin(engine: Engine, game_id: str, pin: str, method: str = DEFAULT_HASH) -> None:
    """Store a game's PIN, hashed."""
    if not valid_pin(pin):
        raise ValueError("The PIN must be 4 to 8 digits.")
    with Session(engine) as session:
        if session.get(GameRecord, game_id) is None:
            raise UnknownGame(game_id)
        row = session.get(GameAccess, game_id) or GameAccess(game_id=game_id, pin_hash="")
        row.pin_hash = generate_password_hash(pin, method=method)
        row.updated_at = utcnow()
        session.add(row)
        session.commit()


def change_pin(engine: Engine, game_id: str, pin: str, method: str = DEFAULT_HASH) -> int:
    """Give a game a new PIN and revoke its GM API tokens; returns how many tokens were revoked."""
    set_pin(engine, game_id, pin, method)
    with Session(engine) as session:
        revoked = len(session.exec(select(GmToken.token_hash).where(GmToken.game_id == game_id)).all())
        session.exec(delete(GmToken).where(GmToken.game_id == game_id))
        session.commit()
    return revoked


def pin_fingerprint(engine: Engine, game_id: str) -> str:
    """A short digest of the game's stored PIN hash ('' without a PIN): GM sessions carry it, so a new PIN
    ends every session granted under the old one."""
    with Session(engine) as session:
        row = session.get(GameAccess, game_id)
    return _digest(row.pin_hash if row else None)


def guarded_head(engine: Engine, game_id: str) -> tuple[Head, str] | None:
    """What the access guard reads of a game, in one query: None when there is no such game, else its head (as
    `read_head` gives it, for the view to use rather than read again) and its PIN's fingerprint (see pin_fingerprint)."""
    with engine.connect() as connection:
        try:
            head = read_head(connection, game_id, with_pin=True)
        except UnknownGame:
            return None
    return head, _digest(head.pin_hash)


def _digest(pin_hash: str | None) -> str:
    return hashlib.sha256(pin_hash.encode()).hexdigest()[:16] if pin_hash else ""


def has_pin(engine: Engine, game_id: str) -> bool:
    """Whether a game has a PIN yet (games imported or made before PINs existed may not)."""
    with Session(engine) as session:
        return session.get(GameAccess, game_id) is not None


def lock_remaining(engine: Engine, game_id: str, client: str, now: float | None = None) -> int:
    """Seconds this client must still wait before trying a PIN for this game (0: it may try)."""
    now = time.time() if now is None else now
    with Session(engine) as session:
        row = session.get(PinAttempt, (game_id, client[:64]))
        return max(0, int(row.locked_until - now + 0.999)) if row else 0


def check_pin(engine: Engine, game_id: str, client: str, pin: str, now: float | None = None) -> PinCheck:
    """Try a PIN for a game from a client address, counting failures and locking out after five.

    The try is counted before the PIN is checked, in one conditional statement (`_claim_try`), so a burst of
    simultaneous guesses gets no more checks than the allowed tries; a right PIN then clears the count.
    """
    now = time.time() if now is None else now
    with Session(engine) as session:
        if session.get(GameRecord, game_id) is None:
            raise UnknownGame(game_id)
        access = session.get(GameAccess, game_id)
    failures = _claim_try(engine, game_id, client[:64], now)
    if failures is None:
        return PinCheck(False, locked_for=max(1, lock_remaining(engine, game_id, client, now)))
    if access is not None and valid_pin(pin) and check_password_hash(access.pin_hash, pin):
        with Session(engine) as session:
            session.exec(delete(PinAttempt).where(PinAttempt.game_id == game_id, PinAttempt.client == client[:64]))
            session.commit()
        return PinCheck(True)
    return PinCheck(False, locked_for=_lock_for(failures), tries_left=max(0, FREE_FAILURES - failures))


def _lock_for(failures: int) -> int:
    """Seconds of lock-out after this many wrong PINs in a row."""
    if failures < FREE_FAILURES:
        return 0
    return min(FIRST_LOCK_SECONDS * 2 ** min(failures - FREE_FAILURES, 12), MAX_LOCK_SECONDS)


def _claim_try(engine: Engine, game_id: str, client: str, now: float) -> int | None:
    """Count one more try unless the client is locked out; the count it reached, or None when locked out.

    One INSERT … ON CONFLICT DO UPDATE … WHERE … RETURNING: the database runs it whole (SQLite's one writer,
    PostgreSQL's row lock, across processes too), so two simultaneous tries never read the same count, and a try that finds the lock in force changes nothing.
    """
    failures = PinAttempt.__table__.c.failures
    locked_until = PinAttempt.__table__.c.locked_until
    exponent = least(failures + 1 - FREE_FAILURES, 12)
    lock = least(FIRST_LOCK_SECONDS * literal(1).op("<<")(exponent), MAX_LOCK_SECONDS)
    statement = (
        upsert(engine, PinAttempt.__table__)
        .values(game_id=game_id, client=client, failures=1, locked_until=0.0)
        .on_conflict_do_update(
            index_elements=["game_id", "client"],
            set_={
                "failures": failures + 1,
                "locked_until": case((failures + 1 >= FREE_FAILURES, now + lock), else_=locked_until),
            },
            where=locked_until <= now,
        )
        .returning(failures)
    )
    with engine.begin() as conn:
        row = conn.execute(statement).first()
    return None if row is None else row[0]


def issue_token(engine: Engine, game_id: str) -> str:
    """A new GM API token for a game (256 bits); only its hash is stored."""
    token = secrets.token_urlsafe(32)
    with Session(engine) as session:
        session.add(GmToken(token_hash=_hash(token), game_id=game_id))
        session.commit()
    return token


def token_game(engine: Engine, token: str) -> str | None:
    """The game a GM API token masters, or None."""
    if not token or len(token) > 100:
        return None
    with Session(engine) as session:
        row = session.get(GmToken, _hash(token))
        return row.game_id if row else None


def revoke_token(engine: Engine, token: str) -> None:
    """Forget a GM API token."""
    with Session(engine) as session:
        session.exec(delete(GmToken).where(GmToken.token_hash == _hash(token)))
        session.commit()


def game_tokens(engine: Engine, game_id: str) -> int:
    """How many GM API tokens a game has."""
    with Session(engine) as session:
        return len(session.exec(select(GmToken.token_hash).where(GmToken.game_id == game_id)).all())


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()
