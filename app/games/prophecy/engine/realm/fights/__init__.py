"""The Dragon Realm's battles through the battle engine: a path's Creature, the Lake of Fire, hero against hero."""
