"""The game screen of a finished game names the winners and the reason, then where every hero ended."""

from __future__ import annotations

import html as markup
import re

from app.games.prophecy.engine.events import CardMoved, GameEnded
from app.games.prophecy.engine.state import GameResult
from tests.helpers import api_create
from tests.web.prophecy.scenes import append_step


def _text(html: str, element_id: str) -> str:
    found = re.search(rf'id="{element_id}">([^<]+)<', html)
    return markup.unescape(found.group(1)) if found else ""


def test_a_game_that_goes_on_has_no_result(client):
    game_id = api_create(client)
    assert 'id="result"' not in client.get(f"/games/{game_id}").get_data(as_text=True)


def test_the_winner_the_reason_and_the_artifacts(client, log):
    game_id = api_create(client)
    artifacts = ("royal-cape#1", "banner-of-hope#1", "mirrored-shield#1", "artifact-unregistered-01#1")
    append_step(log, game_id, [*(CardMoved(card=c, to="hero:0:items") for c in artifacts),
                           CardMoved(card="crown-of-the-ancient-kings#1", to="hero:1:items"),
                           GameEnded(result=GameResult(winners=(0,), reason="Anna's Druid holds 4 Artifacts and is "
                                                                          "crowned (000:L493)"))])
    html = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert _text(html, "result-headline") == "Anna's Druid wins"
    assert _text(html, "result-reason") == "Anna's Druid holds 4 Artifacts and is crowned."
    assert "rulebook 000:L493" in html  # the rule one tap away
    rows = re.findall(r'<li class="finisher( winner)? seat-colour-\d" data-seat="(\d)"[^>]*>(.*?)</li>', html, re.S)
    assert [(w, s) for w, s, _ in rows] == [(" winner", "0"), ("", "1")]
    assert "4 Artifacts" in rows[0][2] and "Royal Cape" in rows[0][2] and "Unnamed card 01 of the Artifact deck" in rows[0][2]
    assert "1 Artifact (Crown of the Ancient Kings)" in rows[1][2]
    # An Artifact whose card is not registered yet is still counted among the Artifacts of the hero panel.
    panel = re.search(r'<article class="hero-card[^"]*" id="hero-0".*?</article>', html, re.S).group(0)
    artifacts = panel.split("Artifacts</span>", 1)[1]
    assert "Unnamed card 01 of the Artifact deck" in artifacts


def test_nobody_wins(client, log):
    game_id = api_create(client)
    append_step(log, game_id, [GameEnded(result=GameResult(winners=(), reason="nobody is left to play (000:L539)"))])
    html = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert _text(html, "result-headline") == "Nobody wins"
    assert _text(html, "result-reason") == "Nobody is left to play."
