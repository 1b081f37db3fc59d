"""The Dragon Realm's board beside the ring: its three paths, positions in it, its setup and movement (003:L209-417).

Kept in its own subpackage so the expansion's other parts (races, cards, the cooperative game) merge beside it;
the shared modules carry only small hooks (GameOptions.realm, Hero.realm, the catalog's `realm` section).
"""
