"""Table overrides: valid values fill gaps, bad ones are refused by field, export and import round-trip."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.prophecy.catalog import dump_overrides, load_catalog, load_overrides
from app.games.prophecy.engine.cards import CatalogError, OverrideError

from .conftest import CARDS


def test_overrides_fill_missing_fields(catalog):
    assert "strength" in catalog.missing_fields("rock-giant")
    filled = catalog.with_overrides({"rock-giant": {"strength": 5, "lives": 1, "creature_types": ["humanoid"]}})
    giant = filled.card("rock-giant")
    assert (giant.strength, giant.lives, giant.creature_types) == (5, 1, ("humanoid",))
    assert "strength" not in filled.missing_fields("rock-giant")
    assert str(filled.provenance("rock-giant", "strength")) == "table"
    assert filled.provenance("rock-giant", "strength").confidence == "TABLE"
    # The base catalog is untouched.
    assert catalog.card("rock-giant").strength is None


def test_override_inside_an_effect(catalog):
    assert "effects[0].amount" in catalog.missing_fields("great-sword")
    filled = catalog.with_overrides({"great-sword": {"effects[0].amount": 3}})
    eff = filled.card("great-sword").effects[0]
    assert (eff.amount, eff.source) == (3, "table")
    assert "effects[0].amount" not in filled.missing_fields("great-sword")


def test_overrides_accumulate_and_none_clears_a_value(catalog):
    one = catalog.with_overrides({"paladin": {"second_guild": "monastery"}})
    two = one.with_overrides({"paladin": {"gender": "female"}, "druid": {"strength": None}})
    assert two.character("paladin").second_guild == "monastery"
    assert two.character("paladin").gender == "female"
    assert two.character("druid").strength is None and "strength" in two.missing_fields("druid")
    assert two.overrides == {"paladin": {"second_guild": "monastery", "gender": "female"}, "druid": {"strength": None}}


def test_med_board_values_are_editable(catalog):
    assert catalog.provenance("space-19", "terrain").confidence == "MED"
    swapped = catalog.with_overrides({"space-01": {"terrain": "plains"}, "space-19": {"terrain": "mountains"}})
    assert swapped.space(1).terrain == "plains" and swapped.space(19).terrain == "mountains"
    gated = catalog.with_overrides({"space-02": {"gate": True}})
    assert 2 in gated.gates()


@pytest.mark.parametrize(
    ("overrides", "entity", "field"),
    [
        ({"sword": {"price": "seven"}}, "sword", "price"),  # wrong type
        ({"sword": {"price": True}}, "sword", "price"),  # a bool is not a number
        ({"sword": {"price": -1}}, "sword", "price"),  # out of range
        ({"angry-mob": {"lives": 2}}, "angry-mob", "lives"),  # not 1 or 3
        ({"paladin": {"strength": 11}}, "paladin", "strength"),  # out of range
        ({"paladin": {"second_guild": "fortress"}}, "paladin", "second_guild"),  # both guilds the same
        ({"paladin": {"second_guild": "forest_camp"}}, "paladin", "second_guild"),  # excluded guild
        ({"sword": {"sharpness": 3}}, "sword", "sharpness"),  # unknown field
        ({"sword": {"kind": "creature"}}, "sword", "kind"),  # fixed field
        ({"sword": {"effects[0].amount": 2}}, "sword", "effects[0].amount"),  # effects unknown: set them whole
        ({"sword": {"effects": [{"kind": "fly"}]}}, "sword", "effects[0]"),  # not in the vocabulary
        ({"no-such-card": {"price": 3}}, "no-such-card", ""),  # unknown card
        ({"space-03": {"terrain": "swamp"}}, "space-03", "terrain"),
        ({"deck:artifact": {"size_base": 3}}, "deck:artifact", "size_base"),  # fewer than the named cards
        ({"ability-fortress-unregistered-01": {"name": "Toughness"}}, "ability-fortress-unregistered-01", "kind"),
    ],
)
def test_bad_overrides_are_refused_and_change_nothing(catalog, overrides, entity, field):
    before = catalog.coverage()
    with pytest.raises(OverrideError) as err:
        catalog.with_overrides(overrides)
    assert err.value.entity == entity
    assert err.value.field.startswith(field)
    assert err.value.file == "overrides"
    assert catalog.coverage() == before and catalog.overrides == {}


def test_registering_a_placeholder(catalog):
    pid = "ability-monastery-unregistered-01"
    before = catalog.coverage()
    reg = catalog.with_overrides({pid: {"kind": "ability", "name": "Sanctity of Life", "copies": 1,
                                        "experience_cost": 4, "spell": False,
                                        "effects": [{"kind": "manual", "note": "As printed."}]}})
    card = reg.card(pid)
    assert (card.kind, card.name, card.guild, card.missing_fields()) == ("ability", "Sanctity of Life", "monastery", ())
    assert len(reg.deck_instances("ability:monastery")) == 10
    mon = {d.deck: d for d in reg.coverage().decks}["ability:monastery"]
    old = {d.deck: d for d in before.decks}["ability:monastery"]
    assert (mon.named, mon.placeholders, mon.complete) == (old.named + 1, old.placeholders - 1, old.complete + 1)


def test_placing_an_unsorted_card_takes_a_placeholder(catalog):
    assert catalog.card("hunting").deck is None
    placed = catalog.with_overrides({"hunting": {"guild": "forest_camp"}})
    ids = [c.id for c in placed.deck_cards("ability:forest_camp")]
    assert "hunting" in ids and len(placed.deck_instances("ability:forest_camp")) == 10
    assert "hunting" not in placed.coverage().unplaced
    # The highest-numbered placeholder makes room; the others keep their ids.
    before = [c.id for c in catalog.deck_cards("ability:forest_camp") if c.kind == "unregistered"]
    after = [c.id for c in placed.deck_cards("ability:forest_camp") if c.kind == "unregistered"]
    assert after == before[:-1]


def test_a_full_deck_refuses_another_card(catalog):
    full = catalog.with_overrides({f"ability-thieves-guild-unregistered-0{n}": {"kind": "ability"} for n in (1, 2)})
    with pytest.raises(OverrideError) as err:
        full.with_overrides({"curse": {"guild": "thieves_guild"}})
    assert (err.value.entity, err.value.field) == ("deck:ability:thieves_guild", "size_base")


def test_entering_a_deck_size_creates_placeholders(catalog):
    named = len(catalog.deck_instances("rare"))
    sized = catalog.with_overrides({"deck:rare": {"size_base": named + 4}})
    holes = [c.id for c in sized.deck_cards("rare") if c.kind == "unregistered"]
    assert holes == [f"rare-unregistered-0{n}" for n in range(1, 5)]
    more = sized.with_overrides({"ritual-dagger": {"copies": 2}})
    assert [c.id for c in more.deck_cards("rare") if c.kind == "unregistered"] == holes[:-1]
    assert len(more.deck_instances("rare")) == named + 4


def test_export_import_round_trip(catalog, tmp_path):
    overrides = {
        "rock-giant": {"strength": 5, "creature_types": ["humanoid"]},
        "great-sword": {"effects[0].amount": 3},
        "deck:rare": {"size_base": 26},
        "space-03": {"terrain": "forest", "gate": False},
        "druid": {"strength": None},
    }
    applied = catalog.with_overrides(overrides)
    doc = dump_overrides(applied.overrides)
    assert doc["format"] == "herald-catalog-overrides" and doc["version"] == 1 and doc["game"] == "prophecy"
    path = tmp_path / "export.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    loaded = load_overrides(json.loads(path.read_text(encoding="utf-8")))
    assert loaded == overrides
    again = load_catalog(CARDS, loaded)
    assert dump_overrides(again.overrides) == doc
    assert again.coverage() == applied.coverage()
    assert again.card("rock-giant") == applied.card("rock-giant")


@pytest.mark.parametrize(
    ("doc", "field"),
    [
        ([], ""),
        ({"format": "other", "version": 1, "game": "prophecy", "overrides": {}}, "format"),
        ({"format": "herald-catalog-overrides", "version": 2, "game": "prophecy", "overrides": {}}, "version"),
        ({"format": "herald-catalog-overrides", "version": 1, "game": "chess", "overrides": {}}, "game"),
        ({"format": "herald-catalog-overrides", "version": 1, "game": "prophecy", "overrides": []}, "overrides"),
        ({"format": "herald-catalog-overrides", "version": 1, "game": "prophecy", "overrides": {}, "x": 1}, "x"),
        ({"format": "herald-catalog-overrides", "version": 1, "game": "prophecy",
          "overrides": {"sword": {"price": 1.5}}}, "sword.price"),
    ],
)
def test_bad_export_files_are_refused(doc, field):
    with pytest.raises(CatalogError) as err:
        load_overrides(doc)
    assert err.value.field == field


_values = st.recursive(
    st.none() | st.booleans() | st.integers(-50, 50) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=6,
)
_overrides = st.dictionaries(
    st.from_regex(r"[a-z][a-z0-9-]{0,12}", fullmatch=True),
    st.dictionaries(st.from_regex(r"[a-z_]{1,10}", fullmatch=True), _values, max_size=4),
    max_size=5,
)


@settings(max_examples=60, deadline=None)
@given(_overrides)
def test_dump_load_is_the_identity(overrides):
    doc = dump_overrides(overrides)
    assert load_overrides(json.loads(json.dumps(doc))) == overrides
    assert dump_overrides(load_overrides(doc)) == doc


def test_a_rebuild_with_the_group_s_values_validates_only_the_entries_they_change(catalog, monkeypatch):
    """Each card entry the group saves (three at a game's creation, one per seat) rebuilds the catalog: the records
    nobody changed keep their checked form, so only the entries the values touch are validated again, and the
    result is the catalog a build from the files gives."""
    from app.games.prophecy.engine.cards import build

    checked = []
    validate = build.validate
    monkeypatch.setattr(build, "validate", lambda rec, data, **kw: checked.append(rec.id) or validate(rec, data, **kw))
    registered = {"kind": "ability", "name": "Sanctity of Life", "copies": 1, "experience_cost": 4, "spell": False,
                  "effects": [{"kind": "manual", "note": "As printed."}]}
    values = {"rock-giant": {"strength": 5}, "space-02": {"gate": True}, "ability-monastery-unregistered-01": registered}
    filled = catalog.with_overrides(values)
    assert sorted(checked) == ["ability-monastery-unregistered-01", "rock-giant", "space-02"]
    fresh = load_catalog(CARDS, values)
    assert filled.card("rock-giant") == fresh.card("rock-giant") and filled.space(2) == fresh.space(2)
    assert dict(filled._parts.entities) == dict(fresh._parts.entities)
    assert filled._parts.part_cards == fresh._parts.part_cards
    checked.clear()
    assert dict(filled.without_overrides()._parts.entities) == dict(catalog._parts.entities) and not checked
