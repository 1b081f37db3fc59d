"""The rule hooks battles need (cards/README.md lists every hook). Hooks not handled here are shown to the
table as "the table applies: ..." lines, with the GM's "other ±N" modifier to carry their effect."""

from __future__ import annotations

from ..battle import BattleKind, Modifier, Side, SourceKind, Stage

HANDLED = frozenset({
    "port_makes_stronger",        # the creature +amount on a port space (Old Pirate)
    "no_spells_in_battle",        # Spells refused in this battle (Horde of Bats, Fire-Breathing Dragon)
    "destroys_used_weapon",       # the weapons used are discarded whatever the result (Scaled Monster)
    "fight_strength_with_willpower",  # a Battle of Strength fought with Willpower (Shadow of Death)
    "fight_with_both_stats",      # Strength + Willpower and both kinds of bonus (Master of Pain)
    "loss_becomes_draw",          # the hero may turn a lost battle into a draw (Resistance)
    "refight_after_draw",         # after a draw, fight again as a new battle (Fanaticism)
    "shapeless_entry_costs",      # Strength needs 4 Magic, Wills 2 Health (Shapeless Things)
    "two_handed_unarmed",         # +amount with both hands empty (Two-Handed Combat)
    "ambidexterity",              # a weapon in each hand
    "shield_in_battle_of_wills",  # the shield counts in Battles of Wills too (Mirrored Shield)
    "rare_item_on_high_roll",     # a die after winning: at or above amount, a Rare Item (Golem Guardian)
    "fist_fight_only_for_experience",  # no Experience when a weapon or Spell was used (Thug)
    "wounds_on_encounter",        # amount Health lost even when the hero does not lose (Snake, Scorpion)
    "wills_then_strength_battle", # a Battle of Wills, then of Strength, as one battle (Vampire, Vampire Lord)
    "exotic_weapon",              # its Experience paid once per battle, at the announcement (combat/exotic.py)
    "creature_service",           # a beaten Creature may be spared for its service (combat/appendix.py)
    "choose_creature_type",       # the hero picks the Creature's one type (combat/appendix.py)
    "reroll_battle",              # Turn Back Time, on the battle roll (combat/turn_back.py)
    "no_battle_spells_between_characters",  # Dragon Aura (combat/dragon_abilities.py)
    "attacker_chooses_first",     # Fire Breathing (combat/dragon_abilities.py)
    "half_health_after_battle",   # half the Health lost as the battle ends, before its costs (Sphinx, outcomes.py)
})
# Hooks a hero may choose to use when the last roll is entered.
RESOLUTION_HOOKS = ("loss_becomes_draw", "refight_after_draw")


def creature_modifiers(facts, card: str, hooks: dict[str, tuple[int, object]], on_port: bool | None,
                       space: int | None) -> list[Modifier]:
    """The FOE side's modifiers from its own rule hooks."""
    mods: list[Modifier] = []
    if "port_makes_stronger" in hooks:
        i, eff = hooks["port_makes_stronger"]
        if on_port is None:
            facts.need(f"space-{space:02d}" if space is not None else "space", "port")
        elif on_port:
            amount = facts.amount(card, "special", i, eff)
            if amount:
                mods.append(Modifier(source_kind=SourceKind.CREATURE_RULE, source_id=card, label="On a port",
                                     side=Side.FOE, stage=Stage.SITUATIONAL, amount=amount,
                                     battle_kinds=(BattleKind.STRENGTH, BattleKind.WILLS)))
    return mods


def unarmed_modifier(hooks_amounts: dict[str, int], equipment, side: Side) -> list[Modifier]:
    """Two-Handed Combat: +amount when no Item is held in the hands."""
    if "two_handed_unarmed" not in hooks_amounts or any(e.hands for e in equipment):
        return []
    return [Modifier(source_kind=SourceKind.ABILITY, source_id="two_handed_unarmed", label="Both hands empty",
                     side=side, stage=Stage.ABILITY, amount=hooks_amounts["two_handed_unarmed"],
                     battle_kinds=(BattleKind.STRENGTH,))]


def shapeless_refusal(kind: str, health: int, magic: int) -> str | None:
    """Why Shapeless Things refuse a battle kind now (000:L852-853), or None."""
    if kind == "strength" and magic < 4:
        return "Shapeless Things: a Battle of Strength needs at least 4 Magic."
    if kind == "wills" and health < 2:
        return "Shapeless Things: a Battle of Wills needs at least 2 Health."
    return None


def shapeless_price(kind: str) -> dict[str, int]:
    """What fighting Shapeless Things costs on top of the battle (000:L852-853): a Battle of Strength takes 4 Magic,
    a Battle of Wills 2 Health; with exactly 2 Health the hero is left with none, so a loss kills her."""
    return {"magic": -4} if kind == "strength" else {"health": -2}


def both_stats(mods: list[Modifier], source_kinds_twice=(SourceKind.ITEM, SourceKind.ARTIFACT)) -> list[Modifier]:
    """Master of Pain: every bonus counts in one Strength battle; an Item good in both kinds counts twice,
    an Ability once (000:L861-862)."""
    out = []
    for m in mods:
        both = BattleKind.STRENGTH in m.battle_kinds and BattleKind.WILLS in m.battle_kinds
        amount = m.amount * 2 if both and m.source_kind in source_kinds_twice else m.amount
        out.append(Modifier.model_validate({**m.model_dump(), "amount": amount,
                                            "battle_kinds": (BattleKind.STRENGTH,)}))
    return out
