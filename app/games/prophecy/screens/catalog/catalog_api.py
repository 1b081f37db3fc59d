"""The catalog's JSON API under /api/v1/catalog: coverage, search, one card, entries, export and import.

Declaring its routes imports no engine (issue 42: a start): the catalog's modules, which do, are imported by the
routes that use them, and `Coverage` is named for the OpenAPI document."""

from __future__ import annotations

from typing import TYPE_CHECKING

from flask import Blueprint, jsonify, request

from app.games.prophecy.screens.catalog.catalog_schemas import (
    CardOut,
    CardSummaryOut,
    EntriesRequest,
    FactOut,
    ImportedOut,
    OverridesFile,
    RegistrationOut,
)
from app.store import games as saved
from app.web.jsonapi.apiroute import api_route, problem
from app.web.rendering.deps import game_log

if TYPE_CHECKING:
    from app.games.prophecy.engine.cards import CatalogError, OverrideError

bp = Blueprint("catalog_api", __name__, url_prefix="/api/v1/catalog")


def _refused(exc: CatalogError):
    from app.games.prophecy.screens.catalog.catalog import refusal

    info = refusal(exc)
    return problem(422, "invalid_entry", info["message"], field=info["field"] or None, card=info["card"] or None)


def _card_json(card_id: str) -> dict:
    from app.games.prophecy.catalog import entries as stored
    from app.games.prophecy.screens.catalog import carddata
    from app.games.prophecy.screens.catalog import catalog_state as cs

    catalog = cs.effective()
    engine = game_log().engine
    info = carddata.detail(catalog, catalog.card(card_id), stored.current_entries(engine, card_id),
                           stored.history(engine, card_id))
    return CardOut.model_validate(info).model_dump(mode="json")


def _unknown_card(card_id: str):
    return problem(404, "unknown_card", f"There is no card {card_id!r} in the catalog.", field="card_id", card=card_id)


@api_route(bp, "/coverage", "get", summary="Per deck: cards known by name, complete, needing registration.",
           response="app.games.prophecy.engine.cards:Coverage")
def coverage():
    from app.games.prophecy.screens.catalog import catalog_state as cs

    return jsonify(cs.effective().coverage().model_dump(mode="json"))


@api_route(bp, "/cards", "get", summary="List or search cards (query: q, deck, kind, missing=1).",
           response=CardSummaryOut, many=True)
def list_cards():
    from app.games.prophecy.screens.catalog import carddata
    from app.games.prophecy.screens.catalog import catalog_state as cs

    catalog = cs.effective()
    args = request.args
    cards = carddata.search(catalog, args.get("q", "")[:80], args.get("deck", ""), args.get("kind", ""),
                            args.get("missing") == "1")
    return jsonify([CardSummaryOut.model_validate(carddata.summary(catalog, c)).model_dump() for c in cards])


@api_route(bp, "/cards/<card_id>", "get", summary="One card: values with provenance, missing fields, the group's entries.",
           response=CardOut, errors=(404,))
def get_card(card_id: str):
    from app.games.prophecy.engine.cards import CatalogError

    try:
        return jsonify(_card_json(card_id))
    except CatalogError:
        return _unknown_card(card_id)


@api_route(bp, "/cards/<card_id>/entries", "post",
           summary="Enter values for a card; all are applied at once, or none if one is refused.",
           body=EntriesRequest, response=CardOut, status=201, errors=(404, 422), access="gm_any")
def post_entries(card_id: str, body: EntriesRequest):
    from app.games.prophecy.engine.cards import CatalogError, OverrideError
    from app.games.prophecy.screens.catalog import catalog_state as cs

    try:
        cs.effective().card(card_id)
    except CatalogError:
        return _unknown_card(card_id)
    if body.game_id is not None:
        saved.get_game(game_log(), body.game_id)
    try:
        cs.record({card_id: body.values}, game_id=body.game_id)
    except OverrideError as exc:
        return _refused(exc)
    return jsonify(_card_json(card_id)), 201


FACT_KINDS = ("deck", "space", "plane", "board", "box", "realm")


def _fact_json(entity_id: str) -> dict:
    from app.games.prophecy.catalog import entries as stored
    from app.games.prophecy.screens.catalog import catalog_facts as facts
    from app.games.prophecy.screens.catalog import catalog_state as cs

    catalog = cs.effective()
    engine = game_log().engine
    info = facts.detail(catalog, facts.fact(catalog, entity_id), stored.current_entries(engine, entity_id),
                        stored.history(engine, entity_id))
    return FactOut.model_validate(info).model_dump(mode="json")


def _unknown_fact(entity_id: str):
    return problem(404, "unknown_entry", f"There is no deck, space, Astral Plane, board, box or Realm board {entity_id!r} "
                   "in the catalog (decks are 'deck:<id>', spaces 'space-00' to 'space-19', the Realm's paths 'realm').", field="entity_id", card=entity_id)


def _fact_refused(entity_id: str, fields: list[str], exc: OverrideError):
    from app.games.prophecy.screens.catalog.catalog_corrections import correction_refusal

    info = correction_refusal(entity_id, fields, exc)
    return problem(422, "invalid_entry", info["message"], field=info["field"] or None, card=info["card"])


@api_route(bp, "/facts", "get", summary="Every deck, ring space, Astral Plane, the board and the box, with sources "
           "(query: kind = deck, space, plane, board, box or realm).", response=FactOut, many=True,
           query=(("kind", "Only deck, space, plane, board, box or realm (the Dragon Realm's three paths)."),))
def list_facts():
    from app.games.prophecy.screens.catalog import catalog_facts as facts
    from app.games.prophecy.screens.catalog import catalog_state as cs

    catalog = cs.effective()
    kind = request.args.get("kind", "")
    ids = [f"deck:{d}" for d in catalog.physical_decks()] + [s.id for s in catalog.spaces()]
    ids += [p.id for p in catalog.planes()] + ["board", "box", "realm"]
    found = [i for i in ids if (e := facts.fact(catalog, i)) is not None and kind in ("", e.kind)]
    return jsonify([_fact_json(i) for i in found])


@api_route(bp, "/facts/<entity_id>", "get", summary="One deck ('deck:rare'), space ('space-03'), Astral Plane, the "
           "board or the box: values with provenance and the group's corrections.", response=FactOut, errors=(404,))
def get_fact(entity_id: str):
    from app.games.prophecy.screens.catalog import catalog_facts as facts
    from app.games.prophecy.screens.catalog import catalog_state as cs

    if facts.fact(cs.effective(), entity_id) is None:
        return _unknown_fact(entity_id)
    return jsonify(_fact_json(entity_id))


@api_route(bp, "/facts/<entity_id>/entries", "post",
           summary="Correct a deck size, a space, an Astral Plane or the board's totals; all values apply, or none.",
           body=EntriesRequest, response=FactOut, status=201, errors=(404, 422), access="gm_any")
def post_fact_entries(entity_id: str, body: EntriesRequest):
    from app.games.prophecy.engine.cards import OverrideError
    from app.games.prophecy.screens.catalog import catalog_facts as facts
    from app.games.prophecy.screens.catalog import catalog_state as cs

    if facts.fact(cs.effective(), entity_id) is None:
        return _unknown_fact(entity_id)
    if body.game_id is not None:
        saved.get_game(game_log(), body.game_id)
    try:
        cs.record({entity_id: body.values}, game_id=body.game_id)
    except OverrideError as exc:
        return _fact_refused(entity_id, list(body.values), exc)
    return jsonify(_fact_json(entity_id)), 201


@api_route(bp, "/facts/<entity_id>/entries/<field>", "delete",
           summary="Withdraw the group's correction of one value (the value of Herald's card files returns).",
           response=FactOut, errors=(404, 422), access="gm_any")
def delete_fact_entry(entity_id: str, field: str):
    from app.games.prophecy.engine.cards import OverrideError
    from app.games.prophecy.screens.catalog import catalog_facts as facts
    from app.games.prophecy.screens.catalog import catalog_state as cs

    if facts.fact(cs.effective(), entity_id) is None:
        return _unknown_fact(entity_id)
    try:
        cs.forget(entity_id, field)
    except OverrideError as exc:
        return _fact_refused(entity_id, [field], exc)
    return jsonify(_fact_json(entity_id))


@api_route(bp, "/entries/export", "get", summary="The group's entries as a file another group can import.",
           response=OverridesFile)
def export_entries():
    from app.games.prophecy.catalog import dump_overrides
    from app.games.prophecy.catalog import entries as stored

    doc = dump_overrides(stored.as_overrides(stored.current_entries(game_log().engine)))
    response = jsonify(doc)
    response.headers["Content-Disposition"] = 'attachment; filename="herald-catalog-entries.json"'
    return response


@api_route(bp, "/entries/import", "post",
           summary="Import an entries file (the file is the body); all of it, or nothing if one value is refused.",
           response=ImportedOut, errors=(413, 422), raw_body="application/json", access="gm_any")
def import_entries(**_):
    from app.games.prophecy.engine.cards import CatalogError
    from app.games.prophecy.screens.catalog.catalog import MAX_IMPORT_BYTES, import_document

    if request.content_length and request.content_length > MAX_IMPORT_BYTES:
        return problem(413, "too_large", "The file is larger than 2 MB.")
    try:
        count = import_document(request.get_data())
    except CatalogError as exc:
        return _refused(exc)
    return jsonify(ImportedOut(imported=count).model_dump())


@api_route(bp, "/games/<game_id>/registration", "get",
           summary="The face-up cards of a game whose printed values Herald still needs.",
           response=RegistrationOut, errors=(404,))
def registration(game_id: str):
    from app.games.prophecy.screens.catalog import carddata
    from app.games.prophecy.screens.catalog import catalog_state as cs
    from app.games.prophecy.screens.catalog.registration import registration_needs

    log = game_log()
    saved.get_game(log, game_id)
    _, state = log.load(game_id)
    catalog = cs.effective()
    cards = [{"card_id": n.card_id, "name": carddata.title(catalog.card(n.card_id)), "where": n.where,
              "missing": list(n.missing)} for n in registration_needs(state, catalog)]
    return jsonify(RegistrationOut(game_id=game_id, cards=cards).model_dump())
