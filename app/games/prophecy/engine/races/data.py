"""The Race cards as the rules read them, and a hero's start from them: cubes, caps, tokens, limits, costs.

What the catalog lacks at setup (a Race's Strength change, its starting Gold ...) is typed by the table with the
seat (`RacePick`); a typed value that contradicts the catalog is refused, as for a character's cubes.
"""

from __future__ import annotations

from .. import rulebook
from ..errors import InvalidInput
from ..model import Frozen
from ..slots.races import RaceId, RacePick  # noqa: F401 - a seat's Races are a slot of the setup
from ..slots.sheet import BASE_ABILITY_LIMIT, BASE_BLUE_CAP, BASE_ITEM_LIMIT, BASE_RED_CAP, HeroSheet

SETUP_FIELDS = ("strength", "willpower", "gold", "experience", "item_limit", "ability_limit")
# The numbers of a Race's rules, read into the hero's sheet when the catalog knows them.
RULE_NUMBERS = ("weaponcraft_bonus", "trophy_experience", "trophy_gold", "rage_bonus", "thrown_bonus",
                "long_penalty", "forest_spell_discount", "forest_wills_discount", "luck_face", "luck_counts_as")

R_RACE_VALUES = rulebook.rule(
    "race_values",
    "A Race changes the hero's starting cubes, caps, tokens and limits as its card shows; type what Herald lacks.",
    "003:L125",
)
R_RACE_COUNT = rulebook.rule(
    "race_count",
    "With the Ancient Races every hero has one Race; with Hybrids, two different ones.",
    "003:L103",
)


def _raw(ctx, race: str):
    cat = getattr(ctx, "catalog", None)
    if cat is None:
        return None
    try:
        card = cat.card(race)
    except (KeyError, LookupError, ValueError):
        return None
    return card if getattr(card, "kind", None) == "race" else None


def race_ids(ctx) -> tuple[str, ...]:
    """Every Race the catalog knows, in file order."""
    cat = getattr(ctx, "catalog", None)
    races = getattr(cat, "cards", None)
    return tuple(c.id for c in races("race")) if races else ()


def race_name(ctx, race: str) -> str:
    """A Race as the table names it."""
    raw = _raw(ctx, race)
    return raw.name if raw is not None and raw.name else race.replace("-", " ").title()


def race_needs(ctx, race: str) -> tuple[str, ...]:
    """The values of a Race's card the table must type at setup."""
    raw = _raw(ctx, race)
    if raw is None:
        return SETUP_FIELDS
    return tuple(f for f in SETUP_FIELDS if getattr(raw, f) is None)


def _value(ctx, pick: RacePick, field: str) -> int:
    raw = _raw(ctx, pick.race)
    printed = getattr(raw, field) if raw is not None else None
    typed = getattr(pick, field)
    if printed is not None and typed is not None and printed != typed:
        raise InvalidInput(f"Herald's catalog gives the {race_name(ctx, pick.race)} {field.replace('_', ' ')} "
                           f"{printed:+d}, not {typed:+d}. Correct it on the Catalog page first if your card differs.",
                           field)
    value = printed if printed is not None else typed
    if value is None:
        raise rulebook.refuse(R_RACE_VALUES, f"Herald does not know the {race_name(ctx, pick.race)}'s "
                                             f"{field.replace('_', ' ')}: type it from the Race card.")
    return value


def check_picks(ctx, picks: tuple[RacePick, ...], per_hero: int) -> None:
    """Refuse a seat's Races when their number does not match the options, or one is not a Race."""
    if len(picks) != per_hero or len({p.race for p in picks}) != len(picks):
        want = "no Race" if not per_hero else ("one Race" if per_hero == 1 else "two different Races")
        raise rulebook.refuse(R_RACE_COUNT, f"Each hero takes {want} in this game.")
    known = race_ids(ctx)
    for p in picks:
        if known and p.race not in known:
            raise InvalidInput(f"There is no Race {p.race!r} in Herald's catalog.", "races")


class RaceStart(Frozen):
    """What a hero's Races add at setup: cube changes, starting tokens, and the sheet."""

    strength: int = 0
    willpower: int = 0
    gold: int = 0
    experience: int = 0
    bank: int = 0
    sheet: HeroSheet = HeroSheet.model_construct()


def race_start(ctx, picks: tuple[RacePick, ...]) -> RaceStart:
    """Combine a hero's Races (both with Hybrids: changes add up, rules join; 003:L647) into her start."""
    if not picks:
        return RaceStart()
    total = {f: sum(_value(ctx, p, f) for p in picks) for f in SETUP_FIELDS}
    raws = [r for r in (_raw(ctx, p.race) for p in picks) if r is not None]
    traits = tuple(dict.fromkeys(t for r in raws for t in r.traits))
    cost = sum(r.ability_cost or 0 for r in raws)
    bank = max((r.bank or 0 for r in raws if "bank" in r.traits), default=0)
    numbers: dict[str, int] = {}
    for r in raws:
        for name in RULE_NUMBERS:
            value = getattr(r, name)
            if value is not None:
                numbers[name] = numbers.get(name, 0) + value
    sheet = HeroSheet(
        red_cap=BASE_RED_CAP + total["strength"], blue_cap=BASE_BLUE_CAP + total["willpower"],
        item_limit=BASE_ITEM_LIMIT + total["item_limit"], ability_limit=BASE_ABILITY_LIMIT + total["ability_limit"],
        ability_cost=cost, bank_cap=bank, traits=traits, numbers=numbers,
    )
    return RaceStart(strength=total["strength"], willpower=total["willpower"], gold=total["gold"],
                     experience=total["experience"], bank=bank, sheet=sheet)
