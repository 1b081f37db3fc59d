"""Creating a game with the Dragon Realm through the engine and the real catalog: the Dragon cards on the group's
board, one Dragon Heart per player, the Gate among the five Lessers, every card in exactly one place
(003:L229-261, 003:L655); the Dragonslayer variant's Lake at creation: the Dragon Queen face up, or the
dragon(s) the group picks, one to three, face up or face down (003:L657)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from app.games.prophecy.engine import Context, IllegalAction, apply, parse_action
from app.games.prophecy.engine.cards.errors import OverrideError
from app.games.prophecy.engine.realm.deal import DECK_NEGATIVE, DECK_POSITIVE, HEARTS_UNUSED
from app.games.prophecy.engine.realm.gate import LAKE_GREATER
from app.games.prophecy.engine.realm.setup import GATE_CARD, HEARTS, UNSEEN_NEGATIVE, UNSEEN_POSITIVE
from app.games.prophecy.engine.rules import zones as Z
from app.games.prophecy.engine.state import GameState
from tests.engine.kit import real_catalog
from tests.engine.playout import create
from tests.engine.realm.boards import TYPED

CARDS = Path(__file__).resolve().parents[3] / "cards" / "prophecy"
CATALOG = real_catalog()
TYPED_CTX = Context(catalog=CATALOG.with_overrides({"realm": TYPED}))
UNTYPED_CTX = Context(catalog=CATALOG)
REALM = ("base", "dragon_realm")


def _game(ctx, variant="standard", seats=3, planes=None):
    act = create(seats, ctx=ctx, options={"realm": {"variant": variant}})
    if planes is not None:
        act["planes"] = planes
    state, _ = apply(GameState(), parse_action(act), ctx)
    return state


def _dragon(deck):
    return set(CATALOG.deck_instances(deck, expansions=REALM))


def _once(state):
    counts = Counter(c for cards in state.zones.values() for c in cards)
    assert not [c for c, n in counts.items() if n > 1], "a card lies in two places"
    return set(counts)


def test_a_realm_game_deals_every_dragon_card_once_on_the_typed_board():
    """003:L229: one card per light/dark space, both on a split one, three of each kind aside; 003:L235: a Heart per
    player; every card of the game in exactly one zone."""
    state = _game(TYPED_CTX)
    placed = _once(state)
    negatives, positives, hearts = _dragon("dragon_negative"), _dragon("dragon_positive"), _dragon("dragon_heart")
    assert (len(negatives), len(positives), len(hearts)) == (15, 12, 5)  # 003:L40-46
    assert negatives | positives | hearts <= placed
    on_paths = [c for z, cs in state.zones.items() if z.startswith(("realm:left:", "realm:middle:", "realm:right:"))
                for c in cs]
    assert len(on_paths) == 12 + 9 and len(state.zone(UNSEEN_NEGATIVE)) == 3 and len(state.zone(UNSEEN_POSITIVE)) == 3
    assert (negatives | positives) <= state.hidden  # face down (003:L229)
    assert len(state.zone(HEARTS)) == 3 and len(state.zone(HEARTS_UNUSED)) == 2  # 003:L235
    assert not set(state.zone(HEARTS)) & state.hidden  # a face-up pile


def test_the_gate_lies_face_down_among_the_five_lessers_and_the_rest_aside():
    """003:L255: four other Lessers and the Gate on the planes, the others set aside unseen; every Guardian and
    Artifact once."""
    state = _game(TYPED_CTX)
    lessers = [c for p in Z.PLANES for c in state.zone(Z.plane(p, "lesser"))]
    assert len(lessers) == 5 and sum(Z.base_id(c) == GATE_CARD for c in lessers) == 1
    assert set(lessers) <= state.hidden
    aside = state.zone(Z.aside("lesser"))
    assert aside and set(aside) <= state.hidden
    everyone = {c for d in ("lesser", "greater", "artifact") for c in CATALOG.deck_instances(d)}
    assert everyone <= _once(state)


def test_an_untyped_board_keeps_the_dragon_cards_in_their_decks():
    """The group has not typed its board yet: the Dragon cards wait face down in their two decks."""
    state = _game(UNTYPED_CTX)
    assert set(state.zone(DECK_NEGATIVE)) == _dragon("dragon_negative")
    assert set(state.zone(DECK_POSITIVE)) == _dragon("dragon_positive")
    _once(state)


def test_the_dragonslayer_variant_plays_lessers_only_and_no_hearts():
    """003:L655: only the Lessers go on the planes, one the Gate; Greater Guardians, Artifacts and Hearts unused;
    003:L657: the Dragon Queen face up on the Lake (the other negative cards dealt as usual, two left over)."""
    state = _game(TYPED_CTX, variant="dragonslayer")
    assert state.zone(LAKE_GREATER) == ("dragon-queen#1",) and "dragon-queen#1" not in state.hidden
    assert len(state.zone(UNSEEN_NEGATIVE)) == 2 and len(state.zone(UNSEEN_POSITIVE)) == 3
    assert not any(state.zone(Z.plane(p, s)) for p in Z.PLANES for s in ("greater", "artifact"))
    assert not state.zone(HEARTS) and len(state.zone(HEARTS_UNUSED)) == 5
    assert len(state.zone(Z.aside("greater"))) == 5 and len(state.zone(Z.aside("artifact"))) == 5
    _once(state)


def test_a_deal_that_leaves_the_gate_out_is_refused():
    """003:L255: the Gate is one of the five Lesser Guardians on the planes."""
    lessers = [c for c in CATALOG.deck_instances("lesser") if Z.base_id(c) != GATE_CARD][:5]
    greaters, artifacts = CATALOG.deck_instances("greater"), CATALOG.deck_instances("artifact")
    planes = [list(row) for row in zip(lessers, greaters, artifacts, strict=True)]
    with pytest.raises(IllegalAction) as err:
        _game(TYPED_CTX, planes=planes)
    assert err.value.rule.id == "gate_among_lessers"


def test_an_unknown_dragon_card_is_registered_from_the_table_under_its_back():
    """Most Dragon cards are known by name only (research T13): the table registers the rest, and a type its back
    cannot hold is refused (003:L225: negative cards are Obstacles and Creatures)."""
    pid = "dragon-negative-dragon-realm-unregistered-01"
    card = CATALOG.with_overrides({pid: {"kind": "dragon", "name": "Ember Bridge", "dragon_type": "obstacle"}}).card(pid)
    assert (card.side, card.deck, card.dragon_type) == ("negative", "dragon_negative", "obstacle")
    with pytest.raises(OverrideError, match="negative Dragon card is one of"):
        CATALOG.with_overrides({pid: {"kind": "dragon", "name": "Ember Bridge", "dragon_type": "opportunity"}})


def test_legends_of_dragons_joins_the_chance_deck_and_the_dragonslayer_deck_lies_by_the_board():
    """003:L251: Legends of Dragons shuffled into the Chance deck; 003:L239: the 5 Dragonslayer Abilities face down."""
    state = _game(TYPED_CTX)
    assert "legends-of-dragons#1" in state.zone("deck:chance") and "legends-of-dragons#1" in state.hidden
    slayers = state.zone("deck:dragonslayer")
    assert len(slayers) == 5 and set(slayers) <= state.hidden  # 003:L44
    plain, _ = apply(GameState(), parse_action(create(3, ctx=TYPED_CTX)), TYPED_CTX)
    assert "legends-of-dragons#1" not in plain.zone("deck:chance") and not plain.zone("deck:dragonslayer")


def test_the_last_face_down_lesser_is_the_gate_when_it_has_not_come_up_003_L255():
    """003:L255: the Gate is one of the five Lessers on the planes, so once four are face up without it, the table
    cannot name another card for the fifth (here by a Prophetic Dream)."""
    from app.games.prophecy.engine.realm.gate import LAKE_ARTIFACT, gate_plane
    from tests.engine.kit import put

    state = _game(TYPED_CTX)
    gate = next(c for p in Z.PLANES for c in state.zone(Z.plane(p, "lesser")) if Z.base_id(c) == GATE_CARD)
    seen = {c for p in Z.PLANES for c in state.zone(Z.plane(p, "lesser")) if c != gate}
    state = put(state, "prophetic-dream#1", "chance:current")
    flow = state.flow.model_copy(update={"stage": "chance_resolve", "active": 0})
    state = state.model_copy(update={"hidden": state.hidden - seen, "flow": flow})
    plane = next(p for p in Z.PLANES if gate in state.zone(Z.plane(p, "lesser")))
    other = state.zone(Z.aside("lesser"))[0]
    dream = {"kind": "resolve_chance", "seat": 0, "plane": plane}
    with pytest.raises(IllegalAction) as err:
        apply(state, parse_action({**dream, "cards": [other]}), TYPED_CTX)
    assert err.value.rule.id == "gate_among_lessers"
    after, _ = apply(state, parse_action({**dream, "cards": [gate]}), TYPED_CTX)
    assert gate_plane(after.zones, after.hidden) == plane and after.zone(LAKE_ARTIFACT)


def _refused(realm: dict) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        apply(GameState(), parse_action(create(3, ctx=TYPED_CTX, options={"realm": realm})), TYPED_CTX)
    return info.value


def _with(realm: dict) -> GameState:
    state, _ = apply(GameState(), parse_action(create(3, ctx=TYPED_CTX, options={"realm": realm})), TYPED_CTX)
    return state


def test_the_dragon_queen_waits_face_up_by_default_003_L657():
    state = _game(TYPED_CTX, variant="dragonslayer")
    assert state.zone(LAKE_GREATER) == ("dragon-queen#1",) and "dragon-queen#1" not in state.hidden


def test_the_group_may_lay_two_other_dragons_face_down_003_L657():
    state = _with({"variant": "dragonslayer", "lake_dragons": ["phantom-dragon", "golden-dragon-lord"],
                   "lake_face_down": True})
    assert state.zone(LAKE_GREATER) == ("phantom-dragon#1", "golden-dragon-lord#1")
    assert {"phantom-dragon#1", "golden-dragon-lord#1"} <= state.hidden
    _once(state)  # every card still in exactly one place; the Queen is dealt with the other negatives
    assert any("dragon-queen#1" in cards for zone, cards in state.zones.items() if zone != LAKE_GREATER)


@pytest.mark.parametrize("realm, words", [
    ({"variant": "standard", "lake_dragons": ["phantom-dragon"]}, "only in the Dragonslayer variant"),
    ({"variant": "dragonslayer", "lake_dragons": ["phantom-dragon"] * 2}, "different dragons"),
    ({"variant": "dragonslayer", "lake_dragons": ["dragon-queen", "phantom-dragon", "skeletal-dragon",
                                                  "golden-dragon-lord"]}, "one to 3"),
    ({"variant": "dragonslayer", "lake_dragons": ["cursed-crossroads"]}, "not a dragon"),
])
def test_lake_dragons_the_variant_cannot_hold_are_refused_003_L657(realm, words):
    refusal = _refused(realm)
    assert refusal.rule.id == "lake_dragons" and words in str(refusal)
