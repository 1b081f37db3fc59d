"""The Chance card that opens each player's round: `draw` (the actions that draw it and give its inputs, and their
offers), `inputs` (what each kind of card needs from the table and may pick among) and `effects` (what each kind
does). Effects are read from the catalog by `lookup`; the effect names are listed in `draw`."""
