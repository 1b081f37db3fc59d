"""Shared by the battle actions: rules with their rulebook lines, guards, and small helpers."""

from __future__ import annotations

from typing import Any

from .. import rulebook
from ..errors import InvalidInput
from ..events import who
from ..state import GameState
from .events import BattleChanged
from .model import Battle

R_NO_BATTLE = rulebook.rule(
    "no_battle", "Items, Spells and rolls are used in a battle; no battle is under way.", "000:L355"
)
R_BATTLE_STEP = rulebook.rule(
    "battle_step", "A battle goes: the kind (and its payment), the equipment and Spells, then the rolls.", "000:L355"
)
R_KIND = rulebook.rule(
    "battle_kind", "The creature's stats decide the kind; a Battle of Wills costs its starter 2 Magic.", "000:L349"
)
R_HERO_KIND = rulebook.rule(
    "hero_battle_kind",
    "The attacker announces Strength or a paid Battle of Wills; against Strength the defender may pay to switch "
    "to Wills. Starting Wills costs 2 Magic plus 1 per Artifact of the opponent.",
    "000:L387",
)
R_EQUIPMENT = rulebook.rule(
    "battle_equipment",
    "Two hands: at most one weapon and one shield, a two-handed weapon alone; damaged Items cannot be used; the "
    "Items stay the same for the whole battle.",
    "000:L425",
)
R_ONE_HEAD = rulebook.rule(
    "one_head_item", "A hero uses one Item worn on the head at a time; a second one carried does nothing.", "000:L433"
)
R_SPELL_TWICE = rulebook.rule(
    "spell_twice", "A Spell is not cast twice at the same moment for the same goal, e.g. twice on one weapon.",
    "000:L453",
)
R_ANNOUNCE_ORDER = rulebook.rule(
    "announce_order", "Between heroes the attacker announces her Items and Spells first, then the defender.", "000:L389"
)
R_SPELL_TARGET = rulebook.rule(
    "spell_on_weapon", "A weapon Spell is cast on a weapon the hero uses in this battle; other Spells on no Item.",
    "000:L577",
)
R_NO_SPELLS = rulebook.rule("no_spells", "No Spells may be cast in this battle.", "000:L794")
R_ONE_ROLL = rulebook.rule(
    "one_roll_effects",
    "Throws, Prayer, Concentration and paid extras are announced before the roll and count for that roll only; "
    "a thrown weapon is damaged.",
    "000:L429",
)
R_NON_BATTLE = rulebook.rule(
    "non_battle_effects",
    "Non-battle effects (potions, some scrolls and Spells) cannot be used once the kind of battle is chosen.",
    "000:L467",
)
R_ONCE = rulebook.rule(
    "once_a_round_effect", "A once-a-round effect is used once a round, however many turns.", "000:L459"
)
R_HERO_LOSS = rulebook.rule(
    "hero_loss_choice",
    "The loser of a fight between heroes loses 1 Health or offers her Items and the winner takes one; with no "
    "Items she loses Health.",
    "000:L393",
)
R_FINAL_LOSS = rulebook.rule(
    "final_battle_loss", "In the Final Battle the loser gives the winner one of her Artifacts.", "000:L511"
)
R_MISSING = rulebook.rule(
    "card_values", "Herald needs the card's printed values to work out the battle: type the missing ones.",
    "000:L355",
)

KIND_WORDS = {"strength": "Strength", "wills": "Wills"}


def require_battle(state: GameState, *steps: str) -> Battle:
    """The battle under way, at one of these steps."""
    b = state.battle
    if b is None:
        raise rulebook.refuse(R_NO_BATTLE)
    if steps and b.step not in steps:
        raise rulebook.refuse(R_BATTLE_STEP, f"The battle is at the {b.step.replace('_', ' ')} step.")
    return b


def require_seat(state: GameState, seat: int, *allowed: int | None) -> None:
    """Refuse a seat that is not one of the fighters named."""
    if not 0 <= seat < len(state.heroes):
        raise InvalidInput(f"There is no seat {seat + 1} in this game.", "seat")
    if seat not in allowed:
        raise rulebook.refuse(R_BATTLE_STEP, f"{state.hero(seat).player} does not act at this step.")


def merged(old: dict[str, dict[str, Any]], new: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The battle's typed card values with more added."""
    out = {k: dict(v) for k, v in old.items()}
    for cid, fields in new.items():
        out.setdefault(cid, {}).update(fields)
    return out


def change(tx, battle: Battle | None, text: str) -> None:
    """Emit the battle's new state with its story line."""
    tx.emit(BattleChanged(battle=battle, text=text))


def hero_name(state: GameState, seat: int) -> str:
    """A hero as the story names her."""
    return who(state.hero(seat))
