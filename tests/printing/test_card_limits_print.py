"""The printed card limits follow the game: 7 Items and 7 Abilities, 8 with the Dragon Realm (003:L269), a Race's
change on top for one hero (the player aid), in the rules summary's "A round" and the aid's turn sequence."""

from __future__ import annotations

import dataclasses

import pytest

from app.games.prophecy.engine.expansion import ExpansionOptions
from app.games.prophecy.engine.races.sheet import HeroSheet
from app.games.prophecy.printing import content
from app.games.prophecy.printing.documents import render_document
from app.printing import PAPERS

from .fakes import FakeCatalog
from .games import sample_game
from .pdfcheck import A4, assert_paper, text


def _round(parts: tuple[str, ...]) -> str:
    sections = content.rules_sections("standard", (), parts)
    return next(s for s in sections if s.id == "round").facts[-1].text


def test_the_round_block_says_7_without_the_realm_and_8_with_it_000_L240_003_L269():
    assert "7 Items, 7 Abilities" in _round(())
    with_realm = content.rules_sections("standard", (), ("realm", "realm_standard"))
    fact = next(s for s in with_realm if s.id == "round").facts[-1]
    assert "8 Items, 8 Abilities" in fact.text and "003:L269" in fact.refs
    assert "7 Items" not in fact.text and "{" not in fact.text
    assert "Race may change" in _round(("races", "realm", "realm_standard"))
    aid = content.aid_sections("standard", (), ("realm", "dragonslayer"))
    assert "8 Items, 8 Abilities" in next(s for s in aid if s.id == "aid-turn").facts[-1].text


@pytest.mark.parametrize("realm", ["standard", "dragonslayer"])
def test_the_printed_summary_and_aid_say_8_with_the_realm(realm):
    game = sample_game(realm=realm)
    rules = render_document("rules", game, sheet=PAPERS["A4"])
    assert_paper(rules.pdf, A4, pages=2)
    words = " ".join(text(rules.pdf).split())
    assert "8 Items, 8 Abilities" in words and "7 Items" not in words
    aid = " ".join(text(render_document("aid", game, sheet=PAPERS["A4"], catalog=FakeCatalog(), seat=0).pdf).split())
    assert "8 Items, 8 Abilities" in aid and "7 Items" not in aid


def test_the_aid_prints_a_raced_heros_own_limits_with_the_realm():
    """A Race's +1 Item on top of the Realm's +1 (003:L269): 9 Items, 8 Abilities for that hero."""
    game = sample_game(realm="standard")
    options = game.state.options.model_copy(update={"expansion": ExpansionOptions(races=True)})
    elf = game.state.heroes[0].model_copy(update={"races": ("elf",), "sheet": HeroSheet(item_limit=8)})
    state = game.state.model_copy(update={"options": options, "heroes": (elf, *game.state.heroes[1:])})
    words = " ".join(text(render_document("aid", dataclasses.replace(game, state=state), sheet=PAPERS["A4"],
                                          catalog=FakeCatalog(), seat=0).pdf).split())
    assert "limits 9 Items, 8 Abilities" in words
