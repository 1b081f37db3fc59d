"""The table display: one more link on the share page that shows the whole table on a TV, read-only, following the
game by polling (ETag, 304), revocable like a seat link, and never showing what a player keeps secret."""

from __future__ import annotations

import re
from html import unescape

from app.store import links
from tests.helpers import GM_PIN, GM_TOKENS, api_act, link_path, seat_links, ui_create
from tests.web.display.kit import (
    act,
    coop_game,
    display_path,
    display_url,
    draw_dream,
    dream,
    replace_display,
    section,
    turn_up_token,
)


def _display(app, gm, seats: int = 2):
    game_id = ui_create(gm, seats=seats)
    return game_id, display_path(gm, game_id), app.test_client()


def test_the_share_page_offers_the_display_link_with_its_qr_code(app, client):
    game_id = ui_create(client, seats=3)
    page = client.get(f"/games/{game_id}/share").get_data(as_text=True)
    share = section(page, "display-share")
    assert "<h2>Table display</h2>" in share and "<svg" in share and 'aria-label="Link for the table display"' in share
    assert display_url(client, game_id).startswith("http://") and "/d/" in display_url(client, game_id)
    assert display_url(client, game_id) not in "".join(seat_links(client, game_id))  # a link of its own


def test_the_display_shows_the_whole_table_read_only_in_dark(app, client, log):
    from app.games.prophecy.screens.play.board_view import card_name

    game_id, path, tv = _display(app, client, seats=3)
    api_act(client, game_id, 1, {"kind": "adjust_hero", "seat": 2, "gold": 9})
    r = tv.get(path)
    page = r.get_data(as_text=True)
    assert r.status_code == 200 and r.headers["Cache-Control"] == "no-cache, private" and "Set-Cookie" not in r.headers
    assert 'data-theme="dark"' in page and 'data-theme-default="dark"' in page
    heroes = section(page, "display-heroes")
    assert all(name in heroes for name in ("Anna", "Ben", "Cleo")) and "Gold 12" in heroes  # everyone in brief
    assert 'id="board"' in page and "Astral Planes" in page and section(page, "display-planes").count("<li") == 5
    assert "Gold" in section(page, "display-log") and "Cleo" in section(page, "display-log")  # the last steps
    assert "<form" not in page and "csrf" not in page.lower() and "/act" not in page and "Correct" not in page
    assert tv.post(path).status_code == 405 and tv.post(path + "/table").status_code == 405  # GET only
    state, catalog = log.load(game_id)[1], app.extensions["herald.catalog"]
    down = [card_name(catalog, c) for p in range(5) for slot in ("lesser", "greater", "artifact")
            for c in state.zone(f"plane:{p}:{slot}") if c in state.hidden]
    assert len(down) == 15 and not [name for name in down if name in page]  # face down: never named
    assert section(page, "display-planes").count("3 cards face down") == 5


def test_the_display_follows_each_step_and_answers_304_while_nothing_changed(app, client, log):
    game_id, path, tv = _display(app, client)
    etag = tv.get(path).headers["ETag"]
    poll = lambda tag: tv.get(path + "/table", headers={"HX-Request": "true", "If-None-Match": tag})  # noqa: E731
    r = poll(etag)
    assert r.status_code == 304 and r.data == b""
    api_act(client, game_id, 1, {"kind": "adjust_hero", "seat": 1, "gold": 5})
    r = poll(etag)
    fragment = r.get_data(as_text=True)
    assert r.status_code == 200 and r.headers["ETag"] != etag and "<html" not in fragment
    assert fragment.lstrip().startswith('<div id="table"') and "Gold 8" in section(fragment, "display-hero-1")
    assert poll(r.headers["ETag"]).status_code == 304
    log.undo(game_id, expected_seq=2)  # an undo moves the display back too
    r = poll(r.headers["ETag"])
    assert r.status_code == 200 and "Gold 3" in section(r.get_data(as_text=True), "display-hero-1")


def test_a_replaced_display_link_answers_410_at_once_and_the_new_one_works(app, client):
    game_id, path, tv = _display(app, client)
    phones = [link_path(u) for u in seat_links(client, game_id)]
    etag = tv.get(path).headers["ETag"]
    r = replace_display(client, game_id)
    assert r.status_code == 303 and "display_replaced=1" in r.headers["Location"]
    assert "The table display has a new link" in client.get(r.headers["Location"]).get_data(as_text=True)
    page = tv.get(path)
    assert page.status_code == 410 and "new link for the table display" in page.get_data(as_text=True)
    poll = tv.get(path + "/table", headers={"HX-Request": "true", "If-None-Match": etag})
    assert poll.status_code == 410 and poll.headers["HX-Refresh"] == "true"
    new = display_path(client, game_id)
    assert new != path and tv.get(new).status_code == 200
    assert [link_path(u) for u in seat_links(client, game_id)] == phones  # the seats' links are untouched
    assert all(tv.get(p).status_code == 200 for p in phones)


def test_a_seat_link_never_opens_the_table_nor_the_display_link_a_seat(app, client, log):
    game_id, path, tv = _display(app, client)
    seat = link_path(seat_links(client, game_id)[0]).split("/p/")[1]
    shown = path.split("/d/")[1]
    assert tv.get(f"/d/{seat}").status_code == 404 and tv.get(f"/d/{seat}/table").status_code == 404
    assert tv.get(f"/p/{shown}").status_code == 404 and tv.get(f"/p/{shown}/sheet").status_code == 404
    assert tv.get(f"/api/v1/player/{shown}").status_code == 404
    assert tv.get("/d/not-a-token").status_code == 404
    assert links.resolve(log.engine, shown).display and not links.resolve(log.engine, seat).display


# ---- no secret, at three moments ---------------------------------------------------------------------


def test_the_draft_s_hands_stay_secret(app, client):  # 000:L119: each player keeps and passes her hand unseen
    setup = {"kind": "create_game", "options": {}, "seats": [{"player": "Anna"}, {"player": "Ben"}], "draft": True}
    r = client.post("/api/v1/games", json={"name": "Draft", "setup": setup, "pin": GM_PIN})
    game_id = r.get_json()["id"]
    GM_TOKENS[game_id] = r.get_json()["gm_token"]
    r = api_act(client, game_id, 1, {"kind": "draft_deal", "hands": [["paladin", "druid"], ["mercenary", "scout"]]})
    assert r.status_code == 200 and "Paladin" in " ".join(r.get_json()["log"])  # the game master's log names them
    tv = app.test_client()
    page = tv.get(display_path(client, game_id)).get_data(as_text=True)
    assert "Character draft" in page and 'id="display-draft"' in page
    for card in ("Paladin", "Druid", "Mercenary", "Scout"):
        assert card not in page, card
    assert "The draft was dealt." in section(page, "display-log")
    assert api_act(client, game_id, 2, {"kind": "draft_pick", "seat": 0, "keep": "paladin"}).status_code == 200
    page = tv.get(display_path(client, game_id)).get_data(as_text=True)
    assert not re.search("Paladin|Druid|Mercenary|Scout", page) and "A player picked in the draft." in page


def _hand_names(app, game_id: str) -> list[str]:
    """The names of the creatures each player's side holds in hand in the battle under way (the secret)."""
    from app.games.conjurers.screens.battle.names import card_name

    state = app.extensions["herald.log"].load(game_id)[1]
    return [card_name(state, c) for side in state.fight.battle.sides if not side.minion for c in side.hand]


def test_a_conjurers_battle_hides_the_creatures_not_yet_summoned(app, client):  # 001:L492
    from tests.web.conjurers.conjurers_battle_kit import open_battleground, open_duel

    for game_id, _ in (open_battleground(client), open_duel(client)):
        hands = _hand_names(app, game_id)
        assert hands, "a battle with creatures in hand"
        page = app.test_client().get(display_path(client, game_id)).get_data(as_text=True)
        battle = section(page, "display-battle")
        assert "secret until summoned" in battle and "under way" in battle
        for name in set(hands):  # the army is counted on the display, never listed: a name would be the hand's
            assert name not in page, name
        assert "<form" not in page and "correct-open" not in page  # read-only: no game master's correction link


def test_the_guardians_hand_is_public_and_every_player_counted_in_brief(app, client):  # 001:L467
    from app.games.conjurers.screens.battle.names import card_name
    from tests.web.conjurers.conjurers_battle_kit import open_battleground

    game_id, _ = open_battleground(client)
    state = app.extensions["herald.log"].load(game_id)[1]
    minions = next(s for s in state.fight.battle.sides if s.minion)
    page = app.test_client().get(display_path(client, game_id)).get_data(as_text=True)
    battle = unescape(section(page, "display-battle"))  # an unnamed card is said where the table finds it: "pile's"
    assert minions.hand and "In hand: " + ", ".join(card_name(state, c) for c in minions.hand) + "." in battle
    assert "Round 1 of 12" in page and section(page, "display-players").count("<li") == 2


def _dreaming(client) -> str:
    """A cooperative game whose first Chance card is a Prophetic Dream, drawn and waiting."""
    from tests.helpers import as_tablet

    as_tablet(client, make_game=False)
    game_id = coop_game(client)
    draw_dream(client, game_id)
    return game_id


def test_a_prophetic_dream_s_token_stays_secret_until_placed(app, client, log):  # 003:L535
    game_id = _dreaming(client)
    tv = app.test_client()
    path = display_path(client, game_id)
    page = tv.get(path).get_data(as_text=True)
    assert "Chance card: Prophetic Dream" in section(page, "display-chance")
    dream(client, game_id)
    assert log.load(game_id)[1].coop.pending == 0
    page = tv.get(path).get_data(as_text=True)
    assert "Anna is dreaming" in section(page, "display-coop") and "6 Power Up tokens left" in page
    assert not re.search(r"\+\d", page), re.findall(r".{40}\+\d.{10}", page)  # no token's value, nor the stack's
    turn_up_token(client, game_id)  # 003:L537: the dreamer sees it first; the table still does not
    assert log.load(game_id)[1].coop.drawn is not None
    page = tv.get(path).get_data(as_text=True)
    assert "Anna is dreaming" in section(page, "display-coop") and "6 Power Up tokens left" in page
    assert not re.search(r"\+\d", page), re.findall(r".{40}\+\d.{10}", page)
    act(client, game_id, {"kind": "place_power_up", "seat": 0, "plane": 3})
    page = tv.get(path).get_data(as_text=True)
    assert "is dreaming" not in section(page, "display-coop") and "Guardians +" in section(page, "display-coop")  # placed: now everyone sees it


def test_the_display_speaks_plain_words_in_a_conjurers_battle_and_a_cooperative_dream(app, client):
    from tests.web.conjurers.conjurers_battle_kit import open_battleground
    from tests.web.shared.plainwords import leaks, visible_text

    conjurers, _ = open_battleground(client)
    dreaming = _dreaming(client)
    dream(client, dreaming)
    for game_id in (conjurers, dreaming):
        page = app.test_client().get(display_path(client, game_id)).get_data(as_text=True)
        assert not leaks(visible_text(page)), leaks(visible_text(page))


def test_a_prophecy_battle_shows_who_fights_whom_and_the_odds_of_what_is_left(app, client, log):
    from tests.helpers import as_tablet
    from tests.web.prophecy.scenes import VALUES, import_scene

    as_tablet(client, make_game=False)
    game_id = import_scene(client)
    path = display_path(client, game_id)
    for action in ({"kind": "start_fight", "seat": 0, "creature": "angry-mob#1", "values": VALUES},
                   {"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"}):
        assert api_act(client, game_id, log.load(game_id)[0], action).status_code == 200
    battle = section(app.test_client().get(path).get_data(as_text=True), "display-battle")
    assert "against Angry Mob" in battle and "Strength" in battle
    odds = re.search(r"([\d.]+)% win</span> · <span>([\d.]+)% draw</span> · <span class=\"lose\">([\d.]+)% lose", battle)
    assert odds and abs(sum(map(float, odds.groups())) - 100) < 0.5, battle  # the engine's exact odds, rounded


def test_a_chance_card_being_carried_out_is_named(app, client, log):
    game_id = _dreaming(client)
    chance = section(app.test_client().get(display_path(client, game_id)).get_data(as_text=True), "display-chance")
    assert "Chance card: Prophetic Dream" in chance


def test_the_api_gives_and_replaces_the_display_link_for_the_game_master_only(app, client):
    from tests.helpers import gm_headers

    game_id, path, tv = _display(app, client)
    r = client.get(f"/api/v1/games/{game_id}/display-link", headers=gm_headers(game_id))
    assert r.status_code == 200 and r.get_json()["url"].endswith(path) and r.get_json()["revision"] == 1
    assert app.test_client().get(f"/api/v1/games/{game_id}/display-link").status_code == 401
    r = client.post(f"/api/v1/games/{game_id}/display-link", headers=gm_headers(game_id))
    assert r.status_code == 200 and r.get_json()["revision"] == 2 and not r.get_json()["url"].endswith(path)
    assert tv.get(path).status_code == 410
    assert client.get(f"/api/v1/games/{'0' * 32}/display-link", headers=gm_headers(game_id)).status_code in (403, 404)


def test_a_dragon_realm_game_shows_the_realm_beside_the_ring(app, client):
    game_id = ui_create(client, realm="standard")
    page = app.test_client().get(display_path(client, game_id)).get_data(as_text=True)
    assert 'id="realm"' in page and 'id="realm-gate-words"' in page and 'id="board"' in page
    assert "correct-open" not in page  # the Realm partial's 'Correct the Realm…' is the game master's, not the TV's
    plain = ui_create(client, name="No realm")
    assert 'id="realm"' not in app.test_client().get(display_path(client, plain)).get_data(as_text=True)


def test_what_the_display_draws_of_a_conjurers_battle_does_not_depend_on_the_hands(app, client):  # 001:L492
    """Any hands of the same sizes give the same table: nothing of a player's unsummoned creatures shows."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from app.games.conjurers.screens.table.display_view import table_view
    from tests.web.conjurers.conjurers_battle_kit import open_battleground

    game_id, _ = open_battleground(client)
    state = app.extensions["herald.log"].load(game_id)[1]
    battle = state.fight.battle
    seen = table_view(state)
    pool = sorted({c for p in state.players for c in (x.card for x in p.army)} | {"imp", "cyclops", "valkyrie"})

    @settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(st.data())
    def other_hands(data):
        sides = tuple(side if side.minion else side.model_copy(update={"hand": tuple(
            data.draw(st.sampled_from(pool)) for _ in side.hand)}) for side in battle.sides)
        other = state.model_copy(update={"fight": state.fight.model_copy(update={
            "battle": battle.model_copy(update={"sides": sides})})})
        assert table_view(other) == seen

    other_hands()


def test_what_the_display_draws_of_a_draft_does_not_depend_on_the_hands(app):  # 000:L119
    """Any deal of the characters gives the same table view: a hand in the draft never shows."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from app.games.prophecy.screens.play.table_view import table_view
    from tests.engine.kit import fresh, play

    ctx = app.extensions["herald.log"].context()
    characters = ["druid", "paladin", "mercenary", "scout", "spellblade", "wandering_monk", "enchantress", "ranger"]
    with app.app_context():
        seen = table_view(play(fresh(2, draft=True), kind="draft_deal", hands=[characters[:2], characters[2:4]]), ctx)

    @settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(st.permutations(characters))
    def other_deals(order):
        state = play(fresh(2, draft=True), kind="draft_deal", hands=[order[:2], order[2:4]])
        with app.app_context():
            assert table_view(state, ctx) == seen

    other_deals()
