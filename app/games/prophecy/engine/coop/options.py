"""The cooperative and solo modes as options: the shapes and tables live in slots/coop_options.py."""

from ..slots.coop_options import (  # noqa: F401 - the expansion's name for its shapes
    COLLAPSE_ROUNDS,
    COOP_TOKENS,
    DIFFICULTIES,
    DIFFICULTY_WORDS,
    SOLO_TOKENS,
    SUPPLY,
    TABLE_CITES,
    CoopMode,
    CoopOptions,
    Difficulty,
    lighter_than_hard,
    over_supply,
    recommended,
)
