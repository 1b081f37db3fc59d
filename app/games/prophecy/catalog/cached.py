"""The base catalog kept between starts: checking every cards/ file took a tenth of Herald's start (issue 42).

The checked catalog is pickled in the user's cache folder ($HERALD_CACHE, else $XDG_CACHE_HOME/herald, else
~/.cache/herald) under a key made of every card file's name and bytes, the source of the code that reads and checks
them (the whole Prophecy engine, the engine kit and this folder) and the Python and pydantic versions. A changed file, or changed
code, gives another key, so the files are read and checked again; a cache that cannot be read or written is
ignored (Herald then checks the files as before). A start whose files were checked before (`checked`) reads the kept
catalog on first use, so it imports no engine (issue 42).
"""

from __future__ import annotations

import os
import pickle
import tempfile
from pathlib import Path

from app.games.checked_files import cache_folder, files_digest

HERE = Path(__file__).resolve().parent
KEEP = 16  # catalogs kept in the cache folder (several copies of Herald, each at its own version, may share it)
CODE = (HERE.parent / "engine", HERE, HERE.parents[2] / "engine_kit")  # the Prophecy engine, this folder, the kit


def catalog_key(cards_dir: Path) -> str:
    """A digest of the card files, the code that checks them and the versions the pickle depends on."""
    return files_digest(((Path(cards_dir), "*.toml"), *((folder, "**/*.py") for folder in CODE)))


def _kept_at(cards_dir: Path, folder: Path | None) -> Path | None:
    """Where the catalog of these files is kept; None when no cache folder can be named (no home folder, say)."""
    try:
        return (folder or cache_folder()) / f"prophecy-catalog-{catalog_key(cards_dir)}.pickle"
    except (OSError, RuntimeError):
        return None


def checked(cards_dir: Path, folder: Path | None = None) -> bool:
    """Whether these very files were checked by this very code before: their catalog is kept."""
    path = _kept_at(cards_dir, folder)
    return path is not None and path.exists()


def cached_catalog(cards_dir: Path, folder: Path | None = None):
    """The catalog of cards_dir, checked once per content of its files (and code), then read from the cache."""
    from .loader import load_catalog

    path = _kept_at(cards_dir, folder)
    if path is not None and path.exists():
        try:
            return pickle.loads(path.read_bytes())
        except Exception:  # noqa: BLE001 - unreadable or damaged: check the files instead (and keep them again)
            pass
    catalog = load_catalog(cards_dir)  # a broken file raises CatalogError here, cached or not
    if path is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.NamedTemporaryFile(dir=path.parent, delete=False, suffix=".part") as part:
                part.write(pickle.dumps(catalog, protocol=pickle.HIGHEST_PROTOCOL))
            os.replace(part.name, path)  # whole or not at all: another process may read it at once
            _forget_old(path.parent)
        except OSError:  # a read-only home: the files are checked at each start, as before
            pass
    return catalog


def _forget_old(folder: Path) -> None:
    """Keep the newest few catalogs only: each change to a card file or to the engine's code makes a new one."""
    kept = sorted(folder.glob("prophecy-catalog-*.pickle"), key=lambda path: path.stat().st_mtime, reverse=True)
    for old in kept[KEEP:]:
        old.unlink(missing_ok=True)
