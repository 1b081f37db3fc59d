"""The Troll's Low Faith (003:L151): the cards the Race card names do not touch a troll, and an Opportunity that
only brings luck (Clover Meadow) is of no use to her, so it stays on its space (an Opportunity nobody can use is
left, 000:L305).

The seed names only Clover Meadow (its `luck_only` hook); the rest of the list is printed only on the Race card, so
the group types it (`low_faith_cards`, kept as an entry) and every Opportunity on it is refused to a troll too. A
listed card of another kind changes no rule Herald keeps (the Mummy's curse, 000:L806), so nothing is refused.
"""

from __future__ import annotations

from .. import rulebook
from ..actions import guard
from ..rules import lookup
from ..rules import zones as Z
from ..state import GameState

R_LOW_FAITH = rulebook.rule(
    "low_faith",
    "Luck does nothing for a troll: Clover Meadow, and every Opportunity her Race card names, stays on its space.",
    "003:L151",
)


def low_faith_cards(ctx, hero) -> tuple[str, ...]:
    """The cards a hero's Low Faith names (typed from the Race card), empty while unknown or without Low Faith."""
    if not hero.sheet.has("low_faith"):
        return ()
    named: tuple[str, ...] = ()
    for race in hero.races:
        raw = lookup.raw(ctx, race)
        if raw is not None and "low_faith" in (getattr(raw, "traits", None) or ()):
            named += tuple(getattr(raw, "low_faith_cards", None) or ())
    return named


@guard
def low_faith(state: GameState, kind: str, fields: dict, ctx) -> None:
    """Refuse a troll's use of an Opportunity that brings only luck or that her Race card names."""
    if kind != "use_opportunity":
        return
    seat, card = fields.get("seat"), fields.get("card")
    if not isinstance(seat, int) or not 0 <= seat < len(state.heroes) or not card:
        return
    hero = state.hero(seat)
    if not hero.sheet.has("low_faith"):
        return
    if "luck_only" in lookup.card_hooks(ctx, card):
        raise rulebook.refuse(R_LOW_FAITH, f"{lookup.name(ctx, card)} brings only luck, which does nothing for a "
                                           "troll: it stays on the space.")
    if Z.base_id(card) in low_faith_cards(ctx, hero):
        raise rulebook.refuse(R_LOW_FAITH, f"The troll's Race card names {lookup.name(ctx, card)}: it does not "
                                           "touch her, so it stays on the space.")
