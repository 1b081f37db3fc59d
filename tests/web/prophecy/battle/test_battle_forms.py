"""The battle screen's form reader (app/games/prophecy/screens/battle/battle_forms.py): typed card values and Spells, and Herald's deal."""

from __future__ import annotations

import random

import pytest
from werkzeug.datastructures import MultiDict

from app.games.prophecy.screens.battle.battle_forms import (
    FieldError,
    deal_treasure,
    spell_casts,
    typed_values,
    value_inputs,
)


def name(card: str) -> str:
    return card.replace("-", " ").title()


def test_each_missing_value_gets_the_widget_its_field_needs():
    inputs = value_inputs(["thug.stat_order", "thug.lives", "thug.reward", "thug.creature_types", "golem.reward[0].amount"],
                          name, unknown=lambda card, field: field == "strength")
    got = {(i.card, i.path): (i.widget, i.required, i.label) for i in inputs}
    assert got[("thug", "stat_order")][0] == "choice" and got[("thug", "lives")][0] == "choice"
    assert got[("thug", "reward")][0] == "lines" and got[("thug", "creature_types")][0] == "types"
    assert got[("golem", "reward[0].amount")] == ("number", True, "Golem: its reward 1: how much")
    assert got[("thug", "strength")] == ("number", False, "Thug: Strength (if printed)")
    assert ("thug", "willpower") not in got  # the catalog knows it


def test_typed_values_come_out_in_the_catalog_overrides_shape():
    form = MultiDict([("asked[]", "thug.stat_order"), ("asked[]", "thug.creature_types"), ("asked[]", "thug.loss"),
                      ("asked[]", "thug.reward"), ("asked[]", "golem.reward[0].amount"),
                      ("value:thug:stat_order", "strength_only"), ("value:thug:strength", "4"),
                      ("types:thug", "humanoid"), ("types:thug", "undead"),
                      ("line:thug:loss:0:kind", "health"), ("line:thug:loss:0:amount", "2"),
                      ("line:thug:loss:1:kind", "manual"), ("line:thug:loss:1:amount", "Drops a weapon"),
                      ("line:thug:reward:0:kind", "draw_item"), ("line:thug:reward:0:deck", "rare"),
                      ("line:thug:reward:1:kind", "hook:wounds_on_encounter"),
                      ("value:golem:reward[0].amount", "5")])
    with pytest.raises(FieldError, match="Thug, reward line 2: choose what the line says."):
        typed_values(form, name)  # a special rule is not a reward
    form.setlist("line:thug:reward:1:kind", ["gold"])
    form.setlist("line:thug:reward:1:amount", ["3"])
    assert typed_values(form, name) == {
        "thug": {"stat_order": "strength_only", "strength": 4, "creature_types": ["humanoid", "undead"],
                 "loss": [{"kind": "health", "amount": -2}, {"kind": "manual", "note": "Drops a weapon"}],
                 "reward": [{"kind": "draw_item", "deck": "rare", "count": 1}, {"kind": "gold", "amount": 3}]},
        "golem": {"reward[0].amount": 5}}


@pytest.mark.parametrize(("fields", "message"), [
    ([("value:thug:lives", "2")], "Thug, Lives: choose one of One life, Three lives."),
    ([("value:thug:strength", "99")], "Thug, Strength: type a whole number from -20 to 30."),
    ([("asked[]", "thug.creature_types"), ("types:thug", "animal"), ("none:thug:creature_types", "1")],
     "Thug, type: tick the types printed or \"none printed\", not both."),
    ([("asked[]", "thug.creature_types")], "Thug, Type: tick \"none printed\" or type what the card prints."),
    ([("asked[]", "thug.experience")], "Thug, Experience: type it from the card."),
    ([("line:thug:reward:0:amount", "3")], "Thug, reward line 1: choose what the line says."),
    ([("line:thug:special:0:kind", "hook:port_makes_stronger")], "Thug, special rule line 1: type a whole number"),
])
def test_bad_values_name_the_card_and_the_field(fields, message):
    with pytest.raises(FieldError) as info:
        typed_values(MultiDict(fields), name)
    assert str(info.value).startswith(message)


def test_spells_are_cast_plain_or_on_a_weapon_offered():
    form = MultiDict({"cast:prayer#1": "yes", "cast:blessed-weapon#1": "axe#1", "cast:mass-decay#1": ""})
    offered = ["prayer#1", "blessed-weapon#1", "mass-decay#1"]
    assert spell_casts(form, offered, {"blessed-weapon#1": ["axe#1"]}) == [
        {"card": "prayer#1"}, {"card": "blessed-weapon#1", "on": "axe#1"}]
    with pytest.raises(FieldError, match="Blessed Weapon: choose a weapon this hero holds."):
        spell_casts(MultiDict({"cast:blessed-weapon#1": "shield#1"}), offered, {"blessed-weapon#1": ["axe#1"]})
    assert spell_casts(MultiDict({"cast:fireball#1": "yes"}), offered, {}) == []  # not offered: ignored


def test_herald_deals_what_the_table_left_after_the_die():
    choices = {"draws": ["rare"], "high_roll": {"deck": "rare", "threshold": 5},
               "cards": {"rare": ["a#1", "b#1", "c#1"]}}
    dealt = deal_treasure((), (3,), choices, random.Random(1))
    assert len(dealt) == 1 and dealt[0] in choices["cards"]["rare"]
    dealt = deal_treasure(("b#1",), (6,), choices, random.Random(1))
    assert dealt[0] == "b#1" and len(dealt) == 2 and dealt[1] in ("a#1", "c#1")
    with pytest.raises(FieldError, match="No card can come up from the rare deck"):
        deal_treasure((), (6,), {**choices, "cards": {"rare": ["a#1"]}}, random.Random(1))


def test_a_cards_unknown_battle_kind_is_asked_as_a_choice():
    """Issue 14: a Spell's (or an Item's) bonus whose battle kind is unknown is asked, Strength, Wills or both."""
    from app.games.prophecy.screens.battle.battle_forms import value_inputs

    (ask,) = value_inputs(["blessed-weapon.effects[0].battle"], lambda c: "Blessed Weapon")
    assert ask.widget == "choice" and [v for v, _ in ask.choices] == ["strength", "wills", "both"]
