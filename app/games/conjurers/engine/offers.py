"""Legal actions of the moment, as the tablet would offer them: one offer per placement or resolution,
with the fields the table still has to fill (`needs`) and the values Herald knows are allowed (`choices`)."""

from __future__ import annotations

from . import board
from .actions import Offer
from .allocation import next_placer, open_spaces, unplaced
from .battling import battle_offers
from .model import CATEGORIES, RESOURCES, space_words
from .pit import PIT_PAYOUTS
from .resolving import hireable, resolvable
from .state import State
from .tables import DUEL_CATEGORIES
from .tournament import tournament_offers

RESOLUTION_KIND = {"mine": "collect", "storage": "collect", "food": "collect", "tavern": "collect",
                   "guild": "hire", "marketplace": "trade", "blacksmith": "buy", "artificer": "buy",
                   "pit": "sacrifice", "battleground": "battleground", "house": "duel"}


def legal_actions(state: State) -> list[Offer]:
    """Every legal action now (setting up is offered with all its fields still to fill)."""
    if state.stage == "setup":
        return [Offer(kind="start_game", label="Set up the game",
                      needs=("players", "first_assistants", "locked", "level1", "start"))]
    if state.stage == "allocation":
        return _placements(state)
    if state.stage == "resolving" and state.fight is not None:
        return battle_offers(state) or _duel_won(state)
    if state.stage == "resolving":
        return [_resolution(state, p.seat, p.figure, p.space) for p in resolvable(state)]
    return tournament_offers(state)


def _duel_won(state: State) -> list[Offer]:
    """After a duel's battle won by the challenger: she names the three categories she takes from."""
    fight = state.fight
    name = state.players[fight.seat].name
    return [Offer(kind="duel", label=f"{name} won the duel: name three categories", seat=fight.seat,
                  params={"seat": fight.seat, "figure": fight.figure}, needs=("categories",),
                  choices={"categories": list(CATEGORIES), "how_many": DUEL_CATEGORIES})]


def _placements(state: State) -> list[Offer]:
    seat = next_placer(state)
    if seat is None:
        return []
    name = state.players[seat].name
    found = []
    for figure in unplaced(state, seat):
        spaces = open_spaces(state, seat, figure)
        for space in spaces or [None]:
            where = space_words(space, [p.name for p in state.players])
            found.append(Offer(kind="place", label=f"{name}: {figure} to {where}", seat=seat,
                               params={"seat": seat, "figure": figure, "space": space}))
    return found


def _resolution(state: State, seat: int, figure: str, space_id: str) -> Offer:
    space = board.BY_ID[space_id]
    kind = RESOLUTION_KIND[space.group]
    params = {"seat": seat, "figure": figure}
    label = f"{state.players[seat].name}: resolve {space_words(space_id, [p.name for p in state.players])}"
    player = state.players[seat]
    if kind == "hire":
        return Offer(kind=kind, label=label, seat=seat, params=params, needs=("assistant",),
                     choices={"assistant": [*hireable(state, seat), None]})
    if kind == "trade":
        return Offer(kind=kind, label=label, seat=seat, params=params, needs=("trades",),
                     choices={"pay": list(RESOURCES), "gain": list(RESOURCES)})
    if kind == "buy":
        stock = state.items if space.group == "blacksmith" else state.artifacts
        return Offer(kind=kind, label=label, seat=seat, params=params, needs=("purchases",),
                     choices={"card": list(stock)})
    if kind == "sacrifice":
        return Offer(kind=kind, label=label, seat=seat, params=params, needs=("offerings",),
                     choices={"card": [c.card for c in player.army], "payout": list(PIT_PAYOUTS)})
    if kind == "battleground":
        # Fought on Herald's boards; `won` is the fallback when the table reports the outcome instead.
        return Offer(kind=kind, label=label, seat=seat, params=params, needs=("creature", "drawn"),
                     choices={"creature": list(state.piles.get(space.myth, ())), "won": [True, False, None]})
    if kind == "duel":
        return Offer(kind=kind, label=f"{label} (duel with {state.players[space.seat].name})", seat=seat,
                     params=params, needs=("drawn", "set_aside", "defender_drawn"),
                     choices={"challenger_won": [True, False, None], "categories": list(CATEGORIES),
                              "how_many": DUEL_CATEGORIES})
    return Offer(kind=kind, label=label, seat=seat, params=params)
