"""The Dragon Realm's new cards for the standard game where the appendix rules on them (003:L717-725, 003:L133):
the Path of Balance's "same type" of Ability, the Magical Forest's choice made before its roll, and how a card
that mentions a Race reads a hero when Races are not played."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, Offer, action, guard, offers
from ..errors import InvalidInput
from ..events import CardMoved, DiceRolled, Event
from ..state import GameState
from ..tokens import token_change
from . import flow, lookup
from . import zones as Z
from .tx import Tx

R_FOREST_CHOICE = rulebook.rule(
    "forest_choice",
    "At the Magical Forest the gain is chosen before the die is rolled; a roll too low for it gives nothing.",
    "003:L725",
)
# The Magical Forest's gains and the roll each needs: only the Strength one (5) is in the seed; the others are
# printed on the card and typed by the table (the action's `needed`).
FOREST_NEEDS = {"strength": 5}
FOREST_GAINS = ("strength", "willpower", "health", "magic", "gold", "experience")
HOOK = "choice_before_roll"


def _chooses_first(ctx, card: str) -> bool:
    """Whether a card's gain is chosen before its roll (the Magical Forest), by its catalog hook."""
    raw = lookup.raw(ctx, card)
    return any(getattr(e, "kind", None) == "rule_hook" and getattr(e, "hook", None) == HOOK
               for e in (getattr(raw, "effects", None) or ()))


def ability_type(ctx, card: str) -> str | None:
    """An Ability's type for the Path of Balance: the colour and picture on its front, which is its guild's for the
    guild and Dragonslayer Abilities (Dragonslaying is a Fortress Ability, like Dueling). A Dragonlore Ability,
    learnt only in the Dragon Realm, has no guild and matches none of them (003:L719-721). None when Herald does
    not know the Ability's guild."""
    raw = lookup.raw(ctx, card)
    if raw is None or getattr(raw, "kind", None) != "ability":
        return None
    return getattr(raw, "guild", None)


def same_ability_type(ctx, a: str, b: str) -> bool | None:
    """Whether two Abilities are of the same type (None when one of them is unknown to Herald)."""
    ta, tb = ability_type(ctx, a), ability_type(ctx, b)
    return None if ta is None or tb is None else ta == tb


def race_mentioned(options, hero) -> tuple[str, ...]:
    """The Races a card that mentions one reads for a hero: every hero is human unless Races are played (003:L133);
    this reading never gives the Human's own advantage (research Q-20)."""
    if not options.expansion.races:
        return ("human",)
    return tuple(hero.races) or ("human",)


@action
class MagicalForest(Action):
    """The Magical Forest: the hero names the gain she wants, then rolls; a high enough roll earns it, otherwise she
    gains nothing. Either way the card leaves the space (003:L725)."""

    kind: Literal["magical_forest"] = "magical_forest"
    seat: int = Field(ge=0, le=4)
    card: str
    choice: Literal["strength", "willpower", "health", "magic", "gold", "experience"]
    face: int = Field(ge=1, le=6)
    # The roll the chosen gain needs, as the card prints it, where the seed does not give it.
    needed: int | None = Field(default=None, ge=1, le=6)
    # The gain, as the card prints it (the seed gives no number).
    amount: int = Field(ge=1, le=5)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        flow.require_stage(state, "turn")
        hero = state.hero(self.seat)
        if hero.space is None or self.card not in state.zone(Z.space(hero.space)) or self.card in state.hidden:
            raise InvalidInput(f"{lookup.name(ctx, self.card)} is not face up on this hero's space.", "card")
        known = FOREST_NEEDS.get(self.choice)
        if known is not None and self.needed not in (None, known):
            raise rulebook.refuse(R_FOREST_CHOICE, f"The {self.choice} gain needs a {known} or more, not "
                                                   f"{self.needed}.")
        needed = known if known is not None else self.needed
        if needed is None:
            raise InvalidInput(f"Type the roll the {self.choice} gain needs, from the card.", "needed")
        tx = Tx(state, ctx)
        name = lookup.name(ctx, self.card)
        tx.emit(DiceRolled(purpose=f"{name}: {self.choice} chosen, needs {needed}", faces=(self.face,)))
        if self.face >= needed:
            tx.emit(token_change(hero, **{self.choice: self.amount}, reason=name, lose_excess=True))
        tx.emit(CardMoved(card=self.card, to=Z.discard("adventure")))
        flow.mark(tx, "turn:possibility")
        return tx.done()


@guard
def forest_by_its_own_step(state: GameState, kind: str, fields: dict, ctx: Context) -> None:
    """The Magical Forest is used by choosing first, then rolling: not as a plain Opportunity."""
    if kind == "use_opportunity" and fields.get("card") and _chooses_first(ctx, fields["card"]):
        raise rulebook.refuse(R_FOREST_CHOICE, "Choose the gain, then roll (the Magical Forest's own step).")


@offers
def forest_offers(state: GameState, ctx: Context) -> list[Offer]:
    """The Magical Forest face up on the active hero's space, during her turn."""
    seat = state.flow.active
    if state.flow.stage != "turn" or seat is None or state.battle is not None:
        return []
    space = state.hero(seat).space
    cards = [c for c in state.zone(Z.space(space)) if c not in state.hidden] if space is not None else []
    return [Offer(kind="magical_forest", label=f"{lookup.name(ctx, c)}: choose, then roll", seat=seat,
                  params={"seat": seat, "card": c}, needs=("choice", "face", "needed", "amount"),
                  choices={"choice": list(FOREST_GAINS), "known": dict(FOREST_NEEDS)})
            for c in cards if _chooses_first(ctx, c)]
