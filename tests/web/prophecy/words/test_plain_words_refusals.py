"""Issue 39: 's[0]' on a Prophecy game page. A refusal for card values Herald lacks named them by their paths
('potion-of-healing.effects[0].amount', 'golem-guardian.stat_order'); every such refusal, on the game screen and
on the battle screen, says the card and the value in words."""

from __future__ import annotations

import pytest

from tests.helpers import as_tablet, csrf_token
from tests.web.prophecy.scenes import FOREST, import_scene
from tests.web.shared.plainwords import leaks, visible_text

HX = {"HX-Request": "true"}


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


def _refused(client, log, gid: str, view: str, **data) -> str:
    seq, _ = log.load(gid)
    r = client.post(f"/games/{gid}/act", headers=HX, data={"seq": seq, "action_id": f"t-{data['kind']}-{view}",
                                                            "view": view, "csrf_token": csrf_token(client), **data})
    assert r.status_code in (200, 409, 422), r.status_code
    return visible_text(r.get_data(as_text=True))


@pytest.mark.parametrize("view", ["", "battle"])
@pytest.mark.parametrize(("cards", "data", "said"), [
    ({"potion-of-healing#1": "hero:0:items"}, {"kind": "use_before_battle", "seat": "0", "card": "potion-of-healing#1"},
     "Potion of Healing (effect 1: how much)"),
    ({"golem-guardian#1": f"space:{FOREST}"}, {"kind": "start_fight", "seat": "0", "creature": "golem-guardian#1"},
     "Golem Guardian (special rule, loss, how it fights, Lives)"),
    ({"old-pirate#1": f"space:{FOREST}"}, {"kind": "start_fight", "seat": "0", "creature": "old-pirate#1"},
     "Old Pirate (Experience, reward, Lives)"),
    ({"golem-guardian#1": f"space:{FOREST}"}, {"kind": "start_fight", "seat": "0", "creature": "golem-guardian#1",
                                              "values.golem-guardian.strength": "many"},
     "Golem Guardian (Strength) must be a whole number"),
])
def test_a_refusal_for_card_values_herald_lacks_names_them_in_words(client, log, view, cards, data, said):
    gid = import_scene(client, cards=cards)
    text = _refused(client, log, gid, view, **data)
    assert "Not allowed" in text
    assert said in text, text[:1500]
    assert not leaks(text), leaks(text)


def test_a_refusal_comes_back_to_the_screen_the_form_was_on(client, log):
    """Issue 39: 'Use Potion of Healing' on the game screen (whose success opens the battle screen) was refused on
    the battle screen, far from its button; it comes back to the game screen, where the button is."""
    gid = import_scene(client, cards={"potion-of-healing#1": "hero:0:items"})
    html = client.get(f"/games/{gid}").get_data(as_text=True)
    assert '<input type="hidden" name="shown_on" value="play">' in html
    text = _refused(client, log, gid, "battle", shown_on="play", kind="use_before_battle", seat="0",
                    card="potion-of-healing#1")
    assert "Not allowed" in text and "What now?" in text and "No battle under way" not in text


def test_a_value_a_battle_under_way_lacks_is_named_in_words(client, log):
    """Issue 39: the battle screen said 'Herald needs dagger: effects[0]: amount to go on' and the phone listed
    'dagger.effects[0].amount' when an Item announced lacked a number: the card and the value in words."""
    from tests.helpers import api_act, link_path, seat_links
    from tests.web.prophecy.scenes import VALUES

    gid = import_scene(client, cards={"angry-mob#1": f"space:{FOREST}", "dagger#1": "hero:0:items"})
    for action in ({"kind": "start_fight", "seat": 0, "creature": "angry-mob#1", "values": VALUES},
                   {"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
                   {"kind": "announce_equipment", "seat": 0, "items": ["dagger#1"]}):
        seq, _ = log.load(gid)
        r = api_act(client, gid, seq, action)
        assert r.status_code < 300, r.get_json()
    battle = visible_text(client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True))
    phone = visible_text(client.get(link_path(seat_links(client, gid)[0])).get_data(as_text=True))
    assert "Dagger (effect 1: how much)" in battle and "Dagger (effect 1: how much)" in phone, (battle, phone)
    assert not leaks(battle) and not leaks(phone), leaks(battle) + leaks(phone)


def test_the_group_s_entries_on_a_card_page_name_their_values_in_words(client):
    """Issue 39: an entry's field read 'Effects[0] amount' on the card's page: the card form's words instead."""
    client = as_tablet(client)  # the game master of a game may write the catalog
    r = client.post("/api/v1/catalog/cards/dagger/entries", json={"values": {"effects[0].amount": 2}})
    assert r.status_code == 201, r.get_json()
    text = visible_text(client.get("/catalog/cards/dagger").get_data(as_text=True))
    assert "Its effect 1: how much: 2" in text and not leaks(text), leaks(text)


def test_an_option_the_roll_lacks_is_named_in_words_on_the_api(client, log):
    """'spell:fireball#1 is not an option for this roll.' on the JSON API (the tablet offers only the options there
    are): the card by its name, and a choice that names no card said without Herald's words for it."""
    from tests.helpers import api_act
    from tests.web.prophecy.scenes import VALUES

    gid = import_scene(client, cards={"angry-mob#1": f"space:{FOREST}", "dagger#1": "hero:0:items"})
    for action in ({"kind": "start_fight", "seat": 0, "creature": "angry-mob#1", "values": VALUES},
                   {"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
                   {"kind": "announce_equipment", "seat": 0, "items": []}):
        r = api_act(client, gid, log.load(gid)[0], action)
        assert r.status_code < 300, r.get_json()
    said = {}
    for use in ("spell:fireball#1", "nothing_at_all"):
        seq = log.load(gid)[0]
        r = api_act(client, gid, seq, {"kind": "choose_roll_options", "seat": 0, "use": [use]})
        assert r.status_code == 422 and log.load(gid)[0] == seq, r.get_json()
        said[use] = r.get_json()["message"]
    assert said == {"spell:fireball#1": "Fireball is not an option for this roll.",
                    "nothing_at_all": "That is not an option for this roll."}, said
    assert not leaks(" ".join(said.values())), leaks(" ".join(said.values()))
