"""Seat links: one unguessable link per seat that opens that hero's sheet on a phone.

A token is HMAC-SHA256(instance secret, nonce) with a fresh 128-bit nonce from `secrets`; the
database keeps the nonce and the token's SHA-256, never the token. Re-issuing a seat's link marks
the old row replaced (its QR code then says so) and adds a row with the next revision.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from dataclasses import dataclass

from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select

from .access_tables import SeatLink
from .errors import UnknownGame
from .models import GameRecord, utcnow


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
        missing = [seat for seat in range(seats) if seat not in rows]
        for seat in missing:
            last = _last_revision(session, game_id, seat)
            rows[seat], _ = _new_row(secret, game_id, seat, last + 1)
            session.add(rows[seat])
        if missing:
            try:
                session.commit()
            except IntegrityError:  # another request issued them at the same moment
                session.rollback()
                return current_links(engine, game_id, seats, secret)
        return [IssuedLink(s, rows[s].revision, _derive(secret, rows[s].nonce)) for s in range(seats)]


def reissue(engine: Engine, game_id: str, seat: int, secret: bytes) -> IssuedLink:
    """Replace a seat's link: the old one stops working, a new one with the next revision is issued."""
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


def _current_rows(session: Session, game_id: str) -> list[SeatLink]:
    return list(
        session.exec(select(SeatLink).where(SeatLink.game_id == game_id, SeatLink.replaced_at.is_(None))).all()
    )


def _last_revision(session: Session, game_id: str, seat: int) -> int:
    rows = session.exec(select(SeatLink.revision).where(SeatLink.game_id == game_id, SeatLink.seat == seat)).all()
    return max(rows, default=0)
