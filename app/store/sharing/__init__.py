"""What a group shares beyond one game: the play record BG Stats takes in, and card packs of its typed values."""
