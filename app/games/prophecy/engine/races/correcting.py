"""The table's corrections of a hero's Races and of the Goblin's Rage token, registered by name in correct.MORE."""

from __future__ import annotations

from .. import correct
from ..correct_hero import SHEET_FIELDS, HeroCorrected, seat_of
from ..errors import InvalidInput
from ..events import card_name, who
from ..rules.tx import Tx
from ..slots.races import RacePick
from .data import race_ids, race_name, race_needs, race_start
from .goblin import RageMoved


def set_races(act, tx: Tx) -> str:
    """The hero's Race(s) and the sheet they make; her cubes must still fit the new caps."""
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


correct.MORE.update(set_races=set_races, set_rage=set_rage)
