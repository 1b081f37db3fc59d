"""The move a player picked, ready to record: the items it may equip, the numbers to type for a card Herald meets
for the first time, a magician's pick, the odds of the fight as configured, and one row of 0/1/2 per die."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.conjurers.screens.battle.names import ability_name, card_name, roll_words, sentence
from app.games.conjurers.screens.battle.odds_view import fight_entry, move_label, odds_json
from app.games.conjurers.screens.battle.rolls import needed_rolls
from app.games.conjurers.screens.battle.turn_form import ELEMENTS, MAGIC, Turn

if TYPE_CHECKING:
    from app.games.conjurers.engine import State
    from app.games.conjurers.engine.battle.model import Battle
    from app.games.conjurers.engine.battle.turns import Move

NO_ROLLS = ("devour", "bind")


def _abilities(names: frozenset[str]) -> list[dict]:
    from app.games.conjurers.engine.battle.profile import WITH_X

    return [{"name": n, "words": ability_name(n), "x": n in WITH_X} for n in sorted(names)]


def _magicians(battle: Battle) -> list[str]:
    """Creatures on the board carrying a magician item (each picks its ability per fight, 001:L682)."""
    out = []
    for side in battle.sides:
        for _, f in side.on_board():
            if any("magician" in battle.gear[g].abilities for g in f.items if g in battle.gear):
                out.append(f.card)
    return out


def compare(state: State, battle: Battle, move: Move) -> list[dict]:
    """Every slot this creature could be summoned or moved into now, with the odds of the fight each would start."""
    from app.games.conjurers.engine import InvalidInput
    from app.games.conjurers.engine.battle.preview import compare_slots

    try:
        slots = compare_slots(battle, move.card, move.items, move.magician)
    except (InvalidInput, KeyError):
        return []  # an item's or a magician's numbers are still missing
    return [{"slot": s + 1, "chosen": s == move.slot, "odds": odds_json(state, o) if o else None}
            for s, o in sorted(slots.items())]


def pick_view(state: State, battle: Battle, index: str, turn: Turn) -> dict:
    """Everything the chosen move's panel shows."""
    from app.games.conjurers.engine import IllegalAction, InvalidInput
    from app.games.conjurers.engine.battle.profile import CREATURE_ABILITIES, ITEM_ABILITIES
    from app.games.conjurers.engine.battling import typed_battle

    move = turn.move
    side = battle.side(battle.turn)
    view = {"index": index, "label": move_label(state, move), "kind": move.kind, "odds": None, "rolls": [],
            "quiet": False, "compare": [], "item_choices": [], "numbers": None, "gear": [], "magician": [], "problem": None,
            "no_dice": battle.die.no_dice, "elements": ELEMENTS, "magic": [(m, ability_name(m)) for m in MAGIC],
            "chosen_items": list(move.items), "typed": turn.values.get(move.card) if move.card else None}
    if move.kind == "summon" and not side.minion:
        view["item_choices"] = [{"id": g, "name": card_name(state, g), "known": g in battle.gear,
                          "checked": g in move.items} for g in side.items]
        view["gear"] = [{"id": g, "name": card_name(state, g), "abilities": _abilities(ITEM_ABILITIES)}
                        for g in move.items if g not in battle.gear]
    if move.kind == "summon" and move.card not in battle.stats:
        view["numbers"] = {"card": card_name(state, move.card), "abilities": _abilities(CREATURE_ABILITIES)}
    view["magician"] = [{"card": c, "name": card_name(state, c), "picked": move.magician.get(c)}
                        for c in _magicians(battle)]
    try:
        typed = typed_battle(state, turn.values, turn.gear)
    except (InvalidInput, IllegalAction) as exc:
        view["problem"] = sentence(state, str(exc))
        return view
    entry = fight_entry(state, typed, move)
    view["odds"], view["quiet"] = entry.get("odds"), entry.get("quiet", False)
    if "missing" in entry:
        names = ", ".join(c["name"] for c in entry["missing"])
        view["problem"] = entry.get("reason") or f"Type the printed numbers of {names} to see the odds."
        return view
    if move.kind in ("summon", "move"):
        view["compare"] = compare(state, typed, move)
    if move.kind not in NO_ROLLS:
        view["rolls"] = [{"label": label, "words": roll_words(state, label, n), "dice": list(range(n)),
                          "faces": turn.dice.get(label, [])} for label, n in needed_rolls(typed, move, turn.dice)]
    return view
