"""Two dragons on the Lake of Fire (Dragonslayer variant, 003:L657, L665) fought on the battle screen in one turn:
the Dragon Queen face up, then a dragon face down that the table turns up and names (the table draws the cards);
its numbers asked once named, on the same form as the first attack's; a loss against it leaves the Queen slain and
the hero on the path's last space with her turn over (003:L405); a win over both ends the game (003:L661)."""

from __future__ import annotations

import re

import pytest

from app.games.prophecy.engine.realm.gate import LAKE_GREATER
from app.games.prophecy.engine.realm.options import RealmOptions
from app.games.prophecy.screens.catalog import catalog_state
from tests.engine.realm.fightkit import QUEEN
from tests.helpers import as_tablet
from tests.web.prophecy.battle.kit import api_state, post_battle
from tests.web.prophecy.battle.test_realm_lake_values import LAST, _scene

# What the table reads off the Golden Dragon Lord in this test (not the rulebook's): Strength 5, nothing else.
GOLDEN_FORM = {"value:golden-dragon-lord:stat_order": "strength_only", "value:golden-dragon-lord:strength": "5",
               "value:golden-dragon-lord:experience": "0", "value:golden-dragon-lord:lives": "1",
               "none:golden-dragon-lord:special": "1", "none:golden-dragon-lord:reward": "1",
               "none:golden-dragon-lord:loss": "1"}


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


def _panel(page: str, marker: str = 'class="panel fight-open"') -> str:
    start = page.index(marker)
    return page[start:page.index("</section>", start)]


def _roll(client, gid: str, hero: int, foe: int) -> str:
    """Bare hands announced, one roll of the Battle of Strength entered as it fell."""
    post_battle(client, gid, {"kind": "announce_equipment", "seat": "0"})
    r = post_battle(client, gid, {"kind": "battle_roll", "seat": "0", "hero_faces.0": str(hero),
                                  "foe_faces.0": str(foe), "view": "battle"}, route="act")
    assert r.status_code == 200
    return r.get_data(as_text=True)


def _queen_slain(app, client) -> tuple[str, str]:
    """The Queen (her numbers the group's entries) beaten on the battle screen; the game and the screen after."""
    with app.app_context():
        catalog_state.record(QUEEN, origin="table")
    realm = RealmOptions(variant="dragonslayer", lake_dragons=("dragon-queen", "golden-dragon-lord"))
    gid = _scene(app, client, realm=realm, lake=(("dragon-queen#1", True), ("golden-dragon-lord#1", False)),
                 artifact=False)
    first = _panel(client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True))
    assert "Fight Dragon Queen on the Lake of Fire" in first
    r = post_battle(client, gid, {"kind": "realm_lake_fight", "seat": "0", "view": "battle"})
    assert "Announce Items and Spells" in r.get_data(as_text=True)  # the only kind of battle, taken
    page = _roll(client, gid, 6, 1)  # 12 against 7 + 1 + 1 (the Lake's token)
    return gid, page


def test_the_next_dragon_is_named_then_fought_in_the_same_turn_and_a_loss_ends_it_003_L665(app, client):
    gid, page = _queen_slain(app, client)
    game = api_state(client, gid)
    state = game["state"]
    assert state["result"] is None and state["battle"] is None and state["flow"]["turn"] == 1
    told = " ".join(str(row["text"]) for row in client.get(f"/api/v1/games/{gid}/log").get_json()[-1:])
    assert "won 0" not in told and "won ." not in told and ": (defeated" not in told  # a Queen worth no Experience
    assert state["zones"][LAKE_GREATER] == ["golden-dragon-lord#1"] and "golden-dragon-lord#1" in state["hidden"]
    # the battle screen goes straight on to the next dragon, face down: the table names it as it turns it up
    panel = _panel(page)
    assert "Fight the dragon face down on the Lake of Fire" in panel and "The dragon turned up" in panel
    assert "Golden" not in re.sub(r'\b(name|value|id|for)="[^"]*"', "", panel.split('class="need need-choice lake-name"')[0])
    assert 'name="view" value="battle"' in panel
    assert "goes on to the next dragon of the Lake of Fire in the same turn" in page  # said in the latest steps
    assert not [o for o in game["legal_actions"] if o["kind"] == "end_turn"]
    # back at the table meanwhile, the game screen offers the same attack (posting back to the game screen)
    table = client.get(f"/games/{gid}").get_data(as_text=True)
    start = table.index('class="offer-card realm-lake-fight')
    form = table[start:table.index("</form>", start)]
    assert "The dragon turned up: which card is it?" in form and 'name="view" value="play"' in form
    # named, its numbers are asked (nothing kept yet) on the same form, as the Queen's would have been
    asked = client.get(f"/games/{gid}/realm-lake-values", query_string={"seat": 0, "card": "golden-dragon-lord#1"})
    fields = re.findall(r'name="asked\[\]" value="([^"]+)"', asked.get_data(as_text=True))
    assert "golden-dragon-lord.stat_order" in fields and "Golden Dragon Lord: Strength" in asked.get_data(as_text=True)
    r = post_battle(client, gid, {"kind": "realm_lake_fight", "seat": "0", "card": "golden-dragon-lord#1",
                                  "asked[]": fields, "view": "battle", **GOLDEN_FORM})
    page = r.get_data(as_text=True)
    assert "Golden Dragon Lord" in page[page.index('id="battle-title"'):][:200]
    state = api_state(client, gid)["state"]
    assert state["battle"]["opponent"]["card"] == "golden-dragon-lord#1" and state["flow"]["turn"] == 1
    page = _roll(client, gid, 1, 6)  # 7 against 5 + 6 + 1: lost
    state = api_state(client, gid)["state"]
    assert state["result"] is None and state["battle"] is None and state["flow"]["stage"] == "round_end"
    cleo = state["heroes"][0]
    assert cleo["realm"] == LAST.model_dump(mode="json") and cleo["health"] == 5
    assert state["zones"][LAKE_GREATER] == ["golden-dragon-lord#1"]  # the Queen stays slain
    assert "golden-dragon-lord#1" not in state["hidden"]
    screen = client.get(f"/games/{gid}").get_data(as_text=True)
    words = screen[screen.index('id="realm-lake-words"'):][:300]
    assert "Golden Dragon Lord" in words and "1 slain" in words


def test_slaying_both_on_the_battle_screen_wins_only_with_the_second_003_L661(app, client):
    gid, page = _queen_slain(app, client)
    assert api_state(client, gid)["state"]["result"] is None
    with app.app_context():
        assert catalog_state.effective().card("golden-dragon-lord").strength is None
    asked = client.get(f"/games/{gid}/realm-lake-values", query_string={"seat": 0, "card": "golden-dragon-lord#1"})
    fields = re.findall(r'name="asked\[\]" value="([^"]+)"', asked.get_data(as_text=True))
    post_battle(client, gid, {"kind": "realm_lake_fight", "seat": "0", "card": "golden-dragon-lord#1",
                              "asked[]": fields, "view": "battle", **GOLDEN_FORM})
    _roll(client, gid, 6, 1)  # 12 against 5 + 1 + 1
    result = api_state(client, gid)["state"]["result"]
    assert result["winners"] == [0] and "003:L661" in result["reason"]
    assert "slew the last of the Lake of Fire's dragons" in result["reason"]
    story = " ".join(str(row["text"]) for row in client.get(f"/api/v1/games/{gid}/log").get_json()[-3:])
    assert "may now trade" not in story  # the win ended the game: no Golden Dragon Lord's trade is opened (003:L767)
