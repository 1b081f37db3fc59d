"""What both games' card checks keep between starts: the user's cache folder, and a digest of the card files with
the code that checks them (a changed file or changed code gives another digest, so the files are checked again)."""

from __future__ import annotations

import fnmatch
import hashlib
import os
import sys
from collections.abc import Iterable
from pathlib import Path


def cache_folder() -> Path:
    """Where checked catalogs and marks are kept: $HERALD_CACHE, else $XDG_CACHE_HOME/herald, else ~/.cache/herald."""
    if os.environ.get("HERALD_CACHE"):
        return Path(os.environ["HERALD_CACHE"])
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "herald"


def files_digest(sources: Iterable[tuple[Path, str]]) -> str:
    """A digest of every file each (folder, glob pattern) finds, by path and bytes, with the Python and pydantic
    versions (a kept catalog is a pickle of pydantic models). A pattern is a file name pattern (the folder's own
    files) or one under "**/" (the folder's and its subfolders')."""
    import pydantic

    digest = hashlib.sha256(f"{sys.version}|{pydantic.VERSION}".encode())
    for base, pattern in sources:
        for relative, path in _found(str(base), pattern):
            with open(path, "rb") as file:
                digest.update("/".join(relative).encode() + b"\0" + file.read() + b"\0")
    return digest.hexdigest()


def _found(base: str, pattern: str) -> list[tuple[tuple[str, ...], str]]:
    """The files `Path(base).glob(pattern)` finds, in its sorted order (by path parts): (parts under base, path).
    Walked with os.scandir: pathlib's glob, relative_to and sorting were two thirds of a start's digests (issue 42)."""
    deep = pattern.startswith("**/")
    name = pattern.removeprefix("**/")
    found, folders = [], [((), base)]
    while folders:
        parts, folder = folders.pop()
        try:
            entries = list(os.scandir(folder))
        except (FileNotFoundError, NotADirectoryError):
            continue
        for entry in entries:
            if deep and entry.is_dir():
                folders.append(((*parts, entry.name), entry.path))
            elif fnmatch.fnmatchcase(entry.name, name) and entry.is_file():
                found.append(((*parts, entry.name), entry.path))
    return sorted(found)
