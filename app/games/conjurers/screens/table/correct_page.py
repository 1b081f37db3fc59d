"""The Conjurers correction form on the tablet: opened from a player, a mine, an action space, the round or a
battle; a fragment swapped into the screen's correction panel (a page of its own without htmx). It posts a
`correct` action to the screen's `/act`, read back by `read_correct` (new amounts become the changes)."""

from __future__ import annotations

from flask import request

from app.games.conjurers.screens.table import correct_view as V
from app.games.conjurers.screens.table import read_forms
from app.games.conjurers.screens.table.read_forms import FormError
from app.games.conjurers.screens.tablet import bp, screen_context
from app.web.rendering.htmx import render

FIELDS = ("card", "to", "mine", "figure", "space", "stage", "where")
NUMBERS = ("starter", "level", "round", "side", "slot", "dm", "poison")
FLAGS = ("frost", "bound", "resolved")


@bp.get("/<game_id>/correct")
def correct(game_id: str):
    """The correction form for what the query names: a seat, a mine, a space, the round, or the battle."""
    from app.games.conjurers.engine import board

    if request.args.get("close"):
        return ""
    context = screen_context(game_id)
    state = context["state"]
    args = request.args
    part = {}
    if args.get("seat", "").isdigit() and int(args["seat"]) < state.n:
        part["player"] = V.player_panel(state, int(args["seat"]))
    elif args.get("space") in board.BY_ID:
        part["space"] = V.space_panel(state, args["space"])
        part["mine"] = V.mine_panel(state, args["space"]) if part["space"]["mine"] else None
    elif args.get("battle") and state.fight is not None:
        part["battle"] = V.battle_panel(state)
    else:
        part["round"] = V.round_panel(state)
    return render("conjurers/correct.html", "conjurers/table/_correct.html", **context, **part)


def read_correct(form, state, rng, out: dict) -> dict:
    """A correction from its form: the plain fields, numbers, yes/no boxes, and new amounts turned into changes."""
    from app.games.conjurers.engine.model import CATEGORIES

    out = out | {"what": form.get("what", "amounts"), "reason": form.get("reason", "")}
    for key in FIELDS:
        if form.get(key, "") != "":
            out[key] = form[key]
    for key in NUMBERS:
        raw = form.get(key, "").strip()
        if raw:
            if not raw.isdigit():
                raise FormError(f"The {key} is a whole number (not {raw!r}).")
            out[key] = int(raw)
    for key in FLAGS:
        if key in form:  # a box unticked sends only its hidden "0"
            out[key] = any(v in ("1", "true", "on", "yes") for v in form.getlist(key))
    if form.get("who"):
        seat, _, figure = form["who"].partition(":")
        out["seat"], out["figure"] = int(seat), figure
    if out["what"] == "figure":
        out["placed"] = form.get("placed", "1") != "0"
        out.setdefault("resolved", False)
        out["space"] = form.get("space") or None
    if out["what"] == "mine":
        out["seat"] = int(form["holder"]) if form.get("holder", "").isdigit() else None
    if out["what"] == "assistants":
        out["assistants"] = [a for a in form.getlist("assistants") if a]
    if out["what"] == "amounts" and "seat" in out:
        p = state.players[out["seat"]]
        now = {k: _amount(form, f"stock.{k}", p.stock.get(k, 0)) for k in CATEGORIES}
        out["stock"] = {k: v - p.stock.get(k, 0) for k, v in now.items() if v != p.stock.get(k, 0)}
        out["minus"] = _amount(form, "minus", p.minus) - p.minus
    return out


def _amount(form, key: str, current: int) -> int:
    raw = form.get(key, "").strip()
    if not raw:
        return current
    if not raw.isdigit():
        raise FormError(f"An amount is a whole number (not {raw!r}).")
    return int(raw)


read_forms.READERS["correct"] = read_correct  # the screen's /act reads a correction's form with it
