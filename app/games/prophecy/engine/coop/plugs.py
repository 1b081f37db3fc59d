"""Where the Cooperative game and Solo change the base game's rules: each plug is registered on a base seam (seams.py)."""

from __future__ import annotations

from ..combat import segments
from .battle import power_up


@segments.FOE_MODIFIERS.plug
def _power_up_tokens(before, state, battle, card: str):
    return [*before(state, battle, card), *power_up(state, card)]  # the tokens on a Guardian's plane (003:L541-548)
