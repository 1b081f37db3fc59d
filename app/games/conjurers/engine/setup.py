"""Setting up a game by player count (table C2): locked mythologies, first assistants, level 1 creatures.

The random parts (which mythologies are locked, which level 1 creatures each player gets) are inputs:
typed from the table, or drawn by `draw_setup` from a `random.Random` the caller seeds.
"""

from __future__ import annotations

from random import Random
from typing import Literal

from . import rulebook
from .actions import Action, Context, action
from .cards import Catalog
from .errors import InvalidInput
from .events import Event, GameStarted
from .model import MYTHS, AssistantKind, Myth, space_words
from .state import Creature, Options, Player, State
from .tables import LEVEL1_PER_PLAYER, LOCKED_BY_PLAYERS


def draw_setup(rng: Random, catalog: Catalog, players: int) -> dict:
    """The chance inputs of a setup drawn with the caller's generator: locked mythologies and level 1 deals."""
    locked = rng.sample(MYTHS, LOCKED_BY_PLAYERS.get(players, 0))
    pool = [c.id for c in catalog.deck("level1")]
    dealt = rng.sample(pool, LEVEL1_PER_PLAYER * players)
    level1 = [dealt[i * LEVEL1_PER_PLAYER:(i + 1) * LEVEL1_PER_PLAYER] for i in range(players)]
    return {"locked": sorted(locked, key=MYTHS.index), "level1": level1}


@action
class StartGame(Action):
    """Set the game up: names clockwise from seat 0, each first assistant, the draws, the starting player."""

    kind: Literal["start_game"] = "start_game"
    players: tuple[str, ...]
    first_assistants: tuple[AssistantKind, ...]
    locked: tuple[Myth, ...] = ()
    level1: tuple[tuple[str, ...], ...]
    start: int = 0
    numerals: dict[str, int] = {}
    tournaments: bool = False
    no_dice: bool = False
    elements: bool = False
    healing: bool = False
    die: tuple[int, int, int] | None = None  # faces showing 0, 1, 2; None takes the catalog's (dice.toml)

    def decide(self, state: State, ctx: Context) -> tuple[Event, ...]:
        if state.stage != "setup":
            raise rulebook.refuse(rulebook.SETUP_DONE)
        if ctx.catalog is None:
            raise InvalidInput("setting up needs the Conjurers card catalog")
        n = len(self.players)
        if n not in LOCKED_BY_PLAYERS:
            raise rulebook.refuse(rulebook.PLAYERS, f"{n} players: Conjurers takes 2 to 4.")
        if len(self.first_assistants) != n:
            raise rulebook.refuse(rulebook.FIRST_ASSISTANT, "Name one first assistant for every player.")
        if len(set(self.locked)) != LOCKED_BY_PLAYERS[n] or len(self.locked) != LOCKED_BY_PLAYERS[n]:
            raise rulebook.refuse(rulebook.LOCKED_MYTHS,
                                  f"With {n} players exactly {LOCKED_BY_PLAYERS[n]} different mythologies are locked.")
        if self.tournaments and n != 4:
            raise rulebook.refuse(rulebook.TOURNAMENT_PLAYERS)
        if not 0 <= self.start < n:
            raise InvalidInput(f"the starting seat must be 0 to {n - 1}", "start")
        _check_numerals(self.numerals)
        level1 = {c.id for c in ctx.catalog.deck("level1")}
        dealt = [card for hand in self.level1 for card in hand]
        if (len(self.level1) != n or any(len(h) != LEVEL1_PER_PLAYER for h in self.level1)
                or len(set(dealt)) != len(dealt) or not set(dealt) <= level1):
            raise rulebook.refuse(rulebook.LEVEL1_DEAL, "Deal three different level 1 creatures to every player.")
        return (_started(self, ctx.catalog, dealt),)


def _check_numerals(numerals: dict[str, int]) -> None:
    from .board import BY_ID

    for space_id, numeral in numerals.items():
        if space_id not in BY_ID:
            raise InvalidInput("a numeral is typed for a space of the board, and there is no such space", "numerals")
        if numeral not in (1, 2, 3):
            raise InvalidInput(f"{space_words(space_id)} takes the numeral I, II or III", "numerals")
        printed = BY_ID[space_id].numeral
        if printed is not None and numeral != printed:
            # The rulebook prints this numeral (and the space's outputs from that phase on): only spaces it
            # leaves unnumbered take the group's numeral (research Q-38).
            raise InvalidInput(f"the {space_id.replace('_', ' ')} opens in phase {'I' * printed} by the rulebook; "
                               "a numeral is typed only for a space whose numeral it does not give", "numerals")


def _started(act: StartGame, catalog: Catalog, dealt: list[str]) -> GameStarted:
    locked = set(act.locked)
    players = tuple(
        Player(seat=i, name=name, assistants=(act.first_assistants[i],),
               army=tuple(Creature(card=c, level=1) for c in act.level1[i]))
        for i, name in enumerate(act.players))
    piles = {m: tuple(c.id for c in catalog.deck("creature") if c.myth == m) for m in MYTHS if m not in locked}
    out = tuple(c.id for c in catalog.cards if c.deck in ("creature", "artifact") and c.myth in locked)
    return GameStarted(
        options=Options(players=act.players, locked=tuple(m for m in MYTHS if m in locked), numerals=act.numerals,
                        tournaments=act.tournaments, no_dice=act.no_dice, elements=act.elements,
                        healing=act.healing, **({"die": act.die} if act.die else {})),
        players=players, button=act.start, piles=piles,
        level1_box=tuple(c.id for c in catalog.deck("level1") if c.id not in dealt),
        items=tuple(c.id for c in catalog.deck("item")),
        artifacts=tuple(c.id for c in catalog.deck("artifact") if c.myth not in locked),
        out=out, facts={c.id: c for c in catalog.cards}, stats=catalog.stats(), gear=dict(catalog.gear))
