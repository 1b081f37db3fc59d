"""Printing on the tablet and through the API, for every game: the Print page, PDF downloads, the cache.

Game-blind: the registry lists a game's print documents and names the module that writes them; the game's
screens supply what gathering its data needs beyond the log (the cards each seat holds, odds for a long document).
"""
