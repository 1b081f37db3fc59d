"""A fight against a card still face down on the Lake of Fire (003:L403) is offered on the battle screen without
its name, odds or missing numbers: they would give the card away before the attack turns it up, or describe the
stand-in Herald holds in its place when the table draws the cards."""

from __future__ import annotations

import re

import pytest

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.realm.events import RealmMoved
from app.games.prophecy.engine.realm.gate import LAKE_ARTIFACT, LAKE_GREATER
from app.games.prophecy.engine.realm.options import RealmOptions
from app.games.prophecy.engine.state import Flow, GameOptions
from app.games.prophecy.screens.catalog import catalog_state
from tests.engine.realm.boards import TYPED
from tests.helpers import as_tablet
from tests.scenes import stored_scene
from tests.web.prophecy.battle.test_realm_lake_values import HEROES, LAST


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


def _lake_scene(app, client, *, face_up: bool, deck_mode: str, foe: str = "scaled-monster#1") -> str:
    with app.app_context():
        catalog_state.record({"realm": TYPED}, origin="table")
    return stored_scene(client, [
        GameCreated(options=GameOptions(realm=RealmOptions(), deck_mode=deck_mode), heroes=HEROES),
        CardMoved(card="gate-to-the-dragon-realm#1", to="plane:0:lesser"),
        CardMoved(card="dragon-heart#1", to="realm:hearts"),
        CardMoved(card=foe, to=LAKE_GREATER, face_up=face_up),
        CardMoved(card="royal-cape#1", to=LAKE_ARTIFACT, face_up=False),
        RealmMoved(seat=0, place=LAST),
        FlowChanged(flow=Flow(stage="move", round=2, active=0, turn=1))], name="Lake")


def _battle_page(app, client, *, face_up: bool, deck_mode: str, foe: str = "scaled-monster#1") -> str:
    gid = _lake_scene(app, client, face_up=face_up, deck_mode=deck_mode, foe=foe)
    page = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    start = page.index('class="panel fight-open"')
    return page[start:page.index("</section>", start)]


@pytest.mark.parametrize("deck_mode", ["herald", "table"])
def test_a_face_down_lake_foe_is_offered_without_its_name_or_odds_003_L403(app, client, deck_mode):
    panel = _battle_page(app, client, face_up=False, deck_mode=deck_mode)
    assert "face down" in panel
    shown = re.sub(r'\b(name|value|id|for)="[^"]*"', "", panel)  # what a player sees, not the fields' keys
    if deck_mode == "table":  # the table names the card from every one it could be: only the naming lists them
        start = shown.index('<fieldset class="need need-choice lake-name"')
        shown = shown[:start] + shown[shown.index("</fieldset>", start):]
    assert "Scaled Monster" not in shown and "scaled-monster" not in shown
    assert 'class="kinds"' not in panel and "%" not in panel
    if deck_mode == "herald":  # Herald knows the card and lacks its numbers: asked under a plain label
        assert "The card turned up: Experience" in panel


def test_a_face_up_lake_foe_is_previewed_with_its_odds(app, client):
    panel = _battle_page(app, client, face_up=True, deck_mode="herald")
    assert "Scaled Monster" in panel
    assert 'class="kinds"' in panel


def test_the_game_screens_attack_form_asks_a_face_down_foes_numbers_without_naming_it(app, client):
    gid = _lake_scene(app, client, face_up=False, deck_mode="herald")
    page = client.get(f"/games/{gid}").get_data(as_text=True)
    start = page.index('class="offer-card realm-lake-fight')
    form = page[start:page.index("</form>", start)]
    assert "turn it up as you attack" in form and "The card turned up: Experience" in form
    assert "Scaled Monster" not in form and "scaled-monster" not in re.sub(r'\b(name|value|id|for)="[^"]*"', "", form)
    offer = next(o for o in client.get(f"/api/v1/games/{gid}").get_json()["legal_actions"]
                 if o["kind"] == "realm_lake_fight")
    assert offer["choices"]["face_down"] is True


def test_a_face_up_foe_without_its_numbers_is_asked_for_them_not_called_face_down(app, client):
    """A hint that is true: a Sphinx turned up (by a Prophetic Dream, 003:L399) whose Strength Herald does not know
    shows no odds yet, but it is no face-down card."""
    panel = _battle_page(app, client, face_up=True, deck_mode="herald", foe="sphinx#1")
    assert "Sphinx" in panel and "face down" not in panel
