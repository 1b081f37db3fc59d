"""Issue 37, properties: from a state reached by random legal play, any correction is either refused with the
state untouched, or accepted keeping every invariant; its event read back from JSON folds to the same state, and
its action read back from JSON (as an import re-decides it) gives the same events. Both games."""

from __future__ import annotations

from functools import cache
from random import Random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.games.conjurers import engine as cj
from app.games.prophecy import engine as pr
from app.games.prophecy.engine.correct import correctable_cards
from app.games.prophecy.engine.correct_turn import STAGES
from app.games.prophecy.engine.correct_zones import targets
from app.games.prophecy.engine.events import parse_events
from app.games.prophecy.engine.rules import zones as Z
from tests.engine.playout import CTX, check_invariants, playout
from tests.games.conjurers.kit import ctx as cj_ctx
from tests.games.conjurers.kit import play_step, start

RACES = ("elf", "dwarf", "goblin", "human", "troll")
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@cache
def prophecy_trail() -> tuple:
    """Every state of a random three-seat game with Races and Power Up tokens, six rounds long."""
    playout(1, rounds=6, options={"expansion": {"races": True, "guardian_power": "random"}})
    return tuple(playout.trail[1:])


@st.composite
def prophecy_correction(draw, state, ctx=CTX) -> dict:
    """Any correction of Prophecy, with values drawn near what the state holds (some refused, most accepted)."""
    what = draw(st.sampled_from(["move_card", "turn_card", "damage", "move_hero", "set_counter", "set_status",
                                 "set_guilds", "set_races", "set_rage", "craft", "set_turn", "set_power_ups"]))
    seat = draw(st.integers(0, len(state.heroes) - 1))
    cards = correctable_cards(state)
    card = draw(st.sampled_from(cards))
    held = sorted(c for h in state.heroes for c in state.zone(Z.items(h.seat))) or [card]
    if what == "move_card":
        return {"what": what, "card": card, "to": draw(st.sampled_from(targets(state, ctx, card) or ["removed"])),
                "face_up": draw(st.booleans())}
    if what == "turn_card":
        return {"what": what, "card": card, "face_up": card in state.hidden, "named": card}
    if what in ("damage", "craft"):
        pick = draw(st.sampled_from(held))
        return {"what": what, "card": pick, "damaged" if what == "damage" else "crafted": draw(st.booleans())}
    if what == "move_hero":
        return {"what": what, "seat": seat, "space": draw(st.integers(0, 19))}
    if what == "set_counter":
        return {"what": what, "seat": seat, "value": draw(st.integers(0, 12)), "counter": draw(st.sampled_from(
            ["strength", "health", "willpower", "magic", "gold", "experience", "bank"]))}
    if what == "set_status":
        return {"what": what, "seat": seat, "status": draw(st.sampled_from(["active", "dead", "out"])),
                "space": draw(st.integers(0, 19))}
    if what == "set_guilds":
        return {"what": what, "seat": seat, "guilds": draw(st.lists(st.sampled_from(Z.GUILDS), min_size=1,
                                                                     max_size=2, unique=True))}
    if what == "set_races":
        race = draw(st.sampled_from(RACES))
        typed = {f"{race}:{f}": draw(st.integers(-1, 1)) for f in ("strength", "willpower", "item_limit",
                                                                   "ability_limit")}
        return {"what": what, "seat": seat, "races": [race], "numbers": typed}
    if what == "set_rage":
        board = [c for z, cs in state.zones.items() if z.startswith("space:") for c in cs]
        return {"what": what, "seat": seat, "card": draw(st.sampled_from([None, *board]))}
    if what == "set_turn":
        return {"what": what, "seat": seat, "stage": draw(st.sampled_from(sorted(STAGES)))}
    return {"what": what, "plane": draw(st.integers(0, 4)), "tokens": draw(st.lists(st.integers(1, 2), max_size=2))}


@SETTINGS
@given(st.data())
def test_a_prophecy_correction_keeps_the_invariants_and_replays_and_re_decides_the_same(data):
    trail = prophecy_trail()
    state = trail[data.draw(st.integers(0, len(trail) - 1))]
    raw = {"kind": "correct", "reason": "random", **data.draw(prophecy_correction(state))}
    before = state.model_dump()
    try:
        after, events = pr.apply(state, pr.parse_action(raw), CTX)
    except (pr.InvalidInput, pr.IllegalAction):
        assert state.model_dump() == before
        return
    check_invariants(after, CTX, {c for cs in state.zones.values() for c in cs if "#" in c})
    dumped = [e.model_dump(mode="json") for e in events]
    assert pr.fold(state, parse_events(dumped)) == after
    again = pr.decide(state, pr.parse_action(pr.parse_action(raw).model_dump(mode="json")), CTX)
    assert [e.model_dump(mode="json") for e in again] == dumped


@cache
def conjurers_trail() -> tuple:
    """Every state of a random three-player game, battles included, up to its fourth round."""
    state, _ = start(3, seed=5)
    rng, trail = Random(5), []
    while state.result is None and state.round < 4:
        _, (state, _) = play_step(state, rng)
        trail.append(state)
    return tuple(trail)


@st.composite
def conjurers_correction(draw, state) -> dict:
    """Any correction of Conjurers, with values drawn near what the state holds."""
    what = draw(st.sampled_from(["amounts", "move_card", "assistants", "mine", "button", "figure", "round",
                                 "battle_slot"]))
    seat = draw(st.integers(0, state.n - 1))
    if what == "amounts":
        return {"what": what, "seat": seat, "stock": {draw(st.sampled_from(["wood", "food", "iron"])):
                                                      draw(st.integers(-3, 3))}, "minus": draw(st.integers(-1, 2))}
    if what == "move_card":
        cards = [c.card for p in state.players for c in p.army] + [c for p in state.players for c in p.items] + \
            list(state.items) + [c for cs in state.piles.values() for c in cs] + list(state.level1_box)
        zones = [f"army:{s}" for s in range(state.n)] + [f"items:{s}" for s in range(state.n)] + \
            [f"pile:{m}" for m in state.piles] + ["blacksmith", "level1_box", "out"]
        return {"what": what, "card": draw(st.sampled_from(cards)), "to": draw(st.sampled_from(zones))}
    if what == "assistants":
        return {"what": what, "seat": seat, "assistants": draw(st.lists(st.sampled_from(
            ["worker", "merchant", "warrior", "recruiter"]), max_size=3, unique=True))}
    if what == "mine":
        return {"what": what, "mine": draw(st.sampled_from(["iron_mine", "lumber_mill", "sapphire_mine"])),
                "seat": draw(st.sampled_from([None, seat]))}
    if what == "button":
        return {"what": what, "seat": seat, "starter": draw(st.sampled_from([None, seat]))}
    if what == "figure":
        return {"what": what, "seat": seat, "figure": draw(st.sampled_from(["conjurer", "worker", "merchant"])),
                "space": draw(st.sampled_from([None, "iron_mine", "tavern", "wood_storage", "duat", "house_0"])),
                "placed": draw(st.booleans()), "resolved": draw(st.booleans())}
    if what == "round":
        spaces = [p.space for p in state.placements if p.space is not None]
        return {"what": what, "round": draw(st.integers(1, 12)),
                "stage": draw(st.sampled_from(["allocation", "resolving"])),
                "space": draw(st.sampled_from([None, *spaces]))}
    return {"what": what, "side": draw(st.integers(0, 1)), "slot": draw(st.integers(0, 2)),
            "dm": draw(st.sampled_from([None, 0, 1, 3])), "frost": draw(st.sampled_from([None, True, False])),
            "where": draw(st.sampled_from([None, "slot", "hand", "lost"]))}


@SETTINGS
@given(st.data())
def test_a_conjurers_correction_keeps_the_models_checks_and_replays_and_re_decides_the_same(data):
    trail = conjurers_trail()
    state = trail[data.draw(st.integers(0, len(trail) - 1))]
    raw = {"kind": "correct", "reason": "random", **data.draw(conjurers_correction(state))}
    before = state.model_dump()
    try:
        after, events = cj.apply(state, cj.parse_action(raw), cj_ctx())
    except (cj.InvalidInput, cj.IllegalAction):
        assert state.model_dump() == before
        return
    assert cj.State.model_validate(after.model_dump()) == after
    cards = [c.card for p in after.players for c in p.army] + [c for p in after.players for c in p.items] + \
        list(after.items) + [c for cs in after.piles.values() for c in cs] + list(after.level1_box) + list(after.out)
    assert len(cards) == len(set(cards)), "a card lies in two places"
    dumped = [e.model_dump(mode="json") for e in events]
    assert cj.fold(state, cj.parse_events(dumped)) == after
    again = cj.decide(state, cj.parse_action(cj.parse_action(raw).model_dump(mode="json")), cj_ctx())
    assert [e.model_dump(mode="json") for e in again] == dumped
