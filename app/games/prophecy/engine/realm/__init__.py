"""The Dragon Realm's board beside the ring: its three paths, positions in it, its setup and movement (003:L209-417).

Kept in its own subpackage so the expansion's other parts (races, cards, the cooperative game) merge beside it;
the base game never imports it: `plugs.py` plugs the Realm's changes into the base rules' seams, and the state
carries its data in declared slots (slots/realm.py: GameOptions.realm, Hero.realm; engine/README.md).
"""
