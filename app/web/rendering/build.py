"""A fingerprint of the code and templates this server runs: the same in every process started from one copy."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]  # the checkout: app/web/rendering/build.py is three folders down

SOURCES = ("app", "templates", "static", "cards")


def fingerprint() -> str:
    """Eight hex digits that change when any file Herald renders with changes (its path, size or time)."""
    digest = hashlib.sha256()
    lines = []
    for folder in SOURCES:
        for top, folders, files in os.walk(ROOT / folder):
            folders[:] = [name for name in folders if name != "__pycache__"]  # not walked: a start makes them
            lines.extend((os.path.relpath(os.path.join(top, name), ROOT), os.stat(os.path.join(top, name))) for name in files)
    for relative, stat in sorted(lines, key=lambda line: line[0]):
        digest.update(f"{relative}:{stat.st_size}:{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()[:8]
