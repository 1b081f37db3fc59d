"""Legends of Dragons: two Realm cards revealed under the reveal rule (003:L273-289)."""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.prophecy.engine import (
    GameState,
    IllegalAction,
    InvalidInput,
    apply,
    fold,
    legal_actions,
    parse_action,
    parse_events,
)
from app.games.prophecy.engine.realm.events import RealmRevealed
from app.games.prophecy.engine.realm.legends import EFFECT, legends
from app.games.prophecy.engine.realm.naming import unseen_of_kind
from app.games.prophecy.engine.realm.position import GATE
from app.games.prophecy.engine.realm.setup import space_zone
from app.games.prophecy.engine.rules import card_reading, decks, lookup
from app.games.prophecy.engine.rules import zones as Z
from app.games.prophecy.engine.rules.chance.draw import ResolveChance
from app.games.prophecy.engine.rules.chance.effects import EFFECTS, place_ability
from app.games.prophecy.engine.rules.chance.inputs import choices_of, needs_of
from app.games.prophecy.engine.rules.tx import Tx
from tests.engine import playout as P
from tests.engine.kit import hero, put, stage
from tests.engine.realm import playout as RP
from tests.engine.realm.test_realm_actions import CTX, realm_game


def herald_dealt(state: GameState) -> GameState:
    """The same game where Herald deals: its face-down Dragon cards are the cards (no naming)."""
    return state.model_copy(update={"options": state.options.model_copy(update={"deck_mode": "herald"})})


def run(state, cards):
    tx = Tx(state, CTX)
    legends(tx, "", ResolveChance(seat=0, cards=tuple(cards)))
    return tx.state


def test_where_herald_deals_the_player_chooses_each_card_by_where_it_lies_not_knowing_what_it_is_003_L285():
    """003:L285-287: the player chooses a face-down card by where it lies (the nearest negative of a path, or a
    positive before it), not knowing what it is; it is then revealed. Where Herald deals, the offer asks only the
    places, never names a face-down card, and Herald turns up its own card lying at each place."""
    state = herald_dealt(realm_game())
    assert EFFECTS[EFFECT] is legends
    assert needs_of(state, CTX, EFFECT, None) == ["places"]
    offered = choices_of(state, CTX, EFFECT)
    assert offered["count"] == 2 and "cards" not in offered
    assert not set(_strings(offered)) & state.hidden  # no face-down card by its identity, anywhere in the offer
    first, second = space_zone("middle", 1, "negative"), space_zone("left", 1, "negative")
    assert {first, second} <= set(offered["places"])
    tx = Tx(state, CTX)
    legends(tx, "", ResolveChance(seat=0, places=(first, second)))
    dealt = (state.zone(first)[0], state.zone(second)[0])
    assert tx.events == [RealmRevealed(cards=dealt)]
    assert not set(dealt) & tx.state.hidden and tx.state.hidden == state.hidden - set(dealt)
    assert card_reading.chance_effect(type("Raw", (), {"event": EFFECT})()) == EFFECT


def _strings(value) -> list[str]:
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (str(k), *_strings(v))]
    if isinstance(value, list | tuple):
        return [s for v in value for s in _strings(v)]
    return [str(value)]


def run_places(state, places):
    tx = Tx(state, CTX)
    legends(tx, "", ResolveChance(seat=0, places=tuple(places)))
    return tx.state


def test_where_herald_deals_a_place_the_rule_does_not_reach_or_one_place_twice_is_refused_003_L285():
    """003:L285-287: nothing under or beyond a face-down negative card, and each place's card is turned up once; a
    refusal names the place in words (never the card lying there) and changes nothing."""
    state = herald_dealt(realm_game())
    before = state.model_dump()
    first = space_zone("middle", 1, "negative")
    beyond = space_zone("right", 3, "positive")
    with pytest.raises(IllegalAction) as far:
        run_places(state, (beyond, first))
    assert far.value.rule.id == "realm_reveal" and "space 3 of the Dragon Realm's right path" in str(far.value)
    assert "#" not in str(far.value) and state.zone(beyond)[0] not in str(far.value)
    with pytest.raises(InvalidInput) as twice:
        run_places(state, (first, first))
    assert twice.value.field == "places" and "Each place is revealed once" in str(twice.value)
    with pytest.raises(InvalidInput) as one:
        run_places(state, (first,))
    assert one.value.field == "places" and "reveals 2 cards while any can be revealed" in str(one.value)
    with pytest.raises(IllegalAction) as nowhere:
        run_places(state, ("realm:middle:9:negative", first))
    assert "Nothing lies face down" in str(nowhere.value)
    with pytest.raises(InvalidInput) as both:  # the places and the cards: Herald's cards are its own to turn up
        legends(Tx(state, CTX), "", ResolveChance(seat=0, places=(first,), cards=(state.zone(first)[0],)))
    assert "choose only the places" in str(both.value)
    assert state.model_dump() == before


def test_a_herald_deals_game_stored_with_the_cards_named_decides_and_replays_as_before_003_L285():
    """A game stored before the places were asked sent the cards themselves (003:L285 as Herald read it then): that
    action still decides to the very events the places give now, and the event list built the old way folds to
    the same state, so such games import and replay unchanged."""
    state = herald_dealt(drawn(at_chance()))
    cards = two_reveals(state)
    seat = state.flow.active
    old = {"kind": "resolve_chance", "seat": seat, "cards": cards, "slayer": SLAYING}
    new = {"kind": "resolve_chance", "seat": seat, "places": [state.where(c) for c in cards], "slayer": SLAYING}
    after_old, events_old = apply(state, parse_action(old), REAL)
    after_new, events_new = apply(state, parse_action(new), REAL)
    assert events_old == events_new and after_old == after_new
    assert RealmRevealed(cards=tuple(cards)) in events_old
    stored = [e.model_dump(mode="json") for e in events_old]  # as the log holds them
    assert fold(state, parse_events(stored)) == after_new
    assert not set(cards) & after_new.hidden


def test_a_second_reveal_may_follow_the_first_along_the_same_path():
    """003:L287: the second reveal under the same rule, after the first."""
    state = herald_dealt(realm_game())
    dark = state.zone(space_zone("right", 2, "negative"))[0]
    beyond = state.zone(space_zone("right", 3, "positive"))[0]
    after = run(state, [dark, beyond])
    assert dark not in after.hidden and beyond not in after.hidden
    with pytest.raises(IllegalAction) as err:
        run(state, [beyond, dark])  # beyond a face-down negative until that one is revealed
    assert err.value.rule.id == "realm_reveal"


def test_a_card_the_reveal_rule_does_not_reach_is_named_by_its_place_003_L285():
    """003:L285: a card beyond a face-down negative is refused; the refusal names where it lies, never its id or its
    face-down name, also when the cards were given rather than the places."""
    state = herald_dealt(realm_game())
    dark = state.zone(space_zone("right", 2, "negative"))[0]
    beyond = state.zone(space_zone("right", 3, "positive"))[0]
    with pytest.raises(IllegalAction) as err:
        run(state, [beyond, dark])
    said = str(err.value)
    assert said.startswith("The card on space 3 of the Dragon Realm's right path (positive card) cannot be revealed")
    assert beyond not in said and lookup.name(CTX, beyond) not in said


def test_two_reveals_while_two_can_be_made():
    """003:L273; dragon-realm.md Q-9: fewer only when fewer can be revealed."""
    state = herald_dealt(realm_game())
    with pytest.raises(InvalidInput):
        run(state, [state.zone(space_zone("middle", 1, "negative"))[0]])
    with pytest.raises(InvalidInput):
        run(state, [state.zone(space_zone(p, 1, "negative"))[0] for p in ("left", "middle")] + ["x"])


def test_chance_cards_pass_heroes_in_the_realm_by():
    """003:L309: no Economic Crisis in the Realm, but no Good Times either; 003:L309-311: Charity's poorest is
    looked for among the heroes outside it."""
    state = stage(hero(hero(realm_game(), 1, space=None, realm=GATE, gold=8, red=6, health=6), 0, gold=6),
                  "chance_resolve", seat=0)
    state = state.model_copy(update={"zones": {**state.zones, "chance:current": ("x",)}})
    tx = Tx(state, CTX)
    EFFECTS["economic_crisis"](tx, "", None)
    assert (tx.state.hero(0).gold, tx.state.hero(1).gold) == (3, 8)
    tx = Tx(state, CTX)
    EFFECTS["share"](tx, "gold", ResolveChance(seat=0, amounts=(2, 1)))
    assert (tx.state.hero(0).gold, tx.state.hero(1).gold) == (8, 8)
    tx = Tx(hero(state, 1, gold=0), CTX)
    EFFECTS["charity"](tx, "", ResolveChance(seat=0, charity={"gold": 2}))
    assert (tx.state.hero(0).gold, tx.state.hero(1).gold) == (8, 0)


# The Dragonslayer deck (003:L239) and Legends of Dragons' Dragonslayer card (003:L273-277), on the real catalog.
REAL = RP.CTX
SLAYING = "dragonslaying#1"  # a Fortress card (003:L719)
MAGIC = "dragon-magic#1"  # its guild is not in the catalog: the table names it


@cache
def at_chance() -> GameState:
    """A three-seat game with the Realm, played to its first Chance card."""
    rng = random.Random(3)
    state, _ = apply(GameState(), parse_action(RP.create(3, 3, "standard", (), rng)), REAL)
    while state.flow.stage != "chance":
        _, state, _ = P.first_accepted(state, legal_actions(state, REAL), REAL, RP._fill, rng)
    return state


def legends_card(state: GameState) -> str:
    return next(c for c in state.zone(Z.deck("chance")) if getattr(lookup.raw(REAL, c), "event", None) == "legends_of_dragons")


def drawn(state: GameState) -> GameState:
    """Legends of Dragons drawn by the active hero, waiting for its inputs."""
    seat = state.flow.active
    return apply(state, parse_action({"kind": "draw_chance", "seat": seat, "card": legends_card(state)}), REAL)[0]


def two_reveals(state: GameState) -> list[str]:
    first = RP.revealable(RP.board(), state.zones, state.hidden)[0]
    return [first, RP.revealable(RP.board(), state.zones, state.hidden - {first})[0]]


def resolve(state: GameState, **fields) -> GameState:
    cards = two_reveals(state)  # named as Herald's records hold them, where each lay (the table draws)
    payload = {"kind": "resolve_chance", "seat": state.flow.active, "cards": cards,
               "places": [state.where(c) for c in cards], **fields}
    return apply(state, parse_action(payload), REAL)[0]


def test_the_dragonslayer_deck_is_shuffled_so_any_of_its_cards_can_come_up_first_003_L239():
    """003:L239: the five Dragonslayer cards are shuffled by the board; Herald knows no order, so each can be the top."""
    state = drawn(at_chance())
    offer = next(o for o in legal_actions(state, REAL) if o.kind == "resolve_chance")
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
    tx = Tx(state, REAL)
    while SLAYING in tx.state.zone(Z.guild("fortress")):  # newer Fortress Abilities turned up by guild Chance cards
        place_ability(tx, "fortress", sorted(tx.state.zone(Z.deck("ability:fortress")))[0])
    assert tx.state.zone(Z.SLAYER_BOTTOM) == (SLAYING,) and SLAYING in tx.state.hidden
    assert SLAYING not in tx.state.zone(Z.bottom("fortress"))


def test_a_dragonslayer_card_given_up_by_a_hero_goes_under_the_dragonslayer_deck_and_comes_up_last_003_L277():
    """003:L277: given up by a hero who learned it (the end-of-round limit, death...), under the Dragonslayer deck,
    never the box; it comes up again only after the cards left in the deck."""
    state = put(stage(at_chance(), "turn"), SLAYING, Z.abilities(0))
    tx = Tx(state, REAL)
    decks.discard(tx, SLAYING)
    assert tx.state.where(SLAYING) == Z.SLAYER_BOTTOM
    assert SLAYING not in decks.drawable(tx.state, Z.SLAYER_DECK)
    rest = hero(tx.state, 0)
    for c in rest.zone(Z.deck(Z.SLAYER_DECK)):
        rest = put(rest, c, Z.guild("monastery"))
    assert decks.drawable(rest, Z.SLAYER_DECK) == (SLAYING,)


# Where the table draws, Herald's face-down Dragon cards are placeholders (naming.py): the table says where it turned
# a card up and names the card it saw there (003:L285-287, issue 33).
def test_where_the_table_draws_legends_of_dragons_asks_where_each_card_lay_and_names_it_003_L285():
    """003:L285-287 where the table draws: the choices are the places the rule reaches, never Herald's identity of a
    face-down card; the table names what it turned up there, from the face-down cards of that kind."""
    state = realm_game()
    assert state.options.deck_mode == "table"
    needs = needs_of(state, CTX, EFFECT, None)
    assert "places" in needs and "cards" in needs
    offered = choices_of(state, CTX, EFFECT)
    first = space_zone("middle", 1, "negative")
    assert first in offered["places"] and offered["count"] == 2
    assert not set(offered["places"]) & state.hidden  # places, not the cards Herald holds there
    negatives = [c for z, cs in state.zones.items() if z.startswith("realm:") and z.endswith("negative")
                 for c in cs if c in state.hidden]
    assert set(negatives) <= set(offered["cards"])
    placeholder = state.zone(first)[0]
    second = space_zone("left", 1, "negative")
    # The card the table saw there, which Herald had elsewhere (not on the second place).
    other = next(c for c in negatives if c not in (placeholder, state.zone(second)[0]))
    tx = Tx(state, CTX)
    legends(tx, "", ResolveChance(seat=0, places=(first, second), cards=(other, state.zone(second)[0])))
    after = tx.state
    assert after.zone(first) == (other,) and other not in after.hidden
    assert state.zone(second)[0] not in after.hidden and placeholder in after.hidden  # the stand-in stays unseen


def test_where_the_table_draws_a_card_of_the_wrong_kind_or_an_unreached_place_is_refused_003_L285():
    """A name that cannot lie there, or a place the rule does not reach, is refused in words and changes nothing."""
    state = realm_game()
    first, second = space_zone("middle", 1, "negative"), space_zone("left", 1, "negative")
    positive = next(c for z, cs in state.zones.items() if z.endswith("positive") for c in cs if c in state.hidden)
    names = (state.zone(first)[0], state.zone(second)[0])
    with pytest.raises(IllegalAction) as wrong:
        run_table(state, (first, second), (positive, names[1]))
    assert wrong.value.rule.id == "realm_name" and "not a face-down Dragon card of the same kind" in str(wrong.value)
    beyond = space_zone("right", 3, "positive")
    with pytest.raises(IllegalAction) as far:
        run_table(state, (beyond, first), (state.zone(beyond)[0], names[0]))
    assert far.value.rule.id == "realm_reveal" and "space 3 of the Dragon Realm's right path" in str(far.value)
    assert "#" not in str(far.value)
    with pytest.raises(InvalidInput) as unnamed:
        run_table(state, (first, second), (names[0],))
    assert unnamed.value.field == "cards"


def run_table(state, places, cards):
    tx = Tx(state, CTX)
    legends(tx, "", ResolveChance(seat=0, places=tuple(places), cards=tuple(cards)))
    return tx.state


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_whatever_the_table_names_each_card_stays_in_one_place_and_the_rest_stay_unseen_003_L285(data):
    """003:L285-287 where the table draws, as an invariant: for any places and names the form can send, Legends of
    Dragons is either refused with nothing changed or turns up exactly the named cards at those places; every card
    still lies in one place and every other face-down card stays face down."""
    state = realm_game()
    offered = choices_of(state, CTX, EFFECT)
    places = data.draw(st.lists(st.sampled_from(offered["places"]), min_size=2, max_size=2), label="places")
    # Mostly a card of the place's kind (the kind a table sees there), now and then any card the form lists.
    names = [data.draw(st.one_of(st.sampled_from(unseen_of_kind(state, state.zone(p)[0])),
                                 st.sampled_from(offered["cards"])), label=f"card {k + 1}")
             for k, p in enumerate(places)]
    try:
        after = run_table(state, places, names)
    except (IllegalAction, InvalidInput):
        return
    assert [after.zone(p)[0] for p in places] == names and not set(names) & after.hidden
    assert after.hidden == state.hidden - set(names)  # a stand-in named away stays unseen where the named card lay
    assert sorted(c for cs in after.zones.values() for c in cs) == sorted(c for cs in state.zones.values() for c in cs)


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_where_herald_deals_any_places_turn_up_exactly_herald_s_cards_there_or_are_refused_003_L285(data):
    """003:L285-287 where Herald deals, as an invariant: for any places the form can send (or a path space it does
    not list), Legends of Dragons is either refused with nothing changed, or turns up exactly the cards Herald put at
    those places, in order, each reachable when its turn came; nothing moves and every other card stays face down."""
    state = herald_dealt(realm_game())
    offered = choices_of(state, CTX, EFFECT)
    spaces = st.sampled_from([space_zone(p, n, k) for p in ("left", "middle", "right") for n in (1, 2, 3)
                              for k in ("negative", "positive")])
    places = data.draw(st.lists(st.one_of(st.sampled_from(offered["places"]), spaces), min_size=0, max_size=2),
                       label="places")
    before = state.model_dump()
    try:
        after = run_places(state, places)
    except (IllegalAction, InvalidInput):
        assert state.model_dump() == before
        return
    turned = [state.zone(p)[0] for p in places]
    assert len(places) == 2 and turned[0] in RP.revealable(RP.board(), state.zones, state.hidden)
    assert turned[1] in RP.revealable(RP.board(), state.zones, state.hidden - {turned[0]})
    assert after.hidden == state.hidden - set(turned) and after.zones == state.zones
