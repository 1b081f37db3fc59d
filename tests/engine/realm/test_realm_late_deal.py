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


def stepped(deck_mode="table"):
    """Cleo steps from the left path's space 2 onto space 3, turning up Herald's Phantom Dragon."""
    zones = {space_zone("left", 3, "negative"): [DEALT], UNSEEN_NEGATIVE: [SEEN], UNSEEN_POSITIVE: [ASIDE_POSITIVE]}
    state = realm_scene(realm_hero(0, "Cleo", "mercenary", 6, 5, on_path("left", 2)),
                        realm_hero(1, "Ben", "paladin", 4, 4, space=10), zones=zones, hidden={DEALT, SEEN, ASIDE_POSITIVE})
    if deck_mode != "table":
        state = state.model_copy(update={"options": state.options.model_copy(update={"deck_mode": deck_mode})})
    return play(state, kind="realm_step", seat=0, how="forward", path="left", step=3)


def test_the_card_turned_up_is_named_by_the_table_and_the_fight_uses_it_003_L325():
    state = stepped()
    (offer,) = offers(state, "realm_name")
    assert offer.params == {"seat": 0, "at": DEALT} and offer.choices["revealed"] == [SEEN]  # face-down negatives only
    told = events(state, kind="realm_name", seat=0, at=DEALT, revealed=[SEEN])
    assert [e.describe(state) for e in told] == [
        "The table turned up Skeletal Dragon on the left path, space 3 (Herald had dealt Phantom Dragon there)."]
    named = play(state, kind="realm_name", seat=0, at=DEALT, revealed=[SEEN])
    assert named.zone(space_zone("left", 3, "negative")) == (SEEN,) and SEEN not in named.hidden
    assert named.zone(UNSEEN_NEGATIVE) == (DEALT,) and DEALT in named.hidden  # the stand-in goes unseen
    (fight,) = offers(named, "realm_fight")
    assert fight.label == "Fight Skeletal Dragon"
    (again,) = offers(named, "realm_name")  # a slip is named again the same way
    assert again.params["at"] == SEEN and again.choices["revealed"] == [DEALT]


def test_naming_is_refused_for_another_kind_another_card_or_once_faced_003_L325():
    state = stepped()
    with pytest.raises(InvalidInput, match="Name the card the table turned up"):
        play(state, kind="realm_name", seat=0, at=DEALT)
    wrong_kind = refused(state, kind="realm_name", seat=0, at=DEALT, revealed=[ASIDE_POSITIVE])
    assert wrong_kind.rule.id == "realm_name" and "same kind" in str(wrong_kind)
    not_there = refused(state, kind="realm_name", seat=0, at=SEEN, revealed=[DEALT])
    assert not_there.rule.id == "realm_name" and "just turned up" in str(not_there)
    faced = play(state, kind="realm_settle", seat=0, faced="creature", outcome="won", experience=1)
    assert not offers(faced, "realm_name")
    assert refused(faced, kind="realm_name", seat=0, at=DEALT, revealed=[SEEN]).rule.id == "realm_name"


def test_herald_deals_need_no_naming():
    assert not offers(stepped(deck_mode="herald"), "realm_name")
