"""The words of Conjurers' printed sheets: our own sentences from `data/rules_summary.toml`, each fact with the
seed lines it rests on, and Herald's battle conventions as the engine states them."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from app.games.conjurers.engine.battle.conventions import sheet
from app.printing.facts import Fact, Section

DATA = Path(__file__).with_name("data") / "rules_summary.toml"
OPTIONS = {"tournaments": "Tournaments", "no_dice": "No dice", "elements": "Elements", "healing": "Same-mythology healing"}
OPTION_REFS = {"tournaments": "001:L447", "no_dice": "001:L542", "elements": "001:L597", "healing": "001:L629"}
BASIS = re.compile(r"^(?P<text>.*) \((?P<basis>[^()]*)\)$")


@dataclass(frozen=True)
class Ability:
    """An ability as the battle aid prints it: its name, whose it is (creature or item), what it does."""

    name: str
    group: str
    fact: Fact


@cache
def _raw() -> dict:
    return tomllib.loads(DATA.read_text(encoding="utf-8"))


def _fact(item: dict) -> Fact:
    return Fact(item["text"], tuple(item["refs"]))


def chosen_options(options) -> tuple[str, ...]:
    """The advanced options a game uses, by key, in the summary's order."""
    return tuple(key for key in OPTIONS if getattr(options, key, False))


def rules_sections(chosen: tuple[str, ...] | frozenset[str] = ()) -> list[Section]:
    """The summary's sections for a game with these options, in print order."""
    return [Section(raw["id"], raw["title"], raw["page"], tuple(_fact(i) for i in raw["items"]))
            for raw in _raw()["section"] if raw.get("option") is None or raw["option"] in chosen]


def conventions() -> tuple[Fact, ...]:
    """Herald's battle conventions (the engine's `sheet()`), each split into what Herald does and what it rests on."""
    found = []
    for line in sheet():
        match = BASIS.match(line)
        found.append(Fact(match["text"], _refs(match["basis"])) if match else Fact(line, ()))
    return tuple(found)


def _refs(basis: str) -> tuple[str, ...]:
    """'Q-13, 001:L557, L571' -> ('Q-13', '001:L557', '001:L571'): a bare line takes the book before it."""
    out, book = [], None
    for part in (p.strip() for p in basis.split(",")):
        if re.match(r"^\d{3}:L", part):
            book = part[:3]
        elif book and re.match(r"^L\d", part):
            part = f"{book}:{part}"
        out.append(part)
    return tuple(out)


def abilities() -> list[Ability]:
    """Every ability of the battle aid, creatures' first."""
    return [Ability(raw["name"], raw["group"], _fact(raw)) for raw in _raw()["ability"]]


def fight_steps() -> tuple[Fact, ...]:
    """The order of one fight as Herald computes it."""
    return tuple(_fact(raw) for raw in _raw()["fight_step"])


def all_facts() -> list[Fact]:
    """Every fact in the data file (for checks)."""
    raw = _raw()
    return ([_fact(i) for s in raw["section"] for i in s["items"]] + [_fact(a) for a in raw["ability"]]
            + [_fact(s) for s in raw["fight_step"]])
