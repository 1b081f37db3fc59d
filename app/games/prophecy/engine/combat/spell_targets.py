"""Where a whole-battle Spell goes: a weapon Spell on a weapon the hero uses, any other Spell on no Item (000:L577)."""

from __future__ import annotations

from ..state import GameState
from .facts import Facts
from .loadout import equipment_spec
from .model import Loadout, SpellCast


def weapon_spell(facts: Facts, card: str) -> bool:
    """Whether a Spell's bonus goes on a weapon (Flaming Weapon, Blessed Weapon)."""
    return any(e.kind == "battle_bonus" and e.weapon for _, e in facts.effects(card))


def spell_target_refusal(facts: Facts, state: GameState, cast: SpellCast, loadout: Loadout) -> str | None:
    """Why a Spell cannot be cast where it is announced, or None."""
    name = facts.name(cast.card)
    if cast.on is not None and cast.on not in loadout.items:
        return f"{name} is cast on a weapon that is not used."
    if weapon_spell(facts, cast.card) and cast.on is None:
        return f"{name} is cast on a weapon: name the weapon."
    if cast.on is not None and not weapon_spell(facts, cast.card):
        return f"{name} is not cast on an Item."
    if cast.on is not None and not equipment_spec(facts, state, cast.on).is_weapon:
        return f"{name} is cast on a weapon, and {facts.name(cast.on)} is not one."
    return None
