"""The Race cards drafted with the characters (003:L111-115)."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import apply, parse_action
from app.games.prophecy.engine.errors import InvalidInput
from tests.engine.kit import CTX, events_of, fresh, play, refused
from tests.engine.playout import check_invariants

RACES = {"expansion": {"races": True}}
TYPED = {"gold": 0, "experience": 0, "item_limit": 0, "ability_limit": 0}


def test_two_races_and_two_characters_kept_and_passed_like_the_characters():  # 003:L111, 003:L113
    state = fresh(3, draft=True, options=RACES)
    hands = [["paladin", "druid"], ["wandering_monk", "enchantress"], ["mystic", "ranger"]]
    races = [["elf", "human"], ["human", "dwarf"], ["goblin", "troll"]]
    state = play(state, kind="draft_deal", hands=hands, races=races)
    assert state.zone("draft:1:races") == ("human~2", "dwarf~1")  # two Human cards, told apart
    state = play(state, kind="draft_pick", seat=0, keep="paladin", race="elf")
    assert state.zone("draft:1:races:in") == ("human~1",)
    state = play(state, kind="draft_pick", seat=1, keep="enchantress", race="dwarf")
    state = play(state, kind="draft_pick", seat=2, keep="mystic", race="troll")
    assert set(state.zone("draft:0:races")) == {"elf~1", "goblin~1"}
    for seat, keep, race in ((0, "paladin", "elf"), (1, "druid", "dwarf"), (2, "mystic", "troll")):
        state = play(state, kind="draft_pick", seat=seat, keep=keep, race=race)
    state = play(state, kind="draft_pick", seat=0, keep="paladin", race="elf", races=[{"race": "elf", **TYPED}])
    paladin = state.hero(0)
    assert paladin.races == ("elf",) and (paladin.red, paladin.blue, paladin.sheet.blue_cap) == (4, 5, 11)  # 003:L125
    assert refused(state, kind="draft_pick", seat=1, keep="druid", race="troll").rule.ref == "003:L111"
    typed = {**TYPED, "strength": 0, "willpower": 0}
    state = play(state, kind="draft_pick", seat=1, keep="druid", race="dwarf", races=[{"race": "dwarf", **typed}])
    assert state.hero(1).bank == 3  # 003:L155
    state = play(state, kind="draft_pick", seat=2, keep="mystic", race="troll", strength=3, willpower=5,
                 races=[{"race": "troll", **typed}])
    assert state.flow.stage == "situation" and state.hero(2).sheet.ability_cost == 2
    check_invariants(state)


def test_two_or_three_players_may_deal_three_of_each_and_pick_twice():  # 003:L115
    state = fresh(2, draft=True, options=RACES)
    hands = [["paladin", "druid", "ranger"], ["wandering_monk", "enchantress", "mystic"]]
    state = play(state, kind="draft_deal", hands=hands, races=[["elf", "human", "dwarf"], ["goblin", "troll", "human"]])
    state = play(state, kind="draft_pick", seat=0, keep="paladin", race="elf")
    state = play(state, kind="draft_pick", seat=1, keep="mystic", race="goblin")
    assert len(state.zone("draft:0")) == 3 and set(state.zone("draft:0:races")) == {"elf~1", "troll~1", "human~2"}
    state = play(state, kind="draft_pick", seat=0, keep="paladin", race="human",
                 races=[{"race": "human", "strength": 0, "willpower": 0, **TYPED}])
    assert state.hero(0).races == ("human",) and state.hero(0).character == "paladin"


def test_three_each_is_refused_with_four_players_and_race_hands_must_match():  # 003:L115, 003:L113
    state = fresh(4, draft=True, options=RACES)
    hands = [["paladin", "druid", "ranger"], ["wandering_monk", "enchantress", "mystic"], ["a", "b", "c"],
             ["d", "e", "f"]]
    assert refused(state, kind="draft_deal", hands=hands, races=[["elf"] * 3] * 4).rule.ref == "003:L115"
    two = [h[:2] for h in hands[:2]] + [["spellblade", "scout"], ["mercenary", "illusionist"]]
    assert refused(state, kind="draft_deal", hands=two, races=[["elf"]] * 4).rule.ref == "003:L111"


def _last_pick_of_a_human():
    """Two players at their last Race pick, the Paladin's seat keeping a Human (whose cube changes are typed)."""
    state = fresh(2, draft=True, options=RACES)
    hands = [["paladin", "druid", "ranger"], ["wandering_monk", "enchantress", "mystic"]]
    state = play(state, kind="draft_deal", hands=hands, races=[["elf", "human", "dwarf"], ["goblin", "troll", "human"]])
    state = play(state, kind="draft_pick", seat=0, keep="paladin", race="elf")
    return play(state, kind="draft_pick", seat=1, keep="mystic", race="goblin")


def test_a_drafted_race_may_not_leave_a_hero_without_strength_or_willpower():  # 003:L125
    """A Race's cube change that leaves no red or no blue cube is refused by name, for either cube; one cube left is
    allowed (the Paladin starts at 4 and 4)."""
    state = _last_pick_of_a_human()
    for strength, willpower in ((-4, 0), (0, -4), (-5, -5)):
        pick = {"race": "human", **TYPED, "strength": strength, "willpower": willpower}
        before = state.model_dump()
        with pytest.raises(InvalidInput, match="without Strength or Willpower") as info:
            apply(state, parse_action({"kind": "draft_pick", "seat": 0, "keep": "paladin", "race": "human",
                                       "races": [pick]}), CTX)
        assert info.value.field == "races" and state.model_dump() == before
    pick = {"race": "human", **TYPED, "strength": -3, "willpower": -3}
    kept = play(state, kind="draft_pick", seat=0, keep="paladin", race="human", races=[pick])
    assert (kept.hero(0).red, kept.hero(0).blue) == (1, 1)


def test_the_race_cards_left_at_the_last_pick_are_passed_to_nobody():  # 003:L113
    """The last pick keeps one Race card with the character; the others leave the draft, not to the left."""
    state = _last_pick_of_a_human()
    pick = {"race": "human", **TYPED, "strength": 0, "willpower": 0}
    kept = play(state, kind="draft_pick", seat=0, keep="paladin", race="human", races=[pick])
    assert kept.hero(0).races == ("human",)
    assert kept.zone("draft:1:races:in") == () and kept.zone("draft:0:races") == ()


def test_a_game_without_races_gives_no_race_at_the_last_pick():  # 003:L111
    """Without the Races option the character draft's last pick takes up no Race: no Race line in the story
    (a Race told with no name), the hero as her character makes her."""
    state = fresh(2, draft=True)
    state = play(state, kind="draft_deal", hands=[["paladin", "druid"], ["wandering_monk", "enchantress"]])
    for _ in range(2):
        state = play(state, kind="draft_pick", seat=0, keep="paladin")
        state = play(state, kind="draft_pick", seat=1, keep="enchantress")
    events = events_of(state, kind="draft_pick", seat=0, keep="paladin")
    assert "hero_ready" in [e.kind for e in events] and "race_taken" not in [e.kind for e in events]
    kept = play(state, kind="draft_pick", seat=0, keep="paladin")
    assert kept.hero(0).races == () and kept.hero(0).character == "paladin"
