"""A finished game offers to record the play in BG Stats: a bgstats:// link whose JSON follows the app's documented
fields, on the result screen (with its QR code and the group's BoardGameGeek id), on the phones, through the API,
in the game file and on the chronicle."""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import unquote

import jsonschema
import pytest
from sqlalchemy import event

from app.games.conjurers.engine.events import GameScored
from app.games.conjurers.engine.state import Result, Score
from app.games.play_record import BGSTATS_LINK, competition_ranks
from app.games.prophecy.engine.events import GameEnded
from app.games.prophecy.engine.state import GameResult
from app.store import transfer
from app.store.sharing.play_records import play_record
from tests.helpers import GM_PIN, GM_TOKENS, api_create, csrf_token, gm_headers, setup_action
from tests.printing import pdfcheck
from tests.web.conjurers.kit import create_game as create_conjurers
from tests.web.prophecy.scenes import append_step

SCHEMA = json.loads((Path(__file__).parents[2] / "data" / "bgstats_play.schema.json").read_text())


def _play_of(link: str) -> dict:
    """The JSON a bgstats:// link carries, read back as BG Stats would."""
    assert link.startswith(BGSTATS_LINK)
    play = json.loads(unquote(link[len(BGSTATS_LINK):]))
    jsonschema.validate(play, SCHEMA)
    return play


def _record(client, game_id: str) -> dict:
    r = client.get(f"/api/v1/games/{game_id}/play-record", headers=gm_headers(game_id))
    assert r.status_code == 200, r.get_json()
    body = r.get_json()
    assert body["over"] is True
    assert _play_of(body["link"]) == body["play"]
    return body


def _first_player(log, game_id: str, seat: int) -> None:
    _, state = log.load(game_id)
    flow = state.flow.model_copy(update={"first": seat})
    from app.games.prophecy.engine.events import FlowChanged  # noqa: PLC0415 - only this helper needs it

    append_step(log, game_id, [FlowChanged(flow=flow)], kind="scene", tag="first")


def _finished_prophecy(client, log, winners=(0,), reason="Anna's Druid holds 4 Artifacts (000:L493)") -> str:
    game_id = api_create(client, seats=3)
    append_step(log, game_id, [GameEnded(result=GameResult(winners=winners, reason=reason))])
    return game_id


def test_a_game_under_way_has_no_play_to_record(client):
    game_id = api_create(client)
    r = client.get(f"/api/v1/games/{game_id}/play-record", headers=gm_headers(game_id))
    assert r.status_code == 200 and r.get_json() == {"over": False, "link": None, "play": None, "cooperative": False}
    assert 'id="play-record"' not in client.get(f"/games/{game_id}").get_data(as_text=True)


def test_a_finished_prophecy_game_is_recorded_with_its_winner_and_no_points(client, log):
    game_id = _finished_prophecy(client, log)
    play = _record(client, game_id)["play"]
    assert play["game"] == {"name": "Prophecy", "sourceGameId": "prophecy", "highestWins": True, "noPoints": True}
    assert play["sourceName"] == "Herald" and play["sourcePlayId"] == game_id
    assert play["board"] == "Standard rules"
    players = {p["name"]: p for p in play["players"]}
    assert list(players) == ["Anna", "Ben", "Cleo"]
    assert players["Anna"]["winner"] is True and players["Anna"]["rank"] == 1
    assert [players[n]["winner"] for n in ("Ben", "Cleo")] == [False, False]
    assert all("score" not in p for p in play["players"])  # Prophecy is won without points
    assert players["Anna"]["role"] == "Druid"  # the character's printed name, not its id


def test_the_basic_versions_ranking_by_certificates_becomes_ranks(client, log):
    game_id = api_create(client, seats=3)
    append_step(log, game_id, [GameEnded(result=GameResult(winners=(1,), reason="most Certificates (004:L1)",
                                                          ranking=(1, 2, 0)))])
    players = {p["name"]: p for p in _record(client, game_id)["play"]["players"]}
    assert (players["Ben"]["rank"], players["Cleo"]["rank"], players["Anna"]["rank"]) == (1, 2, 3)


def test_a_cooperative_loss_is_a_loss_for_everyone_and_names_the_mode(client, log):
    r = client.post("/api/v1/games", json={"name": "Together", "pin": GM_PIN, "setup": setup_action(
        2, coop={"mode": "cooperative", "difficulty": "hard"})})
    assert r.status_code == 201, r.get_json()
    game_id = r.get_json()["id"]
    GM_TOKENS[game_id] = r.get_json()["gm_token"]
    append_step(log, game_id, [GameEnded(result=GameResult(winners=(), reason="the tokens ran out (003:L575)"))])
    body = _record(client, game_id)
    assert body["cooperative"] is True
    assert body["play"]["board"] == "Cooperative, hard"
    assert [p["winner"] for p in body["play"]["players"]] == [False, False]
    assert all("rank" not in p for p in body["play"]["players"])


def test_a_cooperative_win_is_a_win_for_everyone(client, log):
    r = client.post("/api/v1/games", json={"name": "Together", "pin": GM_PIN, "setup": setup_action(
        3, coop={"mode": "cooperative"})})
    game_id = r.get_json()["id"]
    GM_TOKENS[game_id] = r.get_json()["gm_token"]
    append_step(log, game_id, [GameEnded(result=GameResult(winners=(0, 1, 2), reason="the planes are won (003:L569)"))])
    assert [p["winner"] for p in _record(client, game_id)["play"]["players"]] == [True, True, True]


def _score(seat: int, levels: int, combination: int = 0) -> Score:
    return Score(seat=seat, creature_levels=levels, variety={}, consistency={}, abundance={}, artifact_vp=0,
                 artifact_variety=0, artifact_consistency={}, combinations={"greek": combination} if combination else {},
                 resources=0, minus=0)


def test_a_conjurers_tie_broken_by_combinations_gives_points_and_ranks(client, log):
    game_id = create_conjurers(client)
    # Ada and Bo both have 15; Ada's 5 combination points break the tie (001:L783-785); Cy has 9.
    scores = (_score(0, 10, 5), _score(1, 15), _score(2, 9))
    append_step(log, game_id, [GameScored(result=Result(scores=scores, winners=(0,), decided_by="combinations"))])
    play = _record(client, game_id)["play"]
    assert play["game"]["noPoints"] is False and play["game"]["name"] == "Conjurers"
    players = {p["name"]: p for p in play["players"]}
    assert {n: (p["score"], p["rank"], p["winner"]) for n, p in players.items()} == {
        "Ada": (15, 1, True), "Bo": (15, 2, False), "Cy": (9, 3, False)}
    assert players["Bo"]["startPlayer"] is True and players["Ada"]["startPlayer"] is False  # the kit starts seat 1


def test_a_shared_conjurers_victory_shares_the_first_rank(client, log):
    game_id = create_conjurers(client, players=("Ada", "Bo"))
    append_step(log, game_id, [GameScored(result=Result(scores=(_score(0, 12), _score(1, 12)), winners=(0, 1),
                                                        decided_by="shared"))])
    players = _record(client, game_id)["play"]["players"]
    assert [(p["rank"], p["winner"]) for p in players] == [(1, True), (1, True)]


def test_competition_ranks_share_a_rank_and_skip_the_next():
    assert competition_ranks([(3,), (5,), (3,), (1,)]) == [2, 1, 2, 4]


def test_the_start_player_is_the_one_who_began(client, log):
    game_id = api_create(client, seats=3)
    _first_player(log, game_id, 2)
    append_step(log, game_id, [GameEnded(result=GameResult(winners=(0,), reason="crowned (000:L493)"))])
    players = _record(client, game_id)["play"]["players"]
    assert [p["startPlayer"] for p in players] == [False, False, True]


def test_the_record_reads_only_the_first_and_last_steps_of_a_long_log(client, log):
    """The record wants the first step (who began) and the last (when it ended): each read fetches one row, not the
    whole log (every print of a game gathers it)."""
    game_id = api_create(client, seats=3)
    for n in range(12):
        append_step(log, game_id, [], kind="scene", story="A step of play.", tag=f"step{n}")
    append_step(log, game_id, [GameEnded(result=GameResult(winners=(0,), reason="crowned (000:L493)"))])
    log.load(game_id)  # the state at the head, as every screen of the game has read it already
    fetched = []

    def count(_conn, cursor, statement, *_):
        if re.search(r"FROM event\s*\n", statement):  # a read of the steps themselves
            fetched.append(statement)

    event.listen(log.engine, "after_cursor_execute", count)
    try:
        record = play_record(log, game_id)
    finally:
        event.remove(log.engine, "after_cursor_execute", count)
    assert record is not None and record["play"]["players"][0]["winner"] is True
    assert fetched and all("LIMIT" in statement for statement in fetched)


def test_the_result_screen_loads_the_link_its_qr_code_and_the_bgg_id(client, log):
    game_id = _finished_prophecy(client, log)
    html = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert f'hx-get="/games/{game_id}/play-record"' in html  # the screen is kept per step; the panel is loaded
    panel = client.get(f"/games/{game_id}/play-record", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert panel.lstrip().startswith('<section class="panel play-record" id="play-record"')
    link = panel.split('id="bgstats-link" href="', 1)[1].split('"', 1)[0]
    assert _play_of(link.replace("&amp;", "&"))["sourcePlayId"] == game_id
    assert 'aria-label="QR code: record this play in BG Stats"' in panel
    assert 'id="bgg-id-form"' in panel


def test_a_game_under_way_loads_an_empty_panel(client):
    game_id = api_create(client)
    panel = client.get(f"/games/{game_id}/play-record", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert panel.strip() == '<div id="play-record" hidden></div>'


def test_the_groups_bgg_id_is_kept_for_the_kind_and_carried_by_every_record(client, log):
    game_id = _finished_prophecy(client, log)
    r = client.post(f"/games/{game_id}/play-record/bgg-id", data={"bgg_id": " 1234 ", "csrf_token": csrf_token(client)})
    assert r.status_code == 303
    r = client.post(f"/games/{game_id}/play-record/bgg-id", data={"bgg_id": "1234", "csrf_token": csrf_token(client)},
                    headers={"HX-Request": "true"})
    assert r.status_code == 200 and 'value="1234"' in r.get_data(as_text=True)
    assert _record(client, game_id)["play"]["game"]["bggId"] == 1234
    other = _finished_prophecy(client, log)
    assert _record(client, other)["play"]["game"]["bggId"] == 1234  # kept for Prophecy, not for one game
    conjurers = create_conjurers(client, players=("Ada", "Bo"))
    append_step(log, conjurers, [GameScored(result=Result(scores=(_score(0, 2), _score(1, 1)), winners=(0,),
                                                          decided_by="total"))])
    assert "bggId" not in _record(client, conjurers)["play"]["game"]


@pytest.mark.parametrize("typed", ["12a", "-5", "0", "1234567890", "１２"])
@pytest.mark.parametrize("htmx", [True, False])
def test_a_bad_bgg_id_is_refused_by_name_and_changes_nothing(client, log, typed, htmx):
    game_id = _finished_prophecy(client, log)
    client.put(f"/api/v1/games/{game_id}/play-record/bgg-id", json={"bgg_id": 77}, headers=gm_headers(game_id))
    r = client.post(f"/games/{game_id}/play-record/bgg-id", data={"bgg_id": typed, "csrf_token": csrf_token(client)},
                    headers={"HX-Request": "true"} if htmx else {})
    assert r.status_code == 422
    html = r.get_data(as_text=True)
    assert "is not a BoardGameGeek id" in html and 'id="bgg-id-error"' in html
    assert f'value="{typed}"' in html  # what was typed stays in the field
    assert ("<html" in html) is not htmx  # the panel alone for htmx, a whole page otherwise
    assert _record(client, game_id)["play"]["game"]["bggId"] == 77


def test_the_api_keeps_refuses_and_forgets_the_bgg_id(client, log):
    game_id = _finished_prophecy(client, log)
    url = f"/api/v1/games/{game_id}/play-record/bgg-id"
    assert client.put(url, json={"bgg_id": 0}, headers=gm_headers(game_id)).status_code == 422
    assert client.put(url, json={"bgg_id": "12"}, headers=gm_headers(game_id)).status_code == 422
    assert client.put(url, json={"bgg_id": 5}).status_code in (401, 403)  # the game master's
    assert client.put(url, json={"bgg_id": 5}, headers=gm_headers(game_id)).status_code == 204
    assert _record(client, game_id)["play"]["game"]["bggId"] == 5
    assert client.put(url, json={"bgg_id": None}, headers=gm_headers(game_id)).status_code == 204
    assert "bggId" not in _record(client, game_id)["play"]["game"]


def test_the_game_file_carries_the_record(client, log):
    game_id = _finished_prophecy(client, log)
    exported = client.get(f"/api/v1/games/{game_id}/export", headers=gm_headers(game_id))
    assert exported.status_code == 200
    play = exported.get_json()["play"]
    assert play == play_record(log, game_id)["play"]
    jsonschema.validate(play, SCHEMA)


def test_a_file_with_a_play_record_imports_and_one_without_still_does(client, log):
    """The record is derived from the steps: an import accepts it and re-derives it (here: none, the game goes on)."""
    game_id = api_create(client)
    data = client.get(f"/api/v1/games/{game_id}/export", headers=gm_headers(game_id)).get_json()
    assert "play" not in data
    data["play"] = {"sourceName": "Herald", "players": []}
    data["checksum"] = transfer._checksum({k: v for k, v in data.items() if k != "checksum"})
    r = client.post("/api/v1/games/import", data=json.dumps(data), content_type="application/json",
                    headers={"X-Herald-Pin": GM_PIN})
    assert r.status_code == 201, r.get_json()
    assert play_record(log, r.get_json()["id"]) is None


def test_the_phone_offers_the_link_without_the_tablets_form(client, log):
    game_id = _finished_prophecy(client, log)
    url = client.get(f"/api/v1/games/{game_id}/links", headers=gm_headers(game_id)).get_json()[1]["url"]
    html = client.get(url[url.index("/p/"):]).get_data(as_text=True)
    assert 'id="bgstats-link"' in html
    assert 'id="bgg-id-form"' not in html and "QR code: record this play" not in html


@pytest.mark.parametrize("game", ["prophecy", "conjurers"])
def test_the_chronicle_prints_the_record_with_a_qr_code_of_its_link(client, log, game):
    if game == "prophecy":
        game_id = _finished_prophecy(client, log)
    else:
        game_id = create_conjurers(client, players=("Ada", "Bo"))
        append_step(log, game_id, [GameScored(result=Result(scores=(_score(0, 9), _score(1, 4)), winners=(0,),
                                                            decided_by="total"))])
    r = client.get(f"/games/{game_id}/print/chronicle.pdf")
    assert r.status_code == 200 and r.mimetype == "application/pdf"
    link = play_record(log, game_id)["link"]
    assert "Recorded for BG Stats" in pdfcheck.text(r.data)
    assert link in [code for codes in pdfcheck.qr_codes(r.data, dpi=200).values() for code in codes]
