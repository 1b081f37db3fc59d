"""A game standing where a test needs it, stored as its first step (the table laid out, then play goes on), and a
step of plain events appended as a long game would leave it."""

from __future__ import annotations

from sqlmodel import Session

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from app.store.models import EventRecord, GameRecord
from tests.scenes import stored_scene

FOREST = 5
# What the table types for the Angry Mob and the Axe (the catalog does not know them).
VALUES = {"angry-mob": {"reward": [], "loss": [], "special": [], "creature_types": ["humanoid"]},
          "axe": {"hands": 1}}


def cleo_and_ben(magic: int = 4, wounds: int = 0, willpower: int = 4) -> tuple[Hero, ...]:
    """The Mercenary on a Forest (with `wounds` Health lost and `magic` Magic) and the Paladin in the Fortress."""
    return (Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6 - wounds, blue=willpower, magic=magic,
                 space=FOREST, guilds=("fortress", "thieves_guild")),
            Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0,
                 guilds=("fortress", "monastery")))


def import_scene(client, heroes=None, cards=None, name: str = "Battle") -> str:
    """A game at the first hero's turn with `cards` ({card: zone}) laid out; the client masters it.

    An imported file is decided again by the rules, so the scene is stored as its first step (tests/scenes.py).
    """
    heroes = heroes or cleo_and_ben()
    cards = {"angry-mob#1": f"space:{FOREST}", "axe#1": "hero:0:items"} if cards is None else cards
    events = [GameCreated(options=GameOptions(), heroes=heroes),
              *(CardMoved(card=c, to=z) for c, z in cards.items()),
              FlowChanged(flow=Flow(stage="turn", round=1, active=0, turn=1))]
    return stored_scene(client, events, name=name)


def append_step(log, game_id: str, events, kind: str = "ended", story: str = "The game was brought to its end for the test.",
                tag: str = "end") -> None:
    """One step of plain events written straight into the log (`kind` its action, `story` what the log tells), as
    the end of a long game, or a few rounds of play, would leave them."""
    with Session(log.engine) as session:
        game = session.get(GameRecord, game_id)
        game.head_seq += 1
        session.add(EventRecord(game_id=game_id, seq=game.head_seq, type=kind, action={"kind": kind},
                                events=[e.model_dump(mode="json") for e in events], action_id=f"{tag}-{game_id}",
                                story=[story]))
        session.add(game)
        session.commit()
