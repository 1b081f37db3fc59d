"""The JSON twin of a Conjurers card's catalog page: read a card (or the battle dice, `battle-die`) with its values'
provenance and history; correct values, withdraw one, undo a withdrawal. Refusals are problem JSON naming the card
and field; nothing changes then. Declaring the routes imports no engine (issue 42: a start): the card page's modules,
which do, are imported by the routes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from flask import jsonify
from pydantic import BaseModel, ConfigDict, Field

from app.web.jsonapi.api import bp as api_bp
from app.web.jsonapi.apiroute import api_route, problem

if TYPE_CHECKING:
    from app.games.conjurers.engine.cards import EntryError


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)


class ConjurersCardOut(_Model):
    """A card's values in force with their provenance (`entry` is the group's, null where none) and its history
    (in force, replaced, withdrawn), newest first."""

    card_id: str
    title: str
    is_die: bool
    fields: list[dict[str, Any]]
    history: list[dict[str, Any]]
    elements: list[str]
    notice: str | None = None


class ConjurersValuesRequest(_Model):
    """Values typed from a card by field (name, level, cost, vp, hp, bd, abilities, element; the battle dice's
    `faces` as three counts for 0, 1, 2); a creature's hp, bd, abilities and element are stored together."""

    values: dict[str, Any] = Field(min_length=1, max_length=8)


class ConjurersWithdrawRequest(_Model):
    """The field whose group value is withdrawn (a creature's battle numbers go together)."""

    field: str = Field(min_length=1, max_length=20)


class ConjurersRestoreRequest(_Model):
    """The history row of the withdrawal to undo."""

    entry_id: int = Field(ge=1)


def _card(card_id: str, notice: str | None = None, status: int = 200):
    from app.games.conjurers.screens.entries import card_page

    try:
        body = card_page.card_context(card_id)
    except card_page.UnknownCard:
        return problem(404, "unknown_card", f"There is no Conjurers card {card_id!r}.", field="card_id", card=card_id)
    return jsonify(ConjurersCardOut(**body, notice=notice).model_dump(mode="json")), status


def _apply(card_id: str, change, status: int = 200):
    """Run one change to a card's values: 404 for a card nobody knows, 422 naming a refused value, else the card."""
    from app.games.conjurers.engine.cards import EntryError

    found = _card(card_id)
    if isinstance(found, tuple) and found[1] == 404:
        return found
    try:
        notice = change()
    except EntryError as exc:
        return _refused(exc)
    return _card(card_id, notice, status)


def _refused(exc: EntryError):
    """A refused value said as the card's page says it (the card and its field in words); their ids in `card` and
    `field`."""
    from app.games.conjurers import entries
    from app.games.conjurers.kind import base_catalog
    from app.games.conjurers.screens.entries.card_values import refusal
    from app.web.rendering.deps import game_log

    catalog = entries.effective_catalog(game_log().engine, base_catalog())
    return problem(422, "invalid_entry", refusal(catalog, exc), field=exc.field, card=exc.entity)


@api_route(api_bp, "/conjurers/catalog/cards/<card_id>", "get", response=ConjurersCardOut, errors=(404,),
           summary="Conjurers: one card (or `battle-die`) with its values' provenance and history.")
def conjurers_card(card_id: str):
    return _card(card_id)


@api_route(api_bp, "/conjurers/catalog/cards/<card_id>/values", "post", body=ConjurersValuesRequest,
           response=ConjurersCardOut, errors=(404, 422), access="gm_any",
           summary="Conjurers: correct a card's values (or the battle dice's faces); all apply, or none.")
def conjurers_card_values(card_id: str, body: ConjurersValuesRequest):
    from app.games.conjurers.engine.cards import EntryError
    from app.games.conjurers.screens.entries import card_page
    from app.games.conjurers.screens.entries.card_values import FIELDS

    def save():
        unknown = [f for f in body.values if f not in FIELDS]
        if unknown:
            raise EntryError("there is no such value", entity=card_id, field=unknown[0])
        return card_page.save(card_id, body.values)

    return _apply(card_id, save, 201)


@api_route(api_bp, "/conjurers/catalog/cards/<card_id>/withdraw", "post", body=ConjurersWithdrawRequest,
           response=ConjurersCardOut, errors=(404, 422), access="gm_any",
           summary="Conjurers: withdraw the group's value of a card's field; Herald asks for it again when needed.")
def conjurers_card_withdraw(card_id: str, body: ConjurersWithdrawRequest):
    from app.games.conjurers.screens.entries import card_page

    return _apply(card_id, lambda: card_page.withdraw(card_id, body.field))


@api_route(api_bp, "/conjurers/catalog/cards/<card_id>/restore", "post", body=ConjurersRestoreRequest,
           response=ConjurersCardOut, errors=(404, 422), access="gm_any",
           summary="Conjurers: undo a withdrawal of a card's values.")
def conjurers_card_restore(card_id: str, body: ConjurersRestoreRequest):
    from app.games.conjurers.screens.entries import card_page

    return _apply(card_id, lambda: card_page.restore(card_id, body.entry_id))
