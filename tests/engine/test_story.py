"""The log as the table reads it: our sentences, no internal marks, and nothing told for pure bookkeeping."""

from __future__ import annotations

from app.engine.rules import decks
from app.engine.rules.events import CardsSwapped
from app.engine.rules.tx import Tx
from tests.engine.kit import CTX, at, events_of, fresh, hero, play, prepared, stage, started
from tests.engine.playout import check_story


def story(state, **payload) -> list[str]:
    """The sentences an action tells, each in the state just before its event (as the store tells them)."""
    events = events_of(state, **payload)
    check_story(state, events)
    lines = []
    for e in events:
        lines.append(e.describe(state))
        state = e.apply_to(state)
    return [line for line in lines if line]


def meeting(space: int = 9):
    state = at(at(started(2), 0, space), 1, space)
    return stage(state, "turn", 0)


def test_a_drawn_fight_between_heroes_tells_who_fought_not_a_mark():
    lines = story(meeting(), kind="fight_hero", seat=0, target=1, outcome="draw")
    assert lines == ["Anna's Paladin fought Ben's Druid at the table: a draw, nothing changes."]


def test_a_won_fight_between_heroes_tells_the_fight_then_what_it_cost():
    lines = story(meeting(), kind="fight_hero", seat=0, target=1, outcome="win")
    assert lines[0] == "Anna's Paladin fought Ben's Druid at the table."
    assert any("Ben's Druid" in line and "lost 1 Health" in line for line in lines[1:])


def test_lodging_tells_that_the_hero_is_safe_until_her_next_turn():
    state = hero(stage(at(started(2), 0, 0), "turn", 0), 0, health=2)
    lines = story(state, kind="lodge", seat=0)
    assert lines[-1] == "Anna's Paladin stays the night in the Village, safe until Anna's next turn."


def test_marks_of_a_turn_tell_nothing_of_themselves():
    state = hero(stage(at(started(2), 0, 6), "turn", 0), 0, health=1)  # the Monastery
    lines = story(state, kind="heal", seat=0)
    assert lines == ["Anna's Paladin: healed 1 Health (the Monastery)."]


def test_the_first_player_roll_names_who_begins():
    state = prepared(fresh(3))
    tied = story(state, kind="roll_first_player", faces=[5, 5, 2])
    assert tied[-1] == "Anna and Ben tied for the highest roll and roll again."
    state = play(state, kind="roll_first_player", faces=[5, 5, 2])
    lines = story(state, kind="roll_first_player", faces=[3, 4])
    assert "Ben rolled highest and plays first." in lines
    assert lines[-1] == "Round 1: Ben's round begins."


def test_unseen_cards_trading_places_in_the_records_is_not_told():
    state = started(2)
    tx = Tx(state, CTX)
    placeholder = decks.draw(tx, "adventure", None, "space:1", face_up=False)
    state = stage(at(tx.state, 0, 0), "move")
    named = next(c for c in decks.unseen(state, "adventure") if c != placeholder)
    events = events_of(state, kind="move", seat=0, how="walk", to=1, revealed=[named])
    swap = [e for e in events if isinstance(e, CardsSwapped)]
    assert swap and swap[0].describe(state) == ""
    lines = story(state, kind="move", seat=0, how="walk", to=1, revealed=[named])
    assert not any("records" in line for line in lines)
    label = named.split("#")[0].replace("_", " ").title()
    assert f"{label} was turned face up in space 1." in lines
