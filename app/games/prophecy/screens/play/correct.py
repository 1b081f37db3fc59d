"""The game master's correction form on the tablet: opened from a card, a hero, a space, the decks or a plane.

GET only: the form is a fragment swapped into the game screen's correction panel (a page of its own without
htmx); it posts a `correct` action to the game screen's `/act`, like every other tap.
"""

from __future__ import annotations

from flask import Blueprint, request

from app.games.prophecy.screens.play import correct_extra as X
from app.games.prophecy.screens.play import correct_view as V
from app.store import games as saved
from app.web.rendering.deps import game_log
from app.web.rendering.forms import new_action_id
from app.web.rendering.htmx import render

bp = Blueprint("correct", __name__, url_prefix="/games")


@bp.app_context_processor
def manual_cards_helper() -> dict:
    """`manual_cards(state)` for the game screen: the cards whose effect the table applies by hand."""
    def manual_cards(state):
        ctx = game_log().context()
        return V.manual_cards(state, ctx, ctx.catalog)

    return {"manual_cards": manual_cards}


def _int(name: str, below: int) -> int | None:
    raw = request.args.get(name, "")
    return int(raw) if raw.isdigit() and int(raw) < below else None


@bp.get("/<game_id>/correct")
def show(game_id: str):
    """The correction form for what the query names: card (and to), seat, space, plane, a Realm zone, or decks."""
    if request.args.get("close"):
        return ""
    log = game_log()
    seq, state = log.load(game_id)
    ctx = log.context()
    cat = ctx.catalog
    card, seat, space = request.args.get("card"), _int("seat", len(state.heroes)), _int("space", 20)
    plane = _int("plane", 5)
    context = dict(game=saved.get_game(log, game_id), seq=seq, state=state, action_id=new_action_id,
                   panel=None, hero=None, space=None, plane=None, decks=None, zone=None, extra=None,
                   realm_zones=X.realm_zones(state, ctx))
    zone = request.args.get("zone")
    if card:
        context["panel"] = V.card_panel(state, ctx, cat, card, request.args.get("to"))
    elif seat is not None:
        context["hero"] = V.hero_panel(state, ctx, cat, seat)
        context["extra"] = X.hero_extras(state, ctx, cat, seat)
    elif zone == "realm" and context["realm_zones"]:
        context["zone"] = {"name": "the Dragon Realm", "chooser": True}
    elif zone in dict(context["realm_zones"]):
        context["zone"] = V.zone_panel(state, ctx, cat, zone)
    elif space is not None:
        context["space"] = V.space_panel(state, ctx, cat, space)
    elif plane is not None:
        context["plane"] = V.plane_panel(state, ctx, cat, plane)
        context["extra"] = X.plane_extras(state, ctx, plane)
    else:
        context["decks"] = V.deck_panel(state, ctx, cat)
    return render("prophecy/play/correct.html", "prophecy/play/_correct.html", **context)
