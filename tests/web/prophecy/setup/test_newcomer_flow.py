"""A newcomer's flow: the wizard offers every character with the numbers Herald knows filled in at once, undo's
question can be cancelled, a file of a game already here is recognised, the print page warns about addresses."""

from __future__ import annotations

import re

import pytest

from tests.helpers import as_tablet


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


WHO = {"go": "2", "name": "Night", "seats": "2", "seat0_player": "Anna", "seat1_player": "Ben"}


def _input(html: str, name: str) -> str:
    return re.search(rf'<input name="{name}"[^>]*value="([^"]*)"', html).group(1)


def test_the_wizard_offers_every_character_and_fills_what_it_knows_when_one_is_chosen(client, app):
    from app.games.prophecy.screens.setup.setup_wizard import character_facts

    facts = character_facts(app.extensions["herald.catalog"])
    html = client.post("/games/new", data=WHO
                       ).get_data(as_text=True)
    offered = re.findall(r'<option value="([^"]+)">', re.search(r'<datalist id="characters">(.*?)</datalist>', html,
                                                                   re.S).group(1))
    assert offered == list(facts) and len(offered) == 10
    assert 'data-seat-character="0"' in re.search(r'<input name="seat0_character"[^>]*>', html, re.S).group(0)
    # The page fills them as a character is chosen (see the Chromium test); the server does the same on any post.
    chosen = client.post("/games/new", data={**WHO, "seat0_character": "Paladin"}).get_data(as_text=True)
    assert _input(chosen, "seat0_strength") == str(facts["Paladin"]["strength"])
    assert _input(chosen, "seat0_willpower") == str(facts["Paladin"]["willpower"])
    # Changed to the Druid: the Druid's numbers replace the Paladin's.
    changed = client.post("/games/new", data={**WHO, "seat0_character": "Druid", "seat0_filled": "Paladin",
                                              "seat0_strength": "4", "seat0_willpower": "4"}).get_data(as_text=True)
    assert _input(changed, "seat0_strength") == str(facts["Druid"]["strength"])
    assert _input(changed, "seat0_willpower") == str(facts["Druid"]["willpower"])
    # A number the group typed for the character it chose stays.
    kept = client.post("/games/new", data={**WHO, "seat0_character": "Druid", "seat0_filled": "Druid",
                                           "seat0_strength": "5"}).get_data(as_text=True)
    assert _input(kept, "seat0_strength") == "5"


def test_a_file_of_a_game_already_here_says_so_and_offers_to_open_it_or_keep_both(client, log):
    import io

    from tests.helpers import GM_PIN, api_create

    gid = api_create(client, name="Friday")
    exported = client.get(f"/games/{gid}/export").data
    games = len(client.get("/api/v1/games").get_json())
    r = client.post("/games/import", data={"file": (io.BytesIO(exported), "friday.json"), "pin": GM_PIN},
                    content_type="multipart/form-data")
    html = r.get_data(as_text=True)
    assert r.status_code == 409 and "“Friday” is already here." in html and "Nothing was imported." in html
    assert len(client.get("/api/v1/games").get_json()) == games
    assert f'id="open-existing" href="/games/{gid}"' in html
    held = re.search(r'name="held" value="([^"]+)"', html).group(1)
    kept = client.post("/games/import", data={"held": held, "pin": GM_PIN})
    assert kept.status_code == 303
    second = kept.headers["Location"].rstrip("/").split("/")[-1]
    assert second != gid and log.load(second)[0] == log.load(gid)[0]
    assert len(client.get("/api/v1/games").get_json()) == games + 1
    # The held file is imported once; a stale token asks for the file again.
    again = client.post("/games/import", data={"held": held, "pin": GM_PIN})
    assert again.status_code == 422 and "Choose a Herald game file" in again.get_data(as_text=True)


@pytest.fixture
def lan(monkeypatch):
    from app.web.phones import share

    monkeypatch.setattr(share, "lan_addresses", lambda: ["fd00:1234:5678:9abc:def0:1234:5678:9abc"])
    share._LAN_CACHE.clear()
    yield
    share._LAN_CACHE.clear()


def test_the_print_page_warns_when_the_codes_carry_an_address_phones_cannot_reach(app, client, lan):
    from tests.helpers import api_create

    app.config.update(SERVER_HOST="127.0.0.1", SERVER_PORT=5999)
    gid = api_create(client)
    page = client.get(f"/games/{gid}/print").get_data(as_text=True)
    assert 'id="address-warning"' in page and "Herald listens on this machine only (127.0.0.1)" in page
    assert "The player aids' QR codes would not open on a phone." in page
    app.config.update(SERVER_HOST="0.0.0.0", SERVER_PORT=5000)
    assert 'id="address-warning"' not in client.get(f"/games/{gid}/print").get_data(as_text=True)


def test_the_player_aid_qr_codes_decode_at_60_dpi_even_for_the_longest_address(app, client, lan):
    from tests.helpers import api_create, seat_links
    from tests.printing.pdfcheck import qr_codes

    app.config.update(SERVER_HOST="0.0.0.0", SERVER_PORT=5000)
    gid = api_create(client, seats=3)
    links = seat_links(client, gid)
    assert all(link.startswith("http://[fd00:") for link in links)  # an IPv6 address: the longest codes
    codes = qr_codes(client.get(f"/games/{gid}/print/aid.pdf").data, dpi=60)
    assert [codes[page] for page in (1, 2, 3)] == [[link] for link in links]
