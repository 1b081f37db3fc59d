"""Each document rendered on A4 and US Letter: page count, page size, key text and the QR codes."""

from __future__ import annotations

import itertools
import re
from functools import cache

import pytest

from app.games.prophecy.engine.state import GameResult
from app.games.prophecy.printing import chronicle, rounds
from app.games.prophecy.printing.documents import document_html, render_document
from app.printing import PAPERS

from .fakes import FakeCatalog
from .games import GAME_ID, battle_event, sample_game
from .pdfcheck import A4, LETTER, assert_paper, qr_codes, text

SIZES = {"A4": A4, "Letter": LETTER}
VARIANTS = ("no_final_battle", "apocalypse", "team_play", "trading")
# Every mix a game may have: the engine refuses No Final Battle together with Apocalypse (000:L529, L533).
VARIANT_SETS = [combo for n in range(len(VARIANTS) + 1) for combo in itertools.combinations(VARIANTS, n)
                if not {"no_final_battle", "apocalypse"} <= set(combo)]


@cache
def pdf(doc: str, paper: str, mode: str = "standard", variants: tuple = (), seat: int | None = None, catalog: bool = False,
        kind: str = "plain"):
    game = {
        "plain": lambda: sample_game(mode=mode, variants=variants),
        "played": played_game,
        "untyped": lambda: played_game(typed_guilds=False),
    }[kind]()
    return render_document(doc, game, sheet=PAPERS[paper], catalog=FakeCatalog() if catalog else None, seat=seat)


def played_game(typed_guilds: bool = True):
    return sample_game(
        typed_guilds=typed_guilds,
        zones={"hero:0:items": ("sword#1", "royal-cape#1"), "hero:0:abilities": ("concentration#1", "blessed-weapon#1"),
               "hero:1:items": ("mystery-box#2",)},
        extra=[
            [{"kind": "dice_rolled", "purpose": "who starts", "faces": [2, 6, 4], "by_herald": False}],
            [battle_event(0, "Ghost", "7/12", "1/12", "1/3", "win")],
            [battle_event(1, "Rock Giant", "5/36", "1/12", "7/9", "lose")],
            [battle_event(2, "Sphinx", "1/2", "1/6", "1/3", "draw"), {"kind": "dice_rolled", "purpose": "battle", "faces": [3, 3]}],
        ],
        result=GameResult(winners=(0,), reason="Anna holds 4 Artifacts."),
    )


# ---- rules summary ---------------------------------------------------------------------------------

@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("variants", VARIANT_SETS, ids=lambda v: "+".join(v) or "none")
def test_rules_summary_is_exactly_two_pages_for_every_variant_mix(paper, variants):
    rendered = pdf("rules", paper, "standard", variants)
    assert rendered.pages == 2
    assert_paper(rendered.pdf, SIZES[paper], pages=2)


@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("variants", [("apocalypse", "team_play", "trading"), ("no_final_battle", "team_play", "trading")],
                         ids=lambda v: "+".join(v))
def test_rules_summary_stays_two_pages_with_the_dragon_realm_parts_003_L56_L641(paper, variants):
    game = sample_game(variants=variants, expansion={"new_cards": True, "guardian_power": "plus_one"})
    rendered = render_document("rules", game, sheet=PAPERS[paper])
    assert_paper(rendered.pdf, SIZES[paper], pages=2)
    words = text(rendered.pdf)
    assert "Dragon Realm cards" in words and "Guardian Power" in words


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_rules_summary_of_the_basic_version(paper):
    rendered = pdf("rules", paper, "basic")
    assert_paper(rendered.pdf, SIZES[paper], pages=2)
    words = text(rendered.pdf)
    assert "Basic version" in words and "Certificate" in words
    assert "Astral" not in words and "Final Battle" not in words


def test_rules_summary_text_follows_the_variants():
    plain = text(pdf("rules", "A4").pdf)
    assert "3 Gold and 3 Experience" in plain and "light die = you" in plain
    assert "Final Battle" in plain and "Other variants" in plain and "000:529" in plain
    front = text(pdf("rules", "A4").pdf, page=1)
    assert "Moving: pick one" in front and "Fighting a Creature" not in front
    short = text(pdf("rules", "A4", "standard", ("no_final_battle",)).pdf)
    assert "Variant: No Final Battle" in short and "2 Artifacts" in short and "Champions" not in short


# ---- player aid --------------------------------------------------------------------------------------

@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_player_aid_one_page_per_hero_with_a_qr_code_to_that_seat(paper):
    rendered = pdf("aid", paper)
    assert_paper(rendered.pdf, SIZES[paper], pages=3)
    codes = qr_codes(rendered.pdf)
    for page, (player, character) in enumerate([("Anna", "Druid"), ("Ben", "Paladin"), ("Cleo", "Mercenary")], start=1):
        words = text(rendered.pdf, page)
        assert player in words and character in words
        assert len(codes[page]) == 1, f"page {page}: {codes[page]}"
        url = codes[page][0]
        assert GAME_ID in url and url.endswith(f"seat={page - 1}")


def test_player_aid_for_one_seat_shows_its_hero_items_abilities_and_training():
    rendered = pdf("aid", "A4", seat=0, catalog=True, kind="played")
    assert_paper(rendered.pdf, A4, pages=1)
    words = text(rendered.pdf)
    assert "Anna" in words and "Druid" in words and "Ben" not in words
    assert "Forest Camp and Magic Tower" in words and "(starts in the Forest Camp)" in words
    assert re.search(r"Fortress Experience \+ the same in Gold", words)
    assert re.search(r"Magic Tower Experience \(your guild\)", words)
    assert "Sword" in words and "A plain blade." in words and "Royal Cape" in words
    assert "Concentration" in words and "Roll three times, keep the best." in words
    assert "Blessed Weapon Spell, 1 Magic" in words
    assert "Turn sequence" in words and "Battle" in words
    assert qr_codes(rendered.pdf)[1] == [f"http://192.168.1.50:5000/games/{GAME_ID}?seat=0"]


def test_player_aid_leaves_unknown_guilds_to_fill_in():
    words = text(pdf("aid", "A4", seat=1, catalog=True, kind="untyped").pdf)
    assert "Guilds: Fortress and" in words and "(starts in the Fortress)" in words
    assert "(from the" in words and "character card)" in words
    html = document_html("aid", played_game(typed_guilds=False), sheet=PAPERS["A4"], catalog=FakeCatalog(), seat=1)
    rows = dict(re.findall(r"<tr><td>([^<]+)</td><td>(.*?)</td></tr>", html))
    assert rows["Fortress"] == "<strong>Experience</strong> (your guild)"
    assert rows["Forest Camp"] == "Experience <strong>+ the same in Gold</strong>"  # known not to be his guild
    assert rows["Monastery"].count('class="box"') == 2  # unknown: two boxes to tick by hand
    assert "Mystery Box" in words  # a card the catalog does not know: its name, no invented effect


def test_player_aid_of_the_basic_version_prices_certificates():
    game = sample_game(mode="basic")
    html = document_html("aid", game, sheet=PAPERS["A4"], catalog=FakeCatalog(), seat=0)
    rows = dict(re.findall(r"<tr><td>([^<]+)</td><td>(.*?)</td></tr>", html))
    assert rows["Forest Camp"] == "<strong>5 Experience</strong> (your guild)"
    assert rows["Fortress"] == "5 Experience <strong>+ 5 Gold</strong>"
    words = text(render_document("aid", game, sheet=PAPERS["Letter"], catalog=FakeCatalog(), seat=0).pdf)
    assert "Guilds and Certificates" in words and "Basic version" in words


# ---- reference sheets ----------------------------------------------------------------------------------

@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("catalog", [False, True], ids=["no-catalog", "catalog"])
def test_reference_sheets_board_creatures_abilities(paper, catalog):
    rendered = pdf("reference", paper, catalog=catalog)
    assert_paper(rendered.pdf, SIZES[paper], pages=3)
    assert "The board" in text(rendered.pdf, 1)
    assert "Creatures" in text(rendered.pdf, 2) and "Guardians" in text(rendered.pdf, 2)
    assert "Abilities by guild" in text(rendered.pdf, 3)


def test_reference_sheets_print_what_the_catalog_knows_and_leave_the_rest_blank():
    html = document_html("reference", sample_game(), sheet=PAPERS["A4"], catalog=FakeCatalog())
    words = text(pdf("reference", "A4", catalog=True).pdf)
    assert "Village" in words and "City" in words and "Plane beyond the Monastery" in words
    assert "Mountains" in words  # a terrain space without a name is called by its terrain
    assert "Buy and sell Items" in words and "recharge 2 Magic per Gold" in words
    assert "Concentration" in words and "Roll three times, keep the best." in words and "Blessed Weapon" in words
    blessed = re.search(r'<td class="name">Blessed Weapon</td>(.*?)</tr>', html, re.S)[1]
    assert re.findall(r"<td[^>]*>(.*?)</td>", blessed, re.S)[:2] == ["5", "1"]  # Experience, Magic
    def cells(name):
        row = re.search(rf'<tr><td class="name">{name}</td>(.*?)</tr>', html, re.S)[1]
        return re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)

    blank = '<span class="blank"></span>'
    assert cells("Ghost")[:5] == ["–", "4", "Willpower", "1", "2"]  # no Strength on a Willpower-only card
    assert cells("Rock Giant")[:5] == [blank, "4", "Strength, then Wills", blank, blank]  # unknown: blank, never made up


def test_reference_sheets_without_a_catalog_say_so():
    words = text(pdf("reference", "A4").pdf)
    assert "no card catalog loaded yet" in words
    assert "write them in as you meet them" in words


# ---- chronicle ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_chronicle_with_battles_has_summary_and_odds_chart(paper):
    rendered = pdf("chronicle", paper, catalog=True, kind="played")
    sizes = assert_paper(rendered.pdf, SIZES[paper])
    assert len(sizes) == rendered.pages >= 1
    words = text(rendered.pdf)
    assert "WINNER Anna (Druid)" in words and "Anna holds 4 Artifacts." in words
    assert "1: Royal Cape" in words
    assert "1 won where the odds promised 1.2" in words
    assert "Ghost" in words and "58%" in words and "won" in words and "lost" in words and "drawn" in words
    assert "Faces of all 5 dice recorded" in words
    html = document_html("chronicle", played_game(), sheet=PAPERS["A4"], catalog=FakeCatalog())
    assert 'aria-label="Odds and outcomes of 3 battles"' in html and "<polyline" in html


def test_chronicle_without_battles_explains_the_empty_chart():
    rendered = pdf("chronicle", "A4")
    assert_paper(rendered.pdf, A4, pages=1)
    words = text(rendered.pdf)
    assert "No battle with odds in this game's log yet." in words
    assert "Game in progress" in words and "Setting up · steps 1–1 (1)" in words
    assert "Odds and outcomes" not in document_html("chronicle", sample_game(), sheet=PAPERS["A4"])


def test_a_long_chronicle_is_told_by_rounds_and_stays_short():
    """Steps do not make pages: a game of 1,600 steps in 400 rounds is told in at most 90 lines, a few rounds
    a line, with its turning points; every step is in the step list instead."""
    def round_start(n):
        flow = {"stage": "chance", "round": n, "active": n % 3, "turn": 0, "marks": [], "extra_turns": 0, "first": 0}
        return [{"kind": "flow_changed", "flow": flow, "note": ""}]

    extra = []
    for n in range(1, 401):
        extra += [round_start(n)] + [[{"kind": "dice_rolled", "purpose": f"roll {n}", "faces": [1 + n % 6]}]] * 3
    extra[901] = [{"kind": "hero_updated", "seat": 1, "status": "dead"}]
    game = sample_game(extra=extra)
    story = rounds.story(game, [], chronicle.hero_labels(game))
    assert len(story.rounds) == 401 and len(story.lines) <= rounds.MAX_LINES
    assert story.lines[0].last_round == 0 and story.lines[1].first_round == 1 and story.lines[-1].last_round == 400
    assert sum(line.steps for line in story.lines) == len(game.log)
    assert [t.round for t in story.turning] == [226]
    rendered = render_document("chronicle", game, sheet=PAPERS["Letter"])
    words = text(rendered.pdf)
    assert rendered.pages <= 3 and "Rounds 397–400" in words and "Turning points" in words


def _combat_log(odds_first: bool = True):
    """Three battles as the combat rules log them (real engine events): Anna beats the Ghost and takes its
    treasure, Ben wins a roll then loses to the Rock Giant, Cleo draws against Ben."""
    from dataclasses import replace

    from app.games.prophecy.engine.combat.events import BattleChanged
    from app.games.prophecy.engine.combat.model import Battle, Opponent, RollRecord
    from app.games.prophecy.engine.events import DiceRolled
    from app.printing import LogEntry

    def roll(n, outcome):
        return RollRecord(roll=n, hero_faces=(4,), foe_faces=(2,), hero_total=7, foe_total=5, outcome=outcome)

    def step(kind, seat, *events):
        return kind, seat, tuple(e.model_dump(mode="json") for e in events)

    ghost = Battle(seat=0, opponent=Opponent(kind="creature", card="ghost#1"))
    giant = Battle(seat=1, opponent=Opponent(kind="creature", card="rock-giant#1"), lives=3)
    duel = Battle(seat=2, opponent=Opponent(kind="hero", seat=1))
    steps = [
        step("start_fight", 0, BattleChanged(battle=ghost, text="Anna faces the Ghost.")),
        step("choose_battle_kind", 0, BattleChanged(battle=ghost.model_copy(update={"kinds": ("wills",), "step": "roll"}))),
        step("battle_roll", 0, DiceRolled(purpose="battle roll 1: Druid 9 against Ghost 5, win", faces=(5, 1)),
             BattleChanged(battle=ghost.model_copy(update={"rolls": (roll(1, "win"),), "outcome": "win", "step": "reward"}))),
        step("battle_reward", 0, BattleChanged(battle=None, text="Anna takes the treasure of the Ghost.")),
        step("start_fight", 1, BattleChanged(battle=giant)),
        step("battle_roll", 1, DiceRolled(purpose="battle roll 1: Paladin 7 against Rock Giant 5, win", faces=(4, 2)),
             BattleChanged(battle=giant.model_copy(update={"rolls": (roll(1, "win"),)}), text="Roll 1 won; roll 2 comes next.")),
        step("battle_roll", 1, DiceRolled(purpose="battle roll 2: Paladin 5 against Rock Giant 8, lose", faces=(1, 5)),
             BattleChanged(battle=None, text="Ben's Paladin against the Rock Giant, lost 1 Health.")),
        step("start_fight", 2, BattleChanged(battle=duel)),
        step("battle_roll", 2, DiceRolled(purpose="battle roll 1: Mercenary 6 against Paladin 6, draw", faces=(3, 3)),
             BattleChanged(battle=None, text="Cleo against Ben, a draw: nothing happens.")),
    ]
    game = sample_game()
    log = game.log + tuple(LogEntry(2 + i, kind, (f"Step {2 + i}.",), kind == "battle_roll", None, events,
                                    {"kind": kind, "seat": seat}) for i, (kind, seat, events) in enumerate(steps))
    odds = {4: {"win": "7/12", "draw": "1/12", "lose": "1/3"}} if odds_first else {}
    return replace(game, log=log, seq=len(log), battle_odds=odds)


def test_chronicle_follows_combat_battles_to_their_end_once_each():
    game = _combat_log()
    html = document_html("chronicle", game, sheet=PAPERS["A4"], catalog=FakeCatalog())
    words = text(render_document("chronicle", game, sheet=PAPERS["A4"], catalog=FakeCatalog()).pdf)
    assert "Battles won 1" in words and "Battles drawn 1" in words and "Battles lost 1" in words
    assert "Anna (Druid) Ghost 58% 8% 33% won" in words
    assert "Ben (Paladin) Rock Giant not recorded lost" in words
    assert "Cleo (Mercenary) Ben (Paladin) not recorded drawn" in words
    assert 'aria-label="Odds and outcomes of 1 battles"' in html
    assert "(1 of 3 battles have recorded odds)" in words


def test_chronicle_with_battles_but_no_odds_says_why_the_chart_is_empty():
    words = text(render_document("chronicle", _combat_log(odds_first=False), sheet=PAPERS["A4"], catalog=FakeCatalog()).pdf)
    assert "No battle with odds in this game's log yet. 3 battles were fought, but the log did not record the odds taken." in words


def test_the_same_step_prints_the_same_bytes():
    first = render_document("chronicle", played_game(), sheet=PAPERS["A4"], catalog=FakeCatalog()).pdf
    again = render_document("chronicle", played_game(), sheet=PAPERS["A4"], catalog=FakeCatalog()).pdf
    assert first == again
    assert "step 5 of 2026-11-20" in text(first, 1)


def test_chronicle_counts_battles_the_battle_screen_recorded_as_dice():
    game = sample_game(extra=[
        [{"kind": "dice_rolled", "purpose": "Battle of Strength vs Ghost: 7 against 5, won", "faces": [4, 1]}],
        [{"kind": "tokens_changed", "seat": 0, "experience": 2, "reason": "defeated Ghost"}],
        [{"kind": "dice_rolled", "purpose": "Battle of Wills vs Ben (Paladin): 6 against 6, drew", "faces": [3, 2]}],
        [{"kind": "dice_rolled", "purpose": "who starts", "faces": [6, 2, 1]}],
    ])
    words = text(render_document("chronicle", game, sheet=PAPERS["A4"]).pdf)
    assert "Battles won 1" in words and "Battles drawn 1" in words and "Battles lost 0" in words
    assert "2 battles were fought, but the log did not record the odds taken." in words
    assert "A hero Ghost" in words and "Ben (Paladin)" in words


def test_the_game_s_own_guilds_come_before_the_catalog_s():
    from types import SimpleNamespace as NS

    from app.games.prophecy.printing.documents import _guilds
    from app.games.prophecy.printing.reference import CharacterRow

    druid = CharacterRow("Druid", guilds=("forest_camp",), not_guilds=("fortress",), start_guild="forest_camp")
    assert _guilds(NS(guilds=("monastery", "magic_tower")), druid) == (("monastery", "magic_tower"), (), "monastery")
    assert _guilds(NS(guilds=()), druid) == (("forest_camp",), ("fortress",), "forest_camp")
    assert _guilds(NS(), None) == ((), (), None)


def test_chronicle_reads_fights_the_rules_engine_recorded_as_actions():
    from dataclasses import replace

    from app.printing import LogEntry

    game = sample_game()
    steps = [
        {"kind": "resolve_fight", "seat": 0, "card": "ghost#1", "outcome": "win", "experience": 2},
        {"kind": "resolve_fight", "seat": 1, "card": "rock-giant#1", "outcome": "lose"},
        {"kind": "fight_hero", "seat": 2, "target": 0, "outcome": "draw", "loser_pays": "health"},
        {"kind": "end_turn", "seat": 2},
    ]
    log = game.log + tuple(LogEntry(2 + i, a["kind"], (f"Step {2 + i}.",), False, None, (), a) for i, a in enumerate(steps))
    game = replace(game, log=log, seq=len(log))
    words = text(render_document("chronicle", game, sheet=PAPERS["A4"], catalog=FakeCatalog()).pdf)
    assert "Battles won 1" in words and "Battles drawn 1" in words and "Battles lost 1" in words
    assert "Anna (Druid) Ghost" in words and "Ben (Paladin) Rock Giant" in words and "Cleo (Mercenary) Anna (Druid)" in words
    per_hero = re.findall(r"(\d) ?/ ?(\d) ?/ ?(\d) active", words)  # won / drawn / lost, then the status
    assert per_hero == [("1", "0", "0"), ("0", "0", "1"), ("0", "1", "0")]


def test_the_dice_chart_counts_every_face():
    """Every face from 1 to 6, each a different number of times, in rolls of several dice."""
    wanted = {1: 4, 2: 1, 3: 5, 4: 2, 5: 6, 6: 3}
    faces = [f for f, n in wanted.items() for _ in range(n)]
    rolls = [faces[i : i + 3] for i in range(0, len(faces), 3)]  # 7 rolls of 3 dice
    game = sample_game(extra=[[{"kind": "dice_rolled", "purpose": f"roll {i}", "faces": roll, "by_herald": i % 2 == 0}]
                              for i, roll in enumerate(rolls)])
    html = document_html("chronicle", game, sheet=PAPERS["A4"])
    figure = re.search(r'<figure class="dice">(.*?)</figure>', html, flags=re.S)[1]
    labels = [int(n) for n in re.findall(r"<text [^>]*>(\d+)</text>", figure)]
    assert list(zip(labels[1::2], labels[0::2], strict=True)) == list(wanted.items())  # (face, count) per bar
    assert 'aria-label="Faces of 21 dice"' in figure
    words = text(render_document("chronicle", game, sheet=PAPERS["A4"]).pdf)
    assert "Faces of all 21 dice recorded" in words
