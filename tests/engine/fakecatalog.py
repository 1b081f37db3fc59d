"""A small hand-built catalog for the rules tests, shaped like the `catalog` branch's API.

Board: the ring reconstructed in shared/research/prophecy-data.md §1.2 (index 0 = Village, increasing =
clockwise, gates only where the rulebook says: City and Enchanted Wilderness). Card numbers appear only
where a rulebook example states them; everything else is None (unknown), as a real catalog may have it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

RING = [
    ("village", True, False), ("mountains", False, False), ("magic_tower", False, False), ("forest", False, False),
    ("plains", True, False), ("forest", False, False), ("monastery", False, False), ("city", True, True),
    ("plains", False, False), ("mountains", False, False), ("fortress", False, False), ("plains", True, False),
    ("enchanted_wilderness", False, True), ("forest", False, False), ("forest_camp", False, False),
    ("mountains", True, False), ("plains", False, False), ("forest", False, False),
    ("thieves_guild", False, False), ("plains", False, False),
]
ATTACK = {0: (1, 3), 1: (5, 7), 2: (9, 11), 3: (13, 15), 4: (17, 19)}
NAMES = {
    "village": "the Village", "city": "the City", "monastery": "the Monastery", "fortress": "the Fortress",
    "magic_tower": "the Magic Tower", "forest_camp": "the Forest Camp", "thieves_guild": "the Thieves' Guild",
    "enchanted_wilderness": "the Enchanted Wilderness", "forest": "the Forest", "plains": "the Plains",
    "mountains": "the Mountains",
}


@dataclass(frozen=True)
class Space:
    index: int
    kind: str
    port: bool
    gate: bool

    @property
    def name(self) -> str:
        return NAMES[self.kind]


class Board:
    size = 20

    def space(self, i: int) -> Space:
        kind, port, gate = RING[i]
        return Space(i, kind, port, gate)

    def attack_spaces(self, plane: int) -> tuple[int, int]:
        return ATTACK[plane]


@dataclass(frozen=True)
class Card:
    id: str
    deck: str
    kind: str | None = None
    experience: int | None = None
    price: int | None = None
    cost: int | None = None
    guild: str | None = None
    effect: str | None = None
    amounts: object = None
    movement: dict | None = None
    copies: int = 1


@dataclass(frozen=True)
class Character:
    id: str
    strength: int | None
    willpower: int | None
    guilds: tuple[str, ...]


def _cards() -> list[Card]:
    c: list[Card] = []
    # Adventure: Experience only where a rulebook example states it.
    c += [Card("ghost", "adventure", "creature", experience=2, copies=2),
          Card("golem_guardian", "adventure", "creature", experience=3, copies=2),
          Card("angry_mob", "adventure", "creature", experience=7, copies=2),
          Card("undead_warrior", "adventure", "creature", copies=2),
          Card("rock_giant", "adventure", "creature", copies=2),
          Card("old_pirate", "adventure", "creature", copies=2),
          Card("master_wizard", "adventure", "opportunity", copies=2),
          Card("hermit", "adventure", "opportunity", copies=2),
          Card("gem_mine", "adventure", "opportunity", copies=2),
          Card("alchemist", "adventure", "opportunity", copies=2)]
    for t in ("forest", "mountains", "plains"):
        c.append(Card(f"chance_{t}", "chance", effect=f"terrain:{t}", copies=2))
    for g in ("fortress", "thieves_guild", "forest_camp", "magic_tower", "monastery"):
        c.append(Card(f"chance_{g}", "chance", effect=f"guild:{g}"))
    c += [Card("open_training", "chance", effect="open_training"),
          Card("city_merchant", "chance", effect="city_merchant"),
          Card("tradesman", "chance", effect="tradesman"),
          Card("peaceful_times", "chance", effect="peaceful_times"),
          Card("prophetic_dream", "chance", effect="prophetic_dream"),
          Card("refreshing_wind", "chance", effect="share:health"),
          Card("magical_breeze", "chance", effect="share:magic"),
          Card("good_times", "chance", effect="share:gold"),
          Card("kindly_wind", "chance", effect="share:experience"),
          Card("charity", "chance", effect="charity"),
          Card("economic_crisis", "chance", effect="economic_crisis")]
    c += [Card("sword", "common", price=7, copies=2), Card("dagger", "common", copies=2),
          Card("axe", "common", copies=2), Card("javelin", "common", copies=2), Card("cape", "common", copies=2)]
    c += [Card("great_sword", "rare", price=13), Card("ritual_dagger", "rare", price=9),
          Card("ring_of_concentration", "rare"), Card("crown_of_power", "rare"), Card("flying_carpet", "rare")]
    abil = {
        "fortress": [("concentration", 8, None), ("ambidexterity", None, None), ("edged_weapons", None, None)],
        "thieves_guild": [("stealth", 3, None), ("wharf_rat", None, {"reach": "port"}),
                          ("pickpocketing", None, None)],
        "forest_camp": [("meditation", 2, None), ("horsemanship", 8, None),
                        ("stamina", None, {"reach": "walk", "steps": 3, "magic": 1})],
        "magic_tower": [("staff_skill", None, None), ("teleportation", None, {"reach": "any"}),
                        ("power_drain", None, None)],
        "monastery": [("blessed_weapon", 5, None), ("sacrifice", 2, None), ("prayer", None, None)],
    }
    for g, rows in abil.items():
        for name, cost, move in rows:
            c.append(Card(name, "ability", guild=g, cost=cost, movement=move))
    for name in ("vampire_lord", "tortured_souls", "sphinx", "fire_breathing_dragon", "lesser_five"):
        c.append(Card(name, "lesser"))
    for name in ("scaled_monster", "shapeless_things", "shadow_of_death", "master_of_pain", "greater_five"):
        c.append(Card(name, "greater"))
    for name in ("royal_cape", "banner_of_hope", "mirrored_shield", "crown_of_the_ancient_kings", "artifact_five"):
        c.append(Card(name, "artifact"))
    return c


@dataclass
class FakeCatalog:
    board: Board = field(default_factory=Board)
    cards: dict[str, Card] = field(default_factory=lambda: {c.id: c for c in _cards()})
    characters: dict[str, Character] = field(default_factory=lambda: {
        "paladin": Character("paladin", 4, 4, ("fortress", "monastery")),
        "druid": Character("druid", 3, 6, ("forest_camp", "magic_tower")),
        "spellblade": Character("spellblade", None, None, ("fortress", "magic_tower")),
        "wandering_monk": Character("wandering_monk", 4, 4, ("monastery", "forest_camp")),
        "enchantress": Character("enchantress", 3, 6, ("magic_tower", "forest_camp")),
        "mercenary": Character("mercenary", None, None, ("fortress", "thieves_guild")),
        "illusionist": Character("illusionist", None, None, ("thieves_guild", "magic_tower")),
        "mystic": Character("mystic", None, None, ("monastery", "magic_tower")),
        "ranger": Character("ranger", None, None, ("forest_camp", "fortress")),
        "scout": Character("scout", None, None, ("thieves_guild", "forest_camp")),
    })

    def card(self, key: str) -> Card:
        return self.cards[key.split("#", 1)[0]]

    def deck_instances(self, deck: str) -> tuple[str, ...]:
        out = []
        for c in self.cards.values():
            d = f"ability:{c.guild}" if c.deck == "ability" else c.deck
            if d == deck:
                out += [f"{c.id}#{n}" for n in range(1, c.copies + 1)]
        return tuple(out)
