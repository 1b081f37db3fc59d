"""Printing a Conjurers game from the tablet and the API: the Print page lists the kind's own documents, each
downloads as a PDF, and every player aid's QR code, decoded from the raster, opens that seat's phone sheet."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest

from tests.helpers import as_tablet, gm_headers
from tests.printing.pdfcheck import A4, assert_paper, qr_codes, text
from tests.web.conjurers.kit import create_game


@pytest.fixture
def tablet(app):
    """The tablet's browser: a game master's device sending its page's CSRF token."""
    return as_tablet(app.test_client(), make_game=False)


@pytest.fixture
def game_id(tablet):
    return create_game(tablet, ("Ada", "Bo", "Cy"))


def test_the_print_page_lists_conjurers_documents_and_its_players(tablet, game_id):
    html = tablet.get(f"/games/{game_id}/print").get_data(as_text=True)
    for title in ("Rules summary", "Player aid", "Score sheet", "Battle aid", "Chronicle"):
        assert title in html
    assert "Reference sheets" not in html  # Prophecy's, not this game's
    assert "All players, one page each" in html and 'id="row-aid-2"' in html and ">Cy<" in html
    assert f'href="/games/{game_id}/print/score.pdf" hx-boost="false" download' in html
    assert f'href="/games/{game_id}/print"' in html  # the game's own navigation carries the Print link


@pytest.mark.parametrize(("doc", "pages", "name"), [
    ("rules", 2, "herald-conjurers-night-rules-summary.pdf"),
    ("aid", 3, "herald-conjurers-night-player-aid.pdf"),
    ("score", 1, "herald-conjurers-night-score-sheet.pdf"),
    ("battle", 1, "herald-conjurers-night-battle-aid.pdf"),
    ("chronicle", 1, "herald-conjurers-night-chronicle.pdf"),
])
def test_each_document_downloads_as_a_pdf(tablet, game_id, doc, pages, name):
    r = tablet.get(f"/games/{game_id}/print/{doc}.pdf")
    assert r.status_code == 200 and r.mimetype == "application/pdf"
    assert r.headers["Content-Disposition"] == f'attachment; filename="{name}"'
    assert_paper(r.data, A4, pages=pages)
    assert tablet.get(f"/games/{game_id}/print/{doc}.pdf").headers["X-Herald-Print-Cache"] == "hit"


def test_every_player_aid_qr_code_opens_that_seat_s_phone_sheet(app, tablet, game_id):
    r = tablet.get(f"/games/{game_id}/print/aid.pdf")
    codes = qr_codes(r.data)
    for seat, player in enumerate(("Ada", "Bo", "Cy")):
        assert player in text(r.data, seat + 1)
        [url] = codes[seat + 1]
        phone = app.test_client().get(urlsplit(url).path)  # a phone: no game master's session
        assert phone.status_code == 200
        assert f'<h1 id="player-name">{player}</h1>' in phone.get_data(as_text=True)


def test_the_api_prints_and_refuses_another_game_s_document(tablet, game_id):
    r = tablet.get(f"/api/v1/games/{game_id}/print/score?seat=0", headers=gm_headers(game_id))
    assert r.status_code == 200 and r.data.startswith(b"%PDF")
    refused = tablet.get(f"/api/v1/games/{game_id}/print/reference", headers=gm_headers(game_id))
    assert refused.status_code == 422
    assert "Herald prints rules, aid, score, battle, chronicle for this game" in refused.get_json()["detail"]
