"""Conjurers' print documents: how each one turns a game's data into a template context and HTML."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC
from typing import Any

from app.games.conjurers.engine import scoring
from app.games.conjurers.engine.tables import FEEDING_ROUNDS, ROUNDS, UPKEEP
from app.printing import GameData, Paper, Rendered, html_to_pdf, render_html
from app.printing.facts import Section, two_columns
from app.printing.play import play_context
from app.qr import qr_png

from . import DOCUMENTS, TEMPLATES, chronicle, content, tables

MYTH_NAMES = {"egyptian": "Egyptian", "greek": "Greek", "japanese": "Japanese", "norse": "Norse", "biblical": "Biblical"}
TIE_BREAK = {"total": "decided by the highest total", "combinations": "decided by combination points",
             "artifacts": "decided by artifact points", "creatures": "decided by creature points",
             "resources": "decided by resource points", "shared": "still level after every tie-break"}
RULES_PT = 7.6  # the type size that keeps the fullest mix of options (and every convention) on two sides


def myth(name: str | None) -> str:
    """A mythology as printed: 'Norse' (level 1 creatures have none)."""
    return MYTH_NAMES.get(name or "", "no mythology")


def _as_of(game: GameData) -> str:
    """The date of the game's latest step: the same step prints the same."""
    latest = game.latest_recorded()
    return latest.astimezone(UTC).strftime("%Y-%m-%d") if latest else ""


def _common(game: GameData, sheet: Paper, key: str) -> dict:
    options = game.state.options
    chosen = content.chosen_options(options)
    return {
        "game": game,
        "doc": DOCUMENTS[key],
        "paper": sheet,
        "players": len(game.state.players),
        "setting": ", ".join([f"{len(game.state.players)} players",
                              *(f"{myth(m)} out" for m in options.locked),
                              *(content.OPTIONS[k] for k in chosen)]),
        "as_of": _as_of(game),
        "myth": myth,
    }


def rules_context(game: GameData, seat: int | None) -> dict:
    sections = content.rules_sections(content.chosen_options(game.state.options))
    conventions = Section("conventions", "Herald's conventions for battles (where the rulebook leaves it open)", 2,
                          content.conventions())
    return {
        "font_pt": RULES_PT,
        "pages": [two_columns([s for s in sections if s.page == 1]),
                  two_columns([*(s for s in sections if s.page == 2), conventions])],
        "others": [(label, content.OPTION_REFS[k].replace(":L", ":")) for k, label in content.OPTIONS.items()
                   if k not in content.chosen_options(game.state.options)],
    }


def _feeding_due(player) -> dict:
    levels = sum(c.level for c in player.army)
    upkeep = sum(UPKEEP[i + 1] for i in range(len(player.assistants)))
    return {"levels": levels, "upkeep": upkeep, "total": levels + upkeep, "food": player.stock.get("food", 0)}


def _player_sheet(game: GameData, seat: int) -> dict:
    player = game.state.players[seat]
    link = game.seat_links.get(seat)
    return {
        "player": player,
        "assistants": [a.capitalize() for a in player.assistants],
        "army": sorted(((c.level, myth(c.myth)) for c in player.army), reverse=True),
        "due": _feeding_due(player),
        "link": link,
        "qr": qr_png(link, size_mm=34) if link else None,
    }


def aid_context(game: GameData, seat: int | None) -> dict:
    state = game.state
    players, locked = len(state.players), tuple(state.options.locked)
    seats = [seat] if seat is not None else list(range(players))
    return {
        "sheets": [_player_sheet(game, s) for s in seats],
        "figures": tables.figures(players, locked),
        "tables_left": [tables.outputs(players, locked), tables.feeding()],
        "tables_right": [tables.market(), tables.pit(), tables.variety(players), tables.bonuses(),
                         tables.combinations(), tables.leftovers()],
        "next_feeding": None if state.result else next((r for r in FEEDING_ROUNDS if r >= state.round), None),
        "over": state.result is not None,
        "round": state.round,
    }


def _line(what: str) -> str:
    """A breakdown line as printed: 'Consistency, japanese' -> 'Consistency: Japanese'."""
    head, _, tail = what.partition(", ")
    return f"{head[0].upper()}{head[1:]}" + (f": {MYTH_NAMES.get(tail, tail)}" if tail else "")


def _score_lines(s) -> dict:
    return {
        "seat": s.seat,
        "lines": [(_line(what), points, ref.replace(":L", ":")) for what, points, ref in scoring.breakdown(s)],
        "creatures": s.creatures, "artifacts": s.artifacts, "combination": s.combination,
        "resources": s.resources, "minus": s.minus, "total": s.total,
    }


def score_context(game: GameData, seat: int | None) -> dict:
    state = game.state
    final = state.result is not None
    result = state.result if final else (scoring.result(state.players) if state.players else None)
    scores = sorted((_score_lines(s) for s in result.scores), key=lambda s: -s["total"]) if result else []
    names = {p.seat: p.name for p in state.players}
    return {
        "final": final,
        "scores": scores,
        "names": names,
        "winners": [names[s] for s in result.winners] if result else [],
        "decided_by": TIE_BREAK.get(result.decided_by, result.decided_by) if result else "",
        "round": state.round,
    }


def battle_context(game: GameData, seat: int | None) -> dict:
    found = content.abilities()
    chosen = content.chosen_options(game.state.options)
    return {
        "creature_abilities": [a for a in found if a.group == "creature"],
        "item_abilities": [a for a in found if a.group == "item"],
        "steps": content.fight_steps(),
        "elements": tables.elements() if "elements" in chosen else None,
        "no_dice": "no_dice" in chosen,
        "healing": "healing" in chosen,
    }


def chronicle_context(game: GameData, seat: int | None) -> dict:
    told = chronicle.rounds(game)
    times = [e.recorded_at for e in game.log if e.recorded_at]
    return {
        **play_context(game),
        "rounds": told,
        "rounds_total": ROUNDS,
        "score": score_context(game, None),
        "steps": len(game.log),
        "battles": sum(r.battles for r in told),
        "started": min(times) if times else None,
        "last": max(times) if times else None,
    }


CONTEXTS: dict[str, Callable[[GameData, int | None], dict]] = {
    "rules": rules_context,
    "aid": aid_context,
    "score": score_context,
    "battle": battle_context,
    "chronicle": chronicle_context,
}


def sheet_seats(game: GameData) -> list[int]:
    """The seats a per-seat document for every seat shows, a sheet each, in order."""
    return list(range(len(game.state.players)))


def document_html(key: str, game: GameData, *, sheet: Paper, catalog: Any = None, seat: int | None = None) -> str:
    """The HTML of one document for a game (the catalog is not needed: every number is the engine's or the game's)."""
    del catalog
    if key not in DOCUMENTS:
        raise KeyError(key)
    if seat is not None and not 0 <= seat < len(game.state.players):
        raise ValueError(f"There is no seat {seat + 1} in this game.")
    return render_html(f"{TEMPLATES}/{key}", {**_common(game, sheet, key), **CONTEXTS[key](game, seat)})


def render_document(key: str, game: GameData, *, sheet: Paper, seat: int | None = None) -> Rendered:
    """The PDF of one document for a game."""
    return html_to_pdf(document_html(key, game, sheet=sheet, seat=seat), f"{TEMPLATES}/{key}", sheet)
