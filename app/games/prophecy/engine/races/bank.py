"""The Dwarf's bank (003:L155-161): up to 3 Gold on the Race card, moved to and from the character card at will.

Banked Gold lives in `Hero.bank`, apart from `Hero.gold`, so whatever counts a hero's Gold (the 15-Gold limit,
Economic Crisis, Charity, the Hermit, Pickpocketing) and whatever steals it reads only the card's Gold (003:L157,
003:L159); a payment beyond the card's Gold is taken from the bank (`tokens.token_change`).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import DURING_BATTLE, Action, Context, Offer, action, offers
from ..errors import InvalidInput
from ..events import Event, TokensChanged
from ..state import GameState
from ..tokens import living_hero

R_BANK = rulebook.rule(
    "dwarf_bank",
    "A dwarf keeps up to 3 Gold in the bank on the Race card and moves Gold between it and the character card at "
    "any time.",
    "003:L155",
)


@action
class MoveBank(Action):
    """Move Gold from the character card into the bank (a positive amount) or back out (a negative one)."""

    kind: Literal["move_bank"] = "move_bank"
    seat: int = Field(ge=0, le=4)
    amount: int = Field(ge=-10, le=10)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        hero = living_hero(state, self.seat)
        if not hero.sheet.bank_cap:
            raise rulebook.refuse(R_BANK, "Only a hero whose Race has a bank keeps Gold on the Race card.")
        if not self.amount:
            raise InvalidInput("Move at least 1 Gold.", "amount")
        if self.amount > hero.gold:
            raise rulebook.refuse(R_BANK, f"There is only {hero.gold} Gold on the character card to bank.")
        if hero.bank + self.amount > hero.sheet.bank_cap:
            raise rulebook.refuse(R_BANK, f"The bank holds at most {hero.sheet.bank_cap} Gold "
                                          f"({hero.bank} there now).")
        if hero.bank + self.amount < 0:
            raise rulebook.refuse(R_BANK, f"There is only {hero.bank} Gold in the bank.")
        return (TokensChanged(seat=self.seat, gold=-self.amount, bank=self.amount,
                              reason="into the bank" if self.amount > 0 else "out of the bank"),)


DURING_BATTLE.add("move_bank")


@offers
def bank_offers(state: GameState, ctx: Context) -> list[Offer]:
    """Each living hero with a bank may move Gold in or out whenever she likes (003:L161)."""
    found = []
    for hero in state.heroes:
        if hero.status != "active" or not hero.sheet.bank_cap:
            continue
        room = min(hero.gold, hero.sheet.bank_cap - hero.bank)
        amounts = [a for a in range(-hero.bank, room + 1) if a]
        if amounts:
            found.append(Offer(kind="move_bank", label=f"{hero.player}: move Gold to or from the bank",
                               seat=hero.seat, params={"seat": hero.seat}, needs=("amount",),
                               choices={"amount": amounts}))
    return found
