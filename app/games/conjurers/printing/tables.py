"""The player aid's tables, read off the engine's own (board spaces, outputs, rates, feeding, scoring), so a
printed number is the number Herald plays by. Each table carries the seed lines it comes from."""

from __future__ import annotations

from dataclasses import dataclass

from app.games.conjurers.engine import board
from app.games.conjurers.engine import tables as t
from app.games.conjurers.engine.battle.profile import BEATS, Stats, element_dice

NUMERALS = {1: "I", 2: "II", 3: "III", 4: "IV"}
FIGURES = (
    ("Worker", "worker", "001:307"),
    ("Merchant", "merchant", "001:309"),
    ("Warrior", "warrior", "001:311"),
    ("Recruiter", "recruiter", "001:313"),
)
PAIRS = {"ws": "wood / stone", "ib": "iron / bronze", "sd": "sapphire / diamond"}
NAMES = {"shangri_la": "Shangri La", "garden_of_eden": "Garden of Eden", "mount_olympus": "Mount Olympus",
         "pit_1": "Sacrificial pit 1", "pit_2": "Sacrificial pit 2"}


@dataclass(frozen=True)
class Table:
    """A titled grid: header cells, rows of cells (the first one names the row), and its seed lines."""

    title: str
    head: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    refs: str
    wide_labels: bool = False  # its row names are long (the first column gets more room)


def label(space_id: str) -> str:
    """A space as people say it: 'blacksmith_1' -> 'Blacksmith 1'."""
    return NAMES.get(space_id) or space_id.replace("_", " ").capitalize()


def _cell(value: int | None) -> str:
    return "–" if value is None else str(value)


def open_spaces(players: int, locked: tuple[str, ...]) -> list[board.Space]:
    """The action spaces on the board at this player count with these mythologies out."""
    return [s for s in board.SPACES if s.group != "house" and board.in_game(s, players, locked)]


def figures(players: int, locked: tuple[str, ...]) -> list[tuple[str, list[str], str]]:
    """Who may stand where: each assistant kind and the open spaces it takes (the conjurer takes any)."""
    spaces = open_spaces(players, locked)
    out = []
    for name, kind, ref in FIGURES:
        names = [label(s.id) + (f" ({NUMERALS[s.numeral]})" if s.numeral and s.numeral > 1 else "")
                 for s in spaces if kind in s.assistants and s.group != "food"]
        out.append((name, names, ref))
    food = [label(s.id) for s in spaces if s.group == "food"]
    out.append(("Any figure", food, "001:305"))
    return out


def outputs(players: int, locked: tuple[str, ...]) -> Table:
    """Mines (each end phase), storages (at once) and food (at once), by phase."""
    open_ids = {s.id for s in open_spaces(players, locked)}
    rows = []
    for table in (t.MINE_OUTPUT, t.STORAGE_OUTPUT):
        for space_id, (resource, by_phase) in table.items():
            if space_id in open_ids:
                rows.append((f"{label(space_id)} ({resource})", *(_cell(by_phase.get(p)) for p in range(1, 5))))
    for space_id in ("wild_animals", "fishing_pond"):
        if space_id in open_ids:
            rows.append((f"{label(space_id)} (food)", *(str(t.FOOD_OUTPUT[p]) for p in range(1, 5))))
    return Table("Outputs by phase", ("", "I", "II", "III", "IV"), tuple(rows), "001:331-337, 343-349, 355")


def market() -> Table:
    """The marketplace's rates: pay so many of a row's pair to gain so many of a column's."""
    rows = tuple((PAIRS[pay], *(f"{t.MARKET_RATE[(pay, gain)][0]} → {t.MARKET_RATE[(pay, gain)][1]}" for gain in PAIRS))
                 for pay in PAIRS)
    return Table("Marketplace (pay → gain)", ("pay \\ gain", *PAIRS.values()), rows, "001:377-380")


def pit() -> Table:
    """The sacrificial pit's payout for the first creature of a visit, by level."""
    head = ("level", "wood + stone", "iron + bronze", "diamond + sapphire", "food")
    rows = tuple((str(level), *(_cell(t.PIT_PAYOUTS[k][1].get(level)) for k in ("wood_stone", "iron_bronze",
                                                                               "diamond_sapphire", "food")))
                 for level in range(1, 6))
    return Table("Sacrificial pit (first creature; each more pays half)", head, rows, "001:402-407, 413")


def feeding() -> Table:
    """What each feeding costs beside the creatures' levels."""
    rows = (("Each creature", "its level"), ("First assistant", str(t.UPKEEP[1])),
            ("Second assistant", str(t.UPKEEP[2])), ("Third assistant", str(t.UPKEEP[3])),
            ("Each food short", f"−{t.SHORT_FOOD_PENALTY} points"))
    return Table(f"Feeding after rounds {', '.join(map(str, t.FEEDING_ROUNDS))}", ("", "food"), rows,
                 "001:435, 441, 445")


def variety(players: int) -> Table:
    """Creature Variety for this player count: mythologies at one level, by level."""
    table = t.VARIETY[players]
    rows = tuple((f"{myths} mythologies", *(str(table[myths][lv]) for lv in (2, 3, 4, 5))) for myths in sorted(table))
    return Table(f"Creature Variety ({players} players)", ("", "level 2", "level 3", "level 4", "level 5"), rows,
                 "001:700-710")


def bonuses() -> Table:
    """Consistency, Abundance and the artifacts' bonuses, one row each."""
    rows = (
        ("Consistency: levels in one mythology", *(f"{n}: {vp}" for n, vp in t.CONSISTENCY.items())),
        ("Abundance: creatures of one mythology", *(f"{n}: {vp}" for n, vp in t.ABUNDANCE.items())),
        ("Artifact Variety: mythologies", *(f"{n}: {vp}" for n, vp in t.ARTIFACT_VARIETY.items())),
        ("Artifact Consistency: all 3 of one", f"{t.ARTIFACT_CONSISTENCY}", "", ""),
    )
    return Table("Bonuses", ("", "", "", ""), rows, "001:718-724, 753-756", wide_labels=True)


def combinations() -> Table:
    """Mythological combinations: artifacts by creatures of the same mythology."""
    columns = sorted(t.COMBINATION[1])
    rows = tuple((f"{a} artifact{'s' if a > 1 else ''}", *(str(t.COMBINATION[a][c]) for c in columns))
                 for a in sorted(t.COMBINATION))
    return Table("Combinations (same mythology)", ("", *(f"{c}{'+' if c == columns[-1] else ''} creatures"
                                                       for c in columns)), rows, "001:762-765")


def leftovers() -> Table:
    """Leftover resources: how many of a pooled pair make one point."""
    rows = tuple((f"{a} + {b}", str(per)) for (a, b), per in t.RESOURCE_VP)
    return Table("Leftovers (per point, rounded down)", ("pool", "per VP"), rows, "001:771-777")


def elements() -> Table:
    """The extra dice of the superior element: its creature's level by its foe's, as the engine counts them."""
    own, foe = next(iter(BEATS.items()))
    rows = tuple((f"level {a}", *(str(element_dice(Stats(level=a, hp=1, bd=0, element=own),
                                                   Stats(level=b, hp=1, bd=0, element=foe))) for b in range(1, 6)))
                 for a in range(1, 6))
    return Table("Elements: extra dice of the superior creature (row) against its foe (column)",
                 ("", *(f"foe {b}" for b in range(1, 6))), rows, "001:622-627")
