"""The Lake of Fire's attack on the tablet: the foe named (when it lies face down in a table-deck game), then the
printed numbers Herald lacks for it, asked once on the same form and kept as the group's entries. The form posts to
the battle screen's route; a refusal is shown back on the game screen with what was typed still in the form
(play.refused_on_game_screen).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.prophecy.screens.battle.battle_forms import value_inputs
from app.games.prophecy.screens.play.board_view import card_name

if TYPE_CHECKING:
    from app.games.prophecy.engine import Context


def _lacks(catalog):
    """Whether the catalog lacks a top-level value of a card (its Strength asked beside an unknown stat order)."""
    def lacks(card: str, field: str) -> bool:
        try:
            return getattr(catalog.card(card), field, None) is None
        except Exception:  # noqa: BLE001 - a card the catalog does not know lacks everything
            return True
    return lacks


FACE_DOWN_CARD = "The card turned up"


def asked_inputs(paths, catalog, face_down: bool = False) -> list:
    """The battle screen's inputs (number, choice, types, printed lines) for the value paths the Lake asks; a foe
    still face down is not named by them (the table reads its numbers as the attack turns it up)."""
    label = (lambda c: FACE_DOWN_CARD) if face_down else (lambda c: card_name(catalog, c))
    return value_inputs(list(paths), label, _lacks(catalog))


def named_inputs(state, ctx: Context, seat: int, card: str) -> list | None:
    """The inputs for the card the table names as the Lake's face-down foe (None: not a card it can be)."""
    from app.games.prophecy.engine.realm.fights.fight_offers import lake_values

    offered = next((o for o in _lake_offers(state, ctx) if o.params.get("seat") == seat), None)
    if offered is None or card not in offered.choices.get("card", ()):
        return None
    return asked_inputs(lake_values(state, ctx, seat, card), ctx.catalog)


def _lake_offers(state, ctx: Context):
    from app.games.prophecy.engine import legal_actions
    from app.games.prophecy.engine.realm.fights.fight_offers import lake_to_name

    return [o for o in legal_actions(state, ctx) if o.kind == "realm_lake_fight"] if lake_to_name(state) else []


def typed_back():
    """What the refused form held (empty unless the game screen is redrawn after its Lake form was refused)."""
    from flask import g
    from werkzeug.datastructures import ImmutableMultiDict

    return g.get("typed") or ImmutableMultiDict()
