"""A card of the group's box that the catalog did not know: the group names it (a 'table-' entry of the right
deck) and `add_card` brings it into a running game's deck, where the table can then say it came up."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from app.games.prophecy.engine import Context, GameState, IllegalAction, InvalidInput, apply, parse_action
from app.games.prophecy.engine.cards import OverrideError
from app.games.prophecy.engine.rules import decks
from tests.engine.kit import real_catalog
from tests.helpers import setup_action

CARDS = Path(__file__).resolve().parents[2] / "cards" / "prophecy"
NEW = {"table-rock-troll": {"kind": "creature", "name": "Rock Troll"},
       "table-golden-axe": {"kind": "item", "item_deck": "rare", "name": "Golden Axe"}}


@pytest.fixture(scope="module")
def base():
    return real_catalog()


def _one_zone_each(state: GameState) -> None:
    seen = Counter(c for cards in state.zones.values() for c in cards)
    assert all(n == 1 for n in seen.values()), [c for c, n in seen.items() if n > 1]


def test_a_new_card_joins_its_deck_and_can_come_up(base):
    game = apply(GameState(), parse_action(setup_action(2)), Context(catalog=base))[0]
    ctx = Context(catalog=base.with_overrides(NEW))  # the group named two cards since the game began
    assert "table-rock-troll#1" not in decks.drawable(game, "adventure")
    state, events = apply(game, parse_action({"kind": "add_card", "card": "table-rock-troll#1"}), ctx)
    assert state.zone("deck:adventure")[-1] == "table-rock-troll#1"
    assert "table-rock-troll#1" in decks.drawable(state, "adventure")
    assert events[0].describe(game) == "Rock Troll, a card of your box new to this game, went into the Adventure deck."
    state = apply(state, parse_action({"kind": "add_card", "card": "table-golden-axe#1", "discard": True}), ctx)[0]
    assert "table-golden-axe#1" in state.zone("discard:rare") and state.names["table-golden-axe"] == "Golden Axe"
    _one_zone_each(state)
    with pytest.raises(IllegalAction, match="already in the game"):
        apply(state, parse_action({"kind": "add_card", "card": "table-rock-troll#1"}), ctx)
    with pytest.raises(IllegalAction, match="already in the game"):
        apply(state, parse_action({"kind": "add_card", "card": state.zone("deck:chance")[0]}), ctx)
    with pytest.raises(InvalidInput):
        apply(state, parse_action({"kind": "add_card", "card": "nothing-known#1"}), ctx)


def test_a_new_card_needs_its_kind_and_deck(base):
    with pytest.raises(OverrideError, match="kind"):
        base.with_overrides({"table-x": {"name": "X"}})
    with pytest.raises(OverrideError, match="deck"):
        base.with_overrides({"table-x": {"kind": "item", "name": "X"}})
    known = base.with_overrides(NEW)
    assert known.card("table-golden-axe").deck == "rare"
    assert "table-golden-axe#1" in known.deck_instances("rare")


def test_a_restock_from_a_deck_of_unknown_size_never_runs_short_at_the_table(base):
    from app.games.prophecy.engine.events import CardMoved
    from app.games.prophecy.engine.rules.chance.inputs import restock_count

    game = apply(GameState(), parse_action(setup_action(2)), Context(catalog=base))[0]
    ctx = Context(catalog=base.with_overrides(NEW))  # the group named the Golden Axe since
    rare = sorted(game.zone("deck:rare"))
    for card in rare[1:]:  # all but one of the Rare Items Herald knows are held by a hero
        game = CardMoved(card=card, to="hero:0:items").apply_to(game)
    # The box holds more Rare Items than Herald names: the City Merchant still lays out two.
    assert restock_count(game, ctx, "city:rare:2") == 2
    herald = game.model_copy(update={"options": game.options.model_copy(update={"deck_mode": "herald"})})
    assert restock_count(herald, ctx, "city:rare:2") == 1  # Herald deals only what it knows
    # the table names the known card and a new one of the box (brought in first)
    state = apply(game, parse_action({"kind": "add_card", "card": "table-golden-axe#1"}), ctx)[0]
    state = state.model_copy(update={"zones": {**state.zones, "chance:current": ("city-merchant#1",)},
                                     "flow": state.flow.model_copy(update={"stage": "chance_resolve", "active": 0})})
    state = state.model_copy(update={"zones": {k: tuple(c for c in v if c != "city-merchant#1") if k == "deck:chance"
                                               else v for k, v in state.zones.items()}})
    after = apply(state, parse_action({"kind": "resolve_chance", "seat": 0,
                                       "cards": [rare[0], "table-golden-axe#1"]}), ctx)[0]
    assert sorted(after.zone("goods:city")) == sorted([rare[0], "table-golden-axe#1"])
    _one_zone_each(after)


def test_a_guild_restock_from_a_deck_herald_knows_nothing_left_of_asks_the_table_to_name_the_card(base):
    """The Fortress's Ability deck, its size unknown to the group: once the Abilities Herald knows are out, the
    Guild Chance card still turns one up (000:L157): a slot for the card the table names, from the box."""
    from app.games.prophecy.engine import legal_actions
    from app.games.prophecy.engine.events import CardMoved

    unknown = base.with_overrides({"deck:ability:fortress": {"size_base": None}})
    game = apply(GameState(), parse_action(setup_action(2)), Context(catalog=unknown))[0]
    # the group names the Ability that came up, new to Herald, since the game began
    ctx = Context(catalog=unknown.with_overrides({"table-iron-will": {"kind": "ability", "guild": "fortress",
                                                                      "name": "Iron Will"}}))
    for card in game.zone("deck:ability:fortress"):  # every Fortress Ability Herald knows is held by a hero
        game = CardMoved(card=card, to="hero:0:abilities").apply_to(game)
    assert decks.drawable(game, "ability:fortress") == ()
    state = game.model_copy(update={
        "zones": {**{k: tuple(c for c in v if c != "chance-fortress#1") for k, v in game.zones.items()},
                  "chance:current": ("chance-fortress#1",)},
        "flow": game.flow.model_copy(update={"stage": "chance_resolve", "active": 0})})
    offer = next(o for o in legal_actions(state, ctx) if o.kind == "resolve_chance")
    assert offer.needs == ("cards",) and offer.choices == {"cards": [], "deck": "ability:fortress"}
    with pytest.raises(InvalidInput, match="This Chance card needs the cards that came up"):
        apply(state, parse_action({"kind": "resolve_chance", "seat": 0}), ctx)
    state = apply(state, parse_action({"kind": "add_card", "card": "table-iron-will#1"}), ctx)[0]
    after = apply(state, parse_action({"kind": "resolve_chance", "seat": 0, "cards": ["table-iron-will#1"]}), ctx)[0]
    assert after.zone("guild:fortress")[-1] == "table-iron-will#1"
    _one_zone_each(after)
    # In a game Herald deals, nothing it does not know can come up: no slot, nothing turned up.
    herald = state.model_copy(update={"options": state.options.model_copy(update={"deck_mode": "herald"})})
    herald = herald.model_copy(update={"zones": {**herald.zones, "deck:ability:fortress": ()}})
    assert next(o for o in legal_actions(herald, ctx) if o.kind == "resolve_chance").needs == ()
