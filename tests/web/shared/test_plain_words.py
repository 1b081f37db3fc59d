"""No internal name reaches a screen, a fragment, an error page or a PDF: every page of a seeded game is rendered
(wizard, game screen at each stage, battle screen at each step, log, catalog, card forms, share, phone sheet, table
display, print page, error pages) and every document printed, and their visible text is searched for Herald's internals."""

from __future__ import annotations

import re
import subprocess
import tempfile

import pytest

from app.games.prophecy.engine import legal_actions
from tests.helpers import api_act, api_create, as_tablet, link_path, seat_links
from tests.web.display.kit import display_path
from tests.web.prophecy.scenes import VALUES, import_scene
from tests.web.shared.plainwords import (
    INLINE_REF,
    broken_paragraphs,
    leaks,
    soup_text,
    visible_text,
    visible_texts,
)

HX = {"HX-Request": "true"}


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


class Pages:
    """Every page read so far, and what leaked from it."""

    def __init__(self, client):
        self.client, self.found, self.seen = client, {}, 0

    def read(self, url: str, *, method: str = "get", status: int | tuple = 200, **kw):
        r = getattr(self.client, method)(url, **kw)
        wanted = (status,) if isinstance(status, int) else status
        assert r.status_code in wanted, (url, r.status_code, r.get_data(as_text=True)[:300])
        self.check(f"{method.upper()} {url}", r.get_data(as_text=True))
        return r

    def check(self, where: str, html: str) -> None:
        self.seen += 1
        shown, closed = visible_texts(html)
        found = leaks(shown)
        if not where.endswith(".pdf"):  # on screens a rulebook line is one tap away, never inline
            found += [f"an inline rulebook line: {m}" for m in INLINE_REF.findall(closed)]
            found += [f"a sentence broken: {b}" for b in broken_paragraphs(html)]
        if found:
            self.found[where] = found

    def both(self, url: str, **kw):
        self.read(url, **kw)
        return self.read(url, headers=HX, **kw)


def _act(client, log, game_id, action):
    seq, _ = log.load(game_id)
    r = api_act(client, game_id, seq, action)
    assert r.status_code < 300, r.get_json()


def _pdf_text(pdf: bytes) -> str:
    with tempfile.NamedTemporaryFile(suffix=".pdf") as fh:
        fh.write(pdf)
        fh.flush()
        return subprocess.run(["pdftotext", "-layout", fh.name, "-"], capture_output=True, text=True, check=True).stdout


def _battle_steps(pages, client, log, gid, steps):
    for action in steps:
        _act(client, log, gid, action)
        pages.both(f"/games/{gid}/battle?live=1")
        pages.read(f"/games/{gid}")
    return log.load(gid)[1]


def test_no_screen_fragment_error_or_print_shows_an_internal_name(client, app, log):
    pages = Pages(client)
    # The wizard, each step, and a step refused.
    pages.read("/")
    pages.read("/games/new")
    for step in range(6):
        pages.read("/games/new", method="post", data={"go": str(step), "seats": "3"}, status=(200, 422))
    pages.read("/games/new", method="post", data={"go": "5", "seats": "3", "seat0_player": "Anna",
                                                  "seat0_character": "Nobody", "seat0_strength": "x"},
               status=(200, 422))
    # A game from its first step: the initial situation, the first-player roll, a Chance card.
    gid = api_create(client, seats=3, name="Words")
    for url in (f"/games/{gid}", f"/games/{gid}/log", f"/games/{gid}/share", f"/games/{gid}/print",
                f"/games/{gid}/battle", f"/games/{gid}/battle?manual=1", f"/games/{gid}/delete",
                f"/games/{gid}/pin/change"):
        pages.both(url)
    _, state = log.load(gid)
    prepare = next(o for o in legal_actions(state, log.context()) if o.kind == "prepare_board")
    _act(client, log, gid, {"kind": "prepare_board", "chance": "chance-forest#1",
                            "abilities": {g: sorted(p)[0] for g, p in prepare.choices["abilities"].items()},
                            "adventures": ["hermit#1", "ruin#1"]})
    pages.both(f"/games/{gid}")
    _act(client, log, gid, {"kind": "roll_first_player", "faces": [4, 4, 2]})  # a tie: Anna and Ben again
    pages.both(f"/games/{gid}")
    # A refusal and bad input, on the game screen.
    seq, _ = log.load(gid)
    pages.read(f"/games/{gid}/act", method="post", headers=HX, status=(200, 409, 422),
               data={"seq": seq, "action_id": "bad-1", "kind": "adjust_hero", "seat": "zero", "gold": "1"})
    pages.read(f"/games/{gid}/act", method="post", headers=HX, status=(200, 409, 422),
               data={"seq": seq, "action_id": "bad-2", "kind": "battle_roll", "seat": "0", "hero_faces[]": "x"})
    pages.read(f"/games/{gid}/undo", method="post", headers=HX, data={"seq": seq})  # asks to confirm (dice)
    for url in (f"/games/{gid}/log", f"/games/{gid}/log?seat=1"):
        pages.both(url)
    # Phones and the print page, with every document.
    for link in seat_links(client, gid):
        pages.read(link_path(link))
        pages.read(link_path(link) + "/sheet")
    display = display_path(client, gid)  # the table display, whole and as polled
    pages.read(display)
    pages.read(display + "/table", headers=HX)
    # A phone link's random token (printed on the aid, maybe wrapped over lines) may read like a snake_case name.
    tokens = [re.compile(r"\s*".join(map(re.escape, link.rstrip("/").rsplit("/", 1)[-1])))
              for link in seat_links(client, gid)]
    for doc in ("rules", "aid", "reference", "chronicle"):
        r = client.get(f"/games/{gid}/print/{doc}.pdf")
        assert r.status_code == 200, doc
        text = _pdf_text(r.data)
        if doc == "aid":  # each hero's page prints her phone link
            assert all(token.search(text) for token in tokens)
        for token in tokens:
            text = token.sub(" ", text)
        pages.check(f"{doc}.pdf", text)
    # The catalog, a card page, a card form and a board-fact page.
    for url in ("/catalog", "/catalog/cards/angry-mob", "/catalog/cards/axe", "/catalog/cards/thieves-guild-01",
                "/catalog/search?q=mob", f"/games/{gid}/register/angry-mob"):
        pages.read(url, status=(200, 404))
    for entity in re.findall(r'href="/catalog/facts/([^"/]+)"', client.get("/catalog").get_data(as_text=True))[:3]:
        pages.read(f"/catalog/facts/{entity}")
    pages.read("/catalog/cards/angry-mob", method="post", data={"strength": "many"}, status=(200, 303, 422))
    # A battle, step by step, to its result.
    bid = import_scene(client)
    pages.both(f"/games/{bid}/battle?live=1")
    state = _battle_steps(pages, client, log, bid, (
        {"kind": "start_fight", "seat": 0, "creature": "angry-mob#1", "values": VALUES},
        {"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
        {"kind": "battle_adjust", "seat": 0, "side": "hero", "amount": 2, "reason": "Talisman"},
        {"kind": "announce_equipment", "seat": 0, "items": ["axe#1"]},
        {"kind": "battle_roll", "seat": 0, "hero_faces": [6], "foe_faces": [1]}))
    pages.read(f"/games/{bid}/battle/equip-preview?items[]=axe%231")
    pages.read(display_path(client, bid))  # a battle under way with its odds on the table display
    while state.battle is not None:
        state = _battle_steps(pages, client, log, bid, ({"kind": "battle_roll", "seat": 0, "hero_faces": [6],
                                                         "foe_faces": [1]},))
    pages.both(f"/games/{bid}/log")
    # Error pages: no such game, no such page, a forged form, a browser that is not the game master.
    pages.read("/games/nope", status=404)
    pages.read("/nowhere", status=404)
    pages.read(f"/games/{gid}/act", method="post", data={"seq": "1"}, status=(400, 403),
               environ_base={"HTTP_X_CSRFTOKEN": ""})
    stranger = app.test_client()
    pages.read(f"/games/{gid}", status=(200, 302, 303, 403))
    pages.check("stranger", stranger.get(f"/games/{gid}", follow_redirects=True).get_data(as_text=True))
    pages.check("stranger pin", stranger.get(f"/games/{gid}/pin").get_data(as_text=True))
    assert pages.seen > 60
    assert not pages.found, "\n".join(f"{where}: {line}" for where, lines in pages.found.items() for line in lines)


def test_the_quick_text_reader_reads_what_the_soup_reads(client):
    """visible_text reads the strings between tags without building a BeautifulSoup tree: the same text, scripts,
    styles, templates and noscript left out (and, closed, the words a rule reference shows when tapped), on Herald's
    pages and on markup that trips a reader up."""
    gid = api_create(client, seats=3)
    tricky = ("<!DOCTYPE html><p>Ada&#39;s &amp; Bo&rsquo;s<!-- a note --> turn</p><script>var x = '<b>no</b>';</script>"
              "<noscript><p>off <template>t</template> still</p></noscript></noscript>a<b>b</b>c &lt;d&gt; e<br/>f"
              "<style>p { x: y }</style><?pi here?><![CDATA[raw]]>x &amp y &unknown; z<template><p>open")
    pages = [tricky] + [client.get(url).get_data(as_text=True) for url in (
        f"/games/{gid}", f"/games/{gid}/log", f"/games/{gid}/share", f"/games/{gid}/print", "/games/new",
        "/conjurers/new", "/catalog", "/catalog/cards/ghost", "/")]
    pages.append('<p>Owed <span class="rule-ref x"><button>rule</button><span class="rule-words">Said <b>here</b>'
                 '<br><span class="rule-words">twice</span></span></span> and <span class="rule-words">kept</span>'
                 '<i class="rule-ref"><em>in</em></i></p></span><div class="rule-words">out</div>')
    for html in pages:
        assert visible_text(html) == soup_text(html), html[:200]
        assert visible_text(html, closed=True) == soup_text(html, closed=True), html[:200]
    assert visible_text(tricky) == "Ada's & Bo’s turn a b c <d> e f raw x & y &unknown z"
    assert visible_text(pages[-1], closed=True) == "Owed rule and kept in out"


def test_every_stat_button_names_its_hero_for_screen_readers(client):
    gid = api_create(client, seats=3)
    html = client.get(f"/games/{gid}").get_data(as_text=True)
    labels = re.findall(r'<button class="button (?:minus|plus)" type="submit" title="[^"]+" aria-label="([^"]+)"', html)
    assert len(labels) == 3 * 6 * 2
    assert "Gain 1 Gold for Anna" in labels and "Lose 1 Health for Cleo" in labels and "Recharge 1 Magic for Ben" in labels
    assert all(label.endswith((" for Anna", " for Ben", " for Cleo")) for label in labels)


def test_a_card_herald_lacks_says_in_words_what_to_read_off_it(client):
    """Issue 18: not 'missing: Name, kind' but what the table is asked, in a sentence."""
    text = visible_text(client.get("/catalog/cards/ability-fortress-unregistered-01").get_data(as_text=True))
    assert "Herald does not know yet the name printed on it and what kind of card it is (a Creature, an Item, an" \
           " Ability…). Fill in what you can see on the card" in text
    text = visible_text(client.get("/catalog/cards/ghost").get_data(as_text=True))
    assert re.search(r"Herald does not know yet [^.]*\bLives\b[^.]*\. Fill in", text), text[:600]
    assert "Copies in your box" in text and not re.search(r"\b(copies|stat order|expansion) ", text)
    listed = visible_text(client.get("/catalog?missing=1").get_data(as_text=True))
    assert "the name printed on it; what kind of card it is" in listed
    assert not re.search(r"\bName; kind\b|\bname, kind\b", listed + text)


def test_an_unnamed_card_in_a_fight_is_asked_for_in_the_card_s_words(client, log):
    """A card of a deck Herald cannot name yet, met on a space: its buttons and the battle screen's questions use
    the form's words, never its id ('Unregistered 01') or field names ('stat order', 'Wills if paid')."""
    cid = next(c.id for c in log.context().catalog.cards() if "unregistered" in c.id and c.deck == "adventure")
    gid = import_scene(client, cards={f"{cid}#1": "space:5"})
    screen = visible_text(client.get(f"/games/{gid}").get_data(as_text=True))
    battle = visible_text(client.get(f"/games/{gid}/battle").get_data(as_text=True))
    from app.games.prophecy.engine.rules.zones import card_label

    name = card_label(cid)  # the base deck's or the Dragon Realm's placeholder: said apart (issue 39)
    assert name.startswith("Unnamed card 01 of the Adventure deck")
    assert f"Fight {name} on the battle screen" in screen
    assert f"{name}: Strength (if printed)" in battle
    assert "How it fights Strength only Strength first, then Willpower Willpower only" in battle
    for text in (screen, battle):
        assert not re.search(r"Unregistered|[Ss]tat order|Wills if paid|willpower \(if", text)
        assert not leaks(text)


def test_a_space_has_one_name_in_the_log_the_cards_in_play_and_the_phones(client, log):
    """Issue 18: not 'space 5' here and 'the Forest' there: the space's name, its number where the name repeats."""
    gid = api_create(client, seats=3, name="Spaces")
    _, state = log.load(gid)
    prepare = next(o for o in legal_actions(state, log.context()) if o.kind == "prepare_board")
    _act(client, log, gid, {"kind": "prepare_board", "chance": "chance-forest#1",
                            "abilities": {g: sorted(p)[0] for g, p in prepare.choices["abilities"].items()},
                            "adventures": ["hermit#1", "ruin#1"]})
    history = visible_text(client.get(f"/games/{gid}/log").get_data(as_text=True))
    assert "Hermit was drawn from the Adventure deck to the Forest (space 5)." in history
    screen = visible_text(client.get(f"/games/{gid}").get_data(as_text=True))
    assert "Hermit in the Forest (space 5)" in screen and "Anna's Druid" in screen
    phone = visible_text(client.get(link_path(seat_links(client, gid)[0]) + "/sheet").get_data(as_text=True))
    assert "Standing on the Forest Camp" in phone and "· the Fortress" in phone
    for text in (history, screen, phone):
        assert not re.search(r"\b(on|to|in|from) space \d", text), re.findall(r".{40}\bspace \d.{20}", text)
    held = visible_text(client.get(f"/games/{import_scene(client)}").get_data(as_text=True))
    assert "Axe held by Cleo" in held and "held by seat" not in held


def test_a_shown_link_s_random_token_is_not_taken_for_an_internal_name():
    """The share page shows each seat's link; its token is random base64url, so a stretch of it between two '-' can look
    like snake_case ('zoxm_ap' failed a fresh clone's run once). An address is not words; the words around it still are."""
    shown = "Ben Paladin http://192.0.2.2:80/p/zoxm_ap-CsGoRA38S6UexATFCnSCRpyK9lefXIxTeRo Replace link"
    assert leaks(shown) == []
    assert [what.split(":")[0] for what in leaks(shown + " seat_links")] == ["a snake_case name"]
    assert leaks("see https://example.org/a_b then pick_card") and "pick_card" in leaks(
        "see https://example.org/a_b then pick_card")[0]
