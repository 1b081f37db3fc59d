"""The Potion of Healing's amount, which Herald does not know (the card data leaves it out: no rulebook line prints
it), is asked where it is needed: the refusal of "Use Potion of Healing" on the game screen holds a form for the
number printed on the card; typed, the same step goes through and the number is kept as the group's entry (never
asked again); a number that does not fit is said and changes nothing. The API's refusal names the value too."""

from __future__ import annotations

from bs4 import BeautifulSoup
from werkzeug.datastructures import MultiDict

from app.games.prophecy.screens.catalog import catalog_state
from tests.helpers import api_act, as_tablet, csrf_token
from tests.web.prophecy.scenes import cleo_and_ben, import_scene

HX = {"HX-Request": "true"}
POTION = "potion-of-healing"
FIELD = f"values.{POTION}.effects[0].amount"
WORDS = "Potion of Healing (effect 1: how much)"


def _use(client, log, gid: str, card: str = f"{POTION}#1") -> BeautifulSoup:
    seq, _ = log.load(gid)
    r = client.post(f"/games/{gid}/act", headers=HX, data={
        "seq": seq, "action_id": f"use-{card}-{seq}", "csrf_token": csrf_token(client), "kind": "use_before_battle",
        "seat": "0", "card": card, "shown_on": "play"})
    assert r.status_code == 200, r.status_code
    return BeautifulSoup(r.get_data(as_text=True), "html.parser")


def _send(client, form, amount: str) -> BeautifulSoup:
    data = [(i["name"], i.get("value", "")) for i in form.select("input[type=hidden]")] + [(FIELD, amount)]
    r = client.post(form["action"], headers=HX, data=MultiDict(data))
    assert r.status_code == 200, r.status_code
    return BeautifulSoup(r.get_data(as_text=True), "html.parser")


def _known(app):
    with app.app_context():
        return FIELD.split(".", 2)[2] not in catalog_state.effective().missing_fields(POTION)


def test_the_refusal_asks_the_potion_s_amount_and_the_use_goes_through(app, client, log):
    client = as_tablet(client, make_game=False)
    gid = import_scene(client, heroes=cleo_and_ben(wounds=4),
                       cards={f"{POTION}#1": "hero:0:items", f"{POTION}#2": "hero:0:items"})
    screen = _use(client, log, gid)
    refusal = screen.select_one("#refusal")
    assert WORDS in refusal.get_text()
    form = refusal.select_one("form.refusal-values")
    field = form.find("input", attrs={"name": FIELD})
    assert field is not None and field.find_parent("label").get_text(" ", strip=True).startswith(WORDS)
    assert {i["name"]: i["value"] for i in form.select("input[type=hidden]")}.items() >= {
        "kind": "use_before_battle", "seat": "0", "card": f"{POTION}#1", "shown_on": "play"}.items()
    assert not _known(app)
    after = _send(client, form, "3")
    assert after.select_one("#refusal") is None
    _, state = log.load(gid)
    assert state.hero(0).health == 5 and f"{POTION}#1" not in state.zone("hero:0:items")  # 2 + 3
    assert _known(app)  # kept for the group: the second potion is used without a question
    assert _use(client, log, gid, f"{POTION}#2").select_one("#refusal") is None
    assert log.load(gid)[1].hero(0).health == 6  # the excess is lost (000:L607-609)


def test_a_bad_amount_is_said_beside_the_form_and_changes_nothing(app, client, log):
    client = as_tablet(client, make_game=False)
    gid = import_scene(client, heroes=cleo_and_ben(wounds=4), cards={f"{POTION}#1": "hero:0:items"})
    form = _use(client, log, gid).select_one("#refusal form.refusal-values")
    seq, before = log.load(gid)
    for typed, said in (("lots", "must be a whole number"), ("25", "must be at most 20")):
        screen = _send(client, form, typed)
        refusal = screen.select_one("#refusal")
        assert refusal is not None and WORDS in refusal.get_text() and said in refusal.get_text(), refusal
        again = refusal.select_one("form.refusal-values")  # asked again, as it was typed
        assert again.find("input", attrs={"name": FIELD})["value"] == typed
        assert log.load(gid) == (seq, before) and not _known(app)
        form = again


def test_the_api_refusal_names_the_value_herald_lacks(client, log):
    gid = import_scene(client, cards={f"{POTION}#1": "hero:0:items"})
    seq, _ = log.load(gid)
    r = api_act(client, gid, seq, {"kind": "use_before_battle", "seat": 0, "card": f"{POTION}#1"})
    assert r.status_code == 422
    assert r.get_json()["missing"] == [{"card": POTION, "field": "effects[0].amount", "words": WORDS}]
    r = api_act(client, gid, seq, {"kind": "use_before_battle", "seat": 0, "card": f"{POTION}#1",
                                   "values": {POTION: {"effects[0].amount": 2}}})
    assert r.status_code == 200, r.get_json()
