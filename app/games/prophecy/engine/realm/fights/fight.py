"""Battles in the Dragon Realm through the battle engine (combat/): the Creature on the path space a hero just
stepped onto (003:L357-363), the attack on the Lake of Fire's plane from a path's last space (003:L403-407; in the
Dragonslayer variant its dragon or dragons, 003:L661-665) and a hero against another on her Realm space
(003:L389-391). Each opens a `Battle` marked with `realm`, fought with the usual battle actions; its outcome is
applied by combat.outcomes, which hands the Realm's part to realm.fight_result.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ... import rulebook
from ...actions import Action, Context, action
from ...combat.common import R_KIND
from ...combat.facts import Facts
from ...combat.model import Battle, Opponent, RealmFight, Values
from ...combat.setup_from_state import build
from ...combat.start import open_battle
from ...errors import InvalidInput
from ...events import Event
from ...rules import decks, encounter, flow
from ...rules.events import CardsSwapped
from ...rules.tx import Tx
from ...state import GameState
from .. import movement
from ..actions import realm_board
from ..gate import LAKE_ARTIFACT, LAKE_GREATER, gate_plane, gate_spaces
from ..lake import LAKE_NEXT, at_the_lake
from ..met.settle import SETTLED
from ..position import last_step
from ..setup import space_zone
from .battle_rules import dragonslayer_variant

FOUGHT = "turn:realm:fought"
R_REALM_FIGHT = rulebook.rule(
    "realm_fight",
    "A Creature of the Realm is fought when the hero steps forward onto its space, right after its card is turned up.",
    "003:L357",
)
R_REALM_HERO_FIGHT = rulebook.rule(
    "realm_hero_fight",
    "In the Realm a hero may attack another hero on the space she has just reached or stayed on.",
    "003:L389",
)
CreatureType = Literal["demon", "undead", "humanoid", "animal"]


def _back(state: GameState, ctx: Context, seat: int, chosen: int | None, field: str) -> dict[int, int]:
    """The ring space a seat comes out on if the battle sends her out of the Realm (her choice, Q-6)."""
    spaces = gate_spaces(ctx, gate_plane(state.zones, state.hidden)) or ()
    if chosen is None and len(spaces) == 1:
        chosen = spaces[0]
    if chosen is None:
        raise InvalidInput(f"Say which of spaces {' and '.join(map(str, spaces))} the hero comes out on if the "
                           "battle sends her out of the Realm.", field)
    return {seat: movement.leave(spaces, chosen)}


def _dragon_type(ctx: Context, values: Values, card: str) -> str | None:
    """The kind of a Dragon card, as the catalog (with the values typed for this fight) knows it."""
    return getattr(Facts(ctx, values).card(card), "dragon_type", None)


@action
class RealmFightCreature(Action):
    """Fight the Creature on the path space the hero just stepped onto (003:L357)."""

    # `back`: where she comes out if she loses (003:L359); its printed numbers are asked like any Creature's.

    kind: Literal["realm_fight"] = "realm_fight"
    seat: int = Field(ge=0, le=4)
    back: int | None = Field(default=None, ge=0, le=19)
    values: Values = Field(default_factory=dict)
    creature_type: CreatureType | None = None

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        flow.require_stage(state, "turn")
        realm_board(state, ctx)
        place = state.hero(self.seat).realm
        marks = state.flow.marks
        if place is None or place.where != "path" or "turn:moved:realm-forward" not in marks or SETTLED in marks \
                or state.battle is not None:
            raise rulebook.refuse(R_REALM_FIGHT, "The hero did not just step onto a Realm card.")
        card = state.zone(space_zone(place.path, place.step, "negative"))  # type: ignore[arg-type]
        if not card or card[0] in state.hidden:
            raise rulebook.refuse(R_REALM_FIGHT, "There is no face-up negative card on the hero's space.")
        kind = _dragon_type(ctx, self.values, card[0])
        if kind is None:
            raise rulebook.refuse(R_REALM_FIGHT, f"Type the kind of {Facts(ctx).name(card[0])} first (values: "
                                                 f"{card[0].split('#')[0]}.dragon_type).")
        if kind != "creature":
            raise rulebook.refuse(R_REALM_FIGHT, f"{Facts(ctx).name(card[0])} is an {kind}, not a Creature.")
        realm = RealmFight(where="path", before=movement.space_before(place),
                           back=_back(state, ctx, self.seat, self.back, "back"))
        tx = Tx(state, ctx)
        flow.mark(tx, SETTLED, FOUGHT)
        open_battle(tx, Battle(seat=self.seat, opponent=Opponent(kind="creature", card=card[0]), values=self.values,
                               chosen_type=self.creature_type, realm=realm))
        return tx.done()


@action
class RealmFightLake(Action):
    """Attack the Lake of Fire's plane from a path's last space, instead of moving (003:L403)."""

    # Its Greater Guardian (turned up first; `card` names it in a table-deck game), or in the Dragonslayer variant
    # the dragon on the Lake (003:L663). `back`: where a win over the Guardian takes her (003:L407).

    kind: Literal["realm_lake_fight"] = "realm_lake_fight"
    seat: int = Field(ge=0, le=4)
    back: int | None = Field(default=None, ge=0, le=19)
    card: str | None = None
    values: Values = Field(default_factory=dict)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        slayer = at_the_lake(state, ctx, self.seat, attack=True)
        if not lake_guarded(state):
            raise rulebook.refuse(movement.R_REALM_LAKE, "Nobody guards the Lake of Fire any more.")
        tx = Tx(state, ctx)
        flow.with_flow(tx, stage="turn", marks=(tx.state.flow.marks - {LAKE_NEXT}) | {"turn:moved:realm-lake", FOUGHT})
        foe = state.zone(LAKE_GREATER)[0]
        if foe in state.hidden:  # an attack turns the Guardian up (000:L479), or a dragon laid face down (003:L657)
            if self.card in lake_face_down(state)[1:]:  # another of the face-down dragons came up first (003:L665)
                tx.emit(CardsSwapped(a=self.card, b=foe))
                foe = self.card
            foe = decks.reveal(tx, foe, self.card, "dragon_negative" if slayer else "greater")
        back = {} if slayer else _back(state, ctx, self.seat, self.back, "back")
        opponent = Opponent(kind="creature" if slayer else "guardian", card=foe)
        battle = Battle(seat=self.seat, opponent=opponent, values=self.values, realm=RealmFight(where="lake", back=back))
        why = no_battle_kind(tx.state, ctx, battle)
        if why:  # the attack is the hero's choice: one she cannot start is not begun (Shapeless Things' price)
            raise rulebook.refuse(R_KIND, why)
        open_battle(tx, battle)
        return tx.done()


def no_battle_kind(state: GameState, ctx: Context, battle: Battle) -> str | None:
    """Why no kind of battle can be started against this foe now (None if one can, or its values are missing)."""
    options = build(state, ctx, battle).kind_options
    if not options or any(o.allowed for o in options):
        return None
    reason = options[0].reason or "no kind of battle can be started"
    return reason[0].upper() + reason[1:] + "."


@action
class RealmFightHero(Action):
    """Attack another hero on the Realm space the hero has just reached or stayed on (003:L389)."""

    # `back`, `target_back`: where each comes out if the battle knocks her out of the Realm (003:L391).

    kind: Literal["realm_hero_fight"] = "realm_hero_fight"
    seat: int = Field(ge=0, le=4)
    target: int = Field(ge=0, le=4)
    back: int | None = Field(default=None, ge=0, le=19)
    target_back: int | None = Field(default=None, ge=0, le=19)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        flow.require_stage(state, "turn")
        realm_board(state, ctx)
        me = state.hero(self.seat)
        if self.target == self.seat or self.target >= len(state.heroes):
            raise InvalidInput("Attack another seat.", "target")
        other = state.hero(self.target)
        marks = state.flow.marks
        if me.realm is None or me.realm.where == "lake" or not (
                {"turn:moved:realm-forward", "turn:moved:realm-stay"} & marks) or state.battle is not None:
            raise rulebook.refuse(R_REALM_HERO_FIGHT, "Only a hero who has just moved or stayed in the Realm attacks.")
        if other.status != "active" or other.realm != me.realm:
            raise rulebook.refuse(R_REALM_HERO_FIGHT, f"{other.player}'s hero is not on this Realm space.")
        if me.realm.where == "path" and "turn:moved:realm-forward" in marks and SETTLED not in marks:
            card = state.zone(space_zone(me.realm.path, me.realm.step, "negative"))  # type: ignore[arg-type]
            if card and card[0] not in state.hidden:
                raise rulebook.refuse(R_REALM_HERO_FIGHT, "The card on the space comes first: overcome it.")
        if "turn:hero_fight" in marks:
            raise rulebook.refuse(encounter.R_HERO_FIGHT, "Only one fight with a hero each turn.")
        back = _back(state, ctx, self.seat, self.back, "back") | _back(state, ctx, self.target, self.target_back,
                                                                        "target_back")
        tx = Tx(state, ctx)
        flow.mark(tx, "turn:hero_fight", FOUGHT)
        open_battle(tx, Battle(seat=self.seat, opponent=Opponent(kind="hero", seat=self.target),
                               realm=RealmFight(where="hero", back=back)),
                    f"{tx.state.hero(self.seat).player} attacks {other.player} in the Dragon Realm.")
        return tx.done()


def lake_face_down(state: GameState) -> tuple[str, ...]:
    """The cards lying face down on the Lake, in the order Herald holds them (any may be the one turned up next
    where the table draws the cards: the group laid its chosen dragons face down, 003:L657)."""
    if state.options.deck_mode != "table":
        return ()
    return tuple(card for card in state.zone(LAKE_GREATER) if card in state.hidden)


def lake_guarded(state: GameState) -> bool:
    """Whether the Lake's plane still has a foe to attack: its Guardian over the Artifact, or the variant's dragons."""
    if dragonslayer_variant(state):
        return bool(state.zone(LAKE_GREATER))
    return bool(state.zone(LAKE_ARTIFACT)) and bool(state.zone(LAKE_GREATER))


def at_last_step(state: GameState, ctx: Context, seat: int) -> bool:
    """Whether the hero stands on the last space of a path (from which the Lake is attacked)."""
    place = state.hero(seat).realm
    return place is not None and last_step(realm_board(state, ctx), place)
