"""A hero's Races on the player aid (Dragon Realm's Ancient Races): names, caps, limits, Ability cost, the bank and
the Rage token, read from the hero's recorded sheet and the catalog's public methods."""

from __future__ import annotations

from typing import Any


def _name(catalog: Any, race: str) -> str:
    try:
        card = catalog.card(race) if catalog is not None else None
    except Exception:  # noqa: BLE001 - a Race the catalog does not know: named from its id
        card = None
    return getattr(card, "name", None) or race.replace("-", " ").title()


def race_lines(hero: Any, catalog: Any) -> dict | None:
    """What the aid prints about a hero's Races, or None for a hero without one."""
    races = tuple(getattr(hero, "races", ()) or ())
    if not races:
        return None
    sheet = hero.sheet
    cost = sheet.ability_cost
    rage = None
    if "rage" in sheet.traits:
        rage = "with you" if not hero.rage else f"on {hero.rage.split('#')[0].replace('-', ' ').title()}"
    return {
        "names": " and ".join(_name(catalog, r) for r in races),
        "cost": "the printed cost" if not cost else f"the printed cost {'less' if cost < 0 else 'plus'} {abs(cost)}",
        "bank": hero.bank if sheet.bank_cap else None,
        "bank_cap": sheet.bank_cap,
        "rage": rage,
    }
