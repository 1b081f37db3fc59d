"""A stand-in card catalog with the catalog's public API, partly filled in, for printing tests."""

from __future__ import annotations

from types import SimpleNamespace as NS


class FakeCatalog:
    """Spaces, planes, characters and cards, some of their numbers unknown (None)."""

    def __init__(self):
        self._spaces = (
            NS(index=0, name="Village", space_kind="village", terrain=None, guild=None, port=True, gate=False,
               safe="lodging", attacks="none", civilization=True),
            NS(index=1, name=None, space_kind="terrain", terrain="mountains", guild=None, port=False, gate=None,
               safe="never", attacks="plane-tower", civilization=False),
            NS(index=7, name="City", space_kind="city", terrain=None, guild=None, port=True, gate=True,
               safe="never", attacks="plane-monastery", civilization=True),
        )
        self._planes = (NS(id="plane-tower", name="Plane beyond the Magic Tower"),
                        NS(id="plane-monastery", name="Plane beyond the Monastery"))
        self._cards = {
            "druid": NS(id="druid", kind="character", name="Druid", strength=3, willpower=6,
                        guilds=("forest_camp", "magic_tower"), not_member_of=("fortress",), start_guild="forest_camp"),
            "paladin": NS(id="paladin", kind="character", name="Paladin", strength=4, willpower=4,
                          guilds=("fortress",), not_member_of=("forest_camp",), start_guild="fortress"),
            "ghost": NS(id="ghost", kind="creature", name="Ghost", strength=None, willpower=4, stat_order="wills_only",
                        lives=1, experience=2, creature_types=("undead",), copies=None, summary="Wins give Gold."),
            "rock-giant": NS(id="rock-giant", kind="creature", name="Rock Giant", strength=None, willpower=4,
                             stat_order="strength_then_wills", lives=None, experience=None, creature_types=None,
                             copies=1, summary=None),
            "sphinx": NS(id="sphinx", kind="guardian", name="Sphinx", strength=None, willpower=None, stat_order=None,
                         lives=None, experience=None, rank="lesser", summary=None),
            "concentration": NS(id="concentration", kind="ability", name="Concentration", guild="fortress",
                                experience_cost=8, spell=False, magic_cost=None, ability_set="guild",
                                summary="Roll three times, keep the best.", copies=1),
            "blessed-weapon": NS(id="blessed-weapon", kind="ability", name="Blessed Weapon", guild="monastery",
                                 experience_cost=5, spell=True, magic_cost=1, ability_set="guild", summary=None, copies=1),
            "stealth": NS(id="stealth", kind="ability", name="Stealth", guild="thieves_guild", experience_cost=3,
                          spell=None, magic_cost=None, ability_set="guild", summary=None, copies=1),
            "sword": NS(id="sword", kind="item", name="Sword", price=7, summary="A plain blade."),
            "royal-cape": NS(id="royal-cape", kind="artifact", name="Royal Cape", summary=None),
        }

    def spaces(self):
        return self._spaces

    def planes(self):
        return self._planes

    def characters(self):
        return tuple(c for c in self._cards.values() if c.kind == "character")

    def cards(self, kind=None):
        return tuple(c for c in self._cards.values() if kind in (None, c.kind))

    def card(self, card_id):
        if card_id not in self._cards:
            raise KeyError(card_id)
        return self._cards[card_id]

    def instance(self, instance_id):
        return self.card(instance_id.partition("#")[0])
