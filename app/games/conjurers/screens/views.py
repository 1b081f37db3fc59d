"""What Conjurers' pages show (pure): the table for the tablet, and one seat's sheet for a phone."""

from __future__ import annotations

from app.games.conjurers.engine import State
from app.games.conjurers.engine.tables import phase_of

ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}
STAGES = {"setup": "Setting up", "allocation": "Placing figures", "resolving": "Resolving actions",
          "tournament": "Tournament", "over": "Game over"}


def card_label(state: State, card: str) -> str:
    """A card's printed name where the group knows it, else its id."""
    facts = state.facts.get(card)
    return (facts.name if facts and facts.name else card).replace("-", " ")


def card_label_of(facts) -> str:
    """A catalog card's printed name where known, else its id."""
    return facts.name or facts.id.replace("-", " ")


def board(state: State) -> dict:
    """The public part of the game: round, phase, stage, who holds the Button, every player's public counts."""
    return {
        "round": state.round, "phase": ROMAN.get(phase_of(state.round), "?"), "stage": STAGES[state.stage],
        "button": state.players[state.button].name if state.players else None,
        "locked": list(state.options.locked),
        "players": [{"seat": p.seat, "name": p.name, "creatures": len(p.army), "assistants": list(p.assistants),
                     "minus": p.minus} for p in state.players],
        "winners": [state.players[s].name for s in state.result.winners] if state.result else None,
    }


def you(state: State, seat: int) -> dict:
    """Everything one player holds: stock, army, items, artifacts, assistants and minus points."""
    p = state.players[seat]
    return {
        "seat": seat, "player": p.name, "assistants": list(p.assistants), "stock": dict(p.stock), "minus": p.minus,
        "army": [{"card": c.card, "name": card_label(state, c.card), "level": c.level, "myth": c.myth} for c in p.army],
        "items": [card_label(state, c) for c in p.items],
        "artifacts": [card_label(state, a.card) for a in p.artifacts],
    }


def seat_view(state: State, seat: int) -> dict:
    """A phone's view: its own player in full and the public board."""
    return {"you": you(state, seat), "board": board(state), "battle": None}
