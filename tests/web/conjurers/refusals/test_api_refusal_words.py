"""A Conjurers refusal on the JSON API says its cards as the game screen says them (the card's printed name, else
where the table finds it), never by Herald's id ('level1-04', 'creature-greek-2'); the rule it cites stays as the
engine gives it, and nothing changes."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.conjurers.catalog import load_catalog
from app.games.conjurers.engine import rulebook
from tests.helpers import api_act, gm_headers
from tests.web.conjurers.conjurers_battle_kit import (
    PRINTED,
    battle_offers,
    game,
    open_battleground,
    to_resolution,
)
from tests.web.conjurers.kit import LEVEL1, create_game, start_action
from tests.web.shared.plainwords import leaks


def _refused(client, game_id: str, action: dict) -> dict:
    """The API's answer to an action it must refuse, checked to have changed nothing."""
    before = game(client, game_id)
    r = api_act(client, game_id, before["seq"], action)
    assert r.status_code == 422, r.get_json()
    assert game(client, game_id) == before
    return r.get_json()


def test_a_card_the_battle_lacks_is_named_where_the_table_finds_it(client):
    """A Norse creature still in its pile, typed for Ada's battle on Mount Olympus: named as the game screen names
    it."""
    game_id, _ = open_battleground(client)
    body = _refused(client, game_id, {"kind": "battle", "seat": 1, "move": {"kind": "summon", "card": "minion",
                                                                             "slot": 0},
                                      "values": {"creature-norse-1": PRINTED}})
    assert body["message"] == ("The Norse pile's first creature, in the order laid out does not take part in this "
                               "battle"), body
    assert body["detail"] == body["message"] and body["field"] == "values.creature-norse-1"


def test_a_card_named_by_the_group_is_refused_by_its_printed_name(client):
    """Naming a card again with the name it has, or a card the game lacks: the card said by its printed name, or by
    the place in the box its id stands for."""
    game_id, seq = open_battleground(client)
    assert api_act(client, game_id, seq, {"kind": "name_card", "card": LEVEL1[0], "name": "Cave troll"}).status_code == 200
    body = _refused(client, game_id, {"kind": "name_card", "card": LEVEL1[0], "name": "Cave troll"})
    assert body["message"] == "Cave troll is already named Cave troll", body
    body = _refused(client, game_id, {"kind": "name_card", "card": "creature-greek-99", "name": "Hydra"})
    assert body["message"].startswith("There is no card the Greek pile's 99th creature"), body
    assert not leaks(body["message"]), leaks(body["message"])


def test_a_sacrifice_of_a_creature_another_player_holds_names_it_and_keeps_its_rule(client):
    """001:L409: only a player's own creatures are sacrificed; the creature is said as Bo's, by its place."""
    game_id = _at_the_pit(client)
    body = _refused(client, game_id, {"kind": "sacrifice", "seat": 0, "figure": "recruiter",
                                      "offerings": [{"card": LEVEL1[4], "payout": "food"}]})
    assert body["message"] == "Bo's second level 1 creature, in the order laid out is not in Ada's army.", body
    assert body["error"] == "illegal_action" and body["rule"] == rulebook.PIT_NOT_OWNED.as_dict()


def test_a_creature_outside_the_battleground_s_pile_is_named_with_the_pile_in_words(client):
    """001:L359 (a battleground's creature comes from its pile): a Norse creature fought for on Mount Olympus; both in words."""
    game_id = create_game(client, ("Ada", "Bo"), setup={**_two(), "start": 0})
    g = to_resolution(client, game_id, 0, "conjurer", "mount_olympus")
    body = _refused(client, game_id, {"kind": "battleground", "seat": 0, "figure": "conjurer",
                                      "creature": "creature-norse-1", "level": 2, "won": True})
    assert body["message"] == "The Norse pile's first creature, in the order laid out is not in the Greek pile.", body
    assert body["rule"] == rulebook.BATTLEGROUND_PILE.as_dict() and g["seq"] == game(client, game_id)["seq"]


def _two() -> dict:
    return start_action(("Ada", "Bo")) | {"locked": ["japanese", "egyptian"]}


def _at_the_pit(client) -> str:
    """A two-player game whose first step to resolve is Ada's recruiter at the sacrificial pit."""
    game_id = create_game(client, ("Ada", "Bo"), setup=_two() | {"first_assistants": ["recruiter", "merchant"]})
    to_resolution(client, game_id, 0, "recruiter", "pit_1")
    return game_id


CARDS = [c.id for c in load_catalog().cards] + ["creature-greek-99", "artifact-norse-9", "item-99", "level1-99"]
_card = st.sampled_from(CARDS)
_seat = st.integers(0, 3)
_ACTIONS = st.one_of(
    st.builds(lambda c, n: {"kind": "name_card", "card": c, "name": n}, _card, st.sampled_from(["Hydra", "Cave troll"])),
    st.builds(lambda s, k, c, v: {"kind": "battle", "seat": s, "move": {"kind": k, "card": c, "slot": 0},
                                  "values": {v: PRINTED}},
              _seat, st.sampled_from(["summon", "attack", "devour", "break_free", "bind"]), _card, _card),
    st.builds(lambda s, c: {"kind": "battleground", "seat": s, "figure": "conjurer", "creature": c, "level": 2,
                            "won": True}, _seat, _card),
    st.builds(lambda s, c, p: {"kind": "sacrifice", "seat": s, "figure": "recruiter",
                               "offerings": [{"card": c, "payout": p}]},
              _seat, _card, st.sampled_from(["wood_stone", "iron_bronze", "diamond_sapphire", "food"])),
    st.builds(lambda s, f, c: {"kind": "buy", "seat": s, "figure": f, "purchases": [{"card": c}]},
              _seat, st.sampled_from(["conjurer", "worker", "merchant", "warrior", "recruiter"]), _card),
    st.builds(lambda s, c: {"kind": "tournament_prize", "seat": s, "creature": c, "level": 2}, _seat, _card),
    st.builds(lambda c, to: {"kind": "correct", "what": "move_card", "card": c, "to": to, "reason": "misplaced"},
              _card, st.sampled_from(["army:0", "army:1", "army:9", "army:x", "items:0", "artifacts:1", "pile:greek",
                                      "pile:elves", "level1_box", "blacksmith", "artificer", "out", "nowhere_land"])),
    st.builds(lambda s, a: {"kind": "battleground", "seat": s, "figure": "conjurer", "creature": "creature-greek-1",
                            "level": 2, "drawn": a}, _seat, st.lists(_card, max_size=4, unique=True)),
    st.builds(lambda s, a, b, c: {"kind": "duel", "seat": s, "drawn": a, "set_aside": c, "defender_drawn": b},
              _seat, st.lists(_card, max_size=3, unique=True), st.lists(_card, max_size=3, unique=True),
              st.none() | _card),
    st.builds(lambda s, f, sp: {"kind": "place", "seat": s, "figure": f, "space": sp}, _seat,
              st.sampled_from(["conjurer", "worker", "recruiter"]),
              st.sampled_from(["stone_mine", "pit_2", "house_1", "valhalla", "thieves_guild", "nowhere_land"])),
)


def test_no_refusal_on_the_api_names_a_card_by_its_id(client):
    """Over many actions naming cards (the catalog's and made-up ones), in a battle and at a pit's resolution: every
    refusal passes the plain-words check, which knows Conjurers' card ids, and changes nothing."""
    in_battle, _ = open_battleground(client)
    at_pit = _at_the_pit(client)
    placing = create_game(client, ("Ada", "Bo"), setup=_two())
    said: list[str] = []

    @settings(max_examples=150, deadline=None, database=None)
    @given(at=st.sampled_from([in_battle, at_pit, placing]), action=_ACTIONS)
    def check(at, action):
        before = game(client, at)
        r = api_act(client, at, before["seq"], action)
        if r.status_code == 200:
            return  # a name typed, a move allowed: the game moves on and is read afresh
        body = r.get_json()
        assert r.status_code == 422 and body["detail"] == body["message"], body
        assert not leaks(body["message"]), (action, leaks(body["message"]))
        assert game(client, at) == before
        said.append(body["message"])

    check()
    assert len(said) >= 30, said


def test_a_catalog_value_refused_on_the_api_says_the_card_and_field_as_its_page_does(client):
    game_id = create_game(client)  # a game master's device may write the group's entries
    r = client.post("/api/v1/conjurers/catalog/cards/creature-greek-2/values", json={"values": {"wings": 2}},
                    headers=gm_headers(game_id))
    assert r.status_code == 422, r.get_json()
    assert r.get_json()["message"] == "Greek creature 2, wings: there is no such value. Nothing was changed."
    assert r.get_json()["card"] == "creature-greek-2" and r.get_json()["field"] == "wings"


def test_a_figure_with_nothing_to_resolve_is_said_by_its_player_and_a_missing_seat_counted_from_one(client):
    """Seats were said by Herald's index from 0 ('seat 1's worker' for Bo); a player by name, a seat from 1."""
    game_id = _at_the_pit(client)
    body = _refused(client, game_id, {"kind": "sacrifice", "seat": 1, "figure": "merchant", "offerings": []})
    assert body["message"] == "Bo's merchant has no action waiting", body
    body = _refused(client, game_id, {"kind": "sacrifice", "seat": 2, "figure": "recruiter", "offerings": []})
    assert body["message"] == "There is no seat 3 in this game" and body["field"] == "seat", body
    fresh = create_game(client, ("Ada", "Bo"), setup=_two())
    body = _refused(client, fresh, {"kind": "place", "seat": 2, "figure": "conjurer", "space": "stone_mine"})
    assert body["message"] == "There is no seat 3 in this game" and body["field"] == "seat", body


def test_dice_asked_for_or_not_needed_are_said_by_the_roll_in_words(client):
    """A battle turn's dice are keyed by roll labels ('hit:attacker:level1-01'); a refusal about them says the roll
    in words (whose, which side) and keeps the label in `field` for the client."""
    game_id, seq = open_battleground(client)
    minion = {"kind": "summon", "card": "minion", "slot": 0}  # the minion side starts (001:L500)
    assert api_act(client, game_id, seq, {"kind": "battle", "seat": 1, "move": minion}).status_code == 200
    move = next(o for o in battle_offers(client, game_id) if o["params"]["move"]["slot"] == 0)["params"]["move"]
    turn = {"kind": "battle", "seat": 0, "move": move, "values": {move["card"]: PRINTED}}
    body = _refused(client, game_id, turn)
    said = re.fullmatch(r"Enter the (\d) dice rolled for the hit of the minion \(the defending side\)", body["message"])
    assert said and body["field"] == "dice.hit:defender:minion", body
    minion_dice = {"hit:defender:minion": [1] * int(said[1])}
    body = _refused(client, game_id, turn | {"dice": minion_dice})
    assert body["field"] == f"dice.hit:attacker:{move['card']}", body
    assert body["message"].startswith("Enter the 2 dice rolled for the hit of Ada's "), body
    assert body["message"].endswith(" (the attacking side)") and not leaks(body["message"]), body
    extra = minion_dice | {f"hit:attacker:{move['card']}": [1, 1], "devour:defender:minion": [1]}
    body = _refused(client, game_id, turn | {"dice": extra})
    assert body["message"] == "No roll is needed for the minion devouring (the defending side)", body
    played = minion_dice | {f"hit:attacker:{move['card']}": [1, 1]}
    assert api_act(client, game_id, game(client, game_id)["seq"], turn | {"dice": played}).status_code == 200
    body = _refused(client, game_id, turn | {"values": {move["card"]: PRINTED | {"hp": 7}}})
    assert re.fullmatch(r"The numbers of Ada's \w+ level 1 creature, in the order laid out are already typed",
                        body["message"]), body


def test_the_battle_preview_refuses_in_the_same_words(client):
    """The preview endpoint's refusals (a creature or item the battle lacks, a move not allowed now) go through the
    same words: no quoted id, no move kind with an underscore."""
    game_id, seq = open_battleground(client)
    preview = f"/api/v1/games/{game_id}/conjurers/battle-preview"
    said = {}
    for name, body in (("card", {"move": {"kind": "summon", "card": "creature-greek-99", "slot": 0}}),
                       ("item", {"gear": {"item-99": {"abilities": {"bind": 0}}}}),
                       ("move", {"move": {"kind": "break_free", "card": "minion"}})):
        r = client.post(preview, json=body, headers=gm_headers(game_id))
        assert r.status_code == 422, r.get_json()
        said[name] = r.get_json()["message"]
    assert said["card"] == "There is no creature the Greek pile's 99th creature, in the order laid out in this battle"
    assert said["item"] == "There is no item the blacksmith's 99th item, in the order laid out in this battle"
    assert said["move"] == "Break free is not a legal battle move now"
    assert game(client, game_id)["seq"] == seq


def test_a_correction_of_amounts_without_a_player_asks_for_one(client):
    """A correction of amounts sent without a seat said 'no seat None'; one for a seat the game lacks counts from 1."""
    game_id = create_game(client, ("Ada", "Bo"), setup=_two())
    amounts = {"kind": "correct", "what": "amounts", "stock": {"wood": 1}, "reason": "miscounted"}
    body = _refused(client, game_id, amounts)
    assert body["message"] == "Name the player whose amounts change" and body["field"] == "seat", body
    body = _refused(client, game_id, amounts | {"seat": 2})
    assert body["message"] == "There is no seat 3 in this game" and body["field"] == "seat", body


def test_a_card_moved_where_it_cannot_go_is_told_where_it_may(client):
    """A correction moving a card to a place it cannot lie, or to no place at all ('army:9', a typo), is refused
    with the places a card of its kind may go, in words (it named the typo as it was, or failed on a seat the game
    lacks)."""
    game_id = create_game(client, ("Ada", "Bo"), setup=_two())
    places = ("Ada's army, Bo's army, the Biblical creature pile, the Greek creature pile, the Norse creature pile, "
              "the box of level 1 creatures, the cards out of the game")  # Japanese and Egyptian locked
    for to in ("army:9", "nowhere_land", "items:0"):
        body = _refused(client, game_id, {"kind": "correct", "what": "move_card", "card": LEVEL1[0], "to": to,
                                          "reason": "misplaced"})
        assert body["message"] == f"A creature cannot go there; it goes to {places}.", body


def test_a_figure_placed_on_a_space_the_board_lacks_is_refused_without_herald_s_name_for_it(client):
    """'No action space 'nowhere_land'' echoed the id sent: the board has no such space, in words."""
    game_id = create_game(client, ("Ada", "Bo"), setup=_two())  # Bo places first
    body = _refused(client, game_id, {"kind": "place", "seat": 1, "figure": "conjurer", "space": "nowhere_land"})
    assert body["message"] == "There is no such action space on the board" and body["field"] == "space", body



def test_a_numeral_for_no_board_space_or_out_of_range_is_refused_in_words(client):
    """Research Q-38 (numerals the rulebook does not print are typed at setup): a numeral for a space the board
    lacks, or one that is not I, II or III, was refused quoting Herald's ids ("numeral 7 for 'blacksmith_1'")."""
    said = {}
    for numerals in ({"nowhere_land": 2}, {"blacksmith_1": 7}):
        r = client.post("/api/v1/games", json={"name": "Numerals", "pin": "1234",
                                               "setup": _two() | {"numerals": numerals}})
        assert r.status_code == 422 and r.get_json()["field"] == "numerals", r.get_json()
        said[next(iter(numerals))] = r.get_json()["message"]
    assert said == {"nowhere_land": "a numeral is typed for a space of the board, and there is no such space",
                    "blacksmith_1": "Blacksmith takes the numeral I, II or III"}, said
