"""A battle preview counts what the hero holds without the caller listing it: a worn Crown of Power (000:L958) makes
the Battle of Wills cheaper and the hero stronger in it, in the preview as in the action (000:L433: one head Item in
use, the one the hero carries)."""

from __future__ import annotations

from app.games.prophecy.engine.combat.model import Opponent
from app.games.prophecy.engine.combat.preview import preview
from tests.engine.combat.kit import CTX, hero, offers, scene


def test_a_worn_crown_of_power_counts_in_a_preview_that_lists_no_items_000_L958():
    state = scene(hero(0, "Cleo", "mercenary", 6, 5, 1), hero(1, "Ben", "paladin", 4, 4, 1),
                  zones={"hero:0:items": ["crown-of-power#1"]})
    shown = preview(state, CTX, 0, Opponent(kind="hero", seat=1), kind="wills")
    listed = preview(state, CTX, 0, Opponent(kind="hero", seat=1), kind="wills", items=("crown-of-power#1",))
    wills = [k for k in shown["kinds"] if k["label"].startswith("Battle of Wills")]
    assert wills and wills[0]["magic_cost"] == 1, shown["kinds"]
    assert shown["breakdown"] == listed["breakdown"] and "+1 Crown of Power" in shown["breakdown"]["hero"][0]["lines"]
    assert any(o.kind == "start_fight" for o in offers(state))


def test_a_guardians_preview_needs_only_the_numbers_that_change_the_odds_000_L800():
    """A Guardian's Experience, reward and loss come with the result, not the odds: a preview gives odds without them
    (still listing them as missing); 000:L800 with the card: the Vampire Lord is fought by Wills then Strength as one
    battle, so a preview asked for a Battle of Strength shows that battle's breakdown."""
    state = scene(hero(0, "Cleo", "mercenary", 6, 5, 1), hero(1, "Ben", "paladin", 4, 4, 0),
                  zones={"plane:0:lesser": ["vampire-lord#1"]}, stage="astral")
    shown = preview(state, CTX, 0, Opponent(kind="guardian", card="vampire-lord#1"))
    assert shown["odds"] is not None and not shown["blocking"] and "vampire-lord.experience" in shown["missing"]
    strength = preview(state, CTX, 0, Opponent(kind="guardian", card="vampire-lord#1"), kind="strength")
    assert strength["battle_kind"] == ["wills", "strength"] and strength["breakdown"]["hero"], strength["violations"]
