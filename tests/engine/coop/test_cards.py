"""Time Freeze (003:L805-811) and Secret Hideouts (003:L797-801)."""

from __future__ import annotations

from app.games.prophecy.engine import fold
from app.games.prophecy.engine.actions import follow_up
from app.games.prophecy.engine.events import CardMoved, HeroUpdated

from .kit import CTX, dream, end_round, play, refused, stage, started


def _holding(state, seat: int, card: str):
    return CardMoved(card=card, to=f"hero:{seat}:abilities").apply_to(state)


def test_time_freeze_costs_a_magic_per_other_player_and_gives_everyone_a_round_first():
    state = _holding(started(3), 0, "time-freeze#1")
    magic = state.hero(0).magic
    # 003:L805: 2 Magic in a three-player game; cast on the card just revealed, which waits.
    state = play(state, kind="time_freeze", seat=0, card="charity#1")
    assert state.hero(0).magic == magic - 2 and state.zone("chance:current") == ("charity#1",)
    assert state.flow.stage == "move" and state.flow.active == 0
    for seat in (0, 1, 2):  # 003:L807: each player, the caster first, plays a full round without a Chance card
        assert state.flow.active == seat and state.flow.stage == "move"
        state = end_round(state, seat)
    # Back at the caster: the waiting card is carried out, then her standard turn.
    assert state.flow.active == 0 and state.flow.stage == "chance_resolve" and state.coop.freeze is None
    state = play(state, kind="resolve_chance", seat=0, charity={"gold": 1, "health": 1, "magic": 1})
    assert state.flow.stage == "move" and "charity#1" in state.zone("discard:chance")


def test_time_freeze_waits_for_a_reshuffle_and_ends_with_the_last_token():
    state = _holding(started(2), 0, "time-freeze#1")
    state = play(state, kind="time_freeze", seat=0, card="charity#1")
    state = end_round(end_round(state, 0), 1)
    state = play(state, kind="resolve_chance", seat=0, charity={"gold": 1, "health": 1, "magic": 1})
    state = stage(state, "chance", seat=0)
    # 003:L807: not again until the Chance deck is reshuffled.
    refusal = refused(state, kind="time_freeze", seat=0, card="economic_crisis#1")
    assert refusal.rule.id == "time_freeze" and "reshuffled" in refusal.detail
    reshuffled = state.model_copy(update={"reshuffles": {"chance": 1}})
    assert play(reshuffled, kind="time_freeze", seat=0, card="economic_crisis#1").coop.freeze.caster == 0
    # 003:L811: never once the last token is out.
    last = play(dream(_holding(started(2, tokens=(2,)), 0, "time-freeze#1"), 0), kind="place_power_up", seat=0,
                plane=0, token=2)
    last = stage(end_round(last, 0), "chance", seat=1)
    last = stage(last, "chance", seat=0)
    assert "last Power Up token" in refused(last, kind="time_freeze", seat=0, card="charity#1").detail


def test_time_freeze_needs_the_magic_and_the_card():
    poor = _holding(started(3), 0, "time-freeze#1")
    poor = poor.with_hero(poor.hero(0).model_copy(update={"magic": 1}))
    assert "2 Magic" in refused(poor, kind="time_freeze", seat=0, card="charity#1").detail
    assert refused(started(2), kind="time_freeze", seat=0, card="charity#1").rule.id == "time_freeze"


def test_secret_hideouts_trades_around_the_move_but_not_what_came_this_round():
    state = _holding(started(2), 0, "secret-hideouts#1")
    state = CardMoved(card="sword#1", to="hero:0:items").apply_to(state)
    state = HeroUpdated(seat=1, space=state.hero(0).space, moved=True).apply_to(state)
    state = stage(state, "chance", seat=0, round=state.flow.round + 1,
                  marks=frozenset())
    state = fold(state, follow_up(state, CTX))  # a new round: what she holds now is noted
    state = play(state, kind="draw_chance", seat=0, card="charity#1", charity={"gold": 1, "health": 1, "magic": 1})
    fresh = CardMoved(card="dagger#1", to="hero:0:items").apply_to(state)
    # 003:L799: an Item gained this round stays.
    assert refused(fresh, kind="secret_hideouts", seat=0, partner=1, give_items=["dagger#1"]).rule.id == \
        "secret_hideouts"
    before = play(fresh, kind="secret_hideouts", seat=0, partner=1, give_items=["sword#1"])
    assert "sword#1" in before.zone("hero:1:items") and before.flow.stage == "move"  # her movement is kept
    fought = stage(before, "turn", marks=frozenset({"turn:possibility"}))
    assert refused(fought, kind="secret_hideouts", seat=0, partner=1, give_gold=1).rule.id == "secret_hideouts"
    assert refused(stage(state, "move", seat=1), kind="secret_hideouts", seat=1, partner=0).rule.id == \
        "secret_hideouts"


def test_time_freeze_on_a_card_that_waits_for_its_inputs():
    # 003:L807: the revealed card is not resolved now; it waits, inputs and all, for the caster's next round.
    state = _holding(started(2), 0, "time-freeze#1")
    state = play(state, kind="draw_chance", seat=0, card="charity#1")
    assert state.flow.stage == "chance_resolve"
    state = play(state, kind="time_freeze", seat=0)
    assert state.flow.stage == "move" and state.zone("chance:current") == ("charity#1",)
    state = end_round(end_round(state, 0), 1)
    assert state.flow.stage == "chance_resolve" and state.flow.active == 0
