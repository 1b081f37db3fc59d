"""The chronicle tells the Dragon Realm: each hero's journey, the Realm's battles among the battles, the Lake and the
Heart among the turning points (003:L301-417), from a log the engine wrote."""

from __future__ import annotations

from datetime import timedelta

from app.games.prophecy.engine import apply, parse_action
from app.games.prophecy.engine.realm.lake_claim import unnamed
from app.games.prophecy.engine.realm.position import on_path
from app.games.prophecy.printing.documents import chronicle_context, render_document
from app.printing import PAPERS, GameData, LogEntry
from app.store.story import tell
from tests.engine.kit import hero, stage
from tests.engine.realm.boards import as_dealt
from tests.engine.realm.test_realm_actions import CTX, gate_space, realm_game

from .games import GAME_ID, T0
from .pdfcheck import A4, assert_paper, text


def realm_log() -> GameData:
    """Anna enters, passes an Obstacle, beats a Creature, loses to one, then wins the Lake; Ben stays on the ring."""
    entries: list[LogEntry] = []

    def step(state, **payload):
        act = parse_action(payload)
        after, events = apply(state, act, CTX)[:2]
        entries.append(LogEntry(len(entries) + 1, payload["kind"], tuple(tell(state, events)), False,
                                T0 + timedelta(minutes=len(entries)), tuple(e.model_dump(mode="json") for e in events),
                                act.model_dump(mode="json")))
        return after

    state = step(hero(realm_game(), 0, space=gate_space(), gold=5), kind="realm_enter", seat=0)
    state = step(state, kind="realm_step", seat=0, how="forward", path="left", step=1, revealed=as_dealt(state, "left", 1))
    step(state, kind="realm_settle", seat=0, faced="obstacle", outcome="passed", experience=2)
    at_2 = hero(realm_game(), 0, space=None, realm=on_path("left", 2), health=4)
    state = step(at_2, kind="realm_step", seat=0, how="forward", path="left", step=3, revealed=as_dealt(at_2, "left", 3))
    step(state, kind="realm_settle", seat=0, faced="creature", outcome="won", experience=1)
    step(state, kind="realm_settle", seat=0, faced="creature", outcome="lost", space=gate_space())
    state = stage(hero(realm_game(), 0, space=None, realm=on_path("left", 6), health=2), "move", seat=0)
    state = step(state, kind="realm_lake", seat=0, how="battle", outcome="won", space=gate_space(),
                 card=state.zone("realm:lake:greater")[0])  # the Guardian the attack turned up, named
    state = step(state, kind="realm_claim", seat=0, card=unnamed(state)[1])  # the Artifact the table turned up
    return GameData(id=GAME_ID, name="Realm night", seq=len(entries), head_id=len(entries), state=state,
                    log=tuple(entries))


def test_each_hero_s_journey_is_counted_from_the_log():
    context = chronicle_context(realm_log(), None, None)
    assert context["realm"] == "standard"
    (anna,) = context["journeys"]  # Ben never entered
    assert (anna.entered, anna.steps, anna.passed, anna.failed) == (1, 2, 1, 0)
    assert (anna.won, anna.drawn, anna.lost, anna.lake, anna.heart) == (1, 0, 1, "won", True)
    assert context["realm_revealed"] == 2
    foes = [(r.foe, r.outcome) for r in context["battles"]]
    assert foes[-1] == ("the Lake of Fire's Guardian", "win") and foes[-2] == ("a Creature of the Dragon Realm", "lose")
    assert foes[0][1] == "win" and foes[0][0] != "a Creature of the Dragon Realm"  # the beaten card, by name
    turning = [t.text for t in context["story"].turning]
    assert any("Artifact won on the Lake of Fire (until the table names it) to Anna's Items" in t for t in turning)


def test_the_chronicle_pdf_has_the_realm_table_and_its_battles():
    rendered = render_document("chronicle", realm_log(), sheet=PAPERS["A4"])
    assert_paper(rendered.pdf, A4)
    words = text(rendered.pdf)
    assert "The Dragon Realm" in words and "1 overcome, 0 not" in words and "1 won, 0 drawn, 1 lost" in words
    assert "battle won" in words and "the Lake of Fire's Guardian" in words
    assert "2 Realm cards turned face up" in words


def test_a_game_without_the_realm_has_no_realm_section():
    from .games import sample_game

    game = sample_game()
    assert chronicle_context(game, None, None)["realm"] is None
    assert "The Dragon Realm" not in text(render_document("chronicle", game, sheet=PAPERS["A4"]).pdf)
