"""Prophecy battles brought where a test needs them, for the battle screen's and the API's tests (and the
Chromium ones): scenes stored as a game's first step, the battle screen's forms posted as htmx does, a fight taken
to its equipment step or won by Strength, a battle under way through the API."""

from __future__ import annotations

import re

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from tests.helpers import api_act
from tests.scenes import stored_scene
from tests.web.prophecy.scenes import FOREST, VALUES

# What the table reads off the Angry Mob card in these tests (the catalog does not know it).
MOB_LINES = {"none:angry-mob:loss": "1", "none:angry-mob:special": "1", "types:angry-mob": "humanoid",
             "line:angry-mob:reward:0:kind": "gold", "line:angry-mob:reward:0:amount": "2"}


def stored_battle(client, events, deck_mode="table") -> str:
    """A game standing where the events leave it, stored as its first step (the client is its GM)."""
    first = events[0]
    events = [first.model_copy(update={"options": first.options.model_copy(update={"deck_mode": deck_mode})}),
              *events[1:]]
    return stored_scene(client, events, name="Battle screen", seed=11)


def battle_scene(client, creature="angry-mob#1", items=(), abilities=(), rare=(), deck_mode="table", gold=0) -> str:
    """The Mercenary's turn on a Forest with `creature` there, her `items` and `abilities`, `rare` in the Rare deck."""
    heroes = (Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=4, magic=4, space=FOREST,
                   gold=gold),
              Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0))
    events = [GameCreated(options=GameOptions(), heroes=heroes), CardMoved(card=creature, to=f"space:{FOREST}")]
    events += [CardMoved(card=c, to="hero:0:items") for c in items]
    events += [CardMoved(card=c, to="hero:0:abilities") for c in abilities]
    events += [CardMoved(card=c, to="deck:rare") for c in rare]
    events.append(FlowChanged(flow=Flow(stage="turn", round=1, active=0, turn=1)))
    return stored_battle(client, events, deck_mode)


def api_state(client, gid):
    """The game as the API answers it (seq and state)."""
    return client.get(f"/api/v1/games/{gid}").get_json()


def post_battle(client, gid, fields: dict, route="battle/act"):
    """Post a battle-screen form as htmx does; the re-rendered screen."""
    seq = api_state(client, gid)["seq"]
    data = {"seq": str(seq), "action_id": f"t-{seq}-{fields.get('kind')}", **fields}
    return client.post(f"/games/{gid}/{route}", data=data, headers={"HX-Request": "true"})


def asked_values(client, gid) -> list[str]:
    """The card values the battle screen's fight form asks for."""
    page = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    return re.findall(r'name="asked\[\]" value="([^"]+)"', page)


def fight_angry_mob(client, gid, lines=MOB_LINES):
    """Start the fight against the Angry Mob from the battle screen, its card's values typed as `lines`."""
    r = post_battle(client, gid, {"kind": "start_fight", "seat": "0", "creature": "angry-mob#1",
                                  "asked[]": asked_values(client, gid), **lines})
    assert r.status_code == 200
    return r


def to_equip(client, gid):
    """The Angry Mob fought by Strength, the battle at its equipment step."""
    fight_angry_mob(client, gid)
    post_battle(client, gid, {"kind": "choose_battle_kind", "seat": "0", "battle_kind": "strength", "view": "battle"},
                route="act")
    assert api_state(client, gid)["state"]["battle"]["step"] == "equip"


# Blessed Weapon's bonus and battle kind are the group's entries (the rulebook prints neither).
BLESSED = {"effects[0].amount": 2, "effects[0].battle": "strength"}
RARE = ("great-sword#1", "ring-of-concentration#1", "ritual-dagger#1")


def won_by_strength(client, gid):
    """A fight just started, won by Strength on the first roll with bare hands; the screen at the treasure."""
    post_battle(client, gid, {"kind": "choose_battle_kind", "seat": "0", "battle_kind": "strength", "view": "battle"},
                route="act")
    post_battle(client, gid, {"kind": "announce_equipment", "seat": "0"})
    r = post_battle(client, gid, {"kind": "battle_roll", "seat": "0", "hero_faces.0": "6", "foe_faces.0": "1",
                                  "view": "battle"}, route="act")
    assert api_state(client, gid)["state"]["battle"]["step"] == "reward"
    return gid, r.get_data(as_text=True)


def mercenary_scene(client) -> str:
    """A game standing at the Mercenary's turn on a Forest with the Angry Mob (imported as a one-step file)."""
    heroes = (Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=4, magic=4, space=FOREST),
              Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0))
    events = [GameCreated(options=GameOptions(), heroes=heroes),
              CardMoved(card="angry-mob#1", to=f"space:{FOREST}"),
              CardMoved(card="axe#1", to="hero:0:items"),
              FlowChanged(flow=Flow(stage="turn", round=1, active=0, turn=1))]
    return stored_scene(client, events, name="Battle", seed=7)


def battle_under_way(client) -> str:
    """The scene above with the Mercenary's Battle of Strength against the Angry Mob begun, the Axe announced."""
    gid, seq = mercenary_scene(client), 1
    for action in ({"kind": "start_fight", "seat": 0, "creature": "angry-mob#1", "values": VALUES},
                   {"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
                   {"kind": "announce_equipment", "seat": 0, "items": ["axe#1"]}):
        seq = api_act(client, gid, seq, action).get_json()["seq"]
    return gid


GOLEM = "golem-guardian#1"
# What the fight itself needs of the card, as the table reads it (the treasure's roll is asked later).
GOLEM_CARD = {"value:golem-guardian:stat_order": "strength_only", "value:golem-guardian:lives": "1",
              "none:golem-guardian:loss": "1", "none:golem-guardian:special": "1"}
WORDS = "the roll the treasure die must reach for a Rare Item"


def golem_beaten(client) -> tuple[str, str]:
    """The Golem Guardian beaten by Strength, its treasure roll unknown: the game and the screen at the treasure."""
    gid = battle_scene(client, creature=GOLEM, rare=RARE)
    asked = asked_values(client, gid)
    assert set(asked) == {f"golem-guardian.{f}" for f in ("stat_order", "lives", "loss", "special")}
    post_battle(client, gid, {"kind": "start_fight", "seat": "0", "creature": GOLEM, "asked[]": asked, **GOLEM_CARD})
    return won_by_strength(client, gid)
