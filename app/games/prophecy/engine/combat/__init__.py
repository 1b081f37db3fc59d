"""Battles on the board: from the game state and the card catalog to the battle arithmetic, and back.

`model` holds the battle in progress (`GameState.battle`); `facts` reads cards with the table's values;
`setup_from_state` builds the `BattleSetup`; `specials` implements the rule hooks battles need; `fight`
holds the actions; `outcomes` applies results; `preview` answers the odds questions without changing
anything. This package imports nothing at import time so `state.py` can use `model`.
"""
