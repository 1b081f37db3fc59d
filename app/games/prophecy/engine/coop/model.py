"""What a cooperative or solo game keeps in the state: the shapes live in slots/coop.py."""

from ..slots.coop import (  # noqa: F401 - the expansion's name for its shapes
    NO_TOKENS,
    Collapse,
    CoopState,
    Freeze,
)
