"""Battle turns (001:L500-524): the start-of-turn damage (poison, devour), the six moves, the fights they
start, deaths, and the end of the battle (001:L486, L488). `play` is pure: rolls come from the caller."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import Field

from ..errors import InvalidInput
from ..model import Frozen
from .conventions import STALEMATE_TURNS
from .fight import Outcome, resolve
from .labels import roll_label
from .model import ATTACKER, DEFENDER, Battle, Fighter
from .rules import arrival_fights, can_attack, can_devour, can_move, devoured, plan
from .wounds import break_free, set_fighter, upkeep, wound

Roll = Callable[[str, int], tuple[tuple[int, ...], int]]
MoveKind = Literal["summon", "move", "attack", "devour", "break_free", "bind", "upkeep"]


class Move(Frozen):
    """One battle turn: what the acting side does, with the slot, card, items or target it needs."""

    kind: MoveKind
    card: str | None = None  # the creature summoned, moved, attacking, devouring or breaking free
    slot: int | None = Field(default=None, ge=0, le=2)  # where it is summoned or moved to
    items: tuple[str, ...] = Field(default=(), max_length=2)  # equipped on summoning (001:L645)
    target: str | None = None  # the creature bound
    magician: dict[str, Literal["frost_attack", "burning", "poisonous"]] = Field(default_factory=dict)  # 001:L682


def legal_moves(battle: Battle) -> list[Move]:
    """Every move the side to act may make now (items and magician picks left to the player)."""
    if battle.winner is not None:
        return []
    s = battle.turn
    side = battle.side(s)
    if not battle.upkeep:
        return [Move(kind="upkeep")]
    free = [i for i, f in enumerate(side.slots) if f is None]
    out = [Move(kind="summon", card=c, slot=i) for c in dict.fromkeys(side.hand) for i in free]
    if battle.turns < 2:
        return out  # each side's first turn summons (001:L504)
    for i, f in side.on_board():
        out += [Move(kind="move", card=f.card, slot=j) for j in can_move(battle, s, i)]
        if can_attack(battle, s, i):
            out.append(Move(kind="attack", card=f.card))
        if can_devour(battle, s, i):
            out.append(Move(kind="devour", card=f.card))
        if devoured(battle, s, i) is not None:
            out.append(Move(kind="break_free", card=f.card))
    if _bind_item(battle, s) is not None:
        out += [Move(kind="bind", target=f.card) for _, f in battle.side(1 - s).on_board() if not f.bound]
    return out


def _bind_item(battle: Battle, s: int) -> str | None:
    """The bind item this side may use now: none once it has bound (once each battle, 001:L676)."""
    side = battle.side(s)
    if side.binds_used:
        return None
    for _, f in side.on_board():
        for g in f.items:
            if "bind" in battle.gear[g].abilities and g not in side.binds_used:
                return g
    return None


def needs_upkeep_dice(battle: Battle) -> list[tuple[str, int]]:
    """The devour rolls the side to act takes before acting: (label, dice) per devoured creature."""
    s = battle.turn
    out = []
    for i, _ in battle.side(s).on_board():
        d = devoured(battle, s, i)
        if d is not None:
            devourer = battle.side(1 - s).slots[d]
            out.append((roll_label("devour", 1 - s, devourer.card), battle.stats[devourer.card].bd))
    return out


def play(battle: Battle, move: Move, roll: Roll) -> tuple[Battle, list[str]]:
    """The battle after one move of the side to act, and what happened, line by line."""
    if move.model_copy(update={"items": (), "magician": {}}) not in _comparable(battle):
        raise InvalidInput(f"{move.kind.replace('_', ' ')} is not a legal battle move now", "move")
    s, lines = battle.turn, []
    rolled = False
    if move.kind == "upkeep":
        battle, rolled = upkeep(battle, roll, lines)
        battle = battle.model_copy(update={"upkeep": True, "quiet": 0 if rolled else battle.quiet})
        return _after(battle, lines, end_turn=False), lines
    side = battle.side(s)
    if move.kind == "summon":
        battle, rolled = _summon(battle, s, move, roll, lines)
    elif move.kind == "move":
        i = _slot_of(battle, s, move.card)
        f = side.slots[i]
        streak = (f.card, side.streak[1] + 1 if side.streak and side.streak[0] == f.card else 1)
        slots = list(side.slots)
        slots[i], slots[move.slot] = None, f
        battle = battle.with_side(s, side.model_copy(update={"slots": tuple(slots), "streak": streak}))
        lines.append(f"{f.card} moves to slot {move.slot + 1}.")
        battle, rolled = _arrive(battle, s, move.slot, "move", move, roll, lines)
    elif move.kind == "attack":
        i = _slot_of(battle, s, move.card)
        lines.append(f"{move.card} attacks.")
        battle, rolled = _fight(battle, s, i, "attack", move, roll, lines)
    elif move.kind == "devour":
        i = _slot_of(battle, s, move.card)
        battle = set_fighter(battle, s, i, devouring=i)
        lines.append(f"{move.card} devours the creature opposite; its slot is locked.")
    elif move.kind == "break_free":
        battle, rolled = break_free(battle, s, _slot_of(battle, s, move.card), roll, lines)
    elif move.kind == "bind":
        where = battle.find(move.target)
        item = _bind_item(battle, s)
        battle = battle.with_side(s, battle.side(s).model_copy(update={"binds_used": (*side.binds_used, item)}))
        battle = set_fighter(battle, where[0], where[1], bound=True)
        lines.append(f"{move.target} is bound for the rest of the battle.")
    if move.kind != "move":
        battle = battle.with_side(s, battle.side(s).model_copy(update={"streak": None}))
    battle = battle.model_copy(update={"quiet": 0 if rolled else battle.quiet + 1})
    return _after(battle, lines, end_turn=True), lines


def _comparable(battle: Battle) -> list[Move]:
    return [m.model_copy(update={"items": (), "magician": {}}) for m in legal_moves(battle)]


def _slot_of(battle: Battle, s: int, card: str | None) -> int:
    return next(i for i, f in battle.side(s).on_board() if f.card == card)


def _summon(battle: Battle, s: int, move: Move, roll: Roll, lines: list[str]) -> tuple[Battle, bool]:
    side = battle.side(s)
    if move.items and side.minion:
        raise InvalidInput("the minion side takes no items (Q-34)", "items")
    if len(set(move.items)) != len(move.items) or any(g not in side.items for g in move.items):
        raise InvalidInput("equip only items this side holds and has not equipped yet", "items")
    missing = [g for g in move.items if g not in battle.gear]
    if missing or move.card not in battle.stats:
        raise InvalidInput(f"type the printed numbers of {', '.join(missing or [move.card])}", "values")
    hand = list(side.hand)
    hand.remove(move.card)
    slots = list(side.slots)
    slots[move.slot] = Fighter(card=move.card, items=move.items, absorbed=tuple(0 for _ in move.items))
    side = side.model_copy(update={"hand": tuple(hand), "slots": tuple(slots),
                                   "items": tuple(g for g in side.items if g not in move.items)})
    battle = battle.with_side(s, side)
    gear = f" with {', '.join(move.items)}" if move.items else ""
    lines.append(f"{move.card} is summoned into slot {move.slot + 1}{gear}.")
    if battle.healing:
        battle = _heal(battle, s, move.card, lines)
    return _arrive(battle, s, move.slot, "summon", move, roll, lines)


def _heal(battle: Battle, s: int, card: str, lines: list[str]) -> Battle:
    """Same-mythology healing (001:L633-641): 2 DMs off each wounded creature for one match, 4 for two."""
    myth = battle.stats[card].myth
    if myth is None:
        return battle  # level 1 creatures never trigger it (001:L635)
    mates = sum(1 for _, f in battle.side(s).on_board() if f.card != card and battle.stats[f.card].myth == myth)
    amount = {1: 2, 2: 4}.get(mates, 0)
    for i, f in battle.side(s).on_board():
        if amount and f.dm:
            battle = set_fighter(battle, s, i, dm=f.dm - min(f.dm, amount))
            lines.append(f"{f.card} heals {min(f.dm, amount)}.")
    return battle


def _arrive(battle, s, slot, how, move, roll, lines) -> tuple[Battle, bool]:
    if not arrival_fights(battle, s, slot, how):
        return battle, False
    return _fight(battle, s, slot, how, move, roll, lines)


def _fight(battle: Battle, s: int, slot: int, how: str, move: Move, roll: Roll, lines: list[str]):
    p = plan(battle, s, slot, how, move.magician)
    out: Outcome = resolve(p, roll)
    lines.append(f"{p.cards[0]} lands {out.landed[0]}; {p.cards[1]} lands {out.landed[1]}.")
    places = [(s, slot), (1 - s, slot), (1 - s, slot - 1), (1 - s, slot + 1), (s, slot - 1), (s, slot + 1)]
    for (side, i), unit in zip(places, out.units, strict=True):
        if unit is not None:
            battle = wound(battle, side, i, unit, p.hp[places.index((side, i))], lines)
    return battle, bool(out.faces)


def _after(battle: Battle, lines: list[str], end_turn: bool) -> Battle:
    """Check the end of the battle; pass the turn; run the next side's dice-free upkeep; skip a stuck side."""
    for _ in range(2 * STALEMATE_TURNS + 2):
        done = _ended(battle, lines)
        if done is not None:
            return done
        if end_turn:
            battle = _pass(battle)
            if not needs_upkeep_dice(battle) or battle.die.no_dice:
                battle, rolled = upkeep(battle, lambda label, n: ((), n), lines)
                # A devour roll the no-dice option replaces still counts as rolled (conventions: stalemate).
                battle = battle.model_copy(update={"upkeep": True, "quiet": 0 if rolled else battle.quiet})
                done = _ended(battle, lines)
                if done is not None:
                    return done
        if battle.upkeep and not legal_moves(battle):
            lines.append(f"Side {battle.turn + 1} cannot act; the turn passes (001:L524).")
            battle = battle.model_copy(update={"quiet": battle.quiet + 1})
            end_turn = True
            continue
        return battle
    return battle


def settle(battle: Battle, lines: list[str]) -> Battle:
    """A battle just set up: ended if a side has no creature, the turn passed if the first side cannot act."""
    return _after(battle, lines, end_turn=False)


def untyped_hands(battle: Battle) -> list[str]:
    """The creatures still in hand whose numbers Herald lacks (a stalemate counts their HP, 001:L488)."""
    return [c for side in battle.sides for c in side.hand if c not in battle.stats]


def _pass(battle: Battle) -> Battle:
    s = battle.turn
    side = battle.side(s)
    # A devourer back during this very turn rests through its side's next turn too (001:L579).
    slots = tuple(f.model_copy(update={"rested": False})
                  if f and f.rested and f.devouring is None and f.back_at != battle.turns else f
                  for f in side.slots)
    battle = battle.with_side(s, side.model_copy(update={"slots": slots}))
    return battle.model_copy(update={"turn": 1 - s, "turns": battle.turns + 1, "upkeep": False})


def _ended(battle: Battle, lines: list[str]) -> Battle | None:
    gone = [battle.side(i).creatures() == 0 for i in (ATTACKER, DEFENDER)]
    if any(gone):
        winner = DEFENDER if gone[ATTACKER] else ATTACKER  # both at once: the defender (001:L486)
        why = "both sides lost their last creature together" if all(gone) else "the other side lost every creature"
    elif battle.quiet >= STALEMATE_TURNS:
        unknown = untyped_hands(battle)
        if unknown:
            raise InvalidInput(f"type the printed numbers of {', '.join(unknown)}: the hands are shown and counted "
                               "at a stalemate (001:L488)", "values")
        a, d = battle.remaining_hp(ATTACKER), battle.remaining_hp(DEFENDER)
        winner = ATTACKER if a > d else DEFENDER
        why = f"three battle rounds without dice: {a} HP left against {d} (001:L488)"
    else:
        return None
    lines.append(f"Side {winner + 1} wins: {why}.")
    return battle.model_copy(update={"winner": winner, "why": why})
