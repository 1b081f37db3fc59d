"""Tournaments, the four-player option (001:L447-465): when they are held, the bracket, prizes (table C13)."""

from __future__ import annotations

import pytest

from app.games.conjurers.engine import State, legal_actions

from .kit import act, refused, resolving, start, with_player


def after_feeding(round_: int) -> State:
    """A four-player game with tournaments whose round `round_` has just been fed."""
    state, _ = start(4, start_seat=0, tournaments=True, locked=[])
    for seat in range(4):
        state = with_player(state, seat, stock={"food": 10})
    state = resolving(state, (0, "conjurer", "lumber_mill"), round_=round_)
    return act(state, {"kind": "collect", "seat": 0, "figure": "conjurer"})


def bracket(state: State) -> State:
    """Semifinals 0-1 and 2-3; 0 and 3 win; 0 wins the final, 1 the third-place match: places 0, 3, 1, 2."""
    state = act(state, {"kind": "tournament_draw", "semifinals": [[0, 1], [2, 3]]})
    state = act(state, {"kind": "tournament_match", "match": "semi_1", "winner": 0})
    state = act(state, {"kind": "tournament_match", "match": "semi_2", "winner": 3})
    state = act(state, {"kind": "tournament_match", "match": "final", "winner": 0})
    return act(state, {"kind": "tournament_match", "match": "third", "winner": 1})


def test_only_four_players_may_play_tournaments():
    """001:L447 tournaments are an advanced option for four players."""
    from .kit import NAMES

    raw = {"kind": "start_game", "players": NAMES[:3], "first_assistants": ["worker"] * 3, "locked": ["greek"],
           "level1": [["level1-01", "level1-02", "level1-03"], ["level1-04", "level1-05", "level1-06"],
                      ["level1-07", "level1-08", "level1-09"]], "tournaments": True}
    assert refused(State(), raw).rule.ref == "001:L447"


@pytest.mark.parametrize("round_", [3, 6, 9, 12])
def test_held_after_the_feeding_of_rounds_6_and_12(round_):
    """001:L451 after round 6 (before phase III) and after round 12 (before the points), after feeding."""
    state = after_feeding(round_)
    held = round_ in (6, 12)
    assert (state.stage == "tournament") == held
    assert all(p.stock["food"] == 10 - 3 for p in state.players)  # fed first
    if held:
        assert state.round == round_ and state.result is None
        assert [o.kind for o in legal_actions(state)] == ["tournament_draw"]


def test_the_bracket_semifinals_then_final_and_third_place():
    """001:L453-455 semifinals drawn by lot; winners meet in the final, losers in the third-place match."""
    state = after_feeding(6)
    assert refused(state, {"kind": "tournament_draw", "semifinals": [[0, 1], [1, 3]]}).rule.ref == "001:L455"
    state = act(state, {"kind": "tournament_draw", "semifinals": [[0, 1], [2, 3]]})
    assert refused(state, {"kind": "tournament_match", "match": "final", "winner": 0}).rule.ref == "001:L453"
    assert refused(state, {"kind": "tournament_match", "match": "semi_1", "winner": 2}).rule.ref == "001:L455"
    state = bracket(after_feeding(6))
    assert state.tournament.places == (0, 3, 1, 2)
    assert all(p.minus == 0 for p in state.players) and all(p.stock["food"] == 7 for p in state.players)


def test_midway_prizes_in_order_with_their_resources():
    """001:L460-463 after round 6: level 3 + 4 iron or bronze, level 3, level 2 + 4 wood or stone, level 2;
    001:L465 taken by the champion, the finalist, the third and the fourth, in that order."""
    state = bracket(after_feeding(6))
    assert refused(state, {"kind": "tournament_prize", "seat": 3, "creature": "creature-greek-1", "level": 3}
                   ).rule.ref == "001:L465"
    assert refused(state, {"kind": "tournament_prize", "seat": 0, "creature": "creature-greek-1", "level": 4,
                           "resource": "iron"}).rule.ref == "001:L460"
    assert refused(state, {"kind": "tournament_prize", "seat": 0, "creature": "creature-greek-1", "level": 3}
                   ).rule.ref == "001:L462"
    state = act(state, {"kind": "tournament_prize", "seat": 0, "creature": "creature-greek-1", "level": 3,
                        "resource": "bronze"})
    state = act(state, {"kind": "tournament_prize", "seat": 3, "creature": "creature-norse-1", "level": 3})
    state = act(state, {"kind": "tournament_prize", "seat": 1, "creature": "creature-egyptian-1", "level": 2,
                        "resource": "stone"})
    state = act(state, {"kind": "tournament_prize", "seat": 2, "creature": "creature-japanese-1", "level": 2})
    assert state.players[0].army[-1].level == 3 and state.players[0].stock["bronze"] == 4
    assert state.players[1].stock["stone"] == 4 and state.players[2].army[-1].myth == "japanese"
    assert state.stage == "allocation" and state.round == 7 and state.tournament is None


def test_final_prizes_then_the_score():
    """001:L460-463 after round 12: levels 5, 4, 3, 2; 001:L299 then the points are counted."""
    state = bracket(after_feeding(12))
    for seat, card, level in ((0, "creature-greek-1", 5), (3, "creature-greek-2", 4), (1, "creature-greek-3", 3),
                              (2, "creature-greek-4", 2)):
        state = act(state, {"kind": "tournament_prize", "seat": seat, "creature": card, "level": level})
    assert state.stage == "over" and state.result is not None
    assert [s.creature_levels for s in state.result.scores] == [3 + 5, 3 + 3, 3 + 2, 3 + 4]


def test_a_prize_level_with_no_creature_left_falls_to_the_highest_lower_level():
    """001:L460 the prize is a creature of the place's level; when the open piles hold none, the highest lower
    level left is taken (research Q-32), and with an empty pile nothing but the resource."""
    state = bracket(after_feeding(6))
    greek = state.piles["greek"]
    facts = {**state.facts, **{c: state.facts[c].model_copy(update={"level": 2}) for c in greek}}
    state = state.model_copy(update={"piles": {"greek": greek}, "facts": facts})
    raw = {"kind": "tournament_prize", "seat": 0, "creature": greek[0], "resource": "iron"}
    state = act(state, raw)
    assert state.players[0].army[-1].level == 2 and state.players[0].stock["iron"] == 4
    empty = state.model_copy(update={"piles": {"greek": ()}})
    assert refused(empty, {"kind": "tournament_prize", "seat": 3, "creature": greek[1]}).rule.ref == "001:L460"
    after = act(empty, {"kind": "tournament_prize", "seat": 3})
    assert len(after.players[3].army) == 3 and after.tournament.prizes_taken == 2


def _piles_of_levels(state: State, levels: tuple[int, ...]) -> tuple[State, tuple[str, ...]]:
    """One open pile left, its cards of these levels (one each, in order)."""
    greek = state.piles["greek"][: len(levels)]
    facts = {**state.facts, **{c: state.facts[c].model_copy(update={"level": lv}) for c, lv in zip(greek, levels, strict=True)}}
    return state.model_copy(update={"piles": {"greek": greek}, "facts": facts}), greek


def test_the_fallback_prize_is_the_highest_lower_level_not_any_lower_or_higher_one():
    """001:L460 with research Q-32: the champion's level 5 prize with levels 2, 3 and 4 left falls to 4 (the
    highest lower), so a level 3 is refused; a level 3 place with levels 2, 4 and 5 left falls to 2 (never up)."""
    state, (two, three, four) = _piles_of_levels(bracket(after_feeding(12)), (2, 3, 4))
    assert refused(state, {"kind": "tournament_prize", "seat": 0, "creature": three}).rule.ref == "001:L460"
    (offer,) = [o for o in legal_actions(state) if o.kind == "tournament_prize"]
    assert offer.choices["level"] == 4 and offer.choices["creature"] == [four]
    assert act(state, {"kind": "tournament_prize", "seat": 0, "creature": four}).players[0].army[-1].level == 4
    midway, (low, high, top) = _piles_of_levels(bracket(after_feeding(6)), (2, 4, 5))
    assert refused(midway, {"kind": "tournament_prize", "seat": 0, "creature": high, "resource": "iron"}
                   ).rule.ref == "001:L460"
    won = act(midway, {"kind": "tournament_prize", "seat": 0, "creature": low, "resource": "iron"})
    assert won.players[0].army[-1].level == 2


def test_a_prize_creature_of_unknown_level_asks_for_its_printed_level():
    """001:L460: a card whose level Herald does not know yet is taken only with the level printed on it typed; the
    refusal asks for that number by name rather than refusing the place's level."""
    from app.games.conjurers.engine import InvalidInput, apply, parse_action

    from .kit import ctx

    state = bracket(after_feeding(6))
    card = state.piles["greek"][0]
    assert state.facts[card].level is None
    with pytest.raises(InvalidInput) as info:
        apply(state, parse_action({"kind": "tournament_prize", "seat": 0, "creature": card, "resource": "iron"}),
              ctx())
    said = str(info.value)  # in plain words: the card as the table finds it, not Herald's id
    assert info.value.field == "level" and "Type the level printed on the Greek pile's" in said, said
    assert card not in said
