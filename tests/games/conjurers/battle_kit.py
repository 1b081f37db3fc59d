"""Helpers for the battle tests: a board built from short specs, moves played with entered dice."""

from __future__ import annotations

from app.games.conjurers.engine.battle import Battle, Fighter, Gear, Move, Side, Stats, play
from app.games.conjurers.engine.battle.preview import entered


def st(hp: int = 20, bd: int = 2, level: int = 3, myth=None, element=None, **abilities) -> Stats:
    """A creature's printed numbers; abilities as keyword X values (0 for none)."""
    return Stats(hp=hp, bd=bd, level=level, myth=myth, element=element, abilities=abilities)


def gear(**abilities) -> Gear:
    """An item with these abilities."""
    return Gear(abilities=abilities)


def _slot(spec, g: dict[str, Gear]):
    if spec is None or isinstance(spec, Fighter):
        return spec
    if isinstance(spec, tuple):
        card, items = spec
        return Fighter(card=card, items=items, absorbed=tuple(0 for _ in items))
    return Fighter(card=spec)


def board(mine, theirs, stats: dict[str, Stats], items: dict[str, Gear] | None = None, *, hands=((), ()),
          spare=((), ()), turn: int = 0, turns: int = 6, **opts) -> Battle:
    """A battle past its opening summons: slots as card ids, (card, items) or Fighters; side 0 attacks."""
    g = items or {}
    sides = tuple(Side(seat=i, hand=tuple(hands[i]), items=tuple(spare[i]), slots=tuple(_slot(x, g) for x in row))
                  for i, row in enumerate((mine, theirs)))
    return Battle(kind="duel", sides=sides, stats=stats, gear=g, turn=turn, turns=turns, **opts)


def go(b: Battle, kind: str, card: str | None = None, slot: int | None = None, dice=None, **fields):
    """Play one move with the dice entered per roll label; the battle after it and its lines."""
    roll, asked = entered(dice or {}, b)
    after, lines = play(b, Move(kind=kind, card=card, slot=slot, **fields), roll)
    assert set(dice or {}) <= asked, f"dice given for rolls not made: {set(dice or {}) - asked}"
    return after, lines


def at(b: Battle, card: str) -> Fighter | None:
    """The creature on the board with this card id."""
    where = b.find(card)
    return None if where is None else b.side(where[0]).slots[where[1]]


def kinds(b: Battle) -> set[tuple[str, str | None]]:
    """(move kind, card or target) of every legal move now."""
    from app.games.conjurers.engine.battle import legal_moves
    return {(m.kind, m.card or m.target) for m in legal_moves(b)}
