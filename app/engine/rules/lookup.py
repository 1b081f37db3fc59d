"""The one place the rules read the card catalog (`Context.catalog`), so its shape is adapted here only.

Expected of a catalog (branch `catalog`): `deck_instances(deck)` for the decks adventure, chance, common,
rare, lesser, greater, artifact and ability:<guild>; `card(id or instance)` with `deck`, `kind`
(creature/opportunity), `experience`, `price`, `cost`, `guild`, `effect`, `amounts`, `movement`;
`board` with `space(i)` (`kind`, `port`, `gate`), `size`, `attack_spaces(plane)`; `characters`
(id -> `strength`, `willpower`, `guilds`). Missing values read as None: the action then carries them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .zones import PLAIN_DECKS, base_id

RING = 20


@dataclass(frozen=True)
class CardInfo:
    """What the rules need to know of one card; None where the catalog does not say."""

    id: str
    deck: str | None = None
    kind: str | None = None
    experience: int | None = None
    price: int | None = None
    cost: int | None = None
    guild: str | None = None
    effect: str | None = None
    amounts: Any = None
    movement: dict | None = None
    extra: dict = field(default_factory=dict)


def card(ctx, instance: str) -> CardInfo:
    """The catalog facts of a card instance (all None without a catalog)."""
    cat = getattr(ctx, "catalog", None)
    raw = None
    if cat is not None:
        try:
            raw = cat.card(instance)
        except (KeyError, LookupError):
            raw = None
    if raw is None:
        return CardInfo(id=base_id(instance))
    get = (lambda k: raw.get(k)) if isinstance(raw, dict) else (lambda k: getattr(raw, k, None))
    return CardInfo(
        id=base_id(instance),
        deck=get("deck"),
        kind=get("kind"),
        experience=get("experience"),
        price=get("price"),
        cost=get("cost"),
        guild=get("guild"),
        effect=get("effect"),
        amounts=get("amounts"),
        movement=get("movement"),
    )


def home_deck(ctx, instance: str) -> str | None:
    """The deck a card belongs to: adventure, chance, common, rare, lesser, greater, artifact, ability:<g>."""
    info = card(ctx, instance)
    if info.deck == "ability" and info.guild:
        return f"ability:{info.guild}"
    return info.deck


def deck_instances(ctx, deck: str) -> tuple[str, ...]:
    """Every card instance of a deck in the catalog."""
    cat = getattr(ctx, "catalog", None)
    if cat is None:
        return ()
    return tuple(cat.deck_instances(deck))


def has_catalog(ctx) -> bool:
    """Whether a card catalog is loaded."""
    return getattr(ctx, "catalog", None) is not None


def all_decks() -> tuple[str, ...]:
    """Every deck name the rules deal with."""
    from .zones import GUILDS

    return PLAIN_DECKS + tuple(f"ability:{g}" for g in GUILDS) + ("lesser", "greater", "artifact")


# --- the board ---------------------------------------------------------------------------------


def _board(ctx):
    cat = getattr(ctx, "catalog", None)
    return getattr(cat, "board", None) if cat is not None else None


def ring_size(ctx) -> int:
    """How many spaces the ring has."""
    b = _board(ctx)
    return getattr(b, "size", RING) if b is not None else RING


def space_kind(ctx, i: int) -> str | None:
    """A space's kind: village, city, forest, mountains, plains, enchanted_wilderness or a guild."""
    b = _board(ctx)
    return getattr(b.space(i), "kind", None) if b is not None else None


def is_port(ctx, i: int) -> bool:
    """Whether a space has a port."""
    b = _board(ctx)
    return bool(b is not None and getattr(b.space(i), "port", False))


def is_gate(ctx, i: int) -> bool:
    """Whether a space has a Magic Gate."""
    b = _board(ctx)
    return bool(b is not None and getattr(b.space(i), "gate", False))


def spaces_of(ctx, kind: str) -> tuple[int, ...]:
    """The spaces of a kind, in ring order."""
    return tuple(i for i in range(ring_size(ctx)) if space_kind(ctx, i) == kind)


def attack_spaces(ctx, plane: int) -> tuple[int, ...]:
    """The two spaces an Astral Plane can be attacked from."""
    b = _board(ctx)
    return tuple(b.attack_spaces(plane)) if b is not None else ()


def step(ctx, i: int, n: int) -> int:
    """The space n steps clockwise (n < 0: counter-clockwise) from i."""
    return (i + n) % ring_size(ctx)


# --- characters --------------------------------------------------------------------------------


@dataclass(frozen=True)
class CharacterInfo:
    """A character's printed start: Strength, Willpower (None when unknown) and guilds."""

    id: str
    strength: int | None = None
    willpower: int | None = None
    guilds: tuple[str, ...] = ()


def characters(ctx) -> tuple[str, ...]:
    """Every character id in the catalog."""
    cat = getattr(ctx, "catalog", None)
    chars = getattr(cat, "characters", None) if cat is not None else None
    return tuple(chars) if chars else ()


def character(ctx, cid: str) -> CharacterInfo:
    """A character's printed values, empty when the catalog does not know it."""
    cat = getattr(ctx, "catalog", None)
    chars = getattr(cat, "characters", None) if cat is not None else None
    raw = chars.get(cid) if chars else None
    if raw is None:
        return CharacterInfo(id=cid)
    get = (lambda k: raw.get(k)) if isinstance(raw, dict) else (lambda k: getattr(raw, k, None))
    return CharacterInfo(
        id=cid, strength=get("strength"), willpower=get("willpower"), guilds=tuple(get("guilds") or ())
    )


SPACE_WORDS = {
    "village": "the Village", "city": "the City", "monastery": "the Monastery", "fortress": "the Fortress",
    "magic_tower": "the Magic Tower", "forest_camp": "the Forest Camp", "thieves_guild": "the Thieves' Guild",
    "enchanted_wilderness": "the Enchanted Wilderness", "forest": "the Forest", "plains": "the Plains",
    "mountains": "the Mountains",
}
CIVILIZATION = ("village", "city", "fortress", "thieves_guild", "forest_camp", "magic_tower", "monastery")


def space_name(ctx, i: int | None) -> str:
    """A space's name for the log ('the Forest Camp'), with its number when the kind repeats."""
    if i is None:
        return "nowhere"
    kind = space_kind(ctx, i)
    if kind is None:
        return f"space {i}"
    words = SPACE_WORDS.get(kind, kind.replace("_", " "))
    return f"{words} (space {i})" if kind in ("forest", "plains", "mountains") else words
