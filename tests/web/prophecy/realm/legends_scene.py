"""A stored game at a Legends of Dragons card (003:L283-289) on the typed Realm board, for the screen and Chromium
tests: Cleo's Chance card to resolve, the Realm's cards face down where DOWN says."""

from __future__ import annotations

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.realm.options import RealmOptions
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from app.games.prophecy.screens.catalog import catalog_state
from tests.engine.realm.boards import TYPED
from tests.helpers import as_tablet
from tests.scenes import stored_scene

# Face down on the typed board (left DLSDLD, middle DSDD, right LDLSDLDL): what Herald's records hold there.
DOWN = {"realm:left:1:negative": "cursed-crossroads#1", "realm:middle:1:negative": "skeletal-dragon#1",
        "realm:right:1:positive": "boiling-pool#1", "realm:right:2:negative": "fire-geysers#1"}


def legends_scene(app, deck_mode: str, down: dict[str, str] = DOWN, *, gold: int = 4, name: str = "Scene"):
    """A tablet client and the id of a stored two-hero game where Cleo resolves Legends of Dragons, the cards of
    `down` face down on the Realm board and the deck drawn by `deck_mode` ("table" or "herald")."""
    client = as_tablet(app.test_client(), make_game=False)
    with app.app_context():
        catalog_state.record({"realm": TYPED}, origin="table")
    cleo = Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=5, magic=5, gold=gold, space=3)
    ben = Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0)
    events = [GameCreated(options=GameOptions(realm=RealmOptions(), deck_mode=deck_mode), heroes=(cleo, ben)),
              CardMoved(card="gate-to-the-dragon-realm#1", to="plane:2:lesser"),
              *(CardMoved(card=card, to=zone, face_up=False) for zone, card in down.items()),
              CardMoved(card="legends-of-dragons#1", to="chance:current"),
              FlowChanged(flow=Flow(stage="chance_resolve", round=2, active=0, turn=1))]
    return client, stored_scene(client, events, name=name)
