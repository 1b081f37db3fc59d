"""Tournaments, the four-player option (001:L447-465): after the feeding of rounds 6 and 12, semifinals
drawn by lot, then the final and the third-place match, outcomes as the table reports them, no duel spoils
or minus points; prizes by place (table C13), taken in order."""

from __future__ import annotations

from random import Random
from typing import ClassVar, Literal

from pydantic import Field

from . import battling, rulebook
from .actions import Action, Context, Offer, action, follow_up
from .battle.model import ATTACKER
from .cards import CardFacts
from .correcting.cards import card_name
from .errors import InvalidInput
from .events import Event, GameScored, RoundEnded, event
from .holdings import CreatureGained, FactsTyped, StockChanged
from .model import MATCHES, Resource
from .scoring import result
from .state import Creature, State, Tournament
from .tables import PRIZES

Match = Literal["semi_1", "semi_2", "final", "third"]


def draw_semifinals(rng: Random) -> list[list[int]]:
    """The semifinal pairs drawn by lot with the caller's generator."""
    seats = rng.sample(range(4), 4)
    return [seats[:2], seats[2:]]


@event
class TournamentBegan(Event):
    """A tournament opens after a feeding."""

    kind: Literal["tournament_began"] = "tournament_began"
    after_round: int

    def apply_to(self, state: State) -> State:
        return state.model_copy(update={"stage": "tournament", "tournament": Tournament(after_round=self.after_round)})

    def describe(self, state: State) -> str:
        return f"A tournament is held after round {self.after_round}."


@event
class TournamentChanged(Event):
    """The tournament's draw, a match won or a prize taken."""

    kind: Literal["tournament_changed"] = "tournament_changed"
    tournament: Tournament | None
    note: str

    def apply_to(self, state: State) -> State:
        return state.model_copy(update={"tournament": self.tournament})

    def describe(self, state: State) -> str:
        return self.note


def _in_tournament(state: State) -> Tournament:
    if state.stage != "tournament" or state.tournament is None:
        raise rulebook.refuse(rulebook.NOT_TOURNAMENT)
    return state.tournament


@action
class TournamentDraw(Action):
    """The semifinal pairs as the lot fell."""

    kind: Literal["tournament_draw"] = "tournament_draw"
    semifinals: tuple[tuple[int, int], tuple[int, int]]
    chance: ClassVar[bool] = True  # the pairs drawn by lot (001:L455)

    def decide(self, state: State, ctx: Context) -> tuple[Event, ...]:
        t = _in_tournament(state)
        seats = [s for pair in self.semifinals for s in pair]
        if t.semifinals or sorted(seats) != [0, 1, 2, 3]:
            raise rulebook.refuse(rulebook.SEMIS_BY_LOT)
        names = [" and ".join(state.players[s].name for s in pair) for pair in self.semifinals]
        return (TournamentChanged(tournament=t.model_copy(update={"semifinals": self.semifinals}),
                                  note=f"Semifinals: {names[0]}; {names[1]}."),)


@action
class TournamentMatch(Action):
    """A match, fought as a duel without spoils (001:L455), or its winner as the table reports it. A fought
    match names its challenger, drawn by lot (research Q-31), and the draws of both sides."""

    kind: Literal["tournament_match"] = "tournament_match"
    match: Match
    winner: int | None = None
    challenger: int | None = None
    drawn: tuple[str, ...] | None = None
    set_aside: str | None = None
    defender_drawn: tuple[str, ...] | None = None
    by_herald: bool = False  # Herald draws the challenger by lot and both sides' three: the web fills them first

    @property
    def chance(self) -> bool:
        """Either side's three drawn at random, by the table or by Herald (001:L494), or Herald's lot."""
        return self.by_herald or bool(self.drawn or self.defender_drawn)

    def decide(self, state: State, ctx: Context) -> tuple[Event, ...]:
        t = _in_tournament(state)
        if state.fight is not None:
            raise rulebook.refuse(battling.ONE_AT_A_TIME)
        pair = t.pair(self.match)
        if pair is None or self.match in t.winners:
            raise rulebook.refuse(rulebook.MATCH_ORDER if t.semifinals else rulebook.SEMIS_BY_LOT)
        if self.winner is not None:
            if self.winner not in pair:
                raise rulebook.refuse(rulebook.MATCH_SEATS)
            return (match_won(state, self.match, self.winner),)
        if self.challenger not in pair:
            raise InvalidInput("name the match's challenger, one of its two players, drawn by lot", "challenger")
        defender = pair[1] if pair[0] == self.challenger else pair[0]
        mine = tuple(c.card for c in state.players[self.challenger].army)
        theirs = tuple(c.card for c in state.players[defender].army)
        a = battling.side_of(state, self.challenger, battling.hand(mine, self.drawn))
        d = battling.side_of(state, defender, battling.hand(theirs, self.defender_drawn, self.set_aside))
        return (battling.begin(state, ctx, attacker=a, defender=d, kind="match", first=ATTACKER,
                               seat=self.challenger, match=self.match),)


def match_won(state: State, match: str, winner: int) -> TournamentChanged:
    """The event recording a match's winner (no spoils, no minus points)."""
    t = state.tournament
    won = t.model_copy(update={"winners": {**t.winners, match: winner}})
    name = match.replace("_", "final ").replace("third", "third-place match")
    return TournamentChanged(tournament=won, note=f"{state.players[winner].name} wins the {name}.")


@action
class TournamentPrize(Action):
    """The next place's prize: a creature of that place's level from an open pile, and its resource if any."""

    kind: Literal["tournament_prize"] = "tournament_prize"
    seat: int
    creature: str | None = None
    level: int | None = Field(default=None, ge=2, le=5)
    resource: Resource | None = None

    def decide(self, state: State, ctx: Context) -> tuple[Event, ...]:
        t = _in_tournament(state)
        if not t.places or t.places[t.prizes_taken] != self.seat:
            raise rulebook.refuse(rulebook.PRIZE_ORDER)
        _, resources, amount = PRIZES[t.after_round][t.prizes_taken]
        if (self.resource is None) != (not resources) or (self.resource and self.resource not in resources):
            raise rulebook.refuse(rulebook.PRIZE_RESOURCE, f"Pick one of: {', '.join(resources) or 'nothing'}.")
        events = self._creature(state, t)
        if self.resource:
            events.append(StockChanged(seat=self.seat, delta={self.resource: amount}, reason="tournament prize"))
        taken = t.model_copy(update={"prizes_taken": t.prizes_taken + 1})
        return (*events, TournamentChanged(tournament=taken, note=""))

    def _creature(self, state: State, t: Tournament) -> list[Event]:
        level = prize_level(state, PRIZES[t.after_round][t.prizes_taken][0])
        if level is None:
            if self.creature is not None:
                raise rulebook.refuse(rulebook.PRIZE_LEVEL, "No creature is left in the open piles.")
            return []
        if self.creature is None:
            raise InvalidInput(f"name the level {level} creature taken", "creature")
        myth = next((m for m, cards in state.piles.items() if self.creature in cards), None)
        if myth is None:
            raise rulebook.refuse(rulebook.PRIZE_LEVEL, f"{self.creature} is not in an open pile.")
        facts = state.facts[self.creature]
        known = facts.level if facts.level is not None else self.level
        if known is None:
            raise InvalidInput(f"Type the level printed on {card_name(state, self.creature)}.", "level")
        if known != level or (facts.level is not None and self.level not in (None, facts.level)):
            raise rulebook.refuse(rulebook.PRIZE_LEVEL, f"This place takes a level {level} creature.")
        events: list[Event] = []
        if facts.level is None:
            events.append(FactsTyped(facts=CardFacts(id=self.creature, deck="creature", level=level)))
        events.append(CreatureGained(seat=self.seat, creature=Creature(card=self.creature, level=level, myth=myth)))
        return events


def prize_level(state: State, level: int) -> int | None:
    """The level a prize creature is taken at: the place's own while an open-pile card may be of it, else the
    highest lower level known in the piles (research Q-32); None when no card fits."""
    known = [state.facts[c].level for cards in state.piles.values() for c in cards]
    if any(k is None or k == level for k in known):
        return level
    lower = [k for k in known if k < level]
    return max(lower) if lower else None


@follow_up
def _match_decided(state: State) -> tuple[Event, ...]:
    fight = state.fight
    if fight is None or fight.match is None or fight.battle.winner is None:
        return ()
    battle = fight.battle
    winner = battle.side(battle.winner).seat
    return (match_won(state, fight.match, winner), battling.BattleEnded(stats=battle.stats, gear=battle.gear))


@follow_up
def _tournament_over(state: State) -> tuple[Event, ...]:
    t = state.tournament
    if state.stage != "tournament" or t is None or t.prizes_taken < 4:
        return ()
    ended = TournamentChanged(tournament=None, note="The tournament is over.")
    if t.after_round == 12:
        return (ended, GameScored(result=result(state.players)))
    return (ended, RoundEnded(next_round=t.after_round + 1))


def tournament_offers(state: State) -> list[Offer]:
    """What the table does next in a tournament: draw, report a match, or take the next prize."""
    t = state.tournament
    if state.stage != "tournament" or t is None:
        return []
    if state.fight is not None:
        return battling.battle_offers(state)
    if not t.semifinals:
        return [Offer(kind="tournament_draw", label="Draw the semifinals by lot", needs=("semifinals",))]
    if t.places:
        seat = t.places[t.prizes_taken]
        _, resources, _ = PRIZES[t.after_round][t.prizes_taken]
        level = prize_level(state, PRIZES[t.after_round][t.prizes_taken][0])
        cards = [c for cards in state.piles.values() for c in cards if state.facts[c].level in (None, level)]
        needs = (("creature",) if level else ()) + (("resource",) if resources else ())
        what = f"a level {level} creature" if level else "no creature (none left)"
        return [Offer(kind="tournament_prize", label=f"{state.players[seat].name} takes {what}", seat=seat,
                      params={"seat": seat}, needs=needs,
                      choices={"creature": cards if level else [], "level": level, "resource": list(resources)})]
    return [Offer(kind="tournament_match", label=f"Fight the {MATCHES[m]}", params={"match": m},
                  needs=("challenger", "drawn", "defender_drawn"),
                  choices={"challenger": list(t.pair(m)), "winner": list(t.pair(m))})
            for m in ("semi_1", "semi_2", "final", "third") if m not in t.winners and t.pair(m) is not None]
