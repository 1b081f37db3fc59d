"""The rules of Prophecy, part 1: setup, decks, rounds and turns, movement, encounters, possibilities,
Chance cards, end-of-round limits, death and new characters.

Modules (each registers its actions with `@action`, its legal moves with `@offers`, its rules in
`rulebook`): `draft` and `initial` (after `app.games.prophecy.engine.setup`), `decks`, `board`, `flow`, `movement`,
`encounter` (with `opportunities`), `card_effects` and `card_spells` (cards that move cards or heroes, and
`spoils`: what a beaten Creature leaves), `spaces` (with `space_offers`), `chance/` (the Chance card: `draw`, `inputs`, `effects`), `limits`, `death`, `new_cards` (a card
of the group's box the game did not hold joins its deck); `lookup` is the only reader of
the card catalog (with `card_reading` beneath it: one card's model and what its effects say), `zones` names
every zone, `events` holds the events these rules add, `tx` builds a decision event by event.

Randomness never happens here: dice, drawn cards, shuffles (the order dead heroes' Abilities go under
their decks), battle outcomes and the character drawn for a new hero are fields of the actions. In deck
mode "herald" the web layer fills them with a seeded picker from `decks.drawable` (`decks.pick_cards`
for several draws in a row); in mode "table" the players say what came up.

Offers (`legal_actions`): the action is `{"kind": offer.kind, **offer.params}` plus one value for each
field in `offer.needs`; `offer.choices` lists the allowed values where Herald knows them (per field, or
a small dict of hints such as a refill's plan or the excess at the end of a round).
"""
