"""The marketplace (table C9): its rates, one type paid and one received per trade, the phase limits."""

from __future__ import annotations

import pydantic
import pytest

from app.games.conjurers.engine import parse_action

from .kit import act, refused, resolving, start, with_player

# Table C9 (001:L377-380): rows what is paid, columns what is gained: (pay, gain) per unit.
RATES = {
    ("wood", "stone"): (3, 2), ("stone", "bronze"): (3, 1), ("wood", "diamond"): (6, 1),
    ("iron", "wood"): (2, 3), ("bronze", "iron"): (3, 2), ("iron", "sapphire"): (3, 1),
    ("diamond", "stone"): (1, 3), ("sapphire", "bronze"): (2, 3), ("diamond", "sapphire"): (3, 2),
}


def market(n=3, round_=7, **stock):
    state, _ = start(n, start_seat=0)
    state = with_player(state, 0, stock=stock)
    return resolving(state, (0, "conjurer", "marketplace"), (1, "conjurer", "wild_animals"), round_=round_)


def trade(state, *trades):
    return act(state, {"kind": "trade", "seat": 0, "figure": "conjurer",
                       "trades": [{"pay": p, "gain": g, "units": u} for p, g, u in trades]})


@pytest.mark.parametrize(("pay", "gain"), sorted(RATES))
def test_every_rate_of_the_table(pay, gain):
    """001:L377-380 the marketplace's rates, two units of each so the multiple is checked too."""
    paid, got = RATES[(pay, gain)]
    state = trade(market(**{pay: 20}), (pay, gain, 2))
    stock = state.players[0].stock
    assert stock[pay] == 20 - 2 * paid and stock[gain] == 2 * got


def test_the_seeds_example_three_lumber_for_one_iron():
    """001:L382 one iron (or bronze) costs three lumber (or stone)."""
    state = trade(market(round_=4, wood=3), ("wood", "iron", 1))
    assert state.players[0].stock["wood"] == 0 and state.players[0].stock["iron"] == 1


def test_several_trades_in_one_action_while_resources_last():
    """001:L384 any number of separate trades, each paid from what the player holds by then."""
    state = trade(market(wood=6), ("wood", "iron", 1), ("wood", "iron", 1), ("iron", "stone", 1))
    assert state.players[0].stock["wood"] == 0 and state.players[0].stock["iron"] == 0
    assert state.players[0].stock["stone"] == 3
    err = refused(market(wood=6), {"kind": "trade", "seat": 0, "figure": "conjurer", "trades": [
        {"pay": "wood", "gain": "iron"}, {"pay": "wood", "gain": "iron"}, {"pay": "wood", "gain": "iron"}]})
    assert err.rule.ref == "001:L384"


def test_a_trade_is_whole_units_of_the_rate():
    """001:L375 the marketplace trades at its rates (001:L377 the table) in whole units: pay 3 and gain 2, never a part of it."""
    err = refused(market(wood=12), {"kind": "trade", "seat": 0, "figure": "conjurer",
                                    "trades": [{"pay": "wood", "gain": "stone", "units": 0}]})
    assert err.rule.ref == "001:L375"


def test_a_trade_names_one_type_paid_and_one_received():
    """001:L384 no mixed payment and no mixed purchase: each side of a trade is one resource type."""
    with pytest.raises(pydantic.ValidationError):
        parse_action({"kind": "trade", "seat": 0, "figure": "conjurer",
                      "trades": [{"pay": ["wood", "stone"], "gain": "iron"}]})
    with pytest.raises(pydantic.ValidationError):
        parse_action({"kind": "trade", "seat": 0, "figure": "conjurer", "trades": [{"pay": "food", "gain": "iron"}]})


@pytest.mark.parametrize(("round_", "barred"), [(2, {"iron", "bronze", "sapphire", "diamond"}),
                                                (5, {"sapphire", "diamond"}), (8, set()), (11, set())])
def test_phase_limits_on_what_can_be_bought(round_, barred):
    """001:L386 phase I sells no iron, bronze, diamond or sapphire; 001:L388 phase II no diamond or sapphire."""
    for gain in ("wood", "stone", "iron", "bronze", "sapphire", "diamond"):
        state = market(round_=round_, wood=12)
        raw = {"kind": "trade", "seat": 0, "figure": "conjurer", "trades": [{"pay": "wood", "gain": gain}]}
        if gain in barred:
            said = refused(state, raw)
            assert said.rule.ref == ("001:L386" if round_ < 4 else "001:L388")  # issue 43: phase II's own line
            assert f"in phase {'I' if round_ < 4 else 'II'}." in str(said.detail)
        else:
            assert act(state, raw).players[0].stock[gain] >= 1


def test_with_two_players_a_trade_into_sapphire_gives_diamonds():
    """001:L265 two players: trading to sapphire gains diamonds instead."""
    state = trade(market(n=2, round_=7, iron=3), ("iron", "sapphire", 1))
    assert state.players[0].stock["sapphire"] == 0 and state.players[0].stock["diamond"] == 1
