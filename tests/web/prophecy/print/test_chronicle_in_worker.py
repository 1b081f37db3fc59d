"""The chronicle is gathered in a print worker (issue 17): the server process reads neither the log nor the states
before the battle rolls for it, only hands the game over; the worker reads the same database, with the group's
typed card names, and the PDF tells the game."""

from __future__ import annotations

import os

from app.printing import pool
from app.store import GameLog
from tests.helpers import api_act, api_create
from tests.printing.pdfcheck import text


def test_the_server_hands_the_chronicle_over_and_reads_no_log(client, monkeypatch):
    monkeypatch.delenv("HERALD_PRINT_IN_PROCESS", raising=False)  # the worker lane, whatever the shell asked for
    assert pool.enabled()
    game_id = api_create(client, 3, "Worker night")
    seq = 1
    for faces in ([2, 5, 6], [1, 1, 4], [3, 6, 2]):
        r = api_act(client, game_id, seq, {"kind": "record_dice", "purpose": "who starts", "faces": faces})
        seq = r.get_json()["seq"]

    def not_here(*args, **kwargs):
        raise AssertionError(f"the server process read the whole log for a chronicle (pid {os.getpid()})")

    for reader in ("log_columns", "states_before", "rows", "stream_rows"):
        monkeypatch.setattr(GameLog, reader, not_here)
    r = client.get(f"/games/{game_id}/print/chronicle.pdf")
    assert r.status_code == 200 and r.headers["X-Herald-Print-Cache"] == "miss", r.get_data(as_text=True)[:300]
    words = " ".join(text(r.data).split())
    assert "Worker night" in words and "4 steps" in words, words[:600]
    again = client.get(f"/games/{game_id}/print/chronicle.pdf")
    assert again.headers["X-Herald-Print-Cache"] == "hit" and again.headers["X-Herald-Print-Key"] == r.headers["X-Herald-Print-Key"]
