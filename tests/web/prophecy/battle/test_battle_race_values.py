"""The battle screen asks for the numbers only a hero's Race card prints (the Halfling's luck, 003:L167) beside
the fight, not required; typed once, they are the group's values and the exact odds count them."""

from __future__ import annotations

import re

import pytest

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from tests.helpers import as_tablet
from tests.web.prophecy.battle.kit import api_state, post_battle, stored_battle
from tests.web.prophecy.scenes import FOREST

# What the table reads off the Old Pirate card in this test, for the values the catalog lacks.
PIRATE = {"value:old-pirate:experience": "3", "value:old-pirate:lives": "1", "none:old-pirate:reward": "1",
          "none:old-pirate:loss": "1", "none:old-pirate:special": "1", "types:old-pirate": "humanoid"}


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


def _halfling(client) -> str:
    heroes = (Hero(seat=0, player="Pip", character="mercenary", red=4, health=4, blue=4, magic=4, space=FOREST,
                   races=("halfling",)),
              Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0))
    events = [GameCreated(options=GameOptions(), heroes=heroes), CardMoved(card="old-pirate#1", to=f"space:{FOREST}"),
              FlowChanged(flow=Flow(stage="turn", round=1, active=0, turn=1))]
    return stored_battle(client, events)


def test_the_luck_is_asked_beside_the_fight_and_kept(app, client):
    gid = _halfling(client)
    page = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    for path in ("luck_face", "luck_counts_as"):
        assert f'name="value:halfling:{path}"' in page
        assert f'name="asked[]" value="halfling.{path}"' not in page  # not required: the table may apply it
    assert "Halfling: the battle die&#39;s face its luck changes (from the Race card)" in page
    assert "luck_face is unknown" not in page  # asked on the form, not listed a second time
    asked = re.findall(r'name="asked\[\]" value="([^"]+)"', page)
    fields = {**PIRATE, "asked[]": asked, "value:halfling:luck_face": "1", "value:halfling:luck_counts_as": "7"}
    r = post_battle(client, gid, {"kind": "start_fight", "seat": "0", "creature": "old-pirate#1", **fields})
    body = r.get_data(as_text=True)
    assert r.status_code == 200 and api_state(client, gid)["state"]["battle"] is not None, body[body.find("error"):][:600]
    halfling = app.extensions["herald.catalog"].card("halfling")
    assert (halfling.luck_face, halfling.luck_counts_as) == (1, 7)  # the group's values now: never asked again
    again = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    assert 'name="value:halfling:luck_face"' not in again
    post_battle(client, gid, {"kind": "choose_battle_kind", "seat": "0", "battle_kind": "strength", "view": "battle"},
          route="act")
    post_battle(client, gid, {"kind": "announce_equipment", "seat": "0"})
    shown = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    assert "Halfling: luck, a battle die showing 1 counts as 7" in shown  # the breakdown names it
