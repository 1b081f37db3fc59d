"""Errors raised for bad battle input; all are ValueError subclasses."""


class BattleInputError(ValueError):
    """Base class: the caller passed something the battle rules cannot accept."""


class InvalidFaceError(BattleInputError):
    """A die face is not a whole number from 1 to 6 (or a face mapping is malformed)."""


class DiceCountError(BattleInputError):
    """The number of dice entered does not match the extra-dice setting for that roll."""


class RollNumberError(BattleInputError):
    """A roll number is outside the rolls this battle can have."""


class BattleOverError(BattleInputError):
    """Dice were entered for a roll after the battle had already ended."""


class UnplacedModifierError(BattleInputError):
    """A one-roll modifier whose roll is still to be chosen reached a concrete battle."""
