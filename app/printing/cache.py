"""Printed PDFs kept for reuse: a repeated print of an unchanged game is served without rendering.

The key covers everything a PDF depends on: the game and its head step (seq and log row), the
document, the seat, the paper, the catalog's version and the version of the printing code itself
(templates, stylesheets, rules text). Entries live in memory (LRU) and in instance/print-cache/.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from collections import OrderedDict
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .render import PRINT_TEMPLATES, TEMPLATES

PACKAGE = Path(__file__).resolve().parent
GAMES = PACKAGE.parent / "games"


def _sources() -> list[Path]:
    """This package, the shared print templates, and every game's print documents and their templates."""
    return [PACKAGE, PRINT_TEMPLATES, *sorted(GAMES.glob("*/printing")), *sorted(TEMPLATES.glob("*/print"))]


@cache
def code_version() -> str:
    """A digest of everything that shapes a printed page: the printing code and the print templates."""
    digest = hashlib.sha256()
    for folder in _sources():
        for path in sorted(folder.rglob("*.*")):
            if "__pycache__" in path.parts or path.suffix == ".pyc" or not path.is_file():
                continue
            digest.update(f"{folder.parent.name}/{folder.name}/{path.relative_to(folder)}".encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def cache_key(**parts) -> str:
    """A hex digest of the parts that determine a PDF, plus the printing code's version."""
    blob = json.dumps({**parts, "code": code_version()}, sort_keys=True, default=str)
    return hashlib.sha256(blob.encode()).hexdigest()[:32]


@dataclass(frozen=True)
class Entry:
    """A cached PDF and its page count."""

    pdf: bytes
    pages: int


class PrintCache:
    """A small in-memory LRU of PDFs backed by a folder of files."""

    def __init__(self, directory: Path | None, max_items: int = 24, max_files: int = 200):
        self.directory = Path(directory) if directory else None
        self.max_items = max_items
        self.max_files = max_files
        self._memory: OrderedDict[str, Entry] = OrderedDict()
        self._lock = threading.Lock()
        if self.directory:
            self.directory.mkdir(parents=True, exist_ok=True)

    def get(self, key: str) -> Entry | None:
        """The cached PDF for a key, from memory or from disk, or None."""
        with self._lock:
            if key in self._memory:
                self._memory.move_to_end(key)
                return self._memory[key]
        if self.directory:
            path = self.directory / f"{key}.pdf"
            try:
                pdf = path.read_bytes()
                pages = int((self.directory / f"{key}.pages").read_text())
            except (OSError, ValueError):
                return None
            entry = Entry(pdf, pages)
            self._remember(key, entry)
            return entry
        return None

    def put(self, key: str, entry: Entry) -> None:
        """Keep a PDF in memory and on disk."""
        self._remember(key, entry)
        if self.directory:
            tmp = self.directory / f".{key}.{os.getpid()}.tmp"
            tmp.write_bytes(entry.pdf)
            (self.directory / f"{key}.pages").write_text(str(entry.pages))
            tmp.replace(self.directory / f"{key}.pdf")
            self._prune()

    def clear(self) -> None:
        """Forget everything (memory and disk)."""
        with self._lock:
            self._memory.clear()
        if self.directory:
            for path in self.directory.glob("*"):
                path.unlink(missing_ok=True)

    def _remember(self, key: str, entry: Entry) -> None:
        with self._lock:
            self._memory[key] = entry
            self._memory.move_to_end(key)
            while len(self._memory) > self.max_items:
                self._memory.popitem(last=False)

    def _prune(self) -> None:
        files = sorted(self.directory.glob("*.pdf"), key=lambda p: p.stat().st_mtime)
        for path in files[: max(0, len(files) - self.max_files)]:
            path.unlink(missing_ok=True)
            path.with_suffix(".pages").unlink(missing_ok=True)
