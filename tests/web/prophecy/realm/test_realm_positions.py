"""A hero in the Dragon Realm is named where she stands, in words, on the game screen, the log and the phones
(the Gate, a path's space, the Lake of Fire), never as an empty space (003:L301, 003:L403)."""

from __future__ import annotations

import re
from html import unescape

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.realm.events import RealmMoved
from app.games.prophecy.engine.realm.options import RealmOptions
from app.games.prophecy.engine.realm.position import on_path
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from tests.helpers import as_tablet, link_path, seat_links
from tests.scenes import stored_scene

HEROES = (Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=5, magic=5, space=5),
          Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0))
WORDS = "space 2 of the Dragon Realm's left path"


def test_a_hero_on_a_realm_path_is_named_on_the_screen_log_and_phones(app):
    client = as_tablet(app.test_client(), make_game=False)
    gid = stored_scene(client, [GameCreated(options=GameOptions(realm=RealmOptions()), heroes=HEROES),
                                RealmMoved(seat=0, place=on_path("left", 2)),
                                FlowChanged(flow=Flow(stage="turn", round=1, active=0, turn=1))])
    screen = unescape(client.get(f"/games/{gid}").get_data(as_text=True))
    assert WORDS in screen
    assert ">None<" not in screen
    (step,) = client.get(f"/api/v1/games/{gid}/log").get_json()
    assert f"Cleo's Mercenary went to {WORDS}." in step["text"]
    cleo, ben = (link_path(u) for u in seat_links(client, gid))
    phone = app.test_client()
    assert f"Standing on <strong>{WORDS}</strong>" in unescape(phone.get(cleo).get_data(as_text=True))
    assert f"· {WORDS}" in unescape(phone.get(ben).get_data(as_text=True))
    api = phone.get("/api/v1/player/" + cleo.split("/p/")[1]).get_json()
    assert api["you"]["space_name"] == WORDS


def test_every_plane_shows_the_realms_plus_one_token_but_the_revealed_gates_003_L261(app):
    client = as_tablet(app.test_client(), make_game=False)
    gid = stored_scene(client, [GameCreated(options=GameOptions(realm=RealmOptions()), heroes=HEROES),
                                CardMoved(card="gate-to-the-dragon-realm#1", to="plane:2:lesser"),
                                FlowChanged(flow=Flow(stage="turn", round=1, active=0, turn=1))])
    screen = client.get(f"/games/{gid}").get_data(as_text=True)
    titles = re.findall(r"<title>([^<]*Astral Plane[^<]*|[^<]*: lesser[^<]*)</title>", screen)
    assert len(titles) == 5
    assert [("(Power Up +1)" in t) for t in titles] == [True, True, False, True, True]  # the Gate face up on plane 3
