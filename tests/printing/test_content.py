"""The printed rules: every fact points at real rulebook lines, and none of the wording is copied."""

from __future__ import annotations

import pytest

from app.games.prophecy.printing import content
from tests import rulebooks


def test_every_fact_names_existing_rulebook_lines():
    for fact in content.all_facts():
        assert fact.refs, fact.text
        for ref in fact.refs:
            match = content.REF.match(ref)
            assert match, ref
            assert match[1] in ("000", "002", "003", "004"), ref
            assert 1 <= int(match[2]) <= rulebooks.line_count(match[1]), f"{ref} is past the end ({fact.text})"
            assert not rulebooks.line(ref).blank, f"{ref} is not a line with text ({fact.text})"


def test_no_sentence_is_copied_from_a_rulebook():
    facts = list(content.all_facts())
    assert len(facts) > 20
    for fact in facts:
        copied = rulebooks.copied_from_a_rulebook(fact.text)
        assert not copied, f"copied wording {copied[0]!r} in: {fact.text}"


@pytest.mark.parametrize("variant", sorted(content.VARIANTS))
def test_a_chosen_variant_gets_its_section(variant):
    ids = {s.id for s in content.rules_sections("standard", (variant,))}
    assert variant in ids
    assert not (set(content.VARIANTS) - {variant}) & ids
    if variant in ("no_final_battle", "apocalypse"):
        assert "final" not in ids
    else:
        assert "final" in ids


def test_the_basic_version_has_its_own_goal_and_no_astral_planes():
    ids = {s.id for s in content.rules_sections("basic", ("apocalypse",))}
    assert "goal-basic" in ids and "goal" not in ids
    assert not ids & {"planes", "final", "apocalypse", "heroes"}
    text = " ".join(f.text for s in content.rules_sections("basic") for f in s.facts)
    assert "Certificate" in text and "Economic Crisis" not in text


def test_conventions_are_named_as_herald_s_not_as_rules():
    """Issue 14: where no rulebook line decides (a tie for first player, a Guardian's lives), Herald's choice is named
    as its convention, with the lines that leave the question open (000:L214, 000:L479)."""
    from app.games.prophecy.printing.content import conventions, rules_sections

    texts = [f.text for f in conventions("standard")]
    assert any("tie" in t for t in texts) and any("Guardians" in t for t in texts)
    assert [f.text for f in conventions("basic")] == texts[:1]  # the Basic version has no Guardians
    titles = {s.id: s.title for s in rules_sections("standard")}
    assert "no rule says" in titles["conventions"]


@pytest.mark.parametrize("mode", ["cooperative", "solo"])
def test_the_cooperative_modes_get_their_goal_and_clock_instead_of_the_crown(mode):
    # 003:L569 and 003:L623: all five Artifacts, not four; 003:L575 and 003:L625: the rounds after the last token.
    ids = {s.id for s in content.rules_sections("standard", (mode,))}
    assert mode in ids and not ids & {"goal", "final"} and ({"cooperative", "solo"} - {mode}).isdisjoint(ids)
    text = " ".join(f.text for s in content.rules_sections("standard", (mode,)) if s.id == mode for f in s.facts)
    assert "Power Up token" in text and ("three more rounds" in text if mode == "cooperative" else "five rounds" in text)
    aid = {s.id for s in content.aid_sections("standard", (mode,))}
    assert f"aid-{mode}" in aid and "aid-turn" in aid
    assert "aid-cooperative" not in {s.id for s in content.aid_sections("standard")}
    assert content.other_variants("standard", (mode,)) == []
