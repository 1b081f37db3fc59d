"""The printed numbers of the creatures still in hand when a quiet turn reaches the stalemate (001:L488): the hands
are shown and every remaining creature's hitpoints count, those in hand too, so the battle screen asks the numbers
Herald lacks for them beside the move, one row per creature, each problem said beside its field (issue 35)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pydantic import ValidationError
from werkzeug.datastructures import MultiDict

from app.games.conjurers.screens.battle.names import ability_name, card_name
from app.games.conjurers.screens.battle.turn_form import ELEMENTS

if TYPE_CHECKING:
    from app.games.conjurers.engine import InvalidInput, State
    from app.games.conjurers.engine.battle.model import Battle
    from app.games.conjurers.engine.battle.profile import Printed

SHOWN = "hands"  # the form field that keeps the hands' numbers on screen once the stalemate asked them
ASK, CHECK = "ask", "check"  # shown for the first time (nothing typed yet), or typed and to be read


@dataclass
class HandNumbers:
    """The numbers typed for the creatures in hand, and each field's problem in words (by field name)."""

    values: dict[str, Printed] = field(default_factory=dict)
    errors: dict[str, str] = field(default_factory=dict)


def missing(battle: Battle, typed=()) -> list[str]:
    """The creatures in hand whose numbers Herald lacks, but for those the turn types already (a summoned card's)."""
    from app.games.conjurers.engine.battle.turns import untyped_hands

    return [c for c in untyped_hands(battle) if c not in typed]


def asks_hands(battle: Battle, exc: InvalidInput, typed=()) -> bool:
    """Whether a refusal is the stalemate asking the numbers of creatures still in hand."""
    cards = missing(battle, typed)
    return exc.field == "values" and bool(cards) and all(card in exc.message for card in cards)


def _count(raw: str, name: str, what: str, least: int, verb: str = "are") -> tuple[int | None, str | None]:
    """A typed amount as a whole number of at least `least`, or the problem in words."""
    raw, name = raw.strip(), name[:1].upper() + name[1:]  # a line may open with "the Greek pile's first creature"
    if not raw:
        return None, f"{name}: type the {what} printed on it."
    if not raw.isdigit():
        return None, f"{name}: its {what} {verb} a whole number (not '{raw}')."
    if int(raw) < least:
        return None, f"{name}: its {what} {verb} at least {least} (not {raw})."
    return int(raw), None


def read_hands(form: MultiDict, state: State, battle: Battle, typed=()) -> HandNumbers:
    """The hand creatures' numbers a form carries once the stalemate asked them; nothing before."""
    from app.games.conjurers.engine.battle.profile import CREATURE_ABILITIES, WITH_X, Printed

    out = HandNumbers()
    if form.get(SHOWN) != CHECK:
        return out
    for card in missing(battle, typed):
        name, key = card_name(state, card), f"h.{card}"
        hp, hp_problem = _count(form.get(f"{key}.hp", ""), name, "hitpoints", 1)
        bd, bd_problem = _count(form.get(f"{key}.bd", ""), name, "battle dice", 0)
        for part, problem in (("hp", hp_problem), ("bd", bd_problem)):
            if problem:
                out.errors[f"{key}.{part}"] = problem
        element = form.get(f"{key}.element") or None
        abilities = {}
        for a in sorted(CREATURE_ABILITIES):
            if not form.get(f"{key}.ab.{a}"):
                continue
            x, problem = _count(form.get(f"{key}.x.{a}", ""), name, f"{ability_name(a)} X (the number beside it)", 1,
                                "is") if a in WITH_X else (0, None)
            if problem:
                out.errors[f"{key}.ab"] = problem
            abilities[a] = x or 0
        if hp is None or bd is None or f"{key}.ab" in out.errors:
            continue
        try:
            out.values[card] = Printed(hp=hp, bd=bd, element=element if element in ELEMENTS else None,
                                       abilities=abilities)
        except ValidationError as exc:
            out.errors[f"{key}.hp"] = f"{name}: {exc.errors()[0]['msg']}"
    return out


def hands_view(state: State, battle: Battle, form: MultiDict, typed=()) -> list[dict] | None:
    """One row per creature in hand whose numbers Herald lacks, with what was typed and each field's problem;
    None while the stalemate has not asked them."""
    from app.games.conjurers.engine.battle.profile import CREATURE_ABILITIES, WITH_X

    if form.get(SHOWN) not in (ASK, CHECK) or not missing(battle, typed):
        return None
    errors = read_hands(form, state, battle, typed).errors
    rows = []
    for card in missing(battle, typed):
        key = f"h.{card}"
        rows.append({"card": card, "key": key, "name": card_name(state, card),
                     "hp": form.get(f"{key}.hp", ""), "bd": form.get(f"{key}.bd", ""),
                     "element": form.get(f"{key}.element", ""), "ticked": [a for a in CREATURE_ABILITIES
                                                                          if form.get(f"{key}.ab.{a}")],
                     "x": {a: form.get(f"{key}.x.{a}", "") for a in WITH_X},
                     "hp_problem": errors.get(f"{key}.hp"), "bd_problem": errors.get(f"{key}.bd"),
                     "ab_problem": errors.get(f"{key}.ab")})
    return rows


def abilities() -> list[dict]:
    """The creature abilities a row offers to tick, in words."""
    from app.games.conjurers.engine.battle.profile import CREATURE_ABILITIES, WITH_X

    return [{"name": a, "words": ability_name(a), "x": a in WITH_X} for a in sorted(CREATURE_ABILITIES)]
