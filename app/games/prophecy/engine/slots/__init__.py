"""The state's and the actions' slots for the Dragon Realm expansion's data: plain shapes, no rules.

The base game's `GameState`, `GameOptions`, `Hero` and `CreateGame` carry the expansion's data in declared fields
(`Hero.sheet`, `Hero.realm`, `GameOptions.realm`, `GameOptions.coop`, `GameState.coop`, a seat's Races), so a
game folds from its log the same with or without the expansion's rules loaded. The shapes of those fields live
here; the rules that read and change them live in realm/, races/ and coop/ (see README.md, "Extension points").
"""
