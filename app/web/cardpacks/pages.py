"""The Card packs page: download this group's pack; upload another's, review where it differs, then import."""

from __future__ import annotations

import json

from flask import Blueprint, Response, request

from app.games import registry
from app.store.sharing.card_packs import PackRefused, export_pack, import_pack, read_pack, review
from app.web.rendering.deps import game_log
from app.web.rendering.htmx import render
from app.web.sessions.access import mark

bp = Blueprint("card_packs", __name__, url_prefix="/card-packs")
MAX_PACK_BYTES = 2 * 2**20


def after_import(games) -> None:
    """Let each kind whose entries changed read them again (its screens keep the catalog they make)."""
    for game in games:
        registry.screens(game).after_import()


def _page(status: int = 200, **context):
    counts = {kind.title: len(kind.catalog_entries.current_entries(game_log().engine))
              for kind in registry.KINDS.values() if kind.catalog_entries is not None}
    return render("cardpacks/index.html", status=status, counts=counts, **context)


@bp.get("")
def index():
    """What the group has typed, per game, the download and the upload."""
    return _page()


@bp.get("/export")
def export():
    """This group's card pack as a file."""
    return Response(json.dumps(export_pack(game_log()), indent=1, ensure_ascii=False), mimetype="application/json",
                    headers={"Content-Disposition": 'attachment; filename="herald-card-pack.json"'})


@mark("gm_any")
@bp.post("/review")
def review_upload():
    """Read an uploaded pack and show each value beside the group's; nothing is written yet."""
    upload = request.files.get("file")
    if upload is None or not upload.filename:
        return _page(422, error="Choose a Herald card pack file to review.")
    raw = upload.read(MAX_PACK_BYTES + 1)
    if len(raw) > MAX_PACK_BYTES:
        return _page(413, error="The file is larger than 2 MB.")
    try:
        pack = read_pack(raw)
    except PackRefused as refusal:
        return _page(422, error=refusal.message)
    return render("cardpacks/review.html", differences=review(game_log(), pack),
                  pack=raw.decode("utf-8"), titles={k: v.title for k, v in registry.KINDS.items()})


@mark("gm_any")
@bp.post("/import")
def import_reviewed():
    """Import the reviewed pack: its new values, and the pack's value where the group chose theirs."""
    try:
        pack = read_pack(request.form.get("pack", ""))
        taken = import_pack(game_log(), pack, {key[len("take:"):] for key, choice in request.form.items()
                                               if key.startswith("take:") and choice == "theirs"})
    except PackRefused as refusal:
        return _page(422, error=refusal.message)
    after_import(taken)
    words = ", ".join(f"{n} for {registry.KINDS[g].title}" for g, n in taken.items()) or "nothing new"
    return _page(notice=f"Card pack imported: {words}.")
