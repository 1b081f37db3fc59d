"""The Final Battle: when every Artifact is held and nobody has won, their holders are the Champions and the
rest leave; the Royal Cape's holder picks the field, cleared of cards, where the Champions are made whole;
play goes on from the left of the hero who took the fifth Artifact, without Chance cards or movement, and
each turn holds one duel with another Champion. The loser hands over an Artifact; her last one puts her out.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import POSSIBILITIES, Action, Context, Offer, action, consequence, guard, offers
from ..events import CardDamaged, Event, HeroUpdated, TokensChanged
from ..rules import decks, flow, lookup
from ..rules import zones as Z
from ..rules.death import final_battle_begun
from ..rules.tx import Tx
from ..ruleset import ruleset_of
from ..state import GameState
from . import artifacts
from .events import ApocalypseLooms, BattlegroundChosen, FinalBattleBegan

R_CHAMPIONS = rulebook.rule(
    "champions",
    "Once every Artifact is held and nobody has four, their holders fight the Final Battle; the rest are out, and "
    "so is a Champion who loses her last Artifact.",
    "000:L497",
)
R_BATTLEGROUND = rulebook.rule(
    "battleground",
    "The Royal Cape's holder picks any space of the ring; its cards are removed, the Champions gather there and "
    "heal, recharge and repair everything.",
    "000:L501",
)
R_FINAL_ROUND = rulebook.rule(
    "final_round",
    "In the Final Battle no Chance card is drawn and nobody moves; instead-of-moving actions stay allowed.",
    "000:L510",
)
R_DUEL_FIRST = rulebook.rule(
    "duel_first", "In the Final Battle the space's Possibilities come after the turn's duel with a Champion.",
    "000:L513",
)
R_MUST_DUEL = rulebook.rule(
    "must_duel", "In the Final Battle each Champion attacks another Champion on her turn.", "000:L511"
)
R_DUEL_LOSS = rulebook.rule(
    "duel_loss", "The loser of a Final Battle duel gives the winner one of her Artifacts; a draw changes nothing.",
    "000:L511",
)


@consequence
def fifth_artifact(state: GameState, ctx: Context) -> tuple[Event, ...]:
    """The last Artifact leaves the planes: the Final Battle (or the Apocalypse's countdown) begins."""
    rules = ruleset_of(state)
    if state.result is not None or state.battle is not None or rules.endgame == "none":
        return ()
    if "final_battle" in state.flow.marks or "apocalypse" in state.flow.marks or not artifacts.all_held(state, ctx):
        return ()
    champions = artifacts.champions(state, ctx)
    collector = state.flow.active if state.flow.active is not None else champions[0]
    tx = Tx(state, ctx)
    if rules.endgame == "apocalypse":
        tx.emit(ApocalypseLooms(champions=champions))
        if state.zone(Z.discard("chance")):
            from ..rules.events import DeckReshuffled

            tx.emit(DeckReshuffled(deck="chance"))
        return tx.done()
    for card in state.zone("chance:current"):
        decks.discard(tx, card)
    chooser = artifacts.holder_of_hook(state, ctx, "choose_final_battleground")
    if chooser is None:  # the catalog does not say which Artifact picks: the first Champion after the collector
        chooser = next(s for s in _clockwise(state, collector) if s in champions)
    tx.emit(FinalBattleBegan(collector=collector, chooser=chooser, champions=champions))
    return tx.done()


def _clockwise(state: GameState, seat: int) -> list[int]:
    n = len(state.heroes)
    return [(seat + k) % n for k in range(1, n + 1)]


@consequence
def champions_only(state: GameState, ctx: Context) -> tuple[Event, ...]:
    """Once the Champions are named, a hero without an Artifact is out of the game at once."""
    if state.result is not None or state.battle is not None:
        return ()
    if "final_battle" not in state.flow.marks and "apocalypse" not in state.flow.marks:
        return ()
    for h in state.heroes:
        if h.status != "out" and not artifacts.held_by(state, ctx, h.seat):
            tx = Tx(state, ctx)
            tx.emit(HeroUpdated(seat=h.seat, status="out"))
            if state.flow.active == h.seat and state.flow.stage not in ("over",):
                flow.pass_round(tx)
            return tx.done()
    return ()


@consequence
def final_round_opens(state: GameState, ctx: Context) -> tuple[Event, ...]:
    """A Final Battle round skips the Chance card: the Champion goes straight to her turn."""
    f = state.flow
    if state.result is None and final_battle_begun(state) and f.stage == "chance" and f.active is not None \
            and state.hero(f.active).status == "active":
        tx = Tx(state, ctx)
        flow.begin_turn(tx)
        return tx.done()
    return ()


@action
class ChooseBattleground(Action):
    """The Royal Cape's holder names the space of the Final Battle."""

    kind: Literal["choose_battleground"] = "choose_battleground"
    seat: int = Field(ge=0, le=4)
    space: int = Field(ge=0, le=19)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_stage(state, "battleground")
        flow.require_active(state, self.seat)
        tx = Tx(state, ctx)
        place = lookup.space_name(ctx, self.space)
        tx.emit(BattlegroundChosen(space=self.space, place=place))
        for card in state.zone(Z.space(self.space)):
            decks.discard(tx, card)
        for h in state.heroes:
            if h.status != "active":
                continue
            if h.space != self.space:
                tx.emit(HeroUpdated(seat=h.seat, space=self.space, moved=True, via="gathered in", place=place))
            if h.wounds or h.spent:
                tx.emit(TokensChanged(seat=h.seat, health=h.wounds, magic=h.spent, reason="ready for the Final Battle"))
            for item in state.zone(Z.items(h.seat)):
                if item in state.damaged:
                    tx.emit(CardDamaged(card=item, damaged=False))
        collector = int(next(m for m in state.flow.marks if m.startswith("final:after:")).rsplit(":", 1)[1])
        nxt = flow.next_seat(tx.state, collector)
        flow.begin_round(tx, nxt)
        return tx.done()


@offers
def battleground_offers(state: GameState, ctx: Context) -> list[Offer]:
    """The choice of the battleground."""
    f = state.flow
    if f.stage != "battleground" or f.active is None:
        return []
    return [Offer(kind="choose_battleground", label="Choose the battleground", seat=f.active,
                  params={"seat": f.active}, needs=("space",), choices={"space": list(range(lookup.ring_size(ctx)))})]


@guard
def final_battle_limits(state: GameState, kind: str, fields: dict, ctx: Context) -> None:
    """No movement, one duel a turn before it ends, and a lost duel costs an Artifact."""
    if not final_battle_begun(state):
        return
    if kind == "move" and fields.get("how") not in (None, "stay", "labor"):
        raise rulebook.refuse(R_FINAL_ROUND, "Champions stay on the battleground.")
    if kind == "end_turn" and state.flow.stage == "turn" and "turn:hero_fight" not in state.flow.marks:
        raise rulebook.refuse(R_MUST_DUEL)
    if kind in POSSIBILITIES and state.flow.stage == "turn" and "turn:hero_fight" not in state.flow.marks:
        raise rulebook.refuse(R_DUEL_FIRST)
    if kind == "fight_hero" and fields.get("outcome") in ("win", "lose"):
        loser = fields.get("target") if fields["outcome"] == "win" else fields.get("seat")
        item = fields.get("item")
        if fields.get("loser_pays") != "item" or loser is None or item not in artifacts.held_by(state, ctx, loser):
            raise rulebook.refuse(R_DUEL_LOSS, "Name the Artifact the loser hands over.")
