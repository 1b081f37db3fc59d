"""The reference sheets' and player aid's view of the card catalog: rows of plain values, None = unknown.

It reads the catalog's public API (`spaces()`, `planes()`, `characters()`, `cards(kind)`, `instance(id)`)
by attribute, so printing imports nothing from the catalog or the engine. A value the catalog does not
know stays None and prints as a blank to fill in by hand; nothing is ever made up here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

GUILDS = ("fortress", "thieves_guild", "forest_camp", "magic_tower", "monastery")
GUILD_NAMES = {
    "fortress": "Fortress",
    "thieves_guild": "Thieves' Guild",
    "forest_camp": "Forest Camp",
    "magic_tower": "Magic Tower",
    "monastery": "Monastery",
}
KIND_NAMES = {
    "terrain": "Wilderness",
    "guild": "Guild",
    "city": "City",
    "village": "Village",
    "enchanted_wilderness": "Enchanted Wilderness",
}
TERRAIN_NAMES = {"forest": "Forest", "mountains": "Mountains", "plains": "Plains"}
SAFE_NAMES = {"always": "safe", "lodging": "safe when lodging", "never": "no"}
ORDER_NAMES = {
    "strength_only": "Strength",
    "wills_only": "Willpower",
    "strength_then_wills": "Strength, then Wills",
    "wills_then_strength": "Wills, then Strength",
}
BOARD_SIZE = 20


def _get(obj: Any, name: str, default: Any = None) -> Any:
    return getattr(obj, name, default)


def _list(catalog: Any, method: str, *args) -> tuple:
    fn = getattr(catalog, method, None)
    if fn is None:
        return ()
    try:
        return tuple(fn(*args))
    except Exception:  # noqa: BLE001 - a half-built catalog prints as blanks, never as a crash
        return ()


@dataclass(frozen=True)
class SpaceRow:
    """A board space as the reference sheet prints it."""

    index: int
    name: str | None = None
    kind: str | None = None
    port: bool | None = None
    gate: bool | None = None
    safe: str | None = None
    plane: str | None = None
    civilization: bool | None = None


@dataclass(frozen=True)
class FighterRow:
    """A Creature or Guardian: its numbers, None where the catalog does not know them."""

    name: str | None
    strength: int | str | None
    willpower: int | str | None
    order: str | None
    lives: int | None
    experience: int | None
    types: str | None = None
    rank: str | None = None
    copies: int | None = None
    summary: str | None = None


@dataclass(frozen=True)
class AbilityRow:
    """A guild Ability with its costs."""

    name: str | None
    guild: str | None
    experience: int | None
    spell: bool | None
    magic: int | None
    summary: str | None = None
    copies: int | None = None


@dataclass(frozen=True)
class CardLine:
    """A card a hero holds: its name and what it does, as far as the catalog knows."""

    id: str
    name: str
    kind: str | None = None
    summary: str | None = None
    detail: str | None = None


@dataclass(frozen=True)
class CharacterRow:
    """A character card: starting stats and guilds."""

    name: str
    strength: int | None = None
    willpower: int | None = None
    guilds: tuple[str, ...] = ()
    not_guilds: tuple[str, ...] = ()
    start_guild: str | None = None


@dataclass(frozen=True)
class Reference:
    """Everything the sheets print from the catalog."""

    available: bool
    spaces: tuple[SpaceRow, ...] = ()
    creatures: tuple[FighterRow, ...] = ()
    guardians: tuple[FighterRow, ...] = ()
    abilities: dict[str, tuple[AbilityRow, ...]] = field(default_factory=dict)
    unassigned_abilities: tuple[AbilityRow, ...] = ()
    characters: dict[str, CharacterRow] = field(default_factory=dict)
    planes: dict[str, str] = field(default_factory=dict)

    def character(self, name: str) -> CharacterRow | None:
        """A character by its card name or id, case-insensitive."""
        key = name.strip().casefold()
        return self.characters.get(key) or self.characters.get(key.replace(" ", "-"))


def _space_name(space: Any) -> str | None:
    name = _get(space, "name")
    if name:
        return name
    kind, terrain, guild = _get(space, "space_kind"), _get(space, "terrain"), _get(space, "guild")
    if guild:
        return GUILD_NAMES.get(guild, guild)
    if kind == "terrain" and terrain:
        return TERRAIN_NAMES.get(terrain, terrain)
    return KIND_NAMES.get(kind) if kind and kind != "terrain" else None


NOT_USED = "–"  # a stat the card does not have (Willpower-only Creatures have no Strength), not an unknown


def _fighter(card: Any) -> FighterRow:
    types = _get(card, "creature_types")
    order = _get(card, "stat_order")
    strength, willpower = _get(card, "strength"), _get(card, "willpower")
    if order == "wills_only" and strength is None:
        strength = NOT_USED
    if order == "strength_only" and willpower is None:
        willpower = NOT_USED
    return FighterRow(
        name=_get(card, "name"),
        strength=strength,
        willpower=willpower,
        order=ORDER_NAMES.get(_get(card, "stat_order")),
        lives=_get(card, "lives"),
        experience=_get(card, "experience"),
        types=", ".join(types) if types else None,
        rank=_get(card, "rank"),
        copies=_get(card, "copies"),
        summary=_get(card, "summary"),
    )


def _ability(card: Any) -> AbilityRow:
    return AbilityRow(
        name=_get(card, "name"),
        guild=_get(card, "guild"),
        experience=_get(card, "experience_cost"),
        spell=_get(card, "spell"),
        magic=_get(card, "magic_cost"),
        summary=_get(card, "summary"),
        copies=_get(card, "copies"),
    )


def _in(card: Any, expansions: tuple[str, ...]) -> bool:
    return _get(card, "expansion", "base") in expansions


def build_reference(catalog: Any, expansions: tuple[str, ...] = ("base",)) -> Reference:
    """The reference view of a catalog (None when there is no catalog yet), cards of the given expansions only."""
    if catalog is None:
        return Reference(available=False, spaces=tuple(SpaceRow(i) for i in range(BOARD_SIZE)))
    planes = {_get(p, "id"): _get(p, "name") or _get(p, "id") for p in _list(catalog, "planes")}
    spaces = []
    for s in _list(catalog, "spaces"):
        kind = _get(s, "space_kind")
        attacks = _get(s, "attacks")
        spaces.append(SpaceRow(
            index=_get(s, "index"),
            name=_space_name(s),
            kind=KIND_NAMES.get(kind, kind) if kind != "terrain" else TERRAIN_NAMES.get(_get(s, "terrain"), "Wilderness"),
            port=_get(s, "port"),
            gate=_get(s, "gate"),
            safe=SAFE_NAMES.get(_get(s, "safe")),
            plane="none" if attacks == "none" else planes.get(attacks, attacks),
            civilization=_get(s, "civilization"),
        ))
    known = {s.index for s in spaces}
    spaces += [SpaceRow(i) for i in range(BOARD_SIZE) if i not in known]
    abilities: dict[str, list[AbilityRow]] = {g: [] for g in GUILDS}
    unassigned = []
    for card in _list(catalog, "cards", "ability"):
        if _get(card, "ability_set", "guild") != "guild" or not _in(card, expansions):
            continue
        row = _ability(card)
        abilities.get(row.guild, unassigned).append(row)
    characters = {}
    for c in _list(catalog, "characters"):
        guilds = tuple(_get(c, "guilds") or ())
        row = CharacterRow(
            name=_get(c, "name") or _get(c, "id"),
            strength=_get(c, "strength"),
            willpower=_get(c, "willpower"),
            guilds=guilds,
            not_guilds=tuple(_get(c, "not_member_of") or ()),
            start_guild=_get(c, "start_guild"),
        )
        for key in (row.name, _get(c, "id")):
            if key:
                characters[str(key).casefold()] = row
    return Reference(
        available=True,
        spaces=tuple(sorted(spaces, key=lambda s: s.index)),
        creatures=tuple(sorted((_fighter(c) for c in _list(catalog, "cards", "creature") if _in(c, expansions)), key=_by_name)),
        guardians=tuple(sorted((_fighter(c) for c in _list(catalog, "cards", "guardian") if _in(c, expansions)),
                               key=lambda r: (r.rank != "lesser", r.rank is None, _by_name(r)))),
        abilities={g: tuple(sorted(rows, key=_by_name)) for g, rows in abilities.items()},
        unassigned_abilities=tuple(unassigned),
        characters=characters,
        planes={k: v for k, v in planes.items() if k},
    )


def _by_name(row) -> str:
    return (row.name or "\uffff").casefold()


def character_name(catalog: Any, value: str) -> str:
    """A character as printed: the catalog's name for an id such as 'wandering-monk', else the value itself
    (title-cased when it is an id)."""
    fn = getattr(catalog, "character", None)
    if fn is not None:
        try:
            name = _get(fn(value), "name")
            if name:
                return name
        except Exception:  # noqa: BLE001 - a character the catalog does not know prints as typed
            pass
    return _id_name(value) if value.islower() else value


def _id_name(card_id: str) -> str:
    return card_id.replace("-", " ").replace("_", " ").title()


def card_line(catalog: Any, instance_id: str) -> CardLine:
    """A held card (instance id '<card>#<n>') as a line of the player aid."""
    card_id = instance_id.partition("#")[0]
    card = None
    if catalog is not None:
        for getter, arg in (("instance", instance_id), ("card", card_id)):
            fn = getattr(catalog, getter, None)
            if fn is None:
                continue
            try:
                card = fn(arg)
                break
            except Exception:  # noqa: BLE001 - unknown to the catalog: print the id and a blank
                card = None
    if card is None:
        return CardLine(id=instance_id, name=_id_name(card_id))
    kind = _get(card, "kind")
    bits = []
    if kind == "ability":
        cost = _get(card, "magic_cost")
        if _get(card, "spell"):
            bits.append(f"Spell, {cost} Magic" if cost is not None else "Spell")
    if kind == "item":
        price = _get(card, "price")
        if price is not None:
            bits.append(f"{price} Gold")
    if kind == "artifact":
        bits.append("Artifact")
    return CardLine(
        id=instance_id,
        name=_get(card, "name") or _id_name(card_id),
        kind=kind,
        summary=_get(card, "summary"),
        detail=", ".join(bits) or None,
    )
