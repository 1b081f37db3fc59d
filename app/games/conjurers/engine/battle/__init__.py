"""Conjurers creature battles (part 2): the board of three slots a side, fights with every ability, item and
element, dice entered or rolled by the caller, and the exact odds of each fight. Pure: no web, database,
clock, files or global randomness."""

from .conventions import CONVENTIONS, Convention
from .dice import Die
from .model import Battle, Fighter, Side, draw_hand, seat_view
from .odds import FightOdds, fight_odds
from .profile import Gear, Stats
from .turns import Move, legal_moves, play

__all__ = ["CONVENTIONS", "Battle", "Convention", "Die", "Fighter", "FightOdds", "Gear", "Move", "Side", "Stats",
           "draw_hand", "fight_odds", "legal_moves", "play", "seat_view"]
