"""Prophecy's print documents: how each one turns a game's data into a template context and HTML."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC
from typing import Any

from app.printing import GameData, Paper, Rendered, html_to_pdf, render_html
from app.printing.facts import two_columns, weight
from app.printing.play import play_context
from app.qr import qr_png

from . import DOCUMENTS, TEMPLATES, chart, chronicle, content, realm_story, rounds
from .facts import (
    expansion_line,
    expansion_of,
    hero_card_limits,
    mode_of,
    realm_parts,
    realm_variant,
    starting_heroes,
    variants_of,
)
from .races import race_lines
from .realm import realm_context
from .reference import GUILD_NAMES, GUILDS, Reference, build_reference, card_line, character_name

MODE_NAMES = {"standard": "Standard game", "basic": "Basic version"}


def _as_of(game: GameData) -> str:
    """The date of the game's latest step: a sheet shows the game as of then, so the same step prints the same."""
    latest = game.latest_recorded()
    return latest.astimezone(UTC).strftime("%Y-%m-%d") if latest else ""


def _common(game: GameData, sheet: Paper, key: str) -> dict:
    return {
        "game": game,
        "doc": DOCUMENTS[key],
        "paper": sheet,
        "mode_name": MODE_NAMES.get(mode_of(game), mode_of(game)),
        "expansion_line": expansion_line(game),
        "variant_names": [content.VARIANTS.get(v, v) for v in variants_of(game)] if mode_of(game) == "standard" else [],
        "as_of": _as_of(game),
    }


# The text size of the rules summary, scaled by area from 8.4 pt at a weight of 6400: a sheet with less to say
# uses larger type, up to 10 pt; the fullest mix (every variant, the references in the margin) gets 8 pt on US Letter.
RULES_BASE_PT, RULES_FULL_WEIGHT, RULES_MIN_PT, RULES_MAX_PT = 8.4, 6400, 8.0, 10.0
# 8 pt holds a side up to this weight on US Letter (the fullest mix without the Realm weighs 7984). The Realm's
# sections fill more than their weight says (four margin references a fact), so with them, and on any side heavier
# than this, the floor is 7.6 pt.
RULES_MIN_FITS, RULES_TIGHT_PT = 8000, 7.6
TIGHT_SECTIONS = frozenset({"realm", "realm_lake"})


def rules_font_pt(sections: list[content.Section]) -> float:
    """The type size that fills the fuller of the two sides without spilling onto a third page."""
    heaviest = max(sum(weight(s) for s in sections if s.page == p) for p in (1, 2))
    tight = heaviest > RULES_MIN_FITS or any(s.id in TIGHT_SECTIONS for s in sections)
    floor = RULES_TIGHT_PT if tight else RULES_MIN_PT
    return round(min(RULES_MAX_PT, max(floor, RULES_BASE_PT * (RULES_FULL_WEIGHT / heaviest) ** 0.5 * 0.97)), 2)


def rules_context(game: GameData, catalog: Any, seat: int | None) -> dict:
    sections = content.rules_sections(mode_of(game), variants_of(game), expansion_of(game) + realm_parts(game))
    others = content.other_variants(mode_of(game), variants_of(game) + realm_parts(game))
    return {
        "font_pt": rules_font_pt(sections),
        "pages": [two_columns([s for s in sections if s.page == page]) for page in (1, 2)],
        "others": [name for name, _ in others],
        "others_refs": content.margin_refs(ref for _, ref in others),
    }


def _training(guilds: tuple[str, ...], not_guilds: tuple[str, ...] = ()) -> list[dict]:
    """Per guild: True (a guild of the hero: Experience only), False (Experience and Gold) or None (unknown)."""
    both_known = len(guilds) == 2
    rows = []
    for g in GUILDS:
        if g in guilds:
            member = True
        elif g in not_guilds or both_known:
            member = False
        else:
            member = None
        rows.append({"guild": GUILD_NAMES[g], "member": member})
    return rows


def _guilds(hero: Any, character) -> tuple[tuple[str, ...], tuple[str, ...], str | None]:
    """The hero's guilds (as the game knows them, else as the catalog does), the guilds known not to be
    hers, and the starting guild when known."""
    own = tuple(getattr(hero, "guilds", ()) or ())
    if len(own) == 2:
        return own, (), own[0]
    if character is None:
        return own, (), None
    known = tuple(dict.fromkeys(own + tuple(character.guilds)))[:2]
    return known, character.not_guilds, character.start_guild or (own[0] if own else None)


def _hero_sheet(game: GameData, ref: Reference, catalog: Any, seat: int) -> dict:
    hero = game.state.heroes[seat]
    start = starting_heroes(game).get(seat, {})
    same_character = start.get("character") == hero.character
    character = ref.character(hero.character)
    guilds, not_guilds, start_guild = _guilds(hero, character)
    held = game.possessions.get(seat, {})
    link = game.seat_links.get(seat)
    return {
        "hero": hero,
        "character_name": character_name(catalog, hero.character),
        "start_strength": (character.strength if character and character.strength else None)
        or (start.get("red") if same_character else None),
        "start_willpower": (character.willpower if character and character.willpower else None)
        or (start.get("blue") if same_character else None),
        "guilds": [GUILD_NAMES.get(g, g) for g in guilds],
        "start_guild": GUILD_NAMES.get(start_guild) if start_guild else None,
        "training": _training(guilds, not_guilds),
        "items": [card_line(catalog, c) for c in held.get("items", ())],
        "abilities": [card_line(catalog, c) for c in held.get("abilities", ())],
        "link": link,
        "qr": qr_png(link, size_mm=34) if link else None,
        "race": race_lines(hero, catalog),
        "limits": hero_card_limits(game, hero),
    }


def sheet_seats(game: GameData) -> list[int]:
    """The seats a per-seat document for every seat shows, a sheet each, in order."""
    return [h.seat for h in game.state.heroes]


def aid_context(game: GameData, catalog: Any, seat: int | None) -> dict:
    ref = build_reference(catalog)
    seats = [seat] if seat is not None else sheet_seats(game)
    blocks = content.aid_sections(mode_of(game), variants_of(game), expansion_of(game) + realm_parts(game))
    return {
        "sheets": [_hero_sheet(game, ref, catalog, s) for s in seats],
        "blocks": blocks,
        "training_rule": content.offers()["certificate" if mode_of(game) == "basic" else "training"],
        "basic": mode_of(game) == "basic",
    }


def reference_context(game: GameData, catalog: Any, seat: int | None) -> dict:
    offers = content.offers()
    ref = build_reference(catalog)
    kinds = [
        ("City", offers["city"]), ("Village", offers["village"]),
        *[(GUILD_NAMES[g], offers[g]) for g in GUILDS],
        ("Enchanted Wilderness", offers["enchanted_wilderness"]),
        ("Forest, Mountains, Plains", offers["terrain"]),
    ]
    return {
        "ref": ref,
        "kinds": kinds,
        "travel": offers["travel"],
        "training": offers["training"],
        "guild_names": GUILD_NAMES,
        "guilds": GUILDS,
        "blank_creature_rows": 2 if ref.creatures else 14,
        "blank_guardian_rows": 0 if len(ref.guardians) >= 10 else 10 - len(ref.guardians),
        "blank_ability_rows": 2,
    }


def chronicle_context(game: GameData, catalog: Any, seat: int | None) -> dict:
    labels = chronicle.hero_labels(game, lambda value: character_name(catalog, value))
    records = chronicle.battles(game, lambda card: card_line(catalog, card).name, labels)
    charted = [r for r in records if r.has_odds]
    dice = chronicle.dice(game)
    names, reason = chronicle.winners(game, labels)
    heroes = []
    for h in game.state.heroes:
        held = game.possessions.get(h.seat, {})
        heroes.append({
            "hero": h,
            "character_name": character_name(catalog, h.character),
            "artifacts": [line.name for line in (card_line(catalog, c) for c in held.get("items", ()))
                          if line.kind == "artifact"],
            "battles": [r for r in records if r.seat == h.seat],
        })
    times = [e.recorded_at for e in game.log if e.recorded_at]
    return {
        **play_context(game),
        "winners": names,
        "reason": reason,
        "shared_verdict": chronicle.shared_verdict(game),
        "heroes": heroes,
        "battles": records,
        "tally": chronicle.battle_tally(records),
        "dice": dice,
        "odds_chart": chart.odds_chart(charted) if charted else None,
        "dice_chart": chart.dice_chart(dice) if dice.dice else None,
        "story": rounds.story(game, records, labels),
        "realm": realm_variant(game),
        "journeys": [j for j in realm_story.journeys(game, labels) if j.travelled],
        "realm_revealed": realm_story.revealed(game),
        "steps": len(game.log),
        "started": min(times) if times else None,
        "last": max(times) if times else None,
    }


CONTEXTS: dict[str, Callable[[GameData, Any, int | None], dict]] = {
    "rules": rules_context,
    "aid": aid_context,
    "reference": reference_context,
    "chronicle": chronicle_context,
    "realm": realm_context,
}


def document_html(key: str, game: GameData, *, sheet: Paper, catalog: Any = None, seat: int | None = None) -> str:
    """The HTML of one document for a game."""
    if key not in DOCUMENTS:
        raise KeyError(key)
    if seat is not None and not 0 <= seat < len(game.state.heroes):
        raise ValueError(f"There is no seat {seat + 1} in this game.")
    if not DOCUMENTS[key].offered_for(game.state):
        raise ValueError(f"This game does not print the {DOCUMENTS[key].title.lower()}.")
    return render_html(f"{TEMPLATES}/{key}", {**_common(game, sheet, key), **CONTEXTS[key](game, catalog, seat)})


def render_document(key: str, game: GameData, *, sheet: Paper, catalog: Any = None, seat: int | None = None) -> Rendered:
    """The PDF of one document for a game."""
    return html_to_pdf(document_html(key, game, sheet=sheet, catalog=catalog, seat=seat), f"{TEMPLATES}/{key}", sheet)
