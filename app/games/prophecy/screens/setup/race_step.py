"""The wizard's Races (Dragon Realm expansion): the parts chosen, each seat's Race (two with Hybrids), and what
the Race cards in play show that Herald's catalog lacks, typed once and kept as the group's entries.

Pure functions over the wizard's form (field names `expansion`, `seat<i>_race1`, `seat<i>_race2`,
`race_<race>_<field>`) and the catalog.
"""

from __future__ import annotations

from typing import Any

PARTS = (
    ("races", "Ancient Races", "Every hero has a Race as well as a character (003:L103)."),
    ("hybrids", "Hybrids", "Every hero crosses two Races, with both Races' rules; needs the Races (003:L647)."),
)
RACES = ("human", "elf", "dwarf", "troll", "halfling", "goblin")
FIELDS = (
    ("strength", "Strength change", -5, 5),
    ("willpower", "Willpower change", -5, 5),
    ("gold", "Extra Gold", 0, 20),
    ("experience", "Extra Experience", 0, 20),
    ("item_limit", "Item limit change", -5, 5),
    ("ability_limit", "Ability limit change", -5, 5),
)
SEAT_RACE_FIELDS = tuple(f"seat{i}_race{k}" for i in range(5) for k in (1, 2))
VALUE_FIELDS = tuple(f"race_{r}_{f}" for r in RACES for f, *_ in FIELDS)


def chosen(form) -> set[str]:
    """The expansion parts ticked."""
    values = form.getlist("expansion") if hasattr(form, "getlist") else []
    return {v for v in values if v in dict((p[0], p) for p in PARTS)}


def per_hero(form) -> int:
    """Race cards per hero: 0, 1, or 2 with Hybrids."""
    parts = chosen(form)
    return 2 if "hybrids" in parts else (1 if "races" in parts else 0)


def rows(catalog) -> list[dict[str, Any]]:
    """Each Race as the form shows it: its name, summary and each setup value (None where the table types it)."""
    out = []
    for race in RACES:
        try:
            card = catalog.card(race) if catalog is not None else None
        except Exception:  # noqa: BLE001 - a catalog without Races: every value is typed
            card = None
        out.append({"id": race, "name": getattr(card, "name", None) or race.title(),
                    "summary": getattr(card, "summary", None) or "",
                    "values": {f: getattr(card, f, None) for f, *_ in FIELDS}, "copies": getattr(card, "copies", None)})
    return out


def seat_races(form, i: int) -> list[str]:
    """The Races a seat chose, in order."""
    return [r for r in [form.get(f"seat{i}_race{k}") or "" for k in (1, 2)][:per_hero(form)] if r]


def check(form, seats: int, catalog) -> str | None:
    """What is wrong with the Races, every problem at once (one sentence each), or None."""
    parts, n = chosen(form), per_hero(form)
    if "hybrids" in parts and "races" not in parts:
        return "Hybrids need the Ancient Races: tick Races too."
    if not n:
        return None
    known = {r["id"]: r for r in rows(catalog)}
    problems: list[str] = []
    for i in range(seats):
        picked = seat_races(form, i)
        player = form.get(f"seat{i}_player") or f"Player {i + 1}"
        if n == 2 and len(picked) == 2 and picked[0] == picked[1]:
            problems.append(f"{player}'s hero has two {known.get(picked[0], {}).get('name', picked[0])} Races: a "
                            "Hybrid crosses two different Races (003:L647).")
            picked = picked[:1] if picked[0] in known else []
        elif len(picked) != n or len(set(picked)) != n or any(r not in known for r in picked):
            problems.append(f"Choose {'the Race' if n == 1 else 'two different Races'} of {player}'s hero.")
            continue
        for race in picked:
            for field, label, low, high in FIELDS:
                if known[race]["values"][field] is not None:
                    continue
                raw = (form.get(f"race_{race}_{field}") or "").strip()
                problem = (f"Type the {known[race]['name']} card's {label.lower()} ({low} to {high}; 0 if the card "
                           "shows none).")
                if not _int_in(raw, low, high) and problem not in problems:
                    problems.append(problem)
    return " ".join(problems) or None


def _int_in(raw: str, low: int, high: int) -> bool:
    try:
        return low <= int(raw) <= high
    except ValueError:
        return False


def picks(form, i: int, catalog) -> list[dict[str, Any]]:
    """A seat's Races for create_game, with the values the table typed where the catalog lacks them."""
    known = {r["id"]: r for r in rows(catalog)}
    out = []
    for race in seat_races(form, i):
        pick: dict[str, Any] = {"race": race}
        for field, *_ in FIELDS:
            if known.get(race, {}).get("values", {}).get(field) is None:
                raw = (form.get(f"race_{race}_{field}") or "").strip()
                if raw.lstrip("-").isdigit():
                    pick[field] = int(raw)
        out.append(pick)
    return out


def new_entries(action, catalog) -> dict[str, dict[str, Any]]:
    """The Race values a created game typed that the catalog lacks: the group's entries from now on."""
    out: dict[str, dict[str, Any]] = {}
    for seat in getattr(action, "seats", ()):
        for pick in seat.races:
            try:
                missing = set(catalog.missing_fields(pick.race))
            except Exception:  # noqa: BLE001 - not a catalog Race: nothing to keep
                continue
            typed = {f: getattr(pick, f) for f, *_ in FIELDS if getattr(pick, f) is not None and f in missing}
            if typed:
                out.setdefault(pick.race, {}).update(typed)
    return out
