"""The rules Herald enforces, each paraphrased in our words with the rulebook line it rests on.

References read "000:L129": rulebook file 000 (standard rules), line 129 of
../shared/seeds/000_*.txt. Refusals name one of these so the table can look it up.
"""

from __future__ import annotations

from app.engine_kit import Rulebook

from .errors import IllegalAction, RuleRef

BOOK = Rulebook(IllegalAction)
RULES: dict[str, RuleRef] = BOOK.rules
rule = BOOK.rule  # register a rule and return it
refuse = BOOK.refuse  # the IllegalAction refusing an action under a rule, with an optional concrete detail


SEATS = rule("seats", "Prophecy is played by 2 to 5 players.", "000:L17")
RED_CAP = rule("red_cap", "A hero never has more than 8 red cubes; a Strength gain at the cap heals instead.", "000:L135")
BLUE_CAP = rule("blue_cap", "A hero never has more than 10 blue cubes; a Willpower gain at the cap recharges instead.", "000:L141")
HEALTH_FLOOR = rule("health_floor", "Health comes back only as far as the hero's red cubes reach.", "000:L133")
MAGIC_FLOOR = rule("magic_floor", "A hero cannot pay more Magic than the blue cubes on the right side.", "000:L143")
NO_NEGATIVE_TOKENS = rule(
    "no_negative_tokens",
    "Gold and Experience are tokens: a hero pays only with the tokens she holds, returning them to the bank.",
    "000:L195",
)
START_TOKENS = rule("start_tokens", "Every hero starts with 3 Gold and 3 Experience.", "000:L195")
GAME_OVER = rule("game_over", "Once the game ends (a King, or the variant's own ending), nothing more is played.", "000:L493")
HERO_DEAD = rule("hero_dead", "An eliminated hero takes no further part until a new character is drawn.", "000:L401")
