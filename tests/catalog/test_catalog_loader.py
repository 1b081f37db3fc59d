"""The loader: the real cards/ loads with the right counts; broken copies are refused, naming file and field."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from app.games.prophecy.catalog import load_catalog
from app.games.prophecy.engine.cards import CatalogError
from app.games.prophecy.engine.cards.vocab import GUILDS

# --- the real data -------------------------------------------------------------------------------


def test_real_cards_load(catalog):
    assert len(catalog.cards()) > 100


def test_fifty_abilities_ten_per_guild(catalog):
    per_guild = {g: catalog.deck_instances(f"ability:{g}") for g in GUILDS}
    assert all(len(v) == 10 for v in per_guild.values()), {g: len(v) for g, v in per_guild.items()}
    assert sum(len(v) for v in per_guild.values()) == 50


def test_guardians_artifacts_characters(catalog):
    assert len(catalog.deck_instances("lesser")) == 5
    assert len(catalog.deck_instances("greater")) == 5
    assert len(catalog.deck_instances("artifact")) == 5
    assert len(catalog.deck_instances("character")) == 10
    assert len(catalog.characters()) == 10


def test_base_box_is_211_once_the_open_deck_sizes_are_entered(catalog):
    box = catalog.coverage().box
    assert box.total == 211
    assert box.known_sizes == 65  # 50 Abilities + 5 Lesser + 5 Greater + 5 Artifacts
    assert set(box.open_decks) == {"adventure", "chance", "common", "rare"}
    assert box.known_sizes + box.named_in_open_decks + box.unallocated == 211
    # The group counts its four open decks; any split of the remaining 146 works.
    sizes = {"adventure": 63, "chance": 22, "common": 35, "rare": 26}
    full = catalog.with_overrides({f"deck:{d}": {"size_base": n} for d, n in sizes.items()})
    in_box = [d.id for d in full.decks() if d.in_box and not d.alias_of]
    assert sum(len(full.deck_instances(d)) for d in in_box) == 211
    assert full.coverage().box.unallocated == 0


def test_open_deck_sizes_must_add_up_to_the_box(catalog):
    sizes = {"adventure": 63, "chance": 22, "common": 35, "rare": 27}
    with pytest.raises(CatalogError) as err:
        catalog.with_overrides({f"deck:{d}": {"size_base": n} for d, n in sizes.items()})
    assert err.value.entity == "box" and err.value.field == "base_total"


def test_every_physical_instance_is_in_exactly_one_deck(catalog):
    seen: dict[str, str] = {}
    for deck in catalog.physical_decks():
        for inst in catalog.deck_instances(deck, expansions=("base", "dragon_realm")):
            assert inst not in seen, f"{inst} in {deck} and {seen[inst]}"
            seen[inst] = deck
            assert re.fullmatch(r"[a-z0-9-]+#\d+", inst)
            assert catalog.instance(inst).id == inst.split("#")[0]


def test_placeholders_are_named_by_deck_and_number(catalog):
    fortress = catalog.deck_cards("ability:fortress")
    holes = [c.id for c in fortress if c.kind == "unregistered"]
    assert holes == [f"ability-fortress-unregistered-{n:02d}" for n in range(1, len(holes) + 1)]
    assert catalog.missing_fields(holes[0]) == ("name", "kind")
    dr = [c.id for c in catalog.deck_cards("common", expansions=("dragon_realm",)) if c.kind == "unregistered"]
    assert dr[0] == "common-dragon-realm-unregistered-01"


def test_basic_version_removes_cards_and_decks(catalog):
    chance = {i.split("#")[0] for i in catalog.deck_instances("chance", variant="basic")}
    for removed in ("chance-fortress", "open-training", "prophetic-dream", "interesting-times", "training-offer"):
        assert removed not in chance
    assert "charity" in chance
    assert "lost-library#1" not in catalog.deck_instances("adventure", variant="basic")
    assert catalog.deck_instances("lesser", variant="basic") == ()
    assert catalog.deck_instances("artifact", variant="basic") == ()
    # Certificates are the Ability cards themselves, used face down, and exist only in the Basic version.
    assert len(catalog.deck_instances("certificate", variant="basic")) == 50
    assert catalog.deck_instances("certificate") == ()
    assert "certificate" not in catalog.physical_decks()
    cert = catalog.certificate("monastery")
    assert (cert.experience_cost, cert.gold_cost, cert.member_gold_cost) == (5, 5, 0)  # 004:L236-238
    assert catalog.variant("basic").certificates_to_win == 5


def test_every_card_is_structured_hooked_manual_or_unknown(catalog):
    """Nothing is dropped silently: each card has effects (structured, hook or manual), a Chance event, or
    says which of them the table must still enter."""
    for card in catalog.cards():
        if card.kind in ("character", "certificate", "unregistered", "race"):  # a Race: numbers and traits
            continue
        lists = card.EFFECT_LISTS
        structured = any(getattr(card, n) for n in lists) or getattr(card, "event", None)
        pending = [f for f in card.missing_fields() if f.split("[")[0] in lists or f == "event"]
        assert structured or pending, card.id
        for name in lists:
            assert all(e.kind for e in getattr(card, name) or ())


# --- deliberately broken copies -------------------------------------------------------------------


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path.name}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _refused(cards: Path) -> CatalogError:
    with pytest.raises(CatalogError) as err:
        load_catalog(cards)
    return err.value


def test_unknown_key_is_refused(cards_copy):
    _edit(cards_copy / "adventure.toml", 'name = "Ghost"\n', 'name = "Ghost"\nfavourite_colour = "grey"\n')
    err = _refused(cards_copy)
    assert (err.file, err.entity, err.field) == ("adventure.toml", "ghost", "favourite_colour")
    assert "adventure.toml" in str(err) and "favourite_colour" in str(err) and "unknown key" in str(err)


def test_wrong_type_is_refused(cards_copy):
    _edit(cards_copy / "items_common.toml", "price = 7", 'price = "7"')
    err = _refused(cards_copy)
    assert (err.file, err.entity, err.field) == ("items_common.toml", "sword", "price")
    assert "integer" in err.detail


def test_out_of_range_is_refused(cards_copy):
    _edit(cards_copy / "adventure.toml", "lives = 3\nexperience = 7", "lives = 2\nexperience = 7")
    err = _refused(cards_copy)
    assert (err.entity, err.field) == ("angry-mob", "lives")


def test_value_without_source_is_refused(cards_copy):
    _edit(cards_copy / "adventure.toml", 'willpower = "000:L964"\n', "")
    err = _refused(cards_copy)
    assert (err.file, err.entity, err.field) == ("adventure.toml", "ghost", "willpower")
    assert "source" in err.detail


def test_effect_without_source_is_refused(cards_copy):
    _edit(cards_copy / "adventure.toml", '{ kind = "gold", amount = 3, source = "000:L964" }', '{ kind = "gold", amount = 3 }')
    err = _refused(cards_copy)
    assert (err.entity, err.field) == ("ghost", "reward[0].source")


def test_low_confidence_source_is_refused(cards_copy):
    _edit(cards_copy / "adventure.toml", 'experience = "000:L964"', 'experience = "prophecy-data:§0.1 LOW"')
    err = _refused(cards_copy)
    assert (err.entity, err.field) == ("ghost", "source.experience")
    assert "LOW" in err.detail


def test_research_source_without_confidence_is_refused(cards_copy):
    _edit(cards_copy / "board.toml", 'gates_total = "prophecy-data:§1.2 MED"', 'gates_total = "prophecy-data:§1.2"')
    err = _refused(cards_copy)
    assert (err.file, err.entity, err.field) == ("board.toml", "board", "source.gates_total")


def test_source_for_an_absent_value_is_refused(cards_copy):
    _edit(cards_copy / "adventure.toml", '[ghost.source]\n', '[ghost.source]\nprice = "000:L335"\n')
    err = _refused(cards_copy)
    assert (err.entity, err.field) == ("ghost", "source.price")


def test_unknown_effect_kind_is_refused(cards_copy):
    _edit(cards_copy / "adventure.toml", '{ kind = "gold", amount = 3, source = "000:L964" }',
          '{ kind = "teleport_home", source = "000:L964" }')
    err = _refused(cards_copy)
    assert err.entity == "ghost" and err.field.startswith("reward[0]")


def test_reference_to_unknown_card_is_refused(cards_copy):
    _edit(cards_copy / "decks.toml", '"lost-library",', '"lost-libary",')
    err = _refused(cards_copy)
    assert (err.file, err.entity, err.field) == ("decks.toml", "variant:basic", "removes_cards")
    assert "lost-libary" in err.detail


def test_unknown_guild_is_refused(cards_copy):
    _edit(cards_copy / "characters.toml", 'start_guild = "fortress"', 'start_guild = "castle"')
    err = _refused(cards_copy)
    assert (err.file, err.entity, err.field) == ("characters.toml", "paladin", "start_guild")


def test_reference_to_unknown_deck_is_refused(cards_copy):
    _edit(cards_copy / "decks.toml", 'alias_of = ["ability:fortress",', 'alias_of = ["ability:castle",')
    err = _refused(cards_copy)
    assert (err.file, err.entity, err.field) == ("decks.toml", "deck:certificate", "alias_of")


def test_reference_to_unknown_plane_is_refused(cards_copy):
    _edit(cards_copy / "board.toml", 'attacks = "plane-monastery"', 'attacks = "plane-moon"')
    err = _refused(cards_copy)
    assert (err.file, err.entity, err.field) == ("board.toml", "space-05", "attacks")


def test_reference_to_unknown_ability_is_refused(cards_copy):
    _edit(cards_copy / "abilities_dragon_realm.toml", 'ability_set = "coop"\nname = "Secret Hideouts"',
          'ability_set = "coop"\nname = "Secret Hideouts"\nreplaces = "no-such-ability"')
    _edit(cards_copy / "abilities_dragon_realm.toml", '[secret-hideouts.source]\n',
          '[secret-hideouts.source]\nreplaces = "003:L487"\n')
    err = _refused(cards_copy)
    assert (err.file, err.entity, err.field) == ("abilities_dragon_realm.toml", "secret-hideouts", "replaces")


def test_wrong_deck_count_is_refused(cards_copy):
    _edit(cards_copy / "decks.toml", 'size_base = 5\n[decks.artifact.source]', 'size_base = 3\n[decks.artifact.source]')
    err = _refused(cards_copy)
    assert (err.file, err.entity, err.field) == ("decks.toml", "deck:artifact", "size_base")
    assert "declares 3" in err.detail


def test_duplicate_id_across_files_is_refused(cards_copy):
    (cards_copy / "zz_extra.toml").write_text(
        '[meta]\nschema = 1\ncontains = "cards"\n\n[ghost]\nkind = "creature"\n', encoding="utf-8"
    )
    err = _refused(cards_copy)
    assert (err.file, err.entity) == ("zz_extra.toml", "ghost")
    assert "duplicate" in err.detail and "adventure.toml" in err.detail


def test_duplicate_id_in_one_file_is_refused(cards_copy):
    with (cards_copy / "adventure.toml").open("a", encoding="utf-8") as fh:
        fh.write('\n[ghost]\nkind = "creature"\n')
    err = _refused(cards_copy)
    assert err.file == "adventure.toml" and "TOML" in err.detail


def test_card_kind_in_the_wrong_deck_is_refused(cards_copy):
    _edit(cards_copy / "adventure.toml", '[ghost]\nkind = "creature"', '[ghost]\nkind = "wyvern"')
    err = _refused(cards_copy)
    assert (err.entity, err.field) == ("ghost", "kind")


def test_missing_meta_is_refused(cards_copy):
    _edit(cards_copy / "planes.toml", "[meta]\nschema = 1\n", "[meta_]\nschema = 1\n")
    err = _refused(cards_copy)
    assert (err.file, err.field) == ("planes.toml", "meta")


def test_bad_slug_is_refused(cards_copy):
    _edit(cards_copy / "adventure.toml", "[ghost]\n", "[Ghost_Card]\n")
    _edit(cards_copy / "adventure.toml", "[ghost.source]\n", "[Ghost_Card.source]\n")
    err = _refused(cards_copy)
    assert err.entity == "Ghost_Card" and err.field == "id"


def test_inconsistent_creature_is_refused(cards_copy):
    _edit(cards_copy / "adventure.toml", 'stat_order = "wills_only"\nexperience = 2',
          'stat_order = "wills_only"\nstrength = 3\nexperience = 2')
    _edit(cards_copy / "adventure.toml", '[ghost.source]\n', '[ghost.source]\nstrength = "000:L964"\n')
    err = _refused(cards_copy)
    assert err.entity == "ghost" and "wills_only" in err.detail
