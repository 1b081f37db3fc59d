"""Rulings of the Dragon Realm's appendix on Creatures (003:L705-715): a Creature spared for its service is an
Opportunity used, not a defeat; a Creature whose type the hero chooses (the Nightmare) has exactly one."""

from __future__ import annotations

from .. import rulebook
from ..events import CardMoved
from ..rules import zones as Z
from . import common as C

CREATURE_TYPES = ("demon", "undead", "humanoid", "animal")

R_ONE_TYPE = rulebook.rule(
    "one_chosen_type",
    "The Nightmare takes the one type the hero chooses for it: demon, undead, humanoid or animal, never several.",
    "003:L715",
)
R_SERVICE = rulebook.rule(
    "creature_service",
    "Only a beaten Creature that offers a service can be spared for it; using it counts as an Opportunity, not a win.",
    "003:L711",
)


def check_chosen_type(foe, chosen: str | None) -> None:
    """Refuse a missing type for a Creature whose type the hero picks, or a type picked for any other."""
    picks = foe is not None and "choose_creature_type" in foe.hooks
    if picks and chosen is None:
        raise rulebook.refuse(R_ONE_TYPE, f"Choose {foe.name}'s type for this battle first: demon, undead, humanoid "
                                          "or animal.")
    if chosen is not None and not picks:
        raise rulebook.refuse(R_ONE_TYPE, "Only a Creature whose card lets the hero choose its type takes a chosen one.")


def check_service(built, outcome: str) -> None:
    """Refuse sparing a Creature that offers no service, or one that was not beaten."""
    if built.foe is None or "creature_service" not in built.foe.hooks:
        raise rulebook.refuse(R_SERVICE, "This opponent offers no service.")
    if outcome != "win":
        raise rulebook.refuse(R_SERVICE, f"{built.foe.name} offers its service only when beaten.")


def served(tx, b, built, facts, head: str) -> None:
    """The beaten Creature serves instead of dying: no Experience and nothing earned by a defeat (no treasure, no
    Hunting or Pickpocketing Gold); the card leaves the board like a used Opportunity (003:L711, 003:L173)."""
    card = b.opponent.card
    tx.emit(CardMoved(card=card, to=Z.discard("adventure")))
    summary = getattr(facts.card(card), "summary", None) or ""
    C.change(tx, None, f"{head}, won; {C.hero_name(tx.state, b.seat)} spares {built.foe.name} for its service "
                       f"(no Experience, no reward)" + (f"; the table applies: {summary}" if summary else "") + ".")
