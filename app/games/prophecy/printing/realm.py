"""The Realm reference sheet: the group's three paths drawn, the Realm's rules in Herald's words, its known cards.

The paths come from the catalog's `realm` entity as the group typed them ('L' light, 'D' dark, 'S' split, from the
Gate up); the face-up cards and the heroes on them from the game's state. The words live in `data/realm_sheet.toml`.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from markupsafe import Markup, escape

from app.games.prophecy.engine.realm.lake import lake_foes, lake_words
from app.printing.facts import Fact, Section, two_columns

from .facts import realm_variant
from .reference import character_name

DATA = Path(__file__).with_name("data") / "realm_sheet.toml"
PATHS = ("left", "middle", "right")
COLOURS = {"L": "light", "D": "dark", "S": "split"}
TYPE_NAMES = {"obstacle": "Obstacle", "creature": "Creature", "opportunity": "Opportunity", "item": "Item",
              "dragonlore": "Dragonlore", "heart": "Heart"}
SIDE_NAMES = {"negative": "negative", "positive": "positive", "heart": "own back"}


@cache
def _raw() -> dict:
    return tomllib.loads(DATA.read_text(encoding="utf-8"))


def blocks(variant: str) -> list[Section]:
    """The sheet's rule blocks for a Realm game in this form ('standard' or 'dragonslayer'), in print order."""
    return [Section(b["id"], b["title"], b["page"], tuple(Fact(i["text"], tuple(i["refs"])) for i in b["items"]))
            for b in _raw()["block"] if b["realm"] in ("any", variant)]


def all_facts() -> list[Fact]:
    """Every fact of the sheet, whatever the form (for checks)."""
    return [Fact(i["text"], tuple(i["refs"])) for b in _raw()["block"] for i in b["items"]]


def typed_paths(catalog: Any) -> dict[str, str] | None:
    """The three paths as the group typed them (letters from the Gate up), or None while any is untyped."""
    try:
        facts = catalog.entity("realm")
    except Exception:  # noqa: BLE001 - no catalog, or one without the Realm entity: nothing typed
        return None
    typed = {p: getattr(facts, f"path_{p}", None) for p in PATHS}
    return typed if all(typed.values()) else None


@dataclass(frozen=True)
class CardRow:
    """A Dragon card the catalog knows: its name, back, type, one line of what it does and its rulebook line."""

    name: str
    side: str | None
    kind: str | None
    summary: str | None
    ref: str | None


def card_rows(catalog: Any) -> list[CardRow]:
    """The catalog's Dragon cards (negative first, then positive, then the Heart)."""
    try:
        cards = tuple(catalog.cards("dragon"))
    except Exception:  # noqa: BLE001 - no catalog: the table stays empty
        return []
    order = {"negative": 0, "positive": 1, "heart": 2}
    rows = []
    for card in sorted(cards, key=lambda c: order.get(getattr(c, "side", None), 3)):
        source = dict(getattr(card, "source", ()) or ())
        ref = str(source.get("name", "")).split(" ")[0] or None
        rows.append(CardRow(getattr(card, "name", None) or card.id, SIDE_NAMES.get(getattr(card, "side", None)),
                            TYPE_NAMES.get(getattr(card, "dragon_type", None)), getattr(card, "summary", None),
                            ref.replace(":L", ":") if ref else None))
    return rows


def _card_name(state: Any, catalog: Any, card: str) -> str:
    named = getattr(state, "names", {}).get(card)
    if named:
        return named
    base = card.partition("#")[0]
    try:
        return catalog.card(base).name
    except Exception:  # noqa: BLE001 - unknown to the catalog: its id in words
        return base.replace("-", " ").capitalize()


def face_up(state: Any, catalog: Any) -> dict[tuple[str, int], list[str]]:
    """The face-up cards on each path space, keyed by (path, step)."""
    hidden = getattr(state, "hidden", frozenset())
    out: dict[tuple[str, int], list[str]] = {}
    for zone, cards in getattr(state, "zones", {}).items():
        parts = zone.split(":")
        if len(parts) == 4 and parts[0] == "realm" and parts[1] in PATHS and parts[2].isdigit():
            for card in cards:
                if card not in hidden:
                    out.setdefault((parts[1], int(parts[2])), []).append(_card_name(state, catalog, card))
    return out


def heroes_at(state: Any) -> dict[tuple[str, int] | str, list[str]]:
    """Each hero in the Realm by place: (path, step), 'gate' or 'lake'; the value is the players' initials."""
    out: dict[tuple[str, int] | str, list[str]] = {}
    for hero in getattr(state, "heroes", ()):
        place = getattr(hero, "realm", None)
        if place is None:
            continue
        key = (place.path, place.step) if place.where == "path" else place.where
        out.setdefault(key, []).append(hero.player[:1].upper())
    return out


ROW, COL, BOX_W, BOX_H = 26, 96, 80, 22  # drawing units
FILL = {"light": "#f3e2a9", "dark": "#6e2a22", "gate": "#d9d2c3", "lake": "#e0783a"}
INK = {"light": "#1e1a14", "dark": "#ffffff", "split": "#ffffff"}
FONT = '"Noto Sans", "DejaVu Sans", sans-serif'
EDGE = 'stroke="#3b3328" stroke-width="0.8"'


def _text(x: float, y: float, words: str, size: float, fill: str, anchor: str = "start", bold: bool = False) -> str:
    weight = ' font-weight="700"' if bold else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" fill="{fill}" text-anchor="{anchor}"{weight}>'
            f"{escape(words)}</text>")


def drawing(paths: dict[str, str], cards: dict, heroes: dict, lake: str = "Lake of Fire") -> Markup:
    """The board as inline SVG: the Gate at the bottom, the Lake at the top (`lake`: its label), each path's spaces
    coloured, the face-up cards named and the heroes' initials where they stand."""
    tallest = max(len(t) for t in paths.values())
    height = (tallest + 2) * ROW + 14
    width = COL * 3
    out = [f'<svg class="realm-board" viewBox="0 0 {width} {height}" xmlns="http://www.w3.org/2000/svg" '
           f'font-family=\'{FONT}\' role="img" aria-label="The Dragon Realm board">']

    def wide(y: float, label: str, key: str) -> None:
        out.append(f'<rect x="6" y="{y}" width="{width - 12}" height="{BOX_H}" rx="4" fill="{FILL[key]}" {EDGE}/>')
        who = ", ".join(heroes.get(key, ()))
        words = label + (f"  [{who}]" if who else "")
        size = 9 if len(words) <= 54 else 7.5 if len(words) <= 66 else 6  # three dragons' names fit the Lake
        out.append(_text(width / 2, y + 14.5, words, size, "#1e1a14", "middle", True))

    wide(4, lake, "lake")
    wide(height - BOX_H - 4, "Gate to the Dragon Realm (first space of every path)", "gate")
    for column, name in enumerate(PATHS):
        x = column * COL + (COL - BOX_W) / 2
        out.append(_text(x + BOX_W / 2, height - BOX_H - 8, name.upper(), 7, "#5e574c", "middle"))
        for step, letter in enumerate(paths[name], start=1):
            y = height - BOX_H - 14 - step * ROW
            colour = COLOURS[letter]
            if colour == "split":  # the negative card lies on top: dark over light, cut on the diagonal
                out.append(f'<polygon points="{x},{y + BOX_H} {x + BOX_W},{y + BOX_H} {x + BOX_W},{y}" '
                           f'fill="{FILL["light"]}"/>')
                out.append(f'<polygon points="{x},{y} {x + BOX_W},{y} {x},{y + BOX_H}" fill="{FILL["dark"]}"/>')
                out.append(f'<rect x="{x}" y="{y}" width="{BOX_W}" height="{BOX_H}" fill="none" {EDGE}/>')
            else:
                out.append(f'<rect x="{x}" y="{y}" width="{BOX_W}" height="{BOX_H}" fill="{FILL[colour]}" {EDGE}/>')
            out.append(_text(x + 3, y + 8.5, str(step), 7, INK[colour], bold=True))
            seen = ", ".join(cards.get((name, step), ()))
            if seen:
                out.append(f'<rect x="{x + 4}" y="{y + 11.5}" width="{BOX_W - 8}" height="8.5" rx="1.5" fill="#ffffff" '
                           'fill-opacity="0.85"/>')
                out.append(_text(x + BOX_W / 2, y + 18, seen[:24], 6, "#1e1a14", "middle"))
            who = " ".join(heroes.get((name, step), ()))
            if who:
                out.append(f'<circle cx="{x + BOX_W - 7}" cy="{y + 6}" r="5" fill="#0b4f8a"/>')
                out.append(_text(x + BOX_W - 7, y + 8.5, who[:3], 6.5, "#ffffff", "middle", True))
    out.append("</svg>")
    return Markup("".join(out))


def realm_context(game: Any, catalog: Any, seat: int | None) -> dict:
    """What the Realm sheet shows for a game with the Realm."""
    variant = realm_variant(game) or "standard"
    sections = blocks(variant)
    paths = typed_paths(catalog)
    state = game.state
    heroes = [{"player": h.player, "character": character_name(catalog, h.character),
               "where": h.realm.words() if getattr(h, "realm", None) is not None else None}
              for h in getattr(state, "heroes", ())]
    return {
        "variant": variant,
        "front": [s for s in sections if s.page == 1],
        "back": two_columns([s for s in sections if s.page == 2]),
        "paths": paths,
        "counts": {p: _counts(paths[p]) for p in PATHS} if paths else None,
        "drawing": drawing(paths, face_up(state, catalog), heroes_at(state), _lake_label(state, catalog))
        if paths else None,
        "lake": lake_words(state, lambda c: _card_name(state, catalog, c)),
        "in_realm": [h for h in heroes if h["where"]],
        "cards": [c for c in card_rows(catalog) if variant == "standard" or c.kind != "Heart"],  # 003:L655
    }


def _lake_label(state: Any, catalog: Any) -> str:
    """The Lake's box on the drawing: in the Dragonslayer variant, its dragons (face down unnamed, 003:L657)."""
    if lake_words(state, str) is None:
        return "Lake of Fire"
    foes = ["face down" if down else _card_name(state, catalog, c) for c, down in lake_foes(state)]
    return f"Lake of Fire: {', '.join(foes)}, +1 each" if foes else "Lake of Fire: its dragons slain"


def _counts(letters: str) -> dict[str, int]:
    return {"spaces": len(letters), "negative": sum(ch in "DS" for ch in letters),
            "positive": sum(ch in "LS" for ch in letters)}
