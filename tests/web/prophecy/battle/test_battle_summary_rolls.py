"""A true summary: the result panel of a battle lists that battle's rolls only, never a roll of an earlier battle,
whichever step opened it (a fight on the ring, a Realm fight, the Lake's)."""

from __future__ import annotations

from types import SimpleNamespace

from sqlmodel import Session, SQLModel, create_engine

from app.games.prophecy.screens.battle.battle_ended import battle_ended
from app.store.models import EventRecord

OPEN = {"kind": "battle_changed", "battle": {"seat": 0}, "text": ""}


def _row(seq: int, kind: str, story: list[str], ends: str | None = None) -> EventRecord:
    events = [OPEN] if ends is None else [{"kind": "battle_changed", "battle": None, "text": ends}]
    return EventRecord(game_id="g", seq=seq, type=kind, action={"kind": kind}, events=events, story=story,
                       action_id=f"a{seq}")


def test_the_result_panel_lists_only_the_rolls_of_the_battle_it_closes():
    engine = create_engine("sqlite://")
    SQLModel.metadata.create_all(engine)
    with Session(engine) as session:
        for row in (_row(1, "start_fight", ["fight opened"]),
                    _row(2, "battle_roll", ["Cleo: battle roll 9 against 4 (Old Pirate, win)"],
                         ends="Cleo's Mercenary fought Old Pirate by Strength: 9 against 4, won 3 Experience."),
                    _row(3, "end_turn", ["the turn ends"]),
                    _row(4, "realm_fight", ["Cleo steps onto the Phantom Dragon"]),
                    _row(5, "battle_roll", ["Cleo: battle roll 5 against 8 (Phantom Dragon, lose)"],
                         ends="Cleo's Mercenary fought Phantom Dragon by Strength: 5 against 8, lost 1 Health.")):
            session.add(row)
        session.commit()
    ended = battle_ended(SimpleNamespace(engine=engine), "g")
    assert ended is not None and ended["rolls"] == ["Cleo: battle roll 5 against 8 (Phantom Dragon, lose)"]
    assert ended["title"] == "Cleo's Mercenary lost"
