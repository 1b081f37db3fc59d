"""Events the rules add to the generic ones: a hero taking up a character, unseen cards trading places in
Herald's records, and a discard pile shuffled into a new deck."""

from __future__ import annotations

from typing import Literal

from ..events import Event, card_name, event
from ..state import GameState


@event
class HeroReady(Event):
    """A hero took up a character: its cubes, guilds, tokens, starting space and an active status."""

    kind: Literal["hero_ready"] = "hero_ready"
    seat: int
    character: str
    strength: int
    willpower: int
    guilds: tuple[str, ...] = ()
    gold: int = 3
    experience: int = 3
    space: int | None = None

    def apply_to(self, state: GameState) -> GameState:
        hero = state.hero(self.seat)
        return state.with_hero(
            hero.model_copy(
                update={
                    "character": self.character,
                    "red": self.strength,
                    "health": self.strength,
                    "blue": self.willpower,
                    "magic": self.willpower,
                    "guilds": self.guilds,
                    "gold": self.gold,
                    "experience": self.experience,
                    "space": self.space,
                    "realm": None,  # a new character starts on the ring, whatever became of the last in the Realm
                    "status": "active",
                }
            )
        )

    def describe(self, state: GameState) -> str:
        hero = state.hero(self.seat)
        return (
            f"{hero.player} plays the {card_name(state, self.character)} (Strength {self.strength}, Willpower {self.willpower}), "
            f"with {self.gold} Gold and {self.experience} Experience."
        )


@event
class CardsSwapped(Event):
    """Two cards nobody has seen trade places in Herald's records, so a card named by the table fits."""

    kind: Literal["cards_swapped"] = "cards_swapped"
    a: str
    b: str

    def apply_to(self, state: GameState) -> GameState:
        za, zb = state.where(self.a), state.where(self.b)
        zones = dict(state.zones)
        swap = {self.a: self.b, self.b: self.a}
        for z in {za, zb} - {None}:
            zones[z] = tuple(swap.get(c, c) for c in zones[z])
        hidden = set(state.hidden)
        ha, hb = self.a in hidden, self.b in hidden
        hidden.discard(self.a), hidden.discard(self.b)
        if ha:
            hidden.add(self.b)
        if hb:
            hidden.add(self.a)
        # The shuffle a face-down card came from belongs to its place, so it follows the swap.
        batch = {k: v for k, v in state.batch.items() if k not in swap}
        batch.update({swap[k]: v for k, v in state.batch.items() if k in swap})
        return state.model_copy(update={"zones": zones, "hidden": frozenset(hidden), "batch": batch})

    def describe(self, state: GameState) -> str:
        # Pure bookkeeping: the table saw nothing move; the card named is told by the draw or the reveal.
        return ""


@event
class DeckReshuffled(Event):
    """A deck ran out: its discard pile was shuffled and became the new deck."""

    kind: Literal["deck_reshuffled"] = "deck_reshuffled"
    deck: str

    def apply_to(self, state: GameState) -> GameState:
        zones = dict(state.zones)
        pile = zones.pop(f"discard:{self.deck}", ())
        zones[f"deck:{self.deck}"] = zones.get(f"deck:{self.deck}", ()) + pile
        reshuffles = {**state.reshuffles, self.deck: state.reshuffles.get(self.deck, 0) + 1}
        return state.model_copy(update={"zones": zones, "hidden": state.hidden | set(pile), "reshuffles": reshuffles})

    def describe(self, state: GameState) -> str:
        return f"The {self.deck} deck ran out; its discard pile was shuffled into a new deck."


@event
class CardUsed(Event):
    """A hero used a card whose effect the table applies by hand (Herald records that it was used)."""

    kind: Literal["card_used"] = "card_used"
    seat: int
    card: str
    how: str = ""

    def apply_to(self, state: GameState) -> GameState:
        return state

    def describe(self, state: GameState) -> str:
        hero = state.hero(self.seat)
        tail = f" {self.how}" if self.how else ""
        return f"{hero.player}'s {card_name(state, hero.character)} used {card_name(state, self.card)}{tail}."


@event
class CreatureTookItem(Event):
    """An Imp made a hero discard an Item, or a Highwayman took one under his card (the card's move follows)."""

    kind: Literal["creature_took_item"] = "creature_took_item"
    seat: int
    creature: str
    discarded: bool = True

    def apply_to(self, state: GameState) -> GameState:
        return state

    def describe(self, state: GameState) -> str:
        hero = state.hero(self.seat)
        who = f"{hero.player}'s {card_name(state, hero.character)}"
        if self.discarded:
            return f"{card_name(state, self.creature)} made {who} discard the most valuable Item."
        return f"{card_name(state, self.creature)} took an Item from {who}; it lies under its card."
