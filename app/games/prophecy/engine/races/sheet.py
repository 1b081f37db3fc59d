"""A hero's sheet of caps, limits and costs: the shape lives in slots/sheet.py (the base reads it, Races fill it)."""

from ..slots.sheet import (  # noqa: F401 - the expansion's name for its shapes
    BASE_ABILITY_LIMIT,
    BASE_BLUE_CAP,
    BASE_ITEM_LIMIT,
    BASE_RED_CAP,
    BASE_SHEET,
    HeroSheet,
)
