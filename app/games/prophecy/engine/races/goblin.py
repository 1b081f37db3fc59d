"""The Goblin's trophies and Rage token (003:L173-185).

Trophies: a Creature the goblin defeats in battle gives at least 3 Experience and, when its card gives no Gold,
1 Gold; both before Hunting or Pickpocketing add theirs (003:L175-179). A service taken or a Creature destroyed
without a battle is no defeat (003:L173), and those never reach a battle's outcome.
Rage: the token starts with the goblin (`Hero.rage` None); a lost battle against a Creature puts it on that card
(moving it from any other); a draw against that Creature, or the card leaving the board by any means, gives it
back (003:L183-185). Its +1 is in `races.battle.rage_modifiers`.
"""

from __future__ import annotations

from typing import Literal

from ..actions import consequence
from ..events import Event, card_name, event, who
from ..state import GameState, Hero

# Zones a Creature card leaves the board for: its token comes back (003:L185).
GONE = ("discard:", "deck:", "removed", "hero:")


@event
class RageMoved(Event):
    """The Goblin's Rage token went onto a Creature card, or back to the goblin (card None)."""

    kind: Literal["rage_moved"] = "rage_moved"
    seat: int
    card: str | None = None

    def apply_to(self, state: GameState) -> GameState:
        return state.with_hero(state.hero(self.seat).model_copy(update={"rage": self.card}))

    def describe(self, state: GameState) -> str:
        hero = state.hero(self.seat)
        if self.card:
            return f"{who(hero)}'s Rage token goes onto {card_name(state, self.card)}."
        return f"{who(hero)} takes the Rage token back."


def _raging(hero: Hero) -> bool:
    return hero.sheet.has("rage")


def trophies(hero: Hero, deltas: dict[str, int]) -> dict[str, int]:
    """A goblin's gains for a defeated Creature: its card's, raised to the trophy minimums (003:L175-177)."""
    if not hero.sheet.has("trophies"):
        return deltas
    least = hero.sheet.number("trophy_experience") or 0
    out = dict(deltas)
    out["experience"] = max(out.get("experience", 0), least)
    if not out.get("gold"):
        out["gold"] = hero.sheet.number("trophy_gold") or 0
    return {k: v for k, v in out.items() if v}


def after_battle(hero: Hero, card: str, outcome: str) -> list[Event]:
    """Where the Rage token goes after a battle against a Creature (003:L183-185)."""
    if not _raging(hero):
        return []
    if outcome == "lose" and hero.rage != card:
        return [RageMoved(seat=hero.seat, card=card)]
    if outcome == "draw" and hero.rage == card:
        return [RageMoved(seat=hero.seat)]
    return []


@consequence
def rage_comes_back(state: GameState, ctx) -> tuple[Event, ...]:
    """The token returns when the marked Creature is destroyed by any means (003:L185)."""
    for hero in state.heroes:
        if hero.rage and state.battle is None:
            zone = state.where(hero.rage)
            if zone is None or zone.startswith(GONE):
                return (RageMoved(seat=hero.seat),)
    return ()
