"""The rulebook's worked battles played through the engine's actions (000 = standard rules):
the Druid against the Old Pirate (000:L359) and the Mercenary against the Angry Mob (000:L437)."""

from __future__ import annotations

from app.games.prophecy.engine.combat.preview import in_progress
from tests.engine.combat.kit import act, hero, play, refused, scene, story

# Not printed in any rulebook: the table types them from the Old Pirate's card. His loss (1 Health) and his
# special rule (stronger on a port) are in the catalog.
PIRATE_CARD = {"old-pirate": {"experience": 3, "reward": [], "lives": 1, "creature_types": ["humanoid"]}}
FOREST = 5  # a Forest: no port, so the Old Pirate has Strength and Willpower 3 (000:L359)


def druid_meets_pirate(**kw):
    druid = hero(0, "Anna", "druid", 3, 6, FOREST, **kw)
    return scene(druid, hero(1, "Ben", "paladin", 4, 4, 0), zones={f"space:{FOREST}": ["old-pirate#1"]})


def test_druid_first_battle_by_wills_is_lost_000_L359():
    state = play(druid_meets_pirate(), kind="start_fight", seat=0, creature="old-pirate#1", values=PIRATE_CARD)
    view = in_progress(state, __import__("tests.engine.combat.kit", fromlist=["CTX"]).CTX)
    kinds = {k["label"]: k for k in view["kinds"]}
    assert kinds["Battle of Strength"]["odds"]["win"] == "5/12"  # 3 against 3
    assert kinds["Battle of Wills (2 Magic)"]["odds"]["win"] == "7/12"  # 4 against 3 after paying
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="wills")
    assert state.hero(0).magic == 4  # two blue cubes moved left
    state = play(state, kind="announce_equipment", seat=0)
    state, events = act(state, kind="battle_roll", seat=0, hero_faces=[4], foe_faces=[6])
    # The text says "8 to 10", but by its own numbers the Pirate has 3 + 6 = 9; a loss either way.
    assert story(events)[-1] == "Anna's Druid fought Old Pirate by Wills: 8 against 9, lost 1 Health; the turn ends."
    assert state.battle is None
    assert (state.hero(0).health, state.hero(0).magic) == (2, 4)
    assert state.zone(f"space:{FOREST}") == ("old-pirate#1",)  # the creature stays
    assert state.flow.stage == "round_end"  # the turn ends
    dice = [e for e in events if e.kind == "dice_rolled"]
    assert dice[0].faces == (4, 6) and dice[0].chance


def test_druid_second_battle_is_a_draw_and_ends_the_turn_000_L359():
    state = druid_meets_pirate(health=2, magic=4)  # the next turn: Strength 2, Willpower 4
    state = play(state, kind="start_fight", seat=0, creature="old-pirate#1", values=PIRATE_CARD)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="wills")
    state = play(state, kind="announce_equipment", seat=0)
    state, events = act(state, kind="battle_roll", seat=0, hero_faces=[3], foe_faces=[2])
    assert story(events)[-1].endswith("by Wills: 5 against 5, a draw; the turn ends.")
    assert (state.hero(0).health, state.hero(0).magic, state.hero(0).experience) == (2, 2, 3)
    assert state.flow.stage == "round_end" and state.zone(f"space:{FOREST}") == ("old-pirate#1",)


def test_on_a_port_the_pirate_needs_his_bonus_typed_000_L359():
    state = scene(hero(0, "Anna", "druid", 3, 6, 4), hero(1, "Ben", "paladin", 4, 4, 0),
                  zones={"space:4": ["old-pirate#1"]})  # space 4: Plains with a port
    err = refused(state, kind="start_fight", seat=0, creature="old-pirate#1", values=PIRATE_CARD)
    assert "Old Pirate (special rule 1: how much)" in err.detail  # named in words (issue 39), not by its path


# --- the Mercenary and the Angry Mob, three lives (000:L437) -------------------------------------------------

MOB_CARD = {"angry-mob": {"reward": [], "loss": [], "special": [], "creature_types": ["humanoid"]},
            "axe": {"hands": 1}}  # the Axe's hands: a one-handed weapon, typed by the table
MERC_ITEMS = ["cedar-staff#1", "ivory-wand#1", "ruby-circlet#1", "axe#1", "spiked-shield#1"]


def mercenary(**kw):
    merc = hero(0, "Cleo", "mercenary", 6, 4, 8, **kw)
    return scene(merc, hero(1, "Ben", "paladin", 4, 4, 0),
                 zones={"space:8": ["angry-mob#1"], "hero:0:items": MERC_ITEMS})


def test_mercenary_cannot_hold_the_cedar_staff_with_the_wand_000_L437():
    state = play(mercenary(), kind="start_fight", seat=0, creature="angry-mob#1", values=MOB_CARD)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="wills")
    err = refused(state, kind="announce_equipment", seat=0, items=["cedar-staff#1", "ivory-wand#1"])
    assert err.rule.id == "battle_equipment" and "Cedar Staff needs both hands" in err.detail


def test_mercenary_wills_battle_ends_drawn_on_the_second_roll_000_L437():
    state = play(mercenary(), kind="start_fight", seat=0, creature="angry-mob#1", values=MOB_CARD)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="wills")
    state = play(state, kind="announce_equipment", seat=0, items=["ivory-wand#1", "ruby-circlet#1"])
    from tests.engine.combat.kit import CTX

    view = in_progress(state, CTX)
    assert view["breakdown"]["hero"][0]["lines"] == [
        "4 Willpower (Mercenary)", "-2 Start Battle of Wills [paid 2 Magic]", "+1 Ivory Wand", "+1 Ruby Circlet"]
    assert view["breakdown"]["hero"][0]["roll_totals"] == [4, 4, 4]  # paid once for all three rolls
    state = play(state, kind="battle_roll", seat=0, hero_faces=[3], foe_faces=[3])
    assert state.battle.rolls[0].outcome == "win" and state.hero(0).magic == 2
    state, events = act(state, kind="battle_roll", seat=0, hero_faces=[4], foe_faces=[6])
    assert story(events)[-1].endswith("by Wills: 7 against 5, 8 against 8, a draw; the turn ends.")
    assert state.battle is None and state.zone("space:8") == ("angry-mob#1",) and state.flow.stage == "round_end"


def test_mercenary_strength_battle_won_with_the_axe_thrown_on_the_last_roll_000_L437():
    state = mercenary(magic=2)  # the next turn, Magic still spent
    state = play(state, kind="start_fight", seat=0, creature="angry-mob#1", values=MOB_CARD)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0, items=["axe#1", "spiked-shield#1"])
    from tests.engine.combat.kit import CTX

    view = in_progress(state, CTX)
    best = view["compare"][0]
    assert best["label"] == "Throw Axe (+1, then damaged) on roll 3"  # throw on the last roll (000:L429)
    state = play(state, kind="battle_roll", seat=0, hero_faces=[5], foe_faces=[2])
    state = play(state, kind="battle_roll", seat=0, hero_faces=[1], foe_faces=[1])
    err = refused(state, kind="announce_equipment", seat=0, items=["cedar-staff#1"])
    assert err.rule.id == "battle_step"  # the Items stay the same for the whole battle (000:L377)
    state = play(state, kind="choose_roll_options", seat=0, use=["throw:axe#1"])
    assert in_progress(state, CTX)["breakdown"]["hero"][0]["roll_totals"] == [7, 7, 8]
    state, events = act(state, kind="battle_roll", seat=0, hero_faces=[5], foe_faces=[6])
    assert story(events)[-1] == ("Cleo's Mercenary fought Angry Mob by Strength: 12 against 8, 8 against 7, "
                                 "13 against 12, won 7 Experience.")
    assert "axe#1" in state.damaged and state.hero(0).experience == 10
    assert state.zone("space:8") == () and "angry-mob#1" in state.zone("discard:adventure")
    assert state.flow.stage == "turn"  # a win does not end the turn
