"""Battlegrounds and duels: fought as real battles (battling.py), or with the outcome the table reports.

A battleground is fought for a named creature of its mythology; a win brings it into the army, a loss
leaves it in its pile (001:L357-363). A duel won by the challenger takes half, rounded up, of three
categories from the defender, who takes 6 minus points; a lost duel costs the challenger 10 (001:L427-429).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from . import battling, rulebook
from .actions import Action, Context, action
from .battle.model import ATTACKER, DEFENDER, Side
from .cards import CardFacts
from .correcting.cards import card_name
from .errors import InvalidInput
from .events import Event, Resolved
from .holdings import BattleReported, CreatureGained, FactsTyped, MinusPoints, StockChanged
from .model import Category, Figure, myth_words
from .resolving import take_turn
from .state import Creature, State
from .tables import CHALLENGER_LOSS, DEFENDER_LOSS, DUEL_CATEGORIES


@action
class FightBattleground(Action):
    """Resolve a battleground: the creature fought for (its level typed if Herald lacks it) and the outcome."""

    kind: Literal["battleground"] = "battleground"
    seat: int
    figure: Figure
    creature: str
    level: int | None = Field(default=None, ge=2, le=5)
    won: bool | None = None  # the table's reported outcome; None fights the battle on Herald's boards
    drawn: tuple[str, ...] | None = None  # the three drawn from an army of more than three (001:L492)
    by_herald: bool = False  # Herald draws the three: the web fills `drawn` from the game's seed before recording

    @property
    def chance(self) -> bool:
        """The three drawn at random (001:L492), by the table or by Herald."""
        return self.by_herald or bool(self.drawn)

    def decide(self, state: State, ctx: Context) -> tuple[Event, ...]:
        if state.fight is not None:
            raise rulebook.refuse(battling.ONE_AT_A_TIME)
        space = take_turn(state, self.seat, self.figure, ("battleground",))
        if self.creature not in state.piles.get(space.myth, ()):
            raise rulebook.refuse(rulebook.BATTLEGROUND_PILE, f"{self.creature} is not in the {myth_words(space.myth)} pile.")
        facts = state.facts[self.creature]
        if facts.level is None and self.level is None:
            raise InvalidInput(f"Type the level printed on {card_name(state, self.creature)}.", "level")
        if facts.level is not None and self.level not in (None, facts.level):
            raise InvalidInput(f"Herald knows {card_name(state, self.creature)} as level {facts.level}.", "level")
        events: list[Event] = []
        if facts.level is None:
            events.append(FactsTyped(facts=CardFacts(id=self.creature, deck="creature", level=self.level)))
        if self.won is None:
            level = facts.level or self.level
            army = tuple(c.card for c in state.players[self.seat].army)
            mine = battling.side_of(state, self.seat, battling.hand(army, self.drawn))
            guard = battling.minion_stats(ctx, space.myth, level)
            theirs = Side(seat=battling.minion_player(state, self.seat), hand=(self.creature, battling.MINION),
                          minion=True)
            # The minion side starts (001:L500).
            return (*events, battling.begin(state, ctx, attacker=mine, defender=theirs, kind="battleground",
                                            first=DEFENDER, extra={battling.MINION: guard}, seat=self.seat,
                                            figure=self.figure, space=space.id, creature=self.creature, level=level))
        events.append(BattleReported(seat=self.seat, space=space.id, won=self.won))
        if self.won:
            level = facts.level or self.level
            events.append(CreatureGained(seat=self.seat, creature=Creature(card=self.creature, level=level,
                                                                           myth=space.myth)))
        return (*events, Resolved(seat=self.seat, figure=self.figure))


def spoils(stock: dict[str, int], categories: tuple[str, ...]) -> dict[str, int]:
    """Half, rounded up, of each named category of the defender's stock."""
    return {c: (stock.get(c, 0) + 1) // 2 for c in categories}


@action
class Duel(Action):
    """Resolve a duel: who won, and the three categories a winning challenger takes from."""

    kind: Literal["duel"] = "duel"
    seat: int
    figure: Figure = "conjurer"
    challenger_won: bool | None = None  # the table's reported outcome; None fights (or has fought) the battle
    categories: tuple[Category, ...] = ()
    drawn: tuple[str, ...] | None = None  # the challenger's three, drawn from more than three (001:L494)
    set_aside: str | None = None  # the defender's creature kept out of the draw
    defender_drawn: tuple[str, ...] | None = None
    by_herald: bool = False  # Herald draws both sides' three: the web fills the draws before recording

    @property
    def chance(self) -> bool:
        """Either side's three drawn at random (001:L494), by the table or by Herald."""
        return self.by_herald or bool(self.drawn or self.defender_drawn)

    def decide(self, state: State, ctx: Context) -> tuple[Event, ...]:
        fought = state.fight
        if fought is not None and (fought.seat, fought.figure) != (self.seat, self.figure):
            raise rulebook.refuse(battling.ONE_AT_A_TIME)
        if fought is not None and fought.battle.winner != ATTACKER:
            raise rulebook.refuse(battling.ONE_AT_A_TIME, "The duel's battle is still under way.")
        space = take_turn(state, self.seat, self.figure, ("house",))
        defender = space.seat
        if fought is None and self.challenger_won is None:
            return (self._begin(state, ctx, space.id, defender),)
        won = True if fought is not None else self.challenger_won
        if fought is not None and self.challenger_won is False:
            raise InvalidInput("the challenger won the battle", "challenger_won")
        done = (BattleReported(seat=self.seat, space=space.id, won=won),)
        if fought is not None:
            done += (battling.BattleEnded(stats=fought.battle.stats, gear=fought.battle.gear),)
        if not won:
            if self.categories:
                raise InvalidInput("a losing challenger takes nothing", "categories")
            return (*done, MinusPoints(seat=self.seat, amount=CHALLENGER_LOSS, reason="duel lost as challenger"),
                    Resolved(seat=self.seat, figure=self.figure))
        if len(set(self.categories)) != DUEL_CATEGORIES or len(self.categories) != DUEL_CATEGORIES:
            raise rulebook.refuse(rulebook.DUEL_SPOILS)
        taken = spoils(state.players[defender].stock, self.categories)
        events: list[Event] = list(done)
        if any(taken.values()):
            events.append(StockChanged(seat=defender, delta={k: -v for k, v in taken.items()}, reason="duel lost"))
            events.append(StockChanged(seat=self.seat, delta=taken, reason="duel spoils"))
        events.append(MinusPoints(seat=defender, amount=DEFENDER_LOSS, reason="duel lost as defender"))
        return (*events, Resolved(seat=self.seat, figure=self.figure))

    def _begin(self, state: State, ctx: Context, space: str, defender: int) -> Event:
        if self.categories:
            raise InvalidInput("the categories are named after the battle is won", "categories")
        mine = tuple(c.card for c in state.players[self.seat].army)
        theirs = tuple(c.card for c in state.players[defender].army)
        a = battling.side_of(state, self.seat, battling.hand(mine, self.drawn))
        d = battling.side_of(state, defender, battling.hand(theirs, self.defender_drawn, self.set_aside))
        # The challenger starts a duel (001:L500).
        return battling.begin(state, ctx, attacker=a, defender=d, kind="duel", first=ATTACKER, seat=self.seat,
                              figure=self.figure, space=space)
