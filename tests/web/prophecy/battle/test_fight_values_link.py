"""A fight whose card values Herald lacks is offered on the game screen as a way to the battle screen, whose own
form asks for them (choices for words, printed lines, types) instead of a second, poorer form of number boxes."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import Offer
from app.games.prophecy.screens.play.offers_view import offer_view
from tests.helpers import as_tablet
from tests.web.prophecy.battle.kit import MOB_LINES, api_state, battle_scene
from tests.web.prophecy.wholegame.formplay import parse


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


def test_the_game_screen_sends_a_fight_that_needs_card_values_to_the_battle_screen(client):
    gid = battle_scene(client)
    screen = parse(client.get(f"/games/{gid}").get_data(as_text=True))
    card = screen.select_one('.offer-list .offer-card[data-kind="start_fight"]')
    link = card.select_one("a.fight-link")
    assert link.get_text(strip=True) == "Fight Angry Mob on the battle screen"
    assert link["href"] == f"/games/{gid}/battle?live=1"
    assert card.find("form") is None and not screen.select('.offer-list [name^="values."]')
    # the fight Herald computes comes first; settling it at the table is the other way
    kinds = [c["data-kind"] for c in screen.select(".offer-list .offer-card")]
    assert kinds.index("start_fight") < kinds.index("resolve_fight")
    battle = parse(client.get(link["href"]).get_data(as_text=True))
    form = battle.select_one('.battle-values form')
    asked = {i["value"] for i in form.select('input[name="asked[]"]')}
    assert {"angry-mob.reward", "angry-mob.loss", "angry-mob.special"} <= asked
    seq = api_state(client, gid)["seq"]
    fields = {"seq": seq, "action_id": "fight-1", "kind": "start_fight", "seat": 0, "creature": "angry-mob#1",
              "asked[]": sorted(asked), **MOB_LINES}
    r = client.post(form["action"], data=fields, headers={"HX-Request": "true"})
    assert 'id="refusal"' not in r.get_data(as_text=True)
    assert api_state(client, gid)["state"]["battle"]["values"]["angry-mob"]["reward"] == [{"kind": "gold", "amount": 2}]


def test_a_fight_without_missing_values_stays_one_tap():
    plain = Offer(kind="start_fight", label="Fight Wolf", seat=0, params={"seat": 0, "creature": "wolf#1"})
    assert offer_view(plain).one_tap
    asks = Offer(kind="start_fight", label="Fight Golem", seat=0, params={"seat": 0, "creature": "golem#1"},
                 needs=("values",), choices={"values": ["golem.stat_order", "golem.lives"]})
    assert [n.widget for n in offer_view(asks).needs] == ["battle-screen"]
