"""What the battle screen shows beside the fight for the group to type: the cards on the board whose printed name
Herald does not know, and the game's battle dice with where their faces come from."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.conjurers import entries
from app.games.conjurers.screens.battle.names import card_name
from app.games.conjurers.screens.entries.card_values import value_words
from app.web.rendering.deps import game_log

if TYPE_CHECKING:
    from app.games.conjurers.engine import State
    from app.games.conjurers.engine.battle.model import Battle


def unnamed(state: State, battle: Battle) -> list[dict]:
    """The cards on the board (and in a public hand) whose printed name this game does not know yet, with the name
    the group has typed for it elsewhere, if any."""
    seen: list[str] = []
    for side in battle.sides:
        cards = [f.card for f in side.slots if f is not None] + [g for f in side.slots if f is not None
                                                                   for g in f.items] + list(side.lost)
        if side.minion:
            cards += list(side.hand)
        for c in cards:
            facts = state.facts.get(c)
            if facts is not None and not facts.name and c not in seen:
                seen.append(c)
    if not seen:
        return []
    from app.games.conjurers.kind import base_catalog

    # A name the group typed meanwhile (in another game or on the catalog) is offered, to confirm with one tap.
    known = {c.id: c.name for c in entries.effective_catalog(game_log().engine, base_catalog()).cards if c.id in seen}
    return [{"card": c, "words": card_name(state, c), "known": known.get(c)} for c in seen]


def dice_view(state: State) -> dict:
    """The game's battle dice in words, with where the faces come from."""
    faces = tuple(state.options.die)
    group, entry = entries.group_die(game_log().engine)
    if faces == entries.box_die():
        where = "Herald's reading of the rulebook (two faces of each, research Q-37): count yours if they differ"
    elif entry is not None and faces == group:
        where = f"your group's dice, typed {entry.entered_at.strftime('%Y-%m-%d %H:%M')}"
    else:
        where = "typed in this game"
    return {"faces": list(faces), "words": value_words("faces", list(faces)), "where": where,
            "no_dice": state.options.no_dice}
