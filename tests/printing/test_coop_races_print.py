"""The rules summary and the player aid of a Cooperative game with the Ancient Races print what applies: the
cooperative goal and clock and the Races' rules, nothing of the Dragon Realm (003:L473) and no variant the mode does
not take in the 'you could also play' line (engine/modes.py)."""

from __future__ import annotations

from app.games.prophecy.engine.coop.options import CoopOptions
from app.games.prophecy.printing import content
from app.games.prophecy.printing.documents import render_document
from app.printing import PAPERS

from .fakes import FakeCatalog
from .pdfcheck import text
from .test_races_print import raced_game

REALM_WORDS = ("Dragon Realm: the journey", "Dragon Realm: the Lake", "Dragonslayer", "Gate to the Dragon Realm",
               "Dragon Heart")


def _coop_with_races():
    game = raced_game()
    options = game.state.options.model_copy(update={"coop": CoopOptions(mode="cooperative", difficulty="hard")})
    return type(game)(**{**game.__dict__, "state": game.state.model_copy(update={"options": options})})


def test_the_rules_summary_of_a_cooperative_game_with_races_003_L473():
    rendered = render_document("rules", _coop_with_races(), sheet=PAPERS["A4"])
    words = " ".join(text(rendered.pdf).split())
    assert rendered.pages == 2
    assert "Power Up token" in words and "three more rounds" in words  # 003:L575
    assert "Ancient Races" in words and "Rage token" in words  # 003:L103, L183
    assert not [w for w in REALM_WORDS if w in words]  # every Realm component is set aside (003:L473)
    assert "Win 4 of the 5" not in words and "Team Play" not in words and "No Final Battle" not in words
    assert content.other_variants("standard", ("cooperative", "races")) == []


def test_the_player_aid_of_a_cooperative_game_with_races_003_L473():
    words = " ".join(text(render_document("aid", _coop_with_races(), sheet=PAPERS["A4"], catalog=FakeCatalog(),
                                          seat=1).pdf).split())
    assert "Together against the planes" in words and "Race: Dwarf" in words and "bank 2 of 3 Gold" in words
    assert "limits 7 Items, 7 Abilities" in words  # no Realm slot (003:L269 needs the Realm board)
    assert not [w for w in REALM_WORDS if w in words]
