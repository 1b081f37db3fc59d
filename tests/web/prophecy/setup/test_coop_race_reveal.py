"""The cooperative game with the Ancient Races: Herald turns up as many Race cards as characters (players + 2)
and deals one of each at random when the group cannot agree (003:L491-493)."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from tests.helpers import as_tablet


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


COUNTS = {"human": 3, "elf": 2, "dwarf": 2, "troll": 1, "halfling": 1, "goblin": 1}
BASE = {"go": "2", "name": "Three", "coop_mode": "cooperative", "seats": "3", "seat0_player": "A",
        "seat1_player": "B", "seat2_player": "C", "expansion": "races"}


def _races(html: str) -> list[str]:
    found = re.search(r'id="coop-revealed-races">([^<]+)<', html)
    return found.group(1).split(", ") if found else []


def test_herald_turns_up_as_many_race_cards_and_deals_one_each_003_L491(client):
    typed = {f"race_{r}_copies": str(n) for r, n in COUNTS.items()}
    html = client.post("/games/new", data={**BASE, **typed, "coop_reveal": "1"}).get_data(as_text=True)
    shown = re.search(r'id="coop-revealed">([^<]+)<', html).group(1).split(", ")
    races = _races(html)
    assert len(shown) == 5 and len(races) == 5  # players + 2 of each
    assert all(n <= COUNTS[r.lower()] for r, n in Counter(races).items())  # no Race on more cards than the box has
    ids = re.search(r'name="coop_revealed_races" value="([^"]*)"', html).group(1)
    dealt = client.post("/games/new", data={**BASE, **typed, "coop_deal": "1", "coop_revealed": "|".join(shown),
                                            "coop_revealed_races": ids}).get_data(as_text=True)
    kept = [re.search(rf'name="seat{i}_race1"(?:(?!</select>).)*<option value="(\w+)" selected', dealt, re.S).group(1)
            for i in range(3)]
    assert not Counter(kept) - Counter(ids.split("|"))  # each hero's Race is one of the cards turned up


def test_without_the_race_counts_the_table_turns_up_the_race_cards(client):
    html = client.post("/games/new", data={**BASE, "coop_reveal": "1"}).get_data(as_text=True)
    assert re.search(r'id="coop-revealed">', html) and _races(html) == []
    assert "Turn up the Race cards yourselves" in html and 'name="race_human_copies"' in html
