"""Death of a hero and a new character.

Killed by a hero: the winner takes all her Gold and Items (Artifacts too). Otherwise her Gold goes to the
bank, her Items to their discard piles and her Artifacts stay on her space. Either way her Abilities go
under their guild decks in an order the action gives (the shuffle is an input), and her character is
eliminated. At the start of her next round the player may take a new, randomly drawn unused character.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, Offer, action, offers
from ..errors import InvalidInput
from ..events import CardMoved, Event, HeroUpdated, TokensChanged
from ..seams import Seam
from ..setup import start_space, start_values
from ..state import BLUE_CAP, RED_CAP, GameState
from . import decks, flow, lookup
from . import zones as Z
from .events import HeroReady
from .tx import Tx

R_DEATH = rulebook.rule("death", "A hero who loses Health when she has none left is eliminated.", "000:L131")
R_KILLED_BY_HERO = rulebook.rule(
    "killed_by_hero", "A hero killed by another hero loses all her Gold and Items to the winner.", "000:L401"
)
R_KILLED_OTHERWISE = rulebook.rule(
    "killed_otherwise",
    "Any other death: Gold to the bank, Items discarded, Abilities under their decks in random order.",
    "000:L403",
)
R_ARTIFACTS_STAY = rulebook.rule(
    "artifacts_stay",
    "The Artifacts of a hero who dies other than by a hero's hand stay on her space, or with the Artifact of the "
    "Astral Plane she died in.",
    "002:L175",
)
R_NEW_CHARACTER = rulebook.rule(
    "new_character",
    "A player whose hero died may draw an unused character at the start of her round; it starts in its "
    "first guild with 1 Health and 2 Magic moved to the left.",
    "000:L409",
)
R_NO_NEW_IN_FINAL = rulebook.rule(
    "no_new_in_final", "Once the Final Battle has begun no new character can be taken.", "000:L411"
)


def is_artifact(ctx, card: str) -> bool:
    """Whether a card is an Artifact."""
    return lookup.home_deck(ctx, card) == "artifact"


# Extension points of a hero's death (seams.py). Besides the planes and the ring, where a dead hero's Artifact stays
# (realm/: the Realm space she died on): (state, hero before death) -> a zone, or None.
ARTIFACT_STAYS = Seam("death: where an Artifact stays", lambda state, hero: None)
# Her figure leaves a board the base game lacks (realm/): (tx, hero before death) -> None, emitting events.
LEAVES_BOARD = Seam("death: the figure leaves the board", lambda tx, hero: None)
# What a new character keeps of the dead hero (races/: her Race): (state, seat) -> events.
NEW_HERO_KEEPS = Seam("death: what the new character keeps", lambda state, seat: [])

def check_ability_order(state: GameState, seat: int, order: tuple[str, ...]) -> None:
    """Refuse an order of Abilities that is not exactly the hero's Abilities (needed when she has two or more)."""
    held = state.zone(Z.abilities(seat))
    if len(held) < 2 and not order:
        return
    if sorted(order) != sorted(held):
        raise InvalidInput("Give the order the dead hero's Abilities go under their decks (all of them).", "ability_order")


def kill(tx: Tx, seat: int, *, killer: int | None = None, ability_order: tuple[str, ...] = ()) -> None:
    """Eliminate a hero: her Gold, Items and Abilities go where the rules say, then her round ends if it was."""
    state = tx.state
    hero = state.hero(seat)
    check_ability_order(state, seat, ability_order)
    if hero.health or hero.experience:
        tx.emit(TokensChanged(seat=seat, health=-hero.health, experience=-hero.experience, reason="eliminated"))
    if killer is not None:
        winner = state.hero(killer)
        if hero.gold:
            tx.emit(TokensChanged(seat=seat, gold=-hero.gold, reason=f"taken by {winner.player}"))
            tx.emit(TokensChanged(seat=killer, gold=hero.gold, reason=f"taken from {hero.player}"))
        for card in state.zone(Z.items(seat)):
            tx.emit(CardMoved(card=card, to=Z.items(killer)))
    else:
        if hero.gold:
            tx.emit(TokensChanged(seat=seat, gold=-hero.gold, reason="taken by the locals"))
        for card in state.zone(Z.items(seat)):
            if is_artifact(tx.ctx, card) and astral_plane(state, seat) is not None:
                tx.emit(CardMoved(card=card, to=Z.plane(astral_plane(state, seat), "artifact")))
            elif is_artifact(tx.ctx, card) and ARTIFACT_STAYS(state, hero) is not None:
                tx.emit(CardMoved(card=card, to=ARTIFACT_STAYS(state, hero)))
            elif is_artifact(tx.ctx, card) and hero.space is not None:
                tx.emit(CardMoved(card=card, to=Z.space_artifacts(hero.space)))
            else:
                decks.discard(tx, card)
    for card in ability_order or state.zone(Z.abilities(seat)):
        decks.discard(tx, card)
    for c in state.zone(Z.character(seat)):
        tx.emit(CardMoved(card=c, to="characters:fallen"))
    tx.emit(HeroUpdated(seat=seat, status="dead"))
    LEAVES_BOARD(tx, hero)
    if tx.state.flow.active == seat and tx.state.flow.stage not in ("over",):
        for card in tx.state.zone("chance:current"):  # a Chance card she had not carried out yet
            tx.emit(CardMoved(card=card, to=Z.discard("chance")))
        flow.pass_round(tx)


def astral_plane(state: GameState, seat: int) -> int | None:
    """The Astral Plane the hero is fighting in this turn, if any (its Artifact keeps hers if she dies there)."""
    if state.flow.active != seat or state.flow.stage != "astral":
        return None
    marks = [m for m in state.flow.marks if m.startswith("turn:plane:")]
    return int(marks[0].rsplit(":", 1)[1]) if marks else None


def hurt(tx: Tx, seat: int, amount: int, *, reason: str, killer: int | None = None,
         ability_order: tuple[str, ...] = ()) -> bool:
    """Take Health from a hero; losing more than she has kills her. True if she died."""
    hero = tx.state.hero(seat)
    if amount <= hero.health:
        if amount:
            tx.emit(TokensChanged(seat=seat, health=-amount, reason=reason))
        return False
    kill(tx, seat, killer=killer, ability_order=ability_order)
    return True


def final_battle_begun(state: GameState) -> bool:
    """Whether the Final Battle has begun (part 2 sets the mark)."""
    return "final_battle" in state.flow.marks


@action
class RecordDeath(Action):
    """A hero died of something Herald does not model (a card's text): record it."""

    kind: Literal["record_death"] = "record_death"
    seat: int = Field(ge=0, le=4)
    killer: int | None = Field(default=None, ge=0, le=4)
    ability_order: tuple[str, ...] = ()

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        if not 0 <= self.seat < len(state.heroes) or state.hero(self.seat).status != "active":
            raise rulebook.refuse(rulebook.HERO_DEAD, "Only a living hero can die.")
        if state.flow.active is None:
            raise rulebook.refuse(flow.R_STAGE, "Nobody can die before play begins.")
        if self.killer is not None and (self.killer == self.seat or not 0 <= self.killer < len(state.heroes)):
            raise InvalidInput("The killer must be another seat.", "killer")
        tx = Tx(state, ctx)
        kill(tx, self.seat, killer=self.killer, ability_order=self.ability_order)
        return tx.done()


@action
class NewCharacter(Action):
    """At the start of her round, a player whose hero died takes the character drawn from the unused ones."""

    kind: Literal["new_character"] = "new_character"
    seat: int = Field(ge=0, le=4)
    character: str
    strength: int | None = Field(default=None, ge=1, le=RED_CAP)
    willpower: int | None = Field(default=None, ge=1, le=BLUE_CAP)
    guilds: tuple[str, ...] = Field(default=(), max_length=2)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_stage(state, "chance")
        flow.require_active(state, self.seat)
        if state.hero(self.seat).status != "dead":
            raise rulebook.refuse(R_NEW_CHARACTER, "Only a player whose hero died takes a new character.")
        if final_battle_begun(state):
            raise rulebook.refuse(R_NO_NEW_IN_FINAL)
        if not can_take(state, ctx, self.character):
            raise rulebook.refuse(R_NEW_CHARACTER, f"The {self.character} is not among the unused characters.")
        strength, willpower, guilds = start_values(ctx, self.character, self.strength, self.willpower, self.guilds)
        tx = Tx(state, ctx)
        tx.emit(CardMoved(card=self.character, to=Z.character(self.seat)))
        tx.emit(HeroReady(seat=self.seat, character=self.character, strength=strength, willpower=willpower,
                          guilds=guilds, gold=3, experience=3, space=start_space(ctx, guilds)))
        tx.emit(*NEW_HERO_KEEPS(tx.state, self.seat))
        tx.emit(TokensChanged(seat=self.seat, health=-1, magic=-min(2, willpower), reason="the trip to the start"))
        return tx.done()


@action
class Retire(Action):
    """A player whose hero died takes no new character and leaves the game."""

    kind: Literal["retire"] = "retire"
    seat: int = Field(ge=0, le=4)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_stage(state, "chance")
        flow.require_active(state, self.seat)
        if state.hero(self.seat).status != "dead":
            raise rulebook.refuse(R_NEW_CHARACTER, "Only a player whose hero died can leave this way.")
        tx = Tx(state, ctx)
        tx.emit(HeroUpdated(seat=self.seat, status="out"))
        flow.pass_round(tx)
        return tx.done()


def unused_characters(state: GameState, ctx) -> tuple[str, ...]:
    """Characters a new hero can be drawn from: in the box (never played and not eliminated)."""
    return state.zone("characters:box")


def can_take(state: GameState, ctx, character: str) -> bool:
    """Whether a character is unused; without a catalog any name neither played nor eliminated is."""
    if lookup.characters(ctx) or state.zone("characters:box"):
        return character in state.zone("characters:box")
    taken = {h.character for h in state.heroes} | set(state.zone("characters:fallen"))
    return character not in taken


@offers
def death_offers(state: GameState, ctx: Context) -> list[Offer]:
    """A new character or leaving, for a dead hero's player at the start of her round."""
    f = state.flow
    if f.stage != "chance" or f.active is None or state.hero(f.active).status != "dead":
        return []
    found = [Offer(kind="retire", label="Leave the game", seat=f.active, params={"seat": f.active})]
    unused = list(unused_characters(state, ctx))
    if not final_battle_begun(state) and (unused or not lookup.characters(ctx)):  # none left in the box: she leaves
        found.insert(0, Offer(kind="new_character", label="Draw a new character", seat=f.active,
                              params={"seat": f.active}, needs=("character", "strength", "willpower", "guilds"),
                              choices={"character": unused}))
    return found
