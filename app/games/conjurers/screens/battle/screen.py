"""The battle screen: the two sides' slots as cards, the legal moves as buttons with the odds of each fight,
the chosen move's items, numbers and dice (entered 0/1/2 or rolled by Herald), and what happened."""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING

from flask import Blueprint, redirect, request, url_for
from pydantic import ValidationError
from werkzeug.datastructures import MultiDict

from app.games.conjurers.kind import KIND
from app.games.conjurers.screens.battle.board_view import board
from app.games.conjurers.screens.battle.hand_numbers import (
    ASK,
    SHOWN,
    abilities,
    asks_hands,
    hands_view,
    read_hands,
)
from app.games.conjurers.screens.battle.herald import fill, rng_for
from app.games.conjurers.screens.battle.moves_view import chosen, move_groups
from app.games.conjurers.screens.battle.names import sentence
from app.games.conjurers.screens.battle.pick_view import pick_view
from app.games.conjurers.screens.battle.rolls import needed_rolls, only_asked
from app.games.conjurers.screens.battle.turn_form import read_turn
from app.games.conjurers.screens.battle.typing_view import dice_view, unnamed
from app.games.conjurers.screens.typed_values import keep_typed
from app.store import StaleWrite
from app.store import games as saved
from app.web.history.log_view import recent_rows
from app.web.jsonapi.apiroute import validation_message
from app.web.rendering.deps import game_log
from app.web.rendering.htmx import render, stale_status

if TYPE_CHECKING:
    from app.games.conjurers.engine import State
    from app.games.conjurers.engine.battle.model import Battle

bp = Blueprint("conjurers_battle", __name__, url_prefix="/games")
BATTLE_STEPS = ("battle", "battleground", "duel", "tournament_match")


def _result(state: State, game_id: str) -> list[dict]:
    """The newest battle steps of the log, in plain words."""
    rows = [r for r in recent_rows(game_id=game_id, log=game_log(), limit=6) if r.kind in BATTLE_STEPS][:3]
    return [{"seq": r.seq, "lines": [sentence(state, line) for line in r.story if line]} for r in rows]


def _context(game_id: str, form: MultiDict, error: str | None = None) -> dict:
    from app.games.conjurers.engine.battle.conventions import CONVENTIONS

    log = game_log()
    summary = saved.get_game(log, game_id)
    seq, state = log.load(game_id)
    ctx = {"game": summary, "seq": seq, "state": state, "error": error, "result": _result(state, game_id),
           "conventions": CONVENTIONS, "action_id": uuid.uuid4().hex, "battle": None, "pick": None}
    if log.kind_of(game_id).name != "conjurers" or state.fight is None:
        return ctx
    battle: Battle = state.fight.battle
    ctx |= {"battle": board(state, battle), "groups": move_groups(state, battle), "unnamed": unnamed(state, battle),
            "dice": dice_view(state)}
    move = chosen(battle, form.get("pick"))
    if move is not None:
        turn = read_turn(form, battle, move)
        ctx["pick"] = pick_view(state, battle, form.get("pick"), turn)
        ctx["pick"]["hands"] = hands_view(state, battle, form, turn.values)
        ctx["hand_abilities"] = abilities()
    return ctx


def battle_page(game_id: str, form: MultiDict, error: str | None = None, status: int = 200):
    """The battle screen (the move picked in `form`, if any), with a refusal when one is given."""
    # a boosted form's answer would put the form's address in the history, which a reload of the dice or name form
    # cannot open: an answer to a post keeps the screen's
    here = {"HX-Push-Url": url_for("conjurers_battle.screen", game_id=game_id)} if request.method == "POST" else None
    return render("conjurers/battle/show.html", "conjurers/battle/_screen.html", status=status, headers=here,
                  **_context(game_id, form, error))


@bp.get("/<game_id>/conjurers/battle")
def screen(game_id: str):
    """The battle under way (or the last result), with the move the player picked if any."""
    return battle_page(game_id, request.args)


@bp.post("/<game_id>/conjurers/battle")
def play(game_id: str):
    """Record one battle turn: the picked move with its items, numbers and the dice entered or Herald's roll."""
    from app.games.conjurers.engine import IllegalAction, InvalidInput
    from app.games.conjurers.engine.battling import typed_battle

    form = request.form
    if form.get("preview") == "1":  # show the odds and dice of the move as configured; nothing is recorded
        return battle_page(game_id, form)
    log = game_log()
    seq, state = log.load(game_id)
    turn = None
    try:
        expected = int(form.get("seq", "-1"))
        if state.fight is None or expected != seq:
            raise StaleWrite(expected, seq)
        battle = state.fight.battle
        move = chosen(battle, form.get("pick"))
        if move is None:
            return battle_page(game_id, form, "Pick a move first.", 422)
        turn = read_turn(form, battle, move)
        if turn.errors:
            return battle_page(game_id, form, "; ".join(turn.errors.values()), 422)
        hands = read_hands(form, state, battle, turn.values)
        if hands.errors:
            return battle_page(game_id, form, "Nothing was recorded: " + " ".join(hands.errors.values()), 422)
        turn.values |= hands.values
        typed = typed_battle(state, turn.values, turn.gear)
        herald = form.get("herald") == "1" and not battle.die.no_dice
        dice = {} if herald else only_asked(typed, turn.move, turn.dice)
        if not herald:
            unentered = [label for label, n in needed_rolls(typed, turn.move, turn.dice) if len(dice.get(label, ())) != n]
            if unentered and not battle.die.no_dice:
                return battle_page(game_id, form, "Enter every die that was rolled, or let Herald roll.", 422)
        raw = {"kind": "battle", "seat": battle.side(battle.turn).seat, "move": turn.move.model_dump(mode="json"),
               "values": {c: v.model_dump(mode="json") for c, v in turn.values.items()},
               "gear": {g: v.model_dump(mode="json") for g, v in turn.gear.items()}, "dice": dice, "by_herald": herald}
        act = fill(state, KIND.parse_action(raw), rng_for(saved.game_seed(log, game_id), seq))
        log.append(game_id, act, expected_seq=seq, action_id=form.get("action_id") or uuid.uuid4().hex)
        keep_typed(game_id, before=state)  # a card's numbers typed here are the group's from now on
    except StaleWrite:
        return battle_page(game_id, MultiDict(), "The game changed on another device. Nothing was applied.", stale_status())
    except ValidationError as exc:
        return battle_page(game_id, form, validation_message(exc)[1], 422)
    except IllegalAction as exc:
        return battle_page(game_id, form, f"{exc.detail} ({exc.rule.ref})", 422)
    except InvalidInput as exc:
        if form.get(SHOWN) is None and asks_hands(state.fight.battle, exc, turn.values if turn else ()):  # the stalemate asks the hands' numbers
            form = MultiDict([*form.items(multi=True), (SHOWN, ASK)])
        return battle_page(game_id, form, sentence(state, exc.message), 422)
    return redirect(url_for("conjurers_battle.screen", game_id=game_id), 303)
