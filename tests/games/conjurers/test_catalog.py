"""The Conjurers card data: the box's decks, a source line for every value, unknowns marked, bad files refused."""

from __future__ import annotations

import pytest

from app.games.conjurers.catalog import CARDS_DIR, CardDataError, load_catalog, load_minions

from .kit import catalog


def test_the_box_holds_the_seeds_decks():
    """001:L122-124 forty creatures, eight per mythology; 001:L126 fifteen level 1; 001:L136 twenty items;
    001:L142-146 fifteen artifacts, three per mythology."""
    cat = catalog()
    creatures = cat.deck("creature")
    assert len(creatures) == 40 and {sum(c.myth == m for c in creatures) for m in
                                     ("egyptian", "greek", "japanese", "norse", "biblical")} == {8}
    assert len(cat.deck("level1")) == 15 and {c.level for c in cat.deck("level1")} == {1}
    assert {c.myth for c in cat.deck("level1")} == {None}
    assert len(cat.deck("item")) == 20 and {c.myth for c in cat.deck("item")} == {None}
    artifacts = cat.deck("artifact")
    assert len(artifacts) == 15 and {sum(a.myth == m for a in artifacts) for m in
                                     ("egyptian", "greek", "japanese", "norse", "biblical")} == {3}


def test_no_printed_number_is_invented():
    """001:L200-217 the seed's card table is garbled, so no level, cost or VP comes from it: only 001:L267's cost."""
    cat = catalog()
    assert all(c.level is None for c in cat.deck("creature"))
    assert all(c.cost is None for c in cat.deck("item"))
    known = [(c.id, c.cost, c.vp) for c in cat.deck("artifact") if c.cost is not None or c.vp is not None]
    assert known == [("artifact-greek-1", {"bronze": 12, "sapphire": 4}, None)]


def _write(tmp_path, body: str):
    for path in CARDS_DIR.glob("*.toml"):
        (tmp_path / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "items.toml").write_text(body, encoding="utf-8")
    return tmp_path


HEAD = '[meta]\nschema = 1\ncontains = "cards"\ngame = "conjurers"\n'


@pytest.mark.parametrize(("entry", "message"), [
    ('[item-01]\ndeck = "item"\ncost = { wood = 3 }\nunknown = ["name"]\n[item-01.source]\ndeck = "001:L136"\n',
     "cost has no source"),
    ('[item-01]\ndeck = "item"\nunknown = ["name"]\n[item-01.source]\ndeck = "001:L136"\n', "mark unknown"),
    ('[item-01]\ndeck = "item"\nname = "X"\nunknown = ["name", "cost"]\n[item-01.source]\ndeck = "001:L136"\n'
     'name = "001:L136"\n', "both given and unknown"),
])
def test_a_value_without_source_or_unknown_mark_is_refused(tmp_path, entry, message):
    """001:L136 items: a file that states a value without its line, or forgets one, names the card."""
    with pytest.raises(CardDataError, match=message):
        load_catalog(_write(tmp_path, HEAD + entry))


def test_a_missing_card_is_refused(tmp_path):
    """001:L136 the box holds twenty items; a catalog with fewer does not load."""
    with pytest.raises(CardDataError, match="deck sizes"):
        load_catalog(_write(tmp_path, HEAD))


def test_minion_numbers_follow_the_level_fought_for():
    """001:L469 minor, small, normal, huge for levels 2 to 5; 001:L472 HP/BD 7/2, 9/3, 12/3, 14/4."""
    minions = load_minions()
    table = {name: (s.target_level, s.hp, s.bd) for name, s in minions.sizes.items()}
    assert table == {"minor": (2, 7, 2), "small": (3, 9, 3), "normal": (4, 12, 3), "huge": (5, 14, 4)}
    assert [minions.for_level(lv) for lv in (2, 3, 4, 5)] == ["minor", "small", "normal", "huge"]


def test_minion_abilities_by_mythology():
    """001:L476-480 the minion's abilities by mythology and size (table C15)."""
    a = load_minions().abilities
    assert set(a) == {"egyptian", "greek", "japanese", "norse", "biblical"}
    assert a["biblical"]["huge"] == (("defensive", 4),)
    assert a["norse"]["huge"] == (("multi_attack", 0), ("offensive", 2))
    assert a["greek"]["huge"] == (("flying", 0), ("first_strike", 0))
    assert a["egyptian"]["small"] == (("poisonous", 0),) and a["egyptian"]["huge"] == (("burning", 2),)
    assert [a["japanese"][s][0][1] for s in ("minor", "small", "normal", "huge")] == [1, 2, 3, 4]


def test_a_start_leaves_only_files_checked_before_for_first_use(tmp_path, monkeypatch):
    """Issue 42: a start checks cards/conjurers/ unless these very files passed a check before (then it imports no
    engine); a broken file marks nothing, so it still stops the next start too."""
    from app.games.conjurers.catalog import checked_before, checked_catalog

    monkeypatch.setenv("HERALD_CACHE", str(tmp_path / "cache"))
    cards = tmp_path / "cards"
    cards.mkdir()
    for path in CARDS_DIR.glob("*.toml"):
        (cards / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    assert not checked_before(cards)
    assert len(checked_catalog(cards).deck("item")) == 20 and checked_before(cards)
    items = cards / "items.toml"
    items.write_text(items.read_text(encoding="utf-8") + "\n[item-broken]\nname = 3\n", encoding="utf-8")
    assert not checked_before(cards)  # another file: checked again
    with pytest.raises(CardDataError):
        checked_catalog(cards)
    assert not checked_before(cards)
