"""Issue 39: the plain-words check over every Prophecy mode the first one left out: a game with the Dragon Realm,
a Cooperative game, a Solo game, each from its wizard through its first steps, with the log page, the step list
(steps.csv), the share page, the phones and the catalog; a Battle of Wills told in its own words."""

from __future__ import annotations

import re

import pytest

from app.games.prophecy.engine import legal_actions
from tests.helpers import (
    GM_PIN,
    GM_TOKENS,
    api_act,
    as_tablet,
    csrf_token,
    link_path,
    new_game_form,
    seat_links,
)
from tests.web.shared.plainwords import broken_paragraphs, leaks, visible_text

HX = {"HX-Request": "true"}


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


def _create(client, seats: int, **extra) -> str:
    form = {**new_game_form(seats), **extra, "csrf_token": csrf_token(client), "pin": GM_PIN}
    r = client.post("/games", data=form)
    assert r.status_code == 303, r.get_data(as_text=True)[:800]
    gid = r.headers["Location"].rstrip("/").split("/")[-1]
    GM_TOKENS[gid] = client.post(f"/api/v1/games/{gid}/session", json={"pin": GM_PIN}).get_json()["token"]
    return gid


def _prepare(client, log, gid: str) -> None:
    seq, state = log.load(gid)
    prepare = next(o for o in legal_actions(state, log.context()) if o.kind == "prepare_board")
    chance = next(c for c in prepare.choices["chance"] if c.startswith("chance-forest#"))
    action = {"kind": "prepare_board", "chance": chance,
              "adventures": list(prepare.choices["adventures"][:len(prepare.choices["spaces"]["forest"])]),
              "abilities": {g: sorted(p)[0] for g, p in prepare.choices["abilities"].items() if p}}
    for key in ("coop_abilities", "realm"):
        if key in prepare.choices:
            action[key] = prepare.choices[key]
    r = api_act(client, gid, seq, action)
    assert r.status_code < 300, r.get_json()


def _texts(client, gid: str) -> dict[str, str]:
    """Every page of a game a person reads, by where it is: screens as text, the step list as it downloads."""
    out = {}
    for url in (f"/games/{gid}", f"/games/{gid}/log", f"/games/{gid}/share", f"/games/{gid}/print",
                f"/games/{gid}/battle", "/catalog", "/"):
        r = client.get(url)
        assert r.status_code == 200, (url, r.status_code)
        out[url] = visible_text(r.get_data(as_text=True))
        assert not broken_paragraphs(r.get_data(as_text=True)), (url, broken_paragraphs(r.get_data(as_text=True)))
        if url != "/":
            out[url + " (htmx)"] = visible_text(client.get(url, headers=HX).get_data(as_text=True))
    for link in seat_links(client, gid):
        for url in (link_path(link), link_path(link) + "/sheet"):
            out[url] = visible_text(client.get(url).get_data(as_text=True))
    csv = client.get(f"/games/{gid}/print/steps.csv")
    assert csv.status_code == 200
    out["steps.csv"] = csv.get_data(as_text=True)
    return out


def _leaks(texts: dict[str, str]) -> dict[str, list[str]]:
    return {where: found for where, text in texts.items() if (found := leaks(text))}


@pytest.mark.parametrize("mode", ["realm", "cooperative", "solo"])
def test_every_page_of_each_prophecy_mode_is_in_plain_words(client, log, mode):
    extra = {"realm": {"realm": "standard"}, "cooperative": {"coop_mode": "cooperative", "coop_difficulty": "hard"},
             "solo": {"coop_mode": "solo"}}[mode]
    gid = _create(client, 1 if mode == "solo" else 2, **extra)
    found = _leaks(_texts(client, gid))
    seq, state = log.load(gid)
    if state.flow.stage == "setup" or any(o.kind == "prepare_board" for o in legal_actions(state, log.context())):
        _prepare(client, log, gid)
    texts = _texts(client, gid)
    found |= {f"{k} (after the board)": v for k, v in _leaks(texts).items()}
    assert not found, "\n".join(f"{where}: {line}" for where, lines in found.items() for line in lines)
    # The step list's action column says each step in words, as the log does.
    rows = texts["steps.csv"].splitlines()[1:]
    assert rows and all(re.fullmatch(r"[A-Z][a-z' ]+", row.split(",")[2]) for row in rows), rows


def test_the_share_page_tells_no_command_line(client):
    gid = _create(client, 2)
    text = visible_text(client.get(f"/games/{gid}/share").get_data(as_text=True))
    assert not leaks(text) and "python" not in text


def test_a_coop_ability_herald_cannot_place_links_to_the_catalog(client, log):
    gid = _create(client, 2, coop_mode="cooperative", coop_difficulty="hard")
    _prepare(client, log, gid)
    html = client.get(f"/games/{gid}").get_data(as_text=True)
    if "tell Herald" in html:
        hint = re.search(r"<p class=\"hint\">Which base Ability.*?</p>", html, re.S).group(0)
        assert 'href="/catalog' in hint
    # Two different cards never read the same in one list.
    for items in re.findall(r"<ul[^>]*>(.*?)</ul>", html, re.S):
        names = [visible_text(li) for li in re.findall(r"<li[^>]*>(.*?)</li>", items, re.S)]
        unnamed = [n for n in names if n.startswith("Unnamed card")]
        assert len(unnamed) == len(set(unnamed)), unnamed


def test_every_card_page_of_the_catalog_is_in_plain_words(client):
    """Issue 39: 'other_players', 'on_loss', 'ability:monastery deck' reached the catalog's card pages."""
    ids = sorted(set(re.findall(r'href="/catalog/cards/([^"/?]+)"', client.get("/catalog").get_data(as_text=True))))
    assert len(ids) > 100
    found = {}
    for card in ids:
        text = visible_text(client.get(f"/catalog/cards/{card}").get_data(as_text=True))
        if lines := leaks(text):
            found[card] = lines
    assert not found, "\n".join(f"{card}: {line}" for card, lines in found.items() for line in lines[:2])


def test_unnamed_cards_of_two_decks_never_read_the_same():
    from app.games.prophecy.engine.rules.zones import card_label

    assert card_label("lesser-unregistered-01#1") != card_label("lesser-dragon-realm-unregistered-01#1")


def test_a_rule_link_shows_the_rule_in_herald_s_words_with_its_line(app):
    """Issue 39: a rule link opened only 'rulebook 003:L457'; it says the rule Herald applies, then its line."""
    from app.games.conjurers.engine.rulebook import MARKET_PHASE_II
    from app.games.prophecy.engine.rulebook import BOOK

    link = app.jinja_env.from_string('{% from "_rule.html" import rule_ref %}{{ rule_ref(ref) }}')
    with app.test_request_context():
        shown = visible_text(link.render(ref=MARKET_PHASE_II.ref))
        assert f"{MARKET_PHASE_II.summary} · rulebook 001:L388" in shown
        rule = next(iter(BOOK.rules.values()))
        assert rule.summary in visible_text(link.render(ref=rule.ref))


@pytest.mark.parametrize(("choices", "unit"), [({"unit": "gold"}, "(Gold)"),
                                               ({"resource": ["gold", "magic"]}, "(of the resource chosen above)")])
def test_every_amount_field_names_its_unit(choices, unit):
    """Issue 39: Good Times asked 'The drawer gets / Everyone else gets' without saying of what."""
    from app.engine_kit.offer import Offer
    from app.games.prophecy.screens.play.offers_view import need_of

    need = need_of("amounts", Offer(kind="resolve_chance", label="Good Times", needs=("amounts",), choices=choices))
    assert [s.label for s in need.slots] == [f"The drawer gets {unit}", f"Everyone else gets {unit}"]


def test_what_now_puts_the_turn_s_choices_first_and_ending_it_last():
    """Issue 39: 'End the turn' and the Dwarf's bank came before the moves of the turn."""
    from app.games.prophecy.screens.play.play import offer_order

    kinds = ["end_turn", "move_bank", "resolve_fight", "move", "start_fight", "end_round", "use_opportunity"]
    assert sorted(kinds, key=offer_order) == ["move", "start_fight", "use_opportunity", "resolve_fight",
                                              "move_bank", "end_turn", "end_round"]


def test_the_city_shows_what_it_sells_and_why_a_good_is_out_of_reach(client):
    """Issue 39: with 7 Gold in the City no 'Buy' appeared and nothing said why: the goods with their prices."""
    from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
    from app.games.prophecy.engine.state import Flow, GameOptions, Hero
    from tests.scenes import stored_scene

    heroes = (Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=4, magic=4, space=7, gold=7),
              Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0))
    gid = stored_scene(client, [GameCreated(options=GameOptions(), heroes=heroes),
                                CardMoved(card="ritual-dagger#1", to="goods:city"),
                                FlowChanged(flow=Flow(stage="turn", round=1, active=0, turn=1))], name="City")
    text = visible_text(re.search(r'<section class="on-sale".*?</section>',
                                  client.get(f"/games/{gid}").get_data(as_text=True), re.S).group(0))
    assert "On sale in the City (Cleo has 7 Gold)" in text
    assert "Ritual Dagger: 9 Gold · 2 Gold short, so it cannot be bought now" in text
