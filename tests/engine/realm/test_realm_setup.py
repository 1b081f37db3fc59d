"""Setting up with the Realm (003:L229-269) and the positions a hero can hold on either board."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import IllegalAction, apply, parse_action
from app.games.prophecy.engine.errors import InvalidInput
from app.games.prophecy.engine.realm.options import RealmOptions, extra_card_slots
from app.games.prophecy.engine.realm.position import (
    GATE,
    LAKE,
    RealmPlace,
    RingPlace,
    in_realm,
    on_path,
    position,
)
from app.games.prophecy.engine.realm.setup import (
    GATE_CARD,
    HEARTS,
    UNSEEN_NEGATIVE,
    UNSEEN_POSITIVE,
    dragon_hearts,
    lessers_with_gate,
    plane_bonus,
    realm_zones,
    space_zone,
)
from app.games.prophecy.engine.rules import zones as Z
from app.games.prophecy.engine.rules.limits import excess
from app.games.prophecy.engine.state import GameOptions, GameState, Hero
from tests.engine.kit import CTX
from tests.engine.playout import create
from tests.engine.realm.boards import board

POSITIVES = tuple(f"pos-{i:02}" for i in range(12))  # 12 positive Dragon cards, 003:L42
NEGATIVES = tuple(f"neg-{i:02}" for i in range(15))  # 15 negative Dragon cards, 003:L40


def dealt():
    return realm_zones(board(), POSITIVES, NEGATIVES, players=3)


def test_each_space_gets_the_cards_its_colour_takes():
    """003:L229: a positive card on each light space, a negative on each dark one, both on a split space."""
    zones, _ = dealt()
    b = board()
    for path in b.paths:
        for step, colour in enumerate(path.spaces, start=1):
            neg = zones.get(space_zone(path.name, step, "negative"), ())
            pos = zones.get(space_zone(path.name, step, "positive"), ())
            assert (len(neg), len(pos)) == {"light": (0, 1), "dark": (1, 0), "split": (1, 1)}[colour]
            assert all(c.startswith("neg") for c in neg) and all(c.startswith("pos") for c in pos)


def test_three_of_each_kind_are_left_over_unseen_and_every_card_lies_once():
    """003:L229: three of each kind left over, set aside without looking."""
    zones, hidden = dealt()
    assert len(zones[UNSEEN_POSITIVE]) == 3 and len(zones[UNSEEN_NEGATIVE]) == 3
    cards = [c for name, z in zones.items() if name != HEARTS for c in z]
    assert sorted(cards) == sorted(POSITIVES + NEGATIVES)
    assert hidden == frozenset(POSITIVES + NEGATIVES)  # everything dealt face down


@pytest.mark.parametrize("cut", ["positive", "negative"])
def test_decks_that_do_not_fit_the_board_are_refused(cut):
    pos, neg = (POSITIVES[:-1], NEGATIVES) if cut == "positive" else (POSITIVES, NEGATIVES[:-1])
    with pytest.raises(InvalidInput) as err:
        realm_zones(board(), pos, neg, players=3)
    assert err.value.field == f"{cut}_cards" and "leaves 3 over" in err.value.message
    with pytest.raises(InvalidInput, match="twice"):
        realm_zones(board(), POSITIVES[:-1] + POSITIVES[:1], NEGATIVES, players=3)


def test_one_dragon_heart_per_player():
    """003:L235: five Dragon Hearts in the box, as many in play as there are players."""
    assert dealt()[0][HEARTS] == ("dragon-heart-1", "dragon-heart-2", "dragon-heart-3")
    assert len(dragon_hearts(5)) == 5
    with pytest.raises(InvalidInput, match="5 Dragon Hearts"):
        dragon_hearts(6)


def test_the_gate_hides_among_four_random_lesser_guardians():
    """003:L255: four of the shuffled others stay, the rest go back to the box, the Gate among the four."""
    others = tuple(f"lesser-{i}" for i in range(7))
    five, boxed = lessers_with_gate(others, gate_at=2)
    assert five == ("lesser-0", "lesser-1", GATE_CARD, "lesser-2", "lesser-3")
    assert boxed == ("lesser-4", "lesser-5", "lesser-6")
    with pytest.raises(InvalidInput):
        lessers_with_gate(others, gate_at=5)
    with pytest.raises(InvalidInput):
        lessers_with_gate(others[:3], gate_at=0)


def test_every_plane_but_the_gates_has_the_plus_one():
    """003:L261: +1 Strength and Willpower on the other planes; 003:L297: none once the Gate's plane is known."""
    assert plane_bonus("plane-monastery", gate_plane=None) == 1
    assert plane_bonus("plane-monastery", gate_plane="plane-fortress") == 1
    assert plane_bonus("plane-fortress", gate_plane="plane-fortress") == 0


def test_eight_items_and_abilities_with_the_realm():
    """003:L269: one more Item and one more Ability than the usual seven (000:L240)."""
    assert extra_card_slots(None) == 0 and extra_card_slots(RealmOptions()) == 1
    hero = Hero(seat=0, player="A", character="c", red=5, health=5, blue=3, magic=3)
    zones = {Z.items(0): tuple(f"i{i}" for i in range(8)), Z.abilities(0): tuple(f"a{i}" for i in range(8))}
    plain = GameState(heroes=(hero,), zones=zones)
    realm = plain.model_copy(update={"options": GameOptions(realm=RealmOptions())})
    assert excess(plain, 0)["items"] == 1 and excess(plain, 0)["abilities"] == 1
    assert excess(realm, 0)["items"] == 0 and excess(realm, 0)["abilities"] == 0


def test_a_position_is_a_ring_space_the_gate_a_path_space_or_the_lake():
    """003:L301: the Gate is a place of its own, counted as every path's first space; 003:L397 the Lake."""
    ring = Hero(seat=0, player="A", character="c", red=5, health=5, blue=3, magic=3, space=7)
    assert position(ring) == RingPlace(space=7) and not in_realm(ring)
    for place in (GATE, on_path("right", 4), LAKE):
        hero = ring.model_copy(update={"space": None, "realm": place})
        assert position(hero) == place and in_realm(hero)
        assert Hero.model_validate_json(hero.model_dump_json()) == hero
    assert position(ring.model_copy(update={"space": None})) is None
    assert on_path("left", 2).label() == "left path, space 2"
    with pytest.raises(ValueError):
        RealmPlace(where="path", path="left")
    with pytest.raises(ValueError):
        RealmPlace(where="gate", step=1)


def test_the_realm_option_round_trips_and_defaults_to_off():
    assert GameOptions().realm is None
    options = GameOptions(realm=RealmOptions(variant="dragonslayer"))  # 003:L651
    assert GameOptions.model_validate_json(options.model_dump_json()) == options


@pytest.mark.parametrize(
    ("options", "rule", "words"),
    [
        ({"mode": "basic", "realm": {}}, "realm_options", "Basic"),  # 003:L201: it replaces an Astral Plane
        # 003:L655: no Artifacts, so no Artifact ending; the refusal names both choices in plain words.
        ({"variants": ["apocalypse"], "realm": {"variant": "dragonslayer"}}, "dragonslayer_endings",
         "The Dragonslayer variant is not played with Apocalypse."),
        ({"variants": ["no_final_battle"], "realm": {"variant": "dragonslayer"}}, "dragonslayer_endings",
         "The Dragonslayer variant is not played with No Final Battle."),
    ],
)
def test_a_realm_the_game_cannot_hold_is_refused(options, rule, words):
    with pytest.raises(IllegalAction) as err:
        apply(GameState(), parse_action(create(2, options=options)), CTX)
    assert err.value.rule.id == rule and words in err.value.detail
    apply(GameState(), parse_action(create(2, options={"variants": ["apocalypse"], "realm": {}})), CTX)


def test_the_cooperative_game_sets_the_realm_aside():
    """003:L473: a cooperative or solo game sets every Dragon Realm component aside, the board included."""
    for coop, seats in (({"mode": "cooperative", "difficulty": "normal"}, 2), ({"mode": "solo", "difficulty": "normal"}, 1)):
        with pytest.raises(IllegalAction) as err:
            apply(GameState(), parse_action(create(seats, options={"coop": coop, "realm": {}})), CTX)
        assert err.value.rule.id == "realm_not_cooperative"
        apply(GameState(), parse_action(create(seats, options={"coop": coop})), CTX)
