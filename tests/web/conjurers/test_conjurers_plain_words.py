"""Issues 39 and 43: the plain-words check over Conjurers: a battle fought on the battle screen and a whole game for
four with tournaments, each page the table and the phones read (game screen, battle screen, feeding, log, steps.csv,
share, catalog) searched for Herald's internals: no 'house 0', 'pit 2', 'Side 1 wins', 'duat' or 'egyptian'."""

from __future__ import annotations

import random

import pytest

from tests.helpers import link_path, page_part, seat_links
from tests.web.conjurers.conjurers_battle_kit import open_battleground
from tests.web.conjurers.conjurers_formbattle import fight_turn
from tests.web.conjurers.kit import played
from tests.web.shared.plainwords import broken_paragraphs, leaks, raw_refs, visible_text

HX = {"HX-Request": "true"}


def _pages(client, gid: str, phones: bool = True) -> dict[str, str]:
    out = {}
    for url in (f"/games/{gid}", f"/games/{gid}/log", f"/games/{gid}/share", f"/conjurers/{gid}/feeding",
                f"/games/{gid}/print", "/catalog?game=conjurers", f"/games/{gid}/conjurers/battle"):
        r = client.get(url)
        if r.status_code in (302, 303, 404) and url.endswith("/battle"):
            continue
        assert r.status_code == 200, (url, r.status_code)
        assert not broken_paragraphs(r.get_data(as_text=True)), (url, broken_paragraphs(r.get_data(as_text=True)))
        out[url] = visible_text(r.get_data(as_text=True))
    if phones:
        for link in seat_links(client, gid):
            out[link_path(link)] = visible_text(client.get(link_path(link)).get_data(as_text=True))
    out["steps.csv"] = client.get(f"/games/{gid}/print/steps.csv").get_data(as_text=True)
    out["JSON log"] = " ".join(line for row in client.get(f"/api/v1/games/{gid}/log").get_json()
                               for line in row["text"])
    return out


def _found(pages: dict[str, str]) -> dict[str, list[str]]:
    """What leaks from each page, and a rulebook line said inline on a screen instead of in a rule link (issue 39)."""
    return {where: found for where, text in pages.items() if (found := leaks(text) + (
        [] if where in ("steps.csv", "JSON log") else [f"an inline rulebook line: …{m}…" for m in raw_refs(text)]))}


def _say(found) -> str:
    return "\n".join(f"{where}: {line}" for where, lines in found.items() for line in lines[:6])


def test_a_battle_on_the_battle_screen_is_told_in_plain_words(client):
    gid, _ = open_battleground(client)
    rng = random.Random(3)
    found = {}
    for _ in range(40):
        game = client.get(f"/api/v1/games/{gid}").get_json()
        if game["state"]["fight"] is None:
            break
        found |= {f"{k} (turn)": v for k, v in _found(_pages(client, gid, phones=False)).items()}
        fight_turn(client, f"/games/{gid}/conjurers/battle", rng)
    found |= _found(_pages(client, gid))
    assert not found, _say(found)


@pytest.fixture
def four_with_tournaments(app, client):
    """A game for four with tournaments, elements and healing, played through the log to its score (the forms play
    whole games in test_conjurers_whole_game_from_tablet.py); what the screens showed during each tournament; where
    an offer broke a sentence's paragraph (the game screen read at each step until a buy, a sacrifice and a duel
    were offered)."""
    seen: dict = {"tournament": [], "broken": {}, "offers": set()}

    def watch(gid, state):
        if not {"buy", "sacrifice", "duel"} <= seen["offers"]:
            offers = page_part(client.get(f"/games/{gid}").get_data(as_text=True), "offers")
            for form in offers.select("form.offer"):  # a rule link inside an offer's sentence
                seen["offers"].add(form["data-kind"].split(":")[0])
                if found := broken_paragraphs(str(form)):
                    seen["broken"].setdefault(form["data-kind"], found)
        if state.stage == "tournament" and len(seen["tournament"]) < 2 and (
                not seen["tournament"] or seen["tournament"][-1][0] != state.tournament.after_round):
            seen["tournament"].append((state.tournament.after_round, state, _pages(client, gid)))

    gid = played(app, client, ("tournaments", "healing", "elements"), watch=watch)
    return gid, seen


def test_a_four_player_game_with_tournaments_is_told_in_plain_words(client, four_with_tournaments):
    """Also 001:L451, the tournament follows the feeding: once paid, no screen shows that feeding as to come; each
    tells what was paid (the game screen, the feeding page, the phones, the log) and what the next one asks."""
    gid, seen = four_with_tournaments
    assert [r for r, _, _ in seen["tournament"]] == [6, 12]
    assert {"buy", "sacrifice", "duel"} <= seen["offers"], seen["offers"]
    assert not seen["broken"], seen["broken"]  # no block element inside a sentence's p
    for r, state, pages in seen["tournament"]:
        screen = pages[f"/games/{gid}"]
        assert f"Next feeding after round {r}" not in screen and "at the end of this round" not in screen
        assert f"Next feeding (after round {r})" not in screen and f"Next: after round {r}" not in pages[
            f"/conjurers/{gid}/feeding"]
        following = {6: "after round 9", 12: "none left"}[r]
        assert f"Next feeding {following}" in screen, screen[:400]
        assert f"Feeding after round {r}: paid" in screen
        assert f"The feeding after round {r} is paid" in pages[f"/conjurers/{gid}/feeding"]
        assert f"Feeding after round {r}: " in pages[f"/games/{gid}/log"]
        phones = [text for where, text in pages.items() if where.startswith("/p/")]
        assert len(phones) == 4 and all(f"Feeding after round {r}: you paid" in text for text in phones)
        assert all(f"next feeding after round {r}" not in text for text in phones)
        for p in state.players:  # what it asks next is the next feeding's, from the food left after paying
            line = next(f for f in state.fed.lines if f.seat == p.seat)
            assert line.paid + line.short == line.owed and line.minus == 2 * line.short  # 001:L445
    found = {}
    for r, _, pages in seen["tournament"]:
        found |= {f"{k} (tournament after round {r})": v for k, v in _found(pages).items()}
    found |= _found(_pages(client, gid))
    assert not found, _say(found)


def test_a_rulebook_line_in_a_sentence_becomes_a_rule_link(app):
    """Issue 39: '(001:L445)' stood inline on Conjurers screens; a sentence's bracketed lines become one rule link
    (in Herald's words with its lines once opened), the research question's id left out."""
    link = app.jinja_env.from_string("{{ text|rule_links }}")
    with app.test_request_context():
        html = link.render(text="Ada cannot act; the turn passes (001:L524). Fights <b> (C17, 001:L538, 001:L567)")
    assert html.count('<span class="rule-ref">') == 2 and "<b>" not in html
    assert visible_text(html, closed=True) == "Ada cannot act; the turn passes rule . Fights <b> rule"
    assert "rulebook 001:L538, 001:L567" in visible_text(html) and "C17" not in visible_text(html)
