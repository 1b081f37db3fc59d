"""Scoring at the end of round 12 (001:L690-791): creatures with Variety, Consistency and Abundance,
artifacts with their Variety and Consistency, mythological combinations, leftover resources, minus
points; the winner and the tie-break in the seed's order."""

from __future__ import annotations

from collections import Counter

from .state import Player, Result, Score, Standing
from .tables import (
    ABUNDANCE,
    ARTIFACT_CONSISTENCY,
    ARTIFACT_VARIETY,
    ARTIFACTS_PER_MYTH,
    COMBINATION,
    CONSISTENCY,
    RESOURCE_VP,
    VARIETY,
)

# The tie-break, in order (001:L783-791): each step's name and how to read it off a score.
TIE_BREAK = (
    ("total", lambda s: s.total),
    ("combinations", lambda s: s.combination),
    ("artifacts", lambda s: s.artifacts),
    ("creatures", lambda s: s.creatures),
    ("resources", lambda s: s.resources),
)


def variety(player: Player, players: int) -> dict[int, int]:
    """Creature Variety per level: one set per level, counted by its different mythologies (001:L698-710).

    A creature has one level and one mythology, so no creature can sit in two Variety sets (001:L690)."""
    out = {}
    for level in (2, 3, 4, 5):
        myths = {c.myth for c in player.army if c.level == level and c.myth}
        table = VARIETY[players].get(min(len(myths), max(VARIETY[players])), {})
        if len(myths) >= 3:
            out[level] = table[level]
    return out


def consistency(player: Player) -> dict[str, int]:
    """Creature Consistency per mythology: (different levels)² from two levels up (001:L712-719)."""
    levels: dict[str, set[int]] = {}
    for c in player.army:
        if c.myth:  # level 1 creatures have no mythology (001:L128, Q-29)
            levels.setdefault(c.myth, set()).add(c.level)
    return {m: CONSISTENCY[len(ls)] for m, ls in levels.items() if len(ls) >= 2}


def myth_counts(player: Player) -> Counter:
    """How many creatures of each mythology the army holds."""
    return Counter(c.myth for c in player.army if c.myth)


def abundance(player: Player) -> dict[str, int]:
    """Abundance per mythology with six or more creatures (001:L721-724)."""
    return {m: ABUNDANCE[min(n, 8)] for m, n in myth_counts(player).items() if n >= 6}


def combinations(player: Player) -> dict[str, int]:
    """Mythological combinations: artifacts and creatures of one mythology (001:L760-765; 7+ creatures as 6, Q-28)."""
    artifacts = Counter(a.myth for a in player.artifacts)
    creatures = myth_counts(player)
    return {m: COMBINATION[min(a, 3)][min(creatures[m], 6)] for m, a in artifacts.items() if creatures[m] >= 3}


def resource_points(stock: dict[str, int]) -> int:
    """Leftover resources, pooled in pairs, each pool rounded down (001:L769-777); food scores nothing."""
    return sum((stock.get(a, 0) + stock.get(b, 0)) // per for (a, b), per in RESOURCE_VP)


def score(player: Player, players: int) -> Score:
    """One player's score, line by line."""
    artifacts = Counter(a.myth for a in player.artifacts)
    return Score(
        seat=player.seat,
        creature_levels=sum(c.level for c in player.army),
        variety=variety(player, players),
        consistency=consistency(player),
        abundance=abundance(player),
        artifact_vp=sum(a.vp for a in player.artifacts),
        artifact_variety=ARTIFACT_VARIETY.get(min(len(artifacts), 5), 0),
        artifact_consistency={m: ARTIFACT_CONSISTENCY for m, n in artifacts.items() if n >= ARTIFACTS_PER_MYTH},
        combinations=combinations(player),
        resources=resource_points(player.stock),
        minus=player.minus,
    )


def result(players: tuple[Player, ...]) -> Result:
    """Every score and the winners: the highest total, ties broken step by step, else shared (001:L781)."""
    scores = tuple(score(p, len(players)) for p in players)
    leaders = list(scores)
    decided_by = "shared"
    for name, key in TIE_BREAK:
        best = max(key(s) for s in leaders)
        narrowed = [s for s in leaders if key(s) == best]
        if len(narrowed) == 1:
            leaders, decided_by = narrowed, name
            break
        leaders = narrowed
    return Result(scores=scores, winners=tuple(s.seat for s in leaders), decided_by=decided_by,
                  standings=standings(scores))


def standings(scores: tuple[Score, ...]) -> tuple[Standing, ...]:
    """Every player's place by the tie-break's steps in order (001:L781-791), best first; equal on every step
    shares the place. Each names the deepest step it took to set her apart from those sharing her total."""
    keys = {s.seat: tuple(key(s) for _, key in TIE_BREAK) for s in scores}
    out = []
    for s in scores:
        place = 1 + sum(1 for k in keys.values() if k > keys[s.seat])
        steps = [next((i for i, (a, b) in enumerate(zip(keys[s.seat], k, strict=True)) if a != b), None)
                 for seat, k in keys.items() if seat != s.seat and k[0] == keys[s.seat][0]]
        by = "total" if not steps else "shared" if None in steps else TIE_BREAK[max(steps)][0]
        out.append(Standing(seat=s.seat, total=s.total, place=place, decided_by=by))
    return tuple(sorted(out, key=lambda st: (st.place, st.seat)))


def breakdown(s: Score) -> list[tuple[str, int, str]]:
    """The score as lines a player can check against the rulebook: (what, points, seed line); they sum to the total."""
    lines = [("creature levels", s.creature_levels, "001:L694")]
    lines += [(f"Variety, level {lv}", vp, "001:L700") for lv, vp in sorted(s.variety.items())]
    lines += [(f"Consistency, {m}", vp, "001:L718") for m, vp in sorted(s.consistency.items())]
    lines += [(f"Abundance, {m}", vp, "001:L723") for m, vp in sorted(s.abundance.items())]
    lines.append(("artifact points", s.artifact_vp, "001:L749"))
    if s.artifact_variety:
        lines.append(("artifact Variety", s.artifact_variety, "001:L753"))
    lines += [(f"artifact Consistency, {m}", vp, "001:L756") for m, vp in sorted(s.artifact_consistency.items())]
    lines += [(f"combination, {m}", vp, "001:L762") for m, vp in sorted(s.combinations.items())]
    lines.append(("resources", s.resources, "001:L769"))
    if s.minus:
        lines.append(("minus points", -s.minus, "001:L188"))
    return lines
