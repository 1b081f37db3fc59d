"""Reads cards/conjurers/*.toml into the engine's `Catalog`, checking every file before Herald uses it.

Every value carries its seed line under `<card>.source`; every value the seed lacks is named in
`unknown` (typed at the table when the game first needs it). A value with neither is refused.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import ValidationError

from app.games.checked_files import cache_folder, files_digest

if TYPE_CHECKING:
    from app.games.conjurers.engine.cards import CardFacts, Catalog, Minions

CARDS_DIR = Path(__file__).resolve().parents[3] / "cards" / "conjurers"
FACT_FIELDS = {"myth", "level", "name", "cost", "vp"}
# Printed on the card but not needed by part 1's rules; listed as unknown so the table knows to type them.
PRINTED_ONLY = {"hp", "bd", "abilities", "element"}
# What each deck's cards print that the rules use: given with a source, or listed as unknown.
REQUIRED = {"creature": {"myth", "level", "name"}, "level1": {"level", "name"}, "item": {"name", "cost"},
            "artifact": {"myth", "name", "cost", "vp"}}
DECK_SIZES = {"creature": 40, "level1": 15, "item": 20, "artifact": 15}  # 001:L122, L126, L136, L142


class CardDataError(ValueError):
    """A file in cards/conjurers/ is malformed; the message names the file, the card and the field."""


def load_catalog(cards_dir: Path = CARDS_DIR) -> Catalog:
    """Every Conjurers card, checked: sources for every value, the box's deck sizes."""
    from app.games.conjurers.engine.cards import Catalog

    cards: list[CardFacts] = []
    for path in sorted(Path(cards_dir).glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        meta = data.pop("meta", None)
        if not meta or meta.get("game") != "conjurers" or meta.get("schema") != 1:
            raise CardDataError(f"{path.name}: [meta] must say schema = 1 and game = \"conjurers\"")
        if meta.get("contains") == "cards":
            cards.extend(_card(path.name, cid, entry) for cid, entry in data.items())
    sizes = {deck: sum(c.deck == deck for c in cards) for deck in DECK_SIZES}
    if sizes != DECK_SIZES:
        raise CardDataError(f"deck sizes {sizes} differ from the box's {DECK_SIZES}")
    return Catalog(cards=tuple(cards))


def _checked_mark(cards_dir: Path) -> Path | None:
    """Where a check of these very files by this very code is marked (the user's cache folder, as the Prophecy
    catalog's: $HERALD_CACHE, else $XDG_CACHE_HOME/herald, else ~/.cache/herald); None when none can be named."""
    code = Path(__file__).resolve().parent
    try:
        digest = files_digest(((Path(cards_dir), "*.toml"), (code / "engine", "**/*.py"), (code, "catalog.py")))
        folder = cache_folder()
    except (OSError, RuntimeError):
        return None
    return folder / f"conjurers-cards-checked-{digest}"


def checked_before(cards_dir: Path = CARDS_DIR) -> bool:
    """Whether these files were checked by this code before (`checked_catalog` marks it): a start then leaves them
    for first use and imports no engine (issue 42)."""
    mark = _checked_mark(cards_dir)
    return mark is not None and mark.exists()


def checked_catalog(cards_dir: Path = CARDS_DIR) -> Catalog:
    """`load_catalog`, marking that these files passed (a broken file raises CardDataError and marks nothing)."""
    catalog = load_catalog(cards_dir)
    mark = _checked_mark(cards_dir)
    if mark is not None:
        try:
            mark.parent.mkdir(parents=True, exist_ok=True)
            mark.touch()
        except OSError:  # a read-only home: the files are checked at each start
            pass
    return catalog


def _card(file: str, cid: str, entry: dict) -> CardFacts:
    from app.games.conjurers.engine.cards import CardFacts

    entry = dict(entry)
    source = entry.pop("source", {})
    unknown = set(entry.pop("unknown", ()))
    fields = set(entry) - {"deck"}
    for name in fields | {"deck"}:
        if name not in source:
            raise CardDataError(f"{file}: [{cid}] {name} has no source line")
    if fields & unknown:
        raise CardDataError(f"{file}: [{cid}] {sorted(fields & unknown)} are both given and unknown")
    if not unknown <= FACT_FIELDS | PRINTED_ONLY or not fields <= FACT_FIELDS:
        raise CardDataError(f"{file}: [{cid}] unknown field in {sorted((fields | unknown) - FACT_FIELDS - PRINTED_ONLY)}")
    missing = REQUIRED.get(entry.get("deck"), set()) - fields - unknown
    if missing:
        raise CardDataError(f"{file}: [{cid}] say what the seed gives or mark unknown: {sorted(missing)}")
    try:
        return CardFacts(id=cid, **entry)
    except ValidationError as exc:
        raise CardDataError(f"{file}: [{cid}] {exc.errors()[0]['loc']}: {exc.errors()[0]['msg']}") from exc


def load_die(cards_dir: Path = CARDS_DIR) -> tuple[tuple[int, int, int], str]:
    """The battle die's face weights (0, 1, 2) from dice.toml, with their source."""
    path = Path(cards_dir) / "dice.toml"
    entry = tomllib.loads(path.read_text(encoding="utf-8")).get("battle_die", {})
    weights, source = entry.get("weights"), entry.get("source")
    if not source or not isinstance(weights, list) or len(weights) != 3 or not all(
            isinstance(w, int) and w >= 0 for w in weights) or not any(weights):
        raise CardDataError(f"{path.name}: [battle_die] needs three whole face weights and a source")
    return (weights[0], weights[1], weights[2]), source


def load_minions(cards_dir: Path = CARDS_DIR) -> Minions:
    """The minion tables from minions.toml, every number with its source line."""
    from app.games.conjurers.engine.cards import Minions

    path = Path(cards_dir) / "minions.toml"
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    sizes = {}
    for name, entry in data.get("size", {}).items():
        entry = dict(entry)
        source = entry.pop("source", {})
        if set(entry) - set(source):
            raise CardDataError(f"{path.name}: [size.{name}] {sorted(set(entry) - set(source))} have no source line")
        sizes[name] = entry
    abilities = {}
    for myth, entry in data.get("abilities", {}).items():
        entry = dict(entry)
        if not entry.pop("source", None):
            raise CardDataError(f"{path.name}: [abilities.{myth}] has no source line")
        abilities[myth] = entry
    try:
        return Minions(sizes=sizes, abilities=abilities)
    except ValidationError as exc:
        raise CardDataError(f"{path.name}: {exc.errors()[0]['loc']}: {exc.errors()[0]['msg']}") from exc


def load_sources(cards_dir: Path = CARDS_DIR) -> dict[str, dict[str, str]]:
    """Each card's seed line per value the seed gives (card id -> field -> '001:L124')."""
    out: dict[str, dict[str, str]] = {}
    for path in sorted(Path(cards_dir).glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        if data.pop("meta", {}).get("contains") == "cards":
            out |= {cid: dict(entry.get("source", {})) for cid, entry in data.items()}
    return out
