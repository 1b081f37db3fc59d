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
from .state import GameState, Hero

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


def set_races(act, tx: Tx) -> str:
    """The hero's Race(s) and the sheet they make; her cubes must still fit the new caps."""
    # the Races part, asked only when corrected
    from .races.data import RacePick, race_ids, race_name, race_needs, race_start

    state, ctx = tx.state, tx.ctx
    hero = seat_of(act, state)
    races = tuple(act.races or ())
    want = state.options.expansion.races_per_hero
    if len(races) != want or len(set(races)) != len(races):
        raise InvalidInput("This game plays without Races." if not want else
                           f"Each hero holds {'one Race' if want == 1 else 'two different Races'}.", "races")
    known = race_ids(ctx)
    if known and any(r not in known for r in races):
        raise InvalidInput("Name Races of Herald's catalog.", "races")
    if races == hero.races:
        raise InvalidInput(f"{who(hero)} already has these Races.", "races")
    # What the catalog lacks of a Race card the table types ("troll:strength": 1); Gold and Experience only
    # count at setup, so they are not asked here.
    typed = act.numbers or {}
    picks = tuple(RacePick(race=r, **{f: 0 for f in ("gold", "experience") if f in race_needs(ctx, r)},
                           **{f: v for k, v in typed.items() for rr, _, f in [k.partition(":")]
                              if rr == r and f in SHEET_FIELDS})
                  for r in races)
    sheet = race_start(ctx, picks).sheet
    if hero.red > sheet.red_cap or hero.blue > sheet.blue_cap:
        raise InvalidInput(f"With these Races the hero holds at most {sheet.red_cap} red and {sheet.blue_cap} blue "
                           "cubes; correct her Strength or Willpower first.", "races")
    if hero.bank > sheet.bank_cap:
        raise InvalidInput(f"With these Races the bank holds at most {sheet.bank_cap} Gold; correct it first.", "races")
    tx.emit(HeroCorrected(seat=hero.seat, fields={"races": list(races), "sheet": sheet.model_dump()}))
    return f"{who(hero)} is of the {' and '.join(race_name(ctx, r) for r in races)} Race"


def set_rage(act, tx: Tx) -> str:
    """The Goblin's Rage token: on a Creature card lying on the board, or back with the goblin."""
    from .races.goblin import RageMoved

    state = tx.state
    hero = seat_of(act, state)
    if not hero.sheet.has("rage"):
        raise InvalidInput(f"{who(hero)} has no Rage token.", "seat")
    card = act.card
    if card == hero.rage:
        raise InvalidInput("The Rage token already lies there.", "card")
    if card is not None and not (state.where(card) or "").startswith(("space:", "realm:")):
        raise InvalidInput(f"{card_name(state, card)} does not lie on a board.", "card")
    tx.emit(RageMoved(seat=hero.seat, card=card))
    return f"{who(hero)}'s Rage token lies on {card_name(state, card)}" if card else \
        f"{who(hero)} holds her Rage token"


def move_into_realm(act, tx: Tx, hero: Hero) -> str:
    """A hero put on a place of the Dragon Realm (the Gate, a path's space, the Lake of Fire)."""
    from .realm.correcting import parse_place

    if tx.state.options.realm is None:
        raise InvalidInput("This game is played without the Dragon Realm.", "place")
    place = parse_place(tx.ctx, act.place)
    if place == hero.realm:
        raise InvalidInput(f"{who(hero)} is already there.", "place")
    tx.emit(HeroCorrected(seat=hero.seat, fields={"space": None, "realm": place.model_dump()}))
    return f"{who(hero)} was put on {place.words()}"


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


HERO_CORRECTIONS = {"set_status": set_status, "set_guilds": set_guilds, "set_races": set_races,
                    "set_rage": set_rage, "craft": craft}
