"""The cooperative modes on the tablet: the wizard's mode and difficulty with the stack to prepare (003:L499-517),
Solo with one seat, the game screen's panel (the clock, the planes, who may attack, the dreamer's silence)."""

from __future__ import annotations

import re

import pytest

from tests.helpers import GM_PIN, as_tablet, csrf_token, new_game_form, prepare_board_action


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


def test_the_wizard_offers_the_modes_and_solo_takes_one_seat(client):
    first = client.get("/games/new").get_data(as_text=True)
    assert 'name="coop_mode" value="solo"' in first and 'name="coop_mode" value="cooperative"' in first
    players = client.post("/games/new", data={"go": "1", "name": "Alone", "coop_mode": "solo"}).get_data(as_text=True)
    assert re.findall(r'name="seats" value="(\d)"', players) == ["1"]
    # Solo, Normal: 10 tokens (003:L605).
    assert "+1 +1 +1 +2 +2 +2 +2 +3 +3 +3" in players and "(10 tokens)" in players
    hard = client.post("/games/new", data={"go": "1", "name": "Alone", "coop_mode": "solo", "coop_difficulty": "hard",
                                           "seats": "1"}).get_data(as_text=True)
    assert "+2 +2 +3 +3 +3 +3 +4 +4" in hard  # 003:L606


def test_the_five_character_very_hard_row_is_flagged(client):
    html = client.post("/games/new", data={"go": "1", "name": "Five", "coop_mode": "cooperative", "seats": "5",
                                           "coop_difficulty": "very_hard"}).get_data(as_text=True)
    assert "+2 +2 +2 +3 +3 +3 +4 +4" in html and "lighter than the Hard one" in html  # 003:L513, research Q-12


def test_a_stack_the_box_cannot_hold_is_refused_on_the_players_step(client):
    data = {"go": "2", "name": "Five", "coop_mode": "cooperative", "seats": "2", "seat0_player": "A",
            "seat1_player": "B", "coop_tokens": "+5 +5 +5 +5 +5 +5"}
    r = client.post("/games/new", data=data)
    assert r.status_code == 422 and "five Power Up tokens of each value" in r.get_data(as_text=True)


def test_the_cooperative_mode_refuses_the_basic_version_on_the_first_step(client):
    r = client.post("/games/new", data={"go": "1", "name": "X", "coop_mode": "cooperative", "mode": "basic"})
    assert r.status_code == 422 and "standard rules" in r.get_data(as_text=True)


def _create(client, **extra) -> str:
    form = {**new_game_form(2), "coop_mode": "cooperative", "coop_difficulty": "hard", **extra,
            "csrf_token": csrf_token(client), "pin": GM_PIN}
    r = client.post("/games", data=form)
    assert r.status_code == 303, r.get_data(as_text=True)[:800]
    return r.headers["Location"].rstrip("/").split("/")[-1]


def test_a_cooperative_game_shows_its_clock_and_who_may_attack(client, log):
    game_id = _create(client)
    state = log.load(game_id)[1]
    assert state.options.coop.difficulty == "hard" and state.coop.stack == (2, 2, 3, 3, 4, 4)  # 003:L503
    html = client.get(f"/games/{game_id}").get_data(as_text=True)
    panel = re.search(r'<section class="panel coop-panel.*?</section>', html, re.S).group(0)
    assert "Cooperative, Hard" in panel and "6 Power Up tokens left" in panel
    assert "May attack a plane now" in panel and "Anna, Ben" in panel
    assert "+2" not in panel.split("coop-planes")[0]  # a count, never the stack's values or order


def test_the_group_s_own_stack_is_kept(client, log):
    game_id = _create(client, coop_tokens="+3 +3 +4")
    assert log.load(game_id)[1].coop.stack == (3, 3, 4)
    assert "3 Power Up tokens left" in client.get(f"/games/{game_id}").get_data(as_text=True)


HX = {"HX-Request": "true"}


def _api(client, game_id: str, action: dict) -> None:
    from tests.helpers import new_id

    seq = client.get(f"/api/v1/games/{game_id}").get_json()["seq"]
    r = client.post(f"/api/v1/games/{game_id}/actions", json={"expected_seq": seq, "action_id": new_id(),
                                                                "action": action})
    assert r.status_code < 300, r.get_json()


def _offer(client, game_id: str, kind: str) -> dict:
    return next(o for o in client.get(f"/api/v1/games/{game_id}").get_json()["legal_actions"] if o["kind"] == kind)


def _dreaming(client) -> str:
    """A cooperative game at its first round, the board prepared and Anna first."""
    game_id = _create(client)
    _api(client, game_id, prepare_board_action(_offer(client, game_id, "prepare_board")))
    _api(client, game_id, {"kind": "choose_first_player", "first": 0})  # chosen, not rolled (003:L495)
    return game_id


def test_a_dream_silences_the_table_and_herald_draws_the_token(client, log):
    from tests.helpers import new_id

    game_id = _dreaming(client)
    draw = _offer(client, game_id, "draw_chance")
    dream = next(c for c in draw["choices"]["card"] if c.startswith("prophetic-dream"))
    _api(client, game_id, {"kind": "draw_chance", "seat": 0, "card": dream})
    resolve = _offer(client, game_id, "resolve_chance")
    _api(client, game_id, {"kind": "resolve_chance", "seat": 0, "plane": 0, "cards": [resolve["choices"]["cards"]["0"][0]]
                           if "0" in resolve["choices"]["cards"] else [resolve["choices"]["cards"][0][0]]})
    html = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert 'id="coop-dream"' in html and "stay silent" in html  # 003:L535
    # 003:L537: the token is turned up first (Herald draws it here), and only then is its plane chosen.
    form = re.search(r'data-kind="draw_power_up".*?</form>', html, re.S).group(0)
    assert "Herald draws" in form and "+2" in form and "+4" in form and "Astral Plane" not in form
    assert 'data-kind="place_power_up"' not in html
    seq = client.get(f"/api/v1/games/{game_id}").get_json()["seq"]
    choices = [str(t) for t in _offer(client, game_id, "draw_power_up")["choices"]["token"]]
    r = client.post(f"/games/{game_id}/act", headers=HX, data={
        "seq": seq, "action_id": new_id(), "kind": "draw_power_up", "seat": 0, "herald": "token", "choice[]": choices})
    assert r.status_code == 200, r.get_data(as_text=True)[:500]
    drawn = log.load(game_id)[1].coop.drawn
    form = re.search(r'data-kind="place_power_up".*?</form>', r.get_data(as_text=True), re.S).group(0)
    assert f"+{drawn}" in form and "Astral Plane 4" in form
    r = client.post(f"/games/{game_id}/act", headers=HX, data={
        "seq": seq + 1, "action_id": new_id(), "kind": "place_power_up", "seat": 0, "plane": 3})
    assert r.status_code == 200, r.get_data(as_text=True)[:500]
    state = log.load(game_id)[1]
    assert state.coop.pending is None and len(state.coop.stack) == 5 and sum(state.coop.planes[3]) == drawn
    assert "5 Power Up tokens left" in r.get_data(as_text=True)


def test_the_phone_shows_the_clock(client):
    from tests.helpers import link_path, seat_links

    game_id = _create(client)
    links = seat_links(client, game_id)
    sheet = client.get(link_path(links[1])).get_data(as_text=True)
    assert 'id="phone-clock"' in sheet and "6 Power Up tokens left" in sheet


def test_a_cooperative_game_exports_and_imports_with_its_token_decided_again(client, log):
    import io
    import json

    game_id = _dreaming(client)
    dream = next(c for c in _offer(client, game_id, "draw_chance")["choices"]["card"] if c.startswith("prophetic"))
    _api(client, game_id, {"kind": "draw_chance", "seat": 0, "card": dream})
    cards = _offer(client, game_id, "resolve_chance")["choices"]["cards"]
    _api(client, game_id, {"kind": "resolve_chance", "seat": 0, "plane": 1, "cards": [cards["1"][0]]})
    _api(client, game_id, {"kind": "place_power_up", "seat": 0, "plane": 1, "token": 4})
    exported = client.get(f"/games/{game_id}/export").data
    assert json.loads(exported)
    r = client.post("/games/import", data={"file": (io.BytesIO(exported), "coop.json"), "pin": GM_PIN, "copy": "1"},
                    content_type="multipart/form-data")
    assert r.status_code in (303, 409), r.get_data(as_text=True)[:300]
    if r.status_code == 409:  # the same game is here already: keep both
        held = re.search(r'name="held" value="([^"]+)"', r.get_data(as_text=True)).group(1)
        r = client.post("/games/import", data={"held": held, "pin": GM_PIN})
    copy = r.headers["Location"].rstrip("/").split("/")[-1]
    assert copy != game_id and log.load(copy)[1].coop == log.load(game_id)[1].coop
    assert log.load(copy)[1].coop.planes[1] == (4,)


def test_one_player_may_run_several_cooperative_characters_but_not_in_a_competitive_game(client):
    # 003:L459: one experienced player may play 2 or 3 characters under the full cooperative rules.
    same = {"go": "2", "name": "Ann alone", "seats": "2", "seat0_player": "Ann", "seat1_player": "Ann"}
    assert client.post("/games/new", data={**same, "coop_mode": "cooperative"}).status_code == 200
    r = client.post("/games/new", data=same)
    assert r.status_code == 422 and "same name" in r.get_data(as_text=True)


def test_herald_turns_up_two_more_characters_than_players_and_deals_them(client):
    # 003:L491: players + 2 characters turned up at random, shared out, or dealt one each at random.
    base = {"go": "2", "name": "Three", "coop_mode": "cooperative", "seats": "3", "seat0_player": "A",
            "seat1_player": "B", "seat2_player": "C"}
    html = client.post("/games/new", data={**base, "coop_reveal": "1"}).get_data(as_text=True)
    shown = re.search(r'id="coop-revealed">([^<]+)<', html).group(1).split(", ")
    assert len(shown) == 5 and len(set(shown)) == 5
    dealt = client.post("/games/new", data={**base, "coop_deal": "1", "coop_revealed": "|".join(shown)}
                        ).get_data(as_text=True)
    chosen = [re.search(rf'<input name="seat{i}_character"[^>]*value="([^"]*)"', dealt).group(1) for i in range(3)]
    assert len(set(chosen)) == 3 and set(chosen) <= set(shown)


def test_the_result_is_the_group_s(client, log):
    from app.games.prophecy.engine.state import GameResult
    from app.games.prophecy.screens.play.result_view import build_result

    state = log.load(_create(client))[1]
    won = state.model_copy(update={"result": GameResult(winners=(0, 1), reason="all five")})
    lost = state.model_copy(update={"result": GameResult(winners=(), reason="a death")})
    assert build_result(won).headline == "The group wins together"  # 003:L569
    assert build_result(lost).headline == "The group loses together"  # 003:L573
