"""Turn Back Time on a battle roll: the dice that fell are set aside and the roll is made again with the same
bonuses (000:L722-725). The Spell costs its Magic; the Staff of Time gives it for nothing, but only while it is a
weapon the hero uses in this battle (003:L697)."""

from __future__ import annotations

from .. import rulebook
from ..errors import InvalidInput
from ..events import DiceRolled
from ..tokens import token_change
from .dragon_abilities import known_cut
from .facts import Facts

R_TURN_BACK = rulebook.rule(
    "turn_back_time",
    "The Staff of Time turns back time without Magic, but only while the hero uses the staff in the battle.",
    "003:L697",
)
HOOK = "reroll_battle"


def _rerolls(facts: Facts, card: str) -> bool:
    return any(e.kind == "rule_hook" and e.hook == HOOK for _, e in facts.effects(card))


def cards(state, facts: Facts, b, seat: int) -> tuple[str, ...]:
    """The cards with which this hero may turn back time now: her Spells that do, and such Items used in the battle."""
    held = state.zone(f"hero:{seat}:abilities") + tuple(i for i in b.hero.items if i in state.zone(f"hero:{seat}:items"))
    return tuple(c for c in held if _rerolls(facts, c))


def apply(tx, b, seat: int, facts: Facts, card: str, first: tuple[tuple[int, ...], tuple[int, ...]]) -> None:
    """Check the card that turns back time, pay for it, and log the dice set aside."""
    hero = tx.state.hero(seat)
    kind = getattr(facts.card(card), "kind", None)
    if not _rerolls(facts, card) or card not in tx.state.zone(f"hero:{seat}:items") + tx.state.zone(
            f"hero:{seat}:abilities"):
        raise InvalidInput(f"{facts.name(card)} is not a card of this hero that turns back time.", "turn_back")
    if kind == "item":
        if card not in b.hero.items:
            raise rulebook.refuse(R_TURN_BACK, f"{facts.name(card)} is not a weapon used in this battle.")
        cost = 0
    else:
        cost = getattr(facts.card(card), "magic_cost", None)
        if cost is None:
            raise InvalidInput(f"Type the Magic {facts.name(card)} costs, from its card.", "values")
        cost = max(0, cost - known_cut(tx.state, facts, seat)) if cost else cost  # Dragon Magic (003:L731)
        if hero.magic < cost:
            raise rulebook.refuse(R_TURN_BACK, f"{facts.name(card)} costs {cost} Magic; {hero.player} has {hero.magic}.")
    hero_faces, foe_faces = first
    if not hero_faces or not foe_faces:
        raise InvalidInput("Enter the dice that fell before time was turned back.", "first_faces")
    tx.emit(DiceRolled(purpose=f"battle roll {b.next_roll}, turned back by {facts.name(card)}",
                       faces=hero_faces + foe_faces))
    if cost:
        tx.emit(token_change(hero, magic=-cost, reason=f"{facts.name(card)} cast"))
