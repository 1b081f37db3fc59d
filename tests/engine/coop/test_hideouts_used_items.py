"""Secret Hideouts never passes an Item the hero used in a battle this round (003:L797-799): a real fight with a
sword on the real catalog, then a second turn of the same round, then the next round."""

from __future__ import annotations

from app.games.prophecy.engine import fold
from app.games.prophecy.engine.actions import follow_up
from app.games.prophecy.engine.coop.model import CoopState
from app.games.prophecy.engine.events import FlowChanged
from tests.engine.combat.kit import CTX, hero, offers, play, refused, scene

FOREST = 5
PIRATE = {"old-pirate": {"experience": 3, "reward": [], "loss": [], "lives": 1, "creature_types": ["humanoid"]},
          "sword": {"hands": 1, "weapon_types": ["edged"], "effects": []}}


def _turn(state, stage: str, **flow):
    return FlowChanged(flow=state.flow.model_copy(update={"stage": stage, "active": 0, **flow})).apply_to(state)


def _opened():
    """Anna's round has begun with a sword and a dagger (noted as hers), Ben beside her."""
    state = scene(hero(0, "Anna", "paladin", 4, 4, FOREST), hero(1, "Ben", "druid", 3, 6, FOREST),
                  zones={"hero:0:abilities": ["secret-hideouts#1"], "hero:0:items": ["sword#1", "dagger#1"],
                         f"space:{FOREST}": ["old-pirate#1"]}, stage="chance")
    state = state.model_copy(update={"coop": CoopState(stack=(1, 2), total=2)})
    return fold(state, follow_up(state, CTX))  # the round opens: what she holds is noted


def _fought(state):
    """She fights the Pirate with the sword and wins."""
    state = _turn(state, "turn")
    state = play(state, kind="start_fight", seat=0, creature="old-pirate#1", values=PIRATE)
    if state.battle.step == "kind":
        state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0, items=["sword#1"])
    state = play(state, kind="battle_roll", seat=0, hero_faces=[6], foe_faces=[1])
    assert state.battle is None or state.battle.step == "reward"
    return state.model_copy(update={"battle": None})


def test_an_item_used_in_a_battle_this_round_is_not_passed():  # 003:L799
    state = _opened()
    assert play(_turn(state, "move"), kind="secret_hideouts", seat=0, partner=1, give_items=["sword#1"]).zone(
        "hero:1:items") == ("sword#1",)  # before any battle the sword may go
    fought = _fought(state)
    assert fought.coop.round_used["0"] == ("sword#1",)
    # A second turn of the same round (Time Loop, say): just before moving again.
    again = _turn(fought, "move", marks=frozenset(m for m in fought.flow.marks if m.startswith("round:")))
    err = refused(again, kind="secret_hideouts", seat=0, partner=1, give_items=["sword#1"])
    assert err.rule.ref == "003:L797" and "used in a battle" in err.detail
    # The dagger, held since the round began and not used, still goes; the offer lists only it.
    offer = next(o for o in offers(again, "secret_hideouts"))
    assert offer.choices["give_items"] == ["dagger#1"]
    assert play(again, kind="secret_hideouts", seat=0, partner=1, give_items=["dagger#1"]).zone(
        "hero:1:items") == ("dagger#1",)


def test_the_next_round_forgets_what_was_used():  # 003:L799: "this round"
    fought = _fought(_opened())
    nxt = _turn(fought, "chance", round=fought.flow.round + 1, marks=frozenset())
    nxt = fold(nxt, follow_up(nxt, CTX))
    assert nxt.coop.round_used.get("0", ()) == ()
    moved = _turn(nxt, "move")
    assert "sword#1" in play(moved, kind="secret_hideouts", seat=0, partner=1, give_items=["sword#1"]).zone(
        "hero:1:items")
