"""The initial situation and the first player: one Ability face up in each guild, the first terrain Chance
card's Adventure cards face up on its spaces, then a die each; the highest roll starts.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, Offer, action, offers
from ..errors import InvalidInput
from ..events import DiceRolled, Event
from ..ruleset import ruleset_of
from ..state import GameState
from . import decks, flow, lookup
from . import zones as Z
from .tx import Tx

R_SITUATION = rulebook.rule(
    "initial_situation",
    "Before play: one Ability face up in every guild, then the first terrain Chance card's Adventure cards.",
    "000:L207",
)
R_FIRST_TERRAIN = rulebook.rule(
    "first_terrain", "The initial Adventure cards follow the first Forest, Mountains or Plains Chance card.", "000:L208"
)
R_BASIC_BOARD = rulebook.rule(
    "basic_board", "Basic version: the board starts without Adventure cards; they come with the Chance cards.",
    "004:L70",
)
R_FIRST_PLAYER = rulebook.rule("first_player", "Every player rolls a die; the highest roll plays first.", "000:L214")
R_FIRST_CHOSEN = rulebook.rule(
    "first_player_chosen", "In the Cooperative game the players choose freely who starts; Solo has one hero.", "003:L495"
)




@action
class PrepareBoard(Action):
    """The initial situation: the Ability turned up in each guild, the first terrain Chance card found in
    the deck and the Adventure cards placed face up on its spaces (clockwise from space 0)."""

    kind: Literal["prepare_board"] = "prepare_board"
    abilities: dict[str, str] = Field(default_factory=dict)
    chance: str | None = None
    adventures: tuple[str, ...] = ()

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_stage(state, "situation")
        tx = Tx(state, ctx)
        if not ruleset_of(state).guild_abilities and self.abilities:
            raise rulebook.refuse(R_SITUATION, "In this game the guilds offer no Abilities.")
        for g in Z.GUILDS if ruleset_of(state).guild_abilities else ():
            card = self.abilities.get(g)
            if card is None:
                if decks.drawable(tx.state, f"ability:{g}"):
                    raise rulebook.refuse(R_SITUATION, f"Name the Ability turned up in {Z.GUILD_NAMES[g]}.")
                continue
            decks.draw(tx, f"ability:{g}", card, Z.guild(g))
        if not ruleset_of(state).initial_adventures:
            if self.chance or self.adventures:
                raise rulebook.refuse(R_BASIC_BOARD, "No terrain Chance card is drawn to prepare the board.")
            _to_first_player(tx)
            return tx.done()
        terrain = chance_terrain(ctx, self.chance) if self.chance else None
        if terrain is None:
            raise rulebook.refuse(R_FIRST_TERRAIN, f"{Z.card_label(self.chance or 'nothing')} is not a terrain "
                                  "Chance card.")
        decks.draw(tx, "chance", self.chance, Z.discard("chance"))
        spaces = lookup.spaces_of(ctx, terrain)
        if len(self.adventures) != len(spaces):
            raise InvalidInput(f"Name one Adventure card for each of the {len(spaces)} {terrain} spaces.", "adventures")
        for i, card in zip(spaces, self.adventures, strict=True):
            decks.draw(tx, "adventure", card, Z.space(i))
        _to_first_player(tx)
        return tx.done()


def _to_first_player(tx: Tx) -> None:
    """The board is ready: on to who plays first, or straight to the only hero's round when nobody need choose."""
    if ruleset_of(tx.state).first_player != "choose":
        flow.with_flow(tx, stage="first_player")
    elif len(tx.state.heroes) == 1:
        flow.with_flow(tx, stage="first_player", note="The board is ready.")
        _start(tx, 0, f"{tx.state.hero(0).player} plays alone and starts.")
    else:
        flow.with_flow(tx, stage="first_player", note="The board is ready; the group chooses who starts.")


def _start(tx: Tx, seat: int, note: str = "") -> None:
    """The first player's round begins (every hero on her starting space first); `note` says how she was found
    (none: she rolled highest)."""
    flow.with_flow(tx, first=seat, note=note)
    for h in tx.state.heroes:
        if h.space is None and h.guilds:
            raise rulebook.refuse(R_FIRST_PLAYER, "Every hero needs a starting space first.")
    flow.begin_round(tx, seat)


def chance_terrain(ctx, card: str) -> str | None:
    """The terrain a Chance card refills (forest, mountains, plains), or None."""
    effect = lookup.card(ctx, card).effect or ""
    kind, _, arg = effect.partition(":")
    return arg if kind == "terrain" and arg in Z.TERRAINS else None


@action
class RollFirstPlayer(Action):
    """A die for each contender, in seat order (all seats, or those tied at the top of the last roll)."""

    kind: Literal["roll_first_player"] = "roll_first_player"
    faces: tuple[int, ...] = Field(min_length=1, max_length=5)
    by_herald: bool = False

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_stage(state, "first_player")
        if ruleset_of(state).first_player == "choose":
            raise rulebook.refuse(R_FIRST_CHOSEN, "Nobody rolls for it: choose who starts.")
        seats = contenders(state)
        if len(self.faces) != len(seats) or any(not 1 <= f <= 6 for f in self.faces):
            raise InvalidInput(f"Give one die face (1-6) for each of seats {[s + 1 for s in seats]}.", "faces")
        tx = Tx(state, ctx)
        tx.emit(DiceRolled(purpose="who plays first", faces=self.faces, by_herald=self.by_herald))
        top = max(self.faces)
        best = [s for s, f in zip(seats, self.faces, strict=True) if f == top]
        marks = frozenset(m for m in state.flow.marks if not m.startswith("tied:"))
        if len(best) > 1:
            flow.with_flow(tx, marks=marks | {f"tied:{s}" for s in best})
            return tx.done()
        flow.with_flow(tx, marks=marks)
        _start(tx, best[0])
        return tx.done()


@action
class ChooseFirstPlayer(Action):
    """The Cooperative game: the group names the hero who starts (003:L495)."""

    kind: Literal["choose_first_player"] = "choose_first_player"
    first: int = Field(ge=0, le=4)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_stage(state, "first_player")
        if ruleset_of(state).first_player != "choose":
            raise rulebook.refuse(R_FIRST_PLAYER, "The first player is rolled for in this game.")
        if self.first >= len(state.heroes):
            raise InvalidInput(f"There is no seat {self.first + 1} in this game.", "first")
        tx = Tx(state, ctx)
        _start(tx, self.first, f"{state.hero(self.first).player} starts, as the group chose.")
        return tx.done()


def _names(state: GameState, seats: list[int]) -> str:
    """'Anna', 'Anna and Ben', 'Anna, Ben and Cleo'."""
    names = [state.hero(s).player for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def contenders(state: GameState) -> list[int]:
    """The seats that roll now: everybody, or those tied for the highest roll."""
    tied = sorted(int(m.split(":")[1]) for m in state.flow.marks if m.startswith("tied:"))
    return tied or list(range(len(state.heroes)))


@offers
def initial_offers(state: GameState, ctx: Context) -> list[Offer]:
    """The initial situation, then the first-player roll."""
    if state.flow.stage == "situation" and not ruleset_of(state).initial_adventures:
        return [Offer(kind="prepare_board", label="Prepare the board", choices={"abilities": {}})]
    if state.flow.stage == "situation":
        terrain = [c for c in decks.drawable(state, "chance") if chance_terrain(ctx, c)]
        choices = {
            "abilities": {g: list(decks.drawable(state, f"ability:{g}")) for g in Z.GUILDS}
            if ruleset_of(state).guild_abilities else {},
            "chance": terrain,
            "adventures": list(decks.drawable(state, "adventure")),
            "spaces": {t: list(lookup.spaces_of(ctx, t)) for t in Z.TERRAINS},
        }
        return [Offer(kind="prepare_board", label="Prepare the board", needs=("abilities", "chance", "adventures"),
                      choices=choices)]
    if state.flow.stage == "first_player" and ruleset_of(state).first_player == "choose":
        return [Offer(kind="choose_first_player", label=f"{h.player} starts", params={"first": h.seat})
                for h in state.heroes]
    if state.flow.stage == "first_player":
        seats = contenders(state)
        label = "Roll for the first player" if len(seats) == len(state.heroes) else \
            f"{_names(state, seats)} tied: roll again"
        return [Offer(kind="roll_first_player", label=label, needs=("faces",), choices={"seats": seats})]
    return []


