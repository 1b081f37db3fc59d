"""The rules text Herald prints: our own wording, each fact with the rulebook lines it rests on.

The words live in `data/rules_summary.toml`; this module picks the sections for a game's mode and
variants. Nothing here is copied from a rulebook: facts and numbers carry over, sentences do not.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from markupsafe import Markup, escape

DATA = Path(__file__).with_name("data") / "rules_summary.toml"
MODES = ("standard", "basic")
VARIANTS = {
    "no_final_battle": "No Final Battle",
    "apocalypse": "Apocalypse",
    "team_play": "Team Play",
    "trading": "Trading",
}
VARIANT_REFS = {"no_final_battle": "000:L529", "apocalypse": "000:L533", "team_play": "000:L543", "trading": "000:L553"}
REF = re.compile(r"^(\d{3}):L(\d+)$")


@dataclass(frozen=True)
class Fact:
    """One statement of a rule and the rulebook lines it rests on."""

    text: str
    refs: tuple[str, ...]

    @property
    def html(self) -> Markup:
        """The text with **bold** turned into <strong>, everything else escaped."""
        parts = str(escape(self.text)).split("**")
        return Markup("".join(f"<strong>{p}</strong>" if i % 2 else p for i, p in enumerate(parts)))

    @property
    def short_refs(self) -> str:
        """The references as printed on the sheet: '000:259, 000:260'."""
        return ", ".join(r.replace(":L", ":") for r in self.refs)


@dataclass(frozen=True)
class Section:
    """A titled block of facts."""

    id: str
    title: str
    page: int
    facts: tuple[Fact, ...]


@cache
def _raw() -> dict:
    return tomllib.loads(DATA.read_text(encoding="utf-8"))


def _facts(items: list[dict], mode: str) -> tuple[Fact, ...]:
    return tuple(
        Fact(item["text"], tuple(item["refs"])) for item in items if mode in item.get("modes", MODES)
    )


def rules_sections(mode: str, variants: tuple[str, ...] | frozenset[str] = (), expansion: tuple[str, ...] = ()
                   ) -> list[Section]:
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
        if chosen & set(raw.get("unless", ())):
            continue
        found.append(Section(raw["id"], raw["title"], raw["page"], _facts(raw["items"], mode)))
    return found


def aid_sections(mode: str) -> list[Section]:
    """The short rule blocks of the player aid (turn sequence, battle) for a mode."""
    mode = mode if mode in MODES else "standard"
    return [
        Section(raw["id"], raw["title"], 0, _facts(raw["items"], mode))
        for raw in _raw()["aid"]
        if mode in raw["modes"]
    ]


def conventions(mode: str = "standard") -> tuple[Fact, ...]:
    """What Herald does where the rulebooks are silent, named as its conventions (the summary's own section)."""
    raw = next(s for s in _raw()["section"] if s["id"] == "conventions")
    return _facts(raw["items"], mode if mode in MODES else "standard")


def all_facts() -> list[Fact]:
    """Every fact in the data file, whatever its mode (for checks)."""
    raw = _raw()
    found = [Fact(i["text"], tuple(i["refs"])) for block in raw["section"] + raw["aid"] for i in block["items"]]
    return found + list(offers().values())


def other_variants(mode: str, variants) -> list[tuple[str, str]]:
    """The variants this game does not use, as (name, rulebook ref), for a 'you could also play' line."""
    if mode != "standard":
        return []
    return [(label, VARIANT_REFS[key].replace(":L", ":")) for key, label in VARIANTS.items() if key not in set(variants)]


def offers() -> dict[str, Fact]:
    """What each kind of space (or guild) offers, keyed by space kind or guild id."""
    return {key: Fact(v["text"], tuple(v["refs"])) for key, v in _raw()["offers"].items()}
