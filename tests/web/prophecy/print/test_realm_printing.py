"""The Realm sheet on the Print page: offered to a game with the Realm only, cached, and drawn from the board the
group types on the catalog (003:L209-217)."""

from __future__ import annotations

from app.games.prophecy.engine.events import GameCreated
from app.games.prophecy.engine.realm.events import RealmMoved
from app.games.prophecy.engine.realm.options import RealmOptions
from app.games.prophecy.engine.realm.position import on_path
from app.games.prophecy.engine.state import GameOptions, Hero
from tests.helpers import as_tablet, gm_headers
from tests.printing.pdfcheck import A4, assert_paper, text
from tests.scenes import stored_scene

HEROES = (Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=5, magic=5, space=None),
          Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0))
TYPED = {"path_left": "DLSDLD", "path_middle": "DSDD", "path_right": "LDLSDLDL"}  # 12 negative, 9 positive


def realm_scene(client, with_realm: bool = True) -> str:
    realm = RealmOptions() if with_realm else None
    events = [GameCreated(options=GameOptions(realm=realm), heroes=HEROES)]
    if realm is not None:
        events.append(RealmMoved(seat=0, place=on_path("left", 2)))
    return stored_scene(client, events)


def test_the_print_page_offers_the_realm_sheet_only_to_a_realm_game(app):
    client = as_tablet(app.test_client(), make_game=False)
    realm, plain = realm_scene(client), realm_scene(client, with_realm=False)
    assert "Realm sheet" in client.get(f"/games/{realm}/print").get_data(as_text=True)
    assert "Realm sheet" not in client.get(f"/games/{plain}/print").get_data(as_text=True)
    refused = client.get(f"/games/{plain}/print/realm.pdf")
    assert refused.status_code == 422 and "does not print the realm sheet" in refused.get_data(as_text=True)
    assert "realm" not in refused.get_data(as_text=True).split("it prints")[1]
    api = client.get(f"/api/v1/games/{plain}/print/realm", headers=gm_headers(plain))
    assert api.status_code == 422


def test_the_realm_sheet_is_cached_and_redrawn_once_the_board_is_typed(app):
    client = as_tablet(app.test_client(), make_game=False)
    gid = realm_scene(client)
    first = client.get(f"/games/{gid}/print/realm.pdf?paper=A4")
    assert first.status_code == 200 and first.headers["X-Herald-Print-Cache"] == "miss"
    assert_paper(first.data, A4, pages=2)
    assert "has not typed its Realm board" in text(first.data, 1)
    again = client.get(f"/games/{gid}/print/realm.pdf?paper=A4")
    assert again.headers["X-Herald-Print-Cache"] == "hit" and again.headers["X-Herald-Print-Key"] == first.headers["X-Herald-Print-Key"]
    with app.app_context():  # the group types its board (the wizard's and catalog's forms are another branch's)
        from app.games.prophecy.screens.catalog import catalog_state

        assert catalog_state.record({"realm": TYPED}).entity("realm").path_left == TYPED["path_left"]
    drawn = client.get(f"/games/{gid}/print/realm.pdf?paper=A4")
    assert drawn.headers["X-Herald-Print-Cache"] == "miss" and drawn.headers["X-Herald-Print-Key"] != first.headers["X-Herald-Print-Key"]
    front = text(drawn.data, 1)
    assert "Left: 6 spaces, 4 negative, 3 positive" in front and "Middle: 4 spaces" in front
    assert "Cleo (Mercenary): space 2 of the Dragon Realm's left path" in front
