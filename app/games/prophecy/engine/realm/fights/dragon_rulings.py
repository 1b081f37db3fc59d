"""The appendix's rulings on the negative Creature Dragon cards (003:L757-767), read from the catalog's `ruling`:
the Phantom Dragon's Strength fixed for the battle before any battle Spell (003:L759), the Skeletal Dragon's die
capped at the Magic the hero paid (003:L763), and the Golden Dragon Lord's Item swap after a win (003:L767, in
realm/fights/golden.py). The cards' own texts are not in the seed: the table types what they print for this
battle, Herald applies what the rulings fix."""

from __future__ import annotations

from ... import rulebook
from ...actions import Context, guard
from ...battle.dice import FACES, face_value
from ...rules.zones import base_id
from ...state import GameState

PHANTOM = "strength_before_spells"
SKELETAL = "magic_caps_the_die"
GOLDEN = "swap_an_item"

R_PHANTOM = rulebook.rule(
    "realm_phantom_dragon",
    "Phantom Dragon: its Strength for the battle is settled before anyone casts a battle Spell, and no Spell changes "
    "it afterwards.",
    "003:L759",
)
R_SKELETAL = rulebook.rule(
    "realm_skeletal_dragon",
    "Skeletal Dragon: the hero pays Magic before the roll, at most what she has; her die counts no more than the "
    "Magic paid, after any change to it (nothing paid counts as 0).",
    "003:L763",
)


def ruling(ctx, card: str | None) -> str | None:
    """The appendix ruling the catalog gives a Dragon card (None for any other card)."""
    if card is None or ctx is None or getattr(ctx, "catalog", None) is None:
        return None
    try:
        return getattr(ctx.catalog.card(base_id(card)), "ruling", None)
    except Exception:  # noqa: BLE001 - a card the catalog does not know has no ruling
        return None


def foe_ruling(state: GameState, ctx) -> str | None:
    """The ruling of the Creature in the battle under way (None outside a battle or for another foe)."""
    b = state.battle
    if b is None or b.opponent.kind != "creature":
        return None
    return ruling(ctx, b.opponent.card)


def capped(faces: tuple[tuple[int, int], ...], cap: int) -> tuple[tuple[int, int], ...]:
    """A side's face map with every face's worth (after its own change, e.g. a Halfling's luck) capped (003:L763)."""
    return tuple((f, min(face_value(f, faces), cap)) for f in FACES if min(face_value(f, faces), cap) != f)


def fixed_foe(foe, battle, rule: str | None) -> None:
    """The Phantom Dragon fights with the Strength the table fixed for this battle, never a kept card value."""
    if rule == PHANTOM:
        foe.strength = battle.fixed_strength


def unasked(out, foe, rule: str | None) -> None:
    """The Phantom's Strength is asked by the battle (phantom_strength), not as the card's printed value."""
    if rule != PHANTOM or foe is None:
        return
    path = f"{base_id(foe.card)}.strength"
    out.missing = [m for m in out.missing if m != path]
    out.blocking = [m for m in out.blocking if m != path]


PHANTOM_WAITS = "the Phantom Dragon's Strength for this battle"
SKELETAL_WAITS = "the Magic the hero pays against the Skeletal Dragon"


def waiting(out, battle, rule: str | None) -> None:
    """Once the kind is fixed, what the battle still waits for besides card values: no odds are given before."""
    if rule == PHANTOM and battle.fixed_strength is None and "strength" in battle.kinds:
        out.blocking.append(PHANTOM_WAITS)
    elif rule == SKELETAL and battle.paid_magic is None and battle.kinds:
        out.blocking.append(SKELETAL_WAITS)


def hero_side(battle, rule: str | None, side: dict) -> dict:
    """The hero's die fields for a battle against the Skeletal Dragon: capped at the Magic she paid."""
    if rule != SKELETAL or battle.paid_magic is None:
        return side
    note = f"Skeletal Dragon: her die counts at most {battle.paid_magic} (Magic paid)"
    return {"faces": capped(side.get("faces", ()), battle.paid_magic),
            "faces_note": "; ".join(n for n in (side.get("faces_note"), note) if n)}


def _casts_spell(kind: str, fields: dict) -> bool:
    """Whether an announcement or a roll's choice casts a Spell."""
    if kind == "announce_equipment":
        return bool(fields.get("spells"))
    if kind == "choose_roll_options":  # Prayer, Concentration: per-roll Spells (ids "spell:<card>")
        return any(str(o).startswith("spell:") for o in fields.get("use") or ())
    return False


@guard
def dragon_rulings(state: GameState, kind: str, fields: dict, ctx: Context) -> None:
    """Refuse a battle Spell before the Phantom's Strength is fixed, and a roll before the Skeletal's Magic is paid."""
    if state.battle is None or kind not in ("announce_equipment", "choose_roll_options", "battle_roll"):
        return
    rule, b = foe_ruling(state, ctx), state.battle
    if rule == PHANTOM and b.fixed_strength is None:
        if _casts_spell(kind, fields):
            raise rulebook.refuse(R_PHANTOM, "Type the Phantom Dragon's Strength for this battle before any Spell "
                                             "is announced.")
        if kind == "battle_roll" and "strength" in b.kinds:
            raise rulebook.refuse(R_PHANTOM, "Type the Phantom Dragon's Strength for this battle before the roll.")
    if rule == SKELETAL and b.paid_magic is None and kind == "battle_roll":
        raise rulebook.refuse(R_SKELETAL, "Say how much Magic the hero pays against the Skeletal Dragon before "
                                          "the roll.")
