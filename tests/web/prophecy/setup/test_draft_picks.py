"""The draft picked on the tablet, one tap per pick (000:L119, 003:L113-115), and Herald's deal for Hybrids
(003:L647): only the picker's hand shows, passed cards join the next hand, a card not held is refused with the
rule, a pick can be taken back, and the last pick fills each hero's character and Races."""

from __future__ import annotations

import html as htmlmod
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.prophecy.screens.setup.setup_wizard import character_facts
from tests.helpers import GM_PIN, GUILDS, as_tablet, csrf_token

COUNTS = {"human": 3, "elf": 2, "dwarf": 2, "troll": 1, "halfling": 1, "goblin": 1}  # the group's count, typed
VALUES = {"strength": 0, "willpower": 0, "gold": 1, "experience": 0, "item_limit": 0, "ability_limit": 0}
PLAYERS = ["Anna", "Ben", "Cleo", "Dan", "Eve"]


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


def _base(seats=2, parts=("races",), **extra) -> dict:
    form = {"name": "Picks", "mode": "standard", "deck_mode": "table", "seats": str(seats), "go": "2",
            "expansion": list(parts), **{f"race_{r}_copies": str(n) for r, n in COUNTS.items()}}
    form |= {f"seat{i}_player": p for i, p in enumerate(PLAYERS[:seats])}
    return form | extra


def _post(client, form, status=200) -> str:
    r = client.post("/games/new", data=form)
    body = r.get_data(as_text=True)
    assert r.status_code == status, re.findall(r'id="form-error">([^<]*)', body)
    return body


def _hidden(body: str, name: str) -> str:
    """The value an input of the page holds."""
    return htmlmod.unescape(re.search(rf'name="{name}"[^>]*? value="([^"]*)"', body).group(1))


def _turn(body: str) -> str:
    """Whose pick the page asks for."""
    return re.search(r'id="draft-turn">([^<]*)\'s pick<', htmlmod.unescape(body)).group(1)


def _cards(body: str) -> list[str]:
    """The cards behind the picker's name, one button each."""
    return [a or b for a, b in re.findall(r'&#34;draft_pick&#34;: &#34;([^&]*)&#34;|"draft_pick": "([^"]*)"', body)]


def _start(client, seats=2, n="2", parts=("races",)) -> tuple[dict, str]:
    form = _base(seats, parts, draft_deal=n, draft_mode="picks")
    body = _post(client, form)
    form.pop("draft_deal")
    form |= {k: _hidden(body, k) for k in ("draft_seed", "draft_size", "draft_mode", "draft_picks")}
    return form, body


def _tap(client, form, card, status=200) -> str:
    body = _post(client, form | {"draft_pick": card}, status)
    form["draft_picks"] = _hidden(body, "draft_picks")
    return body


def test_each_player_picks_in_turn_from_her_own_hand_and_passes_the_rest_left_000_L119_003_L113(client):
    form, body = _start(client)
    assert 'class="dealt-characters"' not in body  # nobody's hand lies open on the tablet
    order, seen = [], {}
    while 'id="draft-turn"' in body:
        player = _turn(body)
        cards = _cards(body)
        assert "only " + player + " looks" in body and len(cards) in (1, 2)
        kind = "race" if cards[0] in COUNTS else "character"
        order.append((player, kind))
        seen.setdefault((player, kind), []).append(cards)
        body = _tap(client, form, cards[-1])
    assert order == [(p, k) for _ in range(3) for p in ("Anna", "Ben") for k in ("character", "race")]
    anna, ben = seen[("Anna", "character")], seen[("Ben", "character")]
    # What Anna did not keep is in Ben's hand next round, beside the card Ben kept (000:L119).
    assert set(ben[1]) == {ben[0][1], anna[0][0]} and set(anna[1]) == {anna[0][1], ben[0][0]}
    assert 'id="draft-over"' in body and "12 of 12 picks made" in body
    kept = re.findall(r'class="kept-character">([^<]*)<', body)
    assert kept == [anna[2][-1], ben[2][-1]]
    assert f'name="seat0_character" list="characters" value="{kept[0]}"' in body


def test_three_each_is_two_rounds_with_two_or_three_players_003_L115(client):
    form, body = _start(client, seats=3, n="3")
    assert len(_cards(body)) == 3
    for _ in range(12):
        body = _tap(client, form, _cards(body)[0])
    assert 'id="draft-over"' in body and len(re.findall(r'class="kept-races">', body)) == 3


def test_a_card_not_in_the_pickers_hand_is_refused_naming_the_rule(client):
    form, body = _start(client)
    player = _turn(body)
    held = _cards(body)
    other = next(c for c in ("Paladin", "Druid", "Mercenary", "Scout", "Mystic", "Ranger") if c not in held)
    refused = _tap(client, form, other, status=422)
    assert f"{player} does not hold {other}" in refused and "000:L119" in refused
    assert form["draft_picks"] == "" and _cards(refused) == held  # nothing changed
    body = _tap(client, form, held[0])
    races = _cards(body)
    lone = next(r for r in COUNTS if r not in races)
    refused = _tap(client, form, lone, status=422)
    assert f"does not hold {lone.title()}" in refused and "003:L113" in refused


def test_the_last_pick_is_taken_back_and_the_draft_must_end_before_the_next_step(client):
    form, body = _start(client)
    first = _cards(body)
    body = _tap(client, form, first[0])
    assert "1 of 12 picks made" in body
    body = _post(client, form | {"draft_undo": "1"})
    form["draft_picks"] = _hidden(body, "draft_picks")
    assert form["draft_picks"] == "" and _cards(body) == first and "Anna's pick" in htmlmod.unescape(body)
    stopped = _post(client, form | {"go": "3"}, status=422)
    assert "Finish the draft on the tablet first: it is Anna's pick." in htmlmod.unescape(stopped)


def test_hybrids_herald_shares_out_the_race_cards_every_hand_two_different_races_003_L647(client):
    for seats, each in ((2, 5), (3, 3), (4, 2), (5, 2)):
        body = _post(client, _base(seats, ("races", "hybrids"), draft_deal="2", draft_mode="table"))
        hands = [h.split(", ") for h in re.findall(r'class="dealt-races">([^<]*)<', body)]
        assert [len(h) for h in hands] == [each] * seats
        assert all(len(set(h)) >= 2 for h in hands)
        dealt = [r.lower() for h in hands for r in h]
        assert all(dealt.count(r) <= COUNTS[r] for r in dealt)


def _finish(form, app):
    for i in range(int(form["seats"])):
        name = form[f"seat{i}_character"]
        first, second = GUILDS.get(name, ("fortress", "monastery"))
        form |= {f"seat{i}_guild1": first, f"seat{i}_guild2": second}
        known = character_facts(app.extensions["herald.catalog"]).get(name, {})
        form |= {f"seat{i}_{k}": "4" for k in ("strength", "willpower") if known.get(k) is None}
    return form | {f"race_{r}_{k}": str(v) for r in COUNTS for k, v in VALUES.items()}


def test_a_hybrid_draft_picked_on_the_tablet_gives_every_hero_two_races(app, client):
    form, body = _start(client, parts=("races", "hybrids"))
    races_kept: dict[str, list[str]] = {}
    while 'id="draft-turn"' in body:
        player, cards = _turn(body), _cards(body)
        if cards[0] in COUNTS:
            mine = races_kept.setdefault(player, [])
            if mine:  # her own hand, not passed: the four she did not keep, and a second Race unlike the first
                assert len(cards) == 4
                if mine[0] in cards:
                    refused = _post(client, form | {"draft_pick": mine[0]}, status=422)
                    assert "a Hybrid crosses two different Races (003:L647)" in refused
                card = next(c for c in cards if c != mine[0])
            else:
                assert len(cards) == 5
                card = cards[0]
            mine.append(card)
        else:
            card = cards[0]
        body = _tap(client, form, card)
    assert "10 of 10 picks made" in body
    for i, player in enumerate(("Anna", "Ben")):
        assert [form_value(body, f"seat{i}_race{k}") for k in (1, 2)] == races_kept[player]
    # What the page now holds for each seat is what the game starts with.
    form |= {f"seat{i}_character": _hidden(body, f"seat{i}_character") for i in range(2)}
    form |= {f"seat{i}_race{k}": form_value(body, f"seat{i}_race{k}") for i in range(2) for k in (1, 2)}
    form = _finish(form, app) | {"pin": GM_PIN, "csrf_token": csrf_token(client)}
    form.pop("go")
    r = client.post("/games", data=form)
    assert r.status_code == 303, re.findall(r'id="form-error">([^<]*)', r.get_data(as_text=True))
    state = client.get(f"/api/v1/games/{r.headers['Location'].rstrip('/').split('/')[-1]}").get_json()
    heroes = state["state"]["heroes"] if "state" in state else state["heroes"]
    assert [h["races"] for h in heroes] == [races_kept["Anna"], races_kept["Ben"]]


def form_value(body: str, name: str) -> str:
    """The option a select shows chosen."""
    select = re.search(rf'<select name="{name}"[^>]*>(.*?)</select>', body, re.S).group(1)
    chosen = re.search(r'<option value="([^"]*)" selected', select)
    return chosen.group(1) if chosen else ""


def test_hybrid_heroes_keep_races_from_their_own_hand_when_the_table_picks_003_L647(app, client):
    form = _base(2, ("races", "hybrids"), draft_deal="2", draft_mode="table")
    body = _post(client, form)
    form.pop("draft_deal")
    form |= {k: _hidden(body, k) for k in ("draft_seed", "draft_size")}
    chars = [h.split(", ") for h in re.findall(r'class="dealt-characters">([^<]*)<', body)]
    hands = [[r.lower() for r in h.split(", ")] for h in re.findall(r'class="dealt-races">([^<]*)<', body)]
    form |= {"seat0_character": chars[0][0], "seat1_character": chars[1][0], "go": "3"}
    foreign = next((r for r in hands[1] if r not in hands[0]), None)
    mine = sorted(set(hands[0]))
    if foreign:  # Anna names a Race only Ben was dealt
        bad = _finish(form | {"seat0_race1": mine[0], "seat0_race2": foreign, "seat1_race1": sorted(set(hands[1]))[0],
                              "seat1_race2": sorted(set(hands[1]))[1]}, app)
        body = _post(client, bad, status=422)
        assert "Herald dealt Anna" in body and "from her own Race cards (003:L647)" in body
    same = _finish(form | {"seat0_race1": mine[0], "seat0_race2": mine[0]}, app)
    body = _post(client, same, status=422)
    assert f"Anna's hero has two {mine[0].title()} Races: a Hybrid crosses two different Races (003:L647)." in htmlmod.unescape(body)


def test_a_hybrid_cannot_keep_a_second_card_of_the_race_she_kept_003_L647():
    from app.games.prophecy.screens.setup import draft_picks
    dealt = {"size": 2, "characters": [["Druid", "Scout"], ["Paladin", "Mystic"]],
             "races": [["human", "human", "elf"], ["dwarf", "troll", "goblin"]]}
    draft = draft_picks.start(dealt, 2)
    for card in ("Druid", "human", "Paladin", "dwarf", "Mystic"):  # Scout went to Ben, Mystic came
        assert draft.pick(card, "") is None
    assert draft.hand(draft.turn) == ["human", "elf"]
    assert draft.pick("human", "Anna") == \
        "Anna already keeps a Human Race card: a Hybrid crosses two different Races (003:L647)."
    assert draft.pick("elf", "Anna") is None and draft.kept["race"][0] == ["human", "elf"]


def _typed(app, anna: dict, ben: dict, keep: tuple[tuple[str, str], tuple[str, str]]) -> dict:
    """The characters step of a Hybrids game whose table dealt the Race cards itself and typed them."""
    form = _base(2, ("races", "hybrids"), go="3", seat0_character="Druid", seat1_character="Paladin")
    form |= {f"seat0_dealt_{r}": str(n) for r, n in anna.items()} | {f"seat1_dealt_{r}": str(n) for r, n in ben.items()}
    form |= {f"seat{i}_race{k + 1}": race for i, pair in enumerate(keep) for k, race in enumerate(pair)}
    return _finish(form, app)


def test_hybrid_races_typed_as_the_table_dealt_them_are_held_to_each_hand_003_L647_003_L105(app, client):
    anna, ben = {"human": 2, "elf": 1}, {"dwarf": 1, "troll": 1, "goblin": 1}
    page = _post(client, _base(2, ("races", "hybrids")))
    assert 'aria-label="Human cards dealt to Anna"' in page  # offered while Herald has not dealt
    cases = [
        ((("human", "dwarf"), ("troll", "goblin")), anna, ben,
         "The table dealt Anna Human, Human, Elf: a Hybrid hero keeps two different Races from her own Race cards"),
        ((("human", "elf"), ("troll", "goblin")), {"human": 2}, ben,
         "Anna's Race cards show fewer than two different Races: a Hybrid crosses two (003:L647)"),
        ((("human", "elf"), ("troll", "goblin")), {"human": 3, "elf": 2, "dwarf": 2}, {"troll": 1, "goblin": 1,
                                                                                        "halfling": 1, "human": 1},
         "The hands typed hold 11 Race cards, but the box has ten (003:L105)."),
        ((("human", "elf"), ("troll", "human")), {"human": 3, "elf": 1}, {"human": 1, "troll": 1},
         "The hands typed hold 4 Human cards, but 3 of the ten Race cards show it."),
        ((("human", "elf"), ("troll", "goblin")), {"human": "x"}, ben, "Type how many Human cards Anna was dealt"),
    ]
    for keep, a, b, message in cases:
        body = htmlmod.unescape(_post(client, _typed(app, a, b, keep), status=422))
        assert message in body
    body = _post(client, _typed(app, anna, ben, (("human", "elf"), ("troll", "goblin"))))
    assert "<h1>Decks</h1>" in body


@settings(max_examples=150, deadline=None)
@given(st.data(), st.integers(2, 5), st.sampled_from([1, 2]), st.integers(0, 2**32))
def test_any_picked_draft_ends_with_each_seat_keeping_cards_it_was_passed_and_no_card_twice(data, seats, per_hero,
                                                                                          seed):
    from app.games.prophecy.screens.setup import draft_picks, draft_step
    from app.games.prophecy.screens.setup.setup_wizard import CHARACTERS
    size = data.draw(st.sampled_from([2, 3] if seats <= 3 else [2]))
    dealt = draft_step.hands({"draft_size": str(size)}, seats, list(CHARACTERS), COUNTS, seed, per_hero)
    draft = draft_picks.start(dealt, per_hero)
    while not draft.done:
        slot = draft.turn
        hand = [c for c in draft.hand(slot) if c not in (draft.kept["race"][slot.seat] if slot.kind == "race"
                                                          and per_hero == 2 else [])]
        assert hand, "a player with nothing left to pick"
        assert draft.pick(data.draw(st.sampled_from(hand)), "P") is None
    assert len(draft.picks) == len(draft_picks.schedule(seats, size, per_hero, True))
    chars = [draft.result(i)[0] for i in range(seats)]
    assert len(set(chars)) == seats and set(chars) <= {c for h in dealt["characters"] for c in h}
    kept = [r for i in range(seats) for r in draft.result(i)[1]]
    assert len(kept) == seats * per_hero
    assert all(kept.count(r) <= sum(h.count(r) for h in dealt["races"]) for r in kept)
    if per_hero == 2:  # two different Races, both from her own cards (003:L647)
        for i in range(seats):
            races = draft.result(i)[1]
            assert races[0] != races[1] and all(r in dealt["races"][i] for r in races)
    assert not any(draft.hands[k][s] for k in draft.hands for s in range(seats))
