"""The changed ending's rules about the Realm's heroes (003:L419-441): the Artifacts of a hero who died there lie on
that space until someone ends a turn on it (the Final Battle waits for them, since they are not held); the heroes
in the Realm come back when the Final Battle begins; with the Apocalypse the Gate closes once the fifth Artifact
is taken.
"""

from __future__ import annotations

from .. import rulebook
from ..actions import Context, consequence, guard
from ..events import CardMoved, Event
from ..rules import lookup
from ..rules import zones as Z
from ..state import GameState
from .events import RealmMoved
from .gate import gate_plane, gate_spaces
from .position import RealmPlace

R_GATE_CLOSED = rulebook.rule(
    "realm_gate_closed",
    "Apocalypse with the Dragon Realm: once the fifth Artifact is taken the Gate closes and the Realm is put away.",
    "003:L439",
)


SKIPPED_EVENTS = ("legends_of_dragons", "prophetic_dream")


def fallen_zone(place: RealmPlace) -> str:
    """Where the Artifacts of a hero who died at this Realm place lie (003:L423)."""
    if place.where == "path":
        return f"realm:{place.path}:{place.step}:artifacts"
    return f"realm:{place.where}:artifacts"


def gate_closed(state: GameState) -> bool:
    """Whether the Apocalypse has closed the Gate: the fifth Artifact is taken (003:L439)."""
    return state.options.realm is not None and state.options.has("apocalypse") and "apocalypse" in state.flow.marks


def skipped_chance(state: GameState, ctx, card: str) -> bool:
    """Whether a Chance card drawn is ignored for the next one: Legends of Dragons or a Prophetic Dream once the
    Apocalypse closed the Gate (003:L441)."""
    return gate_closed(state) and getattr(lookup.raw(ctx, card), "event", None) in SKIPPED_EVENTS


@consequence
def fallen_artifacts_taken(state: GameState, ctx: Context) -> tuple[Event, ...]:
    """The hero who ends her turn where a hero died in the Realm takes the Artifacts lying there (003:L423)."""
    f = state.flow
    if f.stage != "round_end" or f.active is None or state.result is not None:
        return ()
    hero = state.hero(f.active)
    lying = state.zone(fallen_zone(hero.realm)) if hero.realm is not None and hero.status == "active" else ()
    return tuple(CardMoved(card=c, to=Z.items(hero.seat), face_up=True) for c in lying)


@consequence
def out_of_the_realm(state: GameState, ctx: Context) -> tuple[Event, ...]:
    """The Final Battle brings every hero back from the Realm (003:L435); the Apocalypse's fifth Artifact closes the
    Gate and puts the heroes still inside beside its plane (003:L439)."""
    inside = [h for h in state.heroes if h.realm is not None and h.status == "active"]
    if not inside or state.result is not None:
        return ()
    if "final_battle" in state.flow.marks:  # they gather on the battleground chosen next
        return tuple(RealmMoved(seat=h.seat, place=None, space=None) for h in inside)
    if gate_closed(state):
        spaces = gate_spaces(ctx, gate_plane(state.zones, state.hidden)) or (None,)
        # The rulebook lets them come out on either space; Herald takes the first and the table may correct it.
        return tuple(RealmMoved(seat=h.seat, place=None, space=spaces[0]) for h in inside)
    return ()


@guard
def closed_gate(state: GameState, kind: str, fields: dict, ctx: Context) -> None:
    """No way into the Realm once the Apocalypse closed the Gate."""
    if kind == "realm_enter" and gate_closed(state):
        raise rulebook.refuse(R_GATE_CLOSED, "The Gate to the Dragon Realm has closed.")
