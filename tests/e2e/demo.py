"""A demo table for screenshots: cards on spaces, planes, guilds and heroes' hands, as the rules engine will deal them.

Playing a game through the rules up to such a table takes many steps; for screenshots of a busy table this
test-only helper appends one log row of plain engine events (CardMoved, HeroUpdated, FlowChanged) straight
into the store. The games played by the rules are tests/e2e/prophecy/play/test_real_game.py and its neighbours.
"""

from __future__ import annotations

from sqlmodel import Session

from app.games.prophecy.engine.events import CardDamaged, CardMoved, FlowChanged, HeroUpdated
from app.games.prophecy.engine.state import Flow
from app.store.models import EventRecord, GameRecord


def deal_demo_table(log, game_id: str) -> None:
    """Append one step that lays out a mid-game table."""
    events = [
        *(CardMoved(card=f"{c}#1", to="deck:adventure", face_up=False) for c in ("ghost", "bear", "angry_mob", "troll", "wolf")),
        *(CardMoved(card=f"chance_{i}#1", to="deck:chance", face_up=False) for i in range(12)),
        CardMoved(card="storm#1", to="discard:chance"),
        CardMoved(card="old_pirate#1", to="space:4"), CardMoved(card="wolf#2", to="space:4", face_up=False),
        CardMoved(card="hermit#1", to="space:11"), CardMoved(card="dragon#1", to="space:16"),
        *(CardMoved(card=f"{s}_{p}#1", to=f"plane:{p}:{s}", face_up=False) for p in range(5) for s in ("lesser", "greater", "artifact")),
        CardMoved(card="lesser_4#1", to="removed"),
        CardMoved(card="healing_arts#1", to="guild:monastery"), CardMoved(card="fireball#1", to="guild:magic_tower"),
        CardMoved(card="sword#1", to="goods:city"), CardMoved(card="shield#1", to="goods:city"),
        CardMoved(card="war_axe#1", to="hero:0:items"), CardMoved(card="horse#1", to="hero:0:items"),
        CardMoved(card="berserk#1", to="hero:1:abilities"), CardMoved(card="crown_artifact#1", to="hero:2:items"),
        CardDamaged(card="horse#1"),
        HeroUpdated(seat=0, space=4, moved=True), HeroUpdated(seat=1, space=11, moved=True), HeroUpdated(seat=2, space=0, moved=True),
        FlowChanged(flow=Flow(stage="encounter", round=3, active=0, turn=1)),
    ]
    with Session(log.engine) as session:
        game = session.get(GameRecord, game_id)
        seq = game.head_seq + 1
        session.add(EventRecord(game_id=game_id, seq=seq, type="demo_table", action={"kind": "demo_table"},
                                events=[e.model_dump(mode="json") for e in events], action_id=f"demo-{game_id}",
                                story=["The table was laid out for the demo."]))
        game.head_seq = seq
        session.add(game)
        session.commit()
