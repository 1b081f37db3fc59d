"""One answer to a write that was not applied, shared by the game screen and the battle screen."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, ValidationError

from app.games.prophecy.engine import parse_action, rulebook
from app.games.prophecy.engine.errors import InvalidInput
from app.games.prophecy.screens.play.refusals import REFUSED, STALE, refused
from app.store import StaleWrite, UnknownGame


def _shown(exc):
    return refused(exc, lambda **shown: shown)


def test_each_refusal_is_shown_with_what_stopped_it():
    assert _shown(StaleWrite(3, 4)) == {"notice": STALE}
    rule = _shown(rulebook.refuse(rulebook.SEATS, "Six is too many."))["error"]
    assert rule["message"] == "Six is too many." and rule["rule"]["ref"] == "000:L17"
    assert _shown(InvalidInput("Name the card.", "card")) == {"error": {"message": "Name the card."}}
    assert _shown(ValueError("Choose the guild first.")) == {"error": {"message": "Choose the guild first."}}


def test_a_malformed_action_names_its_field():
    with pytest.raises(ValidationError) as info:
        parse_action({"kind": "end_turn", "seat": "nine"})
    assert "seat" in _shown(info.value)["error"]["message"]


def test_every_kind_of_refusal_is_caught_and_no_other():
    class Shape(BaseModel):
        n: int

    for exc in (StaleWrite(1, 2), UnknownGame("g"), InvalidInput("x"), rulebook.refuse(rulebook.SEATS)):
        assert isinstance(exc, REFUSED)
    with pytest.raises(ValidationError) as info:
        Shape(n="x")
    assert isinstance(info.value, REFUSED) and not isinstance(KeyError("k"), REFUSED)


def test_no_such_game_is_the_not_found_page(app):
    with app.test_request_context("/games/nope/act", method="POST"):
        response = refused(UnknownGame("nope"), lambda **shown: pytest.fail("the screen is not drawn"))
        assert response.status_code == 404
