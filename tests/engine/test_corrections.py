"""The game master's correction (issue 13): every sub-kind is one step told "The table corrected: …", keeps
every card in exactly one zone, and is refused only with a clear message that changes nothing."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.games.prophecy.engine import IllegalAction, InvalidInput, apply, parse_action
from app.games.prophecy.engine.combat.model import Battle, Opponent
from app.games.prophecy.engine.correct_zones import targets
from app.games.prophecy.engine.events import fold, parse_events
from app.games.prophecy.engine.rules import limits
from tests.engine.kit import CTX, at, events_of, hero, play, put, refused, stage, started
from tests.engine.playout import check_invariants, check_story


def corrected(state, **payload):
    """Apply a correction, check the story, the invariants and that replaying its event gives the same state."""
    payload = {"kind": "correct", "reason": "as the table has it", **payload}
    after, events = apply(state, parse_action(payload), CTX)
    check_story(state, events)
    check_invariants(after)
    assert len(events) == 1 and events[0].kind == "table_corrected"
    assert events[0].describe(state).startswith("The table corrected: ")
    replay = fold(state, parse_events([e.model_dump(mode="json") for e in events]))
    assert replay == after
    return after, events[0].describe(state)


def invalid(state, **payload) -> InvalidInput:
    before = state.model_dump()
    with pytest.raises(InvalidInput) as info:
        apply(state, parse_action({"kind": "correct", "reason": "test", **payload}), CTX)
    assert state.model_dump() == before
    return info.value


def turn_of_anna():
    return stage(at(started(2), 0, 3), "turn", 0)


@pytest.mark.parametrize("card,to,face_up,words", [
    ("sword#1", "hero:0:items", True, "Anna's Items"),
    ("sword#1", "goods:village", True, "the Village market"),
    ("sword#1", "discard:common", True, "the Common discard pile"),
    ("sword#1", "removed", True, "the box (out of the game)"),
    ("ghost#1", "space:9", True, "(space 9)"),
    ("hermit#1", "deck:adventure", False, "the Adventure deck"),
    ("concentration#1", "hero:1:abilities", True, "Ben's Abilities"),
    ("edged_weapons#1", "guild:fortress", True, "the Fortress"),
    ("concentration#1", "bottom:ability:fortress", False, "under the Fortress"),
    ("royal_cape#1", "hero:0:items", True, "Anna's Items"),
])
def test_a_card_moves_from_any_zone_to_any_zone_that_fits_it(card, to, face_up, words):
    state = turn_of_anna()
    after, told = corrected(state, what="move_card", card=card, to=to)
    assert after.where(card) == to
    assert (card not in after.hidden) == face_up
    assert words.split("(")[0].strip() in told or words in told


def test_a_card_put_face_down_on_a_space_is_told_without_its_name():
    state = turn_of_anna()
    after, told = corrected(state, what="move_card", card="ghost#2", to="space:8", face_up=False)
    assert "ghost#2" in after.hidden and after.zone("space:8") == ("ghost#2",)
    assert "face-down card" in told and "Ghost" not in told


def test_a_card_goes_on_top_or_under_what_lies_there():
    state = put(turn_of_anna(), "ghost#1", "space:9")
    top, _ = corrected(state, what="move_card", card="hermit#2", to="space:9", at="top")
    assert top.zone("space:9") == ("hermit#2", "ghost#1")
    under, _ = corrected(state, what="move_card", card="hermit#2", to="space:9", at="bottom")
    assert under.zone("space:9") == ("ghost#1", "hermit#2")


def test_a_card_never_leaves_its_own_decks_world():
    state = turn_of_anna()
    assert "discard:adventure" not in targets(state, CTX, "concentration#1")
    assert "cannot go to" in invalid(state, what="move_card", card="concentration#1", to="discard:adventure").message
    assert "cannot go to" in invalid(state, what="move_card", card="sword#1", to="space:3").message


def test_a_full_board_slot_is_refused_and_named():
    state = turn_of_anna()  # the Forest Opportunities of the initial situation: one on space 3 already
    state = put(put(state, "ghost#1", "space:9"), "ghost#2", "space:9")
    assert "full" in invalid(state, what="move_card", card="hermit#2", to="space:9").message
    assert "space:9" not in targets(state, CTX, "hermit#2")


def test_a_card_that_is_not_a_card_instance_or_stays_put_is_refused():
    state = turn_of_anna()
    assert invalid(state, what="move_card", card="paladin", to="hero:0:items").field == "card"
    assert "already lies" in invalid(state, what="move_card", card="sword#1", to="deck:common").message
    assert invalid(state, what="move_card", card="sword#1").field == "to"


def test_a_card_on_the_board_turns_face_down_then_up_as_the_table_names_it():  # 000:L279
    state = put(turn_of_anna(), "ghost#1", "space:9")
    down, told = corrected(state, what="turn_card", card="ghost#1", face_up=False)
    assert "ghost#1" in down.hidden and "turned face down" in told
    assert invalid(down, what="turn_card", card="ghost#1", face_up=True).field == "revealed"
    up, told = corrected(down, what="turn_card", card="ghost#1", face_up=True, named="rock_giant#1")
    assert "rock_giant#1" in up.zone("space:9") and "rock_giant#1" not in up.hidden and "Rock Giant" in told


def test_an_item_is_damaged_and_repaired_by_correction():  # 000:L313
    state = put(turn_of_anna(), "javelin#1", "hero:0:items")
    broken, told = corrected(state, what="damage", card="javelin#1", damaged=True)
    assert "javelin#1" in broken.damaged and "damaged" in told
    whole, told = corrected(broken, what="damage", card="javelin#1", damaged=False)
    assert not whole.damaged and "repaired" in told
    assert "already" in invalid(whole, what="damage", card="javelin#1", damaged=False).message
    assert invalid(put(state, "royal_cape#1", "hero:0:items"), what="damage", card="royal_cape#1",
                   damaged=True).message == "An Artifact is never damaged."


def test_a_hero_is_put_on_any_space():
    state = turn_of_anna()
    after, told = corrected(state, what="move_hero", seat=1, space=12)
    assert after.hero(1).space == 12 and "Ben's" in told and "Enchanted Wilderness" in told
    assert "already there" in invalid(after, what="move_hero", seat=1, space=12).message


@pytest.mark.parametrize("counter,value,field", [
    ("gold", 9, "gold"), ("experience", 0, "experience"), ("health", 1, "health"), ("magic", 2, "magic"),
    ("strength", 6, "red"), ("willpower", 9, "blue"),
])
def test_each_counter_is_set_to_what_the_table_has(counter, value, field):
    state = turn_of_anna()
    after, told = corrected(state, what="set_counter", seat=0, counter=counter, value=value)
    assert getattr(after.hero(0), field) == value and f"now has {value}" in told


def test_strength_set_below_health_takes_health_down_with_it():  # 000:L131
    state = turn_of_anna()
    after, told = corrected(state, what="set_counter", seat=0, counter="strength", value=2)
    assert (after.hero(0).red, after.hero(0).health) == (2, 2) and "Health 2 with it" in told
    assert "cannot be more than Strength" in invalid(after, what="set_counter", seat=0, counter="health",
                                                     value=3).message
    assert "at most 8 red" in invalid(after, what="set_counter", seat=0, counter="strength", value=9).message


def test_the_willpower_correction_stops_at_the_blue_cap_and_takes_magic_down():  # 000:L141
    """At most 10 blue cubes (000:L141): Willpower set to 10 is taken, 11 refused by name and nothing changes;
    Willpower set below Magic brings Magic down with it."""
    state = turn_of_anna()
    top, _ = corrected(state, what="set_counter", seat=0, counter="willpower", value=10)
    assert top.hero(0).blue == 10
    assert "at most 8 red and 10 blue" in invalid(state, what="set_counter", seat=0, counter="willpower",
                                                  value=11).message
    low, told = corrected(state, what="set_counter", seat=0, counter="willpower", value=1)
    assert (low.hero(0).blue, low.hero(0).magic) == (1, 1) and "Magic 1 with it" in told


def test_limits_are_not_refused_mid_turn_but_checked_at_the_end_of_the_round():  # 000:L240, 000:L242
    state = turn_of_anna()
    rich, _ = corrected(state, what="set_counter", seat=0, counter="gold", value=20)
    assert rich.hero(0).gold == 20
    state = stage(rich, "round_end", 0)
    assert limits.excess(state, 0)["gold"] == 5
    assert play(state, kind="end_round", seat=0).hero(0).gold == 15


def test_a_correction_needs_a_reason():
    with pytest.raises(ValueError):
        parse_action({"kind": "correct", "what": "move_hero", "seat": 0, "space": 2, "reason": "  "})


def test_corrections_work_mid_battle_but_not_on_what_the_battle_uses():  # 000:L375
    state = at(turn_of_anna(), 1, 3)
    state = play(state, kind="start_fight", seat=0, target=1)
    assert state.battle is not None
    after, _ = corrected(state, what="set_counter", seat=1, counter="gold", value=5)
    assert after.battle == state.battle and after.hero(1).gold == 5
    after, _ = corrected(state, what="move_card", card="sword#2", to="hero:1:items")
    assert after.battle is not None
    assert refused(state, kind="correct", what="move_hero", seat=1, space=5, reason="x").rule.id == "battle_in_progress"
    facing = put(state, "ghost#1", "space:3").model_copy(
        update={"battle": Battle(seat=0, opponent=Opponent(kind="creature", card="ghost#1"))})
    assert refused(facing, kind="correct", what="move_card", card="ghost#1", to="discard:adventure",
                   reason="x").rule.id == "battle_in_progress"


def test_a_correction_of_a_hero_of_another_seat_in_the_chance_stage():
    state = stage(started(3), "chance", 2)
    after, told = corrected(state, what="move_card", card="cape#1", to="hero:0:items")
    assert after.zone("hero:0:items") == ("cape#1",) and "Cape" in told


def test_the_state_is_untouched_by_a_refused_correction():
    state = hero(turn_of_anna(), 0, gold=3)
    invalid(state, what="set_counter", seat=0, counter="gold", value=3)
    invalid(state, what="set_counter", seat=3, counter="gold", value=1)  # seat 4 of 2


KINDS = st.sampled_from(["move_card", "turn_card", "damage", "move_hero", "set_counter"])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.lists(st.tuples(KINDS, st.integers(0, 10_000), st.integers(0, 10_000)), min_size=1, max_size=8))
def test_random_corrections_keep_every_card_in_one_zone_and_fold_back(steps):
    start = state = turn_of_anna()
    log = []
    for what, a, b in steps:
        payload = _random_correction(state, what, a, b)
        try:
            state, events = apply(state, parse_action({"kind": "correct", "reason": "random", **payload}), CTX)
        except (InvalidInput, IllegalAction):
            continue
        check_invariants(state)
        log.append([e.model_dump(mode="json") for e in events])
    # The log read back from JSON folds to the same state; without its last step, to the state before it.
    assert fold(start, [e for step in log for e in parse_events(step)]) == state
    if log:
        before = fold(start, [e for step in log[:-1] for e in parse_events(step)])
        assert fold(before, parse_events(log[-1])) == state


def _random_correction(state, what, a, b):
    cards = [c for z in sorted(state.zones) for c in state.zones[z] if not z.startswith(("characters:", "hero:0:char",
                                                                                          "hero:1:char"))]
    card = cards[a % len(cards)]
    if what == "move_card":
        options = targets(state, CTX, card)
        return {"what": what, "card": card, "to": options[b % len(options)] if options else "removed",
                "face_up": bool(b % 2)}
    board = [c for z, cs in sorted(state.zones.items()) if z.startswith(("space:", "plane:")) for c in cs]
    held = [c for z, cs in sorted(state.zones.items()) if z.endswith(":items") for c in cs]
    if what == "turn_card" and board:
        pick = board[a % len(board)]
        return {"what": what, "card": pick, "face_up": pick in state.hidden, "named": pick}
    if what == "damage" and held:
        pick = held[a % len(held)]
        return {"what": what, "card": pick, "damaged": pick not in state.damaged}
    if what == "damage":  # nothing held yet: an Item comes into a hero's hands first
        return {"what": "move_card", "card": ["sword#1", "axe#2", "great_sword#1"][a % 3], "to": f"hero:{b % 2}:items"}
    if what == "move_hero":
        return {"what": what, "seat": a % 2, "space": b % 20}
    counter = ["strength", "health", "willpower", "magic", "gold", "experience"][a % 6]
    return {"what": what, "seat": b % 2, "counter": counter, "value": b % 12}


def test_the_events_of_a_correction_replay_to_the_same_state():
    state = turn_of_anna()
    events = events_of(state, kind="correct", what="move_card", card="great_sword#1",
                       to="hero:1:items", reason="dealt by mistake to the wrong hero")
    assert fold(state, parse_events([e.model_dump(mode="json") for e in events])).zone("hero:1:items") == (
        "great_sword#1",)


def test_a_third_card_into_a_guilds_two_card_offer_is_refused():  # 000:L159
    """A guild never offers more than two Abilities (000:L159): a correction fills its second place but not a
    third, and says the guild is full."""
    state = turn_of_anna()
    assert len(state.zone("guild:fortress")) == 1
    two, _ = corrected(state, what="move_card", card="edged_weapons#1", to="guild:fortress")
    assert len(two.zone("guild:fortress")) == 2
    assert invalid(two, what="move_card", card="ambidexterity#1", to="guild:fortress").message == \
        "The Fortress's offer is full: move a card away from it first."
    assert "guild:fortress" not in targets(two, CTX, "ambidexterity#1")
