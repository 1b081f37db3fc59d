"""Coverage figures add up, and serialise for a web page or a JSON API."""

from __future__ import annotations

import json

from app.games.prophecy.engine.cards import Coverage


def test_named_plus_placeholders_is_the_deck_size(catalog):
    for deck in catalog.coverage().decks:
        assert deck.complete + deck.incomplete == deck.named, deck.deck
        assert deck.needing_registration == deck.incomplete + deck.placeholders
        assert len(deck.placeholder_ids) == deck.placeholders
        if deck.size is not None:
            assert deck.named + deck.placeholders == deck.size, deck.deck
            assert len(catalog.deck_instances(deck.deck, expansions=(deck.expansion,))) == deck.size
        else:
            assert deck.placeholders == 0


def test_known_figures(catalog):
    cov = {(d.deck, d.expansion): d for d in catalog.coverage().decks}
    assert cov[("character", "base")].named == 10
    assert cov[("artifact", "base")].named == 4 and cov[("artifact", "base")].placeholders == 1
    assert sum(cov[(f"ability:{g}", "base")].size for g in
               ("fortress", "thieves_guild", "forest_camp", "magic_tower", "monastery")) == 50
    assert cov[("adventure", "base")].size is None and cov[("adventure", "base")].size_source is None
    assert cov[("ability:fortress", "base")].size_source == "003:L611"
    assert cov[("lesser", "dragon_realm")].size_source.endswith("MED")


def test_unplaced_cards_have_no_deck(catalog):
    unplaced = catalog.coverage().unplaced
    assert "hunting" in unplaced and "war-axe" in unplaced
    for cid in unplaced:
        assert catalog.card(cid).deck is None
        assert not any(cid == c.id for d in catalog.physical_decks() for c in catalog.deck_cards(d))


def test_board_coverage(catalog):
    board = catalog.coverage().board
    assert board.spaces == 20 and board.complete + len(board.incomplete_ids) == 20
    assert board.med_values > 0


def test_coverage_round_trips_through_json(catalog):
    cov = catalog.coverage()
    again = Coverage.model_validate(json.loads(cov.model_dump_json()))
    assert again == cov


def test_missing_fields_per_kind(catalog):
    assert catalog.missing_fields("ghost") == ("copies", "loss", "special", "lives", "creature_types")
    assert "strength" not in catalog.missing_fields("ghost")  # a Will-only creature has no Strength
    assert "magic_cost" in catalog.missing_fields("concentration")  # a Spell needs its Magic cost
    assert "magic_cost" not in catalog.missing_fields("stealth")
    assert catalog.missing_fields("deck:adventure") == ("size_base",)
    assert catalog.missing_fields("legends-of-dragons") == ()
    assert catalog.missing_fields("paladin") == ("second_guild",)
    assert catalog.missing_fields("good-times") == ("copies", "effects[0].amount", "effects[1].amount")
    assert catalog.missing_fields("great-sword")[-2:] == ("effects[0].amount", "weapon_types")  # partial list
    confirmed = catalog.with_overrides({"great-sword": {"weapon_types": ["two_handed", "edged"]}})
    assert "weapon_types" not in confirmed.missing_fields("great-sword")
    assert confirmed.card("great-sword").partial == ()
