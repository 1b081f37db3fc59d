"""A Realm board typed as a group would type it: invented lengths and colours that fit 003:L217 and 003:L229."""

from __future__ import annotations

from app.games.prophecy.engine.realm.board import RealmBoard, RealmPath, colours

# left 6 spaces (3 positive), middle 4 (1 positive), right 8 (5 positive); 12 negative, 9 positive in all.
TYPED = {"path_left": "DLSDLD", "path_middle": "DSDD", "path_right": "LDLSDLDL"}


def board() -> RealmBoard:
    """The test group's board."""
    return RealmBoard(paths=tuple(RealmPath(name=n, spaces=colours(TYPED[f"path_{n}"]))
                                  for n in ("left", "middle", "right")))
