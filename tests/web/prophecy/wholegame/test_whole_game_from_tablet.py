"""Whole games run from the tablet's HTML only: the new-game wizard, then every step tapped on the game and
battle screens (formplay_game.py), new cards registered through the card form, to the result screen and the log.

Each game is seeded; the policy reads the state (the app's log, the JSON API for legal actions) to steer and
every write goes through a form.
"""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from app.games.prophecy.screens.setup import dealing

from .formplay import Tablet, create_with_wizard
from .formplay_game import play
from .formplay_policy import Policy
from .kit import MAX_STEPS, answers, check_result_screen, log_steps, printed_characters

GAMES = {
    "standard-2": dict(seed=1, seats=2),
    "standard-3": dict(seed=4, seats=3, new_card="Cave Troll"),
    "herald-deals": dict(seed=5, seats=2, deck_mode="herald"),
    "basic": dict(seed=11, seats=2, mode="basic"),
    # Seed 9 beats the Golem Guardian, whose treasure roll Herald does not know: the treasure form asks for it.
    # Its game is a long one (about 1,050 steps to the last Certificate).
    "basic-treasure": dict(seed=9, seats=2, mode="basic", max_steps=1200),
    "no-final-battle": dict(seed=7, seats=2, variants=["no_final_battle"]),
    "apocalypse": dict(seed=8, seats=3, variants=["apocalypse"]),
}
# Steps each kind of game must reach in these seeds (what makes it that kind of game).
REACHED = {
    "standard-2": {"prepare_board", "roll_first_player", "draw_chance", "move", "start_fight", "battle_roll",
                   "reveal_guardian", "resolve_guardian", "choose_battleground", "battle_loss_choice"},
    "standard-3": {"choose_battleground", "battle_loss_choice"},
    "herald-deals": {"choose_battleground"},
    "basic": {"buy_certificate", "battle_reward"},
    "basic-treasure": {"buy_certificate", "battle_reward"},
    "no-final-battle": {"resolve_guardian"},
    "apocalypse": {"resolve_guardian"},
}

# The Apocalypse game adds a second variant on top of the required ones; it is the longest to play.
NAMES = [pytest.param(n, marks=pytest.mark.slow) if n == "apocalypse" else n for n in sorted(GAMES)]


@pytest.mark.parametrize("name", NAMES)
def test_a_whole_game_is_run_from_the_tablet_s_forms(app, client, name, monkeypatch):
    game = dict(GAMES[name])
    seed, new_card, max_steps = game.pop("seed"), game.pop("new_card", ""), game.pop("max_steps", MAX_STEPS)
    # Herald's own deals and rolls come from the game's seed, drawn at creation: fix it too.
    monkeypatch.setattr(dealing, "secrets", SimpleNamespace(randbits=lambda bits: 1000 + seed))
    rng = random.Random(seed)
    tablet = Tablet(client, rng)
    game_id = create_with_wizard(tablet, answers(**game))
    policy = Policy(rng, app.extensions["herald.log"].context(), herald=game.get("deck_mode") == "herald",
                    new_card=new_card)
    run = play(tablet, game_id, policy, max_steps, printed_characters(game["seats"]))

    result = run.state.result
    assert result is not None, f"{name}: no result after {run.steps} steps ({run.kinds})"
    assert REACHED[name] <= set(run.kinds), f"{name}: never tapped {REACHED[name] - set(run.kinds)}"
    # each tap made one step after the game's creation, each card named new brought itself in with one more, and a
    # fight against a foe that allows one kind of battle made a second: Herald chose that kind for the table
    chosen = sum(r.action_id.endswith("-only-kind") for r in app.extensions["herald.log"].rows(game_id))
    assert run.api["seq"] == run.steps + 1 + policy.brought_in + chosen
    if name == "basic-treasure":  # the roll typed on the treasure form is the group's entry now
        assert app.extensions["herald.catalog"].card("golem-guardian").reward[0].amount is not None
    if new_card:
        assert policy.typed_new, "the game never came to a card search after round 2"
        card = app.extensions["herald.catalog"].card("table-cave-troll")
        assert (card.kind, card.name) == ("creature", "Cave Troll")
        assert run.state.where("table-cave-troll#1") is not None

    check_result_screen(client, game_id, run)
    assert log_steps(tablet, game_id) == list(range(run.api["seq"], 0, -1))


