"""The end of a player's round: at most 15 Gold, 15 Experience, 7 Items and 7 Abilities (a Race may change the
last two, per hero). Herald returns
the extra Gold and Experience; the table says which cards go (Artifacts never do); then the next player.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, Offer, action, offers
from ..events import Event
from ..ruleset import ruleset_of
from ..seams import Seam
from ..state import GameState
from ..tokens import token_change
from . import death, decks, flow
from . import zones as Z
from .tx import Tx

# Extension point (seams.py): Items (and as many Abilities) a hero keeps beyond her sheet's limits (realm/: one more
# each, 003:L269): (state) -> a number.
EXTRA_SLOTS = Seam("limits: extra Item and Ability slots", lambda state: 0)

MAX_GOLD = 15
MAX_EXPERIENCE = 15

R_LIMITS = rulebook.rule(
    "round_limits",
    "At the end of her round a hero keeps at most 15 Gold, 15 Experience, 7 Items and 7 Abilities (8 of each with "
    "the Dragon Realm; a Race may change them); she picks the cards that go.",
    "000:L240",
)
R_ARTIFACT_KEPT = rulebook.rule("artifact_kept", "Artifacts cannot be discarded.", "000:L487")


def excess(state: GameState, seat: int) -> dict[str, int]:
    """How much of each limited thing the hero holds beyond the limit."""
    hero = state.hero(seat)
    if not ruleset_of(state).round_limits:
        return {"gold": 0, "experience": 0, "items": 0, "abilities": 0}
    return {
        "gold": max(0, hero.gold - MAX_GOLD),
        "experience": max(0, hero.experience - MAX_EXPERIENCE),
        # The Item and Ability limits are the hero's (a Race may change them, 003:L129), more with EXTRA_SLOTS;
        # banked Gold is not the hero's Gold (003:L157), so the 15-Gold limit reads only the character card.
        "items": max(0, len(state.zone(Z.items(seat))) - hero.sheet.item_limit - EXTRA_SLOTS(state)),
        "abilities": max(0, len(state.zone(Z.abilities(seat))) - hero.sheet.ability_limit
                         - EXTRA_SLOTS(state)),
    }


@action
class EndRound(Action):
    """End the active player's round, naming the cards discarded to meet the limits (Abilities in order)."""

    kind: Literal["end_round"] = "end_round"
    seat: int = Field(ge=0, le=4)
    discard: tuple[str, ...] = ()

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        flow.require_stage(state, "round_end")
        over = excess(state, self.seat)
        items, abilities = state.zone(Z.items(self.seat)), state.zone(Z.abilities(self.seat))
        if len(set(self.discard)) != len(self.discard) or any(c not in items + abilities for c in self.discard):
            raise rulebook.refuse(R_LIMITS, "Discard only the hero's own cards, each once.")
        if any(death.is_artifact(ctx, c) for c in self.discard):
            raise rulebook.refuse(R_ARTIFACT_KEPT)
        gone_items = sum(c in items for c in self.discard)
        gone_abilities = len(self.discard) - gone_items
        if gone_items != over["items"] or gone_abilities != over["abilities"]:
            raise rulebook.refuse(
                R_LIMITS, f"Discard exactly {over['items']} Item(s) and {over['abilities']} Ability(ies)."
            )
        tx = Tx(state, ctx)
        if over["gold"] or over["experience"]:
            tx.emit(token_change(state.hero(self.seat), gold=-over["gold"], experience=-over["experience"],
                                 reason="over the limit"))
        for card in self.discard:
            decks.discard(tx, card)
        flow.pass_round(tx)
        return tx.done()


@offers
def limit_offers(state: GameState, ctx: Context) -> list[Offer]:
    """End the round, with what is over the limits and the cards the table must choose among."""
    f = state.flow
    if f.stage != "round_end" or f.active is None:
        return []
    over = excess(state, f.active)
    choices: dict = {"excess": over}
    needs: tuple[str, ...] = ()
    if over["items"] or over["abilities"]:
        choices["items"] = [c for c in state.zone(Z.items(f.active)) if not death.is_artifact(ctx, c)]
        choices["abilities"] = list(state.zone(Z.abilities(f.active)))
        needs = ("discard",)
    return [Offer(kind="end_round", label="End the round", seat=f.active, params={"seat": f.active}, needs=needs,
                  choices=choices)]
