"""The 'Share with phones' view: one QR code per seat carrying this machine's address and port."""

from __future__ import annotations

import re

import pytest
import zxingcpp
from PIL import Image, ImageDraw

from app.qr import qr_svg
from app.web.phones import share
from tests.helpers import csrf_token, link_path, ui_create


def decode_svg(svg: str, scale: int = 8) -> list[str]:
    """Rasterise a QR SVG (one rectangle per run of dark modules) and decode it as a phone camera would."""
    size = int(re.search(r'viewBox="0 0 (\d+) \d+"', svg).group(1))
    image = Image.new("L", (size * scale, size * scale), 255)
    draw = ImageDraw.Draw(image)
    for x, y, w in re.findall(r"M(\d+),(\d+)h(\d+)", svg):
        x, y, w = int(x) * scale, int(y) * scale, int(w) * scale
        draw.rectangle([x, y, x + w - 1, y + scale - 1], fill=0)
    return [r.text for r in zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)]


@pytest.fixture
def lan(monkeypatch):
    monkeypatch.setattr(share, "lan_addresses", lambda: ["192.168.1.50", "10.0.0.7"])
    share._LAN_CACHE.clear()
    yield
    share._LAN_CACHE.clear()


def test_the_svg_qr_code_decodes_to_its_url():
    url = "http://192.168.1.50:5000/p/" + "A" * 43
    assert decode_svg(qr_svg(url)) == [url]


def test_the_share_page_has_one_code_per_seat_for_the_chosen_address(app, client, lan):
    app.config.update(SERVER_HOST="0.0.0.0", SERVER_PORT=5123)
    game_id = ui_create(client, seats=3)
    page = client.get(f"/games/{game_id}/share").get_data(as_text=True)
    svgs = re.findall(r"<svg.*?</svg>", page, flags=re.S)
    urls = re.findall(r'class="seat-url">([^<]+)<', page)
    display = re.findall(r'id="display-url">([^<]+)<', page)
    assert len(svgs) == len(urls) + len(display) == 4  # a code per seat, and the table display's
    assert [decode_svg(s)[0] for s in svgs] == urls + display
    assert display[0].startswith("http://192.168.1.50:5123/d/")
    assert all(u.startswith("http://192.168.1.50:5123/p/") for u in urls)
    assert len(set(urls)) == 3 and all(len(link_path(u)) >= len("/p/") + 43 for u in urls)
    assert '<option value="10.0.0.7"' in page and 'Herald listens on this machine only' not in page
    # the choice of address is kept for the installation
    r = client.post(f"/games/{game_id}/share/address", data={"address": "10.0.0.7", "csrf_token": csrf_token(client)})
    assert r.status_code == 303
    other = ui_create(client, seats=2)
    assert all(u.startswith("http://10.0.0.7:5123/p/") for u in re.findall(r'class="seat-url">([^<]+)<', client.get(f"/games/{other}/share").get_data(as_text=True)))
    # an address this machine does not have is ignored
    client.post(f"/games/{game_id}/share/address", data={"address": "203.0.113.9", "csrf_token": csrf_token(client)})
    assert "http://10.0.0.7:5123/p/" in client.get(f"/games/{game_id}/share").get_data(as_text=True)


def test_a_server_on_loopback_only_says_phones_cannot_reach_it(app, client, lan):
    app.config.update(SERVER_HOST="127.0.0.1", SERVER_PORT=5999)
    game_id = ui_create(client)
    page = client.get(f"/games/{game_id}/share").get_data(as_text=True)
    assert "Herald listens on this machine only" in page
    assert re.findall(r'class="seat-url">([^<]+)<', page)[0].startswith("http://127.0.0.1:5999/p/")


def test_links_are_stable_until_replaced_and_the_api_lists_and_replaces_them(app, client, lan):
    app.config.update(SERVER_HOST="0.0.0.0", SERVER_PORT=5000)
    game_id = ui_create(client)
    from tests.helpers import gm_headers

    first = client.get(f"/api/v1/games/{game_id}/links", headers=gm_headers(game_id)).get_json()
    again = client.get(f"/api/v1/games/{game_id}/links", headers=gm_headers(game_id)).get_json()
    assert first == again and [s["player"] for s in first] == ["Anna", "Ben"]
    r = client.post(f"/api/v1/games/{game_id}/links/1", headers=gm_headers(game_id))
    assert r.status_code == 200 and r.get_json()["revision"] == 2 and r.get_json()["url"] != first[1]["url"]
    assert client.get(link_path(first[1]["url"])).status_code == 410
    assert client.get(link_path(r.get_json()["url"])).status_code == 200
    assert client.post(f"/api/v1/games/{game_id}/links/7", headers=gm_headers(game_id)).status_code == 404


def test_links_go_with_a_deleted_game(app, client, lan):
    game_id = ui_create(client)
    path = link_path(re.findall(r'class="seat-url">([^<]+)<', client.get(f"/games/{game_id}/share").get_data(as_text=True))[0])
    assert client.post(f"/games/{game_id}/delete", data={"csrf_token": csrf_token(client)}).status_code == 303
    assert client.get(path).status_code == 404


def test_a_new_instance_secret_replaces_the_links_so_the_codes_still_open_the_sheets(app, client, lan):
    game_id = ui_create(client)
    before = re.findall(r'class="seat-url">([^<]+)<', client.get(f"/games/{game_id}/share").get_data(as_text=True))
    app.config["SECRET_KEY"] = "a new secret"
    client = app.test_client()
    from tests.helpers import GM_PIN

    client.post(f"/games/{game_id}/pin", data={"pin": GM_PIN, "csrf_token": csrf_token(client)})
    after = re.findall(r'class="seat-url">([^<]+)<', client.get(f"/games/{game_id}/share").get_data(as_text=True))
    assert after != before and all(client.get(link_path(u)).status_code == 200 for u in after)
    assert all(client.get(link_path(u)).status_code == 410 for u in before)


def test_a_seat_token_is_an_hmac_of_a_nonce_and_only_the_nonce_and_a_hash_are_stored(app, client):
    import base64
    import hashlib
    import hmac

    from sqlmodel import Session, select

    from app.store.access_tables import SeatLink
    from tests.helpers import seat_links

    game_id = ui_create(client)
    tokens = [link_path(u).split("/p/")[1] for u in seat_links(client, game_id)]
    with Session(app.extensions["herald.log"].engine) as session:
        rows = session.exec(select(SeatLink).where(SeatLink.game_id == game_id)).all()
    assert sorted(r.seat for r in rows) == [-1, 0, 1]  # the table display's row too (links.DISPLAY), derived alike
    secret = str(app.config["SECRET_KEY"]).encode()
    for row, token in zip(sorted((r for r in rows if r.seat >= 0), key=lambda r: r.seat), tokens, strict=True):
        mac = hmac.new(secret, b"herald/seat-link/" + row.nonce.encode(), hashlib.sha256).digest()
        assert token == base64.urlsafe_b64encode(mac).rstrip(b"=").decode()
        assert row.token_hash == hashlib.sha256(token.encode()).hexdigest()
        assert len(row.nonce) >= 22  # 128 random bits
        assert token not in repr(row.model_dump())  # the token itself is stored nowhere in the row
    with open(app.config["DATABASE"], "rb") as db:
        assert not any(t.encode() in db.read() for t in tokens)
