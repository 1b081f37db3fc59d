"""The player aid prints a hero's Race, costs and limits; the rules summary gains the Races' rules (003:L103-185)."""

from __future__ import annotations

from app.games.prophecy.engine.expansion import ExpansionOptions
from app.games.prophecy.engine.races.sheet import HeroSheet
from app.games.prophecy.printing.documents import render_document
from app.printing import PAPERS

from .fakes import FakeCatalog
from .games import sample_game
from .pdfcheck import A4, assert_paper, text


def raced_game(hybrids: bool = False):
    game = sample_game()
    state = game.state
    options = state.options.model_copy(update={"expansion": ExpansionOptions(races=True, hybrids=hybrids)})
    elf = state.heroes[0].model_copy(update={
        "races": ("elf", "human") if hybrids else ("elf",), "blue": 7, "magic": 7,
        "sheet": HeroSheet(blue_cap=11, ability_cost=-1 if hybrids else 0, item_limit=8)})
    dwarf = state.heroes[1].model_copy(update={"races": ("dwarf", "goblin") if hybrids else ("dwarf",), "bank": 2,
                                               "sheet": HeroSheet(bank_cap=3, traits=("bank", "rage"))})
    state = state.model_copy(update={"options": options, "heroes": (elf, dwarf, *state.heroes[2:])})
    return type(game)(**{**game.__dict__, "state": state})


def test_the_player_aid_prints_race_caps_costs_limits_bank_and_rage():  # 003:L125, 003:L137, 003:L155, 003:L183
    elf = render_document("aid", raced_game(hybrids=True), sheet=PAPERS["A4"], catalog=FakeCatalog(), seat=0)
    assert_paper(elf.pdf, A4, pages=1)
    words = text(elf.pdf)
    assert "Race: Elf and Human" in words and "7 of 11" in words and "printed cost less 1" in words
    assert "limits 8 Items, 7 Abilities" in words
    dwarf = text(render_document("aid", raced_game(), sheet=PAPERS["A4"], catalog=FakeCatalog(), seat=1).pdf)
    assert "Race: Dwarf" in dwarf and "bank 2 of 3 Gold" in dwarf and "Rage token with you" in dwarf


def test_the_rules_summary_adds_the_races_and_hybrids_and_stays_two_pages():  # 003:L125, 003:L647
    plain = text(render_document("rules", sample_game(), sheet=PAPERS["A4"]).pdf)
    assert "Ancient Races" not in plain
    rendered = render_document("rules", raced_game(hybrids=True), sheet=PAPERS["A4"])
    assert rendered.pages == 2
    words = text(rendered.pdf)
    assert "Ancient Races" in words and "Hybrids" in words and "Rage token" in words
