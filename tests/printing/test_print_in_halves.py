"""A per-seat document for every seat (the aid for four) is laid out in two halves side by side, one in each layout
lane, when both are idle (issue 42: on an idle two-core machine it comes in a little over half the time), and reads
exactly as the same document laid out whole: its pages in order, each page's words, each seat's QR code, its title.
With a lane busy it is laid out whole, so no print waits behind another for its sake."""

from __future__ import annotations

import io
import os
import time

import pytest
from pypdf import PdfReader

from app.printing import PAPERS, PrintCache, pool
from tests.helpers import api_create, as_tablet
from tests.printing.pdfcheck import A4, assert_paper, qr_codes, text
from tests.web.conjurers.kit import FOUR, create_game


def _every_seat(client, game: str) -> str:
    return api_create(client, 3, "Halves night") if game == "prophecy" else create_game(client, FOUR)


def _fresh_lanes() -> None:
    """Both lanes with a new worker up and idle (one an earlier test left near its eighth job could be replaced
    meanwhile, its successor warming up)."""
    for name, lane in pool._lanes.items():
        lane.forget()
        pool.run(name, os.getpid)
    deadline = time.monotonic() + 30  # a job's result can come back before its lane has counted it done
    while not pool.both_idle() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert pool.both_idle()


def _aid(app, client, game_id: str) -> bytes:
    app.extensions["herald.print_cache"] = PrintCache(None)  # laid out afresh, not read from the cache
    r = client.get(f"/games/{game_id}/print/aid.pdf")
    assert r.status_code == 200 and r.headers["X-Herald-Print-Cache"] == "miss", r.get_data(as_text=True)[:300]
    return r.data


@pytest.mark.parametrize("game", ["prophecy", "conjurers"])
def test_an_aid_for_every_seat_laid_out_in_halves_reads_as_the_one_laid_out_whole(app, monkeypatch, game):
    monkeypatch.delenv("HERALD_PRINT_IN_PROCESS", raising=False)  # the worker lanes, whatever the shell asked for
    client = as_tablet(app.test_client(), make_game=False)
    game_id = _every_seat(client, game)
    _fresh_lanes()
    laid_out = []
    halved = pool.lay_out_halves
    monkeypatch.setattr(pool, "lay_out_halves", lambda *args: laid_out.append(halved(*args)) or laid_out[-1])
    halves = _aid(app, client, game_id)
    assert len(laid_out) == 1 and laid_out[0] is not None and laid_out[0].pdf == halves, "laid out in halves"
    monkeypatch.setattr(pool, "both_idle", lambda: False)  # as when a lane is busy: the document laid out whole
    whole = _aid(app, client, game_id)
    assert halves != whole
    seats = 3 if game == "prophecy" else 4  # the test kit's Prophecy seats, then Conjurers' four players
    assert_paper(halves, A4, pages=seats)
    for page in range(1, seats + 1):
        assert text(halves, page) == text(whole, page)  # the footer's "page 2 of 3" included
    assert qr_codes(halves) == qr_codes(whole) and len({u for urls in qr_codes(halves).values() for u in urls}) == seats
    assert PdfReader(io.BytesIO(halves)).metadata.title == PdfReader(io.BytesIO(whole)).metadata.title


def test_a_document_is_not_halved_while_a_lane_is_busy(tmp_path):
    """A chronicle in the long lane: the aid for four is not split to wait behind it (the caller lays it out whole)."""
    from tests.printing.test_pool import _held

    _fresh_lanes()
    release = tmp_path / "release"
    busy = pool._lanes["long"].submit(_held, str(release))
    try:
        assert not pool.both_idle()
        assert pool.lay_out_halves(["<p>1</p>", "<p>2</p>"], "prophecy/print/aid", PAPERS["A4"]) is None
    finally:
        release.touch()
    assert busy.result(60)


def test_a_sheet_that_takes_more_than_its_page_has_the_document_laid_out_whole():
    """Its pages could not be numbered as in the whole document: the caller lays the document out whole."""
    _fresh_lanes()
    two_pages = "<p>Seat 2</p><p style='break-before: page'>Seat 2, again</p>"
    assert pool.lay_out_halves(["<p>Seat 1</p>", two_pages], "prophecy/print/aid", PAPERS["A4"]) is None
    one_each = pool.lay_out_halves(["<p>Seat 1</p>", "<p>Seat 2</p>"], "prophecy/print/aid", PAPERS["A4"])
    assert one_each is not None and one_each.pages == 2
    assert "Seat 1 · page 1 of 2" in text(one_each.pdf, 1) and "Seat 2 · page 2 of 2" in text(one_each.pdf, 2)
