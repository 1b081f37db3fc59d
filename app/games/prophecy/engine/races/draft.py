"""Race cards drafted with the characters (003:L111-115): dealt with them, kept and passed the same way.

A seat's Race hand is the zone `draft:<seat>:races` (what passes to it waits in `draft:<seat>:races:in`); each
dealt card is a token `<race>~<n>` (n counts the copies dealt, as two players may hold a Human card each). The
last pick gives the hero her Race (`RaceTaken`); with Hybrids the two Races are named at that pick instead.
"""

from __future__ import annotations

from typing import Literal

from .. import rulebook
from ..errors import InvalidInput
from ..events import Event, event, who
from ..state import GameState
from .data import RacePick, check_picks, race_ids, race_name, race_start
from .sheet import BASE_BLUE_CAP, BASE_RED_CAP

R_RACE_DRAFT = rulebook.rule(
    "race_draft",
    "Race cards are dealt with the characters, as many as the characters, and kept and passed the same way.",
    "003:L111",
)


def hand(state: GameState, seat: int, incoming: bool = False) -> tuple[str, ...]:
    """A seat's Race cards in hand (or passed to it)."""
    return state.zone(f"draft:{seat}:races" + (":in" if incoming else ""))


def race_of(token: str) -> str:
    """The Race a dealt card shows."""
    return token.split("~")[0]


@event
class RaceHands(Event):
    """The Race cards in the seats' hands changed (dealt, kept, passed); told by the character draft's lines."""

    kind: Literal["race_hands"] = "race_hands"
    hands: dict[str, tuple[str, ...]]

    def apply_to(self, state: GameState) -> GameState:
        zones = {k: v for k, v in state.zones.items() if k not in self.hands}
        zones.update({k: v for k, v in self.hands.items() if v})
        return state.model_copy(update={"zones": zones})

    def describe(self, state: GameState) -> str:
        return ""


@event
class RaceTaken(Event):
    """A hero took up her Race (two with Hybrids): her cubes, caps, tokens, bank and limits as it makes them."""

    kind: Literal["race_taken"] = "race_taken"
    seat: int
    races: tuple[str, ...]
    red: int
    blue: int
    gold: int
    experience: int
    bank: int
    sheet: dict

    def apply_to(self, state: GameState) -> GameState:
        hero = state.hero(self.seat)
        return state.with_hero(hero.model_copy(update={
            "races": self.races, "red": self.red, "health": self.red, "blue": self.blue, "magic": self.blue,
            "gold": self.gold, "experience": self.experience, "bank": self.bank,
            "sheet": type(hero.sheet).model_validate(self.sheet)}))

    def describe(self, state: GameState) -> str:
        names = " and ".join(r.replace("-", " ").title() for r in self.races)
        return f"{who(state.hero(self.seat))} is of the {names} race: Strength {self.red}, Willpower {self.blue}."


def deal(state: GameState, ctx, races: tuple[tuple[str, ...], ...], size: int, per_hero: int) -> list[Event]:
    """The Race cards dealt with the characters: as many per seat as characters (003:L113, 003:L115)."""
    if per_hero != 1:
        if races:
            raise rulebook.refuse(R_RACE_DRAFT, "Race cards are drafted only in a game where each hero has one Race.")
        return []
    if len(races) != len(state.heroes) or any(len(h) != size for h in races):
        raise rulebook.refuse(R_RACE_DRAFT, f"Deal {size} Race cards to every seat with the characters.")
    known = race_ids(ctx)
    count: dict[str, int] = {}
    hands: dict[str, tuple[str, ...]] = {}
    for seat, dealt in enumerate(races):
        tokens = []
        for race in dealt:
            if known and race not in known:
                raise InvalidInput(f"There is no Race {race!r} in Herald's catalog.", "races")
            count[race] = count.get(race, 0) + 1
            tokens.append(f"{race}~{count[race]}")
        hands[f"draft:{seat}:races"] = tuple(tokens)
    return [RaceHands(hands=hands)]


def pick(state: GameState, seat: int, keep: str | None, final: bool) -> list[Event]:
    """A seat keeps one Race card; the rest go left (a pick before the last) or out of the game (the last)."""
    cards = hand(state, seat)
    if not cards:
        return []
    chosen = next((t for t in cards if keep in (t, race_of(t))), None)
    if chosen is None:
        raise rulebook.refuse(R_RACE_DRAFT, "Keep one of the Race cards in hand along with the character.")
    rest = list(cards)
    rest.remove(chosen)
    n = len(state.heroes)
    if final:
        return [RaceHands(hands={f"draft:{seat}:races": (), "draft:race:kept:" + str(seat): (chosen,)})]
    left = f"draft:{(seat + 1) % n}:races:in"
    return [RaceHands(hands={f"draft:{seat}:races": (chosen,), left: (*hand(state, (seat + 1) % n, True), *rest)})]


def next_pass(state: GameState) -> list[Event]:
    """Every seat has picked: the Race cards passed left join their new hands."""
    hands: dict[str, tuple[str, ...]] = {}
    for s in range(len(state.heroes)):
        incoming = hand(state, s, True)
        if incoming:
            hands[f"draft:{s}:races"] = (*hand(state, s), *incoming)
            hands[f"draft:{s}:races:in"] = ()
    return [RaceHands(hands=hands)] if hands else []


def take(state: GameState, ctx, seat: int, picks: tuple[RacePick, ...], per_hero: int) -> list[Event]:
    """The hero's Race at the last pick: the drafted one (its values typed as needed) or, with Hybrids, two."""
    kept = state.zone(f"draft:race:kept:{seat}")
    if kept:
        typed = next((p for p in picks if p.race == race_of(kept[0])), None)
        picks = (typed or RacePick(race=race_of(kept[0])),)
    if not per_hero:
        return []
    check_picks(ctx, picks, per_hero)
    hero = state.hero(seat)
    start = race_start(ctx, picks)
    red, blue = hero.red + start.strength, hero.blue + start.willpower
    if red < 1 or blue < 1:
        raise InvalidInput(f"A {race_name(ctx, picks[0].race)} cannot leave a hero without Strength or Willpower.",
                           "races")
    return [RaceTaken(seat=seat, races=tuple(p.race for p in picks), red=red, blue=blue,
                      gold=hero.gold + start.gold, experience=hero.experience + start.experience, bank=start.bank,
                      sheet=start.sheet.model_dump())]


def new_character(state: GameState, seat: int) -> list[Event]:
    """A player whose hero died keeps her Race for the new character (Herald's reading: the rulebook is silent):
    the Race's cube changes apply to the new character's cubes; her sheet and bank stay."""
    hero = state.hero(seat)
    if not hero.races:
        return []
    red = max(1, hero.red + hero.sheet.red_cap - BASE_RED_CAP)
    blue = max(1, hero.blue + hero.sheet.blue_cap - BASE_BLUE_CAP)
    return [RaceTaken(seat=seat, races=hero.races, red=red, blue=blue, gold=hero.gold, experience=hero.experience,
                      bank=hero.bank, sheet=hero.sheet.model_dump())]
