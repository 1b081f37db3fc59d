"""The play record on a printed chronicle: what BG Stats will record, and a QR code of its link to scan."""

from __future__ import annotations

from app.printing.model import GameData
from app.qr import qr_png


def play_context(game: GameData) -> dict:
    """The template values for `_play_record.html`: the play (None before the end) and the QR code of its link."""
    if game.play is None:
        return {"play": None, "play_qr": None}
    return {"play": game.play["play"], "play_qr": qr_png(game.play["link"], "QR code: record this play in BG Stats",
                                                         size_mm=40)}
