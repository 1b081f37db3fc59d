"""Any name can be typed where a card comes up: a name no card of that deck carries is offered as a new card of
the group's box; choosing it makes the group's entry of the right deck and kind, brings the card into the game's
deck in a step of its own, and the action names it."""

from __future__ import annotations

from tests.e2e.endgame_api import Table
from tests.helpers import as_tablet, gm_headers
from tests.web.prophecy.wholegame.formplay import parse


def _at_plains_card(app) -> Table:
    table = Table(app, keep={})
    table.prepare()
    pool = table.offers("draw_chance")[0].choices["card"]
    plains = next(c for c in pool if c.startswith("chance-plains#"))
    table.act({"kind": "draw_chance", "seat": 0, "card": plains})
    return table


def test_a_name_herald_does_not_know_becomes_a_card_of_the_right_deck(app):
    table = _at_plains_card(app)
    client = table.client
    offer = table.offers("resolve_chance")[0]
    pool = offer.choices["cards"]
    page = client.get(f"/games/{table.game_id}/cards", headers=gm_headers(table.game_id),
                      query_string=[("q", "Rock  Troll"), ("need", "cards.0"), ("pick", "radio"),
                                    *[("choice[]", c) for c in pool]])
    found = parse(page.get_data(as_text=True))
    news = {i["value"]: i.find_parent("label").get_text(strip=True) for i in found.select(".new-card input")}
    assert news == {"new:adventure:creature:Rock Troll": "Rock Troll: a new Creature of your box",
                    "new:adventure:opportunity:Rock Troll": "Rock Troll: a new Opportunity of your box"}
    # a name the deck knows, or two letters, offers no new card
    for typed in ("hermit", "ro"):
        page = client.get(f"/games/{table.game_id}/cards", headers=gm_headers(table.game_id),
                          query_string=[("q", typed), ("need", "cards.0"), *[("choice[]", c) for c in pool]])
        assert "new-card" not in page.get_data(as_text=True)

    seq, state = table.state()
    plan = offer.choices["plan"]
    others = [c for c in sorted(pool) if c.startswith(("hermit", "gem"))] or sorted(pool)
    cards = ["new:adventure:creature:Rock Troll", *others[:len(plan) - 1]]
    as_tablet(client, make_game=False)  # the game master's tablet (it created the game), with its page's CSRF token
    r = client.post(f"/games/{table.game_id}/act", headers={"HX-Request": "true"},
                    data={"seq": seq, "kind": "resolve_chance", "seat": 0,
                          **{f"cards.{i}": c for i, c in enumerate(cards)}})
    assert r.status_code == 200 and 'id="refusal"' not in r.get_data(as_text=True), r.get_data(as_text=True)[:3000]
    seq2, state = table.state()
    assert seq2 == seq + 2  # the card joined the deck, then the Chance card was carried out
    card = app.extensions["herald.catalog"].card("table-rock-troll")
    assert (card.kind, card.name, card.deck) == ("creature", "Rock Troll", "adventure")
    assert state.where("table-rock-troll#1") == f"space:{plan[0][0]}"
    told = " ".join(" ".join(row.story) for row in app.extensions["herald.log"].rows(table.game_id))
    assert "Rock Troll, a card of your box new to this game, went into the Adventure deck." in told
    # the next game's decks hold the group's card from the start
    assert "table-rock-troll#1" in app.extensions["herald.catalog"].deck_instances("adventure")


def test_a_game_with_a_new_card_exports_and_imports_with_its_entry(app, tmp_path):
    import json

    from app import create_app

    table = _at_plains_card(app)
    client = as_tablet(table.client, make_game=False)
    seq, _ = table.state()
    offer = table.offers("resolve_chance")[0]
    others = sorted(c for c in offer.choices["cards"])[:len(offer.choices["plan"]) - 1]
    r = client.post(f"/games/{table.game_id}/act", headers={"HX-Request": "true"},
                    data={"seq": seq, "kind": "resolve_chance", "seat": 0, "cards.0": "new:adventure:opportunity:Wishing Well",
                          **{f"cards.{i + 1}": c for i, c in enumerate(others)}})
    assert 'id="refusal"' not in r.get_data(as_text=True)
    exported = client.get(f"/api/v1/games/{table.game_id}/export").get_json()
    assert ("table-wishing-well", "kind", "opportunity") in {(e["card_id"], e["field"], e["value"])
                                                             for e in exported["catalog_entries"]}
    other = create_app({"TESTING": True, "SECRET_KEY": "t", "DATABASE": str(tmp_path / "other.sqlite")})
    oc = as_tablet(other.test_client(), make_game=False)
    r = oc.post("/api/v1/games/import", data=json.dumps(exported), content_type="application/json")
    assert r.status_code == 201, r.get_json()
    assert other.extensions["herald.catalog"].card("table-wishing-well").name == "Wishing Well"
    _, state = other.extensions["herald.log"].load(r.get_json()["id"])
    assert state.where("table-wishing-well#1") is not None
