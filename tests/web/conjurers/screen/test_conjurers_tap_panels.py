"""Issue 42 for Conjurers: a tap or an undo from the game screen (htmx, `panels=1` as static/js/device.js sends it) is
answered with only the panels it changed, as out-of-band swaps; swapped into the screen the tap was made on, they give
the screen a fresh draw gives. A stale step is still refused with the whole screen, a refusal comes whole with its
message, and a plain form post (no script) still redirects to the whole page."""

from __future__ import annotations

import re

from bs4 import BeautifulSoup

from tests.helpers import GM_PIN, csrf_token, new_id
from tests.web.oob_swap import same, swapped

HX = {"HX-Request": "true"}
STALE = "The game changed on another device"


def _game(client) -> str:
    """A two-player game from the wizard, mastered by this client."""
    form = {"name": "Panels", "pin": GM_PIN, "seat0_player": "Ada", "seat0_assistant": "worker",
            "seat1_player": "Bo", "seat1_assistant": "recruiter", "start": "0", "csrf_token": csrf_token(client)}
    game_id = client.post("/conjurers/new", data=form).headers["Location"].rstrip("/").split("/")[-1]
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    return game_id


def _screen(client, game_id: str) -> str:
    return client.get(f"/games/{game_id}", headers=HX).get_data(as_text=True)


def _placement(screen: str, seq: int, nth_space: int = 0) -> dict:
    """The first placement the screen offers, on its nth space (counted round), as the script posts it."""
    form = BeautifulSoup(screen, "html.parser").select_one("#offers form.offer-place")
    hidden = {i["name"]: i["value"] for i in form.select("input[type=hidden]") if i["name"] in ("seat", "figure", "kind")}
    spaces = form.select("button[name=space]")
    space = spaces[nth_space % len(spaces)]["value"]
    return hidden | {"space": space, "seq": str(seq), "action_id": new_id(), "panels": "1"}


def _sent(answer: str) -> set[str]:
    return set(re.findall(r'<div id="([\w-]+)" hx-swap-oob="innerHTML">', answer))


def _redo_on(soup: BeautifulSoup) -> bool:
    return not soup.find(id="redo").has_attr("disabled")


def test_a_placement_answers_only_the_panels_it_changed_and_they_make_the_screen_a_fresh_draw_gives(client):
    game_id = _game(client)
    shown = _screen(client, game_id)
    for seq in range(1, 5):
        r = client.post(f"/conjurers/{game_id}/act", headers=HX, data=_placement(shown, seq, nth_space=seq % 2))
        answer = r.get_data(as_text=True)
        assert r.status_code == 200 and r.headers["HX-Reswap"] == "none" and 'id="screen"' not in answer
        assert f'id="step" data-seq="{seq + 1}"' in answer and "__herald" not in answer
        # the region placed in (alone, not the whole board), the offers (whose turn it is), the latest steps and the
        # turn bar (it shows the step); the other regions, the feeding and the players' holdings stay as they were
        sent = _sent(answer)
        assert {"screen-alerts", "correct-panel", "screen-turn", "screen-offers", "story-rows"} <= sent
        assert len([s for s in sent if s.startswith("region-")]) == 1, sent
        assert not {"screen-board", "screen-feeding", "screen-result"} & sent, sent
        assert set(re.findall(r'name="seq" value="(\d+)"', answer)) == {str(seq + 1)}
        assert len(answer) < len(shown) / 2, (len(answer), len(shown))
        shown = str(swapped(shown, answer))
        assert same(BeautifulSoup(shown, "html.parser")) == same(BeautifulSoup(_screen(client, game_id), "html.parser"))


def test_an_undo_answers_the_panels_it_changed_and_the_next_tap_compares_with_its_screen(client):
    game_id = _game(client)
    shown = _screen(client, game_id)
    for seq in (1, 2):
        answer = client.post(f"/conjurers/{game_id}/act", headers=HX, data=_placement(shown, seq)).get_data(as_text=True)
        shown = str(swapped(shown, answer))
    r = client.post(f"/conjurers/{game_id}/undo", headers=HX, data={"seq": "3", "panels": "1"})
    answer = r.get_data(as_text=True)
    assert r.headers["HX-Reswap"] == "none" and 'id="screen"' not in answer and 'id="step" data-seq="2"' in answer
    undone = swapped(shown, answer)
    assert _redo_on(undone) and same(undone) == same(BeautifulSoup(_screen(client, game_id), "html.parser"))
    r = client.post(f"/conjurers/{game_id}/act", headers=HX, data=_placement(str(undone), 2, nth_space=1))
    assert r.headers["HX-Reswap"] == "none"
    tapped = swapped(str(undone), r.get_data(as_text=True))
    assert not _redo_on(tapped) and same(tapped) == same(BeautifulSoup(_screen(client, game_id), "html.parser"))
    assert client.get(f"/api/v1/games/{game_id}").get_json()["seq"] == 3


def test_a_stale_tap_is_refused_with_the_whole_screen_and_its_message(client):
    """Answered to htmx with a status the page swaps in (templates/layout.html's htmx-config swaps no 409: the tablet
    showed nothing, as if the tap were lost); a plain post still gets 409 (the last test)."""
    game_id = _game(client)
    shown = _screen(client, game_id)
    assert client.post(f"/conjurers/{game_id}/act", headers=HX, data=_placement(shown, 1)).status_code == 200
    r = client.post(f"/conjurers/{game_id}/act", headers=HX, data=_placement(shown, 1, nth_space=1))  # another device's first
    html = r.get_data(as_text=True)
    assert r.status_code == 200 and "HX-Reswap" not in r.headers and 'id="screen"' in html and STALE in html
    assert 'id="step" data-seq="2"' in html
    stale_undo = client.post(f"/conjurers/{game_id}/undo", headers=HX, data={"seq": "1", "panels": "1"})
    assert stale_undo.status_code == 200 and STALE in stale_undo.get_data(as_text=True)
    assert client.get(f"/api/v1/games/{game_id}").get_json()["seq"] == 2


def test_a_refused_tap_comes_whole_with_its_message(client):
    game_id = _game(client)
    shown = _screen(client, game_id)
    r = client.post(f"/conjurers/{game_id}/act", headers=HX, data=_placement(shown, 1) | {"space": "nowhere"})
    html = r.get_data(as_text=True)
    assert r.status_code == 422 and "HX-Reswap" not in r.headers and 'id="refusal"' in html and 'id="screen"' in html
    assert "__herald" not in html and client.get(f"/api/v1/games/{game_id}").get_json()["seq"] == 1


def test_a_plain_form_post_without_the_script_redirects_to_the_whole_page_and_a_stale_one_is_refused(client):
    game_id = _game(client)
    shown = _screen(client, game_id)
    plain = {k: v for k, v in _placement(shown, 1).items() if k != "panels"}
    r = client.post(f"/conjurers/{game_id}/act", data=plain)
    assert r.status_code == 303 and r.headers["Location"].endswith(f"/games/{game_id}")
    page = client.get(r.headers["Location"]).get_data(as_text=True)
    assert 'id="step" data-seq="2"' in page and "<html" in page
    stale = client.post(f"/conjurers/{game_id}/act", data=plain | {"action_id": new_id()})
    assert stale.status_code == 409 and STALE in stale.get_data(as_text=True) and "<html" in stale.get_data(as_text=True)
    undone = client.post(f"/conjurers/{game_id}/undo", data={"seq": "2", "panels": "1"})
    assert undone.status_code == 303 and client.get(f"/api/v1/games/{game_id}").get_json()["seq"] == 1
