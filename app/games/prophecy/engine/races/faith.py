"""The Troll's Low Faith (003:L151): the cards the Race card names do not touch a troll, and an Opportunity that
only brings luck (Clover Meadow) is of no use to her, so it stays on its space (an Opportunity nobody can use is
left, 000:L305).

The seed names only Clover Meadow (its `luck_only` hook); the rest of the list is printed only on the Race card, so
the group types it (`low_faith_cards`, kept as an entry) and every Opportunity on it is refused to a troll too. A
listed card of another kind changes no rule Herald keeps (the Mummy's curse, 000:L806), so nothing is refused.
"""

from __future__ import annotations

from .. import rulebook
from ..actions import GUARDS
from ..errors import InvalidInput
from ..rules import lookup
from ..rules import zones as Z
from ..rules.encounter import hero_fight_before_possibilities
from ..slots.races import typed_list  # noqa: F401 - the typed list's shape lives in the slots
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


def unknown_list(ctx, hero) -> str | None:
    """The Race whose Low Faith list the group has not typed yet (Herald asks it once), or None."""
    if not hero.sheet.has("low_faith"):
        return None
    for race in hero.races:
        raw = lookup.raw(ctx, race)
        if raw is not None and "low_faith" in (getattr(raw, "traits", None) or ()) \
                and getattr(raw, "low_faith_cards", None) is None:
            return race
    return None


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
    named = low_faith_cards(ctx, hero)
    race = unknown_list(ctx, hero)
    if race is not None and "low_faith_cards" in fields:  # an action, not an offer being listed
        typed = fields.get("low_faith_cards")
        if typed is None:
            raise InvalidInput(f"Herald does not know which cards the {lookup.name(ctx, race)} Race card names for "
                               "Low Faith: type them once (card names, separated by commas, or 'none').",
                               "low_faith_cards")
        named += tuple(typed)
    if Z.base_id(card) in named:
        raise rulebook.refuse(R_LOW_FAITH, f"The troll's Race card names {lookup.name(ctx, card)}: it does not "
                                           "touch her, so it stays on the space.")


# Checked just before the rule that a fight with a hero comes first (rules/encounter.py), so a troll hears of her
# Low Faith first, as she always did.
GUARDS.insert(GUARDS.index(hero_fight_before_possibilities), low_faith)
