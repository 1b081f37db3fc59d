"""Setups and odds survive a JSON round trip, as an HTTP preview endpoint would need."""

import json
from fractions import Fraction

import pytest

from app.games.prophecy.engine.battle import (
    BattleOption,
    BattleSetup,
    Odds,
    Side,
    StatOrder,
    battle_odds,
    compare_options,
    creature_battle_options,
)


def druid_wills_json():
    # Druid vs the Old Pirate (000:L359), as a client would post it.
    start = creature_battle_options(StatOrder.STRENGTH_THEN_WILLS, 6)[1].cost_modifier()
    return {
        "kind": "wills",
        "lives": 1,
        "hero": {"current": 6, "modifiers": [start.model_dump(mode="json")], "name": "Druid"},
        "foe": {"current": 3, "name": "Old Pirate"},
    }


def test_setup_parses_from_json_and_round_trips():
    setup = BattleSetup.model_validate_json(json.dumps(druid_wills_json()))
    assert setup.breakdown(Side.HERO).total == 4
    assert setup.breakdown(Side.HERO).lines[0].text == "6 Willpower (Druid)"
    assert BattleSetup.model_validate_json(setup.model_dump_json()) == setup


def test_face_map_accepts_json_object_keys():
    payload = druid_wills_json()
    payload["hero"]["faces"] = {"1": 8}
    setup = BattleSetup.model_validate_json(json.dumps(payload))
    assert setup.hero.faces == ((1, 8),)
    assert BattleSetup.model_validate_json(setup.model_dump_json()) == setup


def test_odds_serialise_as_exact_fraction_strings():
    odds = battle_odds(BattleSetup.model_validate(druid_wills_json()))
    assert json.loads(odds.model_dump_json()) == {"win": "7/12", "draw": "5/36", "lose": "5/18"}
    assert Odds.model_validate_json(odds.model_dump_json()) == odds


def test_invalid_odds_are_refused():
    with pytest.raises(ValueError):
        Odds(win=Fraction(1, 2), draw=Fraction(1, 2), lose=Fraction(1, 2))


def test_ranked_options_serialise():
    option = BattleOption(label="Wills", battles=(BattleSetup.model_validate(druid_wills_json()),))
    (ranked,) = compare_options([option])
    data = json.loads(ranked.model_dump_json())
    assert data["rank"] == 1 and data["expected_cost"]["magic"] == "2"


def test_unknown_tie_break_is_refused():
    with pytest.raises(ValueError, match="tie_break"):
        compare_options([], tie_break="luck")  # type: ignore[arg-type]
