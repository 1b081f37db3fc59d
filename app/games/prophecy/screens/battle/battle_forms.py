"""The battle screen's own inputs: a card's printed values typed in the catalog's effect vocabulary, and the
Spells announced with the equipment (maybe cast on a weapon). Pure: form fields in, action fields out.

Fields: `value:<card>:<path>` (a number or a choice), `types:<card>` (creature types), `none:<card>:<list>`
("none printed"), `line:<card>:<list>:<n>:<kind|amount|deck|note>` (one printed line), `asked[]` (the paths
the fight needs) and `cast:<spell>` ("" not cast, "yes", or the weapon it is cast on).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from app.games.prophecy.screens.catalog.cardform import STAT_ORDERS, choice_words, path_label

LISTS = ("reward", "loss", "special")
LINES = 2
GAINS = ("experience", "gold", "health", "magic", "strength", "willpower")
# What a printed line can say, per list, in our words (the catalog's effect kinds and the creature hooks).
LINE_KINDS: dict[str, tuple[tuple[str, str], ...]] = {
    "reward": tuple((k, k.title()) for k in GAINS) + (("draw_item", "Item cards"), ("manual", "Other (the table applies it)")),
    "loss": tuple((k, k.title()) for k in GAINS) + (("manual", "Other (the table applies it)"),),
    "special": (("hook:port_makes_stronger", "Stronger on a port space (+N)"),
                ("hook:no_spells_in_battle", "No Spells in this battle"),
                ("hook:wounds_on_encounter", "Wounds the hero even when not beaten (N Health)"),
                ("hook:destroys_used_weapon", "Destroys the weapon used"),
                ("hook:fist_fight_only_for_experience", "Experience only without weapons or Spells"),
                ("manual", "Other (the table applies it)")),
}
HOOK_AMOUNT = {"port_makes_stronger", "wounds_on_encounter"}
LIST_WORDS = {"reward": "reward", "loss": "loss", "special": "special rule"}
CHOICES: dict[str, tuple[tuple[str, str], ...]] = {
    "stat_order": tuple((k, choice_words(k)) for k in STAT_ORDERS),
    "lives": (("1", "One life"), ("3", "Three lives")),
    "port": (("true", "Has a port"), ("false", "No port")),
    "hands": (("0", "No hands"), ("1", "One hand"), ("2", "Two hands")),
}
TYPES = ("animal", "humanoid", "undead", "demon")
# The battle kind of a card's bonus ("effects[0].battle"), asked for Items and Spells alike.
BATTLE_KINDS = (("strength", "Battle of Strength"), ("wills", "Battle of Wills"), ("both", "Both kinds"))


def choices_for(path: str) -> tuple[tuple[str, str], ...] | None:
    """The choices a missing path is asked with, or None when it is typed."""
    return CHOICES.get(path) or (BATTLE_KINDS if path.endswith(".battle") else None)


class FieldError(ValueError):
    """A battle-screen entry that does not fit, naming the field."""


@dataclass(frozen=True)
class ValueInput:
    """One value a fight waits for and how the screen asks for it: number, choice, types or lines."""

    card: str
    path: str
    label: str
    widget: str
    choices: tuple[tuple[str, str], ...] = ()
    required: bool = True


def _path_words(path: str) -> str:
    """'reward[0].amount' as the card form names it: 'its reward 1: how much'; 'stat_order' as 'How it fights'."""
    return path_label(path)


def treasure_words(full: str, name) -> str:
    """A high-roll treasure's missing roll in the table's words ('Golem Guardian: the roll the treasure die must
    reach for a Rare Item'); another missing path as its line words."""
    card, _, path = full.partition(".")
    if re.fullmatch(r"reward\[\d+\]\.amount", path):
        return f"{name(card)}: the roll the treasure die must reach for a Rare Item"
    return f"{name(card)}: " + _path_words(path)


def treasure_inputs(paths, name) -> list[ValueInput]:
    """The numbers the treasure waits for (the roll its card asks for), each as one number typed from the card."""
    return [replace(i, label=treasure_words(f"{i.card}.{i.path}", name)) if i.widget == "number" else i
            for i in value_inputs(paths, name)]


def value_inputs(paths, name, unknown=lambda card, field: False) -> list[ValueInput]:
    """How to ask for each missing path ("angry-mob.reward", "thug.strength", "golem.reward[0].amount"); with the
    stat order unknown, the Strength and Willpower the catalog lacks are asked too, to fill in if printed."""
    out = []
    for full in paths:
        card, _, path = full.partition(".")
        if path == "stat_order":
            out += [ValueInput(card, stat, f"{name(card)}: {path_label(stat)} (if printed)", "number", required=False)
                    for stat in ("strength", "willpower") if f"{card}.{stat}" not in paths and unknown(card, stat)]
    for full in paths:
        card, _, path = full.partition(".")
        words = f"{name(card)}: " + _path_words(path)
        if path in LISTS:
            out.append(ValueInput(card, path, f"{name(card)}: {LIST_WORDS[path]}", "lines", LINE_KINDS[path]))
        elif path == "creature_types":
            out.append(ValueInput(card, path, f"{name(card)}: type", "types", tuple((t, t.title()) for t in TYPES)))
        elif choices_for(path):
            out.append(ValueInput(card, path, words, "choice", choices_for(path)))
        else:
            out.append(ValueInput(card, path, words, "number"))
    order = {"number": 0, "choice": 0, "types": 2, "lines": 1}  # as the card reads: values, ✓ ✗ ?, then types
    return sorted(out, key=lambda i: (order[i.widget], LISTS.index(i.path) if i.path in LISTS else 0))


RACE_WORDS = {"luck_face": "the battle die's face its luck changes", "luck_counts_as": "what that face counts as",
              "thrown_bonus": "bonus with a thrown weapon", "long_penalty": "change with a long weapon",
              "forest_wills_discount": "Magic off a Battle of Wills in a Forest", "rage_bonus": "Rage token bonus",
              "weaponcraft_bonus": "weaponcraft bonus"}


def race_inputs(paths, name) -> list[ValueInput]:
    """The numbers only a hero's Race card prints, asked beside the fight but not required (the table may apply
    them by hand): each typed once from the card and kept."""
    out = []
    for full in paths:
        card, _, path = full.partition(".")
        out.append(ValueInput(card, path, f"{name(card)}: {RACE_WORDS.get(path, _path_words(path))} (from the Race "
                                          "card)", "number", required=False))
    return out


def _int(raw: str, where: str, lo: int, hi: int) -> int:
    if not re.fullmatch(r"[+-]?\d{1,3}", raw.strip()) or not lo <= int(raw) <= hi:
        raise FieldError(f"{where}: type a whole number from {lo} to {hi}.")
    return int(raw)


def _scalar(path: str, raw: str, where: str) -> Any:
    if choices_for(path):
        allowed = dict(choices_for(path))
        if raw not in allowed:
            raise FieldError(f"{where}: choose one of {', '.join(allowed.values())}.")
        return {"true": True, "false": False}.get(raw, int(raw) if raw.isdigit() else raw)
    return _int(raw, where, -20, 30)


def _line(kind: str, fields: dict[str, str], field: str, where: str) -> dict[str, Any]:
    allowed = dict(LINE_KINDS[field])
    if kind not in allowed:
        raise FieldError(f"{where}: choose what the line says.")
    amount = fields.get("amount", "").strip()
    if kind == "manual":
        note = (fields.get("note", "") or amount).strip()
        if not note or len(note) > 400:
            raise FieldError(f"{where}: say in a few words what the table applies (up to 400 characters).")
        return {"kind": "manual", "note": note}
    if kind.startswith("hook:"):
        hook = kind.split(":", 1)[1]
        line = {"kind": "rule_hook", "hook": hook}
        if hook in HOOK_AMOUNT:
            line["amount"] = _int(amount, where, 0, 20)
        return line
    if kind == "draw_item":
        deck = fields.get("deck", "")
        if deck not in ("common", "rare"):
            raise FieldError(f"{where}: choose the Common or the Rare deck.")
        return {"kind": "draw_item", "deck": deck, "count": _int(amount or "1", where, 1, 5)}
    n = _int(amount, where, 0, 20)
    return {"kind": kind, "amount": -n if field == "loss" else n}


def typed_values(form, name, words=None) -> dict[str, dict[str, Any]]:
    """The card values typed on the fight form, in the catalog overrides' shape; FieldError names a bad one
    (as `words(full_path, name)` says it, else by the card and the path's words)."""
    words = words or (lambda full, nm: f"{nm(full.partition('.')[0])}, {_path_words(full.partition('.')[2])}")
    values: dict[str, dict[str, Any]] = {}
    lines: dict[tuple[str, str, str], dict[str, str]] = {}
    for key in form:
        parts = key.split(":")
        if parts[0] == "value" and len(parts) == 3 and form.get(key, "").strip():
            card, path = parts[1], parts[2]
            values.setdefault(card, {})[path] = _scalar(path.rsplit(".", 1)[-1], form.get(key).strip(),
                                                        words(f"{card}.{path}", name))
        elif parts[0] == "line" and len(parts) == 5 and form.get(key, "").strip():
            lines.setdefault((parts[1], parts[2], parts[3]), {})[parts[4]] = form.get(key)
    for (card, field, n), fields in sorted(lines.items()):
        where = f"{name(card)}, {LIST_WORDS.get(field, field)} line {int(n) + 1}"
        if field not in LISTS:
            raise FieldError(f"{where}: Herald does not ask for that list.")
        values.setdefault(card, {}).setdefault(field, []).append(_line(fields.get("kind", ""), fields, field, where))
    for full in form.getlist("asked[]"):
        card, _, path = full.partition(".")
        none = bool(form.get(f"none:{card}:{path}"))
        got = values.get(card, {})
        if path == "creature_types":
            picked = [t for t in form.getlist(f"types:{card}") if t in TYPES]
            if picked and none:
                raise FieldError(f"{name(card)}, type: tick the types printed or \"none printed\", not both.")
            if picked or none:
                got[path] = picked
        elif path in LISTS and none:
            if got.get(path):
                raise FieldError(f"{name(card)}, {LIST_WORDS[path]}: tick \"none printed\" or type its lines, not both.")
            got[path] = []
        if path not in got:
            what = "tick \"none printed\" or type what the card prints" if path in LISTS + ("creature_types",) \
                else "type it from the card"
            raise FieldError(f"{words(full, name)}: {what}.")
        values[card] = got
    return values


def spell_casts(form, offered: list[str], targets: dict[str, list[str]]) -> list[dict[str, str]]:
    """The Spells ticked on the announce form as the engine's casts: {"card": spell, "on": weapon}."""
    casts = []
    for spell in offered:
        raw = form.get(f"cast:{spell}", "")
        if not raw:
            continue
        if raw == "yes":
            casts.append({"card": spell})
        elif raw in targets.get(spell, []):
            casts.append({"card": spell, "on": raw})
        else:
            raise FieldError(f"{spell.split('#')[0].replace('-', ' ').title()}: choose a weapon this hero holds.")
    return casts


def deal_treasure(cards, faces, choices: dict, rng) -> tuple[str, ...]:
    """The treasure's cards with those the table left to Herald dealt from what can come up (after the die)."""
    decks = list(choices.get("draws", []))
    high = choices.get("high_roll")
    if high and high.get("threshold") is not None and faces and max(faces) >= high["threshold"]:
        decks.append(high["deck"])
    dealt, taken = list(cards), set(cards)
    for deck in decks[len(dealt):]:
        left = sorted(set(choices.get("cards", {}).get(deck, [])) - taken)
        if not left:
            raise FieldError(f"No card can come up from the {deck} deck: tell Herald what came up.")
        dealt.append(rng.choice(left))
        taken.add(dealt[-1])
    return tuple(dealt)
