"""The Troll's Low Faith list (003:L151), unknown, is asked once on the Opportunity's form when a troll meets one;
what the table types is kept as the group's entry for the Troll card and never asked again."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.races.sheet import HeroSheet
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from tests.helpers import as_tablet
from tests.scenes import stored_scene
from tests.web.prophecy.scenes import FOREST
from tests.web.prophecy.wholegame.formplay import parse


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


def _troll_meets(client, card: str) -> str:
    heroes = (Hero(seat=0, player="Tor", character="mercenary", red=4, health=4, blue=4, magic=4, space=FOREST,
                   races=("troll",), sheet=HeroSheet(ability_cost=2, traits=("low_faith",))),
              Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=6, magic=4, space=0))
    events = [GameCreated(options=GameOptions(), heroes=heroes), CardMoved(card=card, to=f"space:{FOREST}"),
              FlowChanged(flow=Flow(stage="turn", round=1, active=0, turn=1))]
    return stored_scene(client, events, name="Low Faith")


def _opportunity_form(client, gid):
    page = parse(client.get(f"/games/{gid}").get_data(as_text=True))
    return next(f for f in page.select("form") if f.find("input", attrs={"name": "kind", "value": "use_opportunity"}))


def _post(client, gid, form, **typed):
    data = {i["name"]: i.get("value", "") for i in form.find_all("input", attrs={"type": "hidden"}) if i.get("name")}
    r = client.post(f"/games/{gid}/act", data={**data, **typed})
    return r


def test_the_list_is_asked_on_the_opportunity_form_and_kept(app, client):
    gid = _troll_meets(client, "golden-fish#1")
    form = _opportunity_form(client, gid)
    box = form.find("input", attrs={"name": "low_faith_cards"})
    assert box is not None and "Troll Race card names for Low Faith" in form.get_text()
    r = _post(client, gid, form, low_faith_cards="Golden Fish", willpower="1")
    body = r.get_data(as_text=True)
    assert "Race card names Golden Fish" in body, body[body.find("alert"):][:600]
    assert app.extensions["herald.catalog"].card("troll").low_faith_cards is None  # a refused step keeps nothing
    r = _post(client, gid, form, low_faith_cards="Healer, Clover Meadow", willpower="1")
    assert r.status_code in (200, 303), r.get_data(as_text=True)[:800]
    assert app.extensions["herald.catalog"].card("troll").low_faith_cards == ("healer", "clover-meadow")
    again = _troll_meets(client, "ancient-scroll#1")
    assert _opportunity_form(client, again).find("input", attrs={"name": "low_faith_cards"}) is None
