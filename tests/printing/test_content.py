"""The printed rules: every fact points at real rulebook lines, and none of the wording is copied."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from app.printing import content

SEEDS = Path(os.environ.get("HERALD_SEEDS", Path(__file__).resolve().parents[2].parent / "shared" / "seeds"))
NGRAM = 7  # a run of this many words shared with a rulebook counts as copied


def _seed(number: str) -> list[str]:
    files = sorted(SEEDS.glob(f"{number}_*.txt"))
    if not files:
        pytest.fail(f"rulebook {number} not found under {SEEDS}: set HERALD_SEEDS or keep shared/ beside the repository")
    return files[0].read_text(encoding="utf-8").splitlines()


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower().replace("**", ""))


def test_every_fact_names_existing_rulebook_lines():
    books = {n: _seed(n) for n in ("000", "004")}
    for fact in content.all_facts():
        assert fact.refs, fact.text
        for ref in fact.refs:
            match = content.REF.match(ref)
            assert match, ref
            lines = books[match[1]]
            line = int(match[2])
            assert 1 <= line <= len(lines) and lines[line - 1].strip(), f"{ref} is not a line with text ({fact.text})"


def test_no_sentence_is_copied_from_a_rulebook():
    grams: set[tuple[str, ...]] = set()
    for number in ("000", "002", "004"):
        words = _words(" ".join(_seed(number)))
        grams.update(tuple(words[i : i + NGRAM]) for i in range(len(words) - NGRAM + 1))
    for fact in content.all_facts():
        words = _words(fact.text)
        copied = [" ".join(words[i : i + NGRAM]) for i in range(len(words) - NGRAM + 1) if tuple(words[i : i + NGRAM]) in grams]
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
    from app.printing.content import conventions, rules_sections

    texts = [f.text for f in conventions("standard")]
    assert any("tie" in t for t in texts) and any("Guardians" in t for t in texts)
    assert [f.text for f in conventions("basic")] == texts[:1]  # the Basic version has no Guardians
    titles = {s.id: s.title for s in rules_sections("standard")}
    assert "no rule says" in titles["conventions"]
