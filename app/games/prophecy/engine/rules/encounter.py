"""What happens on the space after movement: face-down Adventure cards turn up, every Creature must be
fought (in the order the player picks; the battle layer supplies the outcome), one optional fight with
another hero, and the turn's end. The offers of the turn on the space are all here; using an Opportunity is
`opportunities.py`, another turn from a card `card_spells.py`.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import POSSIBILITIES, POSSIBILITY_MARK, Action, Context, Offer, action, guard, offers
from ..errors import InvalidInput
from ..events import CardMoved, Event, who
from ..seams import Seam
from ..state import GameState
from ..tokens import token_change
from . import card_reading, death, decks, discounts, flow, lookup, spoils
from . import zones as Z
from .tx import Tx

# Extension point (seams.py): what else using an Opportunity asks of a hero (races/: a troll's Low Faith list,
# asked once, 003:L151): (ctx, hero) -> field names.
OPPORTUNITY_ASKS = Seam("encounter: what an Opportunity asks", lambda ctx, hero: ())

Outcome = Literal["win", "draw", "lose"]
# The cubes and tokens an Opportunity may give or cost, as the action's fields name them.
TOKEN_FIELDS = ("health", "magic", "strength", "willpower", "gold", "experience")

R_REVEAL = rulebook.rule(
    "reveal_on_arrival",
    "Face-down Adventure cards turn up when a hero arrives (on her starting space only if she stays).",
    "000:L279",
)
R_MUST_FIGHT = rulebook.rule(
    "must_fight", "Every Creature on the space must be fought, in the order the player picks, before anything else.",
    "000:L281",
)
R_FIGHT_ENDS_TURN = rulebook.rule(
    "fight_ends_turn", "Losing or drawing against a Creature ends the turn; a win earns its Experience.", "000:L283"
)
R_LOSS_HEALTH = rulebook.rule(
    "creature_loss", "A hero beaten by a Creature loses 1 Health unless the card says worse.", "000:L367"
)
R_HERO_FIGHT = rulebook.rule(
    "hero_fight", "Once the Creatures are gone a hero may attack one other hero on her space, once a turn.", "000:L289"
)
R_SAFE = rulebook.rule(
    "safe_space",
    "Heroes in the Monastery, the Forest Camp or lodged in the Village cannot be attacked, unless they carry an "
    "Artifact.",
    "000:L293",
)
R_HERO_LOSER = rulebook.rule(
    "hero_loser", "The loser of a fight between heroes loses 1 Health or lets the winner take one Item.", "000:L393"
)
R_FIGHT_FIRST = rulebook.rule(
    "hero_fight_first",
    "A fight with another hero comes before the space's Possibilities; only Stealth lets a hero use them before and "
    "after the battle.",
    "000:L676",
)
POSSIBILITIES.update({"learn", "repair", "buy", "sell", "heal", "recharge", "lodge", "take_artifact",
                      "use_opportunity", "buy_certificate"})


def attacks_hero(kind: str, fields: dict) -> bool:
    """Whether an action starts a fight with another hero."""
    return kind == "fight_hero" or (kind == "start_fight" and fields.get("target") is not None)


@guard
def hero_fight_before_possibilities(state: GameState, kind: str, fields: dict, ctx: Context) -> None:
    """After a Possibility of the space, no fight with a hero unless she has Stealth (000:L251, 000:L676)."""
    if not attacks_hero(kind, fields) or POSSIBILITY_MARK not in state.flow.marks:
        return
    seat = fields.get("seat")
    held = state.zone(Z.abilities(seat)) + state.zone(Z.items(seat)) if seat is not None else ()
    if not any("stealth_any_order" in lookup.hooks_of(ctx, c) for c in held):
        raise rulebook.refuse(R_FIGHT_FIRST, "The space's Possibilities were used; a fight with a hero comes first.")


def is_creature(ctx, card: str) -> bool:
    """Whether an Adventure card is a Creature (an unknown card counts as one: it must be faced)."""
    return lookup.card(ctx, card).kind != "opportunity"


def creatures_here(state: GameState, ctx, seat: int) -> tuple[str, ...]:
    """Face-up Creatures on the hero's space."""
    space = state.hero(seat).space
    if space is None:
        return ()
    return tuple(c for c in state.zone(Z.space(space)) if c not in state.hidden and is_creature(ctx, c))


def arrive(tx: Tx, seat: int, revealed: tuple[str, ...]) -> None:
    """Turn up the face-down Adventure cards of the hero's space, named in `revealed` in table mode."""
    space = tx.state.hero(seat).space
    hidden = [c for c in tx.state.zone(Z.space(space)) if c in tx.state.hidden]
    named_needed = tx.state.options.deck_mode == "table" or revealed
    if named_needed and len(revealed) != len(hidden):
        raise rulebook.refuse(R_REVEAL, f"Name the {len(hidden)} card(s) turned face up on arrival.")
    names = list(revealed) or [None] * len(hidden)
    for named in names:
        still = [c for c in tx.state.zone(Z.space(space)) if c in tx.state.hidden]
        decks.reveal(tx, still[0], named, "adventure")


def is_safe(state: GameState, ctx, seat: int) -> bool:
    """Whether a hero cannot be attacked: in a safe space or lodged, and carrying no Artifact."""
    hero = state.hero(seat)
    if any(death.is_artifact(ctx, c) for c in state.zone(Z.items(seat))):
        return False
    sheltered = hero.space is not None and lookup.always_safe(ctx, hero.space)
    return sheltered or f"lodged:{seat}" in state.flow.marks


def require_turn(state: GameState, seat: int) -> None:
    """Refuse unless it is this seat's turn, after movement."""
    flow.require_active(state, seat)
    if state.flow.stage in ("chance", "chance_resolve"):
        raise rulebook.refuse(flow.R_ROUND, "Draw and carry out the Chance card first.")
    if state.flow.stage == "move":
        raise rulebook.refuse(flow.R_TURN_ORDER, "Move first (staying counts as the movement).")
    flow.require_stage(state, "turn")


def require_clear(state: GameState, ctx, seat: int) -> None:
    """Refuse while Creatures remain to be fought on the hero's space."""
    if creatures_here(state, ctx, seat):
        raise rulebook.refuse(R_MUST_FIGHT, "Fight the Creatures on this space first.")


@action
class ResolveFight(Action):
    """The outcome of a fight with a Creature on the space (the battle layer works it out)."""

    kind: Literal["resolve_fight"] = "resolve_fight"
    seat: int = Field(ge=0, le=4)
    card: str
    outcome: Outcome
    experience: int | None = Field(default=None, ge=0, le=30)
    health_lost: int = Field(default=1, ge=0, le=20)
    ability_order: tuple[str, ...] = ()

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        require_turn(state, self.seat)
        if self.card not in creatures_here(state, ctx, self.seat):
            raise rulebook.refuse(R_MUST_FIGHT, f"{lookup.name(ctx, self.card)} is not a Creature on this space.")
        tx = Tx(state, ctx)
        hero = state.hero(self.seat)
        if self.outcome == "win":
            exp = lookup.card(ctx, self.card).experience
            exp = exp if exp is not None else self.experience
            if exp is None:
                raise InvalidInput("Herald does not know this Creature's Experience: type it in.", "experience")
            tx.emit(CardMoved(card=self.card, to=Z.discard("adventure")))
            spoils.on_defeat(tx, self.card, self.seat)
            if exp:
                tx.emit(token_change(hero, experience=exp, reason=f"defeated {lookup.name(ctx, self.card)}"))
            return tx.done()
        if self.outcome == "lose":
            died = death.hurt(tx, self.seat, self.health_lost, reason=f"beaten by {lookup.name(ctx, self.card)}",
                              ability_order=self.ability_order)
            if died:
                return tx.done()
        flow.end_turn(tx)
        return tx.done()


@action
class FightHero(Action):
    """A fight with another hero on the space; the outcome is the attacker's, the loser picks her loss."""

    kind: Literal["fight_hero"] = "fight_hero"
    seat: int = Field(ge=0, le=4)
    target: int = Field(ge=0, le=4)
    outcome: Outcome
    loser_pays: Literal["health", "item"] = "health"
    item: str | None = None
    ability_order: tuple[str, ...] = ()

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        require_turn(state, self.seat)
        require_clear(state, ctx, self.seat)
        if "turn:hero_fight" in state.flow.marks:
            raise rulebook.refuse(R_HERO_FIGHT, "Only one fight with a hero each turn.")
        if not 0 <= self.target < len(state.heroes) or self.target == self.seat:
            raise InvalidInput("Attack another seat.", "target")
        other = state.hero(self.target)
        if other.status != "active" or other.space != state.hero(self.seat).space:
            raise rulebook.refuse(R_HERO_FIGHT, f"{other.player}'s hero is not on this space.")
        if is_safe(state, ctx, self.target):
            raise rulebook.refuse(R_SAFE)
        tx = Tx(state, ctx)
        fought = f"{who(state.hero(self.seat))} fought {who(other)} at the table"
        flow.mark(tx, "turn:hero_fight", note=fought + (": a draw, nothing changes." if self.outcome == "draw" else "."))
        if self.outcome == "draw":
            return tx.done()
        winner, loser = (self.seat, self.target) if self.outcome == "win" else (self.target, self.seat)
        items = tx.state.zone(Z.items(loser))
        if self.loser_pays == "item" and items:
            if self.item not in items:
                raise rulebook.refuse(R_HERO_LOSER, "The winner takes one of the loser's Items.")
            tx.emit(CardMoved(card=self.item, to=Z.items(winner)))
        else:
            death.hurt(tx, loser, 1, reason="lost a fight", killer=winner, ability_order=self.ability_order)
        return tx.done()


@action
class EndTurn(Action):
    """The player ends her turn (nothing left she must do on it)."""

    kind: Literal["end_turn"] = "end_turn"
    seat: int = Field(ge=0, le=4)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        flow.require_stage(state, "turn", "astral")
        if state.flow.stage == "turn":
            require_clear(state, ctx, self.seat)
        tx = Tx(state, ctx)
        flow.end_turn(tx)
        return tx.done()


@offers
def encounter_offers(state: GameState, ctx: Context) -> list[Offer]:
    """Fights first; then a hero fight, Opportunities and the end of the turn."""
    f = state.flow
    if f.stage not in ("turn", "astral") or f.active is None:
        return []
    seat = f.active
    hero = state.hero(seat)
    end = Offer(kind="end_turn", label="End the turn", seat=seat, params={"seat": seat})
    if f.stage == "astral":
        return [end]
    outcomes = {"outcome": ["win", "draw", "lose"]}
    lethal = ("ability_order",) if hero.health == 0 and len(state.zone(Z.abilities(seat))) > 1 else ()
    if state.battle is not None:
        return []  # app/games/prophecy/engine/combat offers the steps of the battle under way
    creatures = creatures_here(state, ctx, seat)
    if creatures:
        return [Offer(kind="resolve_fight", label=f"Fight {lookup.name(ctx, c)} at the table", seat=seat,
                      params={"seat": seat, "card": c}, choices=outcomes,
                      needs=("outcome",) + (() if lookup.card(ctx, c).experience is not None else ("experience",))
                      + lethal)
                for c in creatures]
    found = []
    if "turn:hero_fight" not in f.marks:
        for other in state.heroes:
            if other.seat != seat and other.status == "active" and other.space == hero.space \
                    and not is_safe(state, ctx, other.seat):
                found.append(Offer(kind="fight_hero", label=f"Attack {other.player}", seat=seat,
                                   params={"seat": seat, "target": other.seat}, needs=("outcome", "loser_pays", "item"),
                                   choices={**outcomes, "loser_pays": ["health", "item"],
                                            "item": {"attacker": list(state.zone(Z.items(seat))),
                                                     "target": list(state.zone(Z.items(other.seat)))}}))
    for c in state.zone(Z.space(hero.space)) if hero.space is not None else ():
        if c not in state.hidden and not is_creature(ctx, c):
            wish = "least_wins_wish" in lookup.card_hooks(ctx, c)  # one wish: Strength or Willpower (000:L902)
            faith = OPPORTUNITY_ASKS(ctx, hero)
            found.append(Offer(kind="use_opportunity", label=f"Use {lookup.name(ctx, c)}", seat=seat,
                               params={"seat": seat, "card": c}, needs=(("strength", "willpower") if wish
                                                                        else TOKEN_FIELDS) + faith))
    for c in state.zone(Z.abilities(seat)) + state.zone(Z.items(seat)):
        grant = card_reading.extra_turn_card(ctx, c)
        affordable = grant is not None and (grant["magic"] is None or grant["magic"] <= hero.magic)
        if affordable and f"round:card:{Z.base_id(c)}" not in f.marks and not (
                grant["limit"] == "once_per_two_rounds" and flow.cooling(state, seat, Z.base_id(c))):
            loop = Offer(kind="take_extra_turn", label=f"Use {lookup.name(ctx, c)} for another turn", seat=seat,
                         params={"seat": seat, "card": c}, needs=("magic",) if grant["magic"] is None else ())
            found += [loop] + (discounts.spell_offers(state, ctx, seat, [loop]) if grant["magic"] != 0 else [])
    found.append(end)
    return found
