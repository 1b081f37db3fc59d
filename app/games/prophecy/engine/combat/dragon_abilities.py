"""The Dragon Realm's Abilities in battle: Dragon Aura keeps battle Spells out of a fight between characters
(003:L787), Fire Breathing has the attacker choose her Spells and Items first (003:L791), and Dragon Magic takes its
Magic off every Spell cast in the Realm (003:L731)."""

from __future__ import annotations

from .. import rulebook
from ..errors import InvalidInput
from ..rules import discounts
from ..state import GameState
from .facts import Facts

AURA = "no_battle_spells_between_characters"
FIRST = "attacker_chooses_first"

R_DRAGON_AURA = rulebook.rule(
    "dragon_aura",
    "Dragon Aura: in a battle between characters where either fighter holds it, neither casts battle Spells (Prayer, "
    "Concentration, Berserker Rage, weapon Spells…); Spells used after the battle, such as Healing Arts, still work.",
    "003:L787",
)
R_FIRE_BREATHING = rulebook.rule(
    "fire_breathing",
    "Fire Breathing: in a battle between characters with its holder, the attacker chooses her Spells and Items "
    "before each roll first, then the defender.",
    "003:L791",
)

R_DRAGON_MAGIC = rulebook.rule(
    "dragon_magic", "Dragon Magic makes every Spell cast in the Dragon Realm cheaper, not one a round; outside the "
    "Realm it does nothing.", "003:L731",
)


def _holders(out, battle, hook: str) -> list[str]:
    if battle.opponent.kind != "hero":
        return []
    return [out.names[side] for side in ("hero", "foe") if hook in out.hooks.get(side, {})]


def bar_spells(out, battle) -> None:
    """Dragon Aura: both fighters' battle Spells leave the offers (kept in `out.barred` to refuse them by the rule),
    Spells already announced are refused, and the screen says why."""
    holders = _holders(out, battle, AURA)
    if not holders:
        return
    for side in ("hero", "foe"):
        out.barred[side] = {o.id for o in out.options.get(side, []) if o.spell} | {
            c for c, _ in out.spells.get(side, [])}
        out.options[side] = [o for o in out.options.get(side, []) if not o.spell]
        out.spells[side] = []
    who = " and ".join(holders)
    out.notices.append(f"Dragon Aura ({who}): no battle Spells on either side in this fight; Spells used after it "
                       f"still work ({R_DRAGON_AURA.ref}).")
    for loadout in (battle.hero, battle.foe):
        if loadout.spells:
            out.violations.append({"code": "dragon_aura", "rule": R_DRAGON_AURA.ref,
                                   "item_ids": [s.card for s in loadout.spells],
                                   "message": f"Dragon Aura ({who}) keeps battle Spells out of this fight"})


def attacker_first(out, battle) -> bool:
    """Whether Fire Breathing orders this fight's choices (noted on the screen when it does)."""
    holders = _holders(out, battle, FIRST)
    if holders:
        out.notices.append(f"Fire Breathing ({' and '.join(holders)}): the attacker chooses her Spells and Items "
                           f"first, then the defender ({R_FIRE_BREATHING.ref}); the card's own effect is the table's "
                           "to apply.")
    return bool(holders)


def attacker_decided(built, b) -> bool:
    """Whether the attacker has chosen for the coming roll: she announced something, said she uses nothing, or has
    nothing left to choose."""
    if b.pending or b.hero_done == (b.segment, b.next_roll):
        return True
    used = {k.partition("|")[2] for _, _, k in b.used}
    return not [o for o in built.options.get("hero", []) if o.recast or o.id not in used]


def attacker_closed(b) -> bool:
    """Whether the attacker's choice for the coming roll is over: she said so, or the defender has chosen since."""
    return b.hero_done == (b.segment, b.next_roll) or bool(b.foe_pending)


def check_roll_order(built, b, side: str) -> None:
    """Fire Breathing: the defender's choice for a roll waits for the attacker's, and the attacker adds nothing once
    the defender's turn to choose has come (003:L791)."""
    if not built.attacker_first:
        return
    if side == "foe" and not attacker_decided(built, b):
        raise rulebook.refuse(R_FIRE_BREATHING, f"{built.names['hero']} chooses first for roll {b.next_roll}.")
    if side == "hero" and attacker_closed(b):
        raise rulebook.refuse(R_FIRE_BREATHING, f"{built.names['hero']} has chosen for roll {b.next_roll}; now "
                                                f"{built.names['foe']} chooses.")


def check_barred(built, side: str, oid: str, label: str) -> None:
    """Dragon Aura: a battle Spell chosen in a fight it covers is refused by the rule."""
    if oid in built.barred.get(side, set()):
        raise rulebook.refuse(R_DRAGON_AURA, f"{label} cannot be cast in this fight.")


def spell_cut(state: GameState, facts: Facts, seat: int) -> tuple[int, list[str]]:
    """Dragon Magic: the Magic taken off every Spell this hero casts here, and the cards whose number is unknown."""
    cut, unknown = 0, []
    for card, i, amount in discounts.standing_cuts(state, seat, facts.card):
        if amount is None:
            unknown.append(f"{card.split('#')[0]}.effects[{i}].amount")
        else:
            cut += amount
    return cut, unknown


def note_unknown_cut(out, state: GameState, facts: Facts, seats: dict[str, int | None]) -> None:
    """Say on the screen that Dragon Magic's number is needed before a fighter with Spells to cast casts one."""
    for side, seat in seats.items():
        if seat is None or not (out.spells.get(side) or any(o.spell for o in out.options.get(side, []))):
            continue
        _, unknown = spell_cut(state, facts, seat)
        if unknown:
            out.notices.append(f"Dragon Magic ({out.names[side]}): Herald does not know how much Magic it takes off "
                               f"each Spell here; type the card's number before casting one ({R_DRAGON_MAGIC.ref}).")


def known_cut(state: GameState, facts: Facts, seat: int) -> int:
    """Dragon Magic's cut for a Spell being cast now; refused while its number is unknown (type it with the step or
    on the card's Catalog page)."""
    cut, unknown = spell_cut(state, facts, seat)
    if unknown:
        raise InvalidInput("Herald does not know how much Magic Dragon Magic takes off each Spell in the Dragon Realm: "
                           "type the number printed on the card with this step, or on its Catalog page.", "values")
    return cut
