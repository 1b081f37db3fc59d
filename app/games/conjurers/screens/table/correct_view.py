"""What the Conjurers correction form shows (pure): a player's holdings, a mine, an action space, the round, a
battle's board; every part prefilled with what Herald holds now, every name in plain words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.conjurers.screens.words import ROMAN, namer

if TYPE_CHECKING:
    from app.games.conjurers.engine import State


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def card_row(state: State, card: str) -> dict:
    """One card with the places it may go (its own first, selected)."""
    from app.games.conjurers.engine.correcting.cards import locate, targets, zone_words

    kind, here = locate(state, card)
    options = [(z, _cap(zone_words(state, z))) for z in targets(state, kind)]
    return {"card": card, "name": namer(state)(card), "here": here, "options": options}


def player_panel(state: State, seat: int) -> dict:
    """A player's holdings: stock, minus points, assistants, the Button, army, items and artifacts."""
    from app.games.conjurers.engine.correcting.cards import locate, zone_words
    from app.games.conjurers.engine.model import ASSISTANT_KINDS, CATEGORIES
    from app.games.conjurers.screens.words import FIGURES

    p = state.players[seat]
    cards = [c.card for c in p.army] + list(p.items) + [a.card for a in p.artifacts]
    elsewhere = [c for c in [*(c for q in state.players if q.seat != seat for c in (x.card for x in q.army)),
                             *(c for cs in state.piles.values() for c in cs), *state.level1_box]]
    return {"seat": seat, "player": p.name, "stock": [(k, _cap(k), p.stock.get(k, 0)) for k in CATEGORIES],
            "minus": p.minus, "assistants": list(p.assistants), "all_assistants": [(a, FIGURES[a]) for a in
                                                                                   ASSISTANT_KINDS],
            "button": state.button == seat, "cards": [card_row(state, c) for c in cards],
            "creatures": [(c, namer(state)(c), _cap(zone_words(state, locate(state, c)[1]))) for c in elsewhere]}


def mine_panel(state: State, mine: str) -> dict:
    """A mine and whose control marker lies on it."""
    from app.games.conjurers.screens.words import space_words

    return {"mine": mine, "name": space_words(mine), "holder": state.mines.get(mine),
            "players": [(p.seat, p.name) for p in state.players]}


def space_panel(state: State, space: str) -> dict:
    """An action space: the figures on it and every figure that could be put there."""
    from app.games.conjurers.engine import board
    from app.games.conjurers.screens.words import FIGURES, space_words

    here = [p for p in state.placements if p.space == space]
    figures = [(p.seat, f, f"{p.name}'s {FIGURES[f].lower()}") for p in state.players for f in p.figures]
    s = board.space(space)
    return {"space": space, "name": space_words(space, [p.name for p in state.players]),
            "mine": s is not None and s.group == "mine", "here": [
                {"seat": p.seat, "figure": p.figure, "words": f"{state.players[p.seat].name}'s "
                 f"{FIGURES[p.figure].lower()}", "done": p.resolved} for p in here],
            "figures": figures, "resolving": state.stage == "resolving"}


def round_panel(state: State) -> dict:
    """The round (and its phase) and the stage, prefilled."""
    from app.games.conjurers.engine.tables import ROUNDS, phase_of
    from app.games.conjurers.screens.words import space_words

    return {"round": state.round, "rounds": [(r, f"Round {r} (phase {ROMAN[phase_of(r)]})") for r in
                                             range(1, ROUNDS + 1)],
            "stage": state.stage, "stages": [("allocation", "The figures are being placed"),
                                             ("resolving", "The actions are being resolved")],
            "spaces": [(p.space, space_words(p.space, [q.name for q in state.players])) for p in state.placements
                       if p.space is not None]}


def battle_panel(state: State) -> dict | None:
    """A battle's two sides: each slot's creature with its damage and markers, the hand, the dead."""
    if state.fight is None:
        return None
    name = namer(state)
    sides = []
    for i, side in enumerate(state.fight.battle.sides):
        who = "The minion side" if side.seat is None else f"{state.players[side.seat].name}'s side"
        slots = [{"slot": n, "fighter": f and {"card": f.card, "name": name(f.card), "dm": f.dm, "frost": f.frost,
                                                "poison": f.poison, "bound": f.bound}} for n, f in enumerate(side.slots)]
        sides.append({"side": i, "who": who, "slots": slots, "hand": [(c, name(c)) for c in side.hand if c != "?"],
                      "lost": [(c, name(c)) for c in side.lost]})
    return {"sides": sides}
