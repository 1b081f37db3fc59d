"""Issue 43's smaller findings at the table: the game's address, a refused form keeping what was typed with its
message beside its button, a level typed for a creature Herald knows, averages rounded on the battle screen."""

from __future__ import annotations

import re
from random import Random

import pytest
from bs4 import BeautifulSoup
from werkzeug.datastructures import MultiDict

from app.games.conjurers.engine import State
from app.games.conjurers.screens.table.read_forms import FormError, payload_of
from tests.helpers import csrf_token
from tests.web.conjurers.conjurers_battle_kit import create, to_resolution
from tests.web.conjurers.conjurers_formplay import page


@pytest.fixture
def client(client):
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    return client


def test_a_conjurers_game_answers_at_its_conjurers_address_too(client):
    gid = create(client)
    r = client.get(f"/conjurers/{gid}")
    assert r.status_code in (301, 302, 303, 308) and r.headers["Location"].endswith(f"/games/{gid}")
    assert client.get("/conjurers/no-such-game").status_code == 404


def test_the_wizard_sends_the_browser_to_the_game_s_address(client):
    form = BeautifulSoup(client.get("/conjurers/new").get_data(as_text=True), "html.parser").select_one("#wizard form")
    data = {"csrf_token": form.find("input", attrs={"name": "csrf_token"})["value"], "name": "Address", "pin": "2468",
            "start": "0", "seat0_player": "Ada", "seat0_assistant": "worker", "seat1_player": "Bo",
            "seat1_assistant": "merchant"}
    r = client.post("/conjurers/new", data=data, headers={"HX-Request": "true"})
    assert re.fullmatch(r"/games/[0-9a-f]+", r.headers.get("HX-Redirect", "")), (r.status_code, dict(r.headers))


def test_a_shop_cost_typo_keeps_the_form_and_says_so_beside_its_button(client):
    gid = create(client)
    g = to_resolution(client, gid, 1, "merchant", "blacksmith_1")
    state = g["state"]
    unknown = next(c for c in state["items"] if state["facts"][c]["cost"] is None)
    screen = page(client, f"/games/{gid}")
    form = screen.select_one("form.offer-buy")
    fields = {i["name"]: i.get("value", "") for i in form.select("input[type=hidden]")}
    r = client.post(form["action"], data=fields | {"card": unknown, f"cost.{unknown}": "3 wodo"},
                    headers={"HX-Request": "true"})
    assert r.status_code == 422
    after = BeautifulSoup(r.get_data(as_text=True), "html.parser").select_one("form.offer-buy")
    assert after.select_one(f"input[name='card'][value='{unknown}']").has_attr("checked")
    assert after.select_one(f"input[name='cost.{unknown}']")["value"] == "3 wodo"
    beside = after.select_one("#form-refusal")
    assert beside is not None and "wodo" in beside.get_text()


def test_a_level_typed_for_a_creature_herald_knows_is_refused_in_words(client):
    gid = create(client)
    g = to_resolution(client, gid, 0, "conjurer", "mount_olympus")
    offer = g["legal_actions"][0]
    assert offer["kind"] == "battleground"
    card = offer["choices"]["creature"][0]
    state = State.model_validate(g["state"])
    # The group typed this creature's level in an earlier fight: Herald knows it as level 3.
    state = state.model_copy(update={"facts": {**state.facts, card: state.facts[card].model_copy(update={"level": 3})}})
    form = MultiDict({"kind": "battleground", "seat": "0", "figure": "conjurer", "creature": card, "level": "2",
                      "outcome": "won"})
    with pytest.raises(FormError) as said:
        payload_of(form, state, Random(1))
    assert "level 3 creature" in str(said.value) and "you typed 2" in str(said.value)
    same = payload_of(MultiDict({**form, "level": "3"}), state, Random(1))  # the level it has: no harm
    assert same["creature"] == card and "level" not in same


def test_the_guild_house_chooses_no_hire_for_a_player_who_cannot_pay(client):
    """Issue 39: 'Hire a worker' was chosen for a player who could pay for none, then refused."""
    gid = create(client)
    g = to_resolution(client, gid, 0, "conjurer", "guild_house")
    assert g["legal_actions"][0]["kind"] == "hire"
    form = page(client, f"/games/{gid}").select_one("form.offer-hire")
    checked = form.select_one("input[name=assistant][checked]")
    assert checked is not None and checked["value"] == ""  # "Hire nobody"
    assert "short, so nobody can be hired now" in form.select_one("#hire-lacks").get_text()
    fields = {i["name"]: i.get("value", "") for i in form.select("input[type=hidden]")} | {"assistant": ""}
    assert client.post(form["action"], data=fields).status_code == 303  # tapping Done as shown is accepted


def test_fight_it_on_the_battle_screen_opens_the_battle_screen(client):
    gid = create(client)
    to_resolution(client, gid, 0, "conjurer", "mount_olympus")
    form = page(client, f"/games/{gid}").select_one("form.offer-battleground")
    fields = {i["name"]: i.get("value", "") for i in form.select("input[type=hidden]")}
    creature = form.select_one("input[name=creature]")["value"]
    data = fields | {"creature": creature, "level": "2", "outcome": "fight"}
    r = client.post(form["action"], data=data, headers={"HX-Request": "true"})
    assert r.headers.get("HX-Redirect") == f"/games/{gid}/conjurers/battle", (r.status_code, dict(r.headers))


def test_the_phone_says_whose_turn_it_is_and_what_is_happening(client):
    """Issue 43: the phone showed the player's own sheet but not what the table was doing."""
    from tests.helpers import link_path, seat_links

    gid = create(client)
    phone = page(client, link_path(seat_links(client, gid)[1]))
    assert phone.select_one("#now").get_text(strip=True) == "Ada places a figure."
    to_resolution(client, gid, 0, "conjurer", "guild_house")
    phone = page(client, link_path(seat_links(client, gid)[1]))
    assert phone.select_one("#now").get_text(strip=True) == "Ada's conjurer acts at the Guild house."
