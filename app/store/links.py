"""Seat links: one unguessable link per seat that opens that hero's sheet on a phone.

A token is HMAC-SHA256(instance secret, nonce) with a fresh 128-bit nonce from `secrets`; the
database keeps the nonce and the token's SHA-256, never the token. Re-issuing a seat's link marks
the old row replaced (its QR code then says so) and adds a row with the next revision.

The table display (the whole table, read-only, for a TV) has a link of its own in the same table: its row's seat
is DISPLAY, so the unique index keeps one current display link per game and it is re-issued like a seat's.
A seat link never opens the display and the display link never opens a seat (`resolve` says which it is).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import bindparam
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select

from .access_tables import SeatLink
from .db import fetch_one
from .errors import UnknownGame
from .models import GameRecord, utcnow

DISPLAY = -1  # the seat number of a game's table-display link (no seat has it)


@dataclass(frozen=True)
class IssuedLink:
    """A seat's current link as the tablet shows it."""

    seat: int
    revision: int
    token: str


@dataclass(frozen=True)
class ResolvedLink:
    """What a presented token opens: a game's seat, and whether the link was replaced since."""

    game_id: str
    seat: int
    revision: int
    replaced: bool

    @property
    def display(self) -> bool:
        """True for the table display's link, which opens no seat."""
        return self.seat == DISPLAY


def token_hash(token: str) -> str:
    """The SHA-256 of a token, as stored."""
    return hashlib.sha256(token.encode()).hexdigest()


def _derive(secret: bytes, nonce: str) -> str:
    mac = hmac.new(secret, b"herald/seat-link/" + nonce.encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(mac).rstrip(b"=").decode()


def _new_row(secret: bytes, game_id: str, seat: int, revision: int) -> tuple[SeatLink, str]:
    nonce = secrets.token_urlsafe(16)
    token = _derive(secret, nonce)
    row = SeatLink(game_id=game_id, seat=seat, revision=revision, nonce=nonce, token_hash=token_hash(token))
    return row, token


def current_links(engine: Engine, game_id: str, seats: int, secret: bytes) -> list[IssuedLink]:
    """The current link of every seat, issuing missing ones (first view, imported games, a new instance secret)."""
    return _current(engine, game_id, list(range(seats)), secret)


def current_display(engine: Engine, game_id: str, secret: bytes) -> IssuedLink:
    """The game's current table-display link, issued on first asking (or after a new instance secret)."""
    return _current(engine, game_id, [DISPLAY], secret)[0]


def _current(engine: Engine, game_id: str, seats: list[int], secret: bytes) -> list[IssuedLink]:
    with Session(engine) as session:
        if session.get(GameRecord, game_id) is None:
            raise UnknownGame(game_id)
        rows = {r.seat: r for r in _current_rows(session, game_id)}
        for row in list(rows.values()):
            if token_hash(_derive(secret, row.nonce)) != row.token_hash:  # the instance secret changed
                row.replaced_at = utcnow()
                session.add(row)
                del rows[row.seat]
        session.flush()
        missing = [seat for seat in seats if seat not in rows]
        for seat in missing:
            last = _last_revision(session, game_id, seat)
            rows[seat], _ = _new_row(secret, game_id, seat, last + 1)
            session.add(rows[seat])
        if missing:
            try:
                session.commit()
            except IntegrityError:  # another request issued them at the same moment
                session.rollback()
                return _current(engine, game_id, seats, secret)
        return [IssuedLink(s, rows[s].revision, _derive(secret, rows[s].nonce)) for s in seats]


def reissue(engine: Engine, game_id: str, seat: int, secret: bytes) -> IssuedLink:
    """Replace a seat's link (or the display's, seat DISPLAY): the old one stops working, a new one with the next
    revision is issued."""
    with Session(engine) as session:
        if session.get(GameRecord, game_id) is None:
            raise UnknownGame(game_id)
        for row in _current_rows(session, game_id):
            if row.seat == seat:
                row.replaced_at = utcnow()
                session.add(row)
        session.flush()
        row, token = _new_row(secret, game_id, seat, _last_revision(session, game_id, seat) + 1)
        session.add(row)
        session.commit()
        return IssuedLink(seat, row.revision, token)


def resolve(engine: Engine, token: str) -> ResolvedLink | None:
    """The seat a token opens (replaced or not), or None for a token Herald never issued."""
    if not token or len(token) > 100:
        return None
    with Session(engine) as session:
        row = session.exec(select(SeatLink).where(SeatLink.token_hash == token_hash(token))).first()
        if row is None:
            return None
        return ResolvedLink(row.game_id, row.seat, row.revision, row.replaced_at is not None)


# Built once: a poll of every phone and display runs it, and building a select costs more than running it here.
_POLL_HEAD = (select(SeatLink.game_id, SeatLink.seat, SeatLink.revision, SeatLink.replaced_at, GameRecord.head_seq,
                     GameRecord.updated_at)
              .join(GameRecord, GameRecord.id == SeatLink.game_id).where(SeatLink.token_hash == bindparam("hashed")))


def poll_head(engine: Engine, token: str) -> tuple[ResolvedLink, int, datetime] | None:
    """In one query, for a polling phone or display: the link a token opens with its game's head step and last change
    (None for an unknown token or a deleted game: the caller's full path answers those). Run on the pool's own
    connection (its checks on checkout and reset on return as ever): an idle poll is most of a server's work at a
    table, and SQLAlchemy's statement and result machinery cost three times the query itself (issue 42)."""
    if not token or len(token) > 100:
        return None
    connection = engine.raw_connection()
    try:
        row = fetch_one(_POLL_HEAD, engine.dialect, connection, {"hashed": token_hash(token)})
    finally:
        connection.close()
    if row is None:
        return None
    return ResolvedLink(row.game_id, row.seat, row.revision, row.replaced_at is not None), row.head_seq, row.updated_at


def _current_rows(session: Session, game_id: str) -> list[SeatLink]:
    return list(
        session.exec(select(SeatLink).where(SeatLink.game_id == game_id, SeatLink.replaced_at.is_(None))).all()
    )


def _last_revision(session: Session, game_id: str, seat: int) -> int:
    rows = session.exec(select(SeatLink.revision).where(SeatLink.game_id == game_id, SeatLink.seat == seat)).all()
    return max(rows, default=0)
