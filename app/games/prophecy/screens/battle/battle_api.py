"""The battle under the JSON API: a preview that changes nothing, the battle in progress, and Herald's dice.

The fight itself goes through POST /api/v1/games/<id>/actions (start_fight, choose_battle_kind, ...). A
battle_roll or battle_reward sent with by_herald=true and no faces gets its faces here, from the game's
seed and the step, so the same request rolls the same dice (a retry with the same action_id is applied once).
"""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING, Annotated, Any, Literal

from flask import jsonify
from pydantic import BaseModel, ConfigDict, Field

from app.store import games as saved
from app.web.jsonapi.api import bp
from app.web.jsonapi.apiroute import api_route, problem
from app.web.jsonapi.later import later
from app.web.rendering.deps import game_log

if TYPE_CHECKING:
    from app.games.prophecy.engine.combat.model import Opponent

# The engine's types in the request, imported when the model is first built: declaring the route imports no engine
# (issue 42: a start).
SpellCastIn = later("app.games.prophecy.engine.combat.model:SpellCast")
GmModifierIn = later("app.games.prophecy.engine.combat.model:GmModifier")


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)


class OpponentIn(_Model):
    """Whom the hero would fight: a Creature card instance, a Guardian card instance, or another seat."""

    creature: str | None = None
    guardian: str | None = None
    seat: int | None = Field(default=None, ge=0, le=4)


# A roll's number as a JSON key: plain digits only (pydantic alone would read "+1", " 1" or "1_0" as numbers).
ROLL = r"^(0|[1-9][0-9]{0,8})$"


class ChoicesIn(_Model):
    """The choices to try: the kind, the Items and Spells, per-roll options by roll, the GM's ±N, card values."""

    kind: Literal["strength", "wills"] | None = None
    defender_wills: bool = False
    items: list[str] = []
    spells: list[SpellCastIn] = []
    foe_items: list[str] = []
    rolls: dict[Annotated[str, Field(pattern=ROLL)], list[str]] = Field(
        default={}, json_schema_extra={"propertyNames": {"pattern": ROLL}})
    gm: list[GmModifierIn] = []
    values: dict[str, dict[str, Any]] = {}


class BattlePreviewRequest(_Model):
    """A battle to preview for a seat against an opponent, with choices."""

    seat: int = Field(ge=0, le=4)
    opponent: OpponentIn
    choices: ChoicesIn = ChoicesIn.model_construct()  # not ChoicesIn(): validating would build it (and import the engine)


class BattlePreviewOut(_Model):
    """Breakdown lines of both sides, exact odds (fractions and percents), compared options, what is missing."""

    names: dict[str, str]
    kinds: list[dict[str, Any]]
    battle_kind: list[str] = []
    breakdown: dict[str, Any]
    odds: dict[str, Any] | None
    compare: list[dict[str, Any]]
    options: list[dict[str, Any]]
    missing: list[str]
    blocking: list[str]
    violations: list[dict[str, Any]]
    table_applies: list[str]
    notices: list[str] = []  # rulings Herald applies here, with their lines (Dragon Aura, Fire Breathing)


class BattleOut(_Model):
    """The battle in progress (battle null when none) with its lines, odds of what is left and open choices."""

    seq: int
    battle: dict[str, Any] | None
    names: dict[str, str] = {}
    kinds: list[dict[str, Any]] = []
    breakdown: dict[str, Any] = {}
    next_roll: int | None = None
    dice: dict[str, int] | None = None
    odds: dict[str, Any] | None = None
    compare: list[dict[str, Any]] = []
    options: dict[str, Any] = {}
    spells: dict[str, Any] = {}
    missing: list[str] = []
    blocking: list[str] = []
    violations: list[dict[str, Any]] = []
    table_applies: list[str] = []
    notices: list[str] = []


def _opponent(o: OpponentIn) -> Opponent:
    from app.games.prophecy.engine.combat.model import Opponent

    if o.creature:
        return Opponent(kind="creature", card=o.creature)
    if o.guardian:
        return Opponent(kind="guardian", card=o.guardian)
    if o.seat is not None:
        return Opponent(kind="hero", seat=o.seat)
    raise ValueError("opponent: name a creature, a guardian or a seat")


def _unknown_foe(state, ctx, opp: Opponent) -> str | None:
    """Why the named card cannot be the foe: no card of that id in the catalog nor in the game, or a card of
    another kind; None when it can. A card the catalog does not know but the game holds (an unregistered card
    the table put down) is a foe like any other."""
    from app.games.prophecy.engine.rules import lookup

    card = lookup.raw(ctx, opp.card)
    if card is None and state.where(opp.card) is None:
        return (f"There is no card {opp.card!r} in this game or in Herald's catalog: name the {opp.kind} by its "
                "card id, as the game's state lists it (e.g. angry-mob#1).")
    if card is None:
        return None
    fights = (card.kind == "guardian" if opp.kind == "guardian"
              else lookup.home_deck(ctx, opp.card) == "adventure" and card.kind != "opportunity")
    if not fights:
        return f"{lookup.name(ctx, opp.card)} ({opp.card}) is not a {opp.kind.capitalize()}: its card is of kind {card.kind}."
    return None


@api_route(bp, "/games/<game_id>/battle-preview", "post", body=BattlePreviewRequest, response=BattlePreviewOut,
           summary="Preview a battle: lines, exact odds and compared choices. Changes nothing.", errors=(404, 422))
def battle_preview(game_id: str, body: BattlePreviewRequest):
    from app.games.prophecy.engine.combat.preview import preview

    log = game_log()
    saved.get_game(log, game_id)
    _, state = log.load(game_id)
    if not 0 <= body.seat < len(state.heroes):
        return problem(422, "invalid_input", f"There is no seat {body.seat + 1} in this game.", field="seat")
    try:
        opp = _opponent(body.opponent)
    except ValueError as exc:
        return problem(422, "invalid_input", str(exc), field="opponent")
    if opp.kind == "hero" and not 0 <= opp.seat < len(state.heroes):
        return problem(422, "invalid_input", f"There is no seat {opp.seat + 1} in this game.", field="opponent.seat")
    if opp.kind == "hero" and opp.seat == body.seat:
        return problem(422, "invalid_input", "A hero cannot fight herself: name another seat.", field="opponent.seat")
    if opp.kind in ("creature", "guardian") and (refusal := _unknown_foe(state, log.context(), opp)):
        return problem(422, "invalid_input", refusal, field=f"opponent.{opp.kind}")
    c = body.choices
    out = preview(state, log.context(), body.seat, opp, kind=c.kind, defender_wills=c.defender_wills,
                  items=tuple(c.items), spells=tuple(c.spells), foe_items=tuple(c.foe_items),
                  rolls={int(r): tuple(ids) for r, ids in c.rolls.items()}, gm=tuple(c.gm), values=c.values)
    return jsonify(BattlePreviewOut(**out).model_dump(mode="json"))


@api_route(bp, "/games/<game_id>/battle", "get", response=BattleOut,
           summary="The battle in progress: choices made, rolls, lines, odds of what is left.", errors=(404,))
def battle_now(game_id: str):
    from app.games.prophecy.engine.combat.preview import in_progress

    log = game_log()
    saved.get_game(log, game_id)
    seq, state = log.load(game_id)
    view = in_progress(state, log.context())
    if view is None:
        return jsonify(BattleOut(seq=seq, battle=None).model_dump(mode="json"))
    return jsonify(BattleOut(seq=seq, **view).model_dump(mode="json"))


def herald_dice(game_id: str, act, expected_seq: int):
    """Fill the faces of a battle roll (or a treasure die) Herald is asked to roll; other actions pass through."""
    if act.kind not in ("battle_roll", "battle_reward") or not act.by_herald:
        return act
    from app.games.prophecy.engine.combat.facts import Facts
    from app.games.prophecy.engine.combat.preview import in_progress

    log = game_log()
    rng = Random(saved.game_seed(log, game_id) * 10_007 + expected_seq)
    if act.kind == "battle_roll" and not act.hero_faces and not act.foe_faces:
        _, state = log.load(game_id)
        view = in_progress(state, log.context()) or {}
        dice = view.get("dice") or {"hero": 1, "foe": 1}
        return act.model_copy(update={"hero_faces": tuple(rng.randint(1, 6) for _ in range(dice["hero"])),
                                      "foe_faces": tuple(rng.randint(1, 6) for _ in range(dice["foe"]))})
    if act.kind == "battle_reward" and not act.faces:
        facts = Facts(log.context())
        extra = sum(e.count for oid in act.use for _, e in facts.effects(oid.split(":", 1)[-1])
                    if e.kind == "extra_dice")
        return act.model_copy(update={"faces": tuple(rng.randint(1, 6) for _ in range(1 + extra))})
    return act
