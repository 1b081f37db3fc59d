"""Where the Ancient Races change the base game's rules: each plug is registered on a base seam (seams.py)."""

from __future__ import annotations

from .. import setup
from ..combat import loadout, outcomes, segments
from ..errors import InvalidInput
from ..rules import death, encounter
from ..rules import draft as character_draft
from ..slots.races import RacePick
from ..state import Hero
from . import draft as race_draft
from .battle import luck_side, race_sources, rage_modifiers
from .data import check_picks, race_ids, race_start
from .draft import new_character
from .faith import unknown_list
from .goblin import after_battle, trophies


@setup.SEAT_RACES.plug
def raced_hero(before, ctx, hero: Hero, picks: tuple[RacePick, ...], per_hero: int) -> Hero:
    """A hero with her Races applied: cubes one more or less and the caps with them (003:L125), extra starting
    tokens (003:L129), the Dwarf's bank (003:L155), the Goblin's Rage token in hand (003:L183)."""
    check_picks(ctx, picks, per_hero)
    hero = before(ctx, hero, picks, per_hero)
    if not picks:
        return hero
    start = race_start(ctx, picks)
    red, blue = hero.red + start.strength, hero.blue + start.willpower
    if red < 1 or blue < 1:
        raise InvalidInput("A Race cannot leave a hero without Strength or Willpower.", "races")
    return hero.model_copy(update={
        "races": tuple(p.race for p in picks), "sheet": start.sheet, "red": red, "health": red, "blue": blue,
        "magic": blue, "gold": hero.gold + start.gold, "experience": hero.experience + start.experience,
        "bank": start.bank,
    })


@death.NEW_HERO_KEEPS.plug
def _keeps_her_race(before, state, seat: int):
    return [*before(state, seat), *new_character(state, seat)]


@encounter.OPPORTUNITY_ASKS.plug
def _low_faith_list(before, ctx, hero) -> tuple[str, ...]:
    # A troll's Low Faith list is asked once, while Herald does not know it (003:L151).
    return (*before(ctx, hero), *(("low_faith_cards",) if unknown_list(ctx, hero) else ()))


# The Race cards are drafted with the characters (003:L111-115): each draft step plugs in its Race step.
@character_draft.RACES_DEALT.plug
def _races_dealt(before, state, ctx, races, size: int, per_hero: int):
    return [*before(state, ctx, races, size, per_hero), *race_draft.deal(state, ctx, races, size, per_hero)]


@character_draft.RACE_KEPT.plug
def _race_kept(before, state, seat: int, keep, final: bool):
    return [*before(state, seat, keep, final), *race_draft.pick(state, seat, keep, final)]


@character_draft.RACES_PASSED.plug
def _races_passed(before, state):
    return [*before(state), *race_draft.next_pass(state)]


@character_draft.RACES_TAKEN.plug
def _races_taken(before, state, ctx, seat: int, picks, per_hero: int):
    return [*before(state, ctx, seat, picks, per_hero), *race_draft.take(state, ctx, seat, picks, per_hero)]


@character_draft.RACE_HAND.plug
def _race_hand(before, state, seat: int):
    return (*before(state, seat), *race_draft.hand(state, seat))


@character_draft.RACE_OF.plug
def _race_of(before, token: str) -> str:
    return race_draft.race_of(before(token))


@character_draft.RACE_IDS.plug
def _race_ids(before, ctx):
    return (*before(ctx), *race_ids(ctx))


@loadout.HERO_SOURCES.plug
def _race_sources(before, state, facts, seat: int, side, out, terrain) -> None:
    before(state, facts, seat, side, out, terrain)
    race_sources(state, facts, seat, side, out, terrain)


@segments.BATTLE_MODIFIERS.plug
def _rage(before, state, facts, battle):
    return [*before(state, facts, battle), *rage_modifiers(state, facts, battle)]


@segments.SIDE_DIE.plug
def _luck(before, state, facts, seat):
    return {**before(state, facts, seat), **luck_side(state, facts, seat)}


@outcomes.WIN_GAINS.plug
def _trophies(before, hero, deltas):
    return trophies(hero, before(hero, deltas))


@outcomes.AFTER_BATTLE.plug
def _rage_moves(before, hero, card: str, outcome: str):
    return [*before(hero, card, outcome), *after_battle(hero, card, outcome)]
