"""Where a hero stands (the shapes live in slots/realm.py, since the base state carries them), and the Realm's
own reading of a place: whether it is the last space of its path.
"""

from __future__ import annotations

from ..slots.realm import (  # noqa: F401 - the Realm's name for its shapes
    GATE,
    LAKE,
    Position,
    RealmPlace,
    RealmWhere,
    RingPlace,
    in_realm,
    on_path,
    position,
    where_words,
)
from .board import RealmBoard


def last_step(board: RealmBoard, place: RealmPlace) -> bool:
    """Whether the place is the last space of its path, from which the Lake's plane is attacked (003:L403)."""
    return place.where == "path" and place.path is not None and place.step == board.length(place.path)
