"""Corrections of what a hero holds that is not a card or a cube: her status, Guilds, Race(s), the Goblin's Rage
token, her place in the Dragon Realm, a weapon's weaponcraft marker. Each returns the sentence the log tells and
emits `HeroCorrected` (a hero's fields set) or a plain event; caps stay checked, limits wait for the round's end."""

from __future__ import annotations

from typing import Any, Literal

from . import rulebook
from .errors import InvalidInput
from .events import Event, card_name, event, who
from .rules import flow, lookup
from .rules import zones as Z
from .rules.tx import Tx
from .seams import Seam
from .state import GameState, Hero

# Extension point (seams.py): a hero put on a board beside the ring by correction (realm/: a place of the Dragon
# Realm): (act, tx, hero) -> the story line.
PUT_ELSEWHERE = Seam("correction: a hero put on another board", lambda act, tx, hero: _no_other_board())
SHEET_FIELDS = ("strength", "willpower", "item_limit", "ability_limit")
STATUS_WORDS = {"active": "in play", "dead": "eliminated", "out": "out of the game"}


@event
class HeroCorrected(Event):
    """Some of a hero's fields set by the table's correction (told by the correction that holds it)."""

    kind: Literal["hero_corrected"] = "hero_corrected"
    seat: int
    fields: dict[str, Any]

    def apply_to(self, state: GameState) -> GameState:
        hero = state.hero(self.seat)
        return state.with_hero(Hero.model_validate({**hero.model_dump(), **self.fields}))

    def describe(self, state: GameState) -> str:
        return ""


@event
class PartCorrected(Event):
    """A part of the game set by the table's correction: the flow, the Power Up tokens, the cooperative clock."""

    kind: Literal["part_corrected"] = "part_corrected"
    part: Literal["flow", "power_ups", "coop", "crafted"]
    value: Any

    def apply_to(self, state: GameState) -> GameState:
        return GameState.model_validate({**state.model_dump(), self.part: self.value})

    def describe(self, state: GameState) -> str:
        return ""


def seat_of(act, state: GameState) -> Hero:
    """The hero the correction names, whatever her status."""
    seat = act.seat
    if seat is None:
        raise InvalidInput("Say which hero to correct.", "seat")
    if seat >= len(state.heroes):
        raise InvalidInput(f"There is no seat {seat + 1} in this game.", "seat")
    return state.hero(seat)


def not_fighting(state: GameState, hero: Hero) -> None:
    """Refuse changing a hero the battle under way is using."""
    b = state.battle
    if b is not None and hero.seat in (b.seat, b.opponent.seat):
        raise rulebook.refuse(flow.R_IN_BATTLE, "The hero is fighting; finish the battle first.")


def set_status(act, tx: Tx) -> str:
    """A hero in play, eliminated or out of the game; an eliminated hero's figure leaves the board."""
    state = tx.state
    hero = seat_of(act, state)
    status = act.status
    if status is None:
        raise InvalidInput("Say whether the hero is in play, eliminated or out of the game.", "status")
    if status == hero.status:
        raise InvalidInput(f"{who(hero)} is already {STATUS_WORDS[status]}.", "status")
    not_fighting(state, hero)
    fields: dict[str, Any] = {"status": status}
    if status == "active":
        if not hero.character:
            raise InvalidInput(f"{hero.player} has no character to bring back into play.", "status")
        if act.space is None:
            raise InvalidInput("Say on which space the hero stands again.", "space")
        fields |= {"space": act.space, "realm": None}
    else:
        fields |= {"space": None, "realm": None}
    tx.emit(HeroCorrected(seat=hero.seat, fields=fields))
    where = f", on {lookup.space_name(tx.ctx, act.space)}" if status == "active" else ""
    return f"{who(hero)} is {STATUS_WORDS[status]}{where}"


def set_guilds(act, tx: Tx) -> str:
    """The character's guilds, first one first (where the hero starts)."""
    hero = seat_of(act, tx.state)
    guilds = tuple(act.guilds or ())
    unknown = [g for g in guilds if g not in Z.GUILDS]
    if unknown or not guilds or len(set(guilds)) != len(guilds):
        raise InvalidInput("Name one or two different guilds of the board.", "guilds")
    if guilds == hero.guilds:
        raise InvalidInput(f"{who(hero)} already belongs to these guilds.", "guilds")
    tx.emit(HeroCorrected(seat=hero.seat, fields={"guilds": list(guilds)}))
    return f"{who(hero)} belongs to {' and '.join(Z.GUILD_NAMES[g] for g in guilds)}"


def craft(act, tx: Tx) -> str:
    """A weaponcraft marker (a Gold piece on a weapon) put on or taken off."""
    state = tx.state
    card, on = act.card, act.crafted
    if card is None or on is None:
        raise InvalidInput("Say which weapon and whether the marker lies on it.", "card")
    zone = state.where(card) or ""
    if not (zone.startswith("hero:") and zone.endswith(":items")):
        raise InvalidInput(f"{card_name(state, card)} is not an Item a hero holds.", "card")
    if on == (card in state.crafted):
        raise InvalidInput(f"The marker {'already lies' if on else 'does not lie'} on {card_name(state, card)}.",
                           "crafted")
    crafted = sorted(state.crafted | {card}) if on else sorted(state.crafted - {card})
    tx.emit(PartCorrected(part="crafted", value=crafted))
    return f"{card_name(state, card)} {'bears' if on else 'no longer bears'} a weaponcraft marker"


# The expansion registers its own corrections by name in correct.MORE (races/correcting.py: set_races, set_rage).
HERO_CORRECTIONS = {"set_status": set_status, "set_guilds": set_guilds, "craft": craft}


def _no_other_board() -> str:
    raise InvalidInput("This game has no board beside the ring.", "place")
