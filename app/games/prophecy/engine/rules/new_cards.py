"""A card of the group's box that the game did not hold joins its deck: the table named a card Herald did not
know (the catalog just learnt it from the group), or one the game was created without.

The game's decks were filled from the catalog when it was created; a card the group names later is not in any
zone yet. `add_card` puts its instance into its deck (or, with `discard`, its discard pile, where a reshuffle
finds it), so the next step can name it as the card that came up. Each card stays in exactly one zone.
"""

from __future__ import annotations

from typing import Literal

from .. import rulebook
from ..actions import Action, Context, action
from ..errors import InvalidInput
from ..events import Event, event, place
from ..state import GameState
from . import lookup
from . import zones as Z

R_IN_GAME = rulebook.rule(
    "card_in_game", "Each physical card is in exactly one place: this one is already in the game.", "000:L109"
)


@event
class CardAdded(Event):
    """A card of the box came into the game, into a zone, with its printed name for the log."""

    kind: Literal["card_added"] = "card_added"
    card: str
    to: str
    name: str

    def apply_to(self, state: GameState) -> GameState:
        zones = dict(state.zones)
        zones[self.to] = (*zones.get(self.to, ()), self.card)
        names = {**state.names, Z.base_id(self.card): self.name}
        return state.model_copy(update={"zones": zones, "names": names})

    def describe(self, state: GameState) -> str:
        return f"{self.name}, a card of your box new to this game, went into {place(self.to, state)}."


@action
class AddCard(Action):
    """Bring a card of the box into the game: into its deck, or its discard pile."""

    kind: Literal["add_card"] = "add_card"
    card: str
    discard: bool = False

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        if "#" not in self.card:
            raise InvalidInput("Name one physical card, such as 'rock-troll#1'.", "card")
        deck = lookup.home_deck(ctx, self.card)
        if deck is None:
            raise InvalidInput(f"Herald does not know which deck {lookup.name(ctx, self.card)} belongs to.", "card")
        if state.where(self.card) is not None:
            raise rulebook.refuse(R_IN_GAME, f"{lookup.name(ctx, self.card)} is already in the game.")
        to = Z.discard(deck) if self.discard and deck in Z.PLAIN_DECKS else Z.deck(deck)
        return (CardAdded(card=self.card, to=to, name=lookup.name(ctx, self.card)),)
