"""Conjurers' game screen kept per head state (issue 42): an undo brings back the screen drawn before the step,
not drawn again, with its redo button on; the redo turns it off again."""

from __future__ import annotations

import re

from tests.helpers import GM_PIN, csrf_token, new_id


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
