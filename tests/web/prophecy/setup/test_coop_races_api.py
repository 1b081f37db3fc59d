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
