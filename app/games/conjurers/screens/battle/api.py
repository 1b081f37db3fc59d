"""Conjurers' battle under the JSON API: the battle in progress and a preview of the exact odds of every fight
the side to act could start, which changes nothing. Battle turns themselves are `battle` actions posted to
/api/v1/games/<id>/actions (with `by_herald` Herald rolls their dice; a battleground or duel with `by_herald`
has Herald draw the secret three)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from flask import jsonify
from pydantic import BaseModel, ConfigDict

from app.store import games as saved
from app.web.jsonapi.api import bp
from app.web.jsonapi.apiroute import api_route
from app.web.jsonapi.later import later
from app.web.rendering.deps import game_log

if TYPE_CHECKING:
    from app.games.conjurers.engine import State
    from app.games.conjurers.engine.battle.model import Battle
    from app.games.conjurers.engine.battle.turns import Move

# The engine's types in the request, imported when the model is first built: declaring the route imports no engine
# (issue 42: a start).
MoveIn = later("app.games.conjurers.engine.battle.turns:Move")
PrintedIn = later("app.games.conjurers.engine.battle.profile:Printed")
GearIn = later("app.games.conjurers.engine.battle.profile:Gear")


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)


class ConjurersBattlePreviewRequest(_Model):
    """A move to preview (all the side's fights when none), numbers typed for new cards, magician picks."""

    move: MoveIn | None = None
    values: dict[str, PrintedIn] = {}
    gear: dict[str, GearIn] = {}
    magician: dict[str, Literal["frost_attack", "burning", "poisonous"]] = {}


class ConjurersBattleOut(_Model):
    """The battle as the tablet sees it (hands hidden), whose turn, and the exact odds of each possible fight:
    `fights` (move, label, odds with fractions and percentages), `quiet` (moves starting no fight), `missing`
    (moves whose cards' numbers must be typed first)."""

    seq: int
    battle: dict[str, Any] | None
    turn: dict[str, Any] | None = None
    fights: list[dict[str, Any]] = []
    quiet: list[dict[str, Any]] = []
    missing: list[dict[str, Any]] = []


def _turn(state: State, battle: Battle) -> dict:
    seat = battle.side(battle.turn).seat
    return {"side": "attacker" if battle.turn == 0 else "defender", "seat": seat,
            "player": state.players[seat].name if seat is not None else None}


def _cards(battle: Battle) -> set[str]:
    out = set(battle.stats)
    for side in battle.sides:
        out |= set(side.hand) | {f.card for _, f in side.on_board()}
    return out


def _items(battle: Battle) -> set[str]:
    return {g for side in battle.sides for g in (*side.items, *(g for _, f in side.on_board() for g in f.items))}


def check_move(battle: Battle, move: Move) -> None:
    """Refuse a move naming a creature or item not in this battle, or one the side to act may not make now."""
    from app.games.conjurers.engine import InvalidInput
    from app.games.conjurers.engine.battle.turns import legal_moves

    cards = _cards(battle)
    if move.card is not None and move.card not in cards:
        raise InvalidInput(f"there is no creature {move.card} in this battle", "move.card")
    if move.target is not None and move.target not in cards:
        raise InvalidInput(f"there is no creature {move.target} in this battle", "move.target")
    side = battle.side(battle.turn)
    for g in move.items:
        if g not in side.items:
            raise InvalidInput(f"{g} is not an item this side holds unequipped", "move.items")
    for c in move.magician:
        if c not in cards:
            raise InvalidInput(f"there is no creature {c} in this battle", f"move.magician.{c}")
    bare = move.model_copy(update={"items": (), "magician": {}})
    if bare not in [m.model_copy(update={"items": (), "magician": {}}) for m in legal_moves(battle)]:
        raise InvalidInput(f"{move.kind.replace('_', ' ')} is not a legal battle move now", "move")


@api_route(bp, "/games/<game_id>/conjurers/battle", "get", response=ConjurersBattleOut, errors=(404,),
           summary="Conjurers: the battle in progress (hands hidden until summoned) with the odds of each possible fight.")
def conjurers_battle(game_id: str):
    from app.games.conjurers.engine.battling import battle_view
    from app.games.conjurers.screens.battle.odds_view import all_fights

    log = game_log()
    saved.get_game(log, game_id)
    seq, state = log.load(game_id)
    if log.kind_of(game_id).name != "conjurers" or state.fight is None:
        return jsonify(ConjurersBattleOut(seq=seq, battle=None).model_dump(mode="json"))
    battle = state.fight.battle
    hidden = battle_view(state, None).fight.battle
    return jsonify(ConjurersBattleOut(seq=seq, battle=hidden.model_dump(mode="json"), turn=_turn(state, battle),
                                      **all_fights(state, battle)).model_dump(mode="json"))


@api_route(bp, "/games/<game_id>/conjurers/battle-preview", "post", body=ConjurersBattlePreviewRequest,
           response=ConjurersBattleOut, errors=(404, 422),
           summary="Conjurers: the exact odds (fractions and percentages) of one move's fight, or of every fight the "
                   "side to act could start. Changes nothing.")
def conjurers_battle_preview(game_id: str, body: ConjurersBattlePreviewRequest):
    from app.games.conjurers.engine import InvalidInput
    from app.games.conjurers.engine.battling import battle_preview, battle_view, typed_battle
    from app.games.conjurers.screens.battle.names import card_name
    from app.games.conjurers.screens.battle.odds_view import all_fights, move_label, odds_json, unknown_cards

    log = game_log()
    saved.get_game(log, game_id)
    seq, state = log.load(game_id)
    if log.kind_of(game_id).name != "conjurers":
        raise InvalidInput("this is not a Conjurers game", "game")
    battle = state.fight.battle if state.fight is not None else None
    if battle is not None:
        for g in body.gear:
            if g not in _items(battle):
                raise InvalidInput(f"there is no item {g} in this battle", f"gear.{g}")
        for c in body.magician:
            if c not in _cards(battle):
                raise InvalidInput(f"there is no creature {c} in this battle", f"magician.{c}")
    typed = typed_battle(state, body.values, body.gear)  # refused by its rule when no battle is under way
    out = {"seq": seq, "battle": battle_view(state, None).fight.battle.model_dump(mode="json"),
           "turn": _turn(state, typed)}
    if body.move is None:
        return jsonify(ConjurersBattleOut(**out, **all_fights(state, typed, body.magician)).model_dump(mode="json"))
    move = body.move.model_copy(update={"magician": {**body.magician, **body.move.magician}})
    check_move(typed, move)
    lacking = unknown_cards(typed, move)
    if lacking:
        raise InvalidInput(f"type the printed numbers of {', '.join(card_name(state, c) for c in lacking)}",
                           "gear" if set(lacking) <= set(move.items) else "values")
    odds = battle_preview(state, move, body.values, body.gear)
    entry = {"move": move.model_dump(mode="json"), "label": move_label(state, move)}
    if odds is None:
        return jsonify(ConjurersBattleOut(**out, quiet=[entry]).model_dump(mode="json"))
    return jsonify(ConjurersBattleOut(**out, fights=[entry | {"odds": odds_json(state, odds)}]).model_dump(mode="json"))
