"""The Dragon Realm's Cooperative game and Solo (003:L443-625): the group against the planes.

`options` (the mode, difficulty and token tables) and `model` (what the state holds) re-export their shapes from
slots/, since the base state carries them; `plugs` adds the planes' tokens to a Guardian's battle; `setup`, `clock`,
`order`, `ending` and `cards` register their actions, events, guards and consequences when the engine package
imports them.
"""
