"""The Conjurers battle screen at /games/<id>/conjurers/battle: slots as cards, the legal moves as buttons with
the odds of each fight (equal to the engine's), numbers typed once, dice entered 0/1/2 or rolled by Herald,
the result, the secret hand hidden until summoned (001:L492, L500-512, L538-544)."""

from __future__ import annotations

import re
from pathlib import Path

from bs4 import BeautifulSoup

from app.games.conjurers.engine.battle.profile import Printed
from app.games.conjurers.engine.battle.turns import Move
from app.games.conjurers.engine.battling import battle_preview
from tests.helpers import csrf_token
from tests.web.conjurers.conjurers_battle_kit import game, open_battleground
from tests.web.shared.plainwords import leaks, raw_refs, visible_text

IDS = re.compile(r"\b(?:creature-[a-z]+-\d+|level1-\d+|item-\d+)\b")
TEMPLATES = Path(__file__).resolve().parents[3] / "templates" / "conjurers" / "battle"


def _url(game_id):
    return f"/games/{game_id}/conjurers/battle"


def _soup(r):
    return BeautifulSoup(r.get_data(as_text=True), "html.parser")


def _pick(client, game_id, button_text, group=None, **fields):
    """Tap a move's button (found by its words, within a group's heading if given): the move's panel."""
    soup = _soup(client.get(_url(game_id)))
    for g in soup.select(".cb-group"):
        if group and group not in g.h3.get_text():
            continue
        for form in g.select("form.cb-choice"):
            if form.button.get_text(strip=True) == button_text:
                data = {i["name"]: i["value"] for i in form.select("input[type=hidden]")}
                return client.post(_url(game_id), data=data | fields), data
    raise AssertionError(f"no button {button_text!r} in {group!r}")


def _record(client, game_id, data, **fields):
    base = {k: v for k, v in data.items() if k != "preview"}
    return client.post(_url(game_id), data=base | {"csrf_token": csrf_token(client)} | fields)


def _minion_summoned(client):
    game_id, seq = open_battleground(client)
    r, data = _pick(client, game_id, "Slot 1", group="Summon the minion")
    assert r.status_code == 200 and "No fight starts" in visible_text(r.get_data(as_text=True))
    r = _record(client, game_id, data)
    assert r.status_code == 303, visible_text(r.get_data(as_text=True))[:400]
    return game_id


NUMBERS = {"v.hp": "6", "v.bd": "2", "v.element": ""}


def test_the_screen_shows_slots_hands_and_moves_in_plain_words(client):
    game_id, _ = open_battleground(client)
    r = client.get(_url(game_id))
    assert r.status_code == 200
    text = visible_text(r.get_data(as_text=True))
    assert "3 creatures in hand, secret until summoned" in text  # Ada's draw stays hidden on the tablet
    assert "In hand: the Greek pile's first creature, in the order laid out, the minion" in text  # the guardians are public
    assert not IDS.search(text) and not leaks(text), (IDS.findall(text), leaks(text))
    # each convention's lines one tap away, as a rule link (issue 39), not inline
    assert "Herald's conventions for battles" in text and "rulebook 001:L538, 001:L567, 001:L593" in text


def test_a_summon_s_odds_equal_the_engine_s_and_dice_entered_are_recorded(client, log):
    game_id = _minion_summoned(client)
    soup = _soup(client.get(_url(game_id)))
    assert soup.select_one("details#secret-hand") is not None  # the hand opens only when its owner taps
    # Issue 43: when summoning is all there is to do, the hand's control looks like the big button it is.
    only = not soup.select("#moves > .cb-group")
    assert "button" in soup.select_one("#secret-hand summary")["class"]
    assert ("primary" in soup.select_one("#secret-hand summary")["class"]) == only
    r, data = _pick(client, game_id, "Slot 1")
    assert r.status_code == 200 and _soup(r).select_one("#values") is not None  # numbers asked once
    r = client.post(_url(game_id), data=data | NUMBERS | {"csrf_token": csrf_token(client)})
    page = _soup(r)
    odds = page.select_one("#odds")
    assert odds is not None, visible_text(r.get_data(as_text=True))[:600]
    state = log.load(game_id)[1]
    card = next(m for m in [Move(kind="summon", card=c, slot=0) for c in state.fight.battle.side(0).hand])
    engine = battle_preview(state, card, {card.card: Printed(hp=6, bd=2)})
    shown = {li.get_text(" ", strip=True) for li in odds.select(".cb-deaths li")}
    for c, p in engine.dies.items():
        pct = round(float(p) * 100, 1)
        assert any(line.startswith(f"{pct}%") and f"({p.numerator}/{p.denominator})" in line for line in shown), (c, shown)
    rolls = page.select(".dice-row")
    assert len(rolls) == 4  # the minion's 2 dice, then the creature's 2
    faces = {i["name"]: "1" for i in page.select(".dice-row input[value='1']")}
    r = _record(client, game_id, data, **NUMBERS, **faces)
    assert r.status_code == 303, visible_text(r.get_data(as_text=True))[:500]
    after = game(client, game_id)["state"]["fight"]["battle"]
    mine = after["sides"][0]["slots"][0]
    assert mine["dm"] == 2 and after["sides"][1]["slots"][0]["dm"] == 2  # 1+1 each way
    assert after["stats"][card.card]["hp"] == 6  # the typed numbers are kept
    text = visible_text(client.get(_url(game_id)).get_data(as_text=True))
    assert "lands 2; the minion lands 2." in text and not IDS.search(text)


def test_herald_rolls_and_a_missing_die_is_refused(client, log):
    game_id = _minion_summoned(client)
    r, data = _pick(client, game_id, "Slot 1")
    faces = {"d.hit:defender:minion.0": "2"}
    r = _record(client, game_id, data, **NUMBERS, **faces)
    assert r.status_code == 422 and "Enter every die" in visible_text(r.get_data(as_text=True))
    seq = game(client, game_id)["seq"]
    r = _record(client, game_id, data, **NUMBERS, herald="1")
    assert r.status_code == 303
    row = log.rows(game_id)[-1]
    assert row.seq == seq + 1 and row.action["by_herald"] and "hit:defender:minion" in row.action["dice"]


def test_the_battle_ends_with_its_result_and_a_way_back(client):
    game_id = _minion_summoned(client)
    for _ in range(40):
        soup = _soup(client.get(_url(game_id)))
        if soup.select_one("#back-to-table"):
            break
        form = soup.select_one("form.cb-choice")
        data = {i["name"]: i["value"] for i in form.select("input[type=hidden]")}
        r = client.post(_url(game_id), data=data | NUMBERS)
        panel = _soup(r)
        extra = NUMBERS | {"herald": "1"} if panel.select_one("#herald-rolls") else NUMBERS
        r = _record(client, game_id, data, **extra)
        assert r.status_code == 303, visible_text(r.get_data(as_text=True))[:500]
    text = visible_text(client.get(_url(game_id)).get_data(as_text=True))
    assert "No battle under way" in text and " wins" in text, text[:800]
    assert game(client, game_id)["state"]["fight"] is None


def test_a_duel_is_fought_to_its_end_on_the_screen(client):
    """001:L427-429 a duel won by the challenger waits for the three categories on the table; lost, it ends."""
    from tests.web.conjurers.conjurers_battle_kit import open_duel

    game_id, _ = open_duel(client)
    text = visible_text(client.get(_url(game_id)).get_data(as_text=True))
    assert "Duel" in text and text.count("secret until summoned") == 2  # both hands hidden on the tablet
    for _ in range(60):
        soup = _soup(client.get(_url(game_id)))
        if soup.select_one("#back-to-table"):
            break
        if soup.select_one("#secret-hand") is None and not soup.select("form.cb-choice"):
            raise AssertionError(visible_text(str(soup))[:600])
        form = soup.select_one("form.cb-choice")
        data = {i["name"]: i["value"] for i in form.select("input[type=hidden]")}
        panel = _soup(client.post(_url(game_id), data=data | NUMBERS))
        extra = NUMBERS | {"herald": "1"} if panel.select_one("#herald-rolls") else NUMBERS
        r = _record(client, game_id, data, **extra)
        assert r.status_code == 303, visible_text(r.get_data(as_text=True))[:500]
    state = game(client, game_id)["state"]
    text = visible_text(client.get(_url(game_id)).get_data(as_text=True))
    if state["fight"] is None:  # the challenger lost: 10 minus points (table C12)
        assert "No battle under way" in text and state["players"][0]["minus"] == 10
    else:
        assert "Ada wins the battle" in text and "name the spoils" in text


STALE = "The game changed on another device. Nothing was applied."
BOOSTED = {"HX-Request": "true", "HX-Boosted": "true"}  # the battle screen's forms, under layout.html's hx-boost


def test_a_stale_battle_turn_is_answered_with_a_screen_the_tablet_swaps_in(client):
    """A turn (or the dice typed) from a second tab after the step moved on: the whole battle screen with its message,
    200 to htmx, boosted or not (templates/layout.html's htmx-config swaps in no 409: the tablet showed nothing, as
    if the tap were lost); a plain post still gets 409. Nothing is recorded."""
    game_id = _minion_summoned(client)
    _, data = _pick(client, game_id, "Slot 1")  # picked on this tab at the step shown
    r = _record(client, game_id, data, **NUMBERS, herald="1")  # the other tab records the turn first
    assert r.status_code == 303
    seq = game(client, game_id)["seq"]
    turn = {k: v for k, v in data.items() if k != "preview"} | NUMBERS | {"herald": "1", "csrf_token": csrf_token(client)}
    dice = {"seq": data["seq"], "faces.0": "2", "faces.1": "2", "faces.2": "2", "csrf_token": csrf_token(client)}
    for url, form in ((_url(game_id), turn), (_url(game_id) + "/dice", dice)):
        for headers, status in ((BOOSTED, 200), ({"HX-Request": "true"}, 200), ({}, 409)):
            r = client.post(url, data=form, headers=headers)
            html = r.get_data(as_text=True)
            assert r.status_code == status, (url, headers, r.status_code)
            assert STALE in visible_text(html) and f'data-seq="{seq}"' in html, visible_text(html)[:300]
            assert ("<html" in html) == (headers != {"HX-Request": "true"})  # a swap gets the screen alone
            assert r.headers.get("HX-Push-Url") == _url(game_id)  # a boosted form's address: the screen's, not the form's
    assert game(client, game_id)["seq"] == seq


def test_no_style_attributes_in_the_battle_templates():
    for path in TEMPLATES.glob("*.html"):
        assert "style=" not in path.read_text(), path


def _record(client, game_id, data, **fields):
    soup = _soup(client.get(_url(game_id)))
    seq = soup.select_one("#screen")["data-seq"]
    return client.post(_url(game_id), data={k: v for k, v in data.items() if k != "preview"} | {"seq": seq} | fields)


def test_stalemate_counts_the_hands_whose_numbers_the_battle_screen_asks(client):
    """001:L488: at the stalemate the hands are shown and every remaining creature's hitpoints count, those in hand
    too. When a quiet turn reaches it while Herald lacks a hand creature's numbers, the battle screen asks them
    beside the move (plain words, each amount with its unit); a bad number is refused beside its field and nothing is
    recorded; typed, the turn is recorded and the battle decided on the hitpoints left."""
    from tests.web.conjurers.conjurers_battle_kit import to_quiet_stalemate

    game_id = to_quiet_stalemate(client)
    seq = game(client, game_id)["seq"]
    hand = [c for c in game(client, game_id)["state"]["fight"]["battle"]["sides"][0]["hand"]]
    panel, data = _pick(client, game_id, "Slot 3", group="Move")
    r = _record(client, game_id, data)
    assert r.status_code == 422 and game(client, game_id)["seq"] == seq
    soup = _soup(r)
    asked = soup.select_one("#hand-numbers")
    assert asked is not None, visible_text(r.get_data(as_text=True))[:600]
    text = visible_text(str(asked))
    assert "hitpoints" in text.lower() and "battle dice" in text.lower() and "001:L488" in text
    for card in hand:
        assert asked.select_one(f"input[name='h.{card}.hp']") is not None
    assert not IDS.search(text) and leaks(text) == [] and raw_refs(text) == []  # the rule line in a rule link
    fields = {i["name"]: i.get("value", "") for i in soup.select("form.cb-pick-form input[type=hidden]")}
    bad = {f"h.{hand[0]}.hp": "0", f"h.{hand[0]}.bd": "2", f"h.{hand[1]}.hp": "five", f"h.{hand[1]}.bd": "1"}
    r = client.post(_url(game_id), data=fields | bad)
    assert r.status_code == 422 and game(client, game_id)["seq"] == seq  # nothing recorded
    soup = _soup(r)
    first = soup.select_one(f"#hand-{hand[0]}-hp-problem")
    second = soup.select_one(f"#hand-{hand[1]}-hp-problem")
    assert first is not None and "at least 1" in first.get_text()
    assert second is not None and "'five'" in second.get_text() and "whole number" in second.get_text()
    assert soup.select_one(f"input[name='h.{hand[1]}.hp']")["value"] == "five"  # what was typed stays
    good = {f"h.{hand[0]}.hp": "4", f"h.{hand[0]}.bd": "2", f"h.{hand[1]}.hp": "5", f"h.{hand[1]}.bd": "1"}
    r = client.post(_url(game_id), data=fields | good)
    assert r.status_code == 303, visible_text(r.get_data(as_text=True))[:600]
    after = game(client, game_id)
    assert after["state"]["fight"] is None
    # Ada: 6 HP on the board and 4 + 5 in hand, 15 against the guardians' flyer (6) and the minion in their hand.
    story = " ".join(" ".join(e["text"]) for e in client.get(f"/api/v1/games/{game_id}/log").get_json())
    assert "three battle rounds without dice: 15 HP left against" in story, story[-400:]


def test_the_hands_numbers_read_every_field_and_name_each_problem(client, log):
    """The stalemate's hand rows (001:L488): an ability with a number needs its X, an element is kept; a form before the
    stalemate asked them reads nothing."""
    from werkzeug.datastructures import MultiDict

    from app.games.conjurers.screens.battle.hand_numbers import read_hands
    from tests.web.conjurers.conjurers_battle_kit import to_quiet_stalemate

    game_id = to_quiet_stalemate(client)
    state = log.load(game_id)[1]
    battle = state.fight.battle
    second, third = battle.side(0).hand
    typed = {f"h.{second}.hp": "4", f"h.{second}.bd": "1", f"h.{second}.element": "fire",
             f"h.{second}.ab.flying": "on", f"h.{third}.hp": "5", f"h.{third}.bd": "0", f"h.{third}.ab.offensive": "on"}
    assert read_hands(MultiDict(typed), state, battle).values == {}  # not asked yet
    with client.application.test_request_context():
        read = read_hands(MultiDict(typed | {"hands": "check"}), state, battle)
    assert set(read.values) == {second}
    assert read.values[second].element == "fire" and read.values[second].abilities == {"flying": 0}
    assert list(read.errors) == [f"h.{third}.ab"] and "offensive X" in read.errors[f"h.{third}.ab"]
    with client.application.test_request_context():
        read = read_hands(MultiDict(typed | {"hands": "check", f"h.{third}.x.offensive": "2"}), state, battle)
    assert read.errors == {} and read.values[third].abilities == {"offensive": 2}


class _MovesToSlot3(__import__("random").Random):
    """A tablet driver's dice that tap the Move group's "Slot 3" (the quiet turn reaching the stalemate)."""

    def choice(self, seq):
        for form in seq:
            heading = form.find_parent(class_="cb-group")
            if getattr(form, "button", None) is not None and form.button.get_text(strip=True) == "Slot 3" and \
                    heading is not None and "Move" in heading.h3.get_text():
                return form
        return super().choice(seq)


def test_the_whole_game_driver_types_the_hands_when_the_stalemate_asks_them(client):
    """001:L488: the tablet driver of the whole-game tests types the hands' numbers the battle screen asks at the
    stalemate, as a person would, and the turn is recorded (a whole game stopped there before)."""
    from tests.web.conjurers.conjurers_battle_kit import to_quiet_stalemate
    from tests.web.conjurers.conjurers_formbattle import fight_turn

    game_id = to_quiet_stalemate(client)
    seq = game(client, game_id)["seq"]
    fight_turn(client, _url(game_id), _MovesToSlot3(1))
    after = game(client, game_id)
    assert after["seq"] > seq and after["state"]["fight"] is None  # recorded, and the stalemate ended the battle
