"""The Race cards a table dealt itself for Hybrids (003:L647), typed on the tablet: how many of each Race every
player was dealt. Optional: left blank, Herald checks nothing. Typed, they must fit the box (ten Race cards,
003:L105, and the group's count of each Race once typed), give every player two different Races to cross, and each
hero keeps her two Races from her own cards. Pure functions over the wizard's form."""

from __future__ import annotations

from app.games.prophecy.screens.setup.draft_step import RACE_CARDS, hybrid_check
from app.games.prophecy.screens.setup.race_step import RACES

MAX_SEATS = 5


def field(i: int, race: str) -> str:
    """The form field where the table types how many cards of a Race a seat was dealt."""
    return f"seat{i}_dealt_{race}"


FIELDS = tuple(field(i, r) for i in range(MAX_SEATS) for r in RACES)


def _player(form, i: int) -> str:
    return form.get(f"seat{i}_player") or f"Player {i + 1}"


def hands(form, seats: int) -> tuple[list[list[str]] | None, str | None]:
    """Each seat's typed Race cards (a Race once per card), or None when nothing is typed; and what is wrong."""
    raw = {(i, r): (form.get(field(i, r)) or "").strip() for i in range(seats) for r in RACES}
    if not any(raw.values()):
        return None, None
    out: list[list[str]] = []
    for i in range(seats):
        hand = []
        for r in RACES:
            value = raw[(i, r)] or "0"
            if not value.isdigit() or int(value) > 5:
                return None, f"Type how many {r.title()} cards {_player(form, i)} was dealt (0 to 5)."
            hand += [r] * int(value)
        out.append(hand)
    return out, None


def check(form, seats: int, counts: dict[str, int] | None) -> str | None:
    """What is wrong with the Race cards the table typed as dealt, or None."""
    typed, problem = hands(form, seats)
    if problem or typed is None:
        return problem
    total = sum(len(h) for h in typed)
    if total > RACE_CARDS:
        return f"The hands typed hold {total} Race cards, but the box has ten (003:L105)."
    for race, known in (counts or {}).items():
        dealt = sum(h.count(race) for h in typed)
        if dealt > known:
            return f"The hands typed hold {dealt} {race.title()} cards, but {known} of the ten Race cards show it."
    for i, hand in enumerate(typed):
        if len(set(hand)) < 2:
            return (f"{_player(form, i)}'s Race cards show fewer than two different Races: a Hybrid crosses two "
                    "(003:L647); deal her more.")
    return hybrid_check(form, seats, typed, "The table dealt")
