"""What Prophecy's documents read off a game beyond its state's attributes: mode, variants, the heroes as created."""

from __future__ import annotations

from app.games.prophecy.engine.realm.options import extra_card_slots
from app.printing import GameData


def mode_of(game: GameData) -> str:
    """'standard' or 'basic'."""
    return getattr(game.state.options, "mode", "standard")


def variants_of(game: GameData) -> tuple[str, ...]:
    """The variants the group chose; the cooperative modes print as variants of their own (their sections replace
    the competitive goal)."""
    options = game.state.options
    coop = getattr(options, "coop", None)
    return tuple(getattr(options, "variants", ())) + ((coop.mode,) if coop is not None else ())


def starting_heroes(game: GameData) -> dict[int, dict]:
    """Each seat's hero as created (first game_created event): starting Strength and Willpower."""
    for entry in game.log:
        for event in entry.events:
            if event.get("kind") == "game_created":
                return {h["seat"]: h for h in event.get("heroes", ())}
    return {}


def expansion_of(game: GameData) -> tuple[str, ...]:
    """The Dragon Realm expansion's parts the group chose (e.g. 'races', 'hybrids')."""
    parts = getattr(game.state.options, "expansion", None)
    return tuple(getattr(parts, "chosen", ()))


def realm_variant(game: GameData) -> str | None:
    """'standard' or 'dragonslayer' when the game has the Dragon Realm board, else None."""
    return getattr(getattr(game.state.options, "realm", None), "variant", None)


def realm_parts(game: GameData) -> tuple[str, ...]:
    """The Realm as the summary's sections name it: 'realm' and 'realm_standard' or 'dragonslayer'; () without it."""
    variant = realm_variant(game)
    if variant is None:
        return ()
    return ("realm", "dragonslayer" if variant == "dragonslayer" else "realm_standard")


def expansion_line(game: GameData) -> str:
    """The expansion's cards and Guardian Power as the sheets name them, empty when neither is played."""
    chosen = getattr(game.state.options, "expansion", None)
    words = []
    if getattr(chosen, "new_cards", False):
        words.append("new cards")
    power = getattr(chosen, "guardian_power", "none")
    if power != "none":
        words.append("Guardian Power " + {"plus_one": "+1", "plus_two": "+2"}.get(power, "+1/+2 at random"))
    variant = realm_variant(game)
    if variant is not None:
        words.append("the Realm board" + (" (Dragonslayer)" if variant == "dragonslayer" else ""))
    return "Dragon Realm: " + ", ".join(words) if words else ""


def hero_card_limits(game: GameData, hero) -> tuple[int, int]:
    """A hero's own Item and Ability limits: her sheet's (a Race may change them), one more each with the Realm
    (003:L269), as the end of her round counts them."""
    extra = extra_card_slots(getattr(game.state.options, "realm", None))
    return hero.sheet.item_limit + extra, hero.sheet.ability_limit + extra
