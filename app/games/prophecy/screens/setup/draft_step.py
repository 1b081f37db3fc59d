"""The wizard's draft dealt by Herald (000:L119, 003:L111-115): Herald picks the game's seed, deals two characters
(three with 2 or 3 players) to every seat from it, and the Race cards with them when it knows how many of the ten
cards show each Race (the group types the counts once). The table then drafts with those cards and tells Herald
what each player kept; a kept card must be one Herald dealt.

Only a token and the hand size travel in the form (`draft_seed`, `draft_size`): the web layer turns the token into
the game's seed with the server's secret (so the page never shows the seed Herald's later rolls come from), and the
hands are dealt again from it on every step, so a form cannot change what was dealt. The table may draft with the
dealt cards and type what each player kept, or pick on the tablet one tap at a time (draft_picks.py).

With Hybrids (003:L647) every hero keeps two Races; the rulebook does not say how they are dealt, so Herald reads it
as the Race draft's cards shared out: each player gets her own hand of as many of the ten Race cards as go round
evenly (five each with 2 players, three with 3, two with 4 or 5), every hand holding at least two different Races,
and keeps two different Races from it. Pure functions.
"""

from __future__ import annotations

from collections import Counter

from app.games.prophecy.screens.play.offers_view import herald_rng

RACE_CARDS = 10  # the expansion's Race cards (003:L27, 003:L105)
FIELDS = ("draft_seed", "draft_size", "draft_mode", "draft_picks")
SHUFFLES = 200  # tries at a Hybrids deal where every hand holds two different Races


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
    """The form after 'Herald deals two (three) each', or None when not asked; three only with 2 or 3 players.
    `draft_mode` "picks" when the players pick on the tablet; a new deal starts the picks afresh."""
    ask = form.get("draft_deal")
    if ask not in ("2", "3") or (ask == "3" and seats > 3):
        return None
    out = form.copy()
    out["draft_seed"], out["draft_size"] = str(new_token), ask
    out["draft_mode"] = "picks" if form.get("draft_mode") == "picks" else ""
    out["draft_picks"] = ""
    return out


def race_hand_size(seats: int, size: int, per_hero: int) -> int:
    """Race cards dealt to each player: as many as characters (003:L113), or with Hybrids the ten shared out."""
    return RACE_CARDS // max(1, seats) if per_hero == 2 else size


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


def hands(form, seats: int, characters: list[str], race_counts: dict[str, int] | None, s: int | None,
          per_hero: int = 1) -> dict | None:
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
        k = race_hand_size(seats, n, per_hero)
        cards = race_deck(race_counts)
        for _ in range(SHUFFLES if per_hero == 2 else 1):
            rng.shuffle(cards)
            out["races"] = [cards[i * k:(i + 1) * k] for i in range(seats)]
            if per_hero != 2 or all(len(set(h)) >= 2 for h in out["races"]):
                break
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
    if dealt["races"] is None or not races_per_hero:
        return None
    if races_per_hero == 2:
        return hybrid_check(form, seats, dealt["races"], "Herald dealt")
    left = Counter(r for hand in dealt["races"] for r in hand)
    kept_races = Counter(form.get(f"seat{i}_race1") or "" for i in range(seats))
    kept_races.pop("", None)
    over = sorted(r for r, k in kept_races.items() if k > left[r])
    if over:
        return f"More heroes keep the {over[0].title()} Race than Herald dealt {over[0].title()} cards."
    return None


def hybrid_check(form, seats: int, hands: list[list[str]], dealer: str) -> str | None:
    """Each Hybrid hero's two Races come from her own Race hand (Herald's reading of 003:L647)."""
    for i in range(seats):
        kept = Counter(r for r in (form.get(f"seat{i}_race{k}") or "" for k in (1, 2)) if r)
        if kept - Counter(hands[i]):
            player = form.get(f"seat{i}_player") or f"Player {i + 1}"
            shown = ", ".join(r.title() for r in hands[i])
            return (f"{dealer} {player} {shown}: a Hybrid hero keeps two different Races from her own Race cards "
                    "(003:L647).")
    return None
