"""A Realm board typed after the game began: its Dragon cards wait in their decks, then one undoable step deals
them face down onto the board as setup would have (003:L229), and is refused when nothing waits or the board is
still untyped."""

from __future__ import annotations

from collections import Counter

import pytest

from app.games.prophecy.engine import IllegalAction, apply, legal_actions, parse_action
from app.games.prophecy.engine.realm.deal import DECK_NEGATIVE, DECK_POSITIVE
from app.games.prophecy.engine.realm.setup import UNSEEN_NEGATIVE, UNSEEN_POSITIVE
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
