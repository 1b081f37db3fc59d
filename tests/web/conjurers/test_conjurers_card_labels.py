"""Issue 38: a card the group has not named is shown by a label the table can map to a physical card (whose card,
which one in the order laid out or revealed), never by its place in Herald's box ("Level 1 creature 9"), on the
tablet's game screen, the battle screen and the phones."""

from __future__ import annotations

import re

from tests.helpers import link_path, seat_links
from tests.web.conjurers.conjurers_battle_kit import open_battleground
from tests.web.shared.plainwords import visible_text

# The old stand-ins: a deck or a mythology's creatures followed by Herald's number for the card.
STAND_IN = re.compile(r"\b(?:Level 1 creature|(?:Egyptian|Greek|Japanese|Norse|Biblical) (?:creature|artifact)"
                      r"|Item) \d+\b")


def _pages(client, game_id):
    pages = {"table": client.get(f"/games/{game_id}").get_data(as_text=True),
             "battle": client.get(f"/games/{game_id}/conjurers/battle").get_data(as_text=True),
             "log": client.get(f"/games/{game_id}/log").get_data(as_text=True)}
    for n, url in enumerate(seat_links(client, game_id)):
        pages[f"phone {n}"] = client.get(link_path(url)).get_data(as_text=True)
    return {k: visible_text(v) for k, v in pages.items()}


def test_no_page_shows_a_card_by_its_place_in_herald_s_box(client):
    game_id, _ = open_battleground(client)
    pages = _pages(client, game_id)
    for where, text in pages.items():
        assert not STAND_IN.search(text), (where, STAND_IN.findall(text)[:5])
    # The labels say whose card it is and which one, in an order the table can follow.
    assert "Ada's first level 1 creature" in pages["phone 0"]
    assert "Bo's third level 1 creature" in pages["phone 1"]
    assert re.search(r"the (?:Greek|Norse|Biblical) pile's \w+ creature", pages["battle"])


def test_the_log_page_says_an_unnamed_card_as_the_table_finds_it(client):
    game_id, _ = open_battleground(client)
    card = client.get(f"/api/v1/games/{game_id}").get_json()["state"]["players"][1]["army"][2]["card"]
    app = client.application
    with app.test_request_context(f"/games/{game_id}/log"):
        app.preprocess_request()
        line = app.extensions["conjurers.line_words"](f"{card} attacks.")
    assert line == "Bo's third level 1 creature, in the order laid out attacks.", line


def _summon_everything(client, game_id):
    """Every side summons what it can, first moves offered, until the summons are over: cards named in the log."""
    from tests.helpers import api_act
    from tests.web.conjurers.conjurers_battle_kit import PRINTED, battle_offers, game

    for _ in range(6):
        moves = [o for o in battle_offers(client, game_id) if o["params"]["move"].get("kind") == "summon"]
        if not moves:
            break
        g = game(client, game_id)
        card = moves[0]["params"]["move"]["card"]
        typed = {} if card == "minion" else {"values": {card: PRINTED}}
        r = api_act(client, game_id, g["seq"], {"kind": "battle", **moves[0]["params"], **typed, "by_herald": True})
        assert r.status_code == 200, r.get_json()


def test_the_step_list_and_the_json_log_say_an_unnamed_card_as_the_screens_do(client):
    """Issue 38: steps.csv and the JSON log use the screens' words for a card nobody named (whose, which one in
    order), not its place in Herald's box ('Level 1 creature 9')."""
    game_id, _ = open_battleground(client)
    _summon_everything(client, game_id)
    steps = client.get(f"/games/{game_id}/print/steps.csv").get_data(as_text=True)
    logged = " ".join(" ".join(e["text"]) for e in client.get(f"/api/v1/games/{game_id}/log").get_json())
    assert "is summoned into slot" in steps and "is summoned into slot" in logged, steps[-600:]
    for where, text in (("steps.csv", steps), ("JSON log", logged)):
        assert not STAND_IN.search(text), (where, STAND_IN.findall(text)[:5])
        assert re.search(r"Ada's \w+ level 1 creature, in the order laid out", text), (where, text[-600:])
