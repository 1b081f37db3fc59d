"""The offers ask plainly: an Opportunity's number boxes may be left empty (none of that), so a Golden Fish's single
wish is one number typed; a card slot is labelled once."""

from __future__ import annotations

import random

from tests.e2e.endgame_api import Table

from .formplay import Filled, Tablet, offers_on


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
