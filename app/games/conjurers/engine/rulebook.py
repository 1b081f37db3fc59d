"""The Conjurers rules Herald enforces, each in our words with the seed line it rests on ("001:L323").

Readings where the seed is unclear follow ../shared/research/conjurers.md (its Q-numbers in brackets).
"""

from __future__ import annotations

from app.engine_kit import Rulebook

from .errors import IllegalAction, RuleRef

BOOK = Rulebook(IllegalAction)
RULES: dict[str, RuleRef] = BOOK.rules
rule = BOOK.rule  # register a rule and return it
refuse = BOOK.refuse  # the IllegalAction refusing an action under a rule, with an optional concrete detail


PLAYERS = rule("players", "Conjurers is played by 2, 3 or 4 players (the rulebook's player counts).", "001:L245")
LOCKED_MYTHS = rule("locked_myths", "With 3 players one mythology is locked at random, with 2 players two.", "001:L251")
LEVEL1_DEAL = rule("level1_deal", "Each player starts with three random level 1 creatures.", "001:L239")
FIRST_ASSISTANT = rule("first_assistant", "Each player picks the kind of the one assistant she starts with.", "001:L237")
SETUP_DONE = rule("setup_done", "The game is set up once, before the first round (turn 1).", "001:L233")
NOT_ALLOCATION = rule("not_allocation", "Figures are placed only in the allocation phase, before anything resolves.", "001:L279")
NOT_YOUR_PLACEMENT = rule("not_your_placement", "Figures are placed one at a time, clockwise from the Button's holder; "
                          "players with figures left go on after the others run out.", "001:L281")
FIGURE_USED = rule("figure_used", "Each figure is placed once per round.", "001:L279")
NO_SUCH_FIGURE = rule("no_such_figure", "A player has her conjurer and only the assistants she has hired.", "001:L305")
FIGURE_KIND = rule("figure_kind", "Assistants take only the actions of their colour; the conjurer takes any.", "001:L305")
ACTION_LOCKED = rule("action_locked", "An action opens in the phase of its numeral (I, II, III).", "001:L317")
SPACE_CLOSED = rule("space_closed", "This space is out of the game at this player count.", "001:L257")
MYTH_CLOSED = rule("myth_closed", "A locked mythology's battleground, creatures and artifacts stay out of the game.", "001:L255")
SPACE_TAKEN = rule("space_taken", "One figure per action space in a round (our reading, Q-2: figures go on "
                   "a possible action).", "001:L277")
TAVERN_HOLDER = rule("tavern_holder", "The Initiative Button's holder may not place a figure on the tavern.", "001:L392")
DUEL_SELF = rule("duel_self", "A conjurer duels by standing on another player's house.", "001:L423")
DUEL_NO_ARMY = rule("duel_no_army", "A challenger with no creature cannot duel (our reading, Q-43).", "001:L486")
STAY_HOME = rule("stay_home", "A figure stays home only when no open space will take it (our reading).", "001:L279")
NOT_RESOLVING = rule("not_resolving", "Actions are resolved only when all figures are allocated.", "001:L285")
RESOLVE_ORDER = rule("resolve_order", "Resolution goes seat by seat from the starting player: assistants first, "
                     "then the conjurer.", "001:L285")
BATTLES_LAST = rule("battles_last", "Battles are fought after every other action of the round is resolved (Q-4).",
                    "001:L431")
WRONG_RESOLUTION = rule("wrong_resolution", "Each space is resolved as its own action (a mine by taking control, "
                        "and so on).", "001:L323")
MARKET_RATE = rule("market_rate", "A trade pays whole units of the marketplace rate.", "001:L375")
MARKET_PHASE = rule("market_phase", "Phase I buys no iron, bronze, sapphire or diamond.", "001:L386")
MARKET_PHASE_II = rule("market_phase_ii", "Phase II buys no sapphire or diamond.", "001:L388")
CANNOT_PAY = rule("cannot_pay", "A player pays only from what she holds.", "001:L384")
STOCK_EMPTY = rule("stock_empty", "Only cards still in the blacksmith's or artificer's stock can be bought.", "001:L647")
SHOP_KIND = rule("shop_kind", "The blacksmith sells items, the artificer artifacts.", "001:L369")
SMITH_DISCOUNT = rule("smith_discount", "Weapon Smith takes off up to its level, on the first card of the action only.",
                      "001:L589")
GUILD_FULL = rule("guild_full", "A player never has more than three assistants.", "001:L396")
GUILD_KIND = rule("guild_kind", "A hired assistant is a kind the player does not have yet (our reading, Q-8).", "001:L168")
PIT_NOT_OWNED = rule("pit_not_owned", "Only a player's own creatures are sacrificed.", "001:L409")
PIT_ORDER = rule("pit_order", "In one pit action no creature may be of lower level than one already sacrificed.",
                 "001:L417")
PIT_PAYOUT = rule("pit_payout", "The payout is one of the pit table's cells for the creature's level "
                 "(stone and wood, iron and bronze, diamond and sapphire, or food).", "001:L402")
BATTLEGROUND_PILE = rule("battleground_pile", "A battleground is fought for a creature still in its mythology's pile.",
                         "001:L359")
DUEL_SPOILS = rule("duel_spoils", "A winning challenger names three different categories to take half of.", "001:L427")
GAME_OVER = rule("game_over", "The game has ended; points are counted.", "001:L299")
TOURNAMENT_PLAYERS = rule("tournament_players", "Tournaments are an option for four players only.", "001:L447")
NOT_TOURNAMENT = rule("not_tournament", "Tournaments are held after the feeding of rounds 6 and 12.", "001:L451")
SEMIS_BY_LOT = rule("semis_by_lot", "The four players are drawn into two semifinal pairs.", "001:L455")
MATCH_ORDER = rule("match_order", "The final and the third-place match follow the two semifinals.", "001:L453")
MATCH_SEATS = rule("match_seats", "A match is won by one of its two players.", "001:L455")
PRIZE_ORDER = rule("prize_order", "Prizes are taken in order: champion, finalist, third place, fourth place.",
                   "001:L465")
PRIZE_LEVEL = rule("prize_level", "A prize creature is of the level its place wins, from an open pile.", "001:L460")
PRIZE_RESOURCE = rule("prize_resource", "The first and third midway prizes add 4 of one of two resources (iron or bronze, "
                      "wood or stone).",
                      "001:L462")
