"""The rulebook appendix's rulings on named Obstacles (003:L735-755), as checks on what the table says happened.

An Obstacle card says how it is overcome; the seed prints the card texts nowhere, only these rulings. Each check
takes the table's account of the attempt (a `Try`) and the hero, refuses what the ruling forbids, and gives the
outcome the ruling fixes (None where the table's own word decides). Every other Obstacle is the table's to tell.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ... import rulebook
from ...model import Frozen

# The turn's marks once the card a hero stepped onto is met (settled), and when that ended her turn.
SETTLED = "turn:realm:settled"
TURN_OVER = "turn:realm:over"

Outcome = Literal["passed", "failed"]

R_CROSSROADS = rulebook.rule(
    "realm_cursed_crossroads",
    "Cursed Crossroads: another player picks the cursed path; the hero passes by picking any other, and picking it "
    "wounds her and keeps her where she was.",
    "003:L737",
)
R_EYES_OF_FIRE = rulebook.rule(
    "realm_eyes_of_fire",
    "Eyes of Fire: no dice; the hero chooses how to pay and passes either way; paying nothing to stay is no option.",
    "003:L743",
)
R_LABYRINTH = rulebook.rule(
    "realm_labyrinthine_rocks",
    "Labyrinthine Rocks: the Magic used is declared first and all of it is spent, even after an early success.",
    "003:L747",
)
R_GEYSERS = rulebook.rule(
    "realm_fire_geysers",
    "Fire Geysers: a guess of 5 cannot wound the hero; a guess of 1 always flies over, at up to 4 Health.",
    "003:L751",
)
R_CLOUD = rulebook.rule(
    "realm_cloud_of_forgetfulness",
    "Cloud of Forgetfulness: an Ability risked counts at the cost printed on it, whatever the hero paid.",
    "003:L755",
)
GEYSER_GUESSES = (1, 5)  # the lowest and highest guesses the ruling names (003:L751)
GEYSER_MOST_HEALTH = 4  # "up to 4 Health" at a guess of 1 (003:L751)


class Try(Frozen):
    """What the table says happened at an Obstacle: the outcome where it decides, what the hero paid, and the
    inputs a ruling asks for."""

    outcome: Outcome | None = None
    health: int = Field(default=0, ge=0, le=10)
    magic: int = Field(default=0, ge=0, le=12)
    gold: int = Field(default=0, ge=0, le=30)
    experience: int = Field(default=0, ge=0, le=30)
    abilities: tuple[str, ...] = ()  # Abilities given up
    items: tuple[str, ...] = ()  # Items given up
    cursed: int | None = Field(default=None, ge=1, le=6)  # Cursed Crossroads: the other player's pick
    pick: int | None = Field(default=None, ge=1, le=6)  # Cursed Crossroads: the hero's pick
    declared: int | None = Field(default=None, ge=0, le=12)  # Labyrinthine Rocks: Magic declared
    guess: int | None = Field(default=None, ge=1, le=5)  # Fire Geysers
    risked: tuple[str, ...] = ()  # Cloud of Forgetfulness: Abilities put at risk

    def paid(self) -> bool:
        """Whether the hero gave anything."""
        return bool(self.health or self.magic or self.gold or self.experience or self.abilities or self.items)


def _pick_a_path(t: Try) -> Outcome:
    if t.cursed is None or t.pick is None:
        raise rulebook.refuse(R_CROSSROADS, "Say which path the other player cursed and which the hero took.")
    if t.pick != t.cursed and t.paid():
        raise rulebook.refuse(R_CROSSROADS, "A path other than the cursed one is taken at no cost.")
    return "passed" if t.pick != t.cursed else "failed"


def _pay_either_way(t: Try) -> Outcome:
    if t.outcome == "failed" or not t.paid():
        raise rulebook.refuse(R_EYES_OF_FIRE)
    return "passed"


def _declared_magic(t: Try) -> Outcome | None:
    if t.declared is None or t.magic != t.declared:
        raise rulebook.refuse(R_LABYRINTH, "Declare the Magic first: exactly that much is spent, pass or fail.")
    return None


def _guess_a_number(t: Try) -> Outcome | None:
    if t.guess is None:
        raise rulebook.refuse(R_GEYSERS, "Say the number the hero guessed.")
    if t.health > GEYSER_MOST_HEALTH or (t.guess == max(GEYSER_GUESSES) and t.health):
        raise rulebook.refuse(R_GEYSERS, "A guess of 5 cannot wound; no guess costs more than 4 Health.")
    if t.guess == min(GEYSER_GUESSES):
        if t.outcome == "failed":
            raise rulebook.refuse(R_GEYSERS, "A guess of 1 always flies over the geysers.")
        return "passed"
    return None


def _risk_abilities(t: Try) -> Outcome | None:
    if not set(t.abilities) <= set(t.risked):
        raise rulebook.refuse(R_CLOUD, "Only an Ability put at risk can be lost to the Cloud.")
    return None


RULINGS = {
    "pick_a_path": _pick_a_path,
    "pay_either_way": _pay_either_way,
    "declared_magic": _declared_magic,
    "guess_a_number": _guess_a_number,
    "risk_abilities": _risk_abilities,
}


def decide_outcome(ruling: str | None, t: Try) -> Outcome | None:
    """The outcome an Obstacle's ruling fixes (refusing what it forbids), else the table's word (None if unsaid)."""
    check = RULINGS.get(ruling or "")
    fixed = check(t) if check is not None else None
    if fixed is not None and t.outcome is not None and t.outcome != fixed:
        raise rulebook.refuse(RULE_OF[ruling or ""], f"By the rulebook's ruling the hero {fixed} this Obstacle.")
    return fixed or t.outcome


RULE_OF = {"pick_a_path": R_CROSSROADS, "pay_either_way": R_EYES_OF_FIRE, "declared_magic": R_LABYRINTH,
           "guess_a_number": R_GEYSERS, "risk_abilities": R_CLOUD}
