"""Corrections through the store (issue 13): undone and redone like any step, carried by the export, and random
corrections keep every card in exactly one zone while undo gives back the state before each."""

from __future__ import annotations

import json
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.games.prophecy.engine import IllegalAction, InvalidInput, parse_action
from app.games.prophecy.engine.correct_zones import targets
from app.store import games as saved
from app.store.transfer import export_game, import_game
from tests.helpers import new_id, setup_action
from tests.store.test_properties import LOG


def _game(log):
    game_id, applied = saved.create_game(log, name="Corrections", act=parse_action(setup_action(2)))
    return game_id, applied.seq


def _correct(log, game_id, seq, **payload):
    act = parse_action({"kind": "correct", "reason": "the table says so", **payload})
    return log.append(game_id, act, expected_seq=seq, action_id=new_id())


def _one_zone_each(state) -> None:
    counts = Counter(c for cards in state.zones.values() for c in cards)
    assert all(n == 1 for n in counts.values()), "a card lies in two places"


def test_a_correction_is_undone_and_redone_through_the_store(log):
    game_id, seq = _game(log)
    _, before = log.load(game_id)
    card = sorted(before.zone("deck:common"))[0]
    applied = _correct(log, game_id, seq, what="move_card", card=card, to="hero:0:items")
    assert applied.state.zone("hero:0:items") == (card,)
    assert log.rows(game_id)[-1].story[0].startswith("The table corrected: ")
    undone = log.undo(game_id, expected_seq=applied.seq)
    assert undone.state == before
    redone = log.redo(game_id, expected_seq=undone.seq)
    assert redone.state == applied.state
    _one_zone_each(redone.state)


def test_an_export_with_corrections_imports_to_the_same_state(log):
    game_id, seq = _game(log)
    _, state = log.load(game_id)
    card = sorted(state.zone("deck:rare"))[0]
    seq = _correct(log, game_id, seq, what="move_card", card=card, to="hero:1:items").seq
    seq = _correct(log, game_id, seq, what="damage", card=card, damaged=True).seq
    seq = _correct(log, game_id, seq, what="set_counter", seat=0, counter="gold", value=11).seq
    seq = _correct(log, game_id, seq, what="move_hero", seat=1, space=7).seq
    exported = export_game(log, game_id)
    assert json.dumps(exported).count('"table_corrected"') == 4
    copy = import_game(log, json.dumps(exported))
    assert log.load(copy) == log.load(game_id)
    _, after = log.load(copy)
    assert card in after.damaged and after.hero(0).gold == 11 and after.hero(1).space == 7


@st.composite
def corrections(draw, state):
    cards = sorted(c for z, cs in state.zones.items() if not z.startswith(("characters:", "draft:"))
                   and not z.endswith(":character") for c in cs)
    what = draw(st.sampled_from(["move_card", "move_card", "set_counter", "move_hero", "damage"]))
    if what == "move_card":
        card = draw(st.sampled_from(cards))
        options = targets(state, LOG.context(), card) or ["removed"]
        return {"what": what, "card": card, "to": draw(st.sampled_from(options))}
    if what == "damage":
        held = sorted(state.zone("hero:0:items") + state.zone("hero:1:items"))
        if not held:
            return {"what": "move_card", "card": draw(st.sampled_from(sorted(state.zone("deck:common")))),
                    "to": "hero:0:items"}
        card = draw(st.sampled_from(held))
        return {"what": what, "card": card, "damaged": card not in state.damaged}
    if what == "move_hero":
        return {"what": what, "seat": draw(st.integers(0, 1)), "space": draw(st.integers(0, 19))}
    return {"what": what, "seat": draw(st.integers(0, 1)),
            "counter": draw(st.sampled_from(["strength", "health", "willpower", "magic", "gold", "experience"])),
            "value": draw(st.integers(0, 12))}


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_corrections_keep_one_zone_per_card_and_undo_restores_each_state(data):
    game_id, seq = _game(LOG)
    states = []
    for _ in range(data.draw(st.integers(1, 6))):
        seq, state = LOG.load(game_id)
        payload = data.draw(corrections(state))
        try:
            applied = _correct(LOG, game_id, seq, **payload)
        except (IllegalAction, InvalidInput):
            continue
        _one_zone_each(applied.state)
        states.append(state)
    seq, _ = LOG.load(game_id)
    for expected in reversed(states):
        undone = LOG.undo(game_id, expected_seq=seq)
        assert undone.state == expected
        seq = undone.seq
