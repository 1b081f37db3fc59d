"""What the battle screen's model (app/games/prophecy/screens/battle/battle_live.py) shows at each stage of a battle; pure, no Flask."""

from __future__ import annotations

from app.games.prophecy.engine import legal_actions
from app.games.prophecy.screens.battle.battle_live import equip_preview, fights, live_context, pct, wants_live
from tests.engine.combat.kit import CTX, hero, play, scene

FOREST = 5
MOB = {"angry-mob": {"reward": [], "loss": [], "special": [], "creature_types": ["humanoid"]}, "axe": {"hands": 1}}


def _at_the_mob(**zones):
    return scene(hero(0, "Cleo", "mercenary", 6, 4, FOREST), hero(1, "Ben", "paladin", 4, 4, FOREST),
                 zones={f"space:{FOREST}": ["angry-mob#1"], **zones})


def _steps(live):
    return [o.kind for o in live["battle_offers"]]


def test_pct_rounds_whole_percents_and_keeps_one_decimal_otherwise():
    assert pct(None) == "–"
    assert pct({"percent": {"win": 25.0}}) == "25%"
    assert pct({"percent": {"win": 0.06, "draw": 12.5}}, "draw") == "12.5%"


def test_before_the_fight_the_screen_previews_each_open_fight_and_writes_nothing():
    state = _at_the_mob()
    live = live_context(state, CTX)
    assert live["live"] is None and wants_live(state, legal_actions(state, CTX))
    (fight,) = live["fights"]  # the Creature first: no hero may be attacked while it is here
    assert fight.offer.kind == "start_fight" and fight.foe == "Angry Mob"
    # Only the numbers that change the odds stop the preview (issue 34): not what the result brings.
    assert "angry-mob.special" in fight.blocking and not {"angry-mob.reward", "angry-mob.loss"} & set(fight.blocking)
    assert [k["label"] for k in fight.kinds][0] == "Battle of Strength"
    assert "start_fight" not in _steps(live)
    assert _at_the_mob() == state  # the preview left the state as it was


def test_without_a_fight_or_a_battle_the_screen_is_the_calculator():
    state = scene(hero(0, "Cleo", "mercenary", 6, 4, 0), hero(1, "Ben", "paladin", 4, 4, 3))
    live = live_context(state, CTX)
    assert live["live"] is None and live["fights"] == []
    assert not wants_live(state, legal_actions(state, CTX))


def test_at_the_kind_step_each_kind_shows_its_price_and_odds():
    state = play(_at_the_mob(), kind="start_fight", seat=0, creature="angry-mob#1", values=MOB)
    live = live_context(state, CTX)
    assert live["live"]["battle"]["step"] == "kind" and live["fights"] == []
    kinds = {k["label"]: k for k in live["live"]["kinds"]}
    assert kinds["Battle of Strength"]["magic_cost"] == 0 and kinds["Battle of Strength"]["odds"] is not None
    assert "choose_battle_kind" in _steps(live) and "battle_adjust" in _steps(live)
    assert wants_live(state, legal_actions(state, CTX))


def test_at_the_equipment_step_the_lines_and_odds_are_there_and_the_preview_follows_the_ticks():
    state = play(_at_the_mob(**{"hero:0:items": ["axe#1"]}), kind="start_fight", seat=0, creature="angry-mob#1",
                 values=MOB)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    live = live_context(state, CTX)["live"]
    assert live["battle"]["step"] == "equip" and live["kinds"] == []
    assert live["breakdown"]["hero"][0]["roll_totals"][0] == 6 and live["odds"] is not None
    bare = equip_preview(state, CTX, [], [])
    assert bare["side"] == "hero" and bare["magic"] == 0 and bare["refusals"] == []
    assert bare["odds"] == live["odds"]
    refused = equip_preview(state, CTX, [], [{"card": "axe#1"}])
    assert refused["refusals"] == ["Axe gives no whole-battle bonus here."]
    assert state.battle.hero.items == ()  # nothing announced by a preview


def test_at_the_roll_step_the_dice_and_the_options_compared_are_shown():
    state = play(_at_the_mob(**{"hero:0:items": ["axe#1"]}), kind="start_fight", seat=0, creature="angry-mob#1",
                 values=MOB)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0, items=["axe#1"])
    live = live_context(state, CTX)
    now = live["live"]
    assert now["battle"]["step"] == "roll" and now["next_roll"] == 1 and now["dice"] == {"hero": 1, "foe": 1}
    assert now["compare"][0]["label"].startswith("Throw Axe")
    assert live["option_names"]["throw:axe#1"].startswith("Throw Axe")
    assert {"choose_roll_options", "battle_roll"} <= set(_steps(live))
    assert equip_preview(state, CTX, [], []) is None  # the Items are fixed now


def test_after_the_last_roll_the_battle_is_gone_and_no_fight_is_offered_again():
    state = play(_at_the_mob(), kind="start_fight", seat=0, creature="angry-mob#1", values=MOB)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0)
    state = play(state, kind="battle_roll", seat=0, hero_faces=[1], foe_faces=[6])  # lost: the turn ends
    live = live_context(state, CTX)
    assert live["live"] is None and live["fights"] == [] and state.battle is None
    assert not {"battle_roll", "choose_roll_options", "battle_adjust"} & set(_steps(live))
    assert state.flow.stage != "turn"  # a lost battle ends the turn


def test_fights_skip_offers_that_are_not_fights():
    state = _at_the_mob()
    offers = legal_actions(state, CTX)
    assert len(fights(state, CTX, offers)) == sum(o.kind == "start_fight" for o in offers)
    assert fights(state, CTX, [o for o in offers if o.kind != "start_fight"]) == []
