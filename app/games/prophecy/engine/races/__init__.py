"""The Ancient Races (Dragon Realm expansion, 003:L103-185): what a hero's Race changes, read per hero.

`sheet` (the per-hero caps, limits and costs; the shape is the base's slots/sheet.py), `data` (the Race cards read
from the catalog, the values the table types at setup), `bank` (the Dwarf's bank), `goblin` (trophies and the Rage
token), `battle` (race bonuses in a battle's breakdown), `draft` (Race cards dealt and drafted with the characters);
`plugs` and `correcting` say which base rules the Races change (engine/README.md, "Extension points").
"""
