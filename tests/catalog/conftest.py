"""Fixtures for the catalog tests: the real cards/ directory, its Catalog, editable copies, the cited rulebook lines."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from app.games.prophecy.catalog import load_catalog
from app.games.prophecy.engine.cards import Catalog
from tests import rulebooks

ROOT = Path(__file__).resolve().parents[2]
CARDS_ROOT = ROOT / "cards"
CARDS = CARDS_ROOT / "prophecy"


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    """The catalog built from the real cards/ directory."""
    return load_catalog(CARDS)


@pytest.fixture
def cards_copy(tmp_path: Path) -> Path:
    """A writable copy of cards/ for tests that break it on purpose."""
    target = tmp_path / "cards"
    shutil.copytree(CARDS, target)
    return target


def assert_line_says(ref: str, *phrases: str) -> None:
    """The cited rulebook line holds every key word of each phrase (so the citation points at the right place)."""
    indexed = rulebooks.line(ref)
    for phrase in phrases:
        missing = [w for w in rulebooks.key_words(phrase) if w not in indexed.words]
        assert not missing, f"{ref} does not say {phrase!r} (missing {missing})"
