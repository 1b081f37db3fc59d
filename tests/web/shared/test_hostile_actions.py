"""Hostile values in actions, in games of both kinds, never crash the server, and whatever it accepts keeps the
game's invariants."""

from __future__ import annotations

from tests.web.shared.hostile import run


def test_hostile_actions_get_no_server_error_and_keep_the_invariants(app, client):
    tally = run(app, client, steps=30, mutations=8, seed=15)
    assert tally.errors == []
    assert tally.steps >= 20, tally  # the game really moved on between the hostile posts
    assert sum(tally.statuses.values()) >= 250
    assert set(tally.statuses) <= {200, 409, 422}, tally.statuses


def test_hostile_actions_on_a_conjurers_game_get_no_server_error_and_keep_the_invariants(app, client):
    tally = run(app, client, steps=30, mutations=8, seed=15, game="conjurers")
    assert tally.errors == []
    assert tally.steps >= 20, tally
    assert sum(tally.statuses.values()) >= 250
    assert set(tally.statuses) <= {200, 409, 422}, tally.statuses
