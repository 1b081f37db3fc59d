"""The wizard's Dragon Realm choice: the standard game with the Realm or the Dragonslayer variant, refused with the
Basic version, the cooperative modes and an Artifact ending as the engine refuses them (003:L201, L473, L651-655)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from werkzeug.datastructures import MultiDict

from tests.helpers import GM_PIN, as_tablet, csrf_token, guild_fields


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


def _form(client, **extra):
    form = {"name": "Realm", "mode": "standard", "deck_mode": "table", "pin": GM_PIN, "seats": "2",
            "csrf_token": csrf_token(client)}
    for i, (p, c, s, w) in enumerate([("Anna", "Paladin", 4, 4), ("Ben", "Druid", 3, 6)]):
        form |= {f"seat{i}_player": p, f"seat{i}_character": c, f"seat{i}_strength": s, f"seat{i}_willpower": w}
        form |= guild_fields(i, c)
    return form | extra


def test_the_first_step_offers_the_realm_and_its_variant(client):
    html = client.post("/games/new", data={"go": "0", "name": "R"}).get_data(as_text=True)
    assert 'name="realm" value="standard"' in html and 'name="realm" value="dragonslayer"' in html


@pytest.mark.parametrize("variant", ["standard", "dragonslayer"])
def test_a_game_with_the_realm_starts_with_its_cards(app, client, variant):
    r = client.post("/games", data=_form(client, realm=variant))
    assert r.status_code == 303, r.get_data(as_text=True)[:2000]
    game = r.headers["Location"].rstrip("/").split("/")[-1]
    state = app.extensions["herald.log"].load(game)[1]
    assert state.options.realm.variant == variant
    lessers = [c for p in range(5) for c in state.zone(f"plane:{p}:lesser")]
    assert any(c.startswith("gate-to-the-dragon-realm#") for c in lessers)  # 003:L255
    assert len(state.zone("realm:hearts")) == (2 if variant == "standard" else 0)  # 003:L235, 003:L655
    screen = client.get(r.headers["Location"])
    assert screen.status_code == 200 and "Dragonslayer" in screen.get_data(as_text=True)  # its deck by the board


@pytest.mark.parametrize(("extra", "words"), [
    ({"mode": "basic"}, "The Basic version is played without"),  # 003:L201
    ({"coop_mode": "cooperative"}, "The Cooperative game is played without"),  # 003:L473
])
def test_a_mode_that_sets_the_realm_aside_hides_it_and_says_why(client, extra, words):
    """The page hides the Realm for a mode that leaves it out and says why in one line; a Realm ticked before the
    mode was chosen is dropped, not refused at a later step (engine/modes.py)."""
    data = {"go": "1", "name": "R", "realm": "standard", "seats": "2", **extra}
    r = client.post("/games/new", data=MultiDict(data))
    assert r.status_code == 200 and 'name="realm" value="standard"' not in r.get_data(as_text=True)  # dropped
    html = client.post("/games/new", data=MultiDict({**data, "go": "0"})).get_data(as_text=True)
    assert words in html and re.search(r'data-not-with="[^"]*basic cooperative solo[^"]*"', html)  # the Realm's fieldset hides
    assert "the Dragon Realm board" in html.split(words, 1)[1].split("</p>", 1)[0]


def test_the_first_step_names_a_realm_the_game_cannot_hold(client):
    """003:L655: the Dragonslayer variant has no Artifacts, so no Artifact ending goes with it."""
    data = {"go": "1", "name": "R", "realm": "dragonslayer", "variants": "apocalypse"}
    r = client.post("/games/new", data=MultiDict(data))
    html = r.get_data(as_text=True)
    assert r.status_code == 422 and "The Dragonslayer variant is not played with Apocalypse" in html
    assert "003:L655" in html


def test_the_catalog_shows_the_dragon_cards_and_their_placeholders(client):
    html = client.get("/catalog/cards/cursed-crossroads").get_data(as_text=True)
    assert "Cursed Crossroads" in html and "Dragon Realm card" in html
    r = client.get("/catalog/cards/dragon-negative-dragon-realm-unregistered-01")
    assert r.status_code == 200
    assert client.get("/catalog").status_code == 200
    coverage = client.get("/api/v1/catalog/coverage").get_json()
    assert "dragon_negative" in str(coverage) and "dragon_heart" in str(coverage)


def test_the_dragonslayer_choice_offers_the_lakes_dragons_and_face_down(client):
    """003:L657: the Dragon Queen, or one to three other dragons, face up or face down; the fieldset is hidden by
    the stylesheet unless Dragonslayer is ticked."""
    html = client.post("/games/new", data={"go": "0", "name": "R", "realm": "dragonslayer"}).get_data(as_text=True)
    assert 'id="lake-dragons"' in html
    assert 'name="lake_dragons" value="dragon-queen"' in html and 'name="lake_dragons" value="phantom-dragon"' in html
    assert 'name="lake_dragons" value="cursed-crossroads"' not in html  # an Obstacle, not a dragon
    assert 'name="lake_face_down"' in html
    css = (Path(__file__).parents[4] / "static/css/app.css").read_text()
    assert '.wizard-form:not(:has(input[name="realm"][value="dragonslayer"]:checked)) #lake-dragons' in css


def test_the_groups_dragons_wait_on_the_lake_face_down(app, client):
    data = _form(client, realm="dragonslayer", lake_face_down="on")
    r = client.post("/games", data=MultiDict([*data.items(), ("lake_dragons", "phantom-dragon"),
                                              ("lake_dragons", "golden-dragon-lord")]))
    assert r.status_code == 303, r.get_data(as_text=True)[:2000]
    state = app.extensions["herald.log"].load(r.headers["Location"].rstrip("/").split("/")[-1])[1]
    assert state.options.realm.lake_dragons == ("phantom-dragon", "golden-dragon-lord")
    assert state.zone("realm:lake:greater") == ("phantom-dragon#1", "golden-dragon-lord#1")
    assert {"phantom-dragon#1", "golden-dragon-lord#1"} <= state.hidden


def test_dragons_ticked_before_leaving_dragonslayer_are_not_sent(app, client):
    r = client.post("/games", data=MultiDict([*_form(client, realm="standard").items(), ("lake_dragons", "phantom-dragon")]))
    assert r.status_code == 303
    state = app.extensions["herald.log"].load(r.headers["Location"].rstrip("/").split("/")[-1])[1]
    assert state.options.realm.lake_dragons == () and not state.options.realm.lake_face_down


@pytest.mark.parametrize(("dragons", "words"), [
    (["dragon-queen", "phantom-dragon", "skeletal-dragon", "golden-dragon-lord"], "one to 3 dragons"),
    (["phantom-dragon", "phantom-dragon"], "tick different dragons"),
])
def test_the_first_step_names_lake_dragons_the_variant_cannot_hold(client, dragons, words):
    data = [("go", "1"), ("name", "R"), ("realm", "dragonslayer"), *(("lake_dragons", d) for d in dragons)]
    r = client.post("/games/new", data=MultiDict(data))
    assert r.status_code == 422 and words in r.get_data(as_text=True)


def test_a_lake_card_that_is_no_dragon_is_refused_by_name(client):
    """A forged form: the engine's rule lake_dragons names the card."""
    form = MultiDict([*_form(client, realm="dragonslayer").items(), ("lake_dragons", "cursed-crossroads")])
    r = client.post("/games", data=form)
    assert r.status_code in (400, 422) and "cursed-crossroads is not a dragon" in r.get_data(as_text=True)


def test_the_review_names_the_lakes_dragons():
    from app.games.prophecy.screens.setup import expansion_form

    form = MultiDict([("realm", "dragonslayer"), ("lake_dragons", "phantom-dragon"), ("lake_face_down", "on")])
    assert expansion_form.summary(form) == "the Dragonslayer variant (Phantom Dragon on the Lake of Fire, face down)"
    assert expansion_form.summary(MultiDict([("realm", "dragonslayer")])) == "the Dragonslayer variant"
    assert expansion_form.summary(MultiDict([("realm", "standard"), ("lake_dragons", "phantom-dragon")])) == \
        "the Dragon Realm board"
