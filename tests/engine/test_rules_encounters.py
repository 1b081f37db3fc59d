"""Arriving: cards turn up, Creatures must be fought (outcome from the battle layer), a hero may attack
another hero once, Opportunities are optional and used once."""

from __future__ import annotations

from tests.engine.kit import at, events_of, hero, offers, play, put, refused, stage, started


def arriving(space_cards=(), hidden=(), at_space=9, seat=0):
    state = started(2)
    for c in space_cards:
        state = put(state, c, f"space:{at_space}")
    for c in hidden:
        state = put(state, c, f"space:{at_space}", face_up=False)
    return stage(at(state, seat, at_space - 1), "move", seat)


def test_arrival_turns_up_face_down_cards_named_by_the_table():  # 000:L279
    state = arriving(["hermit#1"], ["rock_giant#1"])
    assert refused(state, kind="move", seat=0, how="walk", to=9).rule.id == "reveal_on_arrival"
    after = play(state, kind="move", seat=0, how="walk", to=9, revealed=["ghost#1"])
    assert after.zone("space:9") == ("hermit#1", "ghost#1") and not after.hidden & set(after.zone("space:9"))
    assert "rock_giant#1" in after.zone("deck:adventure")  # the placeholder went back among the unseen


def test_a_face_down_card_on_the_start_space_turns_up_only_when_staying():  # 000:L279
    state = started(2)
    state = stage(at(put(state, "ghost#1", "space:9", face_up=False), 0, 9), "move")
    gone = play(state, kind="move", seat=0, how="walk", to=8)
    assert "ghost#1" in gone.hidden
    stayed = play(state, kind="move", seat=0, how="stay", revealed=["ghost#1"])
    assert "ghost#1" not in stayed.hidden


def fighting():
    state = arriving(["golem_guardian#1", "rock_giant#1"])
    return play(state, kind="move", seat=0, how="walk", to=9)


def test_creatures_must_be_fought_first_in_any_order():  # 000:L281
    state = fighting()
    # start_fight is the battle engine's way in (app/games/prophecy/engine/combat); resolve_fight records an outcome by hand.
    assert {o.kind for o in offers(state)} == {"resolve_fight", "start_fight"}
    assert refused(state, kind="end_turn", seat=0).rule.id == "must_fight"
    after = play(state, kind="resolve_fight", seat=0, card="rock_giant#1", outcome="win", experience=4)
    assert after.zone("space:9") == ("golem_guardian#1",)
    assert after.hero(0).experience == 7


def test_a_win_discards_the_creature_and_pays_its_experience():  # 000:L285, 000:L363
    state = play(fighting(), kind="resolve_fight", seat=0, card="golem_guardian#1", outcome="win")
    assert state.hero(0).experience == 6 and state.zone("discard:adventure")[-1] == "golem_guardian#1"


def test_losing_costs_one_health_and_ends_the_turn():  # 000:L283, 000:L367
    state = play(fighting(), kind="resolve_fight", seat=0, card="golem_guardian#1", outcome="lose")
    assert state.hero(0).health == 3 and state.flow.stage == "round_end"
    assert "golem_guardian#1" in state.zone("space:9")


def test_a_draw_ends_the_turn_and_changes_nothing():  # 000:L371
    state = play(fighting(), kind="resolve_fight", seat=0, card="golem_guardian#1", outcome="draw")
    assert state.hero(0).health == 4 and state.flow.stage == "round_end"


def test_losing_health_at_zero_kills():  # 000:L131, 000:L367
    state = hero(fighting(), 0, health=0)
    state = put(state, "stealth#1", "hero:0:abilities")
    after = play(state, kind="resolve_fight", seat=0, card="golem_guardian#1", outcome="lose")
    assert after.hero(0).status == "dead"
    assert after.flow.active == 1 and after.flow.stage == "chance"


def meeting(space=9, **target_fields):
    state = started(2)
    state = hero(at(at(state, 0, space), 1, space), 1, **target_fields) if target_fields else at(at(state, 0, space),
                                                                                                1, space)
    return stage(state, "turn", 0)


def test_hero_fight_once_a_turn_loser_chooses_health_or_item():  # 000:L289, 000:L393
    state = put(meeting(), "sword#1", "hero:1:items")
    after = play(state, kind="fight_hero", seat=0, target=1, outcome="win", loser_pays="item", item="sword#1")
    assert after.zone("hero:0:items") == ("sword#1",)
    assert refused(after, kind="fight_hero", seat=0, target=1, outcome="win").rule.id == "hero_fight"
    hurt = play(state, kind="fight_hero", seat=0, target=1, outcome="lose")
    assert hurt.hero(0).health == 3 and hurt.flow.stage == "turn"  # the turn goes on
    taken = refused(state, kind="fight_hero", seat=0, target=1, outcome="win", loser_pays="item", item="axe#1")
    assert taken.rule.id == "hero_loser"  # the winner takes an Item the loser holds, not any Item


def test_safe_spaces_protect_unless_the_hero_carries_an_artifact():  # 000:L293
    state = meeting(6)  # the Monastery
    assert refused(state, kind="fight_hero", seat=0, target=1, outcome="win").rule.ref == "000:L293"
    assert not offers(state, "fight_hero")
    bearer = put(state, state.zone("plane:0:artifact")[0], "hero:1:items")
    assert play(bearer, kind="fight_hero", seat=0, target=1, outcome="draw").flow.stage == "turn"


def test_killing_a_hero_takes_all_her_gold_and_items():  # 000:L401
    state = put(meeting(9, health=0, gold=5), "sword#1", "hero:1:items")
    after = play(state, kind="fight_hero", seat=0, target=1, outcome="win")
    assert after.hero(1).status == "dead" and after.hero(0).gold == 8
    assert after.zone("hero:0:items") == ("sword#1",)


def test_opportunities_are_optional_used_once_and_never_just_discarded():  # 000:L305
    state = play(arriving(["hermit#1"]), kind="move", seat=0, how="walk", to=9)
    assert refused(state, kind="use_opportunity", seat=0, card="hermit#1").rule.ref == "000:L305"
    after = play(state, kind="use_opportunity", seat=0, card="hermit#1", gold=2)
    assert after.hero(0).gold == 5 and after.zone("discard:adventure")[-1] == "hermit#1"
    assert play(state, kind="end_turn", seat=0).flow.stage == "round_end"


def test_every_event_reads_as_a_sentence():
    state = arriving(["hermit#1"])
    for e in events_of(state, kind="move", seat=0, how="walk", to=9):
        assert e.describe(state).endswith(".")
    text = events_of(state, kind="move", seat=0, how="walk", to=9)[0].describe(state)
    assert text == "Anna's Paladin walked to the Mountains (space 9)."
