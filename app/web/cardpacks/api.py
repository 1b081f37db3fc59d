"""The card packs through the JSON API: export, review and import, as the tablet's page does them."""

from __future__ import annotations

import json
from typing import Any, Literal

from flask import Blueprint, jsonify, request
from pydantic import BaseModel, ConfigDict, Field

from app.store.sharing.card_packs import PackRefused, export_pack, import_pack, read_pack, review
from app.web.cardpacks.pages import MAX_PACK_BYTES, after_import
from app.web.jsonapi.apiroute import api_route, problem
from app.web.rendering.deps import game_log

api_bp = Blueprint("card_packs_api", __name__, url_prefix="/api/v1")


class DifferenceOut(BaseModel):
    """One value of the pack beside the group's."""

    model_config = ConfigDict(defer_build=True)
    game: str
    card_id: str
    card: str
    field: str
    theirs: Any = None
    mine: Any = None
    status: Literal["new", "same", "conflict"]
    provenance: str
    key: str


class ImportIn(BaseModel):
    """A pack and, for each conflict whose value the group takes from the pack, its key (game/card/field)."""

    model_config = ConfigDict(extra="forbid", defer_build=True)
    pack: dict[str, Any]
    take_theirs: list[str] = Field(default_factory=list, max_length=20_000)


class ImportedOut(BaseModel):
    """How many values each game took from the pack."""

    model_config = ConfigDict(defer_build=True)
    imported: dict[str, int]


def _pack_body():
    if request.content_length and request.content_length > MAX_PACK_BYTES:
        raise PackRefused("The file is larger than 2 MB.")
    return read_pack(request.get_data())


@api_route(api_bp, "/card-pack", "get", summary="This group's card pack: every value it typed, with provenance.")
def get_card_pack():
    return jsonify(export_pack(game_log()))


@api_route(api_bp, "/card-pack/review", "post", access="gm_any", raw_body="application/json",
           response=DifferenceOut, many=True, errors=(422,),
           summary="Each value of a card pack (the body) beside this group's: new, the same, or a conflict.")
def review_card_pack(**_):
    try:
        pack = _pack_body()
    except PackRefused as refusal:
        return problem(422, "pack_refused", refusal.message, field=refusal.field)
    return jsonify([DifferenceOut(**{**d.__dict__, "key": d.key}).model_dump(mode="json")
                    for d in review(game_log(), pack)])


@api_route(api_bp, "/card-pack/import", "post", access="gm_any", body=ImportIn, response=ImportedOut, errors=(422,),
           summary="Import a card pack: its new values, and the pack's value for each conflict named in take_theirs; "
                   "every other conflict keeps the group's. All of it or nothing.")
def import_card_pack(body: ImportIn):
    try:
        pack = read_pack(json.dumps(body.pack, ensure_ascii=False))
        if len(body.take_theirs) != len(set(body.take_theirs)):
            raise PackRefused("take_theirs names a conflict twice.", field="take_theirs")
        taken = import_pack(game_log(), pack, set(body.take_theirs))
    except PackRefused as refusal:
        return problem(422, "pack_refused", refusal.message, field=refusal.field)
    after_import(taken)
    return jsonify(ImportedOut(imported=taken).model_dump())
