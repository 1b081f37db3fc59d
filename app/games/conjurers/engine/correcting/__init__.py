"""The table's corrections beyond stock and minus points, by what they set: a card's place (`cards`), the board's
marks and the round (`board`), a battle's board (`fight`). Each handler checks, then returns the sentence the log
tells and the state's parts it sets; `corrections.Correct` wraps them in one `table_corrected` event."""

from .board import BOARD_CORRECTIONS
from .cards import move_card
from .fight import battle_slot

HANDLERS = {**BOARD_CORRECTIONS, "move_card": move_card, "battle_slot": battle_slot}

__all__ = ["HANDLERS"]
