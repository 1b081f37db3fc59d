"""One Conjurers card (or the battle die) as its catalog page shows it: each value in force with where it comes
from (the rulebook's line, the group's entry with when and where, or unknown), and the page's form read back into
values the group's entries take; a field typed in a way Herald cannot read is named and nothing is stored."""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING, Any

from werkzeug.datastructures import MultiDict

from app.games.conjurers import entries
from app.games.conjurers.catalog import load_sources
from app.games.conjurers.screens.battle.names import ability_name
from app.games.conjurers.screens.table.read_forms import FormError, cost_of
from app.store.card_entries import Entry

if TYPE_CHECKING:
    from app.games.conjurers.engine import Catalog
    from app.games.conjurers.engine.cards import EntryError

FIELDS = {"level": "level", "cost": "cost", "vp": "victory points", "name": "name", "hp": "HP", "bd": "battle dice",
          "abilities": "abilities", "element": "element", "faces": "faces showing 0, 1 and 2"}
BY_DECK = {"creature": ("name", "level", "hp", "bd", "abilities", "element"),
           "level1": ("name", "level", "hp", "bd", "abilities", "element"),
           "item": ("name", "cost", "abilities"), "artifact": ("name", "cost", "vp", "abilities")}
ELEMENTS = ("fire", "earth", "air", "water")
NUMBERS = ("level", "vp", "hp", "bd")
_X = re.compile(r"^(.*?)\s+(\d+)$")


@cache
def sources() -> dict[str, dict[str, str]]:
    """Seed lines of the values cards/conjurers/ gives."""
    return load_sources()


def title(catalog: Catalog, card_id: str) -> str | None:
    """A card (or the battle die) in words; None when Herald has no such card."""
    from app.games.conjurers.screens.words import card_words

    if card_id == entries.DIE:
        return "The battle dice"
    card = next((c for c in catalog.cards if c.id == card_id), None)
    return None if card is None else card_words(card_id, card.name)


def value_words(field: str, value: Any) -> str:
    """A value as a person reads it."""
    if value is None:
        return "unknown"
    if field == "abilities":
        return ", ".join(ability_name(a, x) for a, x in value.items()) or "none"
    if field == "cost":
        return ", ".join(f"{n} {r}" for r, n in value.items()) or "free"
    if field == "faces":
        return " · ".join(f"{n} show {face}" for face, n in enumerate(value))
    return str(value)


def in_force(catalog: Catalog, card_id: str, field: str) -> Any:
    """The value every game reads now (None where unknown)."""
    card = next(c for c in catalog.cards if c.id == card_id)
    if field in ("name", "level", "cost", "vp"):
        return getattr(card, field)
    kept = catalog.gear.get(card_id) or catalog.printed.get(card_id)
    return None if kept is None else getattr(kept, field, None)


def fields_of(catalog: Catalog, card_id: str, current: list[Entry]) -> list[dict]:
    """Each value of the card: in force, in words, its provenance, and the group's entry if it has one."""
    if card_id == entries.DIE:
        die, entry = entries.group_die_of(current)
        rows = [("faces", list(die), entry, None)]
    else:
        deck = next(c.deck for c in catalog.cards if c.id == card_id)
        mine = {e.field: e for e in current}
        rows = [(f, in_force(catalog, card_id, f), mine.get(f), sources().get(card_id, {}).get(f))
                for f in BY_DECK[deck]]
    out = []
    for field, value, entry, line in rows:
        if entry is not None:
            where = "your group"
        elif line is not None:
            where = f"the rulebook, {line}"
        elif field == "faces":
            where = "Herald's reading of the rulebook (two faces of each; research Q-37), until your group counts its own"
        else:
            where = "unknown: Herald asks the first time a game needs it"
        out.append({"field": field, "label": upper_first(FIELDS[field]), "value": value, "words": value_words(field, value),
                    "where": where, "entry": entry, "form": form_text(field, value)})
    return out


def upper_first(text: str) -> str:
    """The text with its first letter a capital (the rest as it is: 'HP', 'Q-37')."""
    return text[:1].upper() + text[1:]


def form_text(field: str, value: Any) -> str:
    """A value as the form's field shows it for correcting."""
    if value is None:
        return ""
    if field == "abilities":
        return ", ".join(ability_name(a, x) for a, x in value.items()) or "none"
    if field == "cost":
        return ", ".join(f"{n} {r}" for r, n in value.items()) or "free"
    return str(value)


def _number(raw: str, label: str) -> int:
    if not raw.isdigit():
        raise FormError(f"{label} is a whole number (not {raw!r}).")
    return int(raw)


def abilities_of(text: str) -> dict[str, int]:
    """'flying, power hit 2' as {'flying': 0, 'power_hit': 2}; 'none' as {}."""
    from app.games.conjurers.engine.battle.profile import WITH_X

    if text.strip().lower() in ("none", "no abilities", "-"):
        return {}
    out: dict[str, int] = {}
    for part in text.split(","):
        part = " ".join(part.lower().split())
        if not part:
            continue
        m = _X.match(part)
        name, x = (m.group(1), int(m.group(2))) if m else (part, 0)
        name = name.replace(" ", "_")
        if name not in WITH_X and m:
            raise FormError(f"Abilities: {name.replace('_', ' ')} takes no number (not {part!r}).")
        out[name] = x
    return out


def read_form(catalog: Catalog, card_id: str, form: MultiDict, current_die: tuple = ()) -> dict[str, Any]:
    """The values the form changes, as the group's entries take them; FormError names a field typed wrongly."""
    from app.games.conjurers.engine.cards import PRINTED_FIELDS

    if card_id == entries.DIE:
        faces = [(form.get(f"faces.{i}") or "").strip() for i in range(3)]
        if not all(faces):
            raise FormError("Type how many faces show 0, 1 and 2 (a count in each of the three boxes).")
        counts = [_number(raw, f"The count of faces showing {i}") for i, raw in enumerate(faces)]
        return {} if tuple(counts) == current_die else {"faces": counts}
    deck = next(c.deck for c in catalog.cards if c.id == card_id)
    changes: dict[str, Any] = {}
    for field in BY_DECK[deck]:
        raw = (form.get(field) or "").strip()
        if not raw:
            continue
        label = upper_first(FIELDS[field])
        if field in NUMBERS:
            value: Any = _number(raw, label)
        elif field == "cost":
            value = cost_of(raw)
        elif field == "abilities":
            value = abilities_of(raw)
        elif field == "element":
            if raw not in (*ELEMENTS, "none"):
                raise FormError(f"Element is one of {', '.join(ELEMENTS)} or none (not {raw!r}).")
            value = None if raw == "none" else raw
        else:
            value = " ".join(raw.split())
            if len(value) > 60:
                raise FormError("Name: at most 60 characters.")
        if value != in_force(catalog, card_id, field):
            changes[field] = value
    if deck in ("creature", "level1") and set(changes) & set(PRINTED_FIELDS):
        for field in PRINTED_FIELDS:  # a creature's numbers are stored together
            if field not in changes:
                known = in_force(catalog, card_id, field)
                changes[field] = {} if field == "abilities" and known is None else known
        if changes["hp"] is None or changes["bd"] is None:
            raise FormError("Type the card's HP and battle dice together with its other battle numbers.")
    return changes


def refusal(catalog: Catalog, exc: EntryError) -> str:
    """An entry the catalog refuses, in words: the card, the field, the reason."""
    what = title(catalog, exc.entity) or exc.entity
    field = FIELDS.get((exc.field or "").split(".")[0], exc.field)
    if exc.entity == entries.DIE and exc.field == "faces":
        field = "faces"
    return f"{what}{', ' + field if field else ''}: {exc.detail}. Nothing was changed."
