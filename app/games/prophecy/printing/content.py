"""The rules text Herald prints: our own wording, each fact with the rulebook lines it rests on.

The words live in `data/rules_summary.toml`; this module picks the sections for a game's mode and
variants. Nothing here is copied from a rulebook: facts and numbers carry over, sentences do not.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

from app.games.prophecy.engine import modes
from app.printing.facts import REF, Fact, Section, margin_refs, weight  # noqa: F401 - REF and margin_refs are read elsewhere

DATA = Path(__file__).with_name("data") / "rules_summary.toml"
MODES = ("standard", "basic")
VARIANTS = {
    "no_final_battle": "No Final Battle",
    "apocalypse": "Apocalypse",
    "team_play": "Team Play",
    "trading": "Trading",
}
VARIANT_REFS = {c.id: c.ref for c in modes.OPTIONS if c.id in VARIANTS}  # the lines the modes' declaration cites


@cache
def _raw() -> dict:
    return tomllib.loads(DATA.read_text(encoding="utf-8"))


BASE_CARD_LIMIT = 7  # Items and Abilities a hero keeps at the end of her round (000:L240)
REALM_LIMIT_REF = "003:L269"  # one more of each with the Dragon Realm, a Race's change on top
RACE_NOTE = " (a Race may change the two card limits)"


def card_limits(expansion: tuple[str, ...] | frozenset[str] = ()) -> dict[str, object]:
    """The card limits a table-wide sheet prints: 7 Items and 7 Abilities, 8 with the Realm (003:L269), and a note
    when the game has Races (each hero's own limits are on her player aid)."""
    limit = BASE_CARD_LIMIT + (1 if "realm" in expansion else 0)
    return {"items": limit, "abilities": limit, "race_note": RACE_NOTE if "races" in expansion else ""}


def _fact(item: dict, limits: dict[str, object]) -> Fact:
    text, refs = item["text"], tuple(item["refs"])
    if "{items}" in text:
        text = text.format_map(limits)
        if limits["items"] != BASE_CARD_LIMIT or limits["race_note"]:
            refs += (REALM_LIMIT_REF,)
    return Fact(text, refs)


def _facts(items: list[dict], mode: str, limits: dict[str, object] | None = None) -> tuple[Fact, ...]:
    return tuple(_fact(item, limits or card_limits()) for item in items if mode in item.get("modes", MODES))


def rules_sections(mode: str, variants: tuple[str, ...] | frozenset[str] = (),
                   expansion: tuple[str, ...] = ()) -> list[Section]:
    """The summary's sections for a game of this mode with these variants and expansion parts, in print order."""
    mode = mode if mode in MODES else "standard"
    chosen = set(variants) if mode == "standard" else set()
    found = []
    for raw in _raw()["section"]:
        if mode not in raw["modes"]:
            continue
        if "variant" in raw and raw["variant"] not in chosen:
            continue
        if "expansion" in raw and raw["expansion"] not in expansion:
            continue
        if (chosen | set(expansion)) & set(raw.get("unless", ())):
            continue
        found.append(Section(raw["id"], raw["title"], raw["page"], _facts(raw["items"], mode, card_limits(expansion))))
    return _placed(found)


def _placed(sections: list[Section]) -> list[Section]:
    """Sections marked page 0 go, in order, to whichever side is lighter so far: the Realm's blocks join a summary
    already full on one side without pushing it onto a third page."""
    load = {p: sum(weight(s) for s in sections if s.page == p) for p in (1, 2)}
    out = []
    for s in sections:
        if s.page == 0:
            side = min(load, key=lambda p: (load[p], p))
            s = Section(s.id, s.title, side, s.facts)
            load[side] += weight(s)
        out.append(s)
    return out


def aid_sections(mode: str, variants: tuple[str, ...] | frozenset[str] = (),
                 expansion: tuple[str, ...] = ()) -> list[Section]:
    """The short rule blocks of the player aid (turn sequence, battle) for a mode, its variants and the expansion's
    parts (the Realm's card limits)."""
    mode = mode if mode in MODES else "standard"
    return [
        Section(raw["id"], raw["title"], 0, _facts(raw["items"], mode, card_limits(expansion)))
        for raw in _raw()["aid"]
        if mode in raw["modes"] and ("variant" not in raw or raw["variant"] in set(variants))
    ]


def conventions(mode: str = "standard") -> tuple[Fact, ...]:
    """What Herald does where the rulebooks are silent, named as its conventions (the summary's own section)."""
    raw = next(s for s in _raw()["section"] if s["id"] == "conventions")
    return _facts(raw["items"], mode if mode in MODES else "standard")


def all_facts() -> list[Fact]:
    """Every fact in the data file, whatever its mode (for checks)."""
    raw = _raw()
    found = [_fact(i, card_limits()) for block in raw["section"] + raw["aid"] for i in block["items"]]
    from .realm import all_facts as realm_facts  # the Realm sheet's words, checked alike

    return found + list(offers().values()) + realm_facts()


def other_variants(mode: str, variants) -> list[tuple[str, str]]:
    """The variants this game does not use but could have, as (name, rulebook ref), for a 'you could also play' line:
    the modes' declaration says which go with the game's mode and choices (engine/modes.py)."""
    chosen = set(variants)
    mode = next((m for m in ("cooperative", "solo") if m in chosen), mode)
    picked = frozenset(chosen & set(modes.WORDS)) | {mode}
    return [(label, VARIANT_REFS[key]) for key, label in VARIANTS.items()
            if key not in chosen and (mode, key) not in modes.ALWAYS_ON and modes.refusal(mode, picked | {key}) is None]


def offers() -> dict[str, Fact]:
    """What each kind of space (or guild) offers, keyed by space kind or guild id."""
    return {key: Fact(v["text"], tuple(v["refs"])) for key, v in _raw()["offers"].items()}
