"""The Dragon Realm's new cards for the standard game where the appendix rules on them (003:L717-725, 003:L133):
the Path of Balance's "same type" of Ability, the Magical Forest's choice made before its roll, and how a card
that mentions a Race reads a hero when Races are not played.

The Path of Balance's own effect is printed only on its card: the table records what it did as one step (the
Abilities that changed hands, of one type, and the tokens), with its words in the log; nothing is guessed."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, Offer, action, guard, offers
from ..errors import InvalidInput
from ..events import CardMoved, DiceRolled, Event
from ..state import GameState
from ..tokens import (
    ExperienceDelta,
    GoldDelta,
    HealthDelta,
    MagicDelta,
    StrengthDelta,
    WillpowerDelta,
    token_change,
)
from . import decks, flow, lookup
from . import zones as Z
from .events import CardUsed
from .tx import Tx

R_BALANCE = rulebook.rule(
    "path_of_balance",
    "The Path of Balance deals in Abilities of one type: the same colour and picture on the front (003:L719-721).",
    "003:L719",
)
BALANCE_HOOK = "same_type_abilities"
GAINS = ("health", "magic", "strength", "willpower", "gold", "experience")

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


def _has_hook(ctx, card: str, hook: str) -> bool:
    raw = lookup.raw(ctx, card)
    return any(getattr(e, "kind", None) == "rule_hook" and getattr(e, "hook", None) == hook
               for e in (getattr(raw, "effects", None) or ()))


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
    if kind == "use_opportunity" and fields.get("card") and _has_hook(ctx, fields["card"], HOOK):
        raise rulebook.refuse(R_FOREST_CHOICE, "Choose the gain, then roll (the Magical Forest's own step).")


def _face_up_here(state: GameState) -> list[str]:
    """The cards face up on the active hero's space during her turn, outside a battle (none otherwise)."""
    seat = state.flow.active
    if state.flow.stage != "turn" or seat is None or state.battle is not None:
        return []
    space = state.hero(seat).space
    return [c for c in state.zone(Z.space(space)) if c not in state.hidden] if space is not None else []


@offers
def forest_offers(state: GameState, ctx: Context) -> list[Offer]:
    """The Magical Forest face up on the active hero's space, during her turn."""
    seat = state.flow.active
    return [Offer(kind="magical_forest", label=f"{lookup.name(ctx, c)}: choose, then roll", seat=seat,
                  params={"seat": seat, "card": c}, needs=("choice", "face", "needed", "amount"),
                  choices={"choice": list(FOREST_GAINS), "known": dict(FOREST_NEEDS)})
            for c in _face_up_here(state) if _has_hook(ctx, c, HOOK)]


@action
class PathOfBalance(Action):
    """The Path of Balance as the table saw it work: the hero's Abilities it took (put under their guild decks), the
    Abilities it gave her (face up in a guild or drawn from a guild deck), the tokens, and its words; the card then
    leaves the space. Every Ability named must be of one type (003:L719-721)."""

    kind: Literal["path_of_balance"] = "path_of_balance"
    seat: int = Field(ge=0, le=4)
    card: str
    give_abilities: tuple[str, ...] = Field(default=(), max_length=5)
    take_abilities: tuple[str, ...] = Field(default=(), max_length=5)
    health: HealthDelta = 0
    magic: MagicDelta = 0
    strength: StrengthDelta = 0
    willpower: WillpowerDelta = 0
    gold: GoldDelta = 0
    experience: ExperienceDelta = 0
    note: str = Field(default="", max_length=200)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        flow.require_stage(state, "turn")
        hero = state.hero(self.seat)
        if hero.space is None or self.card not in state.zone(Z.space(hero.space)) or self.card in state.hidden \
                or not _has_hook(ctx, self.card, BALANCE_HOOK):
            raise InvalidInput(f"{lookup.name(ctx, self.card)} is not the Path of Balance face up on this space.", "card")
        mine = state.zone(Z.abilities(self.seat))
        given = self.give_abilities
        if len(set(given)) != len(given) or any(a not in mine for a in given):
            raise InvalidInput("Only the hero's own Abilities can be given up, each once.", "give_abilities")
        sources = [self._source(state, ctx, a) for a in self.take_abilities]
        named = self.give_abilities + self.take_abilities
        for a, b in zip(named, named[1:], strict=False):
            if same_ability_type(ctx, a, b) is False:
                raise rulebook.refuse(R_BALANCE, f"{lookup.name(ctx, a)} and {lookup.name(ctx, b)} are not of the "
                                                 "same type.")
        tx = Tx(state, ctx)
        name = lookup.name(ctx, self.card)
        tx.emit(CardUsed(seat=self.seat, card=self.card, how=f"({self.note.strip()})" if self.note.strip() else ""))
        for a in self.give_abilities:  # a Dragonslayer card goes under its own deck (003:L277)
            slayer = lookup.home_deck(ctx, a) == Z.SLAYER_DECK
            decks.put_back_ability(tx, a, "" if slayer else ability_type(ctx, a) or _guild_of(state, ctx, a))
        for a, source in zip(self.take_abilities, sources, strict=True):
            if source.startswith("guild:"):
                tx.emit(CardMoved(card=a, to=Z.abilities(self.seat)))
            else:
                decks.draw(tx, source, a, Z.abilities(self.seat))
        deltas = {k: getattr(self, k) for k in GAINS if getattr(self, k)}
        if deltas:
            tx.emit(token_change(tx.state.hero(self.seat), **deltas, reason=name, lose_excess=True))
        tx.emit(CardMoved(card=self.card, to=Z.discard("adventure")))
        flow.mark(tx, "turn:possibility")
        return tx.done()

    @staticmethod
    def _source(state: GameState, ctx: Context, card: str) -> str:
        """Where an Ability the card gave lies: face up in a guild, else its guild deck."""
        where = state.where(card) or ""
        if where.startswith("guild:"):
            return where
        guild = ability_type(ctx, card)
        if guild is None or card not in decks.drawable(state, f"ability:{guild}"):
            raise InvalidInput(f"{lookup.name(ctx, card)} is neither face up in a guild nor in its guild's deck.",
                               "take_abilities")
        return f"ability:{guild}"


def _guild_of(state: GameState, ctx: Context, card: str) -> str:
    """A given-up Ability's guild when the catalog lacks it: the guild deck it came from, by its instance."""
    for g in Z.GUILDS:
        if any(Z.base_id(c) == Z.base_id(card) for c in state.zone(Z.deck(f"ability:{g}")) + state.zone(Z.guild(g))):
            return g
    raise InvalidInput(f"Herald does not know the guild of {lookup.name(ctx, card)}: register the Ability on the "
                       "Catalog page.",
                       "give_abilities")


@guard
def balance_by_its_own_step(state: GameState, kind: str, fields: dict, ctx: Context) -> None:
    """The Path of Balance is recorded by its own step (what it did), not as a plain Opportunity."""
    if kind == "use_opportunity" and fields.get("card") and _has_hook(ctx, fields["card"], BALANCE_HOOK):
        raise rulebook.refuse(R_BALANCE, "Record what the Path of Balance did with its own step.")


@offers
def balance_offers(state: GameState, ctx: Context) -> list[Offer]:
    """The Path of Balance face up on the active hero's space, during her turn."""
    seat = state.flow.active
    shown = [c for g in Z.GUILDS for c in state.zone(Z.guild(g))]
    return [Offer(kind="path_of_balance", label=f"{lookup.name(ctx, c)}: record what it did", seat=seat,
                  params={"seat": seat, "card": c}, needs=("give_abilities", "take_abilities", *GAINS, "note"),
                  choices={"give_abilities": list(state.zone(Z.abilities(seat))), "take_abilities": shown})
            for c in _face_up_here(state) if _has_hook(ctx, c, BALANCE_HOOK)]
