"""The rulebook's sample turn (000:L956-979) played through the engine's actions: the Enchantress against
the Ghost and the Undead Warrior, the Wandering Monk against the Golem Guardian and the Rock Giant."""

from __future__ import annotations

from app.games.prophecy.engine.combat.preview import in_progress
from tests.engine.combat.kit import CTX, act, hero, play, scene, story

MOUNTAINS, OTHER_MOUNTAINS, PLAINS = 15, 1, 11

# Printed on the cards but not in the rulebook: typed by the table. The Oaken Staff's hands, the Ghost's
# lives and types, the Undead Warrior's stat order, lives and Experience (he wins, so it is never paid).
STAFF = {"oaken-staff": {"hands": 2}}
GHOST = {"ghost": {"loss": [], "special": [], "lives": 1, "creature_types": ["undead"]}, **STAFF}
WARRIOR = {"undead-warrior": {"stat_order": "strength_only", "lives": 1, "experience": 2, "reward": [],
                              "loss": [], "special": []}, **STAFF}


def enchantress(space: int, cards: list[str], **kw):
    # Full Strength 3 and Willpower/Magic 5 after paying 1 Magic for Stamina (000:L960-962).
    ench = hero(0, "Eva", "enchantress", 3, 6, space, magic=5, **kw)
    monk = hero(1, "Max", "wandering-monk", 4, 4, 6)
    return scene(ench, monk, zones={f"space:{space}": cards, "hero:0:items": ["oaken-staff#1", "potion-of-healing#1"],
                                    "hero:0:abilities": ["staff-skill#1", "stamina#1"]})


def test_enchantress_beats_the_ghost_in_a_free_battle_of_wills_000_L962_964():
    state = play(enchantress(MOUNTAINS, ["ghost#1"]), kind="start_fight", seat=0, creature="ghost#1", values=GHOST)
    kinds = {k["label"]: k["allowed"] for k in in_progress(state, CTX)["kinds"]}
    assert kinds == {"Battle of Wills": True, "Battle of Strength": False}  # forced, and free
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="wills")
    assert state.hero(0).magic == 5
    state = play(state, kind="announce_equipment", seat=0, items=["oaken-staff#1"])
    lines = in_progress(state, CTX)["breakdown"]["hero"][0]["lines"]
    assert lines == ["5 Willpower (Enchantress)", "+1 Staff Skill (Oaken Staff)"]  # the staff itself: Strength only
    state, events = act(state, kind="battle_roll", seat=0, hero_faces=[4], foe_faces=[2])
    assert story(events)[-1] == "Eva's Enchantress fought Ghost by Wills: 10 against 6, won 2 Experience and 3 Gold."
    assert (state.hero(0).experience, state.hero(0).gold) == (5, 6)
    assert state.zone(f"space:{MOUNTAINS}") == () and state.flow.stage == "turn"


def test_enchantress_loses_to_the_undead_warrior_and_her_turn_ends_000_L966():
    state = enchantress(OTHER_MOUNTAINS, ["undead-warrior#1"])
    state = play(state, kind="start_fight", seat=0, creature="undead-warrior#1", values=WARRIOR)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0, items=["oaken-staff#1"])
    lines = in_progress(state, CTX)["breakdown"]["hero"][0]["lines"]
    assert lines == ["3 Strength (Enchantress)", "+1 Oaken Staff", "+1 Staff Skill (Oaken Staff)"]  # 5 against 4
    state, events = act(state, kind="battle_roll", seat=0, hero_faces=[1], foe_faces=[5])
    assert story(events)[-1].endswith("by Strength: 6 against 9, lost 1 Health; the turn ends.")
    assert state.hero(0).health == 2 and state.flow.stage == "round_end"
    assert state.zone(f"space:{OTHER_MOUNTAINS}") == ("undead-warrior#1",)


# The Monk: Strength 4 is the table's (000:L974 gives only Strength + Blessed Weapon = 5), Willpower 4 follows
# from "a Willpower value of 1" after 4 Magic spent and the Crown's +1 (000:L976). 1 Magic already went on
# the City's icons (000:L970). The Golem's stat order and its treasure's roll (5 is enough, 000:L974) and the
# Rock Giant's missing values are typed; Blessed Weapon's bonus (+1, Strength) too.
MONK_VALUES = {
    "golem-guardian": {"stat_order": "strength_only", "lives": 1, "loss": [], "special": [],
                       "reward[0].amount": 5},
    "rock-giant": {"strength": 5, "lives": 1, "experience": 4, "reward": [], "loss": [], "special": []},
    "blessed-weapon": {"effects[0].amount": 1, "effects[0].battle": "strength"},
    "war-axe": {"hands": 1, "weapon_types": ["crushing"]},
    "ritual-dagger": {"hands": 1},
}


def monk_on_the_plains():
    monk = hero(0, "Max", "wandering-monk", 4, 4, PLAINS, magic=3)
    ench = hero(1, "Eva", "enchantress", 3, 6, OTHER_MOUNTAINS)
    return scene(monk, ench, zones={f"space:{PLAINS}": ["golem-guardian#1", "rock-giant#1"],
                                    "hero:0:items": ["crown-of-power#1", "war-axe#1", "ritual-dagger#1"],
                                    "hero:0:abilities": ["prayer#1", "blessed-weapon#1"],
                                    "deck:rare": ["ring-of-concentration#1"]})


def test_monk_beats_the_golem_then_draws_with_the_rock_giant_000_L974_978():
    state = monk_on_the_plains()
    state = play(state, kind="start_fight", seat=0, creature="golem-guardian#1", values=MONK_VALUES)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0, items=["war-axe#1", "crown-of-power#1"],
                 spells=[{"card": "blessed-weapon#1", "on": "war-axe#1"}])
    view = in_progress(state, CTX)
    assert view["breakdown"]["hero"][0]["roll_totals"] == [7] and view["breakdown"]["foe"][0]["roll_totals"] == [4]
    assert state.hero(0).magic == 2  # Blessed Weapon: 1 Magic
    # The War Axe gets damaged; the rulebook does not say why, so the table names it.
    state, events = act(state, kind="battle_roll", seat=0, hero_faces=[3], foe_faces=[1], damaged=["war-axe#1"])
    assert story(events)[-1].endswith("by Strength: 10 against 5, won 3 Experience; the treasure comes next.")
    assert state.battle.step == "reward" and "war-axe#1" in state.damaged
    state, events = act(state, kind="battle_reward", seat=0, use=["spell:prayer#1"], faces=[3, 5],
                        cards=["ring-of-concentration#1"])
    assert story(events)[-1] == "Max's Wandering Monk takes the treasure of Golem Guardian: Ring of Concentration."
    assert state.hero(0).magic == 1 and "ring-of-concentration#1" in state.zone("hero:0:items")
    assert state.hero(0).experience == 6 and state.battle is None

    state = play(state, kind="start_fight", seat=0, creature="rock-giant#1", values=MONK_VALUES)
    kinds = {k["label"]: k for k in in_progress(state, CTX)["kinds"]}
    assert kinds["Battle of Wills (1 Magic)"]["allowed"]  # the Crown: 1 Magic less (000:L976)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="wills")
    state = play(state, kind="announce_equipment", seat=0, items=["crown-of-power#1", "ritual-dagger#1"])
    assert in_progress(state, CTX)["breakdown"]["hero"][0]["roll_totals"] == [1]  # "a Willpower value of 1"
    state = play(state, kind="choose_roll_options", seat=0, use=["pay:ritual-dagger#1:2"])
    assert state.hero(0).health == 2  # two Health for +4
    view = in_progress(state, CTX)
    assert (view["breakdown"]["hero"][0]["roll_totals"], view["breakdown"]["foe"][0]["roll_totals"]) == ([5], [4])
    state, events = act(state, kind="battle_roll", seat=0, hero_faces=[2], foe_faces=[3])
    assert story(events)[-1].endswith("by Wills: 7 against 7, a draw; the turn ends.")
    assert (state.hero(0).health, state.hero(0).magic) == (2, 0)
    assert state.zone(f"space:{PLAINS}") == ("rock-giant#1",) and state.flow.stage == "round_end"


def test_blessed_weapon_unknown_bonus_is_named_not_guessed():
    values = {k: v for k, v in MONK_VALUES.items() if k != "blessed-weapon"}
    state = play(monk_on_the_plains(), kind="start_fight", seat=0, creature="golem-guardian#1", values=values)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    view = in_progress(state, CTX)
    assert "blessed-weapon.effects[0].amount" in view["missing"]
    assert any(line.startswith("Blessed Weapon: Herald does not know a number of what it does yet") for line in view["table_applies"])
    assert not any("effects[" in line for line in view["table_applies"])  # no field path reaches the table


def test_the_playout_types_the_treasure_roll_the_card_asks_for():
    """The random playout gives a high-roll treasure as the table does: the roll its card asks for typed from the
    card when Herald lacks it, the die, then the Items that came up (tests/engine/playout.py)."""
    import random

    from app.games.prophecy.engine import legal_actions
    from tests.engine.playout import fill

    golem = {k: v for k, v in MONK_VALUES["golem-guardian"].items() if k != "reward[0].amount"}
    state = play(monk_on_the_plains(), kind="start_fight", seat=0, creature="golem-guardian#1",
                 values={**MONK_VALUES, "golem-guardian": golem})
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0, items=["war-axe#1"])
    state = play(state, kind="battle_roll", seat=0, hero_faces=[6], foe_faces=[1])
    offer = next(o for o in legal_actions(state, CTX) if o.kind == "battle_reward")
    assert offer.choices["values"] == ["golem-guardian.reward[0].amount"]
    for seed in range(8):
        payload = fill(state, offer, random.Random(seed))
        assert 4 <= payload["values"]["golem-guardian"]["reward[0].amount"] <= 6
        after = play(state, **payload)
        assert after.battle is None
        won = max(payload["faces"]) >= payload["values"]["golem-guardian"]["reward[0].amount"]
        assert after.zone("hero:0:items")[-1:] == (("ring-of-concentration#1",) if won else ("ritual-dagger#1",))
