"""The clock: a token after every Prophetic Dream (003:L533-548), the collapse after the last one (003:L575-577,
Solo 003:L625), read as the research note does (Q-1, Q-2): the drawer's round counts as the first."""

from __future__ import annotations

from app.games.prophecy.engine.coop.clock import rounds_left
from app.games.prophecy.engine.events import FlowChanged

from .kit import CTX, dream, end_round, play, refused, stage, started


def test_a_dream_waits_for_its_token_and_nothing_else_happens_meanwhile():
    state = dream(started(2), 0)
    assert state.coop.pending == 0 and state.flow.stage == "move"
    # 003:L535: everyone is silent and still until the dreamer has placed it.
    assert refused(state, kind="move", seat=0, how="stay").rule.id == "power_up_token"
    assert refused(state, kind="place_power_up", seat=1, plane=0, token=1).rule.id == "power_up_token"
    assert refused(state, kind="place_power_up", seat=0, plane=0, token=5).rule.id == "power_up_token"
    state = play(state, kind="place_power_up", seat=0, plane=2, token=3)
    assert state.coop.planes[2] == (3,) and state.coop.stack == (1, 1, 2, 2, 3, 3) and state.coop.pending is None
    assert refused(state, kind="place_power_up", seat=0, plane=2, token=3).rule.id == "power_up_token"


def test_tokens_go_only_on_unconquered_planes_and_add_up():
    state = started(2)
    gone = state.zone("plane:1:artifact")[0]
    state = state.model_copy(update={"zones": {**state.zones, "plane:1:artifact": (), "removed":
                                               state.zone("removed") + (gone,)}})
    state = dream(state, 0)
    assert refused(state, kind="place_power_up", seat=0, plane=1, token=1).rule.id == "power_up_plane"
    state = play(state, kind="place_power_up", seat=0, plane=0, token=3)
    state = end_round(state, 0)
    state = dream(state, 1, plane=3)
    state = play(state, kind="place_power_up", seat=1, plane=0, token=2)
    assert state.coop.bonus(0) == 5  # 003:L548: two tokens on one plane add up


def _last_token(seats: int, mode: str = "cooperative"):
    """A game whose stack holds one token, drawn by seat 0's Dream."""
    state = started(seats, mode, tokens=(4,))
    state = play(dream(state, 0), kind="place_power_up", seat=0, plane=0, token=4)
    return state


def test_the_last_token_starts_three_rounds_counted_from_the_drawer():
    # 003:L575: three more rounds, starting with the player who revealed the Dream.
    state = _last_token(3)
    assert state.coop.collapse.drawer == 0 and rounds_left(state) == 2
    seen = []
    for lap in range(3):
        for seat in (0, 1, 2):
            if lap or seat:
                assert state.flow.active == seat and state.flow.stage == "move"  # no Chance card: 003:L575
                seen.append((seat, rounds_left(state)))
            if lap == 2 and seat == 2:
                break
            state = end_round(state, seat)
    assert seen[:3] == [(1, 2), (2, 2), (0, 1)] and seen[-1] == (2, 0)
    assert state.result is None
    state = end_round(state, 2)  # the third lap ends: the planes collapse as the drawer's round would begin
    assert state.result is not None and state.result.winners == () and "collapsed" in state.result.reason


def test_no_chance_card_is_drawn_during_the_collapse():
    state = _last_token(2)
    state = end_round(state, 0)
    back = FlowChanged(flow=state.flow.model_copy(update={"stage": "chance"})).apply_to(state)
    assert refused(back, kind="draw_chance", seat=1, card="charity#1").rule.id == "collapse"


def test_solo_has_five_rounds_after_the_last_token():
    # 003:L625: the round of the last token and four more; the sixth never begins.
    state = _last_token(1, "solo")
    for _ in range(4):
        state = end_round(state, 0)
        assert state.result is None and state.flow.stage == "move"
    assert rounds_left(state) == 0
    state = end_round(state, 0)
    assert state.result is not None and state.result.winners == ()


def test_victory_on_the_last_round_beats_the_collapse():
    # 003:L569: all five Artifacts with everyone alive before the collapse wins, even in its last round.
    state = _last_token(1, "solo")
    for _ in range(4):
        state = end_round(state, 0)
    for p in range(5):
        card = state.zone(f"plane:{p}:artifact")[0]
        state = state.model_copy(update={"zones": {**{k: v for k, v in state.zones.items()
                                                       if k != f"plane:{p}:artifact"},
                                                    "hero:0:items": state.zone("hero:0:items") + (card,)}})
    state = play(state, kind="move", seat=0, how="stay")
    assert state.result is not None and state.result.winners == (0,) and "wins" in state.result.reason


def test_a_death_loses_the_game_for_everyone():
    # 003:L573
    from app.games.prophecy.engine.events import HeroUpdated

    state = HeroUpdated(seat=1, status="dead").apply_to(started(3))
    state = play(state, kind="draw_chance", seat=0, card="charity#1", charity={"gold": 1, "health": 1, "magic": 1})
    assert state.result.winners == () and "dies" not in state.result.reason and "died" in state.result.reason


def test_the_token_is_turned_up_before_its_plane_is_chosen_003_L537():
    """003:L537: the dreamer reveals the token first, then lays it; Herald draws from the stack with its repeats."""
    state = dream(started(2), 0)
    from app.games.prophecy.engine import legal_actions

    (offer,) = [o for o in legal_actions(state, CTX) if o.kind in ("draw_power_up", "place_power_up")]
    assert offer.kind == "draw_power_up" and offer.needs == ("token",)
    assert offer.choices == {"token": [1, 1, 2, 2, 3, 3, 3]}
    assert refused(state, kind="place_power_up", seat=0, plane=1).rule.id == "power_up_token"  # not seen yet
    drawn = play(state, kind="draw_power_up", seat=0, token=2)
    (offer,) = [o for o in legal_actions(drawn, CTX) if o.kind in ("draw_power_up", "place_power_up")]
    assert offer.kind == "place_power_up" and offer.needs == ("plane",) and offer.choices == {"plane": [0, 1, 2, 3, 4]}
    assert refused(drawn, kind="place_power_up", seat=0, plane=1, token=3).rule.id == "power_up_token"
    laid = play(drawn, kind="place_power_up", seat=0, plane=1)
    assert laid.coop.planes[1] == (2,) and laid.coop.drawn is None and laid.coop.pending is None
    assert stage(state, "move").coop.pending == 0


def test_the_banner_of_hope_still_works_in_the_collapse():
    # 003:L575: no Chance card in these rounds, but Banner of Hope may be used.
    from app.games.prophecy.engine.events import CardMoved

    state = _last_token(2)
    banner = next(c for z, cs in state.zones.items() if z.startswith("plane:") for c in cs if c.startswith("banner"))
    state = CardMoved(card=banner, to="hero:1:items").apply_to(state)
    state = end_round(state, 0)
    assert state.flow.active == 1 and state.flow.stage == "move"
    state = play(state, kind="use_banner", seat=1, face=1)
    assert "turn:banner" in state.flow.marks


def test_a_dream_with_nothing_left_to_turn_up_still_brings_its_token():
    # Research note Q-17 (MED): no Astral card face down, the token is still drawn and placed (003:L537).
    state = started(2)
    state = state.model_copy(update={"hidden": frozenset(c for c in state.hidden if not any(
        c in cs for z, cs in state.zones.items() if z.startswith("plane:")))})
    state = play(state, kind="draw_chance", seat=0, card="prophetic_dream#1")
    assert state.coop.pending == 0


def test_no_rounds_are_counted_before_the_collapse_or_outside_the_cooperative_game():
    """The countdown exists only once the last token is down (003:L575): None before it and in a competitive game."""
    from tests.engine.kit import started as competitive

    assert rounds_left(started(2)) is None
    assert rounds_left(competitive(2)) is None
    assert rounds_left(_last_token(2)) == 2
