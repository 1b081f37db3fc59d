"""A Realm board typed as a group would type it: invented lengths and colours that fit 003:L217 and 003:L229."""

from __future__ import annotations

from app.games.prophecy.engine.realm.board import RealmBoard, RealmPath, colours

# left 6 spaces (3 positive), middle 4 (1 positive), right 8 (5 positive); 12 negative, 9 positive in all.
TYPED = {"path_left": "DLSDLD", "path_middle": "DSDD", "path_right": "LDLSDLDL"}


def board() -> RealmBoard:
    """The test group's board."""
    return RealmBoard(paths=tuple(RealmPath(name=n, spaces=colours(TYPED[f"path_{n}"]))
                                  for n in ("left", "middle", "right")))


def as_dealt(state, path: str, step: int) -> list[str]:
    """The name a table-draws game gives the face-down Dragon card a step onto the space turns up: here the card
    Herald's records hold there (none when nothing face down lies on top)."""
    from app.games.prophecy.engine.realm.reveal import face_on_arrival

    faced = face_on_arrival(state.zones, path, step)
    return [faced[1]] if faced is not None and faced[1] in state.hidden else []


def name_turned_up(state, ctx):
    """The table names the Dragon card that turned up after the step (table draws): the one Herald's records hold."""
    from app.games.prophecy.engine import apply, legal_actions, parse_action

    (offer,) = [o for o in legal_actions(state, ctx) if o.kind == "realm_name"]
    return apply(state, parse_action({"kind": "realm_name", **offer.params, "revealed": [offer.params["at"]]}), ctx)[0]
