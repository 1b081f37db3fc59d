"""The opponent's card in a battle: its printed values (None where unknown), the battle kinds it opens, and which
unknown values stop the battle."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..battle import (
    BattleKind,
    KindOption,
    StatOrder,
    attacker_battle_options,
    creature_battle_options,
    defender_battle_options,
)
from ..rules import zones as Z
from ..state import GameState
from . import specials
from .facts import Facts, part_words
from .loadout import SideSources
from .model import Battle


@dataclass
class FoeCard:
    """A Creature's or Guardian's printed values, None where unknown."""

    card: str
    name: str
    strength: int | None
    willpower: int | None
    stat_order: str | None
    lives: int | None
    types: tuple[str, ...]
    hooks: dict[str, tuple[int, object]] = field(default_factory=dict)
    total: int | None = None


OUTCOME_FIELDS = ("experience", "reward", "loss")  # what a result brings: no part of the odds


def blocking(battle: Battle, missing: list[str], out, for_odds: bool = False, also: set[str] = frozenset()) -> list[str]:
    """The missing values that stop the battle: the opponent's card's, those of the cards announced for it and those
    of `also` (held cards a battle asks for, such as a Dragonslayer Ability's bonus in the Realm) (for the odds
    alone, not what its result brings)."""
    # Others (a held card not used, an Ability whose effects are unknown) are shown for the table to apply.
    ids = {Z.base_id(c) for c in (battle.opponent.card,) if c} | set(also)
    for lo in (battle.hero, battle.foe):
        ids |= {Z.base_id(i) for i in lo.items} | {Z.base_id(s.card) for s in lo.spells}
    for key in battle.pending + battle.foe_pending + tuple(k for _, _, k in battle.used):
        ids.add(Z.base_id(key.split("|")[-1].split(":")[1]))
    block = [m for m in missing if (m.split(".")[0] in ids or m.startswith("space"))
             and not (for_odds and m.split(".", 1)[-1] in OUTCOME_FIELDS)]
    for m in missing:
        if m not in block and not (for_odds and m.split(".", 1)[-1] in OUTCOME_FIELDS):
            card, _, what = m.partition(".")
            what = ("what it does" if what == "effects" else "a number of what it does" if what.startswith("effects")
                    else part_words(what))
            out.table_applies.append(f"{Z.card_label(card)}: Herald does not know {what} yet; the table applies the "
                                     "card with another ±N")
    return block


def foe_card(facts: Facts, card: str) -> FoeCard:
    """A Creature's or Guardian's values; the ones the battle needs are noted as missing later."""
    c = facts.card(card)
    get = (lambda f: getattr(c, f, None)) if c is not None else (lambda f: None)
    hooks = {e.hook: (i, e) for i, e in facts.effects(card, "special") if e.kind == "rule_hook"}
    return FoeCard(card=card, name=facts.name(card), strength=get("strength"), willpower=get("willpower"),
                   stat_order=get("stat_order"), lives=get("lives"), types=tuple(get("creature_types") or ()),
                   hooks=hooks, total=get("total_stat"))


def artifacts(facts: Facts, state: GameState, seat: int) -> int:
    """How many Artifacts a hero carries."""
    return sum(1 for c in state.zone(Z.items(seat)) if "artifact" in (getattr(facts.card(c), "kind", None),
                                                                      getattr(facts.card(c), "deck", None)))


def kind_options(state: GameState, facts: Facts, battle: Battle, hero_src: SideSources,
                 foe_src: SideSources | None, foe: FoeCard | None) -> list[KindOption]:
    """The battle kinds open now: against a creature from its stat order; between heroes the attacker's
    announcement, then the defender's answer (000:L347-353, 000:L385-387)."""
    hero = state.hero(battle.seat)
    if battle.opponent.kind == "hero":
        other = state.hero(battle.opponent.seat)
        if battle.step == "answer" and battle.announced:
            return list(defender_battle_options(BattleKind(battle.announced), other.magic,
                                                artifacts(facts, state, battle.seat),
                                                discount=foe_src.wills_discount if foe_src else 0))
        return list(attacker_battle_options(hero.magic, artifacts(facts, state, other.seat),
                                            discount=hero_src.wills_discount))
    if foe is None or foe.stat_order is None:
        facts.need(battle.opponent.card or "opponent", "stat_order")
        return []
    opts = list(creature_battle_options(StatOrder(foe.stat_order), hero.magic, discount=hero_src.wills_discount,
                                        sequence="wills_then_strength_battle" in foe.hooks))
    if "shapeless_entry_costs" in foe.hooks:
        out = []
        for o in opts:
            why = specials.shapeless_refusal(o.kinds[0].value, hero.health, hero.magic)
            out.append(o.model_copy(update={"allowed": False, "reason": why}) if why and o.allowed else o)
        opts = out
    return opts


