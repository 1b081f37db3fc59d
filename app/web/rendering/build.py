"""A fingerprint of the code and templates this server runs: the same in every process started from one copy."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]  # the checkout: app/web/rendering/build.py is three folders down

SOURCES = ("app", "templates", "static", "cards")


def fingerprint() -> str:
    """Eight hex digits that change when any file Herald renders with changes (its path, size or time)."""
    lines = []
    for folder in SOURCES:
        for top, folders, files in os.walk(ROOT / folder):
            folders[:] = [name for name in folders if name != "__pycache__"]  # not walked: a start makes them
            # one relative path per folder, not per file: relpath for each of ~1,100 files was most of a start's
            # 15 ms here (issue 42)
            inside = os.path.relpath(top, ROOT) + os.sep
            lines.extend((inside + name, os.stat(os.path.join(top, name))) for name in files)
    lines.sort(key=lambda line: line[0])
    listed = "".join(f"{relative}:{stat.st_size}:{stat.st_mtime_ns}\n" for relative, stat in lines)
    return hashlib.sha256(listed.encode()).hexdigest()[:8]
