"""Printing from the tablet and the API: the Print page, PDF downloads, the paper setting and the cache."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from app.games.prophecy.engine.actions import Context
from tests.helpers import api_act, api_create, gm_headers
from tests.printing.fakes import FakeCatalog
from tests.printing.pdfcheck import A4, LETTER, assert_paper, qr_codes, text


@pytest.fixture
def game_id(client):
    gid = api_create(client, 3, "Friday Game!")
    assert api_act(client, gid, 1, {"kind": "record_dice", "purpose": "who starts", "faces": [2, 5, 6]}).status_code == 200
    return gid


def test_the_game_screen_links_to_the_print_page(client, game_id):
    page = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert f'href="/games/{game_id}/print"' in page


def test_print_page_lists_documents_seats_and_paper(client, game_id):
    r = client.get(f"/games/{game_id}/print")
    assert r.status_code == 200
    html = r.get_data(as_text=True)
    for title in ("Rules summary", "Player aid", "Reference sheets", "Chronicle"):
        assert title in html
    for who in ("Anna (Druid)", "Ben (Paladin)", "Cleo (Mercenary)"):
        assert who in html
    assert 'hx-indicator="#row-rules .print-button"' in html
    assert f'href="/games/{game_id}/print/aid.pdf?seat=1" hx-boost="false" download' in html
    assert 'value="A4" checked' in html


def test_prepare_lays_out_the_pdf_and_offers_a_plain_download_link(client, game_id):
    r = client.post(f"/games/{game_id}/print/aid/prepare", data={"seat": "1"}, headers={"HX-Request": "true"})
    assert r.status_code == 200
    html = r.get_data(as_text=True)
    assert f'href="/games/{game_id}/print/aid.pdf?seat=1&amp;paper=A4" hx-boost="false" download' in html
    assert "1 page, A4" in html
    assert r.headers["X-Herald-Print-Cache"] == "miss"
    again = client.get(f"/games/{game_id}/print/aid.pdf?seat=1&paper=A4")
    assert again.headers["X-Herald-Print-Cache"] == "hit"
    assert again.headers["X-Herald-Print-Key"] == r.headers["X-Herald-Print-Key"]


def test_prepare_without_htmx_redirects_to_the_pdf(client, game_id):
    r = client.post(f"/games/{game_id}/print/rules/prepare")
    assert r.status_code == 303 and r.headers["Location"].endswith(f"/games/{game_id}/print/rules.pdf?paper=A4")


@pytest.mark.parametrize(("doc", "pages", "name"), [
    ("rules", 2, "herald-friday-game-rules-summary.pdf"),
    ("aid", 3, "herald-friday-game-player-aid.pdf"),
    ("reference", None, "herald-friday-game-reference-sheets.pdf"),  # as many pages as the catalog needs
    ("chronicle", 1, "herald-friday-game-chronicle.pdf"),
])
def test_each_document_downloads_as_a_pdf(client, game_id, doc, pages, name):
    r = client.get(f"/games/{game_id}/print/{doc}.pdf")
    assert r.status_code == 200 and r.mimetype == "application/pdf"
    assert r.headers["Content-Disposition"] == f'attachment; filename="{name}"'
    sizes = assert_paper(r.data, A4, pages=pages)
    assert r.headers["X-Herald-Print-Pages"] == str(len(sizes))


def _follow(app, url: str):
    """Open a decoded QR link as a phone would: a fresh client with no game-master session."""
    from urllib.parse import urlsplit

    return app.test_client().get(urlsplit(url).path)


def test_player_aid_qr_codes_lead_to_each_seat_of_this_game(app, client, game_id):
    r = client.get(f"/games/{game_id}/print/aid.pdf")
    codes = qr_codes(r.data)
    for seat, player in enumerate(("Anna", "Ben", "Cleo")):
        assert player in text(r.data, seat + 1)
        [url] = codes[seat + 1]
        assert url.startswith("http://") and "/p/" in url
        phone = _follow(app, url)
        assert phone.status_code == 200
        # The phone sheet of this seat's hero: its owner line names this player.
        assert f'<p class="muted">{player} · ' in phone.get_data(as_text=True)


def test_one_seat_aid_is_named_after_the_player(app, client, game_id):
    r = client.get(f"/games/{game_id}/print/aid.pdf?seat=2")
    assert r.headers["Content-Disposition"] == 'attachment; filename="herald-friday-game-player-aid-cleo.pdf"'
    assert_paper(r.data, A4, pages=1)
    assert '<p class="muted">Cleo · ' in _follow(app, qr_codes(r.data)[1][0]).get_data(as_text=True)


def test_paper_setting_is_kept_in_the_instance_and_used_by_default(app, client, game_id):
    r = client.post(f"/games/{game_id}/print/paper", data={"paper": "Letter"})
    assert r.status_code == 303
    assert json.loads((Path(app.instance_path) / "print-settings.json").read_text()) == {"paper": "Letter"}
    assert 'value="Letter" checked' in client.get(f"/games/{game_id}/print").get_data(as_text=True)
    r = client.get(f"/games/{game_id}/print/rules.pdf")
    assert_paper(r.data, LETTER, pages=2)
    assert_paper(client.get(f"/games/{game_id}/print/rules.pdf?paper=a4").data, A4, pages=2)


def test_unknown_paper_is_refused(client, game_id):
    r = client.post(f"/games/{game_id}/print/paper", data={"paper": "A3"})
    assert r.status_code == 422 and "Unknown paper size" in r.get_data(as_text=True)
    assert client.get(f"/games/{game_id}/print/rules.pdf?paper=A3").status_code == 422


def test_cache_key_follows_the_game_document_seat_and_paper(client, game_id, app):
    first = client.get(f"/games/{game_id}/print/chronicle.pdf")
    same = client.get(f"/games/{game_id}/print/chronicle.pdf")
    assert (first.headers["X-Herald-Print-Cache"], same.headers["X-Herald-Print-Cache"]) == ("miss", "hit")
    assert first.data == same.data
    key = first.headers["X-Herald-Print-Key"]
    other_keys = {
        client.get(f"/games/{game_id}/print/chronicle.pdf?paper=Letter").headers["X-Herald-Print-Key"],
        client.get(f"/games/{game_id}/print/rules.pdf").headers["X-Herald-Print-Key"],
        client.get(f"/games/{game_id}/print/aid.pdf?seat=0").headers["X-Herald-Print-Key"],
        client.get(f"/games/{game_id}/print/aid.pdf?seat=1").headers["X-Herald-Print-Key"],
    }
    assert key not in other_keys and len(other_keys) == 4
    api_act(client, game_id, 2, {"kind": "adjust_hero", "seat": 0, "gold": 2})
    after = client.get(f"/games/{game_id}/print/chronicle.pdf")
    assert after.headers["X-Herald-Print-Cache"] == "miss" and after.headers["X-Herald-Print-Key"] != key
    assert "3 steps" in text(after.data) and "steps 1–3" in text(after.data)  # the round's line counts the new step
    assert "gained 2 Gold" in client.get(f"/games/{game_id}/print/steps.csv").get_data(as_text=True)


def test_undo_then_a_different_step_at_the_same_seq_is_not_served_stale(client, game_id):
    api_act(client, game_id, 2, {"kind": "adjust_hero", "seat": 0, "gold": 2})
    before = client.get(f"/games/{game_id}/print/chronicle.pdf")
    assert client.post(f"/api/v1/games/{game_id}/undo", json={"expected_seq": 3}).status_code == 200
    api_act(client, game_id, 2, {"kind": "adjust_hero", "seat": 1, "gold": 1})
    after = client.get(f"/games/{game_id}/print/chronicle.pdf")
    assert after.headers["X-Herald-Print-Key"] != before.headers["X-Herald-Print-Key"]
    heroes = client.get(f"/api/v1/games/{game_id}", headers=gm_headers(game_id)).get_json()["state"]["heroes"]
    for hero in heroes[:2]:  # the heroes' table shows the Gold of the game as it is now, not before the undo
        row = re.search(rf"{hero['player']} \w+ \d+/\d+ \d+/\d+ (\d+)", text(after.data))
        assert row and int(row[1]) == hero["gold"], text(after.data)
    steps = client.get(f"/games/{game_id}/print/steps.csv").get_data(as_text=True)
    assert "gained 1 Gold" in steps and "gained 2 Gold" not in steps


def test_the_cache_survives_a_restart_on_disk(app, client, game_id):
    first = client.get(f"/games/{game_id}/print/rules.pdf")
    files = list((Path(app.instance_path) / "print-cache").glob("*.pdf"))
    assert [f.stem for f in files] == [first.headers["X-Herald-Print-Key"]]
    app.extensions.pop("herald.print_cache")  # a fresh process has an empty memory cache
    again = client.get(f"/games/{game_id}/print/rules.pdf")
    assert again.headers["X-Herald-Print-Cache"] == "hit" and again.data == first.data


def test_the_catalog_changes_the_key_and_fills_the_sheets(app, client, game_id, log):
    plain = client.get(f"/games/{game_id}/print/reference.pdf")
    log.context = lambda: Context(catalog=FakeCatalog())
    filled = client.get(f"/games/{game_id}/print/reference.pdf")
    assert filled.headers["X-Herald-Print-Key"] != plain.headers["X-Herald-Print-Key"]
    assert "Plane beyond the Monastery" in text(filled.data)
    assert "Plane beyond the Monastery" not in text(plain.data)


def test_unknown_game_document_and_seat(client, game_id):
    assert client.get("/games/nope/print").status_code == 404
    assert client.get("/games/nope/print/rules.pdf").status_code == 404
    assert client.get(f"/games/{game_id}/print/poster.pdf").status_code == 422
    assert client.get(f"/games/{game_id}/print/aid.pdf?seat=7").status_code == 422
    r = client.post(f"/games/{game_id}/print/aid/prepare", data={"seat": "x"}, headers={"HX-Request": "true"})
    assert r.status_code == 422 and "seat" in r.get_data(as_text=True)


# ---- the JSON API ---------------------------------------------------------------------------------------

def test_api_serves_every_document_as_pdf(client, game_id):
    for doc, pages in (("rules", 2), ("aid", 3), ("reference", None), ("chronicle", 1)):
        r = client.get(f"/api/v1/games/{game_id}/print/{doc}?paper=Letter")
        assert r.status_code == 200 and r.mimetype == "application/pdf", doc
        assert_paper(r.data, LETTER, pages=pages)
        assert r.headers["X-Herald-Print-Key"]


def test_api_problems_are_json(client, game_id):
    r = client.get("/api/v1/games/nope/print/rules")
    assert r.status_code == 404 and r.get_json()["error"] == "unknown_game"
    r = client.get(f"/api/v1/games/{game_id}/print/poster")
    assert r.status_code == 422 and "Unknown document" in r.get_json()["message"]
    r = client.get(f"/api/v1/games/{game_id}/print/aid?seat=9")
    assert r.status_code == 422 and "no seat 9" in r.get_json()["message"]


def test_openapi_describes_the_pdf_route(client):
    doc = client.get("/api/v1/openapi.json").get_json()
    op = doc["paths"]["/api/v1/games/{game_id}/print/{document}"]["get"]
    assert op["responses"]["200"]["content"] == {"application/pdf": {"schema": {"type": "string", "format": "binary"}}}
    assert {p["name"]: p["in"] for p in op["parameters"]} == {"game_id": "path", "document": "path", "seat": "query", "paper": "query"}
    assert set(op["responses"]) == {"200", "401", "403", "404", "422", "500"}  # 401/403: the game master's route


def test_a_battle_fought_on_the_battle_screen_shows_in_the_chronicle(client, game_id):
    data = {"seq": 2, "action_id": "b1", "seat": 0, "opponent": "creature", "foe_name": "Old Pirate", "foe_strength": 3,
            "foe_willpower": 3, "kind": "strength", "r1_hero_1": 1, "r1_foe_1": 6}
    assert client.post(f"/games/{game_id}/battle", data=data, headers={"HX-Request": "true"}).status_code == 200
    words = text(client.get(f"/games/{game_id}/print/chronicle.pdf").data)
    assert "Battles lost 1" in words and "Old Pirate" in words
    assert "1 battle was fought, but the log did not record the odds taken." in words


def test_player_aid_uses_the_guilds_typed_at_setup_and_the_catalog_s_names(client, game_id):
    words = text(client.get(f"/games/{game_id}/print/aid.pdf?seat=1").data)
    assert "Ben Paladin · seat 2" in words  # the character id 'paladin' printed by its catalog name
    assert "Guilds: Fortress and Monastery (starts in the Fortress)" in words


def test_every_document_prints_a_randomly_played_game(app, client, log):
    """A game played through the rules engine (random legal offers) prints whole, on both papers."""
    import random

    from app.games.prophecy.engine import IllegalAction, InvalidInput, legal_actions, parse_action
    from app.games.prophecy.printing.reference import card_line
    from app.store import games as saved
    from tests.engine.playout import CTX, create, fill
    from tests.helpers import new_id

    log.context = lambda: CTX
    rng = random.Random(11)
    game_id, applied = saved.create_game(log, name="Random night", act=parse_action(create(3, "table", rng=rng)))
    # made without a PIN (through the log): this tablet chooses one and runs the game
    assert client.post(f"/games/{game_id}/pin", data={"pin": "1357", "pin2": "1357"}).status_code == 303
    seq, state = applied.seq, applied.state
    for _ in range(120):
        offers = legal_actions(state, CTX)
        rng.shuffle(offers)
        for offer in offers:
            try:
                applied = log.append(game_id, parse_action(fill(state, offer, rng)), expected_seq=seq, action_id=new_id())
            except (IllegalAction, InvalidInput):
                continue
            break
        seq, state = applied.seq, applied.state
    assert seq > 60
    last_line = next(r.story[-1] for r in reversed(log.rows(game_id)) if r.story)
    fights = sum(r.type == "battle_roll" or r.action.get("outcome") in ("win", "draw", "lose") for r in log.rows(game_id))
    for doc in ("rules", "aid", "reference", "chronicle"):
        for paper, size in (("A4", A4), ("Letter", LETTER)):
            r = client.get(f"/games/{game_id}/print/{doc}.pdf?paper={paper}")
            assert r.status_code == 200, (doc, paper)
            assert_paper(r.data, size)
            if doc == "chronicle":
                words = text(r.data)
                assert "Round by round" in words and f"{seq} steps" in words
                counts = [int(re.search(rf"Battles {label} (\d+)", words)[1]) for label in ("won", "drawn", "lost")]
                assert 0 < sum(counts) <= fights  # every battle ends on a roll or a fight's outcome
    steps = client.get(f"/games/{game_id}/print/steps.csv").get_data(as_text=True).splitlines()
    assert len(steps) == 1 + seq and steps[-1].endswith(last_line)  # the chronicle's appendix: every step
    aid = client.get(f"/games/{game_id}/print/aid.pdf").data
    held = 0
    for hero in state.heroes:
        page = text(aid, hero.seat + 1)
        for zone in (f"hero:{hero.seat}:items", f"hero:{hero.seat}:abilities"):
            for card in state.zone(zone):
                held += 1
                assert card_line(CTX.catalog, card).name in page, (hero.player, card)  # this catalog has no names
    assert held, "the random game dealt no card to any hero: pick another seed"


def test_the_chronicle_shows_the_odds_of_a_battle_fought_through_the_game(client):
    """The Angry Mob scene of the battle API tests, fought to the end with dice from the table."""
    from tests.web.prophecy.battle.kit import mercenary_scene
    from tests.web.prophecy.scenes import VALUES

    gid = mercenary_scene(client)
    seq = 1
    for action in ({"kind": "start_fight", "seat": 0, "creature": "angry-mob#1", "values": VALUES},
                   {"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
                   {"kind": "announce_equipment", "seat": 0, "items": ["axe#1"]},
                   {"kind": "battle_roll", "seat": 0, "hero_faces": [6], "foe_faces": [1]},
                   {"kind": "battle_roll", "seat": 0, "hero_faces": [1], "foe_faces": [6]}):
        r = api_act(client, gid, seq, action)
        assert r.status_code == 200, r.get_json()
        seq = r.get_json()["seq"]
    battle = client.get(f"/api/v1/games/{gid}/battle").get_json()["battle"]
    assert battle is None  # won the first roll, lost the second: the battle is over
    pdf = client.get(f"/games/{gid}/print/chronicle.pdf").data
    words = text(pdf)
    assert "Battles won 0" in words and "Battles lost 1" in words
    row = re.search(r"Cleo \(Mercenary\) Angry Mob (\d+)% (\d+)% (\d+)% lost", words)
    assert row, words
    assert 98 <= sum(int(x) for x in row.groups()) <= 102
    assert "0 won where the odds promised" in words


def test_a_new_seat_link_changes_the_key_of_the_player_aids_only(client, game_id):
    def key(path):
        return client.get(f"/games/{game_id}/print/{path}").headers["X-Herald-Print-Key"]

    aid, rules = key("aid.pdf?seat=0"), key("rules.pdf")
    assert client.post(f"/games/{game_id}/share/0/reissue").status_code == 303
    assert key("aid.pdf?seat=0") != aid  # the aid carries the seat's QR code, so the old PDF is stale
    assert key("rules.pdf") == rules


def test_the_printing_code_s_digest_is_part_of_the_key(client, game_id, monkeypatch, tmp_path):
    from app.printing import cache

    before = client.get(f"/games/{game_id}/print/rules.pdf").headers["X-Herald-Print-Key"]
    monkeypatch.setattr(cache, "code_version", lambda: "another-version")
    after = client.get(f"/games/{game_id}/print/rules.pdf")
    assert after.headers["X-Herald-Print-Key"] != before and after.headers["X-Herald-Print-Cache"] == "miss"
    monkeypatch.undo()
    # and the digest follows every file of the package and the print templates
    import shutil

    package, templates = tmp_path / "printing", tmp_path / "print"
    shutil.copytree(cache.PACKAGE, package, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(cache.PRINT_TEMPLATES, templates)
    monkeypatch.setattr(cache, "PACKAGE", package)
    monkeypatch.setattr(cache, "PRINT_TEMPLATES", templates)
    try:
        cache.code_version.cache_clear()
        versions = [cache.code_version()]
        for changed in (templates / "base.css", package / "render.py"):
            changed.write_text(changed.read_text() + "\n/* changed */\n" if changed.suffix == ".css" else changed.read_text() + "\n# changed\n")
            cache.code_version.cache_clear()
            versions.append(cache.code_version())
        assert len(set(versions)) == 3
    finally:
        monkeypatch.undo()
        cache.code_version.cache_clear()


def test_a_cached_print_is_served_without_reading_the_log(app, client, game_id, monkeypatch):
    """The cache is asked first, under a key read without the log: no step is loaded or folded for a hit."""
    from app.store.gamelog import GameLog

    for doc, query in (("rules", ""), ("aid", "?seat=1"), ("chronicle", "")):
        assert client.get(f"/games/{game_id}/print/{doc}.pdf{query}").headers["X-Herald-Print-Cache"] == "miss"
    with monkeypatch.context() as patched:
        def no_log(*args, **kwargs):
            raise AssertionError("a cached print read the log")

        for name in ("load", "_load", "rows", "redo_rows"):
            patched.setattr(GameLog, name, no_log)
        for doc, query in (("rules", ""), ("aid", "?seat=1"), ("chronicle", "")):
            r = client.get(f"/games/{game_id}/print/{doc}.pdf{query}")
            assert r.status_code == 200 and r.headers["X-Herald-Print-Cache"] == "hit", doc
            assert r.data.startswith(b"%PDF")
    assert api_act(client, game_id, 2, {"kind": "adjust_hero", "seat": 0, "gold": 1}).status_code == 200
    assert client.get(f"/games/{game_id}/print/rules.pdf").headers["X-Herald-Print-Cache"] == "miss"
