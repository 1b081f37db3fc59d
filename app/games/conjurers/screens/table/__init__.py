"""The tablet's game screen by job: the board picture, the players, the offers as forms, feeding and scoring."""
