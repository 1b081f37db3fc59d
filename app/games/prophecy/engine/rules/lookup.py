"""The one place the rules read the card catalog (`Context.catalog`, an `app.games.prophecy.engine.cards.Catalog`);
a card's model and the readings of its effects that CardInfo carries are in `card_reading.py`.

Used: `card(id)`, `deck_instances(deck)`, `characters()`, `character(id)`, `space(i)` (`space_kind`,
`terrain`, `guild`, `port`, `gate`, `safe`), `planes()` and `attack_spaces(plane_id)`. Unknown values
(None) mean the table types them into the action. Astral Planes are numbered 0-4 in `planes()` order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .card_reading import chance_effect, movement_spec, printed_amounts, raw
from .zones import GUILDS, PLAIN_DECKS, base_id, card_label

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


def card(ctx, instance: str) -> CardInfo:
    """The catalog facts of a card instance (all None without a catalog)."""
    model = raw(ctx, instance)
    if model is None:
        return CardInfo(id=base_id(instance))
    get = lambda k: getattr(model, k, None)  # noqa: E731 - card models differ by kind
    kind = get("kind")
    return CardInfo(
        id=base_id(instance),
        deck=get("deck"),
        kind=kind,
        experience=get("experience") if kind == "creature" else None,
        price=get("price"),
        cost=get("experience_cost"),
        guild=get("guild"),
        effect=chance_effect(model) if kind == "chance" else None,
        amounts=printed_amounts(model) if kind == "chance" else None,
        movement=movement_spec(model) if kind in ("ability", "item") else None,
    )


def instead_of_moving(ctx, instance: str) -> dict | None:
    """What a card's "instead of moving" use does to the hero's cubes and tokens: {field: delta}, a delta None
    when the catalog does not know it, plus "once_per_round" and "manual" (the table applies the rest by
    hand); None if the card has no such use."""
    model = raw(ctx, instance)
    found: dict[str, Any] | None = None
    for e in getattr(model, "effects", None) or ():
        if not getattr(e, "instead_of_moving", False):
            continue
        found = found or {}
        if e.kind == "manual":
            found["manual"] = True
        if e.kind in ("health", "magic", "gold", "experience", "strength", "willpower"):
            found[e.kind] = e.amount
        for c in e.cost:
            found[c.resource] = None if c.amount is None else -c.amount
        if e.limit == "once_per_round":
            found["once_per_round"] = True
    return found


def name(ctx, instance: str) -> str:
    """A card's printed name from the catalog, else one read from its id."""
    return getattr(raw(ctx, instance), "name", None) or card_label(instance)


def is_spell(ctx, instance: str) -> bool:
    """Whether a card is a Spell (cast for Magic, so Effective Spellcasting may make it cheaper)."""
    return bool(getattr(raw(ctx, instance), "spell", False))


def home_deck(ctx, instance: str) -> str | None:
    """The deck a card belongs to: adventure, chance, common, rare, lesser, greater, artifact, ability:<g>."""
    return card(ctx, instance).deck


def deck_instances(ctx, deck: str, variant: str = "standard", expansions: tuple[str, ...] = ("base",)
                   ) -> tuple[str, ...]:
    """Every card instance of a deck in the catalog (for the Basic version: `variant="basic"`), with the
    expansions' cards that go into it; a Guardian card that is not fought (the Gate) belongs to the Dragon Realm
    board, not to the new cards for the standard game (003:L56, 003:L473)."""
    cat = getattr(ctx, "catalog", None)
    if cat is None:
        return ()
    if tuple(expansions) == ("base",):
        return tuple(cat.deck_instances(deck, variant=variant) if variant != "standard" else cat.deck_instances(deck))
    found = cat.deck_instances(deck, variant=variant, expansions=expansions)
    return tuple(i for i in found if getattr(cat.card(base_id(i)), "expansion", "base") == "base"
                 or getattr(cat.card(base_id(i)), "fights", True) is not False)


def certificate(ctx, guild: str) -> dict | None:
    """The Basic version's price of a guild's Certificate: experience, gold, member_gold (None when unknown)."""
    cat = getattr(ctx, "catalog", None)
    try:
        model = cat.certificate(guild) if cat is not None else None
    except (KeyError, LookupError, ValueError, AttributeError):
        model = None
    if model is None:
        return None
    return {"experience": model.experience_cost, "gold": model.gold_cost, "member_gold": model.member_gold_cost}


def hooks_of(ctx, instance: str) -> tuple[str, ...]:
    """The rule hooks a card names (banner_of_hope, choose_final_battleground …)."""
    model = raw(ctx, instance)
    return tuple(e.hook for e in getattr(model, "effects", None) or () if getattr(e, "hook", None))


def effects_of(ctx, instance: str) -> tuple:
    """A card's effects as the catalog has them (empty without a catalog)."""
    return tuple(getattr(raw(ctx, instance), "effects", None) or ())


def hook_amount(ctx, instance: str, hook: str) -> int:
    """The number a card's rule hook carries (0 when the card has no such hook or the number is unknown)."""
    model = raw(ctx, instance)
    return sum(getattr(e, "amount", None) or 0 for e in getattr(model, "effects", None) or ()
               if getattr(e, "hook", None) == hook)


def card_hooks(ctx, instance: str) -> tuple[str, ...]:
    """Every rule hook a card names, in its effects, its special rules and its treasure."""
    model = raw(ctx, instance)
    found = []
    for part in ("effects", "special", "reward"):
        found += [e.hook for e in getattr(model, part, None) or () if getattr(e, "hook", None)]
    return tuple(found)


def has_catalog(ctx) -> bool:
    """Whether a card catalog is loaded."""
    return getattr(ctx, "catalog", None) is not None


def all_decks() -> tuple[str, ...]:
    """Every deck name the rules deal with."""
    return PLAIN_DECKS + tuple(f"ability:{g}" for g in GUILDS) + ("lesser", "greater", "artifact")


# --- the board ---------------------------------------------------------------------------------

SPACE_WORDS = {
    "village": "the Village", "city": "the City", "monastery": "the Monastery", "fortress": "the Fortress",
    "magic_tower": "the Magic Tower", "forest_camp": "the Forest Camp", "thieves_guild": "the Thieves' Guild",
    "enchanted_wilderness": "the Enchanted Wilderness", "forest": "the Forest", "plains": "the Plains",
    "mountains": "the Mountains", "terrain": "the wilderness",
}
CIVILIZATION = ("village", "city", *GUILDS)


def _space(ctx, i: int):
    cat = getattr(ctx, "catalog", None)
    return cat.space(i) if cat is not None else None


def ring_size(ctx) -> int:
    """How many spaces the ring has."""
    return RING


def space_kind(ctx, i: int) -> str | None:
    """A space's kind: village, city, forest, mountains, plains, enchanted_wilderness, a guild, or None
    (a wilderness space whose terrain the catalog does not know yet reads 'terrain')."""
    s = _space(ctx, i)
    if s is None:
        return None
    if s.space_kind == "terrain":
        return s.terrain or "terrain"
    if s.space_kind == "guild":
        return s.guild
    return s.space_kind


def is_port(ctx, i: int) -> bool:
    """Whether a space has a port (unknown counts as no)."""
    s = _space(ctx, i)
    return bool(s is not None and s.port)


def is_gate(ctx, i: int) -> bool:
    """Whether a space has a Magic Gate (unknown counts as no)."""
    s = _space(ctx, i)
    return bool(s is not None and s.gate)


def always_safe(ctx, i: int) -> bool:
    """Whether a space shelters heroes without lodging (the dove: Monastery, Forest Camp)."""
    s = _space(ctx, i)
    if s is not None and s.safe is not None:
        return s.safe == "always"
    return space_kind(ctx, i) in ("monastery", "forest_camp")


def spaces_of(ctx, kind: str) -> tuple[int, ...]:
    """The spaces of a kind, in ring order."""
    return tuple(i for i in range(ring_size(ctx)) if space_kind(ctx, i) == kind)


def plane_ids(ctx) -> tuple[str, ...]:
    """The catalog ids of the Astral Planes, in the order the rules number them 0-4."""
    cat = getattr(ctx, "catalog", None)
    return tuple(p.id for p in cat.planes()) if cat is not None else ()


def attack_spaces(ctx, plane: int) -> tuple[int, ...]:
    """The spaces an Astral Plane can be attacked from."""
    ids = plane_ids(ctx)
    return tuple(ctx.catalog.attack_spaces(ids[plane])) if plane < len(ids) else ()


def step(ctx, i: int, n: int) -> int:
    """The space n steps clockwise (n < 0: counter-clockwise) from i; the numbers run clockwise unless the
    group's board says they run the other way."""
    return (i + n * clockwise_sign(ctx)) % ring_size(ctx)


def deck_size_known(ctx, deck: str) -> bool:
    """Whether the catalog knows how many cards the box puts in a deck (else more than it names may come up)."""
    cat = getattr(ctx, "catalog", None)
    try:
        return cat is None or cat.deck(deck).size("base") is not None
    except (AttributeError, KeyError, LookupError, ValueError):
        return True


def clockwise_sign(ctx) -> int:
    """+1 when clockwise is toward higher space numbers (also while unknown), -1 when toward lower."""
    try:
        board = ctx.catalog.entity("board")
    except (AttributeError, KeyError, LookupError, ValueError):
        return 1
    return -1 if getattr(board, "clockwise", None) == "down" else 1


def space_name(ctx, i: int | None) -> str:
    """A space's name for the log ('the Forest Camp'), with its number when the kind repeats."""
    if i is None:
        return "nowhere"
    kind = space_kind(ctx, i)
    if kind is None:
        return f"space {i}"
    words = SPACE_WORDS.get(kind, kind.replace("_", " "))
    return f"{words} (space {i})" if kind in ("forest", "plains", "mountains", "terrain") else words


# --- characters --------------------------------------------------------------------------------


@dataclass(frozen=True)
class CharacterInfo:
    """A character's printed start: Strength, Willpower and guilds (start first), None/empty when unknown."""

    id: str
    strength: int | None = None
    willpower: int | None = None
    guilds: tuple[str, ...] = ()
    start: str | None = None


def characters(ctx) -> tuple[str, ...]:
    """Every character id in the catalog."""
    cat = getattr(ctx, "catalog", None)
    return tuple(c.id for c in cat.characters()) if cat is not None else ()


def character(ctx, cid: str) -> CharacterInfo:
    """A character's printed values, empty when the catalog does not know it."""
    cat = getattr(ctx, "catalog", None)
    try:
        model = cat.character(cid) if cat is not None else None
    except (KeyError, LookupError, ValueError):
        model = None
    if model is None:
        return CharacterInfo(id=cid)
    return CharacterInfo(id=cid, strength=model.strength, willpower=model.willpower, guilds=tuple(model.guilds),
                         start=model.start_guild)
