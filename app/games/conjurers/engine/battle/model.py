"""A battle's state: two sides of three slots, the creatures still in hand (secret until summoned), the
wounds and markers of those on the board, the typed card numbers, whose battle turn it is, and the winner."""

from __future__ import annotations

from random import Random
from typing import Literal

from pydantic import Field

from ..model import Frozen
from .dice import Die
from .profile import Gear, Stats

BattleKind = Literal["battleground", "duel", "match"]
ATTACKER, DEFENDER = 0, 1
SLOTS = 3  # 001:L502


class Fighter(Frozen):
    """A creature on the board: DMs, each equipped item's absorbed DMs, markers, and what it is doing."""

    card: str
    items: tuple[str, ...] = ()
    dm: int = 0
    absorbed: tuple[int, ...] = ()  # DMs on each item, in `items` order
    frost: bool = False
    poison: int = 0
    bound: bool = False
    risen: bool = False
    devouring: int | None = None  # the enemy slot it sits on (its own slot stays locked, 001:L575)
    rested: bool = False  # back from a devour: no devour on its side's next turn (001:L579)
    back_at: int | None = None  # the battle turn it came back on (a return in its own turn rests the next)


class Side(Frozen):
    """One side of the battle: who plays it, its hand, its three slots and what it has used."""

    seat: int | None
    hand: tuple[str, ...] = ()
    slots: tuple[Fighter | None, Fighter | None, Fighter | None] = (None, None, None)
    items: tuple[str, ...] = ()  # items and artifacts not equipped yet
    lost: tuple[str, ...] = ()  # creatures dead in this battle
    streak: tuple[str, int] | None = None  # the creature that moved last and how many moves in a row
    binds_used: tuple[str, ...] = ()  # the bind item used: one bind each battle per side (001:L676)
    minion: bool = False  # the minion side of a battleground takes no items

    def on_board(self) -> list[tuple[int, Fighter]]:
        """(slot, fighter) for every creature on this side's slots."""
        return [(i, f) for i, f in enumerate(self.slots) if f is not None]

    def creatures(self) -> int:
        """Creatures still in the battle: in hand and on the board."""
        return len(self.hand) + len(self.on_board())


class Battle(Frozen):
    """A whole battle: kind, the attacking (0) and defending (1) side, rules in force, typed numbers, progress."""

    kind: BattleKind
    sides: tuple[Side, Side]
    turn: int = ATTACKER  # the side to act
    turns: int = 0  # battle turns played
    quiet: int = 0  # battle turns in a row with no battle die rolled
    upkeep: bool = True  # this turn's poison and devour damage are done
    stats: dict[str, Stats] = Field(default_factory=dict)
    gear: dict[str, Gear] = Field(default_factory=dict)
    die: Die = Die.model_construct()
    elements: bool = False  # advanced option (001:L597)
    healing: bool = False  # advanced option (001:L629)
    winner: int | None = None
    why: str = ""

    def side(self, i: int) -> Side:
        """Side i."""
        return self.sides[i]

    def with_side(self, i: int, side: Side) -> Battle:
        """This battle with side i replaced."""
        sides = list(self.sides)
        sides[i] = side
        return self.model_copy(update={"sides": tuple(sides)})

    def find(self, card: str) -> tuple[int, int] | None:
        """(side, slot) of a creature on the board."""
        for s, side in enumerate(self.sides):
            for i, f in side.on_board():
                if f.card == card:
                    return s, i
        return None

    def remaining_hp(self, i: int) -> int:
        """HP left on all a side's remaining creatures: those in hand whole, those on the board with the
        absorption left on their items (001:L488)."""
        side = self.sides[i]
        total = sum(self.stats[c].hp for c in side.hand)
        for _, f in side.on_board():
            total += self.stats[f.card].hp - f.dm
            total += sum(self.gear[g].abilities.get("absorption", 0) - a for g, a in zip(f.items, f.absorbed, strict=True))
        return total


def draw_hand(rng: Random, army: tuple[str, ...], set_aside: str | None = None) -> tuple[str, ...]:
    """The three creatures drawn at random for a battle from an army of more than three (001:L492, L494)."""
    pool = [c for c in army if c != set_aside]
    return tuple(pool) if len(pool) <= SLOTS else tuple(rng.sample(pool, SLOTS))


def seat_view(battle: Battle, seat: int | None) -> Battle:
    """The battle as one seat may see it: the other side's hand hidden (001:L492), only its size kept."""
    sides = tuple(s if s.seat == seat else s.model_copy(update={"hand": tuple("?" for _ in s.hand)})
                  for s in battle.sides)
    return battle.model_copy(update={"sides": sides})
