"""The new-game wizard: its steps, the board's facts, dealing at setup."""
