"""The table's corrections of the board's marks and the round: a mine's control marker, the Initiative Button,
a figure on an action space (or home, or not placed yet), a player's assistants, and the round and its stage.
A figure on a closed space, of the wrong colour or on an action not open yet is refused naming the rule."""

from __future__ import annotations

from typing import Any

from .. import board, rulebook
from ..allocation import next_placer, numeral
from ..errors import IllegalAction, InvalidInput
from ..model import ASSISTANT_KINDS
from ..state import State
from ..tables import LAST_NUMERAL, ROUNDS, phase_of

ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}
STAGE_WORDS = {"allocation": "the figures are being placed", "resolving": "the actions are being resolved"}


def space_words(space: str | None) -> str:
    """An action space in words."""
    return "home" if space is None else f"the {space.replace('_', ' ')}"


def space_refusal(state: State, seat: int, fig: str, space_id: str) -> IllegalAction | None:
    """Why a figure cannot stand on a space whatever happened since it was placed: the space is closed, not of
    its colour, not open in this phase, or another figure stands there."""
    s = board.space(space_id)
    if s is None:
        raise InvalidInput(f"There is no action space {space_words(space_id)}.", "space")
    if not board.in_game(s, state.n, state.options.locked):
        rule = rulebook.MYTH_CLOSED if s.myth else rulebook.SPACE_CLOSED
        return rulebook.refuse(rule, f"{space_words(space_id).capitalize()} is closed in this game.")
    if fig != "conjurer" and fig not in s.assistants:
        return rulebook.refuse(rulebook.FIGURE_KIND, f"A {fig} cannot take {space_words(space_id)}.")
    if numeral(state, s) > min(state.phase, LAST_NUMERAL):
        return rulebook.refuse(rulebook.ACTION_LOCKED, f"{space_words(space_id).capitalize()} opens in phase "
                                                       f"{ROMAN[numeral(state, s)]}.")
    if s.group == "house" and s.seat == seat:
        return rulebook.refuse(rulebook.DUEL_SELF)
    if s.group != "house" and any(p.space == space_id and (p.seat, p.figure) != (seat, fig) for p in state.placements):
        return rulebook.refuse(rulebook.SPACE_TAKEN, f"A figure already stands on {space_words(space_id)}.")
    return None


def _seat(act, state: State) -> int:
    if act.seat is None or not 0 <= act.seat < state.n:
        raise InvalidInput("Say which player.", "seat")
    return act.seat


def mine(act, state: State) -> tuple[str, dict[str, Any]]:
    """Whose control marker lies on a mine (or none)."""
    space = board.space(act.mine or "")
    if space is None or space.group != "mine" or not board.in_game(space, state.n, state.options.locked):
        raise InvalidInput("Say a mine of this game's board.", "mine")
    holder = act.seat
    if holder is not None and not 0 <= holder < state.n:
        raise InvalidInput(f"There is no seat {holder + 1}.", "seat")
    if state.mines.get(space.id) == holder:
        raise InvalidInput(f"Herald already has {space_words(space.id)} so.", "seat")
    mines = {k: v for k, v in state.mines.items() if k != space.id}
    if holder is not None:
        mines[space.id] = holder
    who = f"{state.players[holder].name} controls" if holder is not None else "nobody controls"
    return f"{who} {space_words(space.id)}", {"mines": mines}


def button(act, state: State) -> tuple[str, dict[str, Any]]:
    """Who holds the Initiative Button, and who started this round."""
    holder = _seat(act, state)
    start = state.start if act.starter is None else act.starter
    if not 0 <= start < state.n:
        raise InvalidInput(f"There is no seat {start + 1}.", "starter")
    if (holder, start) == (state.button, state.start):
        raise InvalidInput("Herald already has the Button so.", "seat")
    tail = f"; {state.players[start].name} started this round" if start != state.start else ""
    return (f"{state.players[holder].name} holds the Initiative Button{tail}",
            {"button": holder, "start": start})


def assistants(act, state: State) -> tuple[str, dict[str, Any]]:
    """The assistants a player has hired."""
    seat = _seat(act, state)
    hired = tuple(act.assistants or ())
    if any(a not in ASSISTANT_KINDS for a in hired):
        raise InvalidInput("An assistant is a worker, merchant, warrior or recruiter.", "assistants")
    p = state.players[seat]
    if hired == p.assistants:
        raise InvalidInput(f"{p.name} already has these assistants.", "assistants")
    gone = [f for f in p.assistants if f not in hired and any(
        (q.seat, q.figure) == (seat, f) for q in state.placements)]
    if gone:
        raise InvalidInput(f"{p.name}'s {gone[0]} stands on the board: correct its place first.", "assistants")
    players = [q.model_dump() for q in state.players]
    players[seat]["assistants"] = list(hired)
    told = ", ".join(hired) or "no assistant"
    return f"{p.name} has {told}", {"players": players}


def figure(act, state: State) -> tuple[str, dict[str, Any]]:
    """A figure on an action space, at home, or not placed yet; resolved or not."""
    seat = _seat(act, state)
    p = state.players[seat]
    fig = act.figure
    if fig not in p.figures:
        raise InvalidInput(f"{p.name} has no {fig or 'such figure'}.", "figure")
    if state.stage not in STAGE_WORDS:
        raise InvalidInput("Figures stand on the board only while they are placed and resolved.", "figure")
    if act.resolved and state.stage != "resolving":
        raise InvalidInput("Nothing is resolved while the figures are being placed.", "resolved")
    if act.placed and act.space is not None:
        refusal = space_refusal(state, seat, fig, act.space)
        if refusal is not None:
            raise refusal
    if not act.placed and state.stage == "resolving":
        raise InvalidInput("Every figure is out while the actions resolve: say where it stands.", "placed")
    placements = [q.model_dump() for q in state.placements]
    mine_at = next((i for i, q in enumerate(state.placements) if (q.seat, q.figure) == (seat, fig)), None)
    new = {"seat": seat, "figure": fig, "space": act.space, "resolved": bool(act.resolved)}
    if not act.placed:
        placements = [q for i, q in enumerate(placements) if i != mine_at]
    elif mine_at is None:
        placements.append(new)
    else:
        placements[mine_at] = new
    if placements == [q.model_dump() for q in state.placements]:
        raise InvalidInput("Herald already has the figure there.", "space")
    where = "not placed yet" if not act.placed else (
        f"on {space_words(act.space)}" if act.space else "at home") + (", its action done" if act.resolved else "")
    return f"{p.name}'s {fig} stands {where}".replace("stands not", "is not"), {"placements": placements}


def round_(act, state: State) -> tuple[str, dict[str, Any]]:
    """The round and its stage: refused when the figures on the board cannot be there."""
    if state.fight is not None:
        raise InvalidInput("A battle is under way: finish it first.", "round")
    if state.stage not in STAGE_WORDS:
        raise InvalidInput("The round can be corrected only while figures are placed or resolved.", "round")
    number = state.round if act.round is None else act.round
    stage = act.stage or state.stage
    if not 1 <= number <= ROUNDS:
        raise InvalidInput(f"The game has rounds 1 to {ROUNDS}.", "round")
    if stage not in STAGE_WORDS:
        raise InvalidInput("Say whether the figures are being placed or the actions resolved.", "stage")
    if (number, stage) == (state.round, state.stage) and act.space is None:
        raise InvalidInput("Herald already has the game there.", "round")
    moved = state.model_copy(update={"round": number, "stage": stage})
    if stage == "resolving" and next_placer(moved) is not None:
        raise InvalidInput("Some figures are not placed yet: the actions resolve once every figure is out.", "stage")
    if stage == "allocation" and any(q.resolved for q in state.placements) and act.space is None:
        raise InvalidInput("Some actions are resolved already: the figures cannot still be being placed.", "stage")
    for q in state.placements:
        if q.space is not None and (refusal := space_refusal(moved, q.seat, q.figure, q.space)) is not None:
            raise InvalidInput(f"{state.players[q.seat].name}'s {q.figure} could not stand there: {refusal}", "round")
    text = f"it is round {number} (phase {ROMAN[phase_of(number)]}): {STAGE_WORDS[stage]}"
    update: dict[str, Any] = {"round": number, "stage": stage}
    if act.space is not None:
        if stage != "resolving":
            raise InvalidInput("An action is resolved only once every figure is out.", "space")
        order = resolve_order(moved)
        now = next((i for i, q in enumerate(order) if q.space == act.space), None)
        if now is None:
            raise InvalidInput(f"No figure stands on {space_words(act.space)}.", "space")
        done = {(q.seat, q.figure) for q in order[:now]}
        update["placements"] = [q.model_copy(update={"resolved": (q.seat, q.figure) in done}).model_dump()
                                for q in state.placements]
        text += f", now {space_words(act.space)}"
    return text, update


def resolve_order(state: State) -> list:
    """The placements in the order they resolve: seat by seat from the round's starter, each player's assistants
    before her conjurer, every battle after the other actions (001:L431); a player's assistants as placed."""
    seats = state.clockwise(state.start)

    def key(q):
        battle = q.space is not None and board.BY_ID[q.space].battle
        return (battle, seats.index(q.seat), q.figure == "conjurer")

    return sorted((q for q in state.placements if q.space is not None), key=key)


BOARD_CORRECTIONS = {"mine": mine, "button": button, "assistants": assistants, "figure": figure, "round": round_}
