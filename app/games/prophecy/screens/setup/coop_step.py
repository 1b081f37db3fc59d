"""The wizard's cooperative questions: the mode (on the first step), then with the players the difficulty and
the Power Up stack the group prepares (the rulebook's, or their own: 003:L517). Pure functions over the form."""

from __future__ import annotations

MODES = (
    ("competitive", "Competitive", "Everyone for herself: the standard game (000)."),
    ("cooperative", "Cooperative", "The group against the planes, 2 to 5 characters (003:L457)."),
    ("solo", "Solo", "One hero against the planes (003:L595)."),
)
MODE_FIELDS = ("coop_mode",)
CLOCK_FIELDS = ("coop_difficulty", "coop_tokens")
REVEAL_FIELDS = ("coop_revealed", "coop_revealed_races")


def mode(form) -> str:
    """The mode the group chose: competitive, cooperative or solo."""
    value = form.get("coop_mode") or "competitive"
    return value if value in {m[0] for m in MODES} else "competitive"


def difficulty(form) -> str:
    """The chosen difficulty (Normal until told)."""
    from app.games.prophecy.engine.coop.options import DIFFICULTIES

    value = form.get("coop_difficulty") or "normal"
    return value if value in DIFFICULTIES else "normal"


def parse_tokens(raw: str | None) -> tuple[int, ...] | None:
    """The group's own stack from '+2 +3 +3', or None when they keep the rulebook's (ValueError when unreadable)."""
    from app.games.prophecy.engine.coop.options import over_supply

    text = (raw or "").replace(",", " ").split()
    if not text:
        return None
    try:
        tokens = tuple(int(t.lstrip("+")) for t in text)
    except ValueError:
        raise ValueError("Write the Power Up tokens as numbers such as +2 +3 +3.") from None
    if any(not 1 <= t <= 5 for t in tokens):
        raise ValueError("Power Up tokens are valued +1 to +5.")
    short = over_supply(tokens)
    if short:
        raise ValueError("The box has five Power Up tokens of each value; this stack needs " + ", ".join(short) + ".")
    return tokens


def check(form, seats: int) -> str | None:
    """What is wrong with the cooperative answers of the players step, or None."""
    if mode(form) == "competitive":
        return None
    try:
        parse_tokens(form.get("coop_tokens"))
    except ValueError as exc:
        return str(exc)
    return None


def options(form, seats: int) -> dict | None:
    """The create_game's cooperative options, or None for the competitive game."""
    if mode(form) == "competitive":
        return None
    try:
        tokens = parse_tokens(form.get("coop_tokens"))
    except ValueError:
        tokens = None
    return {"mode": mode(form), "difficulty": difficulty(form), "tokens": list(tokens or ())}


def view(form, seats: int) -> dict:
    """What the players step shows of the stack: the rulebook's for this table, the group's if they changed it."""
    from app.games.prophecy.engine.coop.options import (
        COOP_TOKENS,
        DIFFICULTIES,
        DIFFICULTY_WORDS,
        TABLE_CITES,
        lighter_than_hard,
        recommended,
    )

    m = mode(form)
    if m == "competitive" or (m == "cooperative" and seats not in COOP_TOKENS):
        return {"mode": m}
    d = difficulty(form)
    book = recommended(m, d, seats)
    try:
        own = parse_tokens(form.get("coop_tokens"))
    except ValueError:
        own = None
    stack = own or book
    return {"mode": m, "difficulty": d, "difficulties": [(x, DIFFICULTY_WORDS[x]) for x in DIFFICULTIES],
            "book": " ".join(f"+{t}" for t in book), "book_count": len(book), "count": len(stack),
            "own": own is not None, "cite": TABLE_CITES[m], "lighter": lighter_than_hard(m, d, seats),
            "rounds": 5 if m == "solo" else 3}


def revealed(form) -> list[str]:
    """The characters Herald turned up for the cooperative share-out (empty until asked)."""
    return [n for n in (form.get("coop_revealed") or "").split("|") if n]


def revealed_races(form) -> list[str]:
    """The Race cards Herald turned up with the characters (Race ids; a Race twice when two cards show it)."""
    return [n for n in (form.get("coop_revealed_races") or "").split("|") if n]


def reveal_or_deal(form, names: list[str], seats: int, rng, race_cards: list[str] = ()) -> dict | None:
    """The form after 'Herald turns them up' (players + 2 characters at random, and as many of the Race cards
    when the game has Races, 003:L491) or 'deal them' (one of each at random from those, 003:L491); None when
    neither was asked. The web layer brings the randomness and the Race cards (empty while unknown)."""
    if mode(form) != "cooperative":
        return None
    out = form.copy()
    if form.get("coop_reveal") and len(names) >= seats + 2:
        out["coop_revealed"] = "|".join(rng.sample(sorted(names), seats + 2))
        out["coop_revealed_races"] = "|".join(rng.sample(sorted(race_cards), seats + 2)) if len(
            race_cards) >= seats + 2 else ""
        return out
    shown, races = revealed(form), revealed_races(form)
    if form.get("coop_deal") and len(shown) >= seats:
        for i, name in enumerate(rng.sample(shown, seats)):
            out[f"seat{i}_character"] = name
        for i, race in enumerate(rng.sample(races, seats) if len(races) >= seats else ()):
            out[f"seat{i}_race1"] = race
        return out
    return None
