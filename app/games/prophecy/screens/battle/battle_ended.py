"""The result of the battle the last step ended, for the panel the battle screen keeps until the group moves on."""

from __future__ import annotations

import re

from sqlmodel import Session, col, select

from app.store.models import EventRecord

_BATTLE_ROWS = 40  # a battle is a few steps: the fight, the kind, the Items, up to three rolls, a treasure


def _ends_battle(events: list) -> str | None:
    """The closing sentence when these events end the battle under way, else None."""
    ends = [e for e in events if isinstance(e, dict) and e.get("kind") == "battle_changed" and e.get("battle") is None]
    return (ends[-1].get("text") or "The battle is over.") if ends else None


def battle_ended(log, game_id: str) -> dict | None:
    """When the head step ended a battle: its closing sentence, each roll, and what else it changed; else None."""
    with Session(log.engine) as session:
        rows = session.exec(select(EventRecord).where(EventRecord.game_id == game_id, EventRecord.status == "active")
                            .order_by(col(EventRecord.seq).desc()).limit(_BATTLE_ROWS)).all()
    if not rows:
        return None
    headline = _ends_battle(rows[0].events)
    if headline is None:
        return None
    rolls = []
    for i, row in enumerate(rows):
        if i and _ends_battle(row.events) is not None:
            break  # an earlier battle's end: whatever step opened this one (a Realm fight, the Lake's), it came after
        rolls[:0] = [line for line in row.story if "battle roll" in line]
        if row.type == "start_fight":
            break
    consequences = [line for line in rows[0].story if line != headline and "battle roll" not in line]
    return {"seq": rows[0].seq, "title": _title(headline, rolls), "headline": headline, "rolls": rolls,
            "consequences": consequences}


def _title(headline: str, rolls: list[str]) -> str:
    """'Cleo's Mercenary won' from the closing sentence and the last roll; 'The battle is over' when unsure."""
    who, fought, _ = headline.partition(" fought ")
    verdict = re.search(r", (win|lose|draw)\)\.?$", rolls[-1]) if rolls else None
    if not fought or verdict is None:
        return "The battle is over"
    return who + {"win": " won", "lose": " lost", "draw": ": a draw"}[verdict.group(1)]
