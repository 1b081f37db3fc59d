"""Fixtures for the catalog tests: the real cards/ directory, its Catalog, editable copies, the rulebooks."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from app.catalog import load_catalog
from app.engine.cards import Catalog

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "cards"
SEEDS = Path(os.environ.get("HERALD_SEEDS", ROOT.parent / "shared" / "seeds"))


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


def rulebook_line(ref: str) -> str:
    """The text of a rulebook line such as '000:L437'; skips the test when the rulebooks are absent."""
    number, _, line = ref.partition(":L")
    files = sorted(SEEDS.glob(f"{number}_*.txt")) if SEEDS.is_dir() else []
    if not files:
        pytest.fail(f"rulebook {number} not found under {SEEDS}: set HERALD_SEEDS or keep shared/ beside the repository")
    return files[0].read_text(encoding="utf-8").splitlines()[int(line) - 1]


def assert_line_says(ref: str, *phrases: str) -> None:
    """The cited rulebook line contains each phrase (so the citation points at the right place)."""
    text = rulebook_line(ref).replace("*", "").replace("\u201c", "\"").replace("\u201d", "\"")
    for phrase in phrases:
        assert phrase in text, f"{ref} does not contain {phrase!r}"
