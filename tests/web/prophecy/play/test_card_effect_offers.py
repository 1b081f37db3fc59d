"""The new card-effect offers become forms in plain words (issue 13): the Creature found by the Ruin, the Master
Wizard's spaces, the hero a scroll is used on, the Items Mass Decay destroys, the Magic recharged."""

from __future__ import annotations

from app.games.prophecy.engine.rules import lookup
from app.games.prophecy.screens.play.board_view import card_name
from app.games.prophecy.screens.play.offers_view import Namer, offer_view
from tests.engine.combat.kit import CTX, hero, offers, scene

NAMES = Namer(card=lambda c: card_name(CTX.catalog, c), space=lambda i: lookup.space_name(CTX, i),
              seat=lambda s: ["Anna", "Ben"][s])


def _view(state, kind):
    (offer,) = offers(state, kind)
    return offer_view(offer, names=NAMES)


def _words(view) -> list[str]:
    return [view.label] + [n.label for n in view.needs] + [text for n in view.needs for _, text in n.choices]


def test_card_effect_offers_ask_in_plain_words():
    anna = hero(0, "Anna", "druid", 3, 6, 3, gold=3)
    ben = hero(1, "Ben", "paladin", 4, 4, 3)
    state = scene(anna, ben, zones={"space:3": ["ruin#1", "master-wizard#1"], "deck:adventure": ["ghost#1"],
                                    "hero:0:items": ["scroll-of-stealing#1", "sword#1"],
                                    "hero:0:abilities": ["mass-decay#1"], "hero:1:items": ["dagger#1"]})
    ruin = _view(state, "search_ruin")
    assert [(n.name, n.widget) for n in ruin.needs] == [("creature", "choice")] and ruin.needs[0].choices == (
        ("ghost#1", "Ghost"),)
    wizard = offer_view(offers(state, "master_wizard_move")[0], names=NAMES)
    assert wizard.needs[0].label == "Where to" and ("7", "the City") in wizard.needs[0].choices
    scroll = _view(state, "steal_with_scroll")
    assert scroll.needs[0].choices == (("1", "Ben"),) and ("dagger#1", "Dagger") in scroll.needs[1].choices
    decay = _view(state, "destroy_items")
    assert [(n.label, n.widget) for n in decay.needs] == [("Items destroyed", "checks"), ("Magic recharged", "number")]
    for view in (ruin, wizard, scroll, decay):
        assert not any("#" in w or "_" in w for w in _words(view)), _words(view)
