"""Installation-wide settings kept in the instance database (e.g. the LAN address for QR codes)."""

from __future__ import annotations

from sqlalchemy.engine import Engine
from sqlmodel import Session

from .access_tables import Setting


def get_setting(engine: Engine, key: str, default: str | None = None) -> str | None:
    """A setting's value, or the default."""
    with Session(engine) as session:
        row = session.get(Setting, key)
        return row.value if row else default


def set_setting(engine: Engine, key: str, value: str) -> None:
    """Store a setting."""
    with Session(engine) as session:
        session.merge(Setting(key=key, value=value))
        session.commit()
