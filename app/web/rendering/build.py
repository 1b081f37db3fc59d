"""A fingerprint of the code and templates this server runs: the same in every process started from one copy."""

from __future__ import annotations

import hashlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]  # the checkout: app/web/rendering/build.py is three folders down

SOURCES = ("app", "templates", "static", "cards")


def fingerprint() -> str:
    """Eight hex digits that change when any file Herald renders with changes (its path, size or time)."""
    digest = hashlib.sha256()
    for folder in SOURCES:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                stat = path.stat()
                digest.update(f"{path.relative_to(ROOT)}:{stat.st_size}:{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()[:8]
