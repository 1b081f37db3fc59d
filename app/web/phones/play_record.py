"""Recording a finished play in BG Stats: the link and its QR code on the result screen and the phones, the
group's BoardGameGeek id for each game, and the same record through the JSON API."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Flask, jsonify, redirect, request, url_for
from pydantic import BaseModel, ConfigDict, Field

from app.qr import qr_svg
from app.store import games as saved
from app.store.sharing.play_records import BadBggId, play_record, set_bgg_id
from app.web.jsonapi.apiroute import api_route
from app.web.rendering.deps import game_log
from app.web.rendering.htmx import render, wants_fragment

bp = Blueprint("play_record", __name__, url_prefix="/games")
api_bp = Blueprint("play_record_api", __name__, url_prefix="/api/v1")


class PlayRecordOut(BaseModel):
    """A finished play as BG Stats takes it in: the JSON and the `bgstats://` link that carries it (both null while
    the game goes on)."""

    over: bool
    link: str | None = None
    play: dict[str, Any] | None = None
    cooperative: bool = False


class BggIdIn(BaseModel):
    """The group's BoardGameGeek id for this game's kind; null forgets it."""

    model_config = ConfigDict(extra="forbid", defer_build=True)
    bgg_id: int | None = Field(default=None, ge=1, le=999_999_999)


def record_panel(game_id: str) -> dict | None:
    """What the result screen and the phones show to record the play: the link and its QR code; None before the end."""
    record = play_record(game_log(), game_id)
    if record is None:
        return None
    return {**record, "qr": qr_svg(record["link"], "QR code: record this play in BG Stats"),
            "bgg_id": record["play"]["game"].get("bggId")}


def init_app(app: Flask) -> None:
    """Let every game's result screen and phone sheet include the play record."""
    app.jinja_env.globals["play_record_panel"] = record_panel


@bp.get("/<game_id>/play-record")
def panel(game_id: str):
    """The play-record panel alone: the result screen loads it beside its kept HTML, since the BoardGameGeek id is a
    setting that no game step changes."""
    return render("games/play_record.html", "games/_play_record.html", game=saved.get_game(game_log(), game_id))


@bp.post("/<game_id>/play-record/bgg-id")
def keep_bgg_id(game_id: str):
    """Keep the BoardGameGeek id the group typed for this kind of game; a bad one is refused beside the field."""
    log = game_log()
    game = saved.get_game(log, game_id)
    typed = request.form.get("bgg_id", "")
    try:
        set_bgg_id(log, log.kind_of(game_id).name, typed)
    except BadBggId as refusal:
        return render("games/play_record.html", "games/_play_record.html", status=422, game=game,
                      refused={"typed": typed, "message": refusal.message})
    if wants_fragment():
        return render("games/play_record.html", "games/_play_record.html", game=game)
    return redirect(url_for("screen.show", game_id=game_id) + "#play-record", 303)


@api_route(api_bp, "/games/<game_id>/play-record", "get", response=PlayRecordOut, errors=(404,),
           summary="The finished play as BG Stats takes it in (its JSON and bgstats:// link); null while the game goes on.")
def get_play_record(game_id: str):
    record = play_record(game_log(), game_id)
    return jsonify(PlayRecordOut(over=record is not None, **(record or {})).model_dump(mode="json"))


@api_route(api_bp, "/games/<game_id>/play-record/bgg-id", "put", body=BggIdIn, status=204, errors=(404, 422),
           summary="Keep (or forget, with null) the group's BoardGameGeek id for this kind of game, for its play records.")
def put_bgg_id(game_id: str, body: BggIdIn):
    log = game_log()
    saved.get_game(log, game_id)
    set_bgg_id(log, log.kind_of(game_id).name, "" if body.bgg_id is None else str(body.bgg_id))
    return "", 204
