"""The Dragon Realm on the tablet: its board typed in the wizard with a picture drawn as the group types (refused
unless the rulebook's checks hold, 003:L217, 003:L229), drawn beside the ring with its face-down and revealed cards,
the Gate and the Lake; a board typed after the game began deals its cards as an undoable step."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine.realm.deal import DECK_NEGATIVE, DECK_POSITIVE
from app.games.prophecy.engine.realm.setup import UNSEEN_NEGATIVE
from tests.engine.realm.boards import TYPED
from tests.helpers import as_tablet, csrf_token
from tests.printing.pdfcheck import text
from tests.web.prophecy.setup.test_realm_wizard import _form
from tests.web.prophecy.wholegame.formplay import parse

PATHS = {f"realm_{k}": v for k, v in TYPED.items()}  # left DLSDLD, middle DSDD, right LDLSDLDL


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


def _board_step(client, **extra):
    data = _form(client, realm="standard", go="4", **extra)
    data.pop("pin")
    return client.post("/games/new", data=data)


def _state(app, game_id):
    return app.extensions["herald.log"].load(game_id)[1]


def _entries(client):
    return client.get("/api/v1/catalog/entries/export").get_json()["overrides"]


def test_the_board_step_asks_for_the_realm_with_a_picture_only_when_the_realm_is_played(client):
    page = parse(_board_step(client).get_data(as_text=True))
    asked = page.find(id="q-realm")
    assert asked is not None
    assert {i["name"] for i in asked.select("input[type=text]")} == set(PATHS)
    assert asked["hx-get"].endswith("/games/realm-picture") and asked["hx-target"] == "#realm-picture"
    assert page.select_one("#realm-picture svg.realm") is not None
    plain = _form(client, go="4")
    plain.pop("pin")
    assert parse(client.post("/games/new", data=plain).get_data(as_text=True)).find(id="q-realm") is None


def test_the_picture_draws_what_was_typed_and_says_what_keeps_it_from_the_rulebook(client):
    page = parse(client.get("/games/realm-picture", query_string={"realm_path_left": "dls"}).get_data(as_text=True))
    cells = page.select("g.realm-space")
    assert [(g["data-path"], g["data-step"], g["class"][1]) for g in cells] == [
        ("left", "1", "colour-dark"), ("left", "2", "colour-light"), ("left", "3", "colour-split")]
    assert len(page.select("g.colour-split polygon.realm-half")) == 1
    assert "Type the middle and right paths too." in page.find(id="realm-problem").get_text()
    swapped = {**PATHS, "realm_path_middle": TYPED["path_left"], "realm_path_left": TYPED["path_middle"]}
    page = parse(client.get("/games/realm-picture", query_string=swapped).get_data(as_text=True))
    assert "middle path must be the shortest (003:L217)" in page.find(id="realm-problem").get_text()
    page = parse(client.get("/games/realm-picture", query_string=PATHS).get_data(as_text=True))
    assert len(page.select("g.realm-space")) == 6 + 4 + 8 and page.find(id="realm-problem") is None
    assert page.find(id="realm-fits") is not None
    assert "Right: 8 spaces, 5 positive, 4 negative" in page.get_text()


@pytest.mark.parametrize(("paths", "words"), [
    ({"realm_path_left": "DLXDLD"}, "type only L (light), D (dark) and S (split), not X"),
    ({"realm_path_right": "LDLSDL"}, "the right path must be the longest (003:L217)"),
    ({"realm_path_left": "DLSDLDD"}, "take 13 negative cards"),  # 003:L40, 003:L229
    ({"realm_path_middle": ""}, "Type the middle path too."),
])
def test_a_board_the_rulebook_refuses_stops_the_wizard_at_the_board_step(client, paths, words):
    r = client.post("/games", data=_form(client, realm="standard", **PATHS | paths))
    assert r.status_code == 422
    page = parse(r.get_data(as_text=True))
    assert words in page.find(id="form-error").get_text() and page.find(id="q-realm") is not None
    assert "realm" not in _entries(client)


def test_a_board_typed_in_the_wizard_is_kept_and_its_cards_dealt_then_drawn_beside_the_ring(app, client):
    r = client.post("/games", data=_form(client, realm="standard", **PATHS))
    assert r.status_code == 303, r.get_data(as_text=True)[:3000]
    game = r.headers["Location"].rstrip("/").split("/")[-1]
    assert _entries(client)["realm"] == {k.removeprefix("realm_"): v for k, v in PATHS.items()}
    state = _state(app, game)
    assert not state.zone(DECK_NEGATIVE) and len(state.zone(UNSEEN_NEGATIVE)) == 3
    page = parse(client.get(f"/games/{game}").get_data(as_text=True))
    realm = page.select_one("#board + .realm-side svg.realm")
    assert realm is not None and page.select_one(".play-grid.with-realm .board-pair.with-realm")
    spaces = realm.select("g.realm-space")
    assert len(spaces) == 18 and {g["data-path"] for g in spaces} == {"left", "middle", "right"}
    assert len(realm.select("g.realm-space rect.mini-card.down")) == 12 + 9  # every Dragon card face down
    assert len(realm.select("g.colour-split")) == 3
    assert "face down" in realm.select_one("#realm-gate").get_text()  # the Gate still among the Lessers
    assert "Lake of Fire" in realm.select_one("#realm-lake").get_text()
    assert page.find(id="realm-type") is None and page.find(id="realm-untyped") is None
    again = _form(client, realm="standard", go="4")
    again.pop("pin")
    page = parse(client.post("/games/new", data=again).get_data(as_text=True))
    assert page.find(id="q-realm") is None and page.find(id="realm-known") is not None  # asked once


def test_a_board_typed_after_the_game_began_deals_its_cards_as_an_undoable_step(app, client):
    r = client.post("/games", data=_form(client, realm="standard"))
    game = r.headers["Location"].rstrip("/").split("/")[-1]
    assert len(_state(app, game).zone(DECK_NEGATIVE)) == 15
    page = parse(client.get(f"/games/{game}").get_data(as_text=True))
    form = page.select_one("#realm-type form")
    assert page.find(id="realm-untyped") is not None and not page.select("svg.realm g.realm-space")
    data = {i["name"]: i.get("value", "") for i in form.select("input[type=hidden]")}
    bad = client.post(form["action"], data=data | PATHS | {"realm_path_right": "LDLSDL"}, headers={"HX-Request": "true"})
    assert "the right path must be the longest (003:L217)" in bad.get_data(as_text=True)
    assert "realm" not in _entries(client) and len(_state(app, game).zone(DECK_NEGATIVE)) == 15
    ok = client.post(form["action"], data=data | PATHS)
    assert ok.status_code == 303
    state = _state(app, game)
    assert not state.zone(DECK_POSITIVE) and len(state.zone("realm:right:4:negative")) == 1  # "LDLS": split
    log = client.get(f"/api/v1/games/{game}/log").get_json()
    told = "Herald dealt the Dragon cards on the typed board: 12 negative, 9 positive, face down; 6 set aside unseen."
    assert len(log) == 2 and log[-1]["text"] == [told], log[-1]  # one step told in one line, no card named
    assert told in client.get(f"/games/{game}/log").get_data(as_text=True)
    assert "Herald dealt the Dragon cards on the typed board: 12 negative" in text(
        client.get(f"/games/{game}/print/chronicle.pdf").data).replace("\n", " ")
    page = parse(client.get(f"/games/{game}").get_data(as_text=True))
    assert len(page.select("svg.realm g.realm-space")) == 18 and page.find(id="realm-type") is None
    seq = int(page.select_one("#screen")["data-seq"])
    client.post(f"/games/{game}/undo", data={"seq": seq, "confirm": "yes", "csrf_token": csrf_token(client)})
    assert len(_state(app, game).zone(DECK_NEGATIVE)) == 15  # undone: the cards wait again, the board stays typed
    page = parse(client.get(f"/games/{game}").get_data(as_text=True))
    assert page.find(id="realm-undealt") is not None
    assert page.select_one('button[data-kind="realm_deal"]') is not None



def test_a_board_typed_for_a_game_without_the_realm_keeps_nothing_003_L229(client):
    game = client.post("/games", data=_form(client)).headers["Location"].rstrip("/").split("/")[-1]
    page = parse(client.get(f"/games/{game}").get_data(as_text=True))
    assert page.find(id="realm-type") is None and page.find(id="realm") is None
    seq = int(page.select_one("#screen")["data-seq"])
    r = client.post(f"/games/{game}/realm-board", data={"seq": seq, "action_id": "x1", "csrf_token": csrf_token(client)}
                    | PATHS, headers={"HX-Request": "true"})
    refusal = parse(r.get_data(as_text=True)).find(id="refusal").get_text(" ", strip=True)
    assert "no Dragon cards waiting" in refusal and "003:L229" in refusal
    assert "realm" not in _entries(client)


def test_the_dragonslayer_lake_shows_the_dragon_queen_face_up_and_no_artifact_003_L657(app, client):
    r = client.post("/games", data=_form(client, realm="dragonslayer", **PATHS))
    game = r.headers["Location"].rstrip("/").split("/")[-1]
    lake = parse(client.get(f"/games/{game}").get_data(as_text=True)).select_one("#realm-lake")
    assert "Dragon Queen" in lake.get_text() and "+1" in lake.get_text()  # with the Lake's +1 token (003:L657)
    assert "Artifact" not in lake.get_text() and "Dragon Heart" not in lake.get_text()  # none in the variant (003:L655)
    assert len(lake.select("rect.mini-card.down")) == 0
    assert lake.find("title").get_text() == "On the Lake of Fire, with the +1 token: Dragon Queen."
    assert len(_state(app, game).zone(UNSEEN_NEGATIVE)) == 2
