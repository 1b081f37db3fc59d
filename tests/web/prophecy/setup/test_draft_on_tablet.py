"""Herald deals the character draft on the tablet (000:L119), with the Race cards once their counts are typed
(003:L111-115); the table drafts with those cards and the wizard holds each player to a card Herald dealt."""

from __future__ import annotations

import re

import pytest

from app.games.prophecy.screens.setup.setup_wizard import character_facts
from tests.helpers import GM_PIN, GUILDS, as_tablet, csrf_token


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


COUNTS = {"human": 3, "elf": 2, "dwarf": 2, "troll": 1, "halfling": 1, "goblin": 1}  # the group's count, typed
VALUES = {"strength": 0, "willpower": 0, "gold": 1, "experience": 0, "item_limit": 0, "ability_limit": 0}


def _base(seats=2, races=True, **extra) -> dict:
    form = {"name": "Draft", "mode": "standard", "deck_mode": "table", "seats": str(seats), "go": "2"}
    form |= {f"seat{i}_player": p for i, p in enumerate(["Anna", "Ben", "Cleo", "Dan"][:seats])}
    if races:
        form |= {"expansion": "races", **{f"race_{r}_copies": str(n) for r, n in COUNTS.items()}}
    return form | extra


def _hands(html: str) -> tuple[list[list[str]], list[list[str]]]:
    chars = [c.split(", ") for c in re.findall(r'class="dealt-characters">([^<]*)<', html)]
    races = [c.split(", ") for c in re.findall(r'class="dealt-races">([^<]*)<', html)]
    return chars, races


def _deal(client, **form) -> str:
    r = client.post("/games/new", data=_base(**form, draft_deal=form.pop("n", "2")))
    assert r.status_code == 200
    return r.get_data(as_text=True)


def test_herald_deals_two_characters_and_two_race_cards_to_each_seat_003_L113(client):
    html = _deal(client)
    chars, races = _hands(html)
    assert [len(h) for h in chars] == [2, 2] and len({c for h in chars for c in h}) == 4
    assert [len(h) for h in races] == [2, 2]
    dealt = [r for h in races for r in h]
    assert all(dealt.count(r) <= COUNTS[r.lower()] for r in dealt)
    seed = re.search(r'name="draft_seed" value="(\d+)"', html).group(1)
    again = client.post("/games/new", data=_base(draft_seed=seed, draft_size="2")).get_data(as_text=True)
    assert _hands(again) == (chars, races)  # dealt again from the seed on every step: the same hands
    assert 'type="hidden" name="race_human_copies" value="3"' in again  # the counts travel with the form


def test_three_each_only_with_two_or_three_players_003_L115(client):
    chars, races = _hands(_deal(client, n="3"))
    assert [len(h) for h in chars] == [3, 3] and [len(h) for h in races] == [3, 3]
    four = _deal(client, seats=4, n="3")
    assert 'class="dealt-characters"' not in four and 'id="draft-deal-3"' not in four
    assert [len(h) for h in _hands(_deal(client, seats=4))[0]] == [2, 2, 2, 2]


def test_without_the_race_counts_herald_deals_the_characters_only(client):
    html = _deal(client, race_human_copies="")
    chars, races = _hands(html)
    assert len(chars) == 2 and races == [] and "Deal the Race cards yourselves" in html
    assert 'name="race_human_copies"' in html


def _kept(html: str, app, **keep) -> dict:
    """The characters step answered: what each player kept (Herald fills a known character's numbers)."""
    seed = re.search(r'name="draft_seed" value="(\d+)"', html).group(1)
    form = _base(draft_seed=seed, draft_size="2", go="3") | keep
    for i in range(2):  # the guilds as the table types them from the card
        first, second = GUILDS.get(keep[f"seat{i}_character"], ("fortress", "monastery"))
        form |= {f"seat{i}_guild1": first, f"seat{i}_guild2": second}
        known = character_facts(app.extensions["herald.catalog"]).get(keep[f"seat{i}_character"], {})
        form |= {f"seat{i}_{k}": "4" for k in ("strength", "willpower") if known.get(k) is None}
    return form | {f"race_{r}_{k}": str(v) for r in COUNTS for k, v in VALUES.items()}


def test_a_player_keeps_a_card_herald_dealt_000_L119(app, client):
    html = _deal(client)
    chars, races = _hands(html)
    undealt = next(c for c in ("Paladin", "Druid", "Mercenary", "Scout", "Mystic") if c not in sum(chars, []))
    bad = _kept(html, app, seat0_character=undealt, seat1_character=chars[1][0],
                seat0_race1=races[0][0].lower(), seat1_race1=races[1][0].lower())
    r = client.post("/games/new", data=bad)
    body = r.get_data(as_text=True)
    assert r.status_code == 422 and f"Herald did not deal {undealt}" in body, re.findall(r"error[^<]*<[^<]*", body)
    dealt_races = sum(races, [])
    lone = next(r for r in COUNTS if r.title() not in dealt_races)  # four cards show four Races at most
    bad = _kept(html, app, seat0_character=chars[0][0], seat1_character=chars[1][0],
                seat0_race1=lone, seat1_race1=races[1][0].lower())
    r = client.post("/games/new", data=bad)
    assert r.status_code == 422 and "than Herald dealt" in r.get_data(as_text=True)


def test_the_game_starts_from_the_drafts_seed_and_keeps_the_race_counts(app, client):
    html = _deal(client)
    chars, races = _hands(html)
    form = _kept(html, app, seat0_character=chars[1][1], seat1_character=chars[0][0],
                 seat0_race1=races[1][1].lower(), seat1_race1=races[0][0].lower())
    form |= {"pin": GM_PIN, "csrf_token": csrf_token(client)}
    form.pop("go")
    r = client.post("/games", data=form)
    assert r.status_code == 303, r.get_data(as_text=True)[:3000]
    game = r.headers["Location"].rstrip("/").split("/")[-1]
    from app.games.prophecy.screens.setup.newgame import draft_seed
    from app.store import games as saved
    from app.web.rendering.deps import game_log
    with app.app_context():
        seed = saved.game_seed(game_log(), game)
        assert seed == draft_seed(form) and str(seed) != form["draft_seed"]  # the page never held the seed
    assert app.extensions["herald.catalog"].card("human").copies == 3
