"""What Herald shows before the dice: the odds of the fight a move would start, the slots a summon or move
could choose compared by those odds, and the two ways rolls reach a battle (entered, or rolled seeded)."""

from __future__ import annotations

from collections.abc import Mapping
from random import Random

from ..errors import InvalidInput
from .dice import check_faces
from .labels import label_words, side_less
from .model import Battle, Fighter
from .odds import FightOdds, fight_odds
from .rules import arrival_fights, plan
from .turns import Move, Roll, legal_moves


def preview(battle: Battle, move: Move) -> FightOdds | None:
    """The odds of the fight this move starts (None when it starts none); the battle is not changed."""
    s = battle.turn
    if move.kind == "attack":
        slot = next(i for i, f in battle.side(s).on_board() if f.card == move.card)
        return fight_odds(plan(battle, s, slot, "attack", move.magician))
    if move.kind not in ("summon", "move") or move.slot is None:
        return None
    staged = _staged(battle, s, move)
    if not arrival_fights(staged, s, move.slot, move.kind):
        return None
    return fight_odds(plan(staged, s, move.slot, move.kind, move.magician))


def _staged(battle: Battle, s: int, move: Move) -> Battle:
    side = battle.side(s)
    slots = list(side.slots)
    if move.kind == "move":
        i = next(i for i, f in side.on_board() if f.card == move.card)
        slots[i], slots[move.slot] = None, slots[i]
    else:
        slots[move.slot] = Fighter(card=move.card, items=move.items, absorbed=tuple(0 for _ in move.items))
    return battle.with_side(s, side.model_copy(update={"slots": tuple(slots)}))


def compare_slots(battle: Battle, card: str, items: tuple[str, ...] = (),
                  magician: Mapping[str, str] | None = None) -> dict[int, FightOdds | None]:
    """For each slot this creature could be summoned or moved into now: the odds of the fight it would start."""
    out: dict[int, FightOdds | None] = {}
    for m in legal_moves(battle):
        if m.kind in ("summon", "move") and m.card == card:
            out[m.slot] = preview(battle, m.model_copy(update={"items": items, "magician": dict(magician or {})}))
    return out


def entered(dice: Mapping[str, list[int]], battle: Battle) -> tuple[Roll, set[str]]:
    """A roll source reading the faces the table entered per roll label; the labels it was asked for."""
    asked: set[str] = set()

    def roll(label: str, n: int) -> tuple[tuple[int, ...], int]:
        if n == 0:
            return (), 0  # a creature with no dice rolls nothing
        if label not in dice and side_less(label) in dice:
            label = side_less(label)  # a log from before labels carried the side: read as it was decided
        asked.add(label)
        faces = dice.get(label)
        if faces is None and not battle.die.no_dice:
            raise InvalidInput(f"enter the {n} dice rolled for {label_words(label)}", f"dice.{label}")
        try:
            total = check_faces(faces, n, battle.die.no_dice)
        except ValueError as exc:
            raise InvalidInput(f"the dice rolled for {label_words(label)}: {exc}", f"dice.{label}") from exc
        return tuple(faces or ()), total

    return roll, asked


def rolled(rng: Random, battle: Battle, log: dict[str, list[int]]) -> Roll:
    """A roll source drawing faces with the caller's seeded generator and writing them into `log`."""

    def roll(label: str, n: int) -> tuple[tuple[int, ...], int]:
        faces = battle.die.roll(rng, n)
        log[label] = list(faces)
        return faces, (n if battle.die.no_dice else sum(faces))

    return roll
