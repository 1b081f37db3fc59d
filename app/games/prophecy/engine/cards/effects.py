"""The closed vocabulary of card effects: a discriminated union on `kind`.

Every effect carries its own `source`. Anything the vocabulary cannot say is a `rule_hook` (a named
rule the engine implements in code) or `manual` (Herald shows the card's summary and the table applies
it). An `amount` left out is unknown and shows up in `missing_fields`.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import ConfigDict, Field, TypeAdapter, field_validator

from .provenance import parse_provenance
from .vocab import (
    Amount,
    Battle,
    Flag,
    Frozen,
    ItemDeck,
    Opponent,
    Race,
    SpaceKind,
    Terrain,
    Text,
    WeaponType,
)

Trigger = Literal["passive", "activated", "on_win", "on_loss", "on_reveal", "before_battle", "after_battle"]
Limit = Literal["once_per_turn", "once_per_round", "once_per_two_rounds", "once_per_battle"]
Who = Literal["self", "all_players", "other_players", "fewest"]
Roll = Literal["battle", "one_roll", "first_roll"]
Resource = Literal["magic", "health", "gold", "experience"]

# Rules the engine implements in code, named by what they do. README.md describes each one.
Hook = Literal[
    "act_after_teleport",
    "affects_on_start_space",
    "alchemist_exchange",
    "ambidexterity",
    "attacker_chooses_first",
    "banner_of_hope",
    "buy_and_sell_items",
    "choose_final_battleground",
    "counterfeiting",
    "choice_before_roll",
    "choose_creature_type",
    "creature_service",
    "cursed_treasure",
    "destroy_items_for_magic",
    "destroys_used_weapon",
    "discard_most_valuable_item",
    "earn_gold_on_boat_trip",
    "exotic_weapon",
    "extra_turn",
    "fewest_items_reward",
    "fight_strength_with_willpower",
    "fight_with_both_stats",
    "fist_fight_only_for_experience",
    "haggling",
    "half_health_after_battle",
    "healing_arts",
    "least_wins_wish",
    "loss_becomes_draw",
    "luck_only",
    "needs_terrain",
    "no_battle_spells_between_characters",
    "no_spells_in_battle",
    "port_makes_stronger",
    "power_drain",
    "rare_item_on_high_roll",
    "refight_after_draw",
    "reroll_battle",
    "reroll_one_die",
    "same_type_abilities",
    "search_deck_for_creature",
    "secret_hideouts",
    "shapeless_entry_costs",
    "shield_in_battle_of_wills",
    "stat_scales_with_health",
    "stealth_any_order",
    "steal_from_character",
    "steals_gold",
    "steals_item_on_reveal",
    "thievery",
    "time_freeze",
    "two_handed_unarmed",
    "unspent_magic_recharge",
    "wills_then_strength_battle",
    "wounds_on_encounter",
]
HOOKS: tuple[str, ...] = Hook.__args__  # type: ignore[attr-defined]
# Hooks whose number is printed on the card (a bonus, a threshold, a loss); unknown numbers are gaps.
HOOKS_WITH_AMOUNT = frozenset(
    {"earn_gold_on_boat_trip", "exotic_weapon", "port_makes_stronger", "rare_item_on_high_roll", "two_handed_unarmed", "unspent_magic_recharge",
     "wounds_on_encounter"}
)


class Cost(Frozen):
    """What using the effect costs; an absent amount is unknown."""

    resource: Resource
    amount: Amount | None = None


class _Effect(Frozen):
    """Conditions and limits shared by every effect."""

    source: str
    trigger: Trigger = "passive"
    limit: Limit | None = None
    own_turn_only: Flag = False
    outside_battle: Flag = False
    instead_of_moving: Flag = False
    astral_only: Flag = False
    terrain: Terrain | None = None
    against: tuple[Opponent, ...] = ()
    # The hero's Races the effect is for (a card that mentions a Race); every hero is human without Races (003:L133).
    races: tuple[Race, ...] = ()
    cost: tuple[Cost, ...] = ()
    who: Who = "self"
    optional: Flag = False

    @field_validator("source")
    @classmethod
    def _source_parses(cls, value: str) -> str:
        parse_provenance(value)
        return value


class BattleBonus(_Effect):
    """A bonus in a battle kind, maybe only against some opponents or with a weapon type."""

    kind: Literal["battle_bonus"]
    amount: Amount | None = None
    battle: Battle | None = None
    weapon: WeaponType | Literal["any"] | None = None
    roll: Roll = "battle"


class ThrownBonus(_Effect):
    """A bonus for one roll when the weapon is thrown (the weapon is then damaged)."""

    kind: Literal["thrown_bonus"]
    amount: Amount | None = None


class ExtraDice(_Effect):
    """Roll more dice and keep the best (count > 0) or the worst (count < 0) for one roll."""

    kind: Literal["extra_dice"]
    count: Amount
    side: Literal["self", "opponent"] = "self"


class CostChange(_Effect):
    """Makes something cheaper (negative amount) or dearer."""

    kind: Literal["cost_change"]
    applies_to: Literal["ability", "battle_of_wills", "spell"]
    amount: Amount | None = None


class Gain(_Effect):
    """Health, Magic, Gold or Experience moved, or Strength or Willpower gained or lost for good."""

    kind: Literal["health", "magic", "gold", "experience", "strength", "willpower"]
    amount: Amount | None = None


class StatBonus(_Effect):
    """A characteristic bonus that takes no cubes: for the turn, or while the item is held."""

    kind: Literal["stat_bonus"]
    stat: Literal["strength", "willpower"] | None = None
    amount: Amount | None = None
    duration: Literal["turn", "while_held"]


class DrawItem(_Effect):
    """Draw Item cards from the Common or Rare deck."""

    kind: Literal["draw_item"]
    deck: ItemDeck
    count: Amount | None = None


class Move(_Effect):
    """Movement: walk n spaces, go to any space of a kind, boat to any port, or teleport anywhere."""

    kind: Literal["move"]
    mode: Literal["walk", "to_space_kind", "any_port", "teleport", "extra_move"]
    spaces: Amount | None = None
    space_kind: SpaceKind | Terrain | None = None
    # The card id this movement needs beside it (Wharf Rat with Nautical Rites, 000:L680, 000:L754).
    together_with: str | None = None


class RuleHook(_Effect):
    """A named rule the engine implements in code."""

    kind: Literal["rule_hook"]
    hook: Hook
    amount: Amount | None = None


class Manual(_Effect):
    """Herald shows the card summary and asks the table to apply it."""

    kind: Literal["manual"]
    note: Text | None = None


Effect = Annotated[
    BattleBonus | ThrownBonus | ExtraDice | CostChange | Gain | StatBonus | DrawItem | Move | RuleHook | Manual,
    Field(discriminator="kind"),
]
EFFECT_KINDS: frozenset[str] = frozenset(
    k
    for m in (BattleBonus, ThrownBonus, ExtraDice, CostChange, Gain, StatBonus, DrawItem, Move, RuleHook, Manual)
    for k in m.model_fields["kind"].annotation.__args__  # type: ignore[union-attr]
)
# Built on first use (issue 42): building it with the engine was 10-25 ms of every start.
EFFECTS_ADAPTER: TypeAdapter[tuple[Effect, ...]] = TypeAdapter(tuple[Effect, ...], config=ConfigDict(defer_build=True))

# Effects whose amount matters; a missing amount is reported by missing_fields.
_NEEDS_AMOUNT = (BattleBonus, ThrownBonus, CostChange, Gain, StatBonus)
_MOVE_NEEDS_SPACES = ("walk",)


def effect_gaps(effects: tuple[Effect, ...], field: str) -> tuple[str, ...]:
    """Paths of the unknown numbers in a list of effects, e.g. 'effects[0].amount'."""
    gaps: list[str] = []
    for i, eff in enumerate(effects):
        at = f"{field}[{i}]"
        if isinstance(eff, _NEEDS_AMOUNT) and eff.amount is None:
            gaps.append(f"{at}.amount")
        if isinstance(eff, StatBonus) and eff.stat is None:
            gaps.append(f"{at}.stat")
        if isinstance(eff, BattleBonus) and eff.battle is None:
            gaps.append(f"{at}.battle")
        if isinstance(eff, RuleHook) and eff.hook in HOOKS_WITH_AMOUNT and eff.amount is None:
            gaps.append(f"{at}.amount")
        if isinstance(eff, DrawItem) and eff.count is None:
            gaps.append(f"{at}.count")
        if isinstance(eff, Move) and eff.mode in _MOVE_NEEDS_SPACES and eff.spaces is None:
            gaps.append(f"{at}.spaces")
        if isinstance(eff, Move) and eff.mode == "to_space_kind" and eff.space_kind is None:
            gaps.append(f"{at}.space_kind")
        gaps.extend(f"{at}.cost[{j}].amount" for j, c in enumerate(eff.cost) if c.amount is None)
    return tuple(gaps)
