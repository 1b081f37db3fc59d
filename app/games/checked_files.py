"""What both games' card checks keep between starts: the user's cache folder, and a digest of the card files with
the code that checks them (a changed file or changed code gives another digest, so the files are checked again)."""

from __future__ import annotations

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
    versions (a kept catalog is a pickle of pydantic models)."""
    import pydantic

    digest = hashlib.sha256(f"{sys.version}|{pydantic.VERSION}".encode())
    for base, pattern in sources:
        for path in sorted(Path(base).glob(pattern)):
            digest.update(str(path.relative_to(base)).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()
