"""Legends of Dragons on the game screen where the table draws (003:L285-287, issue 33): the form asks where each
card it turned up lay, by place in plain words, and which card it saw there; Herald's own identity of a face-down
card is never offered as the place. A name that cannot lie there is refused in words and changes nothing."""

from __future__ import annotations

import json
import random

import pytest

from app.games.prophecy.engine import apply, legal_actions, parse_action
from app.games.prophecy.engine.rules import zones as Z
from app.games.prophecy.engine.state import GameState
from app.games.prophecy.screens.catalog import catalog_state
from app.store import games as saved
from app.store.transfer import export_game, import_game
from tests.engine import playout as P
from tests.engine.realm import playout as RP
from tests.engine.realm.boards import TYPED
from tests.helpers import api_act, gm_headers, link_path, new_id, seat_links
from tests.web.display.kit import display_path
from tests.web.prophecy.realm.legends_scene import DOWN, legends_scene
from tests.web.prophecy.wholegame.formplay import Filled, Tablet, TabletError, offers_on, parse


def _scene(app):
    return legends_scene(app, "table")


def _legends(tablet, gid):
    tablet.page(f"/games/{gid}")
    page = parse(tablet.client.get(f"/games/{gid}").get_data(as_text=True))
    (offer,) = [o for o in offers_on(page, ".offer-list") if o.kind == "resolve_chance"]
    return offer


def _state(app, gid):
    return app.extensions["herald.log"].load(gid)[1]


def test_the_form_asks_the_places_in_words_and_the_cards_the_table_saw_003_L285(app):
    client, gid = _scene(app)
    tablet = Tablet(client, random.Random(1))
    offer = _legends(tablet, gid)
    first = offer.form.find(attrs={"role": "group", "aria-label": "Turned up first, on"})
    places = {i["value"]: i.find_next_sibling("span").get_text() for i in first.select("input[type=radio]")}
    assert places == {"realm:left:1:negative": "Left path, space 1 (negative card)",
                      "realm:middle:1:negative": "Middle path, space 1 (negative card)",
                      "realm:right:1:positive": "Right path, space 1 (positive card)",
                      "realm:right:2:negative": "Right path, space 2 (negative card)"}
    assert offer.form.find(attrs={"aria-label": "Turned up second, on"}) is not None
    text = offer.form.get_text(" ")
    assert "The card turned up first" in text and "The card turned up second" in text
    # The table saw Cursed Crossroads on the middle path, where Herald had put the Skeletal Dragon.
    tablet.submit(offer, Filled({"places.0": "realm:middle:1:negative", "cards.0": "cursed-crossroads#1",
                                 "places.1": "realm:right:1:positive", "cards.1": "boiling-pool#1"}))
    state = _state(app, gid)
    assert state.zone("realm:middle:1:negative") == ("cursed-crossroads#1",)
    assert "cursed-crossroads#1" not in state.hidden and "boiling-pool#1" not in state.hidden
    assert state.zone("realm:left:1:negative") == ("skeletal-dragon#1",) and "skeletal-dragon#1" in state.hidden
    assert state.flow.stage != "chance_resolve"


def test_a_card_that_cannot_lie_there_is_refused_in_words_and_changes_nothing_003_L285(app):
    client, gid = _scene(app)
    tablet = Tablet(client, random.Random(1))
    log = app.extensions["herald.log"]
    before = log.load(gid)
    offer = _legends(tablet, gid)
    with pytest.raises(TabletError) as refused:  # a positive card named where a negative one lay
        tablet.submit(offer, Filled({"places.0": "realm:middle:1:negative", "cards.0": "boiling-pool#1",
                                     "places.1": "realm:left:1:negative", "cards.1": "cursed-crossroads#1"}))
    assert "Boiling Pool cannot be lying there: it is not a face-down Dragon card of the same kind" in str(refused.value)
    assert log.load(gid) == before


def _api_offer(client, gid: str) -> dict:
    """The Legends card's offer in the game master's API answer (exactly one)."""
    (offer,) = [o for o in client.get(f"/api/v1/games/{gid}", headers=gm_headers(gid)).get_json()["legal_actions"]
                if o["kind"] == "resolve_chance"]
    return offer


def test_the_api_offers_the_places_and_refuses_one_the_rule_does_not_reach_003_L285(app):
    client, gid = _scene(app)
    log = app.extensions["herald.log"]
    seq, state = log.load(gid)
    offer = _api_offer(client, gid)
    assert "places" in offer["needs"] and sorted(offer["choices"]["places"]) == sorted(DOWN)
    assert not set(offer["choices"]["places"]) & state.hidden
    beyond = {"kind": "resolve_chance", "seat": 0, "places": ["realm:right:2:negative", "realm:right:3:positive"],
              "cards": ["fire-geysers#1", "boiling-pool#1"]}
    r = api_act(client, gid, seq, beyond)
    assert r.status_code == 422 and "Nothing lies face down on space 3 of the Dragon Realm's right path" in \
        r.get_json()["detail"], r.get_json()
    assert log.load(gid) == (seq, state)


# Where Herald deals (003:L285-287): the player chooses each card by where it lies, not knowing what it is; Herald
# turns up its own card there. No face-down card is named on the tablet, in the API's offer or on a phone before.
# Beyond the right path's first negative card, a positive one the second reveal may reach once that one is turned.
HERALD_DOWN = {**DOWN, "realm:right:3:positive": "pool-of-secret-wishes#1"}
NAMES = ("Cursed Crossroads", "Skeletal Dragon", "Boiling Pool", "Fire Geysers", "Pool of Secret Wishes")


def _herald_scene(app):
    return legends_scene(app, "herald", HERALD_DOWN)


def _no_face_down_name(text: str) -> None:
    shown = [n for n in (*NAMES, *HERALD_DOWN.values()) if n in text]
    assert not shown, shown


def test_where_herald_deals_the_form_asks_only_where_each_card_lies_and_herald_turns_it_up_003_L285(app):
    client, gid = _herald_scene(app)
    tablet = Tablet(client, random.Random(1))
    _no_face_down_name(client.get(f"/games/{gid}").get_data(as_text=True))
    offer = _legends(tablet, gid)
    first = offer.form.find(attrs={"role": "group", "aria-label": "Reveal first the card on"})
    places = {i["value"]: i.find_next_sibling("span").get_text() for i in first.select("input[type=radio]")}
    assert places == {"realm:left:1:negative": "Left path, space 1 (negative card)",
                      "realm:middle:1:negative": "Middle path, space 1 (negative card)",
                      "realm:right:1:positive": "Right path, space 1 (positive card)",
                      "realm:right:2:negative": "Right path, space 2 (negative card)",
                      "realm:right:3:positive": "Right path, space 3 (positive card)"}
    assert offer.form.find(attrs={"aria-label": "Reveal second the card on"}) is not None
    assert "The cards to reveal, by where they lie" in offer.form.get_text(" ")
    assert not offer.form.select('[name^="cards"]')  # no card to choose: Herald holds them
    # The second reveal follows the first along the right path (003:L287).
    tablet.submit(offer, Filled({"places.0": "realm:right:2:negative", "places.1": "realm:right:3:positive"}))
    state = _state(app, gid)
    assert "fire-geysers#1" not in state.hidden and "pool-of-secret-wishes#1" not in state.hidden
    assert {"cursed-crossroads#1", "skeletal-dragon#1", "boiling-pool#1"} <= state.hidden
    assert state.flow.stage != "chance_resolve"
    page = client.get(f"/games/{gid}").get_data(as_text=True)
    assert "Fire Geysers" in page and "Cursed Crossroads" not in page


def test_where_herald_deals_one_place_twice_is_refused_in_words_and_changes_nothing_003_L285(app):
    client, gid = _herald_scene(app)
    tablet = Tablet(client, random.Random(1))
    log = app.extensions["herald.log"]
    before = log.load(gid)
    offer = _legends(tablet, gid)
    with pytest.raises(TabletError) as refused:
        tablet.submit(offer, Filled({"places.0": "realm:left:1:negative", "places.1": "realm:left:1:negative"}))
    assert "Each place is revealed once: choose two different places" in str(refused.value)
    _no_face_down_name(str(refused.value))
    assert log.load(gid) == before


def test_where_herald_deals_the_api_and_the_phones_name_no_face_down_card_and_refuse_a_place_out_of_reach_003_L285(app):
    client, gid = _herald_scene(app)
    log = app.extensions["herald.log"]
    seq, state = log.load(gid)
    offer = _api_offer(client, gid)
    assert offer["needs"] == ["places"] and sorted(offer["choices"]["places"]) == sorted(HERALD_DOWN)
    _no_face_down_name(json.dumps(offer))
    for url in seat_links(client, gid):
        phone = app.test_client()
        _no_face_down_name(phone.get(link_path(url)).get_data(as_text=True))
        _no_face_down_name(phone.get(f"/api/v1/player/{link_path(url).removeprefix('/p/')}").get_data(as_text=True))
    table = app.test_client()  # the table's shared display
    shown = table.get(display_path(client, gid))
    assert shown.status_code == 200 and "with-realm" in shown.get_data(as_text=True)  # the Realm drawn, face down
    _no_face_down_name(shown.get_data(as_text=True))
    empty = {"kind": "resolve_chance", "seat": 0, "places": ["realm:right:4:negative", "realm:right:2:negative"]}
    r = api_act(client, gid, seq, empty)
    assert r.status_code == 422 and "Nothing lies face down on space 4 of the Dragon Realm's right path" in \
        r.get_json()["detail"], r.get_json()
    ahead = {"kind": "resolve_chance", "seat": 0, "places": ["realm:right:3:positive", "realm:right:2:negative"]}
    r = api_act(client, gid, seq, ahead)  # beyond the right path's face-down negative until that one is turned
    assert r.status_code == 422 and "The card on space 3 of the Dragon Realm's right path (positive card) cannot be revealed now" in \
        r.get_json()["detail"], r.get_json()
    _no_face_down_name(r.get_json()["detail"])
    assert log.load(gid) == (seq, state)


def test_a_herald_deals_game_stored_with_legends_cards_named_still_imports_to_the_same_game_003_L285(app):
    """A Herald-deals game recorded before the places were asked holds a Legends of Dragons step naming the cards
    (`cards`, no `places`); its file still imports (every step decided again to the recorded events) into the same
    game, the two cards face up."""
    log = app.extensions["herald.log"]
    with app.app_context():
        catalog_state.record({"realm": TYPED}, origin="table")
    rng = random.Random(3)
    create = RP.create(3, 3, "standard", (), rng)
    create["options"]["deck_mode"] = "herald"
    state, _ = apply(GameState(), parse_action(create), RP.CTX)
    played = []
    while state.flow.stage != "chance":
        act, state, _ = P.first_accepted(state, legal_actions(state, RP.CTX), RP.CTX, RP._fill, rng)
        played.append(act)
    legends = next(c for c in state.zone(Z.deck("chance")) if c.startswith("legends-of-dragons"))
    played.append({"kind": "draw_chance", "seat": state.flow.active, "card": legends})
    state = apply(state, parse_action(played[-1]), RP.CTX)[0]
    first = RP.revealable(RP.board(), state.zones, state.hidden)[0]
    cards = [first, RP.revealable(RP.board(), state.zones, state.hidden - {first})[0]]
    offer = next(o for o in legal_actions(state, RP.CTX) if o.kind == "resolve_chance")
    played.append({"kind": "resolve_chance", "seat": state.flow.active, "cards": cards,  # the older shape
                   **({"slayer": "dragonslaying#1"} if "slayer" in offer.needs else {})})  # a Fortress card
    with app.app_context():
        gid, _ = saved.create_game(log, name="Older Legends", act=parse_action(create))
        for seq, act in enumerate(played, start=1):
            log.append(gid, parse_action(act), expected_seq=seq, action_id=new_id())
        recorded = log.load(gid)
        assert not set(cards) & recorded[1].hidden
        again = import_game(log, json.dumps(export_game(log, gid)))
        assert log.load(again) == recorded
