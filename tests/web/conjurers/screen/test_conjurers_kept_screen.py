"""Conjurers' game screen kept per head state (issue 42): an undo brings back the screen drawn before the step,
not drawn again, with its redo button on; the redo turns it off again."""

from __future__ import annotations

import re

from tests.helpers import GM_PIN, csrf_token, new_id, page_part


def _redo_enabled(html: str) -> bool:
    button = re.search(r'<button[^>]*id="redo"[^>]*>', html)[0]
    return "disabled" not in button and "__herald" not in html


def test_an_undo_finds_the_kept_screen_with_redo_on_and_a_redo_turns_it_off(client, monkeypatch):
    from app.games.conjurers.screens.table import kept_html

    form = {"name": "Kept", "pin": GM_PIN, "seat0_player": "Ada", "seat0_assistant": "worker",
            "seat1_player": "Bo", "seat1_assistant": "recruiter", "start": "0", "csrf_token": csrf_token(client)}
    game_id = client.post("/conjurers/new", data=form).headers["Location"].rstrip("/").split("/")[-1]
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    hx = {"HX-Request": "true"}
    before = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert not _redo_enabled(before)
    space = re.search(r'name="space" value="([^"]+)"', before)[1]
    placed = client.post(f"/conjurers/{game_id}/act", headers=hx, data={
        "kind": "place", "seat": "0", "figure": "conjurer", "space": space, "seq": "1", "action_id": new_id()})
    assert placed.status_code == 200 and 'data-seq="2"' in placed.get_data(as_text=True)
    drawn = []
    real = kept_html.marked
    monkeypatch.setattr(kept_html, "marked", lambda *a, **k: drawn.append(a) or real(*a, **k))
    undone = client.post(f"/conjurers/{game_id}/undo", headers=hx, data={"seq": "2"}).get_data(as_text=True)
    assert drawn == [] and 'data-seq="1"' in undone and _redo_enabled(undone)
    page = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert drawn == [] and _redo_enabled(page)
    redone = client.post(f"/conjurers/{game_id}/redo", headers=hx, data={"seq": "1"}).get_data(as_text=True)
    assert drawn == [] and 'data-seq="2"' in redone and not _redo_enabled(redone)


def _placed_game(client):
    """A two-player game from the wizard, its screen drawn once, mastered by this client; (game id, a space's id)."""
    form = {"name": "Tap", "pin": GM_PIN, "seat0_player": "Ada", "seat0_assistant": "worker",
            "seat1_player": "Bo", "seat1_assistant": "recruiter", "start": "0", "csrf_token": csrf_token(client)}
    game_id = client.post("/conjurers/new", data=form).headers["Location"].rstrip("/").split("/")[-1]
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    return game_id, re.search(r'name="space" value="([^"]+)"', client.get(f"/games/{game_id}").get_data(as_text=True))[1]


def test_a_tap_runs_four_statements_and_reads_no_entries_and_no_steps(client, log):
    """Issue 42 (decide and write in one short transaction, render nothing twice): the guard's game and PIN, the
    head the form is read against (with the game's seed) and the write is decided on (not read again), UPDATE,
    INSERT. The new screen's head is the write's, its latest steps carried from the screen before; a placement
    consults no card entries."""
    from sqlalchemy import event

    game_id, space = _placed_game(client)
    statements = []
    listen = lambda *a: statements.append(" ".join(a[2].split()))  # noqa: E731
    event.listen(log.engine, "before_cursor_execute", listen)
    try:
        placed = client.post(f"/conjurers/{game_id}/act", headers={"HX-Request": "true"}, data={
            "kind": "place", "seat": "0", "figure": "conjurer", "space": space, "seq": "1", "action_id": new_id()})
    finally:
        event.remove(log.engine, "before_cursor_execute", listen)
    assert placed.status_code == 200 and 'data-seq="2"' in placed.get_data(as_text=True)
    assert len(statements) == 4, statements
    assert not [s for s in statements if "catalog_entry" in s or s.startswith("SELECT event.")], statements


def test_the_screen_after_a_tap_and_its_undo_shows_the_latest_steps_as_a_fresh_read_does(client, monkeypatch):
    """The latest steps carried over by a tap (and kept for the undo's check) are the steps the log holds."""
    from app.games.conjurers.screens import tablet
    from app.games.conjurers.screens.table import kept_html
    from app.web.rendering.recent import Recent

    def story(html: str) -> list[str]:
        return [" ".join(li.get_text(" ").split()) for li in page_part(html, "story").select("li")]

    game_id, space = _placed_game(client)
    hx, seq = {"HX-Request": "true"}, 1
    for figure, seat in (("conjurer", 0), ("conjurer", 1), ("worker", 0)):
        screen = client.get(f"/games/{game_id}").get_data(as_text=True)
        space = re.search(rf'name="seat" value="{seat}".*?name="figure" value="{figure}".*?name="space" value="([^"]+)"',
                          screen, re.S)[1]
        tapped = client.post(f"/conjurers/{game_id}/act", headers=hx, data={
            "kind": "place", "seat": str(seat), "figure": figure, "space": space, "seq": str(seq),
            "action_id": new_id()}).get_data(as_text=True)
        seq += 1
        for name, size in (("_VIEWS", 64), ("_ROWS", 64)):
            monkeypatch.setattr(tablet, name, Recent(size))
        monkeypatch.setattr(kept_html, "_HTML", Recent(32))
        monkeypatch.setattr(kept_html, "_SLOTS", Recent(32))
        fresh = client.get(f"/games/{game_id}", headers=hx).get_data(as_text=True)
        assert len(story(tapped)) == seq and story(tapped) == story(fresh)
    undone = client.post(f"/conjurers/{game_id}/undo", headers=hx, data={"seq": str(seq)}).get_data(as_text=True)
    assert f'data-seq="{seq - 1}"' in undone and len(story(undone)) == seq - 1


def test_a_tap_redraws_only_the_regions_and_player_cards_it_changed(client, monkeypatch):
    """Issue 42 (render nothing twice): a placement changes one region of the board and no player's holdings, and
    adds one step; the other regions, the player cards and the steps shown before come as drawn before, and the
    screen is the one drawn whole."""
    from app.games.conjurers.screens import tablet
    from app.games.conjurers.screens.table import kept_html
    from app.web.rendering.recent import Recent

    game_id, space = _placed_game(client)
    drawn = []
    real = kept_html.render_template
    monkeypatch.setattr(kept_html, "render_template", lambda t, **k: drawn.append(t) or real(t, **k))
    placed = client.post(f"/conjurers/{game_id}/act", headers={"HX-Request": "true"}, data={
        "kind": "place", "seat": "0", "figure": "conjurer", "space": space, "seq": "1", "action_id": new_id()})
    assert placed.status_code == 200
    assert sorted(drawn) == ["conjurers/table/_region.html", "conjurers/table/_story_row.html"], drawn
    for name, size in (("_VIEWS", 64), ("_ROWS", 64)):
        monkeypatch.setattr(tablet, name, Recent(size))
    monkeypatch.setattr(kept_html, "_HTML", Recent(32))
    monkeypatch.setattr(kept_html, "_SLOTS", Recent(32))
    monkeypatch.setattr(kept_html, "_PIECES", Recent(0))  # every region and card drawn afresh
    whole = client.get(f"/games/{game_id}", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert _without_ids_and_token(whole) == _without_ids_and_token(placed.get_data(as_text=True))


def _signs_the_session_s_token(client, token: str) -> bool:
    """Whether a page's CSRF token is this client's session's, signed in any second (flask_wtf's own check)."""
    from flask import session
    from flask_wtf.csrf import validate_csrf

    with client.session_transaction() as kept:
        raw = kept["csrf_token"]
    with client.application.test_request_context():
        session["csrf_token"] = raw
        validate_csrf(token)  # raises if the token is not the session's or its signature is wrong
    return True


def _without_ids_and_token(page: str) -> str:
    """A page without its fresh action ids and its CSRF token (signed with the second it was made: two pages a
    second apart carry different strings for the same token)."""
    token = re.search(r'name="csrf_token" value="([^"]+)"', page)
    return re.sub(r'value="\w{32}"', "", page.replace(token[1], "TOKEN") if token else page)


def test_a_reload_of_an_unchanged_game_draws_no_template(client):
    """Issue 42: the full page around a kept screen is kept too (its marks filled per response), so a reload, or the
    page a plain form's redirect opens after a tap, draws nothing; a rename shows at once."""
    from flask import template_rendered

    game_id, _ = _placed_game(client)
    first = client.get(f"/games/{game_id}").get_data(as_text=True)
    drawn = []
    record = lambda sender, template, context, **extra: drawn.append(template.name)  # noqa: E731
    template_rendered.connect(record, client.application)
    try:
        again = client.get(f"/games/{game_id}").get_data(as_text=True)
    finally:
        template_rendered.disconnect(record, client.application)
    assert drawn == [] and "<title>Herald · Tap</title>" in again
    token = re.search(r'name="csrf_token" value="([^"]+)"', again)[1]
    assert _signs_the_session_s_token(client, token) and "__herald" not in again
    assert _without_ids_and_token(first) == _without_ids_and_token(again)
    bearer = client.post(f"/api/v1/games/{game_id}/session", json={"pin": GM_PIN}).get_json()["token"]
    renamed = client.patch(f"/api/v1/games/{game_id}", json={"name": "Renamed"},
                           headers={"Authorization": f"Bearer {bearer}"})
    assert renamed.status_code == 200
    assert "<title>Herald · Renamed</title>" in client.get(f"/games/{game_id}").get_data(as_text=True)


def test_an_undo_reads_the_head_once_after_its_write(client, log):
    """Issue 42 (decide and write in one short transaction): the undo reads the new head once after its commit and
    the screen it answers is drawn from that head (not read again): 8 statements, 2 of them the head after; the
    screen shows the step before with its redo button on, as a fresh read shows it."""
    from sqlalchemy import event

    game_id, space = _placed_game(client)
    hx = {"HX-Request": "true"}
    client.post(f"/conjurers/{game_id}/act", headers=hx, data={
        "kind": "place", "seat": "0", "figure": "conjurer", "space": space, "seq": "1", "action_id": new_id()})
    statements = []
    listen = lambda *a: statements.append(" ".join(a[2].split()))  # noqa: E731
    event.listen(log.engine, "before_cursor_execute", listen)
    try:
        undone = client.post(f"/conjurers/{game_id}/undo", headers=hx, data={"seq": "2"}).get_data(as_text=True)
    finally:
        event.remove(log.engine, "before_cursor_execute", listen)
    assert 'data-seq="1"' in undone and _redo_enabled(undone)
    assert len(statements) == 8, statements
    fresh = client.get(f"/games/{game_id}", headers=hx).get_data(as_text=True)
    assert _without_ids_and_token(fresh) == _without_ids_and_token(undone)
