"""The Path of Balance on the play screen: a form in plain words for what the card did (003:L719), the Abilities
as checks, the tokens as numbers, the table's words as text."""

from __future__ import annotations

from app.games.prophecy.engine.rules import lookup
from app.games.prophecy.screens.play.board_view import card_name
from app.games.prophecy.screens.play.offers_view import Namer, offer_view
from tests.engine.combat.kit import CTX, offers
from tests.engine.expansion.test_path_of_balance import balance

NAMES = Namer(card=lambda c: card_name(CTX.catalog, c), space=lambda i: lookup.space_name(CTX, i),
              seat=lambda s: ["Cleo", "Ben"][s])


def test_the_path_of_balance_asks_in_plain_words():
    [offer] = offers(balance("dueling#1"), "path_of_balance")
    view = offer_view(offer, names=NAMES)
    needs = {n.name: n for n in view.needs}
    assert needs["give_abilities"].widget == needs["take_abilities"].widget == "checks"
    assert needs["give_abilities"].choices == (("dueling#1", "Dueling"),)
    assert ("dragonslaying#1", "Dragonslaying") in needs["take_abilities"].choices
    assert needs["experience"].widget == "number" and needs["note"].widget == "text"
    assert needs["note"].label == "What the card did, in your words"
