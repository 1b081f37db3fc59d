"""The board of action spaces as the tablet draws it (pure): each space open, closed at this player count, or
locked until a phase; the figure standing there this round; who controls each mine; the round and the next feeding."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.conjurers.screens.words import ROMAN, amounts, namer

if TYPE_CHECKING:
    from app.games.conjurers.engine import State, board

# The board's regions, in the order the tablet draws them.
REGIONS = (("Mines", ("mine",)), ("Storages", ("storage",)), ("Food", ("food",)),
           ("Blacksmiths and artificers", ("blacksmith", "artificer")), ("Battlegrounds", ("battleground",)),
           ("Town", ("tavern", "marketplace", "guild", "pit")), ("Duels at the players' houses", ("house",)))
STAGES = {"setup": "Setting up", "allocation": "Placing figures", "resolving": "Resolving actions",
          "tournament": "Tournament", "over": "Game over"}


def space_view(state: State, s: board.Space) -> dict:
    """One space: its name, who may stand there, its status and what stands or lies on it."""
    from app.games.conjurers.engine import board
    from app.games.conjurers.engine.allocation import numeral
    from app.games.conjurers.engine.tables import LAST_NUMERAL
    from app.games.conjurers.screens.words import FIGURES, myth_words, space_words

    names = [p.name for p in state.players]
    view = {"id": s.id, "name": space_words(s.id), "numeral": ROMAN.get(numeral(state, s), "I"),
            "takes": "any figure" if s.group == "food" else ", ".join(FIGURES[a].lower() for a in s.assistants),
            "figures": [], "status": "open", "note": ""}
    if s.group == "house":
        view["name"] = f"{names[s.seat]}'s house" if s.seat is not None and s.seat < state.n else view["name"]
        view["takes"] = "conjurers"
    if not board.in_game(s, state.n, state.options.locked):
        view["status"] = "closed"
        view["note"] = f"{myth_words(s.myth)} is locked" if s.myth in state.options.locked else \
            f"not used with {state.n} players"
        return view
    if numeral(state, s) > min(state.phase, LAST_NUMERAL):
        view["status"] = "locked"
        view["note"] = f"opens in phase {ROMAN[numeral(state, s)]}"
    for p in state.placements:
        if p.space == s.id:
            view["figures"].append({"player": names[p.seat], "seat": p.seat, "figure": FIGURES[p.figure],
                                    "done": p.resolved})
    if view["figures"] and view["status"] == "open":
        view["status"] = "taken"
    notes = [view["note"]] if view["note"] else []
    if s.group == "mine" and s.id in state.mines:
        notes.append(f"controlled by {names[state.mines[s.id]]}")
    elif s.group == "battleground":
        notes.append(f"{len(state.piles.get(s.myth, ()))} creatures in the pile")
    elif s.group in ("blacksmith", "artificer"):
        notes.append(f"{len(state.items if s.group == 'blacksmith' else state.artifacts)} cards for sale")
    view["note"] = "; ".join(notes)
    return view


def regions(state: State) -> list[dict]:
    """The board, region by region."""
    from app.games.conjurers.engine import board

    return [{"name": name, "spaces": [space_view(state, s) for s in board.SPACES if s.group in groups
                                      and (s.group != "house" or (s.seat or 0) < state.n)]}
            for name, groups in REGIONS]


def fed_now(state: State) -> bool:
    """Whether this round's feeding is paid already (the tournament that follows it, or the game's end)."""
    return state.fed is not None and state.fed.after_round == state.round and state.stage in ("tournament", "over")


def next_feeding(state: State) -> int | None:
    """The round whose end phase brings the next feeding (none once the last one is paid)."""
    from app.games.conjurers.engine.tables import FEEDING_ROUNDS

    if state.stage == "over":
        return None
    return next((r for r in FEEDING_ROUNDS if r > state.round or r == state.round and not fed_now(state)), None)


def round_view(state: State) -> dict:
    """Round, phase, stage, the Button's holder, the next feeding (and tournament)."""
    from app.games.conjurers.engine.tables import TOURNAMENT_ROUNDS, phase_of
    from app.games.conjurers.screens.words import myth_words

    feed = next_feeding(state)
    return {"round": state.round, "phase": ROMAN[phase_of(state.round)], "stage": STAGES[state.stage],
            "button": state.players[state.button].name if state.players else "",
            "next_feeding": feed, "feeding_now": feed == state.round,
            "tournament": state.options.tournaments and state.stage != "over"
            and any(r >= state.round for r in TOURNAMENT_ROUNDS),
            "locked": [myth_words(m) for m in state.options.locked]}


def player_views(state: State) -> list[dict]:
    """Every player's holdings: resources, food, army, items, artifacts, minus points, food owed at the feeding."""
    from app.games.conjurers.engine.endphase import food_needed
    from app.games.conjurers.screens.words import FIGURES, myth_words, space_words

    name = namer(state)
    out = []
    for p in state.players:
        resources = {k: v for k, v in p.stock.items() if k != "food"}
        out.append({"seat": p.seat, "player": p.name, "button": p.seat == state.button,
                    "figures": [FIGURES[f] for f in p.figures], "resources": resources, "food": p.stock["food"],
                    "resources_words": amounts(resources), "owed": food_needed(p), "minus": p.minus,
                    "army": [{"name": name(c.card), "level": c.level, "myth": myth_words(c.myth)} for c in p.army],
                    "items": [name(c) for c in p.items], "artifacts": [name(a.card) for a in p.artifacts],
                    "mines": [space_words(m) for m, s in sorted(state.mines.items()) if s == p.seat]})
    return out


def queue(state: State) -> list[dict]:
    """The placements still to resolve, in the order the rules take them: seat by seat from the round's starting
    player, assistants before the conjurer, battles after everything else (001:L431)."""
    from app.games.conjurers.engine import board
    from app.games.conjurers.screens.words import FIGURES, space_words

    pending = [p for p in state.placements if not p.resolved and p.space is not None]
    order = {s: i for i, s in enumerate(state.clockwise(state.start))} if state.players else {}
    pending.sort(key=lambda p: (board.BY_ID[p.space].battle, order[p.seat], p.figure == "conjurer"))
    return [{"player": state.players[p.seat].name, "figure": FIGURES[p.figure], "space": space_words(p.space, [pl.name for pl in state.players])}
            for p in pending]
