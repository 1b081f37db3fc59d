"""The treasure of a high-roll Creature (the Golem Guardian) whose roll Herald does not know: the treasure form asks
for that one number from the card, keeps it for the group unless "only this time", and a refusal says it plainly."""

from __future__ import annotations

import re

import pytest
from bs4 import BeautifulSoup

from app.games.prophecy.screens.catalog import catalog_state
from tests.web.prophecy.battle.kit import (
    RARE,
    WORDS,
    api_state,
    golem_beaten,
    post_battle,
)

FIELD = "value:golem-guardian:reward[0].amount"


@pytest.fixture
def client(client):
    from tests.helpers import as_tablet
    return as_tablet(client, make_game=False)


def _kept_roll(client):
    """The group's roll for the Golem Guardian's treasure (None: still unknown)."""
    with client.application.app_context():
        return catalog_state.effective().card("golem-guardian").reward[0].amount


def _form(page: str) -> str:
    return re.search(r'data-kind="battle_reward".*?</form>', page, re.S).group(0)


def test_the_treasure_form_asks_only_for_the_roll_the_card_prints(client):
    gid, page = golem_beaten(client)
    form = _form(page)
    assert re.findall(r'name="asked\[\]" value="([^"]+)"', form) == ["golem-guardian.reward[0].amount"]
    assert f'name="{FIELD}"' in form and f"Golem Guardian: {WORDS}" in form
    assert len(re.findall(r'name="value:', form)) == 1 and 'name="one_off"' in form
    # The table types the card's 5 and rolls a 5 itself: the Rare Item named comes with it; the 5 is kept.
    post_battle(client, gid, {"kind": "battle_reward", "seat": "0", "asked[]": "golem-guardian.reward[0].amount",
                        FIELD: "5", "faces.0": "5", "cards.0": "great-sword#1"})
    state = api_state(client, gid)["state"]
    assert state["battle"] is None and "great-sword#1" in state["zones"]["hero:0:items"]
    assert _kept_roll(client) == 5


def test_herald_rolls_the_die_with_the_typed_roll_and_only_this_time_keeps_nothing(client):
    gid, _ = golem_beaten(client)
    post_battle(client, gid, {"kind": "battle_reward", "seat": "0", "asked[]": "golem-guardian.reward[0].amount",
                        FIELD: "7", "by_herald": "true", "one_off": "1"})  # 7: no die reaches it, no Rare Item
    state = api_state(client, gid)["state"]
    assert state["battle"] is None and not set(RARE) & set(state["zones"].get("hero:0:items", []))
    assert _kept_roll(client) is None


@pytest.mark.parametrize("fields", [
    {"by_herald": "true", "pool[]": ["great-sword#1"]},  # the value left out (an older form, the API's shape)
    {"asked[]": "golem-guardian.reward[0].amount", FIELD: "", "by_herald": "true"},  # left empty
])
def test_without_the_roll_the_refusal_says_what_to_type_in_plain_words(client, fields):
    gid, _ = golem_beaten(client)
    seq = api_state(client, gid)["seq"]
    page = post_battle(client, gid, {"kind": "battle_reward", "seat": "0", "faces.0": "4", **fields}).get_data(as_text=True)
    shown = BeautifulSoup(page, "html.parser")
    said = next(el for el in (shown.find(id="refusal"), shown.find(id="form-error")) if el is not None).get_text(" ")
    assert "treasure die" in said and "Rare Item" in said
    assert not re.search(r"reward\[|\.amount|golem-guardian|battle's values", said)
    assert api_state(client, gid)["seq"] == seq and api_state(client, gid)["state"]["battle"]["step"] == "reward"
