"""The setup form's answers as a start_game action (pure): seats, first assistants, and the chance parts
(locked mythologies, level 1 creatures) typed from the table or drawn by Herald with the game's seed."""

from __future__ import annotations

from random import Random

from werkzeug.datastructures import MultiDict

from app.games.conjurers.engine import Catalog, draw_setup
from app.games.conjurers.engine.board import SPACES
from app.games.conjurers.engine.model import ASSISTANT_KINDS, MYTHS
from app.games.conjurers.engine.tables import LEVEL1_PER_PLAYER, LOCKED_BY_PLAYERS

MAX_SEATS = 4
# Spaces whose numeral the rulebook does not print: the group may type its board's (research Q-38).
UNNUMBERED = tuple(s.id for s in SPACES if s.numeral is None and s.group != "house")
# The options the wizard offers: field name, words, and the seed's line.
OPTIONS = (("no_dice", "No dice: every battle die deals 1", "001:L542"),
           ("elements", "Elements: extra dice by element in battles", "001:L597"),
           ("healing", "Same-mythology healing in battles", "001:L629"),
           ("tournaments", "Tournaments after rounds 6 and 12 (four players only)", "001:L447"))


class SetupError(ValueError):
    """An answer the form cannot turn into a setup; the message names the field."""


def seats_of(form: MultiDict) -> list[int]:
    """The seat rows that hold a player name, in order."""
    return [i for i in range(MAX_SEATS) if (form.get(f"seat{i}_player") or "").strip()]


def start_payload(form: MultiDict, catalog: Catalog, rng: Random) -> dict:
    """The start_game action the form describes; what the table left blank Herald draws with `rng`."""
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
    start = form.get("start", "0")
    if not start.isdigit() or int(start) >= len(players):
        raise SetupError("Choose the starting player among the seats.")
    chosen: dict = {name: True for name, _, _ in OPTIONS if form.get(name) == "1"}
    numerals = {s: int(form[f"numeral.{s}"]) for s in UNNUMBERED if form.get(f"numeral.{s}", "") in ("1", "2", "3")}
    if numerals:
        chosen["numerals"] = numerals
    if chosen.get("tournaments") and len(players) != MAX_SEATS:
        raise SetupError(f"Tournaments are played with four players; {len(players)} are seated.")
    return {"kind": "start_game", "players": players, "first_assistants": assistants, "locked": locked,
            "level1": level1 if all(level1) else drawn["level1"], "start": int(start), **chosen}
