"""Herald's deal of the Dragon cards and the table's word on it. A Realm board typed after the game began: its
Dragon cards wait in their decks, then one undoable step deals them face down onto the board as setup would have
(003:L229), told in one line, and is refused when nothing waits or the board is still untyped. The table names the
Dragon card a step turned up (003:L325): Herald's stand-in gives way to the card the table sees, before the hero
faces it; the log, the Realm's zones and the battle use the name."""

from __future__ import annotations

from collections import Counter

import pytest

from app.games.prophecy.engine import IllegalAction, InvalidInput, apply, legal_actions, parse_action
from app.games.prophecy.engine.realm.deal import DECK_NEGATIVE, DECK_POSITIVE
from app.games.prophecy.engine.realm.position import on_path
from app.games.prophecy.engine.realm.setup import UNSEEN_NEGATIVE, UNSEEN_POSITIVE, space_zone
from tests.engine.realm.fightkit import events, offers, play, realm_hero, realm_scene, refused
from tests.engine.realm.realmkit import MET, UNDER, ctx_for, met
from tests.engine.realm.realmkit import play as kit_play
from tests.engine.realm.realmkit import refused as kit_refused
from tests.engine.realm.test_realm_create import TYPED_CTX, UNTYPED_CTX, _game

DEAL = {"kind": "realm_deal"}


def _path_cards(state):
    return [c for z, cs in state.zones.items() if z.startswith(("realm:left:", "realm:middle:", "realm:right:"))
            for c in cs]


@pytest.mark.parametrize(("variant", "negatives_over"), [("standard", 3), ("dragonslayer", 2)])
def test_the_waiting_cards_are_dealt_once_the_board_is_typed_003_L229(variant, negatives_over):
    state = _game(UNTYPED_CTX, variant=variant)
    assert not [o for o in legal_actions(state, UNTYPED_CTX) if o.kind == "realm_deal"]
    assert [o.kind for o in legal_actions(state, TYPED_CTX) if o.kind == "realm_deal"] == ["realm_deal"]
    dealt, events = apply(state, parse_action(DEAL), TYPED_CTX)
    assert not dealt.zone(DECK_POSITIVE) and not dealt.zone(DECK_NEGATIVE)
    assert len(_path_cards(dealt)) == 12 + 9  # one per light/dark space, two on a split one
    assert len(dealt.zone(UNSEEN_NEGATIVE)) == negatives_over and len(dealt.zone(UNSEEN_POSITIVE)) == 3
    assert set(_path_cards(dealt)) <= dealt.hidden  # face down
    (event,) = events  # one step, told in one line (not a line per card)
    assert sum(map(len, event.dealt.values())) == 12 + 9 + negatives_over + 3
    told = event.describe(state)
    assert told == (f"Herald dealt the Dragon cards on the typed board: 12 negative, 9 positive, face down; "
                    f"{negatives_over + 3} set aside unseen.")
    assert not any(c.split("#")[0] in told for c in dealt.hidden)  # no face-down card named
    counts = Counter(c for cs in dealt.zones.values() for c in cs)
    assert max(counts.values()) == 1  # every card in one zone
    assert dealt.zone("realm:middle:2:negative") and dealt.zone("realm:middle:2:positive")  # "DSDD": split
    assert not [o for o in legal_actions(dealt, TYPED_CTX) if o.kind == "realm_deal"]


def test_a_deal_with_nothing_waiting_or_no_board_is_refused_003_L229():
    typed = _game(TYPED_CTX)
    with pytest.raises(IllegalAction) as info:
        apply(typed, parse_action(DEAL), TYPED_CTX)
    assert info.value.rule.id == "realm_deal"
    untyped = _game(UNTYPED_CTX)
    with pytest.raises(IllegalAction, match="Type the Realm board"):
        apply(untyped, parse_action(DEAL), UNTYPED_CTX)


DEALT, SEEN, ASIDE_POSITIVE = "phantom-dragon#1", "skeletal-dragon#1", "boiling-pool#1"
STEP = {"kind": "realm_step", "seat": 0, "how": "forward", "path": "left", "step": 3}


def before_step(deck_mode="table"):
    """Cleo on the left path's space 2; on space 3 a face-down negative card (Herald's records hold DEALT there)."""
    zones = {space_zone("left", 3, "negative"): [DEALT], UNSEEN_NEGATIVE: [SEEN], UNSEEN_POSITIVE: [ASIDE_POSITIVE]}
    state = realm_scene(realm_hero(0, "Cleo", "mercenary", 6, 5, on_path("left", 2)),
                        realm_hero(1, "Ben", "paladin", 4, 4, space=10), zones=zones, hidden={DEALT, SEEN, ASIDE_POSITIVE})
    return state.model_copy(update={"options": state.options.model_copy(update={"deck_mode": deck_mode})})


def _forward(state):
    (offer,) = [o for o in offers(state, "realm_step") if o.params.get("step") == 3]
    return offer


def test_a_table_draws_game_names_the_dragon_card_as_the_step_turns_it_up_003_L325():
    """003:L325: the hero entering a space turns its face-down card up. Where the table draws, Herald never deals a
    card itself: the step's own form asks which card turned up, from the face-down cards of that kind, and Herald's
    record of the space never names a card the table did not see (issue 33)."""
    state = before_step()
    offer = _forward(state)
    assert "revealed" in offer.needs and offer.choices == {"revealed": sorted([DEALT, SEEN]), "count": 1}
    with pytest.raises(InvalidInput, match="Which card turned up"):
        play(state, **STEP)
    wrong_kind = refused(state, **STEP, revealed=[ASIDE_POSITIVE])
    assert wrong_kind.rule.id == "realm_name" and "same kind" in str(wrong_kind)
    told = events(state, **STEP, revealed=[SEEN])
    lines = [e.describe(state) for e in told if e.describe(state)]
    assert not any("Phantom Dragon" in line for line in lines)  # the record's placeholder is never named
    named = play(state, **STEP, revealed=[SEEN])
    assert named.zone(space_zone("left", 3, "negative")) == (SEEN,) and SEEN not in named.hidden
    assert named.zone(UNSEEN_NEGATIVE) == (DEALT,) and DEALT in named.hidden  # the placeholder stays unseen
    assert not offers(named, "realm_name")  # nothing left to name "if not" Herald's card
    (fight,) = offers(named, "realm_fight")
    assert fight.label == "Fight Skeletal Dragon"


def test_herald_deals_games_keep_dealing_the_dragon_cards():
    state = before_step("herald")
    offer = _forward(state)
    assert "revealed" not in offer.needs
    stepped = play(state, **STEP)
    assert stepped.zone(space_zone("left", 3, "negative")) == (DEALT,) and DEALT not in stepped.hidden
    assert not offers(stepped, "realm_name")
    assert refused(state, **STEP, revealed=[SEEN]).rule.id == "realm_name"  # Herald dealt that card there


def test_the_card_under_an_overcome_negative_is_named_as_it_turns_up_003_L325():
    """003:L325: the positive card under a negative one turns up once the hero overcomes it. Where the table draws,
    Herald shows no card of its own there: the next step asks which card turned up, from the face-down positive
    cards, and the turn waits for it."""
    ctx = ctx_for("eyes-of-fire", ruling=None, experience=2)
    passed = kit_play(ctx, met(ctx), kind="realm_obstacle", seat=0, outcome="passed")
    assert UNDER in passed.hidden  # nothing of Herald's turned up for the table
    (offer,) = [o for o in legal_actions(passed, ctx) if o.kind == "realm_name"]
    assert offer.label == "Which card turned up on the left path, space 3?" and offer.needs == ("revealed",)
    pool = offer.choices["revealed"]
    assert UNDER in pool and all(c.startswith("pos-") for c in pool) and offer.choices["count"] == 1
    assert kit_refused(ctx, passed, kind="end_turn", seat=0) == "realm_name"
    other = next(c for c in pool if c != UNDER)
    named = kit_play(ctx, passed, kind="realm_name", seat=0, at=UNDER, revealed=[other])
    assert named.zone(space_zone("left", 3, "positive")) == (other,) and other not in named.hidden
    assert UNDER in named.hidden and not [o for o in legal_actions(named, ctx) if o.kind == "realm_name"]
    assert kit_refused(ctx, passed, kind="realm_name", seat=0, at=UNDER, revealed=[MET]) == "realm_name"


def test_herald_deals_turn_the_card_under_up_at_once():
    ctx = ctx_for("eyes-of-fire", ruling=None, experience=2)
    state = met(ctx)
    state = state.model_copy(update={"options": state.options.model_copy(update={"deck_mode": "herald"})})
    passed = kit_play(ctx, state, kind="realm_obstacle", seat=0, outcome="passed")
    assert UNDER not in passed.hidden and not [o for o in legal_actions(passed, ctx) if o.kind == "realm_name"]
