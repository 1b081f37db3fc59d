"""The log screen lists a whole game, a page at a time: each page links to the earlier steps."""

from __future__ import annotations

import re

from tests.helpers import api_act, api_create


def test_earlier_steps_are_a_link_away_until_the_first_step(client, monkeypatch):
    monkeypatch.setattr("app.web.history.log.PAGE", 3)
    game_id = api_create(client)
    for seq in range(1, 8):
        assert api_act(client, game_id, seq, {"kind": "adjust_hero", "seat": seq % 2, "gold": 1}).status_code == 200
    seen, url = [], f"/games/{game_id}/log"
    while url:
        html = client.get(url).get_data(as_text=True)
        seen += [int(s) for s in re.findall(r'id="step-(\d+)"', html)]
        older = re.search(r'id="log-older" href="([^"]+)"', html)
        url = older.group(1).replace("&amp;", "&") if older else None
    assert seen == list(range(8, 0, -1))  # the creation step, then the seven adjustments, each once
    assert 'id="log-newest"' in client.get(f"/games/{game_id}/log?before=4").get_data(as_text=True)


def test_a_short_log_has_no_page_links(client):
    game_id = api_create(client)
    html = client.get(f"/games/{game_id}/log").get_data(as_text=True)
    assert 'id="step-1"' in html and 'id="log-older"' not in html and 'id="log-newest"' not in html


def test_a_page_shows_200_steps(client, log):
    from app.games.prophecy.engine import parse_action
    from tests.helpers import new_id

    game_id = api_create(client)
    for seq in range(1, 231):
        log.append(game_id, parse_action({"kind": "adjust_hero", "seat": seq % 2, "gold": 1}), expected_seq=seq, action_id=new_id())
    html = client.get(f"/games/{game_id}/log").get_data(as_text=True)
    steps = [int(s) for s in re.findall(r'id="step-(\d+)"', html)]
    assert steps == list(range(231, 31, -1))  # the newest 200
    older = re.search(r'id="log-older" href="([^"]+)"', html).group(1).replace("&amp;", "&")
    steps = [int(s) for s in re.findall(r'id="step-(\d+)"', client.get(older).get_data(as_text=True))]
    assert steps == list(range(31, 0, -1))
