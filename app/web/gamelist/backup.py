"""The whole instance's backup as a download, for the game master of any game (the settings on the share page)."""

from __future__ import annotations

from flask import Blueprint, Response

from app.store import backup
from app.store.models import utcnow
from app.web.rendering.deps import game_log
from app.web.sessions.access import mark

bp = Blueprint("backup", __name__)


@mark("gm_any")  # every game and the group's entries: a game master's device, never a phone or a stranger
@bp.get("/backup")
def download():
    """A backup file of every game, the card entries and settings (no secrets), read at one moment."""
    data = backup.to_bytes(backup.create(game_log().engine))
    name = f"herald-backup-{utcnow():%Y%m%d-%H%M}.json"
    return Response(data, mimetype="application/json",
                    headers={"Content-Disposition": f'attachment; filename="{name}"', "Cache-Control": "no-store"})
