"""Through the API: the Cooperative game and Solo are created with the Ancient Races and Hybrids (003:L473, 003:L491,
003:L599), as a script would send them."""

from __future__ import annotations

from tests.helpers import GM_PIN, SEATS

# What the elf's and the dwarf's cards show that the catalog does not know yet, typed by the table.
ELF = {"race": "elf", "gold": 0, "experience": 0, "item_limit": 0, "ability_limit": 0}
DWARF = {"race": "dwarf", "strength": 0, "willpower": 0, "gold": 0, "experience": 0, "item_limit": 0,
         "ability_limit": 0}


def _post(client, seats: list[dict], options: dict):
    setup = {"kind": "create_game", "options": options, "seats": seats}
    return client.post("/api/v1/games", json={"name": "Together", "setup": setup, "pin": GM_PIN})


def test_cooperative_for_three_with_races_is_created_003_L473_L491(client):
    seats = [{**s, "races": [ELF]} for s in SEATS[:3]]
    r = _post(client, seats, {"coop": {"mode": "cooperative"}, "expansion": {"races": True}})
    assert r.status_code == 201, r.get_json()
    state = client.get(f"/api/v1/games/{r.get_json()['id']}").get_json()["state"]
    assert [h["races"] for h in state["heroes"]] == [["elf"]] * 3


def test_solo_with_hybrids_is_created_003_L599_L647(client):
    r = _post(client, [{**SEATS[0], "races": [ELF, DWARF]}],
              {"coop": {"mode": "solo", "difficulty": "hard"}, "expansion": {"races": True, "hybrids": True}})
    assert r.status_code == 201, r.get_json()
    state = client.get(f"/api/v1/games/{r.get_json()['id']}").get_json()["state"]
    assert state["heroes"][0]["races"] == ["elf", "dwarf"]


def test_the_board_step_lists_the_cooperative_and_solo_preparation_003_L473_L609_L613(client):
    from tests.helpers import as_tablet

    tablet = as_tablet(client, make_game=False)
    base = {"go": "4", "name": "Prep", "seat0_player": "A", "seat1_player": "B"}
    for i, (character, s, w, g1, g2) in enumerate((("Paladin", "4", "4", "fortress", "monastery"),
                                                   ("Druid", "3", "6", "forest_camp", "magic_tower"))):
        base.update({f"seat{i}_character": character, f"seat{i}_strength": s, f"seat{i}_willpower": w,
                     f"seat{i}_guild1": g1, f"seat{i}_guild2": g2})
    solo = tablet.post("/games/new", data={**base, "coop_mode": "solo", "seats": "1"}).get_data(as_text=True)
    coop = tablet.post("/games/new", data={**base, "coop_mode": "cooperative", "seats": "2"}).get_data(as_text=True)
    assert 'id="prep-scrolls"' in solo and 'id="prep-legends"' in solo and "keeps nine" in solo  # 003:L609-613
    assert 'id="prep-realm"' in coop and 'id="prep-legends"' not in coop  # 003:L473
    assert "who starts, as you choose" in coop and "who rolled highest" not in coop  # 003:L495
