"""The battle screen's own forms through the tablet's browser (Flask test client): a foe's printed values typed
in the catalog's vocabulary, Spells announced with a live preview, and the treasure's cards."""

from __future__ import annotations

import re

import pytest

from tests.helpers import as_tablet
from tests.web.prophecy.battle.kit import (
    BLESSED,
    MOB_LINES,
    RARE,
    api_state,
    asked_values,
    battle_scene,
    fight_angry_mob,
    post_battle,
    to_equip,
    won_by_strength,
)


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


def test_the_fight_form_asks_for_the_unknown_values_in_the_cards_vocabulary(client):
    gid = battle_scene(client)
    page = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    for field in ("line:angry-mob:reward:0:kind", "line:angry-mob:loss:1:amount", "none:angry-mob:special",
                  "line:angry-mob:reward:0:deck"):
        assert f'name="{field}"' in page
    reward = re.search(r'name="line:angry-mob:reward:0:kind".*?</select>', page, re.S).group(0)
    assert all(f'value="{k}"' in reward for k in ("gold", "experience", "health", "draw_item", "manual"))


def test_typed_reward_lines_are_applied_when_the_battle_is_won(client):
    gid = battle_scene(client)
    to_equip(client, gid)
    assert api_state(client, gid)["state"]["battle"]["values"]["angry-mob"] == {
        "reward": [{"kind": "gold", "amount": 2}], "loss": [], "special": []}  # the type was not asked here
    post_battle(client, gid, {"kind": "announce_equipment", "seat": "0"})
    for n in (1, 2, 3):
        r = post_battle(client, gid, {"kind": "battle_roll", "seat": "0", "hero_faces.0": "6", "foe_faces.0": "1",
                                "view": "battle"}, route="act")
        assert r.status_code == 200 and (n == 3 or f"Roll {n}: <strong>12</strong>" in r.get_data(as_text=True))
    hero = api_state(client, gid)["state"]["heroes"][0]
    assert hero["gold"] == 2 and api_state(client, gid)["state"]["battle"] is None
    assert "won" in r.get_data(as_text=True) and "2 Gold" in r.get_data(as_text=True)


def test_a_typed_loss_is_what_the_hero_loses(client):
    gid = battle_scene(client, gold=5)
    lines = {**MOB_LINES, "none:angry-mob:loss": "", "line:angry-mob:loss:0:kind": "gold",
             "line:angry-mob:loss:0:amount": "3"}
    fight_angry_mob(client, gid, lines)
    post_battle(client, gid, {"kind": "choose_battle_kind", "seat": "0", "battle_kind": "strength", "view": "battle"},
          route="act")
    post_battle(client, gid, {"kind": "announce_equipment", "seat": "0"})
    post_battle(client, gid, {"kind": "battle_roll", "seat": "0", "hero_faces.0": "1", "foe_faces.0": "6", "view": "battle"},
          route="act")
    hero = api_state(client, gid)["state"]["heroes"][0]
    assert hero["gold"] == 2 and hero["health"] == 6


@pytest.mark.parametrize(("fields", "message"), [
    ({"line:angry-mob:reward:0:amount": "lots"}, "Angry Mob, reward line 1: type a whole number from 0 to 20."),
    ({"none:angry-mob:reward": "1"}, "Angry Mob, reward: tick &#34;none printed&#34; or type its lines, not both."),
    ({"none:angry-mob:loss": ""}, "Angry Mob, its loss: tick &#34;none printed&#34; or type what the card prints."),
    ({"line:angry-mob:reward:0:kind": "draw_item"}, "Angry Mob, reward line 1: choose the Common or the Rare deck."),
    ({"line:angry-mob:special:1:kind": "manual"}, "Angry Mob, special rule line 2: say in a few words what the table"),
    ({"line:angry-mob:special:0:kind": "hook:steals_everything", "none:angry-mob:special": ""},
     "Angry Mob, special rule line 1: choose what the line says."),
])
def test_a_bad_entry_is_refused_naming_the_field_and_changes_nothing(client, fields, message):
    gid = battle_scene(client)
    before = api_state(client, gid)
    r = fight_angry_mob(client, gid, {**MOB_LINES, **fields})
    page = r.get_data(as_text=True)
    assert 'id="refusal"' in page and message in page
    after = api_state(client, gid)
    assert after["seq"] == before["seq"] and after["state"]["battle"] is None


def _with_blessed_weapon(client):
    gid = battle_scene(client, items=("axe#1", "spiked-shield#1"), abilities=("blessed-weapon#1",))
    for card, values in (("blessed-weapon", BLESSED), ("axe", {"hands": 1}), ("spiked-shield", {"head": False})):
        r = client.post(f"/api/v1/catalog/cards/{card}/entries", json={"values": values})
        assert r.status_code == 201, r.get_json()
    to_equip(client, gid)
    return gid


def test_the_announce_step_offers_the_spell_on_each_weapon(client):
    gid = _with_blessed_weapon(client)
    page = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    assert 'name="cast:blessed-weapon#1" value="axe#1"' in page and "On Axe" in page
    assert 'value="spiked-shield#1"' in page and 'name="cast:blessed-weapon#1" value="spiked-shield#1"' not in page
    assert "equip-preview" in page and 'hx-target="#battle-numbers"' in page


def test_ticking_the_spell_updates_the_odds_before_anything_is_recorded(client):
    gid = _with_blessed_weapon(client)
    seq = api_state(client, gid)["seq"]
    bare = client.get(f"/games/{gid}/battle/equip-preview").get_data(as_text=True)
    armed = client.get(f"/games/{gid}/battle/equip-preview?items[]=axe%231&cast:blessed-weapon%231=axe%231")
    armed = armed.get_data(as_text=True)
    total = re.compile(r'id="hero-total">(\d+)<')
    assert int(total.search(armed)[1]) == int(total.search(bare)[1]) + 2
    assert re.search(r'id="odds-win">([^<]+)<', armed)[1] != re.search(r'id="odds-win">([^<]+)<', bare)[1]
    assert "the Spells cost 1 Magic" in armed and "Blessed Weapon on Axe" in armed
    unused = client.get(f"/games/{gid}/battle/equip-preview?cast:blessed-weapon%231=axe%231").get_data(as_text=True)
    assert "Blessed Weapon is cast on a weapon that is not used. <span class=\"rule-ref\">" in unused
    assert "rulebook 000:L577" in unused  # the rule one tap away, not inline
    assert api_state(client, gid)["seq"] == seq


def test_announcing_the_spell_on_the_axe_records_it_and_pays_its_magic(client):
    gid = _with_blessed_weapon(client)
    r = post_battle(client, gid, {"kind": "announce_equipment", "seat": "0", "items[]": ["axe#1"],
                            "cast:blessed-weapon#1": "axe#1"})
    battle = api_state(client, gid)["state"]["battle"]
    assert battle["step"] == "roll" and battle["hero"]["spells"] == [{"card": "blessed-weapon#1", "on": "axe#1", "discount": 0}]
    assert api_state(client, gid)["state"]["heroes"][0]["magic"] == 3
    assert "Blessed Weapon on Axe" in r.get_data(as_text=True)


def test_a_spell_on_a_weapon_not_used_is_refused_by_rule(client):
    gid = _with_blessed_weapon(client)
    seq = api_state(client, gid)["seq"]
    r = post_battle(client, gid, {"kind": "announce_equipment", "seat": "0", "cast:blessed-weapon#1": "axe#1"})
    page = r.get_data(as_text=True)
    assert 'id="refusal"' in page and "Blessed Weapon is cast on a weapon that is not used" in page
    assert "(000:L577)" in page and api_state(client, gid)["seq"] == seq
    r = post_battle(client, gid, {"kind": "announce_equipment", "seat": "0", "items[]": ["spiked-shield#1"],
                            "cast:blessed-weapon#1": "spiked-shield#1"})
    assert "Blessed Weapon: choose a weapon this hero holds." in r.get_data(as_text=True)
    assert api_state(client, gid)["seq"] == seq


SPIDER = {"value:giant-spider:strength": "2", "value:giant-spider:stat_order": "strength_only",
          "value:giant-spider:lives": "1", "none:giant-spider:loss": "1"}


def _spider_won(client, deck_mode="table"):
    gid = battle_scene(client, creature="giant-spider#1", rare=RARE, deck_mode=deck_mode)
    asked = asked_values(client, gid)
    assert set(asked) == {"giant-spider.stat_order", "giant-spider.lives", "giant-spider.loss"}
    page = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    assert 'name="value:giant-spider:strength"' in page and "Giant Spider: Strength (if printed)" in page
    post_battle(client, gid, {"kind": "start_fight", "seat": "0", "creature": "giant-spider#1", "asked[]": asked, **SPIDER})
    return won_by_strength(client, gid)


def test_the_treasure_offers_the_cards_that_can_come_up_and_takes_the_one_named(client):
    gid, page = _spider_won(client)
    form = re.search(r'data-kind="battle_reward".*?</form>', page, re.S).group(0)
    assert "Item card from the Rare deck" in form
    assert all(f'name="cards.0" value="{c}"' in form for c in RARE) and "Great Sword" in form
    assert "Herald deals" not in form  # the table deals in this game
    post_battle(client, gid, {"kind": "battle_reward", "seat": "0", "cards.0": "ritual-dagger#1"})
    state = api_state(client, gid)["state"]
    assert state["battle"] is None and "ritual-dagger#1" in state["zones"]["hero:0:items"]


def test_herald_deals_the_treasure_in_a_herald_deals_game(client):
    gid, page = _spider_won(client, deck_mode="herald")
    assert 'name="herald" value="cards"' in page
    post_battle(client, gid, {"kind": "battle_reward", "seat": "0", "herald": "cards"})
    state = api_state(client, gid)["state"]
    dealt = [c for c in state["zones"]["hero:0:items"] if c in RARE]
    assert state["battle"] is None and len(dealt) == 1


def test_the_announce_step_offers_a_spell_discount_and_the_spell_then_costs_less_000_L742(client):
    """Effective Spellcasting makes the first Spell that costs Magic 1 cheaper, once a round: the tablet asks which
    card (if any) to use, beside the Spells; named, Blessed Weapon costs nothing."""
    gid = battle_scene(client, items=("axe#1", "spiked-shield#1"), abilities=("blessed-weapon#1", "effective-spellcasting#1"))
    for card, values in (("blessed-weapon", BLESSED), ("axe", {"hands": 1}), ("spiked-shield", {"head": False})):
        assert client.post(f"/api/v1/catalog/cards/{card}/entries", json={"values": values}).status_code == 201
    to_equip(client, gid)
    page = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    assert 'id="spell-discount"' in page and 'name="discount" value="effective-spellcasting#1"' in page
    assert "With Effective Spellcasting" in page
    magic = api_state(client, gid)["state"]["heroes"][0]["magic"]
    post_battle(client, gid, {"kind": "announce_equipment", "seat": "0", "items[]": ["axe#1"],
                        "cast:blessed-weapon#1": "axe#1", "discount": "effective-spellcasting#1"})
    after = api_state(client, gid)["state"]
    assert after["battle"]["hero"]["spells"] == [{"card": "blessed-weapon#1", "on": "axe#1", "discount": 1}]
    assert after["heroes"][0]["magic"] == magic  # 1 Magic less than its price of 1


def test_no_spell_discount_is_asked_without_a_card_that_gives_one(client):
    gid = _with_blessed_weapon(client)
    page = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    assert 'id="spell-discount"' not in page
    post_battle(client, gid, {"kind": "announce_equipment", "seat": "0", "items[]": ["axe#1"],
                        "cast:blessed-weapon#1": "axe#1", "discount": ""})  # the "No" choice posts empty
    assert api_state(client, gid)["state"]["battle"]["step"] == "roll"


def test_the_preview_prices_the_spell_with_the_discount_ticked(client):
    gid = battle_scene(client, items=("axe#1", "spiked-shield#1"), abilities=("blessed-weapon#1", "effective-spellcasting#1"))
    for card, values in (("blessed-weapon", BLESSED), ("axe", {"hands": 1}), ("spiked-shield", {"head": False})):
        assert client.post(f"/api/v1/catalog/cards/{card}/entries", json={"values": values}).status_code == 201
    to_equip(client, gid)
    url = f"/games/{gid}/battle/equip-preview?items[]=axe%231&cast:blessed-weapon%231=axe%231"
    assert "the Spells cost 1 Magic" in client.get(url).get_data(as_text=True)
    cheaper = client.get(url + "&discount=effective-spellcasting%231").get_data(as_text=True)
    assert "the Spells cost 1 Magic" not in cheaper and "Blessed Weapon on Axe" in cheaper
