"""The table display's link in the store, on SQLite and PostgreSQL: one current link per game in the seat-link table
(seat DISPLAY), issued once, re-issued with the next revision (the old token then resolves as replaced), never
touching a seat's link, and re-derived when the instance secret changes."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import parse_action
from app.store import UnknownGame, links
from app.store import games as saved
from tests.helpers import setup_action

SECRET = b"test"


def test_the_display_link_is_issued_once_and_replaced_like_a_seat_s(log):
    game_id, _ = saved.create_game(log, name="Friday", act=parse_action(setup_action(2)))
    seats = links.current_links(log.engine, game_id, 2, SECRET)
    first = links.current_display(log.engine, game_id, SECRET)
    assert links.current_display(log.engine, game_id, SECRET) == first and first.revision == 1
    found = links.resolve(log.engine, first.token)
    assert found.display and found.seat == links.DISPLAY and not found.replaced
    new = links.reissue(log.engine, game_id, links.DISPLAY, SECRET)
    assert new.revision == 2 and new.token != first.token
    assert links.resolve(log.engine, first.token).replaced and not links.resolve(log.engine, new.token).replaced
    assert links.current_display(log.engine, game_id, SECRET) == new
    assert links.current_links(log.engine, game_id, 2, SECRET) == seats  # the seats' links are untouched
    assert not any(links.resolve(log.engine, s.token).display for s in seats)


def test_a_new_instance_secret_issues_a_new_display_link(log):
    game_id, _ = saved.create_game(log, name="Friday", act=parse_action(setup_action(2)))
    old = links.current_display(log.engine, game_id, SECRET)
    new = links.current_display(log.engine, game_id, b"another secret")
    assert new.revision == old.revision + 1 and links.resolve(log.engine, old.token).replaced


def test_no_display_link_for_a_game_that_does_not_exist(log):
    with pytest.raises(UnknownGame):
        links.current_display(log.engine, "0" * 32, SECRET)
    with pytest.raises(UnknownGame):
        links.reissue(log.engine, "0" * 32, links.DISPLAY, SECRET)
