"""The wizard's draft dealt by Herald (000:L119, 003:L111-115): Herald picks the game's seed, deals two characters
(three with 2 or 3 players) to every seat from it, and the Race cards with them when it knows how many of the ten
cards show each Race (the group types the counts once). The table then drafts with those cards and tells Herald
what each player kept; a kept card must be one Herald dealt.

Only a token and the hand size travel in the form (`draft_seed`, `draft_size`): the web layer turns the token into
the game's seed with the server's secret (so the page never shows the seed Herald's later rolls come from), and the
hands are dealt again from it on every step, so a form cannot change what was dealt. Pure functions.
"""

from __future__ import annotations

from collections import Counter

from app.games.prophecy.screens.play.offers_view import herald_rng

RACE_CARDS = 10  # the expansion's Race cards (003:L27, 003:L105)
FIELDS = ("draft_seed", "draft_size")


def copies_field(race: str) -> str:
    """The form field where the group types how many Race cards show a Race."""
    return f"race_{race}_copies"


def token(form) -> int | None:
    """The token of the game's seed Herald dealt the draft from, or None while the table deals."""
    raw = form.get("draft_seed") or ""
    return int(raw) if raw.isdigit() else None


def size(form) -> int:
    """Characters (and Race cards) dealt to each seat: 2, or 3 (003:L115)."""
    return 3 if form.get("draft_size") == "3" else 2


def requested(form, seats: int, new_token: int) -> dict | None:
    """The form after 'Herald deals two (three) each', or None when not asked; three only with 2 or 3 players."""
    ask = form.get("draft_deal")
    if ask not in ("2", "3") or (ask == "3" and seats > 3):
        return None
    out = form.copy()
    out["draft_seed"], out["draft_size"] = str(new_token), ask
    return out


def copies(form, race_rows: list[dict]) -> dict[str, int] | None:
    """How many Race cards show each Race (the catalog's, else typed), or None until they add up to ten."""
    counts = {}
    for r in race_rows:
        known = r.get("copies")
        raw = str(known if known is not None else (form.get(copies_field(r["id"])) or "")).strip()
        if not raw.isdigit() or not 1 <= int(raw) <= 5:
            return None
        counts[r["id"]] = int(raw)
    return counts if sum(counts.values()) == RACE_CARDS else None


def race_deck(counts: dict[str, int] | None) -> list[str]:
    """The ten Race cards as Race ids, a Race once per card showing it (empty while the counts are unknown)."""
    return [race for race in sorted(counts or {}) for _ in range((counts or {})[race])]


def hands(form, seats: int, characters: list[str], race_counts: dict[str, int] | None, s: int | None) -> dict | None:
    """What Herald dealt from the game's seed `s`: each seat's characters and Race cards (None for the Races while
    their counts are unknown), or None when the table deals."""
    if s is None:
        return None
    n = size(form)
    rng = herald_rng(s, -2)
    deck = sorted(characters)
    rng.shuffle(deck)
    out = {"size": n, "characters": [deck[i * n:(i + 1) * n] for i in range(seats)], "races": None}
    if race_counts:
        cards = race_deck(race_counts)
        rng.shuffle(cards)
        out["races"] = [cards[i * n:(i + 1) * n] for i in range(seats)]
    return out


def check(form, seats: int, dealt: dict | None, races_per_hero: int) -> str | None:
    """What is wrong with the cards kept, against what Herald dealt, or None."""
    if dealt is None:
        return None
    pool = {c for hand in dealt["characters"] for c in hand}
    for i in range(seats):
        kept = (form.get(f"seat{i}_character") or "").strip()
        if kept and kept not in pool:
            player = form.get(f"seat{i}_player") or f"Player {i + 1}"
            return f"Herald did not deal {kept}: {player} keeps one of the characters dealt."
    if dealt["races"] is None or races_per_hero != 1:
        return None
    left = Counter(r for hand in dealt["races"] for r in hand)
    kept_races = Counter(form.get(f"seat{i}_race1") or "" for i in range(seats))
    kept_races.pop("", None)
    over = sorted(r for r, k in kept_races.items() if k > left[r])
    if over:
        return f"More heroes keep the {over[0].title()} Race than Herald dealt {over[0].title()} cards."
    return None
