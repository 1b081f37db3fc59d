"""The Realm's events: a hero's move between the boards or along a path, and Realm cards turned face up."""

from __future__ import annotations

from typing import Literal

from ..events import Event, card_name, event, who
from ..rules import zones as Z
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
