"""An Obstacle met by a forward step in the Realm (003:L345-353), resolved in one step as the table saw it.

The named Obstacles follow the appendix's rulings (realm/met/rulings.py, read from the catalog's `ruling`); every other
Obstacle is the table's to tell: passed or failed, with what it cost. Herald applies what the rules fix: a pass
gives the card's Experience (asked once when the catalog lacks it) and the hero stays on the space, the Obstacle
with her, the positive card under it turned up (003:L325); a failure puts her back on the space before and ends
her turn (003:L351). A Health cost she cannot pay kills her there, her Artifacts left on that space (003:L423).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from ... import rulebook
from ...actions import Action, Context, action
from ...errors import InvalidInput
from ...events import Event, event, who
from ...rules import death, decks, flow, lookup
from ...rules import zones as Z
from ...rules.tx import Tx
from ...state import GameState
from ...tokens import token_change
from ..actions import realm_board, stepped_to
from ..events import RealmMoved
from ..movement import space_before
from ..naming import turn_up
from ..setup import space_zone
from .rulings import SETTLED, TURN_OVER, Try, decide_outcome
from .settle import MET_ELSEWHERE

R_REALM_OBSTACLE = rulebook.rule(
    "realm_obstacle",
    "An Obstacle is faced when the hero steps forward onto its space: overcome, she gains its Experience and stays, "
    "the Obstacle staying too; failed, she stays on the space before and her turn ends.",
    "003:L351",
)
FORWARD = "turn:moved:realm-forward"


def met_card(state: GameState) -> str | None:
    """The face-up negative card the active hero just stepped onto and has not yet dealt with, if any."""
    f = state.flow
    if f.active is None or FORWARD not in f.marks or SETTLED in f.marks:
        return None
    place = state.hero(f.active).realm
    if place is None or place.where != "path" or stepped_to(place.path, place.step) not in f.marks:
        return None
    cards = state.zone(space_zone(place.path, place.step, "negative"))  # type: ignore[arg-type]
    return cards[0] if cards and cards[0] not in state.hidden else None


def card_value(ctx, values: dict[str, dict[str, Any]], card: str, field: str) -> Any:
    """A card's printed value: the one the table typed in this action, else the catalog's (None if unknown)."""
    typed = (values.get(Z.base_id(card)) or {}).get(field)
    return typed if typed is not None else getattr(lookup.raw(ctx, card), field, None)


@event
class ObstacleMet(Event):
    """How a hero's attempt at a Realm Obstacle went, and what the rules made of it."""

    kind: Literal["realm_obstacle_met"] = "realm_obstacle_met"
    seat: int
    card: str
    outcome: Literal["passed", "failed"]
    note: str = ""

    def apply_to(self, state: GameState) -> GameState:
        return state

    def describe(self, state: GameState) -> str:
        verb = "overcame" if self.outcome == "passed" else "failed to overcome"
        tail = f" ({self.note})" if self.note else ""
        return f"{who(state.hero(self.seat))} {verb} {state.names.get(self.card, Z.card_label(self.card))}{tail}."


@action
class RealmObstacle(Action):
    """The Obstacle the hero stepped onto: the outcome (where the table decides), what she paid, and what the
    card's ruling asks for (the cursed path and her pick, the Magic declared, the guess, the Abilities risked)."""

    kind: Literal["realm_obstacle"] = "realm_obstacle"
    seat: int = Field(ge=0, le=4)
    outcome: Literal["passed", "failed"] | None = None
    health: int = Field(default=0, ge=0, le=10)
    magic: int = Field(default=0, ge=0, le=12)
    gold: int = Field(default=0, ge=0, le=30)
    experience: int = Field(default=0, ge=0, le=30)
    abilities: tuple[str, ...] = ()
    items: tuple[str, ...] = ()
    cursed: int | None = Field(default=None, ge=1, le=6)
    pick: int | None = Field(default=None, ge=1, le=6)
    declared: int | None = Field(default=None, ge=0, le=12)
    guess: int | None = Field(default=None, ge=1, le=5)
    risked: tuple[str, ...] = ()
    # Printed values the catalog lacks, by card id: the Obstacle's `experience`, a risked Ability's `experience_cost`.
    values: dict[str, dict[str, Any]] = Field(default_factory=dict)
    ability_order: tuple[str, ...] = ()

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        flow.require_stage(state, "turn")
        realm_board(state, ctx)
        card = met_card(state) if state.flow.active == self.seat else None
        if card is None:
            raise rulebook.refuse(R_REALM_OBSTACLE, "The hero did not just step onto a face-up Realm card.")
        if card_value(ctx, self.values, card, "dragon_type") == "creature":
            raise rulebook.refuse(R_REALM_OBSTACLE, "That card is a Creature: it is fought, not overcome.")
        hero = state.hero(self.seat)
        t = Try(**self.model_dump(include=set(Try.model_fields)))
        outcome = decide_outcome(card_value(ctx, self.values, card, "ruling"), t)
        if outcome is None:
            raise InvalidInput("Say whether the hero overcame the Obstacle.", "outcome")
        self._check_payment(state, ctx, hero)
        note = self._risk_note(ctx)
        gained = 0
        if outcome == "passed":
            gained = card_value(ctx, self.values, card, "experience")
            if gained is None:
                raise InvalidInput(f"Type the Experience printed on {lookup.name(ctx, card)}.", "values")
        tx = Tx(state, ctx)
        tx.emit(ObstacleMet(seat=self.seat, card=card, outcome=outcome, note=note))
        for lost in (*self.abilities, *self.items):
            decks.discard(tx, lost)
        if self.magic or self.gold or self.experience or gained:
            tx.emit(token_change(hero, magic=-self.magic, gold=-self.gold, experience=gained - self.experience,
                                 reason=lookup.name(ctx, card)))
        if death.hurt(tx, self.seat, self.health, reason=lookup.name(ctx, card), ability_order=self.ability_order):
            return tx.done()  # she died on the Obstacle's space, her Artifacts with it (003:L423)
        place = hero.realm
        if outcome == "failed":
            tx.emit(RealmMoved(seat=self.seat, place=space_before(place)))
            flow.mark(tx, SETTLED, TURN_OVER)
            return tx.done()
        under = [c for c in state.zone(space_zone(place.path, place.step, "positive")) if c in state.hidden]
        if under:
            turn_up(tx, under[0])  # overcome, the positive card turns up (003:L325)
        flow.mark(tx, SETTLED)
        return tx.done()

    def _check_payment(self, state: GameState, ctx, hero) -> None:
        for field in ("magic", "gold", "experience"):
            if getattr(self, field) > getattr(hero, field):
                raise InvalidInput(f"The hero has only {getattr(hero, field)} {field.title()}.", field)
        for field, zone in (("abilities", Z.abilities(self.seat)), ("items", Z.items(self.seat)),
                            ("risked", Z.abilities(self.seat))):
            cards = getattr(self, field)
            if len(set(cards)) != len(cards) or not set(cards) <= set(state.zone(zone)):
                raise InvalidInput(f"Name only {field} the hero holds, each once.", field)
        if any(death.is_artifact(ctx, c) for c in self.items):
            raise InvalidInput("An Artifact is never given up.", "items")

    def _risk_note(self, ctx) -> str:
        """Cloud of Forgetfulness: the risked Abilities at their printed cost (003:L755)."""
        if not self.risked:
            return ""
        costs = [card_value(ctx, self.values, c, "experience_cost") for c in self.risked]
        unknown = [c for c, v in zip(self.risked, costs, strict=True) if v is None]
        if unknown:
            raise InvalidInput(f"Type the cost printed on {lookup.name(ctx, unknown[0])}.", "values")
        return f"risking Abilities worth {sum(costs)} at their printed cost"


def _settled_as_obstacle(act, state: GameState, ctx, card: str):
    """A `realm_settle` naming an Obstacle, decided as the Obstacle's own action."""
    known = card_value(ctx, {}, card, "experience") is not None
    values = {} if known or act.outcome == "failed" else {Z.base_id(card): {"experience": act.experience}}
    return RealmObstacle(seat=act.seat, outcome=act.outcome, values=values).decide(state, ctx)


MET_ELSEWHERE["obstacle"] = _settled_as_obstacle
