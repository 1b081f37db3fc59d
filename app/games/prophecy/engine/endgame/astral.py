"""An attack on an Astral Plane, after `move` with how="astral": the Lesser Guardian first, then the Greater,
each turned face up first; a win over the Greater takes the Artifact and closes the plane (in a table-deck
game the card dealt there was Herald's stand-in, so the table names the Artifact with `claim_artifact`); a loss
or a draw sends the hero back to the space she attacked from and ends her turn. The battles are the combat
package's (`start_fight` with `guardian`), or `resolve_guardian` when the table fights with its own cards.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, Offer, action, consequence, guard, offers
from ..combat.loadout import ASTRAL_FOUGHT
from ..errors import InvalidInput
from ..events import CardMoved, Event
from ..rules import death, decks, flow, lookup
from ..rules import zones as Z
from ..rules.tx import Tx
from ..state import GameState
from ..tokens import token_change

R_GUARDIAN_ORDER = rulebook.rule(
    "guardian_order", "In an Astral Plane the Lesser Guardian is fought first, then the Greater; no other.", "000:L479"
)
R_GUARDIAN_LOSS = rulebook.rule(
    "guardian_loss", "Losing or drawing against a Guardian sends the hero back and ends her turn; it stays face up.",
    "000:L479",
)
R_MUST_CONTINUE = rulebook.rule(
    "must_continue", "A hero who attacks a plane fights on until she loses, draws or wins its Artifact.", "000:L479"
)
R_ARTIFACT_WON = rulebook.rule(
    "artifact_won", "Beating the Greater Guardian wins the Artifact; the plane is closed from then on.", "000:L481"
)
R_REVEAL_GUARDIAN = rulebook.rule(
    "reveal_guardian", "A Guardian is turned face up before it is fought, unless it already is.", "000:L479"
)

FACING = "turn:astral:facing:"


def attacked_plane(state: GameState, ctx=None) -> int | None:
    """The plane the active hero attacks this turn (marked by the attack, else the one her space faces)."""
    if state.flow.stage != "astral" or state.flow.active is None:
        return None
    found = [m for m in state.flow.marks if m.startswith("turn:plane:")]
    if found:
        return int(found[0].rsplit(":", 1)[1])
    space = state.hero(state.flow.active).space
    facing = [p for p in Z.PLANES if space is not None and space in lookup.attack_spaces(ctx, p)] if ctx else []
    return facing[0] if len(facing) == 1 else None


def next_guardian(state: GameState, p: int) -> tuple[str, str] | None:
    """The slot and card of the Guardian to fight next in plane p (the Lesser while it stands), or None."""
    for slot in ("lesser", "greater"):
        cards = state.zone(Z.plane(p, slot))
        if cards:
            return slot, cards[0]
    return None


def fight_owed(state: GameState, ctx=None) -> bool:
    """Whether the hero attacking a plane still has a Guardian to fight there."""
    p = attacked_plane(state, ctx)
    return p is not None and bool(state.zone(Z.plane(p, "artifact"))) and next_guardian(state, p) is not None


def require_next(state: GameState, ctx, seat: int, card: str | None, *, face_up: bool = True) -> tuple[int, str, str]:
    """Refuse unless the card is the Guardian the attacking hero must face now; its plane, slot and card."""
    flow.require_active(state, seat)
    p = attacked_plane(state, ctx)
    if p is None or state.battle is not None:
        raise rulebook.refuse(R_GUARDIAN_ORDER, "Guardians are fought only by a hero attacking their plane.")
    slot, nxt = next_guardian(state, p) or (None, None)
    if nxt is None or (card is not None and card != nxt):
        raise rulebook.refuse(R_GUARDIAN_ORDER, "That is not the Guardian this plane puts in the hero's way now.")
    if face_up and nxt in state.hidden:
        raise rulebook.refuse(R_REVEAL_GUARDIAN, "Turn the Guardian face up first.")
    return p, slot, nxt


@action
class RevealGuardian(Action):
    """Turn up the next Guardian of the plane under attack (in table mode, the card the table sees)."""

    kind: Literal["reveal_guardian"] = "reveal_guardian"
    seat: int = Field(ge=0, le=4)
    card: str | None = None

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        p, slot, hidden = require_next(state, ctx, self.seat, None, face_up=False)
        if hidden not in state.hidden:
            raise rulebook.refuse(R_REVEAL_GUARDIAN, f"{lookup.name(ctx, hidden)} is already face up.")
        tx = Tx(state, ctx)
        decks.reveal(tx, hidden, self.card, slot)
        return tx.done()


@action
class ResolveGuardian(Action):
    """The outcome of a Guardian fight the table fought by itself (the Guardian's card gives its Experience)."""

    kind: Literal["resolve_guardian"] = "resolve_guardian"
    seat: int = Field(ge=0, le=4)
    card: str
    outcome: Literal["win", "draw", "lose"]
    experience: int | None = Field(default=None, ge=0, le=30)
    health_lost: int = Field(default=1, ge=0, le=20)
    ability_order: tuple[str, ...] = ()

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        p, slot, card = require_next(state, ctx, self.seat, self.card)
        tx = Tx(state, ctx)
        if self.outcome == "win":
            exp = lookup.card(ctx, card).experience
            exp = exp if exp is not None else self.experience
            if exp is None:
                raise InvalidInput("Herald does not know this Guardian's Experience: type it in.", "experience")
            tx.emit(CardMoved(card=card, to="removed"))
            if exp:
                tx.emit(token_change(state.hero(self.seat), experience=exp, reason=f"defeated {lookup.name(ctx, card)}"))
            if slot == "greater":
                claim(tx, self.seat, p)
            return tx.done()
        if self.outcome == "lose" and death.hurt(tx, self.seat, self.health_lost, ability_order=self.ability_order,
                                                 reason=f"beaten by {lookup.name(ctx, card)}"):
            return tx.done()
        flow.end_turn(tx)
        return tx.done()


def claim(tx: Tx, seat: int, p: int) -> None:
    """The Greater Guardian is beaten: the hero takes what lies in the Artifact slot; the plane closes.
    A card dealt face down in a table-deck game is only Herald's stand-in: it waits for `claim_artifact`."""
    for card in tx.state.zone(Z.plane(p, "artifact")):
        if not _unnamed(tx.state, card):
            tx.emit(CardMoved(card=card, to=Z.items(seat)))


def _unnamed(state: GameState, card: str) -> bool:
    """A face-down card of a table-deck game: the table has not said which card it is."""
    return state.options.deck_mode == "table" and card in state.hidden


def waiting_artifact(state: GameState, ctx=None) -> str | None:
    """The face-down Artifact the attacking hero has won but the table has not named yet."""
    p = attacked_plane(state, ctx)
    if p is None or state.battle is not None or next_guardian(state, p) is not None:
        return None
    return next((c for c in state.zone(Z.plane(p, "artifact")) if _unnamed(state, c)), None)


@action
class ClaimArtifact(Action):
    """Take the Artifact won in a plane, in a table-deck game: the table says which card it turned up."""

    kind: Literal["claim_artifact"] = "claim_artifact"
    seat: int = Field(ge=0, le=4)
    card: str

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        hidden = waiting_artifact(state, ctx)
        if hidden is None:
            raise rulebook.refuse(R_ARTIFACT_WON, "No Artifact won in a plane waits to be taken now.")
        tx = Tx(state, ctx)
        card = decks.reveal(tx, hidden, self.card, "artifact", turn_up=False)
        tx.emit(CardMoved(card=card, to=Z.items(self.seat)))
        return tx.done()


@consequence
def after_guardian_battle(state: GameState, ctx: Context) -> tuple[Event, ...]:
    """Follow a Guardian battle fought with the combat actions: note it, then the Artifact or the way back."""
    b = state.battle
    p = attacked_plane(state, ctx)
    if b is not None:
        if p is not None and b.opponent.kind == "guardian" and FACING + b.opponent.card not in state.flow.marks:
            tx = Tx(state, ctx)
            flow.mark(tx, FACING + b.opponent.card)
            return tx.done()
        return ()
    facing = [m for m in state.flow.marks if m.startswith(FACING)]
    if not facing or p is None:
        return ()
    card = facing[0][len(FACING):]
    tx = Tx(state, ctx)
    flow.unmark(tx, *facing)
    flow.mark(tx, ASTRAL_FOUGHT)  # a first-battle bonus is spent (000:L712)
    zone = state.where(card) or ""
    if zone.startswith("plane:"):  # still there: lost or drawn
        flow.end_turn(tx)
    elif not state.zone(Z.plane(p, "lesser")) and not state.zone(Z.plane(p, "greater")):  # the Greater fell
        claim(tx, state.flow.active, p)
    return tx.done()


@guard
def guardians_in_order(state: GameState, kind: str, fields: dict, ctx: Context) -> None:
    """Combat's fights with a Guardian follow the plane's order; the turn is not ended before the plane is done."""
    if kind == "start_fight" and fields.get("guardian") is not None:
        require_next(state, ctx, fields["seat"], fields["guardian"])
    if kind == "end_turn" and state.flow.stage == "astral" and fight_owed(state, ctx):
        raise rulebook.refuse(R_MUST_CONTINUE)
    if kind == "end_turn" and waiting_artifact(state, ctx) is not None:
        raise rulebook.refuse(R_ARTIFACT_WON, "Say which Artifact the hero won before the turn ends.")


@offers
def astral_offers(state: GameState, ctx: Context) -> list[Offer]:
    """Turn up the next Guardian, fight it (with the battle actions or by outcome), or drink a potion between."""
    p = attacked_plane(state, ctx)
    seat = state.flow.active
    won = waiting_artifact(state, ctx)
    if won is not None:
        return [Offer(kind="claim_artifact", label=f"Take the Artifact of Astral Plane {p + 1}", seat=seat,
                      params={"seat": seat}, needs=("card",), choices={"card": list(decks.drawable(state, "artifact"))})]
    if p is None or state.battle is not None or not fight_owed(state, ctx):
        return []
    slot, card = next_guardian(state, p)
    if card in state.hidden:
        table = state.options.deck_mode == "table"
        return [Offer(kind="reveal_guardian", label=f"Turn up the {slot.title()} Guardian", seat=seat,
                      params={"seat": seat}, needs=("card",) if table else (),
                      choices={"card": list(decks.drawable(state, slot))} if table else {})]
    from ..combat.facts import Facts
    from ..combat.model import Battle, Opponent
    from ..combat.setup_from_state import build

    built = build(state, ctx, Battle(seat=seat, opponent=Opponent(kind="guardian", card=card)))
    exp = () if lookup.card(ctx, card).experience is not None else ("experience",)
    found = [Offer(kind="start_fight", label=f"Fight {built.names['foe']}", seat=seat,
                   params={"seat": seat, "guardian": card}, needs=("values",) if built.blocking else (),
                   choices={"values": built.blocking} if built.blocking else {}),
             Offer(kind="resolve_guardian", label=f"Fight {built.names['foe']} at the table", seat=seat,
                   params={"seat": seat, "card": card}, needs=("outcome",) + exp,
                   choices={"outcome": ["win", "draw", "lose"]})]
    facts = Facts(ctx)
    for item in state.zone(Z.items(seat)):
        if item not in state.damaged and any(e.outside_battle for _, e in facts.effects(item)):
            found.append(Offer(kind="use_before_battle", label=f"Use {facts.name(item)}", seat=seat,
                               params={"seat": seat, "card": item}))
    return found
