"""Moving a hero's cubes and tokens by hand: what the table does when a card says so.

Health and Magic move between the sides of the card; Strength and Willpower come from and go to the
bank, capped at 8 red and 10 blue cubes, or what the hero's Race makes of them (a gain at the cap heals or
recharges instead).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from . import rulebook
from .actions import Action, Context, action
from .errors import InvalidInput
from .events import Event, TokensChanged
from .rules.zones import card_label
from .state import GameState, Hero

# What one step may move of each token, as every action that changes tokens by hand bounds it.
HealthDelta = Annotated[int, Field(ge=-10, le=10)]
MagicDelta = Annotated[int, Field(ge=-12, le=12)]
StrengthDelta = Annotated[int, Field(ge=-8, le=8)]
WillpowerDelta = Annotated[int, Field(ge=-10, le=10)]
GoldDelta = Annotated[int, Field(ge=-100, le=100)]
ExperienceDelta = Annotated[int, Field(ge=-100, le=100)]


@action
class AdjustHero(Action):
    """Change a hero's Health, Magic, Strength, Willpower, Gold or Experience by the given amounts."""

    kind: Literal["adjust_hero"] = "adjust_hero"
    seat: int = Field(ge=0, le=4)
    health: HealthDelta = 0
    magic: MagicDelta = 0
    strength: StrengthDelta = 0
    willpower: WillpowerDelta = 0
    gold: GoldDelta = 0
    experience: ExperienceDelta = 0
    reason: str = Field(default="", max_length=120)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        hero = living_hero(state, self.seat)
        if not any((self.health, self.magic, self.strength, self.willpower, self.gold, self.experience)):
            raise InvalidInput("Nothing to change: every amount is 0.")
        return (token_change(hero, **self.model_dump(exclude={"kind", "seat"})),)


def living_hero(state: GameState, seat: int) -> Hero:
    """The hero at a seat, refused when the seat does not exist or its hero is not in play."""
    if not 0 <= seat < len(state.heroes):
        raise InvalidInput(f"There is no seat {seat + 1} in this game.", "seat")
    hero = state.hero(seat)
    if hero.status != "active":
        raise rulebook.refuse(rulebook.HERO_DEAD)
    return hero


def token_change(
    hero: Hero,
    *,
    health: int = 0,
    magic: int = 0,
    strength: int = 0,
    willpower: int = 0,
    gold: int = 0,
    experience: int = 0,
    reason: str = "",
    lose_excess: bool = False,
) -> TokensChanged:
    """The event for a change of a hero's cubes and tokens, checked against the rules of the card.

    A Strength or Willpower gain at the cap with nothing to restore is lost (000:L135, 000:L141, 000:L242);
    with `lose_excess` (a potion, a treasure) healing or recharge beyond the wounds is lost too (000:L608)."""
    lost: list[str] = []
    red, health_delta = _characteristic(hero.red, hero.health, strength, hero.sheet.red_cap, "Strength", lost)
    blue, magic_delta = _characteristic(hero.blue, hero.magic, willpower, hero.sheet.blue_cap, "Willpower", lost)
    if lose_excess:
        health = _capped_gain(health, hero.red + red - hero.health - health_delta, "Health", lost)
        magic = _capped_gain(magic, hero.blue + blue - hero.magic - magic_delta, "Magic", lost)
    health_delta += health
    magic_delta += magic
    new_health = hero.health + health_delta
    if new_health < 0:
        raise rulebook.refuse(
            rulebook.HEALTH_FLOOR,
            f"{card_label(hero.character)} has {hero.health} Health; losing {-health_delta} would kill the hero. "
            "Record the death instead.",
        )
    if new_health > hero.red + red:
        raise rulebook.refuse(
            rulebook.HEALTH_FLOOR, f"{card_label(hero.character)} can heal at most {hero.wounds + red} Health now."
        )
    new_magic = hero.magic + magic_delta
    if new_magic < 0:
        raise rulebook.refuse(rulebook.MAGIC_FLOOR, f"{card_label(hero.character)} has only {hero.magic} Magic to pay.")
    if new_magic > hero.blue + blue:
        raise rulebook.refuse(
            rulebook.MAGIC_FLOOR, f"{card_label(hero.character)} can recharge at most {hero.spent + blue} Magic now."
        )
    bank = 0
    if gold < 0 and hero.gold + gold < 0 and hero.bank:
        # A Dwarf spends banked Gold as usual once the Gold on the character card runs out (003:L155).
        bank = max(hero.gold + gold, -hero.bank)
        gold -= bank
    for name, have, delta in (("Gold", hero.gold + hero.bank, gold + bank), ("Experience", hero.experience, experience)):
        if have + delta < 0:
            raise rulebook.refuse(rulebook.NO_NEGATIVE_TOKENS, f"{card_label(hero.character)} has only {have} {name}.")
    return TokensChanged(
        seat=hero.seat,
        red=red,
        health=health_delta,
        blue=blue,
        magic=magic_delta,
        gold=gold,
        experience=experience,
        bank=bank,
        reason=reason,
        lost=", ".join(lost),
    )


def _capped_gain(gain: int, room: int, name: str, lost: list[str]) -> int:
    """A gain cut to the room left; the rest is recorded as lost."""
    if gain <= 0 or gain <= room:
        return gain
    kept = max(room, 0)
    lost.append(f"{gain - kept} {name}")
    return kept


def _characteristic(owned: int, current: int, delta: int, cap: int, name: str, lost: list[str]) -> tuple[int, int]:
    """Cubes taken from or returned to the bank, and the resulting move on the right side of the card."""
    if delta >= 0:
        room = cap - owned
        gained = min(delta, room)
        # At the cap a gain heals/recharges instead: the extra cubes move left to right, as far as they can;
        # whatever is left over is lost (the hero may not hold more than the cap).
        healed = min(delta - gained, owned - current)
        if delta - gained - healed > 0:
            lost.append(f"{delta - gained - healed} {name}")
        return gained, gained + healed
    if current < -delta:
        raise InvalidInput(f"{name} can only be lost from the cubes on the right side ({current} there).", name.lower())
    return delta, delta
