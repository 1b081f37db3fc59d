"""A small hand-built catalog for the rules tests, with the same reading surface as
`app.games.prophecy.engine.cards.Catalog` (card, deck_instances, characters, character, space, planes, attack_spaces).

Board: the ring of shared/research/prophecy-data.md §1.2 (index 0 = Village, increasing = clockwise), the
unknown terrains filled with that note's guesses, gates only where the rulebook says (City, Enchanted
Wilderness). Card numbers appear only where a rulebook example states them; the rest are None (unknown),
as in a real catalog, and the tests type them in. Copy counts are the fixture's own.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from app.games.prophecy.engine.cards.races import Race

RING = [
    ("village", None, True, False), ("terrain", "mountains", False, False), ("guild", "magic_tower", False, False),
    ("terrain", "forest", False, False), ("terrain", "plains", True, False), ("terrain", "forest", False, False),
    ("guild", "monastery", False, False), ("city", None, True, True), ("terrain", "plains", False, False),
    ("terrain", "mountains", False, False), ("guild", "fortress", False, False), ("terrain", "plains", True, False),
    ("enchanted_wilderness", None, False, True), ("terrain", "forest", False, False),
    ("guild", "forest_camp", False, False), ("terrain", "mountains", True, False), ("terrain", "plains", False, False),
    ("terrain", "forest", False, False), ("guild", "thieves_guild", False, False), ("terrain", "plains", False, False),
]
PLANES = ("plane-magic-tower", "plane-monastery", "plane-fortress", "plane-forest-camp", "plane-thieves-guild")
ATTACK = {PLANES[0]: (1, 3), PLANES[1]: (5, 7), PLANES[2]: (9, 11), PLANES[3]: (13, 15), PLANES[4]: (17, 19)}


@dataclass(frozen=True)
class Space:
    index: int
    space_kind: str
    terrain: str | None
    guild: str | None
    port: bool
    gate: bool
    safe: str | None = None


@dataclass(frozen=True)
class Plane:
    id: str


@dataclass(frozen=True)
class Cost:
    resource: str
    amount: int | None


@dataclass(frozen=True)
class Effect:
    kind: str
    amount: int | None = None
    who: str = "self"
    mode: str | None = None
    spaces: int | None = None
    space_kind: str | None = None
    cost: tuple[Cost, ...] = ()
    limit: str | None = None
    instead_of_moving: bool = False
    hook: str | None = None


@dataclass(frozen=True)
class Card:
    id: str
    kind: str
    copies: int = 1
    experience: int | None = None
    price: int | None = None
    item_deck: str | None = None
    experience_cost: int | None = None
    magic_cost: int | None = None
    spell: bool | None = None
    guild: str | None = None
    rank: str | None = None
    event: str | None = None
    terrain: str | None = None
    shop: str | None = None
    item_count: int | None = None
    effects: tuple[Effect, ...] | None = None
    expansion: str = "base"
    fights: bool | None = None
    strength: int | None = None
    willpower: int | None = None
    stat_order: str | None = None
    weapon_types: tuple[str, ...] | None = None
    hands: int | None = None

    @cached_property  # read for every card at each deck listing: a playout asked it millions of times
    def deck(self) -> str | None:
        return {"creature": "adventure", "opportunity": "adventure", "item": self.item_deck, "chance": "chance",
                "ability": f"ability:{self.guild}", "guardian": self.rank, "artifact": "artifact"}[self.kind]

    def instances(self) -> tuple[str, ...]:
        return tuple(f"{self.id}#{n}" for n in range(1, self.copies + 1))


@dataclass(frozen=True)
class Character:
    id: str
    strength: int | None
    willpower: int | None
    start_guild: str | None
    second_guild: str | None

    @property
    def guilds(self) -> tuple[str, ...]:
        return tuple(g for g in (self.start_guild, self.second_guild) if g)


def _cards() -> list[Card]:
    c: list[Card] = []
    # Adventure: Experience only where a rulebook example states it.
    c += [Card("ghost", "creature", 2, experience=2), Card("golem_guardian", "creature", 2, experience=3),
          Card("angry_mob", "creature", 2, experience=7), Card("undead_warrior", "creature", 2),
          Card("rock_giant", "creature", 2), Card("old_pirate", "creature", 2),
          Card("master_wizard", "opportunity", 2), Card("hermit", "opportunity", 2),
          Card("gem_mine", "opportunity", 2), Card("alchemist", "opportunity", 2)]
    for t in ("forest", "mountains", "plains"):
        c.append(Card(f"chance_{t}", "chance", 2, event="terrain_refill", terrain=t))
    for g in ("fortress", "thieves_guild", "forest_camp", "magic_tower", "monastery"):
        c.append(Card(f"chance_{g}", "chance", event="guild_training", guild=g))
    both = lambda kind: (Effect(kind), Effect(kind, who="other_players"))  # noqa: E731 - amounts unknown
    c += [Card("open_training", "chance", event="open_training"),
          Card("city_merchant", "chance", event="shop_restock", shop="city", item_deck="rare", item_count=2),
          Card("tradesman", "chance", event="shop_restock", shop="village", item_deck="common", item_count=3),
          Card("peaceful_times", "chance", event="extra_turn"),
          Card("prophetic_dream", "chance", event="prophetic_dream"),
          Card("refreshing_wind", "chance", event="boon", effects=both("health")),
          Card("magical_breeze", "chance", event="boon", effects=both("magic")),
          Card("good_times", "chance", event="boon", effects=both("gold")),
          Card("kindly_wind", "chance", event="boon"),
          Card("charity", "chance", event="charity"),
          Card("economic_crisis", "chance", event="economic_crisis")]
    c += [Card("sword", "item", 2, price=7, item_deck="common"), Card("dagger", "item", 2, item_deck="common"),
          Card("axe", "item", 2, item_deck="common"), Card("javelin", "item", 2, item_deck="common"),
          Card("cape", "item", 2, item_deck="common")]
    c += [Card("great_sword", "item", price=13, item_deck="rare"), Card("ritual_dagger", "item", price=9, item_deck="rare"),
          Card("ring_of_concentration", "item", item_deck="rare"), Card("crown_of_power", "item", item_deck="rare"),
          Card("flying_carpet", "item", item_deck="rare",
               effects=(Effect("move", mode="walk", spaces=3, cost=(Cost("magic", None),)),))]
    walk3 = (Effect("move", mode="walk", spaces=3),)
    abil = {
        "fortress": [("concentration", 8, None, None), ("ambidexterity", None, None, None),
                     ("edged_weapons", None, None, None)],
        "thieves_guild": [("stealth", 3, None, None), ("wharf_rat", None, None, (Effect("move", mode="any_port"),)),
                          ("pickpocketing", None, None, None)],
        "forest_camp": [("meditation", 2, None, None), ("horsemanship", 8, None, None), ("stamina", None, 1, walk3)],
        "magic_tower": [("staff_skill", None, None, None),
                        ("teleportation", None, None, (Effect("move", mode="teleport"),)),
                        ("power_drain", None, None, None),
                        ("time_loop", None, None, (Effect("rule_hook", hook="extra_turn", limit="once_per_two_rounds"),))],
        "monastery": [("blessed_weapon", 5, None, None), ("sacrifice", 2, None, (Effect("magic", instead_of_moving=True, cost=(Cost("health", 1),)),)), ("prayer", None, None, None)],
    }
    for g, rows in abil.items():
        # Two plain Abilities more per guild, so five Basic heroes can each find a Certificate card in every guild.
        rows = rows + [(f"{g}_lore_{k}", None, None, None) for k in (1, 2)]
        for name, cost, magic, effects in rows:
            spell = True if name in ("stamina", "time_loop") else None
            c.append(Card(name, "ability", guild=g, experience_cost=cost, magic_cost=magic, spell=spell,
                          effects=effects))
    for name in ("vampire_lord", "tortured_souls", "sphinx", "fire_breathing_dragon", "lesser_five"):
        c.append(Card(name, "guardian", rank="lesser"))
    for name in ("scaled_monster", "shapeless_things", "shadow_of_death", "master_of_pain", "greater_five"):
        c.append(Card(name, "guardian", rank="greater"))
    # The Dragon Realm's new cards for the standard game (a few of each deck) and the Realm's own Gate.
    dr = "dragon_realm"
    c += [Card("centaur", "creature", expansion=dr), Card("magical_forest", "opportunity", expansion=dr),
          Card("throwing_star", "item", item_deck="common", expansion=dr),
          Card("staff_of_time", "item", item_deck="rare", expansion=dr),
          Card("new_lesser", "guardian", rank="lesser", expansion=dr),
          Card("gate_to_the_dragon_realm", "guardian", rank="lesser", expansion=dr, fights=False),
          Card("new_greater_1", "guardian", rank="greater", expansion=dr),
          Card("new_greater_2", "guardian", rank="greater", expansion=dr),
          Card("legends_of_dragons", "chance", event="legends_of_dragons", expansion=dr)]
    hooks = {"royal_cape": "choose_final_battleground", "banner_of_hope": "banner_of_hope"}
    for name in ("royal_cape", "banner_of_hope", "mirrored_shield", "crown_of_the_ancient_kings", "artifact_five"):
        c.append(Card(name, "artifact", effects=(Effect("rule_hook", hook=hooks[name]),) if name in hooks else None))
    return c


CHARACTERS = [
    Character("paladin", 4, 4, "fortress", "monastery"),
    Character("druid", 3, 6, "forest_camp", "magic_tower"),
    Character("spellblade", None, None, "fortress", "magic_tower"),
    Character("wandering_monk", 4, 4, "monastery", "forest_camp"),
    Character("enchantress", 3, 6, "magic_tower", "forest_camp"),
    Character("mercenary", None, None, "fortress", "thieves_guild"),
    Character("illusionist", None, None, "thieves_guild", "magic_tower"),
    Character("mystic", None, None, "monastery", "magic_tower"),
    Character("ranger", None, None, None, None),
    Character("scout", None, None, "thieves_guild", "forest_camp"),
]


# The Basic version leaves these out (004:L40-48), as the real catalog's [variants.basic] does.
BASIC_REMOVES_CARDS = ("chance_fortress", "chance_thieves_guild", "chance_forest_camp", "chance_magic_tower",
                       "chance_monastery", "open_training", "prophetic_dream")
BASIC_REMOVES_DECKS = ("lesser", "greater", "artifact")


@dataclass(frozen=True)
class Certificate:
    guild: str
    experience_cost: int = 5  # 004:L236
    gold_cost: int = 5  # 004:L236
    member_gold_cost: int = 0  # 004:L238


def _races() -> dict:
    """The real Race entries (cards/prophecy/races.toml): the rulebook's numbers, the rest typed by the tests."""
    data = tomllib.loads((Path(__file__).parents[2] / "cards/prophecy/races.toml").read_text())
    return {k: Race.model_validate({**v, "id": k}) for k, v in data.items() if k != "meta"}


@dataclass
class FakeCatalog:
    by_id: dict[str, Card] = field(default_factory=lambda: {c.id: c for c in _cards()})
    race_cards: dict = field(default_factory=_races)

    def card(self, card_id: str) -> Card:
        return self.by_id[card_id] if card_id in self.by_id else self.race_cards[card_id]

    def cards(self, kind: str | None = None) -> tuple:
        return tuple(self.race_cards.values()) if kind == "race" else ()

    def deck_instances(self, deck: str, variant: str = "standard", expansions=("base",)) -> tuple[str, ...]:
        if variant == "basic" and deck in BASIC_REMOVES_DECKS:
            return ()
        gone = BASIC_REMOVES_CARDS if variant == "basic" else ()
        return tuple(i for c in self.by_id.values() if c.deck == deck and c.id not in gone
                     and c.expansion in expansions for i in c.instances())

    def certificate(self, guild: str) -> Certificate:
        return Certificate(guild)

    def characters(self) -> tuple[Character, ...]:
        return tuple(CHARACTERS)

    def character(self, card_id: str) -> Character:
        for c in CHARACTERS:
            if c.id == card_id:
                return c
        raise KeyError(card_id)

    def space(self, i: int) -> Space:
        kind, sub, port, gate = RING[i]
        return Space(i, kind, sub if kind == "terrain" else None, sub if kind == "guild" else None, port, gate)

    def planes(self) -> tuple[Plane, ...]:
        return tuple(Plane(p) for p in PLANES)

    def attack_spaces(self, plane_id: str) -> tuple[int, ...]:
        return ATTACK[plane_id]
