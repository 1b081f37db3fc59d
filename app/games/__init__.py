"""The games Herald runs, one folder each (prophecy/, conjurers/), listed by the registry of game kinds
(`registry.py`); the spine reaches a game only through that registry."""

# A saved game or a game file that names no kind was made before there were two games: it is this one.
DEFAULT_KIND = "prophecy"
