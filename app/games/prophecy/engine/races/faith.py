"""The Troll's Low Faith (003:L151): luck does nothing for a troll, so an Opportunity that only brings luck (Clover
Meadow) is of no use to her and stays on its space (an Opportunity nobody can use is left, 000:L305).

Which other cards the Race card names as luck cards is printed only there; the table applies those."""

from __future__ import annotations

from .. import rulebook
from ..actions import guard
from ..rules import lookup
from ..state import GameState

R_LOW_FAITH = rulebook.rule(
    "low_faith",
    "Luck does nothing for a troll: an Opportunity that brings only luck, such as Clover Meadow, stays on its space.",
    "003:L151",
)


@guard
def low_faith(state: GameState, kind: str, fields: dict, ctx) -> None:
    """Refuse a troll's use of an Opportunity that brings only luck."""
    if kind != "use_opportunity":
        return
    seat, card = fields.get("seat"), fields.get("card")
    if not isinstance(seat, int) or not 0 <= seat < len(state.heroes) or not card:
        return
    if state.hero(seat).sheet.has("low_faith") and "luck_only" in lookup.card_hooks(ctx, card):
        raise rulebook.refuse(R_LOW_FAITH, f"{lookup.name(ctx, card)} brings only luck, which does nothing for a "
                                           "troll: it stays on the space.")
