"""The Realm's events: a hero's move between the boards or along a path, Realm cards turned face up, the Dragon
cards dealt onto a board typed after the game began, and a Dragon card the table named as it turned up."""

from __future__ import annotations

from typing import Literal

from ..events import CardMoved, Event, card_name, event, who
from ..rules import zones as Z
from ..rules.events import CardsSwapped
from ..state import GameState
from . import words
from .position import RealmPlace


@event
class RealmMoved(Event):
    """A hero entered, moved in, or left the Realm: her Realm place (None back on the ring) and ring space."""

    kind: Literal["realm_moved"] = "realm_moved"
    seat: int
    place: RealmPlace | None = None
    space: int | None = None

    def apply_to(self, state: GameState) -> GameState:
        hero = state.hero(self.seat)
        return state.with_hero(hero.model_copy(update={"realm": self.place, "space": self.space}))

    def describe(self, state: GameState) -> str:
        ring = state.names.get(Z.space(self.space), Z.zone_label(Z.space(self.space))) if self.space is not None else ""
        hero = state.hero(self.seat)
        if self.place is None and self.space is None:  # fallen there, or called back for the Final Battle
            return f"{who(hero)} came back from the Dragon Realm for the Final Battle." if hero.status == "active" else ""
        return words.moved(who(hero), hero.realm, self.place, ring)


@event
class RealmRevealed(Event):
    """Realm cards turned face up (on arrival, 003:L325, or by Legends of Dragons, 003:L285)."""

    kind: Literal["realm_revealed"] = "realm_revealed"
    cards: tuple[str, ...]

    def apply_to(self, state: GameState) -> GameState:
        return state.model_copy(update={"hidden": state.hidden - set(self.cards)})

    def describe(self, state: GameState) -> str:
        told = [f"{card_name(state, c)} ({place})" if (place := words.card_place(state.zones, c)) else card_name(state, c)
                for c in self.cards]
        return f"Turned face up in the Dragon Realm: {', '.join(told)}."


@event
class RealmDealt(Event):
    """The waiting Dragon cards dealt face down onto the typed Realm board (003:L229), told as one line."""

    kind: Literal["realm_dealt"] = "realm_dealt"
    dealt: dict[str, tuple[str, ...]]  # zone -> the cards put there, in order

    def moves(self) -> tuple[CardMoved, ...]:
        """The deal as single card moves, face down."""
        return tuple(CardMoved(card=c, to=zone, face_up=False) for zone, cards in self.dealt.items() for c in cards)

    def apply_to(self, state: GameState) -> GameState:
        for move in self.moves():
            state = move.apply_to(state)
        return state

    def describe(self, state: GameState) -> str:
        return words.dealt(self.dealt)


@event
class RealmCardNamed(CardsSwapped):
    """The table named the Dragon card it turned up (`a`); Herald's stand-in (`b`) takes its unseen place. No longer
    emitted (naming.py names a card as it turns up); kept so games recorded before replay."""

    kind: Literal["realm_card_named"] = "realm_card_named"

    def describe(self, state: GameState) -> str:
        where = words.card_place(state.zones, self.b) or "the Dragon Realm"
        return f"The table turned up {card_name(state, self.a)} on the {where} (Herald had dealt " \
               f"{card_name(state, self.b)} there)."
