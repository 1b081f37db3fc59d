"""The card kinds of Prophecy: Adventures, Items, Abilities, Chance cards, Guardians, Artifacts."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import model_validator

from .base import Card, EffectList, field_error
from .vocab import (
    AbilitySet,
    CreatureType,
    Exp,
    Flag,
    Guild,
    ItemDeck,
    Lives,
    Price,
    Rank,
    Slug,
    Stat,
    StatOrder,
    Terrain,
    WeaponType,
)


class _Fighter(Card):
    """Shared by Creatures and Guardians: stats, how they fight, what winning and losing bring."""

    strength: Stat | None = None
    willpower: Stat | None = None
    stat_order: StatOrder | None = None
    lives: Lives | None = None
    experience: Exp | None = None
    reward: EffectList = None
    loss: EffectList = None
    special: EffectList = None

    EFFECT_LISTS: ClassVar[tuple[str, ...]] = ("reward", "loss", "special")

    @model_validator(mode="after")
    def _stats_fit_order(self) -> _Fighter:
        if self.stat_order == "strength_only" and self.willpower is not None:
            raise field_error("willpower", "stat_order 'strength_only' but a willpower is given")
        if self.stat_order == "wills_only" and self.strength is not None:
            raise field_error("strength", "stat_order 'wills_only' but a strength is given")
        return self

    def required_fields(self) -> tuple[str, ...]:
        """Stats as the stat order needs them, plus experience and the three effect lists."""
        stats = [s for s, skip in (("strength", "wills_only"), ("willpower", "strength_only")) if self.stat_order != skip]
        return (*super().required_fields(), *stats, "stat_order", "experience", "reward", "loss", "special")


class Creature(_Fighter):
    """An Adventure card you must fight."""

    kind: Literal["creature"]
    creature_types: tuple[CreatureType, ...] | None = None

    @property
    def deck(self) -> str | None:
        """Creatures live in the Adventure deck."""
        return "adventure"

    def required_fields(self) -> tuple[str, ...]:
        """A creature also needs its lives and its creature types."""
        return (*super().required_fields(), "lives", "creature_types")


class Opportunity(Card):
    """An Adventure card you may use once."""

    kind: Literal["opportunity"]
    effects: EffectList = None
    EFFECT_LISTS: ClassVar[tuple[str, ...]] = ("effects",)

    @property
    def deck(self) -> str | None:
        """Opportunities live in the Adventure deck."""
        return "adventure"

    def required_fields(self) -> tuple[str, ...]:
        """An Opportunity needs its effects."""
        return (*super().required_fields(), "effects")


class Item(Card):
    """A Common or Rare Item: price, how it is held, weapon types, and its bonuses as effects."""

    kind: Literal["item"]
    item_deck: ItemDeck | None = None
    price: Price | None = None
    hands: Literal[0, 1, 2] | None = None
    head: Flag | None = None
    weapon_types: tuple[WeaponType, ...] | None = None
    shield: Flag | None = None
    fragile: Flag | None = None
    single_use: Flag | None = None
    effects: EffectList = None
    EFFECT_LISTS: ClassVar[tuple[str, ...]] = ("effects",)

    @model_validator(mode="after")
    def _two_handed_uses_both_hands(self) -> Item:
        if self.weapon_types and "two_handed" in self.weapon_types and self.hands not in (None, 2):
            raise field_error("hands", "a two-handed weapon must have hands = 2")
        if self.head and self.hands:
            raise field_error("hands", "an item worn on the head is not held in the hands (hands must be 0)")
        return self

    @property
    def deck(self) -> str | None:
        """'common' or 'rare', or None while unknown."""
        return self.item_deck

    def required_fields(self) -> tuple[str, ...]:
        """Everything the physical Item card shows."""
        return (
            *super().required_fields(),
            "item_deck", "price", "hands", "head", "weapon_types", "shield", "fragile", "single_use", "effects",
        )


class Ability(Card):
    """A guild Ability or Spell (also the Dragon Realm's Dragonslayer and cooperative Abilities)."""

    kind: Literal["ability"]
    ability_set: AbilitySet = "guild"
    guild: Guild | None = None
    experience_cost: Exp | None = None
    spell: Flag | None = None
    magic_cost: Stat | None = None
    replaces: Slug | None = None
    effects: EffectList = None
    EFFECT_LISTS: ClassVar[tuple[str, ...]] = ("effects",)

    @model_validator(mode="after")
    def _magic_only_for_spells(self) -> Ability:
        if self.spell is False and self.magic_cost is not None:
            raise field_error("magic_cost", "magic_cost is given but spell is false")
        if self.replaces and self.ability_set != "coop":
            raise field_error("replaces", "only cooperative Abilities replace another Ability")
        return self

    @property
    def deck(self) -> str | None:
        """'ability:<guild>' for guild decks, the set's own deck for Dragon Realm sets."""
        if self.ability_set == "dragonslayer":
            return "dragonslayer"
        if self.ability_set == "coop":
            return "coop_ability"
        return f"ability:{self.guild}" if self.guild else None

    def required_fields(self) -> tuple[str, ...]:
        """Guild, Experience cost, whether it is a Spell and then its Magic cost, and effects."""
        need = ["experience_cost", "spell", "effects"]
        if self.ability_set != "coop":
            need.insert(0, "guild")
        else:  # the base Ability it takes the place of in the cooperative game (003:L487): printed on the card
            need.insert(0, "replaces")
        if self.spell:
            need.append("magic_cost")
        return (*super().required_fields(), *need)


ChanceEvent = Literal[
    "terrain_refill", "guild_training", "open_training", "shop_restock", "extra_turn",
    "prophetic_dream", "boon", "charity", "economic_crisis", "legends_of_dragons",
]
_EVENT_PARAMS: dict[str, tuple[str, ...]] = {
    "terrain_refill": ("terrain",),
    "guild_training": ("guild",),
    "shop_restock": ("shop", "item_deck", "item_count"),
    "boon": ("effects",),
    "charity": ("effects",),
}
_PARAMS = ("terrain", "guild", "shop", "item_deck", "item_count")


class Chance(Card):
    """A Chance card: one world event, with its parameters and amounts."""

    kind: Literal["chance"]
    event: ChanceEvent | None = None
    terrain: Terrain | None = None
    guild: Guild | None = None
    shop: Literal["city", "village"] | None = None
    item_deck: ItemDeck | None = None
    item_count: Stat | None = None
    effects: EffectList = None
    EFFECT_LISTS: ClassVar[tuple[str, ...]] = ("effects",)

    @model_validator(mode="after")
    def _params_fit_event(self) -> Chance:
        if self.event is None:
            return self
        allowed = _EVENT_PARAMS.get(self.event, ())
        for param in _PARAMS:
            if getattr(self, param) is not None and param not in allowed:
                raise field_error(param, f"{param!r} does not apply to a {self.event!r} event")
        return self

    @property
    def deck(self) -> str | None:
        """Chance cards live in the Chance deck."""
        return "chance"

    def required_fields(self) -> tuple[str, ...]:
        """The event, then the parameters that event needs."""
        return (*super().required_fields(), "event", *(_EVENT_PARAMS.get(self.event or "", ())))


class Guardian(_Fighter):
    """A Lesser or Greater Guardian of an Astral Plane."""

    kind: Literal["guardian"]
    rank: Rank | None = None
    total_stat: Stat | None = None
    fights: Flag | None = None

    @property
    def deck(self) -> str | None:
        """'lesser' or 'greater', or None while unknown."""
        return self.rank

    def required_fields(self) -> tuple[str, ...]:
        """A Guardian also needs its rank; one that is not fought (the Dragon Realm gate) needs no stats."""
        if self.fights is False:
            return ("name", "copies", "rank", "special")
        return (*super().required_fields(), "rank")


class Artifact(Card):
    """One of the five Artifacts."""

    kind: Literal["artifact"]
    head: Flag | None = None
    shield: Flag | None = None
    effects: EffectList = None
    EFFECT_LISTS: ClassVar[tuple[str, ...]] = ("effects",)

    @property
    def deck(self) -> str | None:
        """Artifacts form their own deck."""
        return "artifact"

    def required_fields(self) -> tuple[str, ...]:
        """An Artifact needs its effects."""
        return (*super().required_fields(), "effects")
