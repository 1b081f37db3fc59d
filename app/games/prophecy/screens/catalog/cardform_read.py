"""A submitted card form read into the group's entries: each typed value as its widget reads it, unknown numbers
typed into the card's effect lines, new lines and "nothing printed here". An empty input changes nothing.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from werkzeug.datastructures import MultiDict

from app.games.prophecy.screens.catalog.cardform import NEW_LINES, Spec, effect_fields, layout
from app.games.prophecy.screens.catalog.effect_gaps import effect_gaps, gap_choices

if TYPE_CHECKING:
    from app.games.prophecy.engine.cards import Card, Catalog


def _number(field: str, raw: str) -> Any:
    raw = raw.strip()
    if re.fullmatch(r"[+-]?\d{1,4}", raw):
        return int(raw)
    return raw  # the catalog refuses it, naming the field


def _choice(spec: Spec, raw: str) -> Any:
    for choice in spec.choices:
        if str(choice) == raw:
            return choice
    return raw


def card_ids(catalog: Catalog | None, raw: str) -> list[str]:
    """Card names (or ids) typed with commas, as catalog ids: a name the catalog knows becomes its card's id; any
    other is kept as typed, in id form, for the catalog to accept or refuse by name."""
    by_name: dict[str, str] = {}
    if catalog is not None:
        for known in catalog.cards():
            by_name.setdefault(str(known.name or "").casefold(), known.id)
            by_name.setdefault(known.id, known.id)
    out = []
    for part in (p.strip() for p in raw.split(",")):
        if part:
            out.append(by_name.get(part.casefold()) or re.sub(r"[^a-z0-9]+", "-", part.casefold()).strip("-"))
    return list(dict.fromkeys(out))


def parse_input(spec: Spec, raw: str) -> Any:
    """One typed value as its widget reads it; a select's 'null' (where a value may become unknown) is None."""
    if raw == "null" and spec.widget in ("bool", "choice"):
        return None
    if spec.widget == "int":
        return _number(spec.field, raw)
    if spec.widget == "bool":
        return {"yes": True, "no": False}.get(raw, raw)
    return _choice(spec, raw) if spec.widget == "choice" else raw


def read_form(card: Card, catalog: Catalog, form: MultiDict) -> dict[str, Any]:
    """The values a submitted card form changes, as {field path: value}; empty inputs change nothing."""
    changes: dict[str, Any] = {}
    kind = card.kind
    if kind == "unregistered":
        chosen = form.get("kind", "").strip()
        if chosen:
            changes["kind"] = chosen
        name = form.get("f:name", "").strip()
        if name:
            changes["name"] = name
        return changes
    for spec in layout(card):
        current = getattr(card, spec.field, None)
        if spec.widget == "multi":
            picked = tuple(_choice(spec, v) for v in form.getlist(f"f:{spec.field}"))
            if picked and picked != tuple(current or ()):
                changes[spec.field] = list(picked)
            continue
        raw = form.get(f"f:{spec.field}", "").strip()
        if raw == "":
            continue
        value = card_ids(catalog, raw) if spec.widget == "cards" else parse_input(spec, raw)
        if spec.widget == "cards" and tuple(value) == tuple(current or ()):
            continue
        if value != current:
            changes[spec.field] = value
    for field in effect_fields(card):
        changes.update(_effect_changes(card, catalog, field, form))
    return changes


def _effect_changes(card: Card, catalog: Catalog, field: str, form: MultiDict) -> dict[str, Any]:
    """Unknown numbers typed into known effect lines, new lines, or 'nothing printed here'."""
    out: dict[str, Any] = {}
    for paths in effect_gaps(card, catalog, field).values():
        for path in paths:
            raw = form.get(f"f:{path}", "").strip()
            words = gap_choices(card, path)
            if raw:
                out[path] = next((w for w in words if str(w) == raw), raw) if words else _number(path, raw)
    new = []
    for i in range(NEW_LINES):
        kind = form.get(f"new:{field}:{i}:kind", "").strip()
        if not kind:
            continue
        line: dict[str, Any] = {"kind": kind, "source": "table"}
        raw = form.get(f"new:{field}:{i}:amount", "").strip()
        if kind == "manual":
            note = form.get(f"new:{field}:{i}:note", "").strip() or raw
            if note:
                line["note"] = note
        elif raw:
            line["amount"] = _number(f"{field}[{i}].amount", raw)
        new.append(line)
    if form.get(f"none:{field}") and not new:
        return {field: []}
    if new:
        known = [e.model_dump(mode="json", exclude_defaults=True) | {"kind": e.kind}
                 for e in (getattr(card, field) or ())]
        merged = known + new
        for path, value in list(out.items()):
            m = re.match(rf"^{field}\[(\d+)\]\.(\w+)$", path)
            if m and int(m[1]) < len(known):
                merged[int(m[1])][m[2]] = value
                del out[path]
        out[field] = merged
    return out
