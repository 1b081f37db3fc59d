"""The offers ask plainly: an Opportunity's number boxes may be left empty (none of that), so a Golden Fish's single
wish is one number typed; a card slot is labelled once."""

from __future__ import annotations

import random

from tests.e2e.endgame_api import Table
from tests.web.prophecy.wholegame.formplay import Filled, Tablet, offers_on


def test_a_golden_fish_wish_is_one_number_typed(app):
    table = Table(app, {})
    table.prepare()
    table.chance(0)
    table.act({"kind": "move", "seat": 0, "how": "stay"})
    _, state = table.state()
    table.act({"kind": "correct", "what": "move_card", "card": "golden-fish#1", "to": f"space:{state.hero(0).space}",
               "reason": "came up"})
    tablet = Tablet(table.client, random.Random(1))
    screen = tablet.page(f"/games/{table.game_id}")
    (fish,) = [o for o in offers_on(screen, ".offer-list") if o.kind == "use_opportunity"]
    assert set(fish.numbers) == {"strength", "willpower"} and not fish.required & set(fish.numbers)
    tablet.submit(fish, Filled(values={"strength": "1", "willpower": ""}))
    _, after = table.state()
    assert (after.hero(0).red, after.hero(0).blue) == (state.hero(0).red + 1, state.hero(0).blue)
    assert "golden-fish#1" in after.zone("discard:adventure")


def test_a_card_slot_is_labelled_once(app):
    table = Table(app, {})
    table.prepare()
    screen = Tablet(table.client, random.Random(1)).page(f"/games/{table.game_id}")
    (draw,) = [o for o in offers_on(screen, ".offer-list") if o.kind == "draw_chance"]
    assert [s.get_text(strip=True) for s in draw.form.select(".need-label")] == ["Card"]


def test_what_an_opportunity_gave_is_kept_as_the_group_s_entry_for_its_card(app):
    """The Ancient Scroll's card data says nothing of what it gives: what the table typed when it was used becomes
    the group's entry for the card (origin the table), unless the table said it held only this once."""
    from app.games.prophecy.screens.catalog import catalog_state

    table = Table(app, {})
    table.prepare()
    table.chance(0)
    table.act({"kind": "move", "seat": 0, "how": "stay"})
    _, state = table.state()
    for card in ("ancient-scroll#1", "cleansing-fire#1"):
        table.act({"kind": "correct", "what": "move_card", "card": card, "to": f"space:{state.hero(0).space}",
                   "reason": "came up"})
    tablet = Tablet(table.client, random.Random(1))

    def offer(name: str):
        screen = tablet.page(f"/games/{table.game_id}")
        return next(o for o in offers_on(screen, ".offer-list") if o.kind == "use_opportunity"
                    and f"Use {name}" in o.form.get_text())

    tablet.submit(offer("Ancient Scroll"), Filled(values={"experience": "2", "gold": "1"}))
    tablet.submit(offer("Cleansing Fire"), Filled(values={"magic": "-1", "health": "1", "one_off": "1"}))
    with app.app_context():
        catalog = catalog_state.effective()
        kept = catalog.card("ancient-scroll").effects
        assert [(e.kind, e.amount) for e in kept] == [("gold", 1), ("experience", 2)]
        assert [e.source for e in kept] == ["table", "table"]  # the group's entry, from the table
        assert catalog.card("cleansing-fire").effects is None  # only this time: nothing kept
