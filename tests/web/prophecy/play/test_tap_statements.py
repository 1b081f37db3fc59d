"""A tablet tap (the form post that answers the new screen) runs a fixed, small number of SQL statements, whatever
the game's length (issue 17: a tap within 5x of a static file): the guard's game, PIN and head in one query, that
head used for the form's completion and the write (issue 42), one UPDATE and one INSERT; the new screen's head is the
write's, and the latest steps it shows are the step just written and those shown before it (issue 42), neither read
again. The game screen's GET runs the guard's one query and nothing else while its state is kept (issue 42)."""

from __future__ import annotations

import re
import uuid

from sqlalchemy import event

from tests.helpers import api_create, as_tablet, csrf_token

# guard (game + PIN + head: the head the form completes against and the write is given, issue 42) · UPDATE head ·
# INSERT step; the new screen's head (record, redo) is the one the write read and made (issue 42), not read again
TAP_STATEMENTS = 3


def _statements(app, call) -> list[str]:
    seen: list[str] = []
    engine = app.extensions["herald.log"].engine

    def count(conn, cursor, statement, *rest):
        seen.append(" ".join(statement.split()))

    event.listen(engine, "before_cursor_execute", count)
    try:
        call()
    finally:
        event.remove(engine, "before_cursor_execute", count)
    return seen


def _tap(client, game_id: str, seq: int, gold: int):
    r = client.post(f"/games/{game_id}/act", headers={"HX-Request": "true"},
                    data={"seq": seq, "action_id": uuid.uuid4().hex, "kind": "adjust_hero", "seat": 0, "gold": gold})
    assert r.status_code == 200 and 'id="screen"' in r.get_data(as_text=True)
    return r


def test_a_tap_runs_the_same_few_statements_at_any_length(app, client):
    as_tablet(client, make_game=False)
    game_id = api_create(client, name="Taps")
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    seq = 1
    for _ in range(3):  # warm: the game's kind and the screen's pieces are read once
        _tap(client, game_id, seq, 1)
        seq += 1
    counts = []
    for _ in range(12):  # no snapshot step among these (every 50)
        statements = _statements(app, lambda s=seq: _tap(client, game_id, s, 1 if s % 2 else -1))
        counts.append(len(statements))
        seq += 1
    assert set(counts) == {TAP_STATEMENTS}, statements
    assert sum(s.startswith("UPDATE") for s in statements) == 1 and sum(s.startswith("INSERT") for s in statements) == 1


def test_after_an_undo_the_tap_retires_the_redo_stack(app, client):
    """The one-statement head move holds only without a step to redo; with one, the redo stack is retired."""
    as_tablet(client, make_game=False)
    game_id = api_create(client, name="Undo then tap")
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    _tap(client, game_id, 1, 1)
    assert client.post(f"/games/{game_id}/undo", data={"seq": 2}, headers={"HX-Request": "true"}).status_code == 200
    log = app.extensions["herald.log"]
    assert log.can_redo(game_id)
    answers = []
    statements = _statements(app, lambda: answers.append(_tap(client, game_id, 1, 2)))
    assert sum(s.startswith("UPDATE event") for s in statements) == 1  # the undone step replaced
    assert not log.can_redo(game_id) and log.load(game_id)[1].heroes[0].gold == 5
    html = answers[0].get_data(as_text=True)  # the screen the tap answers: nothing waits to be redone
    assert re.search(r'<button[^>]*id="redo"[^>]*disabled', html)


def test_the_game_screen_runs_only_the_guards_query(app, client):
    """Issue 42 (the game screen within 1.5x of a static file): the guard reads the game, its PIN and its head in one
    query and the screen is drawn from that head; at every step, after a tap, an undo and a redo alike."""
    as_tablet(client, make_game=False)
    game_id = api_create(client, name="Screen")
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    screens = []
    for seq in (1, 2, 3):
        _tap(client, game_id, seq, 1)
        statements = _statements(app, lambda: screens.append(client.get(f"/games/{game_id}")))
        assert len(statements) == 1 and "game_access" in statements[0], statements
        assert f'data-seq="{seq + 1}"' in screens[-1].get_data(as_text=True)
    assert client.post(f"/games/{game_id}/undo", data={"seq": 4}, headers={"HX-Request": "true"}).status_code == 200
    assert len(_statements(app, lambda: screens.append(client.get(f"/games/{game_id}")))) == 1
    html = screens[-1].get_data(as_text=True)
    assert 'data-seq="3"' in html and not re.search(r'<button[^>]*id="redo"[^>]*disabled', html)


def test_the_guards_query_runs_compiled_on_the_cursor(app, client):
    """Issue 42: the game screen's one query (the guard's game, PIN and head) is SQL compiled once and run on the
    DB-API cursor, not through SQLAlchemy's execute, which took six times what the database did."""
    as_tablet(client, make_game=False)
    game_id = api_create(client, name="Compiled")
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    _tap(client, game_id, 1, 1)
    executed = []
    engine = app.extensions["herald.log"].engine
    listen = lambda conn, clause, *rest: executed.append(str(clause))  # noqa: E731
    event.listen(engine, "before_execute", listen)
    try:
        statements = _statements(app, lambda: client.get(f"/games/{game_id}"))
        assert client.get(f"/games/{game_id}").status_code == 200
    finally:
        event.remove(engine, "before_execute", listen)
    assert len(statements) == 1 and "game_access" in statements[0] and executed == [], executed


def test_the_screen_of_another_browser_is_still_asked_for_the_pin(app, client):
    """The guard's head read keeps the guard: a browser that never gave the PIN is sent to the PIN page, and a game
    nobody saved answers 404."""
    as_tablet(client, make_game=False)
    game_id = api_create(client, name="Guarded")
    stranger = app.test_client()
    r = stranger.get(f"/games/{game_id}")
    assert r.status_code == 303 and f"/games/{game_id}/pin" in r.headers["Location"]
    assert client.get("/games/" + "0" * 32).status_code == 404
