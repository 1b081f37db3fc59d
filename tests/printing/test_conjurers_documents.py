"""Conjurers' print documents as a reader sees them: page counts, the text (pdftotext), the QR codes (pdftoppm and
zxing-cpp), and the words: every fact points at real lines of seed 001 and none of its sentences is copied."""

from __future__ import annotations

import itertools
from functools import cache

import pytest

from app.games.conjurers.engine import scoring
from app.games.conjurers.engine.battle.conventions import CONVENTIONS
from app.games.conjurers.printing import DOCUMENTS, content
from app.games.conjurers.printing.documents import document_html, render_document
from app.games.registry import kind
from app.printing import PAPERS
from tests import rulebooks

from .conjurers_games import link, played
from .pdfcheck import A4, LETTER, assert_paper, qr_codes, text

SIZES = {"A4": A4, "Letter": LETTER}
OPTIONS = ("tournaments", "no_dice", "elements", "healing")
MIXES = [combo for n in range(len(OPTIONS) + 1) for combo in itertools.combinations(OPTIONS, n)]


@cache
def pdf(doc: str, paper: str = "A4", players: int = 4, seat: int | None = None, steps: int | None = None, **options):
    return render_document(doc, played(players, steps=steps, **options), sheet=PAPERS[paper], seat=seat)


def test_the_registry_lists_conjurers_documents():
    assert [d.key for d in kind("conjurers").print_documents] == ["rules", "aid", "score", "battle", "chronicle"]
    assert [d.key for d in DOCUMENTS.values() if d.per_seat] == ["aid"]
    assert [d.key for d in DOCUMENTS.values() if d.long] == ["chronicle"]


# ---- the words -------------------------------------------------------------------------------------------

def test_every_fact_names_existing_lines_of_the_conjurers_rulebook():
    facts = content.all_facts()
    assert len(facts) > 50
    for fact in facts:
        assert fact.refs, fact.text
        for ref in fact.refs:
            book, _, line = ref.partition(":L")
            assert book == "001" and line.isdigit(), ref
            assert 1 <= int(line) <= rulebooks.line_count("001"), ref
            assert not rulebooks.line(ref).blank, f"{ref} is not a line with text ({fact.text})"


def test_no_sentence_is_copied_from_the_rulebook():
    for fact in [*content.all_facts(), *content.conventions()]:
        copied = rulebooks.copied_from_a_rulebook(fact.text)
        assert not copied, f"copied wording {copied[0]!r} in: {fact.text}"


def test_the_conventions_are_the_engine_s_own_with_their_basis_apart():
    facts = content.conventions()
    assert [f.text for f in facts] == [c.summary for c in CONVENTIONS]
    assert facts[2].refs == ("001:L571", "001:L557", "001:L565") and facts[2].margin_refs == "001:571, 557, 565"


def test_the_printed_conventions_state_every_reading_with_its_lines():
    """Every convention is printed on the rules summary's back with its lines (issue 35), the readings settled
    there among them: splash after defensive X (001:L571), markers from splash (001:L561, L569), resurrection at
    once (001:L593), the stalemate's hands (001:L488), one bind a battle (001:L676); the battle aid's order of a
    fight says the same with the same lines."""
    back = " ".join(text(pdf("rules", "A4", 4, steps=2).pdf, 2).split())
    for fact, convention in zip(content.conventions(), CONVENTIONS, strict=True):
        assert " ".join(convention.summary.split()[:6]) in back, convention.id
        assert " ".join(fact.margin_refs.split()) in back, (convention.id, fact.margin_refs)
    for words in ("after its defensive X", "splash included", "Resurrection comes as soon as the creature dies",
                  "creatures in hand whole", "A side binds once each battle", "Herald's choice: one battle at a time"):
        assert words in back, words
    aid = " ".join(text(pdf("battle", "A4", 4, steps=2).pdf).split())
    for words, refs in (("per full 3 its foe took after defensive X", "001:571, 557, 561, 569"),
                        ("resurrection at once", "001:538, 593"), ("none answers a ranged shot", "001:567, 595, 486"),
                        ("creatures in hand counted", "001:488")):
        assert words in aid and refs in aid, words


# ---- the rules summary -----------------------------------------------------------------------------------

@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("mix", MIXES, ids=lambda m: "+".join(m) or "none")
def test_rules_summary_is_two_pages_for_every_mix_of_options(paper, mix):
    rendered = pdf("rules", paper, 4, steps=2, **dict.fromkeys(mix, True))
    assert rendered.pages == 2
    assert_paper(rendered.pdf, SIZES[paper], pages=2)


def test_rules_summary_says_the_rules_the_game_uses_with_their_lines_and_herald_s_conventions():
    rendered = pdf("rules", "A4", 4, steps=2, elements=True)
    front, back = text(rendered.pdf, 1), text(rendered.pdf, 2)
    assert "Who goes where" in front and "Feeding" in front and "001:435, 439, 441" in front
    assert "Elements" in back and "Fire beats earth" in back
    assert "Tournaments (four players)" not in front and "Options not in this game: Tournaments (001:447)" in back
    assert "Herald's conventions for battles" in back
    for convention in CONVENTIONS:
        assert " ".join(convention.summary.split()[:6]) in back, convention.id
    assert "Q-11, 001:488" in back


def test_rules_summary_of_a_game_with_the_other_options():
    back_and_front = text(pdf("rules", "Letter", 4, steps=2, tournaments=True, no_dice=True, healing=True).pdf)
    assert "Tournaments (four players)" in back_and_front and "No dice" in back_and_front
    assert "Same-mythology healing" in back_and_front and "Options not in this game: Elements (001:597)" in back_and_front


# ---- the player aid ----------------------------------------------------------------------------------------

def test_player_aid_is_one_page_per_player_each_with_its_seat_s_qr_code():
    game = played(3)
    rendered = render_document("aid", game, sheet=PAPERS["A4"])
    assert_paper(rendered.pdf, A4, pages=3)
    codes = qr_codes(rendered.pdf)
    for seat, player in enumerate(game.state.players):
        page = text(rendered.pdf, seat + 1)
        assert player.name in page and f"Seat {seat + 1}" in page
        assert codes[seat + 1] == [link(seat)]


def test_player_aid_carries_the_tables_of_this_player_count():
    words = text(pdf("aid", "A4", 2, seat=1, steps=60).pdf)
    # two players: one pit, one blacksmith, no fishing pond or sapphire spaces (001:L257-265)
    assert "Blacksmith 1" in words and "Blacksmith 2" not in words and "Fishing pond" not in words
    assert "Sapphire mine" not in words and "Sacrificial pit 1" in words
    assert "Creature Variety (2 players) 001:700-710" in words and "6 10 15 25" in words and "4 mythologies" not in words
    assert "Lumber mill (wood) 1 2 4 8" in words and "Wild animals (food) 5 8 11 14" in words
    assert "wood / stone 3→2 3→1 6→1" in words
    assert "Second assistant 4" in words and "Third assistant 8" in words
    assert "1 artifact 15 20 25 35" in words and "sapphire + diamond 3" in words
    game = played(2, steps=60)
    assert game.state.result is None
    player = game.state.players[1]
    due = sum(c.level for c in player.army) + (4 if len(player.assistants) >= 2 else 0) + (8 if len(player.assistants) == 3 else 0)
    assert f"{due} food" in words and f"Round {game.state.round}" in words
    assert "The game is over" in text(pdf("aid", "A4", 2, seat=1).pdf)  # a finished game owes no more feeding


# ---- the score sheet --------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 4])
def test_score_sheet_is_one_page_with_the_engine_s_breakdown_and_winner(players):
    game = played(players)
    rendered = pdf("score", "A4", players)
    assert_paper(rendered.pdf, A4, pages=1)
    words = text(rendered.pdf)
    result = game.state.result
    names = {p.seat: p.name for p in game.state.players}
    for s in result.scores:
        assert f"{names[s.seat]} · {s.total} points".replace("-", "−") in words.replace("-", "−"), names[s.seat]
        assert f"Creature levels {s.creature_levels} 001:694" in words
    winners = " and ".join(names[w] for w in result.winners)
    assert winners in words and ("wins" in words or "share the win" in words)


def test_score_sheet_before_the_end_says_it_is_the_score_so_far():
    game = played(3, steps=60)
    assert game.state.result is None
    words = text(render_document("score", game, sheet=PAPERS["A4"]).pdf)
    assert "the score so far" in words and "If the game ended now" in words
    leader = max(scoring.result(game.state.players).scores, key=lambda s: s.total)
    assert f"{leader.total} points" in words


# ---- the battle aid and the chronicle ---------------------------------------------------------------------

def test_battle_aid_is_one_page_of_abilities_and_the_order_of_a_fight():
    rendered = pdf("battle", "Letter", 4, steps=2, elements=True, no_dice=True)
    assert_paper(rendered.pdf, LETTER, pages=1)
    words = text(rendered.pdf)
    for name in ("Offensive X", "Defensive X", "Devour", "Weapon Smith", "Absorption X", "Bind", "Magician"):
        assert name in words
    assert "The order of a fight" in words and "without dice" in words
    assert "level 1 1 1 2 3 4" in words  # the elements' extra dice, as the engine counts them (001:L623)


def test_chronicle_tells_every_round_and_the_final_score():
    game = played(4, tournaments=True)
    rendered = pdf("chronicle", "A4", 4, tournaments=True)
    words = text(rendered.pdf)
    assert rendered.pages >= 2
    for number in range(1, 13):
        assert f"Round {number} " in words
    assert "The final score" in words and "The tournament is over." in words
    names = {p.seat: p.name for p in game.state.players}
    # every battle's end names who won it: a player or the minion side, never the board's side number
    assert "Battle over: Side" not in words
    assert any(f"Battle over: {who} wins" in words for who in [*names.values(), "the minion side"])
    for s in game.state.result.scores:
        assert f"{names[s.seat]} {s.total}" in words


def test_no_document_asks_for_anything_remote_or_leaks_a_template_name():
    game = played(3, steps=40)
    for key in DOCUMENTS:
        html = document_html(key, game, sheet=PAPERS["A4"])
        assert "https://" not in html and "http://" not in html.replace("http://www.w3.org/2000/svg", "").replace(
            "http://192.168.1.50:5000", "")
        assert "{{" not in html and ">None<" not in html


def test_no_printed_page_shows_an_internal_name():
    """The plain-words check of the screens, on every Conjurers document of a finished game (card ids, space ids,
    field names and the like must not reach paper)."""
    from tests.web.shared.plainwords import leaks, visible_text

    for key in DOCUMENTS:
        rendered = pdf(key, "A4", 4, tournaments=True) if key != "aid" else pdf("aid", "A4", 4, seat=0, tournaments=True)
        found = leaks(visible_text(f"<p>{text(rendered.pdf)}</p>"))
        assert found == [], (key, found)
