"""The new cards' steps on the tablet's forms: the Magical Forest's choice before its roll, the Nightmare's type
asked with its fight (003:L715, 003:L725)."""

from __future__ import annotations

import random

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from tests.helpers import as_tablet
from tests.scenes import stored_scene
from tests.web.prophecy.wholegame.formplay import Filled, Tablet, offers_on

HEROES = (Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=5, magic=5, space=5),
          Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0))


def _scene(app, card: str):
    client = as_tablet(app.test_client(), make_game=False)
    events = [GameCreated(options=GameOptions(expansion={"new_cards": True}), heroes=HEROES),
              CardMoved(card=card, to="space:5"), FlowChanged(flow=Flow(stage="turn", round=1, active=0, turn=1))]
    return client, stored_scene(client, events)


def test_the_magical_forest_asks_the_gain_then_the_die_003_L725(app):
    client, gid = _scene(app, "magical-forest#1")
    tablet = Tablet(client, random.Random(1))
    screen = tablet.page(f"/games/{gid}")
    (forest,) = [o for o in offers_on(screen, ".offer-list") if o.kind == "magical_forest"]
    assert not [o for o in offers_on(screen, ".offer-list") if o.kind == "use_opportunity"]
    tablet.submit(forest, Filled(values={"choice": "strength", "face": "5", "amount": "1", "needed": ""}))
    state = app.extensions["herald.log"].load(gid)[1]
    assert state.hero(0).red == 7 and "magical-forest#1" in state.zone("discard:adventure")


def test_the_nightmares_fight_asks_its_type_003_L715(app):
    client, gid = _scene(app, "nightmare#1")
    html = client.get(f"/games/{gid}/battle").get_data(as_text=True)
    assert "Its one type in this battle" in html and 'name="creature_type" value="undead"' in html


CENTAUR = {"centaur": {"strength": 5, "stat_order": "strength_only", "experience": 3, "reward": [], "loss": [],
                       "lives": 1}}  # the table's numbers: the seed gives the Centaur's types only (003:L707)


def test_the_roll_form_offers_to_spare_the_centaur_for_its_service_003_L711(app):
    from tests.helpers import api_act

    client, gid = _scene(app, "centaur#1")
    for seq, action in enumerate(({"kind": "start_fight", "seat": 0, "creature": "centaur#1", "values": CENTAUR},
                                  {"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
                                  {"kind": "announce_equipment", "seat": 0}), start=1):
        assert api_act(client, gid, seq, action).status_code == 200
    tablet = Tablet(client, random.Random(1))
    screen = tablet.page(f"/games/{gid}")
    (roll,) = [o for o in offers_on(screen, ".offer-list") if o.kind == "battle_roll"]
    assert "Spare it for its service (no Experience, no reward)" in str(roll.form)
    tablet.submit(roll, Filled(values={"hero_faces.0": "6", "foe_faces.0": "1"}, lists={"hooks[]": ["creature_service"]}))
    state = app.extensions["herald.log"].load(gid)[1]
    assert state.battle is None and "centaur#1" in state.zone("discard:adventure")
    assert state.hero(0).experience == 3  # no Experience for a Creature that served
