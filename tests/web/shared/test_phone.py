"""Player phones: a seat link shows its own hero and the public board, stays current, and leaks nothing else."""

from __future__ import annotations

import json
import re
from contextlib import contextmanager

from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.prophecy.engine import GameState
from app.games.prophecy.engine.state import Flow, Hero
from app.games.prophecy.screens.play.seatview import seat_view
from tests.helpers import api_act, csrf_token, link_path, seat_links, ui_create

PUBLIC_HERO_KEYS = {"seat", "player", "character", "space", "space_name", "status", "active"}


def _phone(app, client, seat: int = 0, seats: int = 2):
    game_id = ui_create(client, seats=seats)
    path = link_path(seat_links(client, game_id)[seat])
    return game_id, path, app.test_client()


@contextmanager
def statements_run(engine):
    """Every SQL statement SQLite runs meanwhile on the engine's connections, SQLAlchemy's or a pooled connection's
    own cursor's (the idle poll's query runs on that, past SQLAlchemy's events): SQLite's trace of each."""
    from sqlalchemy import event

    seen: list[str] = []
    traced = lambda connection, *_: connection.set_trace_callback(seen.append)  # noqa: E731
    untraced = lambda connection, *_: connection.set_trace_callback(None)  # noqa: E731
    event.listen(engine, "checkout", traced)
    event.listen(engine, "checkin", untraced)
    try:
        yield seen
    finally:
        event.remove(engine, "checkout", traced)
        event.remove(engine, "checkin", untraced)


def test_the_sheet_shows_the_hero_and_the_public_board_and_no_controls(app, client):
    game_id, path, phone = _phone(app, client, seat=1, seats=3)
    api_act(client, game_id, 1, {"kind": "adjust_hero", "seat": 1, "gold": 4, "health": -1})
    api_act(client, game_id, 2, {"kind": "adjust_hero", "seat": 0, "gold": 9})
    r = phone.get(path)
    page = r.get_data(as_text=True)
    assert r.status_code == 200 and r.headers["Cache-Control"] == "no-cache, private"
    assert "Set-Cookie" not in r.headers and r.headers["Referrer-Policy"] == "no-referrer"
    assert "<h1>Paladin</h1>" in page and "Ben" in page
    assert re.search(r'data-stat="gold" id="gold">7<', page)
    assert re.search(r'data-stat="health">3<', page) and "1 wound" in page
    for heading in ("Items", "Abilities", "Artifacts", "At the table"):
        assert f"<h2>{heading}</h2>" in page
    assert "Anna" in page and "Cleo" in page  # the public board names the other seats
    assert ">12<" not in page  # Anna's Gold (3 + 9) is hers alone
    assert "<form" not in page and "csrf" not in page.lower() and "/act" not in page
    assert 'hx-trigger="every 0.6s' in page and "If-None-Match" in page


def test_polling_answers_304_until_the_game_changes(app, client, log):
    game_id, path, phone = _phone(app, client)
    etag = phone.get(path).headers["ETag"]
    poll = lambda tag: phone.get(path + "/sheet", headers={"HX-Request": "true", "If-None-Match": tag})  # noqa: E731
    r = poll(etag)
    assert r.status_code == 304 and r.data == b""
    api_act(client, game_id, 1, {"kind": "adjust_hero", "seat": 0, "gold": 1})
    r = poll(etag)
    assert r.status_code == 200 and r.headers["ETag"] != etag and re.search(r'id="gold">4<', r.get_data(as_text=True))
    assert '<div id="sheet"' in r.get_data(as_text=True) and "<html" not in r.get_data(as_text=True)
    etag2 = r.headers["ETag"]
    assert poll(etag2).status_code == 304
    # an undo and a different action at the same step still change the ETag
    log.undo(game_id, expected_seq=2)
    api_act(client, game_id, 1, {"kind": "adjust_hero", "seat": 0, "experience": 1})
    r = poll(etag2)
    assert r.status_code == 200 and re.search(r'id="gold">3<', r.get_data(as_text=True))


def test_an_idle_poll_costs_one_query(app, client, log):
    """Ten phones and the display poll every 0.6 s (issue 42): an unchanged page is answered from one SQL query."""
    _, path, phone = _phone(app, client)
    etag = phone.get(path).headers["ETag"]
    with statements_run(log.engine) as statements:
        r = phone.get(path + "/sheet", headers={"HX-Request": "true", "If-None-Match": etag})
    assert r.status_code == 304 and r.headers["ETag"] == etag and r.headers["Cache-Control"] == "no-cache, private"
    assert len(statements) == 1, statements
    # answered before Flask, with the headers Flask's answer had: no cookie, no referrer, the security policy
    assert "Set-Cookie" not in r.headers and r.headers.getlist("Referrer-Policy") == ["no-referrer"]
    assert r.headers["Content-Security-Policy"].startswith("default-src 'self'") and r.headers["X-Frame-Options"] == "DENY"


def test_after_a_change_the_second_phone_of_a_seat_costs_one_query(app, client, log):
    """Issue 42: a change is drawn once per seat; the seat's other phones get that page from one query."""
    game_id, path, phone = _phone(app, client)
    etag = phone.get(path).headers["ETag"]
    api_act(client, game_id, 1, {"kind": "adjust_hero", "seat": 0, "gold": 1})
    first = phone.get(path + "/sheet", headers={"HX-Request": "true", "If-None-Match": etag})
    with statements_run(log.engine) as statements:
        second = app.test_client().get(path + "/sheet", headers={"HX-Request": "true", "If-None-Match": etag})
    assert second.status_code == 200 and second.data == first.data and second.headers["ETag"] == first.headers["ETag"]
    assert re.search(r'id="gold">4<', second.get_data(as_text=True))
    assert len(statements) == 1, statements


def test_a_change_made_by_another_server_process_reaches_the_poll(app, client, tmp_path):
    """Several servers may share one database: a change written by another is never answered "unchanged"."""
    from app import create_app
    from tests.conftest import FAST_PIN_HASH

    game_id, path, phone = _phone(app, client)
    etag = phone.get(path).headers["ETag"]
    other = create_app({"TESTING": True, "SECRET_KEY": "test", "DATABASE": app.config["DATABASE"],
                        "PIN_HASH_METHOD": FAST_PIN_HASH})
    poll = lambda: phone.get(path + "/sheet", headers={"HX-Request": "true", "If-None-Match": etag})  # noqa: E731
    assert poll().status_code == 304
    assert api_act(other.test_client(), game_id, 1, {"kind": "adjust_hero", "seat": 0, "gold": 2}).status_code == 200
    r = poll()
    assert r.status_code == 200 and r.headers["ETag"] != etag and re.search(r'id="gold">5<', r.get_data(as_text=True))
    other.extensions["herald.log"].engine.dispose()


def test_the_player_api_returns_only_the_own_view(app, client):
    game_id, path, phone = _phone(app, client, seats=3)
    token = path.split("/p/")[1]
    data = phone.get(f"/api/v1/player/{token}").get_json()
    assert data["seat"] == 0 and data["you"]["player"] == "Anna" and data["you"]["gold"] == 3
    assert data["battle"] is None
    for hero in data["board"]["heroes"]:
        assert set(hero) == PUBLIC_HERO_KEYS
    assert "state" not in data and "legal_actions" not in data


def test_the_phone_cannot_reach_the_game_screen_or_its_full_state(app, client):
    game_id, path, phone = _phone(app, client)
    token = path.split("/p/")[1]
    assert phone.get(f"/games/{game_id}").status_code == 303
    assert phone.get(f"/api/v1/games/{game_id}?token={token}").status_code == 401
    assert phone.get(f"/games/{game_id}/share").status_code == 303
    r = phone.post(f"/games/{game_id}/act", data={"seq": 1, "kind": "adjust_hero", "seat": 0, "gold": 5, "csrf_token": csrf_token(phone)})
    assert r.status_code == 303 and "/pin" in r.headers["Location"]


# ---- the projection itself ------------------------------------------------------------------------


def _state(n: int, golds: list[int], cards_per_zone: int) -> GameState:
    heroes = tuple(
        Hero(seat=i, player=f"P{i}", character=f"C{i}", red=4, health=3, blue=5, magic=2, gold=golds[i], experience=7 + i, space=i)
        for i in range(n)
    )
    zones = {
        f"hero:{i}:{kind}": tuple(f"{kind}:secret-{i}-{kind}-{k}#{k}" for k in range(cards_per_zone))
        for i in range(n)
        for kind in ("items", "abilities", "artifacts", "spells")
    }
    zones["deck:adventure"] = ("adventure:hidden-dragon#1",)
    zones["space:4"] = ("adventure:open-troll#1", "adventure:facedown-ghost#1")
    return GameState(heroes=heroes, zones=zones, hidden=frozenset({"adventure:facedown-ghost#1"}), flow=Flow(active=1, round=2, stage="turn"))


@settings(max_examples=60, deadline=None)
@given(
    n=st.integers(2, 5),
    seat_pick=st.integers(0, 4),
    golds=st.lists(st.integers(0, 99), min_size=5, max_size=5),
    cards=st.integers(0, 3),
)
def test_a_seat_view_never_contains_another_heros_private_data(n, seat_pick, golds, cards):
    state = _state(n, golds, cards)
    seat = seat_pick % n
    view = seat_view(state, seat)
    text = json.dumps(view)
    for other in range(n):
        if other != seat:
            assert f"secret-{other}-" not in text
    assert "hidden-dragon" not in text and "facedown-ghost" not in text  # decks and face-down cards
    assert view["you"]["gold"] == golds[seat] and view["you"]["seat"] == seat
    assert all(set(h) == PUBLIC_HERO_KEYS for h in view["board"]["heroes"])
    assert view["board"]["active_player"] == "P1"
    own = {c["id"] for group in view["you"]["cards"] for c in group["cards"]}
    assert own == {c for k, cs in state.zones.items() if k.startswith(f"hero:{seat}:") for c in cs}
    assert [c["name"] for c in view["board"]["spaces"].get("space:4", [])] == ["Open Troll"]


def test_card_names_summaries_and_costs_come_from_the_catalog(app):
    catalog = app.extensions["herald.catalog"]
    sword = catalog.cards("item")[0].instances()[0]
    artifact = catalog.cards("artifact")[0].instances()[0]
    priced = catalog.card("prayer")  # "1 Magic" to use
    state = GameState(
        heroes=(Hero(seat=0, player="A", character="Druid", red=3, health=3, blue=3, magic=3),),
        zones={"hero:0:items": (sword, artifact, "mystery-box#1"), "hero:0:abilities": (priced.instances()[0],)},
        damaged=frozenset({sword}),
    )
    groups = {g["kind"]: g["cards"] for g in seat_view(state, 0, catalog)["you"]["cards"]}
    item = catalog.instance(sword)
    assert groups["items"][0] | {"id": sword} == {
        "id": sword, "name": item.name, "kind": "item", "summary": item.summary, "cost": None, "damaged": True, "face_down": False,
    }
    assert groups["items"][1]["name"] == "Mystery Box" and groups["items"][1]["summary"] is None  # not in the catalog
    assert [c["id"] for c in groups["artifacts"]] == [artifact]  # an artifact carried among the items
    assert (groups["abilities"][0]["name"], groups["abilities"][0]["cost"]) == ("Prayer", "1 Magic")
    assert "spells" not in groups


def test_the_fighting_heros_phone_shows_the_battle_with_the_engines_odds(app):
    from tests.helpers import as_tablet
    from tests.web.prophecy.battle.kit import mercenary_scene
    from tests.web.prophecy.scenes import VALUES

    tablet = as_tablet(app.test_client(), make_game=False)
    game_id = mercenary_scene(tablet)  # Cleo's Mercenary on a Forest with the Angry Mob; Ben elsewhere
    seq = 1
    for action in ({"kind": "start_fight", "seat": 0, "creature": "angry-mob#1", "values": VALUES},
                   {"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
                   {"kind": "announce_equipment", "seat": 0, "items": ["axe#1"]}):
        seq = api_act(tablet, game_id, seq, action).get_json()["seq"]
    cleo, ben = (link_path(u) for u in seat_links(tablet, game_id))
    phone = app.test_client()
    page = phone.get(cleo).get_data(as_text=True)
    assert 'id="battle"' in page and "Mercenary against Angry Mob" in page and "6 Strength (Mercenary)" in page
    # the engine's exact odds (win 125/1728), shown as it rounds them; never computed on the phone's side
    assert re.search(r'id="battle-odds">Win <strong>7.2 %</strong> · Draw 26.5 % · Lose 66.3 %', page)
    assert 'id="battle"' not in phone.get(ben).get_data(as_text=True)
    api = phone.get("/api/v1/player/" + cleo.split("/p/")[1]).get_json()
    assert api["battle"]["odds"] == {"win": 7.2, "draw": 26.5, "lose": 66.3} and api["battle"]["you"]["total"] == 6


def test_two_phones_of_one_seat_get_the_sheet_drawn_once_per_change(app, client, log, monkeypatch):
    """Render nothing twice (issue 42): after a change, the second phone showing a seat gets the sheet drawn for the
    first; after the next change it is drawn again."""
    from app.web.phones import phone as phone_page

    game_id, path, first = _phone(app, client)
    second = app.test_client()
    etag = first.get(path).headers["ETag"]
    drawn = []
    real = phone_page._context
    monkeypatch.setattr(phone_page, "_context", lambda *a: drawn.append(a[0]) or real(*a))
    poll = lambda who, tag: who.get(path + "/sheet", headers={"HX-Request": "true", "If-None-Match": tag})  # noqa: E731
    for seq, gold in ((1, 1), (2, 2)):
        api_act(client, game_id, seq, {"kind": "adjust_hero", "seat": 0, "gold": gold})
        a, b = poll(first, etag), poll(second, etag)
        assert a.status_code == b.status_code == 200 and a.data == b.data and a.headers["ETag"] == b.headers["ETag"]
        assert len(drawn) == seq
        etag = a.headers["ETag"]


def test_the_code_fingerprint_follows_the_files_and_not_the_bytecode(tmp_path, monkeypatch):
    """The phones' ETags carry it: new code or templates must not answer 304 to an old page (issue 42 made it cheaper)."""
    from app.web.rendering import build

    for folder in build.SOURCES:
        (tmp_path / folder / "__pycache__").mkdir(parents=True)
    (tmp_path / "templates" / "page.html").write_text("<p>one</p>")
    monkeypatch.setattr(build, "ROOT", tmp_path)
    first = build.fingerprint()
    (tmp_path / "app" / "__pycache__" / "x.pyc").write_bytes(b"compiled")
    assert build.fingerprint() == first
    (tmp_path / "templates" / "page.html").write_text("<p>two!</p>")
    assert build.fingerprint() != first


def test_the_code_fingerprint_hashes_every_file_s_path_size_and_time_in_path_order(tmp_path, monkeypatch):
    """Listed one folder at a time since issue 42 (a relative path per file was most of its cost): the same digest."""
    import hashlib
    import os

    from app.web.rendering import build

    for relative in ("app/z.py", "app/games-x.py", "app/games/a.py", "app/games/b/c.py", "templates/x.html", "static/css/app.css",
                     "cards/prophecy/hero.toml", "app/__pycache__/z.pyc"):
        (tmp_path / relative).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / relative).write_text(relative * 3)
    monkeypatch.setattr(build, "ROOT", tmp_path)
    files = sorted((os.path.relpath(p, tmp_path), p.stat()) for p in tmp_path.rglob("*")
                   if p.is_file() and "__pycache__" not in p.parts)
    listed = "".join(f"{relative}:{stat.st_size}:{stat.st_mtime_ns}\n" for relative, stat in files)
    assert len(files) == 7
    assert build.fingerprint() == hashlib.sha256(listed.encode()).hexdigest()[:8]
