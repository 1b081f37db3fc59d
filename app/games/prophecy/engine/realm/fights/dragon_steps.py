"""The battle steps the Phantom and Skeletal Dragons' rulings add (realm/fights/dragon_rulings.py): the Phantom's
Strength typed for this battle before any Spell (003:L759), the Magic paid against the Skeletal Dragon before the
roll, with the exact odds for every amount she could pay (003:L763)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ... import rulebook
from ...actions import DURING_BATTLE, Action, Context, Offer, action, offers
from ...battle import Odds
from ...combat import common as C
from ...combat.preview import odds_json, remaining_odds
from ...combat.setup_from_state import build
from ...events import Event
from ...rules.tx import Tx
from ...state import GameState
from ...tokens import token_change
from .dragon_rulings import PHANTOM, R_PHANTOM, R_SKELETAL, SKELETAL, foe_ruling

BEFORE_THE_DICE = ("kind", "equip", "roll")


def _battle(state: GameState, ctx: Context, seat: int, rule: str, ref):
    """The battle against this dragon before its first roll, with the hero's seat checked."""
    b = C.require_battle(state, *BEFORE_THE_DICE)
    C.require_seat(state, seat, b.seat)
    if foe_ruling(state, ctx) != rule:
        name = "the Phantom Dragon" if rule == PHANTOM else "the Skeletal Dragon"
        raise rulebook.refuse(ref, f"This battle is not against {name}.")
    if b.rolls:
        raise rulebook.refuse(ref, "The dice have already been rolled in this battle.")
    return b


@action
class PhantomStrength(Action):
    """The Phantom Dragon's Strength for this battle, as the table works it out from the card (003:L759)."""

    kind: Literal["phantom_strength"] = "phantom_strength"
    seat: int = Field(ge=0, le=4)
    strength: int = Field(ge=0, le=40)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        b = _battle(state, ctx, self.seat, PHANTOM, R_PHANTOM)
        if b.fixed_strength is not None:
            raise rulebook.refuse(R_PHANTOM, f"Its Strength is already fixed at {b.fixed_strength} for this battle.")
        tx = Tx(state, ctx)
        C.change(tx, b.model_copy(update={"fixed_strength": self.strength}),
                 f"The Phantom Dragon's Strength is fixed at {self.strength} for this battle, before any Spell.")
        return tx.done()


@action
class SkeletalMagic(Action):
    """The Magic the hero pays against the Skeletal Dragon before the roll; her die counts no more (003:L763)."""

    kind: Literal["skeletal_magic"] = "skeletal_magic"
    seat: int = Field(ge=0, le=4)
    magic: int = Field(ge=0, le=30)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        b = _battle(state, ctx, self.seat, SKELETAL, R_SKELETAL)
        if b.paid_magic is not None:
            raise rulebook.refuse(R_SKELETAL, f"She already paid {b.paid_magic} Magic in this battle.")
        hero = state.hero(self.seat)
        if self.magic > hero.magic:
            raise rulebook.refuse(R_SKELETAL, f"{C.hero_name(state, self.seat)} has only {hero.magic} Magic to pay.")
        tx = Tx(state, ctx)
        if self.magic:
            tx.emit(token_change(hero, magic=-self.magic, reason="paid against the Skeletal Dragon"))
        words = "no Magic: her die counts 0" if not self.magic else \
            f"{self.magic} Magic: her die counts at most {self.magic}"
        C.change(tx, b.model_copy(update={"paid_magic": self.magic}),
                 f"{C.hero_name(state, self.seat)} pays {words} against the Skeletal Dragon.")
        return tx.done()


def odds_by_magic(state: GameState, ctx: Context, b) -> dict[int, Odds]:
    """The exact odds of the battle for each amount of Magic the hero could pay (empty before the kind is fixed)."""
    out = {}
    for m in range(state.hero(b.seat).magic + 1):
        trial = b.model_copy(update={"paid_magic": m})
        built = build(state, ctx, trial)
        odds = remaining_odds(built, trial) if built.ready else None
        if odds is None:
            return {}
        out[m] = odds
    return out


DURING_BATTLE.update({"phantom_strength", "skeletal_magic"})


@offers
def dragon_offers(state: GameState, ctx: Context) -> list[Offer]:
    """The Phantom's Strength to type, or the Magic to pay against the Skeletal Dragon, while the dice wait."""
    b = state.battle
    if b is None or b.step not in BEFORE_THE_DICE or b.rolls:
        return []
    rule, seat = foe_ruling(state, ctx), b.seat
    if rule == PHANTOM and b.fixed_strength is None:
        return [Offer(kind="phantom_strength", label="The Phantom Dragon's Strength for this battle", seat=seat,
                      params={"seat": seat}, needs=("strength",))]
    if rule == SKELETAL and b.paid_magic is None:
        # The exact odds for each amount (as fractions and percents), once the kind of battle is fixed.
        odds = {m: odds_json(o) for m, o in odds_by_magic(state, ctx, b).items()}
        return [Offer(kind="skeletal_magic", label="Pay Magic against the Skeletal Dragon", seat=seat,
                      params={"seat": seat}, needs=("magic",),
                      choices={"magic": list(range(state.hero(seat).magic + 1)), "odds": odds})]
    return []
