"""The Lake of Fire (003:L395-417): the battle for its plane, fought at the table and entered here, and the step
into the Lake for a Dragon Heart once its Artifact is won. Both start on the last space of a path.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, action, guard
from ..errors import InvalidInput
from ..events import CardMoved, Event, GameEnded, who
from ..rules import death, decks, flow, lookup
from ..rules.tx import Tx
from ..ruleset import ruleset_of
from ..state import GameResult, GameState
from ..tokens import token_change
from . import movement
from .actions import realm_board
from .events import RealmMoved
from .fights.battle_rules import dragonslayer_variant
from .gate import LAKE_ARTIFACT, LAKE_GREATER, gate_plane, gate_spaces
from .heart import take_heart
from .lake_claim import take_lake_artifact

LAKE_NEXT = "turn:realm:lake-next"  # a Lake dragon slain, the attack on the next asks first (003:L665)
R_LAKE_NEXT = rulebook.rule(
    "lake_next",
    "Dragonslayer variant with several dragons on the Lake: a hero who slays one fights the next in the same turn.",
    "003:L665",
)
R_DRAGONSLAYER_WIN = rulebook.rule(
    "dragonslayer_win", "Dragonslayer variant: the first hero to defeat the Lake of Fire's dragon(s) wins.", "003:L661"
)




def gain_heart(tx: Tx, seat: int) -> None:
    """The hero takes a Dragon Heart (if one is left for her) with Health and Magic restored (003:L417)."""
    state = tx.state
    hero = state.hero(seat)
    zones, healed = take_heart(state.zones, hero)
    for zone, cards in zones.items():
        for card in cards:
            if state.where(card) != zone:
                tx.emit(CardMoved(card=card, to=zone))
    if (healed.health, healed.magic) != (hero.health, hero.magic):
        tx.emit(token_change(hero, health=healed.health - hero.health, magic=healed.magic - hero.magic,
                             reason="a Dragon Heart"))


def slayer_won(tx: Tx, seat: int) -> None:
    """The Dragonslayer variant's end: the hero who slew the Lake's last dragon wins (003:L661)."""
    if tx.state.result is not None:
        return
    team = ruleset_of(tx.state).team_of(seat)
    realm = tx.state.options.realm
    dragon = "the last of the Lake of Fire's dragons" if realm is not None and len(realm.lake_dragons) > 1 \
        else "the Lake of Fire's dragon"
    reason = f"{who(tx.state.hero(seat))} slew {dragon} and is the Dragonslayer ({R_DRAGONSLAYER_WIN.ref})"
    tx.emit(GameEnded(result=GameResult(winners=team, reason=reason)))


def _out(tx: Tx, seat: int, space: int | None) -> None:
    state = tx.state
    spaces = gate_spaces(tx.ctx, gate_plane(state.zones, state.hidden)) or ()
    tx.emit(RealmMoved(seat=seat, place=None, space=movement.leave(spaces, space if space is not None else -1)))


def lake_foes(state: GameState) -> tuple[tuple[str, bool], ...]:
    """The cards waiting on the Lake of Fire (its Greater Guardian, or the Dragonslayer variant's dragon or dragons
    in the order they are fought, 003:L665), each with whether it still lies face down (003:L657)."""
    return tuple((card, card in state.hidden) for card in state.zone(LAKE_GREATER))


def lake_words(state: GameState, name: Callable[[str], str]) -> str | None:
    """The Dragonslayer variant's dragons on the Lake in words, a face-down one never named before it is turned up
    (003:L657): 'On the Lake of Fire, with the +1 token: Dragon Queen and a dragon face down.' None otherwise."""
    realm = state.options.realm
    if realm is None or realm.variant != "dragonslayer":
        return None
    foes = lake_foes(state)
    named = [name(card) for card, down in foes if not down]
    down = sum(down for _, down in foes)
    if down:
        named.append(f"{down} dragons face down" if down > 1 else "a dragon face down")
    slain = max(0, (len(realm.lake_dragons) or 1) - len(foes))
    gone = f" ({slain} slain)" if slain else ""
    if not named:
        return f"The dragons of the Lake of Fire are slain{gone}."
    listed = ", ".join(named[:-1]) + " and " + named[-1] if len(named) > 1 else named[0]
    return f"On the Lake of Fire, with the +1 token: {listed}{gone}."


def at_the_lake(state: GameState, ctx: Context, seat: int, attack: bool) -> bool:
    """Refuse a move at the Lake the hero cannot make now; whether the game is the Dragonslayer variant."""
    flow.require_active(state, seat)
    flow.require_stage(state, "turn" if LAKE_NEXT in state.flow.marks else "move")  # the next dragon (003:L665)
    board = realm_board(state, ctx)
    hero = state.hero(seat)
    if hero.realm is None:
        raise rulebook.refuse(movement.R_REALM_LAKE, "The hero is not in the Realm.")
    slayer = dragonslayer_variant(state)
    guarded = bool(state.zone(LAKE_GREATER)) if slayer else bool(state.zone(LAKE_ARTIFACT))
    movement.check_lake(board, hero.realm, artifact_won=not guarded, attack=attack)
    return slayer


@action
class RealmLake(Action):
    """From a path's last space: the outcome of the battle for the Lake's plane, or the step into the Lake."""

    kind: Literal["realm_lake"] = "realm_lake"
    seat: int = Field(ge=0, le=4)
    how: Literal["battle", "step_in"]
    outcome: Literal["won", "lost", "draw"] | None = None
    space: int | None = Field(default=None, ge=0, le=19)
    # The Guardian the attack turned up (named at a table-deck game), and what a loss to it cost (000:L367).
    card: str | None = None
    health_lost: int = Field(default=1, ge=0, le=20)
    ability_order: tuple[str, ...] = ()

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        slayer = at_the_lake(state, ctx, self.seat, attack=self.how == "battle")
        tx = Tx(state, ctx)
        if self.how == "battle" and self.outcome is None:
            raise InvalidInput("Say how the battle for the Lake's plane went.", "outcome")
        if self.how == "battle" and not slayer and self._fought(tx):
            return tx.done()
        if slayer and self.how == "battle":  # the Dragonslayer variant: slaying the Lake's dragon(s) wins (003:L661)
            if self.outcome == "won":
                for card in state.zone(LAKE_GREATER):
                    tx.emit(CardMoved(card=card, to="removed"))
                slayer_won(tx, self.seat)
            marks = (tx.state.flow.marks - {LAKE_NEXT}) | {"turn:moved:realm-lake", "turn:realm:over"}
            flow.with_flow(tx, stage="turn", marks=marks)
            return tx.done()
        if self.how == "step_in" or self.outcome == "won":
            if self.how == "battle":
                take_lake_artifact(tx, self.seat)  # 003:L407: the Artifact, and the beaten Greater Guardian leaves
                for card in state.zone(LAKE_GREATER):
                    tx.emit(CardMoved(card=card, to="removed"))  # as a beaten Guardian on the ring
            gain_heart(tx, self.seat)
            _out(tx, self.seat, self.space)
        flow.with_flow(tx, stage="turn", marks=tx.state.flow.marks | {"turn:moved:realm-lake", "turn:realm:over"})
        return tx.done()


    def _fought(self, tx: Tx) -> bool:
        """The Guardian turned up, as an attack turns it up, and a loss paid as a fought one (003:L403-405, 000:L479);
        True when the loss killed the hero."""
        foes = tx.state.zone(LAKE_GREATER)
        if foes and foes[0] in tx.state.hidden:
            decks.reveal(tx, foes[0], self.card, "greater")
        if self.outcome != "lost" or not foes:
            return False
        name = lookup.name(tx.ctx, tx.state.zone(LAKE_GREATER)[0])
        return death.hurt(tx, self.seat, self.health_lost, reason=f"beaten by {name}", ability_order=self.ability_order)


def lake_guardian_choices(state: GameState) -> list[str]:
    """The cards the Lake's face-down Guardian may be when the attack turns it up at a table-deck game."""
    foes = state.zone(LAKE_GREATER)
    if not foes or foes[0] not in state.hidden or state.options.deck_mode != "table":
        return []
    return sorted({*decks.unseen(state, "greater", state.batch.get(foes[0], 0)), foes[0]})


@guard
def fight_the_next_dragon(state: GameState, kind: str, fields: dict, ctx: Context) -> None:
    """No end of the turn between the Lake's dragons: the one left after a win is fought at once (003:L665)."""
    if kind == "end_turn" and LAKE_NEXT in state.flow.marks and state.battle is None and state.result is None:
        raise rulebook.refuse(R_LAKE_NEXT, "The next dragon on the Lake of Fire is fought now, in the same turn.")
