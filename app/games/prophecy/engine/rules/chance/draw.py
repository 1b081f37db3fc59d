"""Drawing the Chance card that opens each player's round, and giving the inputs its effect needs.

Effects (read from the catalog by `lookup`): terrain:<forest|mountains|plains>, guild:<guild>,
open_training, shop:<city|village>:<deck>:<count> (City Merchant, Tradesman), peaceful_times,
prophetic_dream, share:<health|magic|gold|experience> (the winds and Good Times; the resource is an input
when the catalog does not say), charity, economic_crisis. An unknown effect is carried out by hand.
The draw may carry the inputs at once; otherwise the card waits in `chance:current` for `resolve_chance`.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ... import rulebook
from ...actions import Action, Context, Offer, action, offers
from ...errors import InvalidInput
from ...events import CardMoved, Event
from ...ruleset import ruleset_of
from ...seams import Seam
from ...state import GameState
from .. import decks, flow, lookup
from .. import zones as Z
from ..tx import Tx
from .effects import EFFECTS
from .inputs import choices_of, needs_of

# Extension point (seams.py): a Chance card drawn that is ignored for the next one (realm/: once the Apocalypse
# closed the Gate, 003:L441): (state, ctx, card) -> bool.
SKIPPED = Seam("chance: a card drawn is skipped", lambda state, ctx, card: False)

R_DRAW_CHANCE = rulebook.rule(
    "draw_chance", "Each player's round opens with a Chance card, read, carried out and discarded.", "000:L228"
)


def effect_of(state: GameState, ctx, card: str) -> str:
    """A Chance card's effect in this game: Solo's Legends of Dragons works as a Prophetic Dream (003:L613)."""
    raw = lookup.raw(ctx, card)
    if getattr(raw, "event", None) in ruleset_of(state).dream_events:
        return "prophetic_dream"
    return lookup.card(ctx, card).effect or ""


class ChanceInputs(Action):
    """Inputs a Chance card may need: cards that came up, a guild or plane chosen, amounts read off the card."""

    cards: tuple[str | None, ...] = ()
    guild: str | None = None
    slayer: str | None = None  # Legends of Dragons: the Dragonslayer Ability turned up (003:L277)
    # Legends of Dragons where the table draws: where each card it turned up lay, in order (003:L285-287).
    places: tuple[str, ...] = Field(default=(), max_length=2)
    plane: int | None = Field(default=None, ge=0, le=5)  # 5: the Realm's plane above the Lake (003:L399)
    amounts: tuple[int, int] | None = None
    resource: Literal["health", "magic", "gold", "experience"] | None = None
    charity: dict[str, int] | None = None


@action
class DrawChance(ChanceInputs):
    """The active player's Chance card; its inputs may come with it or in `resolve_chance` after."""

    kind: Literal["draw_chance"] = "draw_chance"
    seat: int = Field(ge=0, le=4)
    card: str

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        flow.require_stage(state, "chance")
        if state.hero(self.seat).status != "active":
            raise rulebook.refuse(rulebook.HERO_DEAD, "Take a new character (or leave) before the Chance card.")
        tx = Tx(state, ctx)
        decks.draw(tx, "chance", self.card, "chance:current")
        if SKIPPED(tx.state, ctx, self.card):  # ignored: the next card is drawn instead
            decks.discard(tx, self.card)
            return tx.done()
        effect = effect_of(tx.state, ctx, self.card)
        missing = needs_of(tx.state, ctx, effect, self)
        if missing:
            if self.cards or self.places or self.guild is not None or self.plane is not None or self.slayer is not None:
                raise InvalidInput(f"This Chance card also needs {needs_words(missing)}.", missing[0])
            flow.with_flow(tx, stage="chance_resolve")
            return tx.done()
        _resolve(tx, effect, self)
        return tx.done()


NEED_WORDS = {"cards": "the cards that came up (name each one)", "guild": "the guild it trains in",
              "plane": "the Astral Plane whose next card is turned up", "slayer": "the Dragonslayer Ability turned up", "places": "where each card to reveal lies",
              "resource": "what is shared out",
              "amounts": "the amounts printed on the card", "charity": "what Charity gives"}


def needs_words(missing: list[str]) -> str:
    """The inputs a Chance card still waits for, as the table reads them."""
    words = [NEED_WORDS.get(m, m.replace("_", " ")) for m in missing]
    return ", ".join(words[:-1]) + " and " + words[-1] if len(words) > 1 else words[0]


@action
class ResolveChance(ChanceInputs):
    """The inputs of the Chance card drawn this round: it is carried out and discarded."""

    kind: Literal["resolve_chance"] = "resolve_chance"
    seat: int = Field(ge=0, le=4)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        flow.require_stage(state, "chance_resolve")
        card = state.zone("chance:current")[0]
        effect = effect_of(state, ctx, card)
        missing = needs_of(state, ctx, effect, self)
        if missing:
            raise InvalidInput(f"This Chance card needs {needs_words(missing)}.", missing[0])
        tx = Tx(state, ctx)
        _resolve(tx, effect, self)
        return tx.done()


def _resolve(tx: Tx, effect: str, inputs: ChanceInputs) -> None:
    kind, _, arg = effect.partition(":")
    handler = EFFECTS.get(kind)
    if handler is not None:
        handler(tx, arg, inputs)
    for card in tx.state.zone("chance:current"):
        tx.emit(CardMoved(card=card, to=Z.discard("chance")))
    flow.begin_turn(tx)


@offers
def chance_offers(state: GameState, ctx: Context) -> list[Offer]:
    """Draw the Chance card, or give the inputs of the one drawn."""
    f = state.flow
    if f.active is None or state.hero(f.active).status != "active":
        return []
    if f.stage == "chance":
        return [Offer(kind="draw_chance", label="Draw the Chance card", seat=f.active, params={"seat": f.active},
                      needs=("card",), choices={"card": list(decks.drawable(state, "chance"))})]
    if f.stage == "chance_resolve":
        card = state.zone("chance:current")[0]
        effect = effect_of(state, ctx, card)
        return [Offer(kind="resolve_chance", label=f"Carry out {Z.card_label(card)}", seat=f.active,
                      params={"seat": f.active}, needs=tuple(needs_of(state, ctx, effect, None)),
                      choices=choices_of(state, ctx, effect))]
    return []
