"""What both the request guard (`security.py`) and the owner PIN (`owner.py`) protect forms with: the CSRF check,
and the local path a PIN page may send a person back to."""

from __future__ import annotations

from flask_wtf.csrf import CSRFProtect

csrf = CSRFProtect()


def safe_next(target: str | None, fallback: str) -> str:
    """A local path to go back to after the PIN, never another site."""
    if not target or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return fallback
    return target
