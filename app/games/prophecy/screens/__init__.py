"""Prophecy's screens: the game, battle, setup wizard, corrections, catalog pages, printing and the phone seat view."""
