"""The log's words for what events tell: a hero, a card, a zone, a change of cubes and tokens, a new stage."""

from __future__ import annotations

from .rules.zones import base_id, card_label, zone_label
from .state import GameState, Hero

# What each signed field of TokensChanged says, gained (+) and lost (-), in the order the log lists them.
DELTA_WORDS = {
    "red": ("gained {n} Strength", "lost {n} Strength"),
    "health": ("healed {n} Health", "lost {n} Health"),
    "blue": ("gained {n} Willpower", "lost {n} Willpower"),
    "magic": ("recharged {n} Magic", "spent {n} Magic"),
    "gold": ("gained {n} Gold", "paid {n} Gold"),
    "experience": ("gained {n} Experience", "paid {n} Experience"),
    "bank": ("put {n} Gold in the bank", "took {n} Gold from the bank"),
}
TOKEN_DELTAS = tuple(DELTA_WORDS)
STAGE_WORDS = {
    "situation": "The characters are chosen; now the board is prepared.",
    "first_player": "The board is ready; everyone rolls for the first player.",
    "chance_resolve": "The Chance card waits for the table to carry it out.",
    "turn": "{player} has moved; now the fights and the possibilities of the space.",
    "astral": "{player} attacks an Astral Plane.",
    "round_end": "{player}'s turns are over: the end of the round.",
    "over": "Nobody is left to play.",
}


def who(hero: Hero) -> str:
    """A hero as the log names her: "Anna's Druid"."""
    return f"{hero.player}'s {card_label(hero.character)}" if hero.character else hero.player


def card_name(state: GameState, card: str) -> str:
    """A card as the log names it: the catalog's name recorded with the game, else one read from its id."""
    return state.names.get(base_id(card)) or card_label(card)


def describe_delta(field: str, delta: int) -> str:
    """One change of a hero's cubes or tokens in words: "lost 2 Health"."""
    up, down = DELTA_WORDS[field]
    return (up if delta > 0 else down).format(n=abs(delta))


def place(zone: str, state: GameState) -> str:
    """A zone in words, naming the player for a hero's cards."""
    parts = zone.split(":")
    if parts[0] == "hero" and len(parts) == 3 and int(parts[1]) < len(state.heroes):
        held = {"items": "Items", "abilities": "Abilities"}.get(parts[2], parts[2])  # as the cards call them
        return f"{state.hero(int(parts[1])).player}'s {held}"
    if parts[0] == "space" and len(parts) > 1 and (named := state.names.get(f"space:{parts[1]}")):
        return f"the Artifacts lying on {named}" if len(parts) > 2 else named
    return zone_label(zone)


def unseen_zone(zone: str) -> bool:
    """Zones whose cards nobody has seen: decks and face-down board slots."""
    return zone.startswith(("deck:", "plane:", "space:"))


def heart_taken(zone: str, state: GameState) -> str | None:
    """A Dragon Heart reaching a hero, said plainly ("Anna takes a Dragon Heart."); None for any other move."""
    parts = zone.split(":")
    if parts[0] == "hero" and len(parts) == 3 and parts[2] == "heart" and int(parts[1]) < len(state.heroes):
        return f"{state.hero(int(parts[1])).player} takes a Dragon Heart."
    return None
