"""Where the table may put the Realm's cards and heroes by correction: a path space's card (one negative, one
positive, as the board's colour allows, 003:L209-217), the Lake's dragons, the Heart pile and the heroes' Hearts,
the Dragonslayer deck, the Gate among the Lesser Guardians; and a hero's place in the Realm from its words."""

from __future__ import annotations

from ..correct_hero import PUT_ELSEWHERE, HeroCorrected
from ..correct_zones import MORE_ROOM, MORE_TARGETS
from ..errors import InvalidInput
from ..events import who
from ..rules import zones as Z
from .board import PATHS
from .deal import DECK_NEGATIVE, DECK_POSITIVE, HEARTS_UNUSED, board_of
from .gate import LAKE_ARTIFACT, LAKE_GREATER
from .heart import heart_zone
from .position import GATE, LAKE, RealmPlace, on_path
from .setup import HEARTS, UNSEEN_NEGATIVE, UNSEEN_POSITIVE, slots

REMOVED = "realm:removed"


def path_slots(ctx, kind: str) -> list[str]:
    """Every path space's slot for a card of this kind ('positive' or 'negative') that the board's colour allows."""
    board = board_of(ctx)
    if board is None:
        return []
    positive, negative = slots(board)
    return positive if kind == "positive" else negative


def realm_zones(state, ctx, home: str | None) -> list[str]:
    """The Realm's zones a card of this home deck may lie in."""
    seats = [h.seat for h in state.heroes]
    if home in ("dragon_negative", "dragon_positive"):
        kind = home.split("_")[1]
        deck, unseen = (DECK_NEGATIVE, UNSEEN_NEGATIVE) if kind == "negative" else (DECK_POSITIVE, UNSEEN_POSITIVE)
        lake = [LAKE_GREATER] if kind == "negative" else []
        return [*path_slots(ctx, kind), *lake, deck, unseen, REMOVED]
    if home == "dragon_heart":
        return [*(heart_zone(s) for s in seats), HEARTS, HEARTS_UNUSED]
    if home == "dragonslayer":
        return [*(Z.abilities(s) for s in seats), *(Z.guild(g) for g in Z.GUILDS), Z.deck("dragonslayer")]
    if home == "greater":
        return [LAKE_GREATER]
    if home == "artifact":
        return [LAKE_ARTIFACT]
    return []


def realm_room(zone: str) -> int | None:
    """How many cards a Realm zone holds at most (a path space's slot one, a hero one Heart), None if unlimited."""
    parts = zone.split(":")
    if parts[0] == "realm" and len(parts) == 4 and parts[2].isdigit():
        return 1
    if parts[0] == "hero" and parts[-1] == "heart":
        return 1
    return None


def parse_place(ctx, text: str) -> RealmPlace:
    """A Realm place from its short form ('gate', 'lake', 'left:3'), refused naming the problem."""
    if text == "gate":
        return GATE
    if text == "lake":
        return LAKE
    path, _, step = text.partition(":")
    if path not in PATHS or not step.isdigit() or int(step) < 1:
        raise InvalidInput("Say the Gate, the Lake of Fire, or a path and its space.", "place")
    board = board_of(ctx)
    if board is not None and not 1 <= int(step) <= board.length(path):
        raise InvalidInput(f"The {path} path has {board.length(path)} spaces, not {step}.", "place")
    return on_path(path, int(step))


@PUT_ELSEWHERE.plug
def move_into_realm(before, act, tx, hero) -> str:
    """A hero put on a place of the Dragon Realm (the Gate, a path's space, the Lake of Fire)."""
    if tx.state.options.realm is None:
        raise InvalidInput("This game is played without the Dragon Realm.", "place")
    place = parse_place(tx.ctx, act.place)
    if place == hero.realm:
        raise InvalidInput(f"{who(hero)} is already there.", "place")
    tx.emit(HeroCorrected(seat=hero.seat, fields={"space": None, "realm": place.model_dump()}))
    return f"{who(hero)} was put on {place.words()}"


REALM_HOMES = {"dragon_negative", "dragon_positive", "dragon_heart", "dragonslayer"}


@MORE_TARGETS.plug
def _realm_targets(before, state, ctx, home) -> list[str]:
    found = before(state, ctx, home)
    if state.options.realm is not None or home in REALM_HOMES:  # asked of the Realm only when it is played
        found = [*found, *realm_zones(state, ctx, home)]
    return found


@MORE_ROOM.plug
def _realm_room(before, zone: str) -> int | None:
    if zone.startswith("realm:") or zone.endswith(":heart"):
        return realm_room(zone)
    return before(zone)
