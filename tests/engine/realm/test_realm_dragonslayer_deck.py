"""The Dragonslayer deck: shuffled by the board (003:L239), its top card put in a guild by Legends of Dragons as though
turned up from that guild's deck (003:L273-277), and a Dragonslayer card put back going under the Dragonslayer deck,
never under a guild deck or into the box (003:L277). On the real catalog."""

from __future__ import annotations

import random
from functools import cache

import pytest

from app.games.prophecy.engine import (
    GameState,
    IllegalAction,
    InvalidInput,
    apply,
    legal_actions,
    parse_action,
)
from app.games.prophecy.engine.rules import decks, lookup
from app.games.prophecy.engine.rules import zones as Z
from app.games.prophecy.engine.rules.chance.effects import place_ability
from app.games.prophecy.engine.rules.tx import Tx
from tests.engine import playout as P
from tests.engine.kit import hero, put, stage
from tests.engine.realm import playout as RP

CTX = RP.CTX
SLAYING = "dragonslaying#1"  # a Fortress card (003:L719)
MAGIC = "dragon-magic#1"  # its guild is not in the catalog: the table names it


@cache
def at_chance() -> GameState:
    """A three-seat game with the Realm, played to its first Chance card."""
    rng = random.Random(3)
    state, _ = apply(GameState(), parse_action(RP.create(3, 3, "standard", (), rng)), CTX)
    while state.flow.stage != "chance":
        _, state, _ = P.first_accepted(state, legal_actions(state, CTX), CTX, RP._fill, rng)
    return state


def legends_card(state: GameState) -> str:
    return next(c for c in state.zone(Z.deck("chance")) if getattr(lookup.raw(CTX, c), "event", None) == "legends_of_dragons")


def drawn(state: GameState) -> GameState:
    """Legends of Dragons drawn by the active hero, waiting for its inputs."""
    seat = state.flow.active
    return apply(state, parse_action({"kind": "draw_chance", "seat": seat, "card": legends_card(state)}), CTX)[0]


def two_reveals(state: GameState) -> list[str]:
    first = RP.revealable(RP.board(), state.zones, state.hidden)[0]
    return [first, RP.revealable(RP.board(), state.zones, state.hidden - {first})[0]]


def resolve(state: GameState, **fields) -> GameState:
    payload = {"kind": "resolve_chance", "seat": state.flow.active, "cards": two_reveals(state), **fields}
    return apply(state, parse_action(payload), CTX)[0]


def test_the_dragonslayer_deck_is_shuffled_so_any_of_its_cards_can_come_up_first_003_L239():
    """003:L239: the five Dragonslayer cards are shuffled by the board; Herald knows no order, so each can be the top."""
    state = drawn(at_chance())
    offer = next(o for o in legal_actions(state, CTX) if o.kind == "resolve_chance")
    assert "slayer" in offer.needs
    assert sorted(offer.choices["slayer"]) == sorted(state.zone(Z.deck(Z.SLAYER_DECK))) and len(offer.choices["slayer"]) == 5


def test_legends_of_dragons_puts_the_top_dragonslayer_card_face_up_in_the_guild_it_names_003_L277():
    """003:L273-277: the Dragonslayer card joins the guild it names, face up, as a guild's own card would."""
    state = drawn(at_chance())
    offered = state.zone(Z.guild("fortress"))
    after = resolve(state, slayer=SLAYING)
    assert after.zone(Z.guild("fortress")) == (*offered, SLAYING) and SLAYING not in after.hidden
    assert SLAYING not in after.zone(Z.deck(Z.SLAYER_DECK))


def test_a_dragonslayer_card_whose_guild_herald_does_not_know_is_placed_where_the_table_says_003_L277():
    """003:L277: the card names its guild; Herald asks for it when the catalog does not say, and refuses a guild that
    contradicts a card it knows."""
    state = drawn(at_chance())
    with pytest.raises(InvalidInput) as err:
        resolve(state, slayer=MAGIC)
    assert err.value.field == "guild"
    after = resolve(state, slayer=MAGIC, guild="magic_tower")
    assert after.zone(Z.guild("magic_tower"))[-1] == MAGIC
    with pytest.raises(IllegalAction):
        resolve(state, slayer=SLAYING, guild="monastery")


def test_a_dragonslayer_card_may_push_out_the_older_ability_of_its_guild_003_L277():
    """003:L277 with 000:L157: a third Ability in a guild sends the oldest under that guild's deck."""
    state = drawn(at_chance())
    spare = sorted(state.zone(Z.deck("ability:fortress")))[0]
    state = put(state, spare, Z.guild("fortress"))
    oldest = state.zone(Z.guild("fortress"))[0]
    after = resolve(state, slayer=SLAYING)
    assert after.zone(Z.guild("fortress")) == (spare, SLAYING)
    assert after.zone(Z.bottom("fortress"))[-1] == oldest


def test_a_dragonslayer_card_pushed_out_of_a_guild_goes_under_the_dragonslayer_deck_003_L277():
    """003:L277: replaced by a newer Ability, the Dragonslayer card goes to the bottom of the Dragonslayer deck."""
    state = resolve(drawn(at_chance()), slayer=SLAYING)
    tx = Tx(state, CTX)
    while SLAYING in tx.state.zone(Z.guild("fortress")):  # newer Fortress Abilities turned up by guild Chance cards
        place_ability(tx, "fortress", sorted(tx.state.zone(Z.deck("ability:fortress")))[0])
    assert tx.state.zone(Z.SLAYER_BOTTOM) == (SLAYING,) and SLAYING in tx.state.hidden
    assert SLAYING not in tx.state.zone(Z.bottom("fortress"))


def test_a_dragonslayer_card_given_up_by_a_hero_goes_under_the_dragonslayer_deck_and_comes_up_last_003_L277():
    """003:L277: given up by a hero who learned it (the end-of-round limit, death...), under the Dragonslayer deck,
    never the box; it comes up again only after the cards left in the deck."""
    state = put(stage(at_chance(), "turn"), SLAYING, Z.abilities(0))
    tx = Tx(state, CTX)
    decks.discard(tx, SLAYING)
    assert tx.state.where(SLAYING) == Z.SLAYER_BOTTOM
    assert SLAYING not in decks.drawable(tx.state, Z.SLAYER_DECK)
    rest = hero(tx.state, 0)
    for c in rest.zone(Z.deck(Z.SLAYER_DECK)):
        rest = put(rest, c, Z.guild("monastery"))
    assert decks.drawable(rest, Z.SLAYER_DECK) == (SLAYING,)
