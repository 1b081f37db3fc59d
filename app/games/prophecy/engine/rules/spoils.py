"""What a defeated Creature leaves to the hero who beat it: the Items it took (the Highwayman keeps them under
his card, 000:L775), and the curse of a treasure the hero may throw away at once (the Mummy, 000:L807)."""

from __future__ import annotations

from ..events import CardMoved
from . import flow, lookup
from . import zones as Z
from .tx import Tx


def under(card: str) -> str:
    """The zone of the cards lying under a Creature's card (Items it took)."""
    return f"under:{card}"


def on_defeat(tx: Tx, creature: str, seat: int) -> None:
    """The winner takes what lies under the Creature; a cursed treasure may then be discarded this turn."""
    for item in tx.state.zone(under(creature)):
        tx.emit(CardMoved(card=item, to=Z.items(seat)))
    if "cursed_treasure" in lookup.card_hooks(tx.ctx, creature):
        flow.mark(tx, f"turn:cursed:{seat}")
