"""Read the battle screen's form: the items equipped on summoning, the numbers typed from a new card, a
magician's pick and the dice as they fell (0, 1 or 2 per die), into a battle turn the engine checks."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pydantic import ValidationError
from werkzeug.datastructures import MultiDict

if TYPE_CHECKING:
    from app.games.conjurers.engine.battle.model import Battle
    from app.games.conjurers.engine.battle.profile import Gear, Printed
    from app.games.conjurers.engine.battle.turns import Move

ELEMENTS = ("fire", "earth", "air", "water")
MAGIC = ("frost_attack", "burning", "poisonous")


@dataclass
class Turn:
    """What the form says beside the move; `errors` in words, by field."""

    move: Move
    values: dict[str, Printed] = field(default_factory=dict)
    gear: dict[str, Gear] = field(default_factory=dict)
    dice: dict[str, list[int]] = field(default_factory=dict)
    errors: dict[str, str] = field(default_factory=dict)


def _int(form: MultiDict, key: str) -> int | None:
    raw = form.get(key, "").strip()
    return int(raw) if raw.lstrip("-").isdigit() else None


def _abilities(form: MultiDict, prefix: str, allowed: frozenset[str]) -> dict[str, int]:
    from app.games.conjurers.engine.battle.profile import WITH_X

    out = {}
    for name in sorted(allowed):
        if form.get(f"{prefix}.ab.{name}"):
            out[name] = (_int(form, f"{prefix}.x.{name}") or 0) if name in WITH_X else 0
    return out


def read_turn(form: MultiDict, battle: Battle, move: Move) -> Turn:
    """The move with its items and magician picks, the typed numbers of new cards, and the entered dice."""
    from app.games.conjurers.engine.battle.profile import CREATURE_ABILITIES, ITEM_ABILITIES, Gear, Printed

    side = battle.side(battle.turn)
    turn = Turn(move=move)
    items = tuple(g for g in form.getlist("items") if g in side.items)[:2] if move.kind == "summon" else ()
    magician = {c.removeprefix("m."): v for c, v in form.items() if c.startswith("m.") and v in MAGIC}
    turn.move = move.model_copy(update={"items": items, "magician": magician})
    if move.kind == "summon" and move.card not in battle.stats:
        raw = {"hp": _int(form, "v.hp"), "bd": _int(form, "v.bd"), "element": form.get("v.element") or None,
               "abilities": _abilities(form, "v", CREATURE_ABILITIES)}
        if raw["hp"] is not None or raw["bd"] is not None:
            try:
                turn.values[move.card] = Printed(**raw)
            except ValidationError as exc:
                err = exc.errors()[0]
                turn.errors["values"] = f"{'.'.join(str(p) for p in err['loc'])}: {err['msg']}"
    for g in items:
        if g not in battle.gear:
            try:
                turn.gear[g] = Gear(abilities=_abilities(form, f"g.{g}", ITEM_ABILITIES))
            except ValidationError as exc:
                turn.errors["gear"] = exc.errors()[0]["msg"]
    entered: dict[str, dict[int, int]] = {}
    for key in form:
        if key.startswith("d.") and key.count(".") >= 2:
            label, _, i = key[2:].rpartition(".")
            face = _int(form, key)
            if face in (0, 1, 2) and i.isdigit():
                entered.setdefault(label, {})[int(i)] = face
    for label, faces in entered.items():
        if sorted(faces) == list(range(len(faces))):  # a die left blank leaves its roll unentered
            turn.dice[label] = [faces[i] for i in range(len(faces))]
    return turn
