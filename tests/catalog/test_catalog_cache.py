"""The checked catalog kept between starts (issue 42): the same as checking the files, and checked again whenever a
card file changes, so a broken file still stops Herald and a corrected value is seen."""

from __future__ import annotations

import pickle

import pytest

from app.games.prophecy.catalog import load_catalog
from app.games.prophecy.catalog.cached import cached_catalog
from app.games.prophecy.engine.cards import CatalogError


def _edit(path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path.name}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_the_kept_catalog_is_the_checked_one(cards_copy, tmp_path):
    folder = tmp_path / "cache"
    made = cached_catalog(cards_copy, folder)
    assert len(list(folder.glob("*.pickle"))) == 1
    kept = cached_catalog(cards_copy, folder)
    assert kept is not made  # read back from the cache, not the same object
    checked = load_catalog(cards_copy)
    assert kept._parts == checked._parts  # every card, deck, board fact and entity, field by field
    assert kept.character("paladin").strength == checked.character("paladin").strength == 4


def test_a_changed_card_file_is_checked_again(cards_copy, tmp_path):
    folder = tmp_path / "cache"
    assert cached_catalog(cards_copy, folder).character("paladin").strength == 4
    _edit(cards_copy / "characters.toml", "strength = 4", "strength = 5")
    assert cached_catalog(cards_copy, folder).character("paladin").strength == 5
    _edit(cards_copy / "characters.toml", "strength = 5", 'strength = "five"')
    with pytest.raises(CatalogError) as err:
        cached_catalog(cards_copy, folder)
    assert err.value.file == "characters.toml"


def test_a_damaged_cache_is_ignored(cards_copy, tmp_path):
    folder = tmp_path / "cache"
    cached_catalog(cards_copy, folder)
    (kept,) = folder.glob("*.pickle")
    kept.write_bytes(b"not a pickle")
    assert cached_catalog(cards_copy, folder).character("paladin").strength == 4
    assert pickle.loads(kept.read_bytes()).character("paladin").strength == 4  # written again, whole


def test_without_a_home_folder_the_files_are_checked_at_each_start(cards_copy, monkeypatch):
    from pathlib import Path

    def homeless():
        raise RuntimeError("no home folder")

    monkeypatch.delenv("HERALD_CACHE", raising=False)
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setattr(Path, "home", homeless)
    assert cached_catalog(cards_copy).character("paladin").strength == 4


def test_only_the_newest_catalogs_are_kept(cards_copy, tmp_path, monkeypatch):
    import os

    from app.games.prophecy.catalog import cached

    folder = tmp_path / "cache"
    folder.mkdir()
    for n in range(5):
        old = folder / f"prophecy-catalog-old{n}.pickle"
        old.write_bytes(b"from an older version")
        os.utime(old, (1_000_000 + n, 1_000_000 + n))
    monkeypatch.setattr(cached, "KEEP", 3)
    cached_catalog(cards_copy, folder)
    kept = {path.name for path in folder.glob("*.pickle")}
    new = {name for name in kept if "old" not in name}
    assert len(new) == 1  # the one just checked, and the two newest of the others
    assert kept == {*new, "prophecy-catalog-old4.pickle", "prophecy-catalog-old3.pickle"}


def test_the_files_digest_reads_what_pathlib_s_glob_finds_in_its_order(tmp_path):
    """Issue 42: the digest walks the folders itself (pathlib was two thirds of its cost at a start); it digests the
    same files in the same order as a plain pathlib listing, so a kept catalog's key is what it was."""
    import hashlib
    import sys
    from pathlib import Path

    import pydantic

    from app.games.checked_files import files_digest

    def listed(sources):
        digest = hashlib.sha256(f"{sys.version}|{pydantic.VERSION}".encode())
        for base, pattern in sources:
            for path in sorted(Path(base).glob(pattern)):
                digest.update(str(path.relative_to(base)).encode() + b"\0" + path.read_bytes() + b"\0")
        return digest.hexdigest()

    code = tmp_path / "code"
    for name in ("a/b.py", "a.b/c.py", "a/z/deep.py", "top.py", "a/notes.txt", "b/__pycache__/x.cpython-311.pyc",
                 "cards/one.toml", "cards/sub/two.toml", "kit.py"):
        (code / name).parent.mkdir(parents=True, exist_ok=True)
        (code / name).write_text(f"# {name}\n", encoding="utf-8")
    sources = ((code / "cards", "*.toml"), (code, "**/*.py"), (code, "kit.py"), (code / "none", "**/*.py"))
    assert files_digest(sources) == listed(sources)
    (code / "a" / "z" / "deep.py").write_text("# changed\n", encoding="utf-8")
    assert files_digest(sources) == listed(sources)
    # the two orders differ here: by path parts "a/b.py" comes before "a.b/c.py", by text after it
    assert sorted(["a/b.py", "a.b/c.py"]) == ["a.b/c.py", "a/b.py"]
    root = Path(__file__).resolve().parents[2]
    real = ((root / "cards" / "prophecy", "*.toml"), (root / "app" / "games" / "conjurers", "**/*.py"))
    assert files_digest(real) == listed(real)
