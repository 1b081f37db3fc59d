"""The game screen drawn once per state: every response still gets fresh action ids, its own step and the
session's CSRF token, and a redraw after a change shows the change."""

from __future__ import annotations

import re
from html import unescape

from tests.helpers import api_create, csrf_token, prepare_board_action
from tests.web.display.kit import act, offer


def _ids(html: str) -> list[str]:
    return re.findall(r'name="action_id" value="([^"]+)"', html)


def test_a_screen_served_again_has_fresh_action_ids_and_this_session_s_token(client):
    game_id = api_create(client, seats=3)
    first = client.get(f"/games/{game_id}").get_data(as_text=True)
    second = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert "__herald" not in first + second
    a, b = _ids(first), _ids(second)
    assert len(a) == len(b) > 10 and len(set(a)) == len(a) and not set(a) & set(b)
    token = re.search(r'name="csrf_token" value="([^"]+)"', second)[1]
    assert token and f'"X-CSRFToken": "{token}"' in second
    def same(html):  # the page without what differs per response
        return re.sub(r'value="[0-9a-f]{32}"|[\w-]{20,}\.[\w-]{6}\.[\w-]{20,}', "", html)

    assert same(first) == same(second)


def test_a_tap_redraws_what_it_changed_and_keeps_the_rest(client):
    game_id = api_create(client, seats=3)
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    before = client.get(f"/games/{game_id}", headers={"HX-Request": "true"}).get_data(as_text=True)
    gold = re.search(r'id="hero-1".*?data-stat="gold">(\d+)<', before, re.S)[1]
    action_id = _ids(before)[0]
    for seq, step in ((1, 1), (2, -1), (3, 1)):
        r = client.post(f"/games/{game_id}/act", headers={"HX-Request": "true"},
                        data={"seq": seq, "action_id": action_id if seq == 1 else f"tap-{seq}",
                              "kind": "adjust_hero", "seat": 1, "gold": step})
        html = r.get_data(as_text=True)
        assert r.status_code == 200 and f'data-seq="{seq + 1}"' in html
        shown = re.search(r'id="hero-1".*?data-stat="gold">(\d+)<', html, re.S)[1]
        assert int(shown) == int(gold) + (1 if seq != 2 else 0)
        # every form of the new screen, hero panels kept from before included, posts at the new step
        assert set(re.findall(r'name="seq" value="(\d+)"', html)) == {str(seq + 1)}
        assert action_id not in html


def test_the_latest_steps_after_taps_are_those_the_log_reads_back(app, client):
    """The screen after a tap shows the step just written and the ones shown before it (issue 42: not read again):
    the same rows the whole log reads back, newest first, including Herald's own steps."""
    from app.web.history.log_view import recent_rows

    game_id = api_create(client, seats=3)
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    client.get(f"/games/{game_id}", headers={"HX-Request": "true"})
    for seq in range(1, 11):
        data = {"seq": seq, "action_id": f"tap-{seq}", "kind": "adjust_hero", "seat": seq % 3, "gold": 1}
        if seq % 4 == 0:
            data = {"seq": seq, "action_id": f"tap-{seq}", "kind": "record_dice", "purpose": "a card's roll", "faces": [seq % 6 + 1]}
        html = client.post(f"/games/{game_id}/act", headers={"HX-Request": "true"}, data=data).get_data(as_text=True)
        shown = re.findall(r'<li value="(\d+)">(.*?)</li>', html.split('class="log-lines"')[1], re.S)
        with app.app_context():
            rows = recent_rows(app.extensions["herald.log"], game_id, 8)
        assert [int(n) for n, _ in shown] == [r.seq for r in rows]
        assert [[unescape(x) for x in re.findall(r"<span>(.*?)</span>", line)] for _, line in shown] == \
            [list(r.story) for r in rows]


def _gold(html: str, seat: int) -> int:
    return int(re.search(rf'id="hero-{seat}".*?data-stat="gold">(\d+)<', html, re.S)[1])


def test_the_page_after_a_tap_wraps_the_screen_the_tap_drew(client, monkeypatch):
    """Render nothing twice (issue 42): the full page a browser loads after a tap is the tap's screen in the page's
    frame, not the screen drawn again."""
    from app.games.prophecy.screens.play import screen_cache

    drawn = []
    real = screen_cache.marked

    def spy(template, *args, **context):
        drawn.append((template, "screen_html" in context))
        return real(template, *args, **context)

    game_id = api_create(client, seats=3)
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    monkeypatch.setattr(screen_cache, "marked", spy)
    tapped = client.post(f"/games/{game_id}/act", headers={"HX-Request": "true"},
                         data={"seq": 1, "action_id": "tap-1", "kind": "adjust_hero", "seat": 1, "gold": 1})
    page = client.get(f"/games/{game_id}").get_data(as_text=True)
    screens = [t for t, _ in drawn if t == "prophecy/play/_screen.html"]
    assert screens == ["prophecy/play/_screen.html"] and ("prophecy/play/show.html", True) in drawn, drawn
    assert page.startswith("<!doctype html>") and _gold(page, 1) == _gold(tapped.get_data(as_text=True), 1)


def test_a_page_kept_for_a_state_is_never_shown_after_an_undo_or_a_redo(client):
    """A kept page belongs to its head step: after an undo the page shows the step before, after a redo the step
    again, at the head step's number (never a stale page)."""
    game_id = api_create(client, seats=3)
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    start = client.get(f"/games/{game_id}").get_data(as_text=True)
    for seq in (1, 2):
        r = client.post(f"/games/{game_id}/act", headers={"HX-Request": "true"},
                        data={"seq": seq, "action_id": f"tap-{seq}", "kind": "adjust_hero", "seat": 1, "gold": 1})
        assert r.status_code == 200
    after = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert _gold(after, 1) == _gold(start, 1) + 2 and 'data-seq="3"' in after
    assert client.post(f"/games/{game_id}/undo", headers={"HX-Request": "true"}, data={"seq": 3}).status_code == 200
    undone = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert _gold(undone, 1) == _gold(start, 1) + 1 and 'data-seq="2"' in undone
    assert client.post(f"/games/{game_id}/redo", headers={"HX-Request": "true"}, data={"seq": 2}).status_code == 200
    redone = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert _gold(redone, 1) == _gold(start, 1) + 2 and 'data-seq="3"' in redone


def _redo_enabled(html: str) -> bool:
    button = re.search(r'<button[^>]*id="redo"[^>]*>', html)[0]
    return "disabled" not in button and "__herald" not in html


def test_an_undo_finds_the_screen_before_the_tap_kept_with_its_redo_button_on(client, monkeypatch):
    """The redo button's state is filled in per response, not part of the kept screen's key: the screen after an
    undo is the one drawn before the tap (not drawn again), with Redo on; after the redo it is off again."""
    from app.games.prophecy.screens.play import screen_cache

    drawn = []
    real = screen_cache.marked
    monkeypatch.setattr(screen_cache, "marked", lambda t, *a, **k: drawn.append(t) or real(t, *a, **k))
    game_id = api_create(client, seats=3)
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    hx = {"HX-Request": "true"}
    before = client.get(f"/games/{game_id}", headers=hx).get_data(as_text=True)
    assert not _redo_enabled(before)
    tapped = client.post(f"/games/{game_id}/act", headers=hx,
                         data={"seq": 1, "action_id": "tap-1", "kind": "adjust_hero", "seat": 1, "gold": 1})
    assert not _redo_enabled(tapped.get_data(as_text=True))
    drawn.clear()
    undone = client.post(f"/games/{game_id}/undo", headers=hx, data={"seq": 2}).get_data(as_text=True)
    assert drawn == [] and _redo_enabled(undone) and _gold(undone, 1) == _gold(before, 1)
    redone = client.post(f"/games/{game_id}/redo", headers=hx, data={"seq": 1}).get_data(as_text=True)
    assert drawn == [] and not _redo_enabled(redone) and _gold(redone, 1) == _gold(before, 1) + 1


def test_the_kept_turn_bar_shows_each_step_and_undo_only_after_the_first(client):
    """The turn bar is kept by what it shows (issue 42): the step number, Undo (off at the first step) and Redo are
    each response's own."""
    game_id = api_create(client, seats=3)
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    hx = {"HX-Request": "true"}

    def bar(html):
        turn = re.search(r'<div class="turn-bar" id="turn">.*?<div class="history">.*?</div>', html, re.S)[0]
        undo = re.search(r'<button[^>]*id="undo"[^>]*>', turn)[0]
        return int(re.search(r'id="seq">(\d+)<', turn)[1]), "disabled" not in undo, _redo_enabled(turn)

    assert bar(client.get(f"/games/{game_id}", headers=hx).get_data(as_text=True)) == (1, False, False)
    for seq, gold in ((1, 1), (2, -1)):  # the second tap's hero is as before the first: the same turn bar kept
        html = client.post(f"/games/{game_id}/act", headers=hx, data={
            "seq": seq, "action_id": f"tap-{seq}", "kind": "adjust_hero", "seat": 1, "gold": gold}).get_data(as_text=True)
        assert bar(html) == (seq + 1, True, False)
    undone = client.post(f"/games/{game_id}/undo", headers=hx, data={"seq": 3}).get_data(as_text=True)
    assert bar(undone) == (2, True, True)
    undone = client.post(f"/games/{game_id}/undo", headers=hx, data={"seq": 2}).get_data(as_text=True)
    assert bar(undone) == (1, False, True)


def test_a_kept_offer_form_posts_at_each_screen_s_step_with_fresh_action_ids(client):
    """The offers' forms are kept by what they show (issue 42): after taps that leave the offers as they were, every
    form still posts at the new step with an action id no other response had."""
    game_id = api_create(client, seats=3)
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    hx = {"HX-Request": "true"}
    seen: set[str] = set()
    for seq, gold in ((1, 1), (2, -1), (3, 1)):
        html = client.post(f"/games/{game_id}/act", headers=hx, data={
            "seq": seq, "action_id": f"tap-{seq}", "kind": "adjust_hero", "seat": 1, "gold": gold}).get_data(as_text=True)
        offers = re.search(r'<section class="panel offers" id="offers".*?</section>', html, re.S)[0]
        assert "__herald" not in offers and set(re.findall(r'name="seq" value="(\d+)"', offers)) == {str(seq + 1)}
        ids = set(_ids(offers))
        assert ids and not ids & seen
        seen |= ids


def test_a_kept_page_is_the_page_drawn_afresh(client, monkeypatch):
    """Issue 42 (the page a browser loads after a tap within 1.5x of a static file): a kept page is the tap's panels
    put into a frame drawn once for what it shows outside them (the game's id and name, the active seat, the board's
    kind); at every step, after a rename and after the turn passes, it is the page drawn whole, response marks aside."""
    from app.games.prophecy.screens.play import screen_cache

    real = screen_cache.screen
    game_id = api_create(client, seats=3)
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    hx = {"HX-Request": "true"}

    def same(html):  # the page without what differs per response
        return re.sub(r'value="[0-9a-f]{32}"|[\w-]{20,}\.[\w-]{6}\.[\w-]{20,}', "", html)

    def pages():
        kept = [client.get(f"/games/{game_id}").get_data(as_text=True) for _ in range(2)]
        kept.append(client.get(f"/games/{game_id}", headers=hx).get_data(as_text=True))
        monkeypatch.setattr(screen_cache, "screen", lambda key, *a, **k: real(None, *a, **k))
        afresh = [client.get(f"/games/{game_id}").get_data(as_text=True),
                  client.get(f"/games/{game_id}", headers=hx).get_data(as_text=True)]
        monkeypatch.setattr(screen_cache, "screen", real)
        assert same(kept[0]) == same(kept[1]) == same(afresh[0]) and same(kept[2]) == same(afresh[1])
        assert "__herald" not in "".join(kept) and kept[0].startswith("<!doctype html>")
        return kept[0]

    first = pages()
    for seq in (1, 2):
        tapped = client.post(f"/games/{game_id}/act", headers=hx, data={
            "seq": seq, "action_id": f"tap-{seq}", "kind": "adjust_hero", "seat": 1, "gold": 1, "panels": "1"})
        assert tapped.status_code == 200
        assert _gold(pages(), 1) == _gold(first, 1) + seq
    assert client.post(f"/games/{game_id}/rename", data={"name": "Renamed"}).status_code in (200, 303)
    assert "Renamed" in pages().split("</title>")[0]
    battle = re.search(r'href="[^"]*/battle[^"]*"', pages())[0]
    act(client, game_id, prepare_board_action(offer(client, game_id, "prepare_board")))
    act(client, game_id, {"kind": "roll_first_player", "faces": [1, 2, 6]})  # the third seat plays first
    assert battle.endswith('seat=0"') and re.search(r'href="[^"]*/battle[^"]*"', pages())[0].endswith('seat=2"')


def test_the_page_loaded_after_a_panels_tap_draws_no_template(client, monkeypatch):
    """Issue 42 (the game screen within 1.5x of a static file, as a browser loads it after a tap): the tap answered
    with its panels drew them; the page is those panels put into the frame drawn for the game before, no template
    drawn again, and shows the tap."""
    from app.games.prophecy.screens.play import screen_cache

    game_id = api_create(client, seats=3)
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    before = client.get(f"/games/{game_id}").get_data(as_text=True)
    drawn = []
    real = screen_cache.marked
    monkeypatch.setattr(screen_cache, "marked", lambda t, *a, **k: drawn.append(t) or real(t, *a, **k))
    for seq in (1, 2):
        tapped = client.post(f"/games/{game_id}/act", headers={"HX-Request": "true"}, data={
            "seq": seq, "action_id": f"tap-{seq}", "kind": "adjust_hero", "seat": 1, "gold": 1, "panels": "1"})
        assert tapped.status_code == 200 and tapped.headers.get("HX-Reswap") == "none"
        drawn.clear()
        page = client.get(f"/games/{game_id}").get_data(as_text=True)
        assert drawn == [] and _gold(page, 1) == _gold(before, 1) + seq and f'data-seq="{seq + 1}"' in page
