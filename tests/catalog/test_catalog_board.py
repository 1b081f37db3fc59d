"""The board ring against the rulebook's walking, horse, boat and gate clues."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine.cards import CatalogError


def test_ring_has_twenty_spaces_and_five_planes(catalog):
    assert [s.index for s in catalog.spaces()] == list(range(20))
    assert len(catalog.planes()) == 5
    kinds = [s.space_kind for s in catalog.spaces()]
    assert kinds.count("guild") == 5 and kinds.count("city") == 1 and kinds.count("village") == 1  # 000:L55
    assert kinds.count("enchanted_wilderness") == 1 and kinds.count("terrain") == 12


def test_neighbours_wrap_around(catalog):
    assert catalog.neighbours(0) == (19, 1)
    assert catalog.neighbours(19) == (18, 0)
    with pytest.raises(CatalogError):
        catalog.space(20)


def test_village_clues(catalog):
    """000:L275: walk to Mountains or Plains, ride to Magic Tower or Thieves' Guild, sail to two ports."""
    walk = {catalog.space(i).terrain for i in catalog.neighbours(0)}
    assert walk == {"mountains", "plains"}
    ride = {catalog.space(i).guild for i in ((0 - 2) % 20, 2)}
    assert ride == {"magic_tower", "thieves_guild"}
    boat = [catalog.space(i) for i in catalog.nearest_ports(0)]
    assert {(s.terrain, s.name) for s in boat} == {("plains", "Plains"), ("mountains", "Mountains")}
    mountains = next(s for s in boat if s.terrain == "mountains")
    assert "forest_camp" in {catalog.space(i).guild for i in catalog.neighbours(mountains.index)}


def test_sample_turn_clues(catalog):
    """000:L960: Enchanted Wilderness - Forest - Forest Camp - Mountains; 000:L970-972: Monastery next to
    the City, whose boat reaches the Plains next to the Enchanted Wilderness."""
    ew = next(s.index for s in catalog.spaces() if s.space_kind == "enchanted_wilderness")
    walk = [catalog.space((ew + k) % 20) for k in range(4)]
    assert [w.terrain or w.guild or w.space_kind for w in walk] == [
        "enchanted_wilderness", "forest", "forest_camp", "mountains"
    ]
    city = next(s.index for s in catalog.spaces() if s.space_kind == "city")
    assert "monastery" in {catalog.space(i).guild for i in catalog.neighbours(city)}
    landing = [catalog.space(i) for i in catalog.nearest_ports(city)]
    assert any(s.terrain == "plains" and ew in catalog.neighbours(s.index) for s in landing)


def test_ports_and_gates(catalog):
    """000:L59: the City has both; 000:L335: City to Enchanted Wilderness by Magic Gate."""
    city = catalog.space(7)
    assert city.port and city.gate
    assert {7, 12} <= set(catalog.gates())
    assert sum(1 for s in catalog.spaces() if s.port and s.gate) == 1
    assert len(catalog.ports()) == 5
    assert catalog.nearest_ports(3) == ()  # not a port space


def test_astral_planes_have_two_attack_spaces(catalog):
    """000:L475: the plane closest to the Monastery is attacked from the adjacent Forest or the City."""
    assert catalog.attack_spaces("plane-monastery") == (5, 7)
    assert catalog.space(5).terrain == "forest" and catalog.space(7).space_kind == "city"
    for plane in catalog.planes():
        spaces = catalog.attack_spaces(plane.id)
        guild = next(s.index for s in catalog.spaces() if s.guild == plane.closest_guild)
        assert set(spaces) == set(catalog.neighbours(guild)), plane.id
        assert all(catalog.attacked_plane(i) == plane.id for i in spaces)
    assert catalog.attacked_plane(0) is None


def test_safe_spaces(catalog):
    """000:L293: Monastery and Forest Camp are safe; the Village only with lodging."""
    safe = {s.name: s.safe for s in catalog.spaces() if s.safe != "never"}
    assert safe == {"Village": "lodging", "Monastery": "always", "Forest Camp": "always"}


def test_unknown_board_values_stay_unknown(catalog):
    for i in (3, 8, 9, 16, 17):
        assert catalog.space(i).terrain is None and "terrain" in catalog.missing_fields(f"space-{i:02d}")
    assert catalog.space(2).gate is None and catalog.space(18).gate is None  # only the C source has them
    assert catalog.provenance("space-10", "guild").confidence == "MED"
    assert catalog.provenance("space-07", "gate").confidence == "HIGH"
