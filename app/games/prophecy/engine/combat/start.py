"""Starting a battle: with a Creature on the space (the player picks the order), a Guardian, or another hero; and
`open_battle`, which the Dragon Realm's fights start through as well."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, action
from ..errors import InvalidInput
from ..events import Event
from ..rules import encounter, flow, lookup
from ..rules.tx import Tx
from ..slots.realm import in_realm
from ..state import GameState
from . import appendix
from . import common as C
from .facts import value_words
from .model import Battle, Opponent, Values
from .setup_from_state import build


def _guardian_here(state: GameState, card: str) -> bool:
    zone = state.where(card) or ""
    return zone.startswith("plane:") and zone.endswith((":lesser", ":greater")) and card not in state.hidden


@action
class StartFight(Action):
    """Begin a battle: with a Creature on the space (the player picks the order), a Guardian, or another hero."""

    kind: Literal["start_fight"] = "start_fight"
    seat: int = Field(ge=0, le=4)
    creature: str | None = None
    guardian: str | None = None
    target: int | None = Field(default=None, ge=0, le=4)
    values: Values = Field(default_factory=dict)
    # The type the hero picks for a Creature whose card lets her choose one (the Nightmare, 003:L715).
    creature_type: Literal["demon", "undead", "humanoid", "animal"] | None = None

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        flow.require_stage(state, "turn", "astral")
        if sum(x is not None for x in (self.creature, self.guardian, self.target)) != 1:
            raise InvalidInput("Name one opponent: a creature, a guardian or a target seat.", "creature")
        me = C.hero_name(state, self.seat)
        if self.creature is not None:
            if self.creature not in encounter.creatures_here(state, ctx, self.seat):
                raise rulebook.refuse(encounter.R_MUST_FIGHT, f"{lookup.name(ctx, self.creature)} is not a Creature here.")
            opp, text = Opponent(kind="creature", card=self.creature), None
        elif self.guardian is not None:
            if not _guardian_here(state, self.guardian):
                raise InvalidInput(f"{lookup.name(ctx, self.guardian)} is not a Guardian waiting to be fought.", "guardian")
            opp, text = Opponent(kind="guardian", card=self.guardian), None
        else:
            encounter.require_clear(state, ctx, self.seat)
            if "turn:hero_fight" in state.flow.marks:
                raise rulebook.refuse(encounter.R_HERO_FIGHT, "Only one fight with a hero each turn.")
            other = state.hero(self.target) if self.target < len(state.heroes) else None
            if other is None or self.target == self.seat:
                raise InvalidInput("Attack another seat.", "target")
            if in_realm(state.hero(self.seat)):
                raise InvalidInput("In the Dragon Realm a hero attacks with realm_hero_fight.", "target")
            if other.status != "active" or other.space != state.hero(self.seat).space or in_realm(other):
                raise rulebook.refuse(encounter.R_HERO_FIGHT, f"{other.player}'s hero is not on this space.")
            if encounter.is_safe(state, ctx, self.target):
                raise rulebook.refuse(encounter.R_SAFE)
            opp, text = Opponent(kind="hero", seat=self.target), f"{me} attacks {C.hero_name(state, self.target)}."
        battle = Battle(seat=self.seat, opponent=opp, values=self.values, chosen_type=self.creature_type)
        tx = Tx(state, ctx)
        if opp.kind == "hero":
            flow.mark(tx, "turn:hero_fight")
        open_battle(tx, battle, text)
        return tx.done()


def open_battle(tx: Tx, battle: Battle, text: str | None = None) -> None:
    """Open a battle once the values its start needs are known; refused naming the card values still missing."""
    built = build(tx.state, tx.ctx, battle)
    appendix.check_chosen_type(built.foe, battle.chosen_type)
    if built.blocking:
        raise rulebook.refuse(C.R_MISSING, f"Herald needs these values of the cards first: "
                              f"{value_words(tx.ctx, built.blocking)}.")
    C.change(tx, battle, text or f"{C.hero_name(tx.state, battle.seat)} faces {built.names['foe']}.")


def snapshot(state: GameState, battle: Battle) -> dict[str, dict[str, int]]:
    """Both fighters' Health and Magic before the battle's payments (only the right side counts)."""
    h = state.hero(battle.seat)
    out = {"hero": {"health": h.health, "magic": h.magic}}
    if battle.opponent.kind == "hero":
        o = state.hero(battle.opponent.seat)
        out["foe"] = {"health": o.health, "magic": o.magic}
    return out


