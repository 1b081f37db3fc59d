"""Exotic weapons: the Experience their card asks is paid once for each battle in which they are used (003:L689),
whatever the number of rolls; a hero who cannot pay cannot use the weapon."""

from __future__ import annotations

from .. import rulebook
from ..errors import InvalidInput
from ..tokens import token_change
from .facts import Facts

R_EXOTIC_EXPERIENCE = rulebook.rule(
    "exotic_experience",
    "An exotic weapon costs its Experience once for each battle it is used in; without the Experience it cannot be used.",
    "003:L689",
)


def price(facts: Facts, items: tuple[str, ...]) -> int:
    """The Experience the announced exotic weapons cost for this battle (the table types an unknown price)."""
    total = 0
    for inst in items:
        for _, eff in facts.effects(inst):
            if eff.kind == "rule_hook" and eff.hook == "exotic_weapon":
                if eff.amount is None:
                    raise InvalidInput(f"Type the Experience {facts.name(inst)} costs for a battle, from its card.",
                                       "values")
                total += eff.amount
    return total


def pay(tx, seat: int, facts: Facts, items: tuple[str, ...]) -> None:
    """Take the exotic weapons' Experience from the hero, or refuse the announcement."""
    due = price(facts, items)
    if not due:
        return
    hero = tx.state.hero(seat)
    if hero.experience < due:
        raise rulebook.refuse(R_EXOTIC_EXPERIENCE, f"The exotic weapon costs {due} Experience for this battle; "
                                                   f"{hero.player} has {hero.experience}.")
    tx.emit(token_change(hero, experience=-due, reason="exotic weapon, once for this battle"))
