"""The exact odds of every fight the side to act could start now, as fractions and percentages, in words.

The numbers come from the engine's own `preview` (the same steps as the real fight); this module only
lists the moves, skips those whose cards' numbers are not typed yet, and writes the fractions out."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from app.games.conjurers.screens.battle.names import card_name, sentence

if TYPE_CHECKING:
    from app.games.conjurers.engine import State
    from app.games.conjurers.engine.battle.model import Battle
    from app.games.conjurers.engine.battle.odds import FightOdds
    from app.games.conjurers.engine.battle.turns import Move

FIGHTING = ("summon", "move", "attack")


def chance(p: Fraction) -> dict:
    """A probability as an exact fraction and a percentage rounded to one decimal."""
    return {"fraction": f"{p.numerator}/{p.denominator}", "percent": round(float(p) * 100, 1)}


def odds_json(state: State | None, odds: FightOdds) -> dict:
    """One fight's odds: the damage each side lands (every total with its chance), each creature's death and rising."""
    def deals(dist):
        return [{"damage": d, **chance(p)} for d, p in dist]

    return {
        "striker": {"card": odds.striker, "name": card_name(state, odds.striker)},
        "target": {"card": odds.target, "name": card_name(state, odds.target)},
        "striker_deals": deals(odds.striker_deals), "target_deals": deals(odds.target_deals),
        "striker_expected": chance(odds.expected("striker")), "target_expected": chance(odds.expected("target")),
        "dies": [{"card": c, "name": card_name(state, c), **chance(p)} for c, p in odds.dies.items()],
        "rises": [{"card": c, "name": card_name(state, c), **chance(p)} for c, p in odds.rises.items() if p],
    }


def unknown_cards(battle: Battle, move: Move) -> list[str]:
    """The cards whose numbers the odds of this move would need and Herald lacks (to type first)."""
    cards = [move.card] if move.card else []
    opposite = battle.side(1 - battle.turn).slots[move.slot] if move.slot is not None else None
    if opposite is not None:
        cards.append(opposite.card)
    missing = [c for c in cards if c not in battle.stats]
    return missing + [g for g in move.items if g not in battle.gear]


def move_label(state: State | None, move: Move) -> str:
    """A battle move in words: 'summon Greek creature 1 into slot 2'."""
    name = card_name(state, move.card)
    if move.kind == "summon":
        return f"Summon {name} into slot {move.slot + 1}"
    if move.kind == "move":
        return f"Move {name} to slot {move.slot + 1}"
    if move.kind == "attack":
        return f"{name} attacks the creature opposite"
    if move.kind == "bind":
        return f"Bind {card_name(state, move.target)}"
    if move.kind == "upkeep":
        return "Start of turn: poison and devouring"
    return f"{name}: {move.kind.replace('_', ' ')}"


def fight_entry(state: State | None, battle: Battle, m: Move) -> dict:
    """One move with what Herald can say before the dice: `odds` of its fight, `quiet` (no fight), or `missing`
    (the cards whose numbers must be typed first, or the pick a magician needs)."""
    from app.games.conjurers.engine import InvalidInput
    from app.games.conjurers.engine.battle.preview import preview

    entry = {"move": m.model_dump(mode="json"), "label": move_label(state, m)}
    if m.kind not in FIGHTING:
        return entry | {"quiet": True}
    lacking = unknown_cards(battle, m)
    if lacking:
        return entry | {"missing": [{"card": c, "name": card_name(state, c)} for c in lacking]}
    try:
        odds = preview(battle, m)
    except InvalidInput as exc:  # a magician's pick is needed first
        return entry | {"missing": [], "reason": sentence(state, exc.message)}  # the engine's names cards by id
    return entry | ({"quiet": True} if odds is None else {"odds": odds_json(state, odds)})


def all_fights(state: State | None, battle: Battle, magician: dict[str, str] | None = None) -> dict:
    """For every legal move of the side to act: the odds of the fight it starts, or why Herald cannot say yet."""
    from app.games.conjurers.engine.battle.turns import legal_moves

    out: dict[str, list] = {"fights": [], "quiet": [], "missing": []}
    for m in legal_moves(battle):
        if m.kind not in FIGHTING:
            continue
        e = fight_entry(state, battle, m.model_copy(update={"magician": dict(magician or {})}))
        if "odds" in e:
            out["fights"].append(e)
        elif "missing" in e:
            out["missing"].append({k: v for k, v in e.items() if k != "missing"} | {"cards": e["missing"]})
        else:
            out["quiet"].append({k: v for k, v in e.items() if k != "quiet"})
    return out
