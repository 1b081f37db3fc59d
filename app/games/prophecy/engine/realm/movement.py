"""Moving into, along and out of the Realm, and where an arrival leaves the hero (003:L299-363, 003:L403-413).

Pure functions of the board, the Realm's zones and the hero's place; the actions that log them build on these.
Readings of dragon-realm.md §6: Q-3 (a failure on a first space leaves her on the Gate), Q-4 (she may stay on
the Gate), Q-5 (a failure after a two-space step leaves her on the space before the card), Q-6 (the hero picks
which of the Gate's two spaces she returns to).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from .. import rulebook
from ..model import Frozen
from .board import PATHS, RealmBoard
from .position import GATE, RealmPlace, last_step, on_path
from .reveal import Zones, passable

ENTRY_GOLD = 3  # a drake, 003:L301
Outcome = Literal["none", "passed", "failed", "won", "lost", "draw"]

R_REALM_ENTRY = rulebook.rule(
    "realm_entry",
    "The Realm is entered, instead of moving, only from the two spaces beside the revealed Gate's plane.",
    "003:L299",
)
R_REALM_FARE = rulebook.rule("realm_fare", "Entering the Realm costs 3 Gold for a drake.", "003:L301")
R_REALM_NO_MOVE_CARDS = rulebook.rule(
    "realm_no_move_cards",
    "No movement Ability or Item takes a hero into the Realm or along its paths.",
    "003:L331",
)
R_REALM_FORWARD = rulebook.rule(
    "realm_forward",
    "Forward in the Realm is one space along a path, or two when the first is empty or holds only a face-up "
    "positive card the hero declines.",
    "003:L323",
)
R_REALM_MOVES = rulebook.rule(
    "realm_moves",
    "A hero in the Realm moves by its rules: forward along her path, stay, or return to the main board.",
    "003:L315",
)
R_REALM_RETURN = rulebook.rule(
    "realm_return",
    "A hero leaving the Realm comes out on one of the two spaces beside the Gate's plane.",
    "003:L339",
)
R_REALM_LAKE = rulebook.rule(
    "realm_lake",
    "The Lake of Fire is reached only from the last space of a path: by attacking its plane, or once its Artifact "
    "is won, by stepping in for a Dragon Heart.",
    "003:L403",
)


class Settled(Frozen):
    """Where a move in the Realm leaves the hero: a Realm place, or None when she is back on the ring; whether a
    rule ends her turn there, and the Health it costs on top of the card's own penalty."""

    place: RealmPlace | None
    turn_ends: bool = False
    health_lost: int = 0


def enter(space: int | None, gold: int, gate_spaces: Sequence[int] | None, movement_card: bool = False) -> RealmPlace:
    """Enter the Realm from a ring space: onto the Gate, which counts as every path's first space (003:L301)."""
    if movement_card:
        raise rulebook.refuse(R_REALM_NO_MOVE_CARDS, "A movement card cannot take a hero into the Realm.")
    if gate_spaces is None:
        raise rulebook.refuse(R_REALM_ENTRY, "The Gate to the Dragon Realm has not been revealed yet.")
    if space not in gate_spaces:
        raise rulebook.refuse(R_REALM_ENTRY, f"Only spaces {' and '.join(map(str, gate_spaces))} lead to the Gate.")
    if gold < ENTRY_GOLD:
        raise rulebook.refuse(R_REALM_FARE, f"The drake costs {ENTRY_GOLD} Gold; the hero has {gold}.")
    return GATE


def forward_targets(board: RealmBoard, zones: Zones, hidden: frozenset[str], place: RealmPlace) -> tuple[RealmPlace, ...]:
    """The spaces a hero may step forward onto (003:L323; from the Gate, the first spaces of any path, 003:L329)."""
    if place.where == "lake":
        return ()
    starts = [(p, 0) for p in PATHS] if place.where == "gate" else [(place.path, place.step or 0)]
    out: list[RealmPlace] = []
    for path, step in starts:
        if path is None or step >= board.length(path):
            continue
        out.append(on_path(path, step + 1))
        if step + 2 <= board.length(path) and passable(zones, hidden, path, step + 1):
            out.append(on_path(path, step + 2))
    return tuple(out)


def check_forward(board: RealmBoard, zones: Zones, hidden: frozenset[str], place: RealmPlace,
                  target: RealmPlace, movement_card: bool = False) -> None:
    """Refuse a forward step the rules do not allow."""
    if movement_card:
        raise rulebook.refuse(R_REALM_NO_MOVE_CARDS)
    if target not in forward_targets(board, zones, hidden, place):
        raise rulebook.refuse(R_REALM_FORWARD, f"From {place.label()} the hero cannot step to {target.label()}.")


def space_before(target: RealmPlace) -> RealmPlace:
    """The space before a path space: the previous step, or the Gate before a first space (003:L327-329)."""
    assert target.path is not None and target.step is not None
    return GATE if target.step == 1 else on_path(target.path, target.step - 1)


def settle(target: RealmPlace, kind: Literal["obstacle", "creature", "positive", "empty"], outcome: Outcome) -> Settled:
    """Where stepping forward onto a space leaves the hero, given what she faced and how it went."""
    if kind == "obstacle" and outcome == "failed":
        return Settled(place=space_before(target), turn_ends=True)  # 003:L351
    if kind == "creature" and outcome == "lost":
        return Settled(place=None, turn_ends=True, health_lost=1)  # 003:L359
    if kind == "creature" and outcome == "draw":
        return Settled(place=space_before(target), turn_ends=True)  # 003:L361
    expected = {"obstacle": ("passed",), "creature": ("won",), "positive": ("none",), "empty": ("none",)}[kind]
    if outcome not in expected:
        raise ValueError(f"a {kind} ends {' or '.join(expected)}, not {outcome}")
    return Settled(place=target)  # 003:L353, 003:L363, 003:L369


def leave(gate_spaces: Sequence[int], chosen: int) -> int:
    """The ring space a hero leaving the Realm (by choice, knocked back, or after the Lake) comes out on."""
    if chosen not in gate_spaces:
        raise rulebook.refuse(R_REALM_RETURN, f"The Gate's plane lies beside spaces {' and '.join(map(str, gate_spaces))}.")
    return chosen


def check_lake(board: RealmBoard, place: RealmPlace, artifact_won: bool, attack: bool) -> None:
    """Refuse an attack on the Lake's plane (003:L403) or a step into the Lake (003:L413) from the wrong place, or
    a step in while the Artifact is still there."""
    if not last_step(board, place):
        raise rulebook.refuse(R_REALM_LAKE, f"{place.label().capitalize()} is not the last space of a path.")
    if not attack and not artifact_won:
        raise rulebook.refuse(R_REALM_LAKE, "The Lake's Artifact is still guarded: attack its plane first.")


def lake_settle(place: RealmPlace, outcome: Outcome) -> Settled:
    """After a battle on the Lake's plane: a win takes the hero back to the ring and ends her turn (003:L407);
    a loss or a draw leaves her on the path's last space (003:L405)."""
    if outcome == "won":
        return Settled(place=None, turn_ends=True)
    return Settled(place=place, turn_ends=True)

