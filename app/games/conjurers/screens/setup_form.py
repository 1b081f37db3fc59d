"""The setup form's answers as a start_game action (pure): seats, first assistants, and the chance parts
(locked mythologies, level 1 creatures) typed from the table or drawn by Herald with the game's seed."""

from __future__ import annotations

from functools import cache
from random import Random
from typing import TYPE_CHECKING

from werkzeug.datastructures import MultiDict

if TYPE_CHECKING:
    from app.games.conjurers.engine import Catalog

MAX_SEATS = 4
# Spaces whose numeral the rulebook does not print: the group may type its board's (research Q-38).
# The options the wizard offers: field name, words, and the seed's line.
OPTIONS = (("no_dice", "No dice: every battle die deals 1", "001:L542"),
           ("elements", "Elements: extra dice by element in battles", "001:L597"),
           ("healing", "Same-mythology healing in battles", "001:L629"),
           ("tournaments", "Tournaments after rounds 6 and 12 (four players only)", "001:L447"))


class SetupError(ValueError):
    """An answer the form cannot turn into a setup; the message names the field."""



@cache
def unnumbered() -> tuple[str, ...]:
    """The board's spaces without a numeral of their own (the table lays one on each), houses aside."""
    from app.games.conjurers.engine.board import SPACES

    return tuple(s.id for s in SPACES if s.numeral is None and s.group != "house")

def seats_of(form: MultiDict) -> list[int]:
    """The seat rows that hold a player name, in order."""
    return [i for i in range(MAX_SEATS) if (form.get(f"seat{i}_player") or "").strip()]


def start_payload(form: MultiDict, catalog: Catalog, rng: Random, names: dict | None = None) -> dict:
    """The start_game action the form describes; what the table left blank Herald draws with `rng`. The level 1
    creatures' names the table typed go into `names` (card -> name) where the catalog does not know them yet."""
    from app.games.conjurers.engine import draw_setup
    from app.games.conjurers.engine.model import ASSISTANT_KINDS, MYTHS
    from app.games.conjurers.engine.tables import LEVEL1_PER_PLAYER, LOCKED_BY_PLAYERS

    rows = seats_of(form)
    if not 2 <= len(rows) <= MAX_SEATS:
        raise SetupError("Name 2 to 4 players: Conjurers takes 2 to 4.")
    players = [form[f"seat{i}_player"].strip() for i in rows]
    assistants = [form.get(f"seat{i}_assistant", "") for i in rows]
    for name, kind in zip(players, assistants, strict=True):
        if kind not in ASSISTANT_KINDS:
            raise SetupError(f"Choose {name}'s first assistant ({', '.join(ASSISTANT_KINDS)}).")
    drawn = draw_setup(rng, catalog, len(players))
    locked = [m for m in form.getlist("locked") if m in MYTHS]
    if not locked:
        locked = drawn["locked"]
    elif len(locked) != LOCKED_BY_PLAYERS[len(players)]:
        raise SetupError(f"With {len(players)} players, {LOCKED_BY_PLAYERS[len(players)]} mythologies are locked; "
                         f"{len(locked)} were ticked (tick none and Herald draws them).")
    level1 = []
    for n, i in enumerate(rows):
        typed = [c for c in (form.get(f"seat{i}_level1_{k}", "") for k in range(LEVEL1_PER_PLAYER)) if c]
        if typed and len(typed) != LEVEL1_PER_PLAYER:
            raise SetupError(f"Name all three of {players[n]}'s level 1 creatures, or none and Herald deals them.")
        level1.append(typed)
    if any(level1) and not all(level1):
        raise SetupError("Name every player's level 1 creatures, or nobody's and Herald deals them.")
    if not any(level1):
        level1 = _dealt_by_name(form, rows, catalog, drawn["level1"], {} if names is None else names)
    start = form.get("start", "0")
    if not start.isdigit() or int(start) >= len(players):
        raise SetupError("Choose the starting player among the seats.")
    chosen: dict = {name: True for name, _, _ in OPTIONS if form.get(name) == "1"}
    numerals = {s: int(form[f"numeral.{s}"]) for s in unnumbered() if form.get(f"numeral.{s}", "") in ("1", "2", "3")}
    if numerals:
        chosen["numerals"] = numerals
    if chosen.get("tournaments") and len(players) != MAX_SEATS:
        raise SetupError(f"Tournaments are played with four players; {len(players)} are seated.")
    return {"kind": "start_game", "players": players, "first_assistants": assistants, "locked": locked,
            "level1": level1 if all(level1) else drawn["level1"], "start": int(start), **chosen}


def level1_name(form: MultiDict, seat: int, k: int) -> str:
    """The name typed for a seat's k-th level 1 creature (spaces tidied), or ''."""
    return " ".join((form.get(f"seat{seat}_level1_name_{k}") or "").split())


def _dealt_by_name(form: MultiDict, rows: list[int], catalog: Catalog, drawn: list, names: dict) -> list[list[str]]:
    """Each seat's three level 1 creatures: a name the group's cards know deals that card; a new name goes to a card
    Herald deals, and is kept in `names` for that card."""
    from app.games.conjurers.engine.tables import LEVEL1_PER_PLAYER

    known = {c.name.casefold(): c.id for c in catalog.deck("level1") if c.name}
    typed = [[level1_name(form, i, k) for k in range(LEVEL1_PER_PLAYER)] for i in rows]
    for row in typed:
        for name in row:
            if len(name) > 60:
                raise SetupError(f"A level 1 creature's name is at most 60 characters: {name[:20]}…")
    wanted = [known[n.casefold()] for row in typed for n in row if n.casefold() in known]
    if len(set(wanted)) != len(wanted):
        raise SetupError("The same level 1 creature is named for two places: each card is dealt once.")
    pool = [c for c in [c for hand in drawn for c in hand] + [c.id for c in catalog.deck("level1")]
            if c not in wanted]
    pool = list(dict.fromkeys(pool))
    hands = []
    for row in typed:
        hand = []
        for name in row:
            card = known.get(name.casefold()) if name else None
            if card is None:
                card = pool.pop(0)
                if name:
                    names[card] = name
            hand.append(card)
        hands.append(hand)
    return hands
