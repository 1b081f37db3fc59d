"""What the battle screen lets the group type from its physical game beside the fight: a card's printed name where
Herald shows only its place in the box, and the faces of its battle dice. Each is a step of the game (undoable)
and becomes the group's entry, so it is typed once; a refusal is named and nothing changes."""

from __future__ import annotations

import uuid

from flask import redirect, request, url_for
from pydantic import ValidationError

from app.games.conjurers.kind import KIND
from app.games.conjurers.screens.battle.names import sentence
from app.games.conjurers.screens.battle.screen import battle_page, bp
from app.games.conjurers.screens.typed_values import keep_typed
from app.store import StaleWrite
from app.web.jsonapi.apiroute import validation_message
from app.web.rendering.deps import game_log
from app.web.rendering.htmx import stale_status


def _append(game_id: str, raw: dict):
    """Record one typing step at the step the screen showed; the battle screen again, or the refusal on it."""
    from app.games.conjurers.engine import IllegalAction, InvalidInput

    log = game_log()
    seq, state = log.load(game_id)
    form = request.form
    try:
        expected = int(form.get("seq", "-1"))
        if expected != seq:
            raise StaleWrite(expected, seq)
        log.append(game_id, KIND.parse_action(raw), expected_seq=seq,
                   action_id=form.get("action_id") or uuid.uuid4().hex)
        keep_typed(game_id, before=state)
    except StaleWrite:
        return battle_page(game_id, request.args, "The game changed on another device. Nothing was applied.", stale_status())
    except ValidationError as exc:
        return battle_page(game_id, request.args, validation_message(exc)[1], 422)
    except IllegalAction as exc:
        return battle_page(game_id, request.args, f"{exc.detail} ({exc.rule.ref})", 422)
    except InvalidInput as exc:
        return battle_page(game_id, request.args, sentence(state, exc.message), 422)
    return redirect(url_for("conjurers_battle.screen", game_id=game_id), 303)


@bp.post("/<game_id>/conjurers/battle/name")
def name_card(game_id: str):
    """Type the printed name of a card the screen showed by its place in the box."""
    name = " ".join(request.form.get("name", "").split())
    if not name or len(name) > 60:
        return battle_page(game_id, request.args, "Type the name printed on the card (at most 60 characters). "
                                            "Nothing was changed.", 422)
    return _append(game_id, {"kind": "name_card", "card": request.form.get("card", ""), "name": name})


@bp.post("/<game_id>/conjurers/battle/dice")
def type_dice(game_id: str):
    """Type how many faces of the group's battle dice show 0, 1 and 2."""
    from app.games.conjurers.engine.typing_table import check_faces

    raw = [(request.form.get(f"faces.{i}") or "").strip() for i in range(3)]
    if not all(r.isdigit() for r in raw):
        return battle_page(game_id, request.args, "Type how many faces show 0, 1 and 2: a whole number in each box. "
                                            "Nothing was changed.", 422)
    try:
        weights = check_faces(tuple(int(r) for r in raw))
    except ValueError as exc:
        return battle_page(game_id, request.args, f"Battle dice: {exc}. Nothing was changed.", 422)
    return _append(game_id, {"kind": "type_die", "weights": list(weights)})
