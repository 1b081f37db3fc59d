"""The log as the table reads it: our sentences, no internal marks, and nothing told for pure bookkeeping."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import Context, GameState, apply, legal_actions, parse_action
from app.games.prophecy.engine.events import CardMoved, FlowChanged, HeroUpdated
from app.games.prophecy.engine.rules import decks, lookup
from app.games.prophecy.engine.rules.events import CardsSwapped, CardUsed
from app.games.prophecy.engine.rules.tx import Tx
from app.games.prophecy.engine.rules.zones import card_label, zone_label
from tests.engine.kit import CTX, at, events_of, fresh, hero, play, prepared, real_catalog, stage, started
from tests.engine.playout import check_story, create


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
    assert f"{card_label(named)} was turned face up in the Mountains (space 1)." in lines  # as the move names it


def test_a_card_named_from_its_id_keeps_the_small_words_small():
    assert card_label("ring-of-concentration#1") == "Ring of Concentration"
    assert card_label("crown_of_the_ancient_kings#2") == "Crown of the Ancient Kings"
    assert card_label("the-path-to-a-gate#1") == "The Path to a Gate"  # the first word is a name's first word
    assert card_label("sword#3") == "Sword"


def test_an_unnamed_dragon_card_is_told_by_its_deck_in_words():
    assert card_label("dragon-negative-dragon-realm-unregistered-03#1") == "Unnamed card 03 of the negative Dragon deck"
    assert card_label("dragon-positive-dragon-realm-unregistered-01#2") == "Unnamed card 01 of the positive Dragon deck"
    assert card_label("dragon-heart-dragon-realm-unregistered-02#1") == "Unnamed card 02 of the Dragon Heart deck"


@pytest.fixture(scope="module")
def real():
    return Context(catalog=real_catalog())


def test_the_log_names_cards_as_the_catalog_prints_them(real):
    state, _ = apply(GameState(), parse_action(create(2, characters=("paladin", "druid"), ctx=real)), real)
    assert state.names["two-handed-combat"] == "Two-Handed Combat"
    assert state.names["chance-thieves-guild"] == "Thieves' Guild"
    assert "ring-of-concentration" not in state.names  # its id spells it
    where = state.where("two-handed-combat#1")
    learned = CardMoved(card="two-handed-combat#1", to="hero:0:abilities")
    assert learned.describe(state) == f"Two-Handed Combat went from {zone_label(where)} to Anna's Abilities."
    state = learned.apply_to(state)
    assert CardUsed(seat=0, card="two-handed-combat#1").describe(state) == "Anna's Paladin used Two-Handed Combat."


def test_offers_and_reasons_use_the_catalog_names(real):
    state, _ = apply(GameState(), parse_action(create(2, characters=("paladin", "druid"), ctx=real)), real)
    state = CardMoved(card="ring-of-concentration#1", to="goods:city").apply_to(state)
    state = FlowChanged(flow=state.flow.model_copy(update={"stage": "turn", "active": 0, "turn": 1})).apply_to(state)
    state = HeroUpdated(seat=0, space=lookup.spaces_of(real, "city")[0], moved=True).apply_to(state)
    buy = next(o for o in legal_actions(state, real) if o.kind == "buy" and o.params["card"] == "ring-of-concentration#1")
    assert buy.label.startswith("Buy Ring of Concentration")
    payload = {"kind": "buy", **buy.params, **({"price": 2} if "price" in buy.needs else {})}
    _, events = apply(state, parse_action(payload), real)
    assert any("bought Ring of Concentration" in e.describe(state) for e in events)


def test_a_card_the_catalog_has_not_named_is_told_by_its_deck_not_its_id():
    assert card_label("ability-forest-camp-unregistered-01#1") == "Unnamed card 01 of the Forest Camp Ability deck"
    assert card_label("common-unregistered-02#1") == "Unnamed card 02 of the Common Item deck"
    # A Dragon Realm placeholder is another card than the base deck's of the same number (the screens branch, issue 39).
    assert card_label("common-dragon-realm-unregistered-02#1") == "Unnamed card 02 of the Common Item deck (a Dragon Realm card)"
    assert card_label("ring-of-concentration#1") == "Ring of Concentration"


def test_a_gain_lost_at_the_cap_is_told_once_in_brackets():
    """000:L135, 000:L242: a Strength gain with no cube left to take is lost; the line says so after what was gained,
    with the reason in one pair of brackets (not '… lost (no room for more) (reason).')."""
    from app.games.prophecy.engine.state import RED_CAP  # a hero without a Race: the printed cap
    from app.games.prophecy.engine.tokens import token_change

    state = started(2)
    full = state.hero(0).model_copy(update={"red": RED_CAP, "health": RED_CAP})
    state = state.with_hero(full)
    assert token_change(full, strength=1, reason="used Golden Fish").describe(state) == \
        "Anna's Paladin: 1 Strength lost, no room for more (used Golden Fish)."
    below = full.model_copy(update={"red": RED_CAP - 1, "health": RED_CAP - 1})
    state = state.with_hero(below)
    told = token_change(below, strength=2, reason="used Golden Fish").describe(state)
    assert told == "Anna's Paladin: gained 1 Strength, healed 1 Health (used Golden Fish); 1 Strength lost, no room for more."
    assert token_change(below, strength=2).describe(state).endswith("healed 1 Health; 1 Strength lost, no room for more.")
