"""Conjurers' catalog entries: the values a group typed from its cards (levels, costs, VP, names, a creature's
HP, BD, abilities and element, an item's abilities), kept as the group's entries in the shared catalog_entry
table under this game kind, with when and in which game each was typed. A new game starts with them, so a
card's numbers are asked once; a game file carries the ones it used."""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from sqlalchemy import func
from sqlalchemy.engine import Engine
from sqlmodel import Session, select

from app.games.conjurers.catalog import load_die
from app.store import card_entries
from app.store.card_entries import Entry
from app.store.models import CatalogEntryRecord

if TYPE_CHECKING:
    from app.games.conjurers.engine import Catalog, State

GAME = "conjurers"
DIE, FACES = "battle-die", "faces"  # the group's battle dice: an entry beside the cards' (faces showing 0, 1, 2)


def __getattr__(name: str):
    """`OverrideError`, the name the registry's machinery (export, import) expects: the engine's `EntryError`, imported
    when first asked for (a start imports no engine, issue 42)."""
    if name == "OverrideError":
        from app.games.conjurers.engine.cards import EntryError

        return EntryError
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# The entries in force and the catalog they make, by database and cards, kept while the entries' version holds:
# every action needs the catalog, and re-reading every entry each time was most of a tablet tap.
_IN_FORCE: dict[tuple, tuple[tuple[int, int], dict, Catalog]] = {}
_LOCK = threading.Lock()


def current_entries(engine: Engine, card_id: str | None = None) -> list[Entry]:
    """The entries in force, oldest first, optionally of one card."""
    return card_entries.current_entries(engine, GAME, card_id)


_VERSION = select(func.max(CatalogEntryRecord.id), func.count()).where(
    CatalogEntryRecord.game == GAME, CatalogEntryRecord.replaced == False)  # noqa: E712 - SQL


def version(engine: Engine) -> tuple[int, int]:
    """Changes whenever an entry is recorded or withdrawn (by any process): the newest id, the current count."""
    with engine.connect() as conn:  # one small query, without an ORM session's cost
        newest, count = conn.execute(_VERSION).one()
        return newest or 0, count


def _in_force(engine: Engine, base: Catalog) -> tuple[dict[str, dict[str, Any]], Catalog]:
    """The entries in force as overrides and the catalog they make, read again only when their version moved."""
    key, now = (id(engine), str(engine.url), id(base)), version(engine)
    with _LOCK:
        kept = _IN_FORCE.get(key)
    if kept is not None and kept[0] == now:
        return kept[1], kept[2]
    overrides = as_overrides(current_entries(engine))
    catalog = _laid_over(base, overrides)
    with _LOCK:
        if len(_IN_FORCE) > 32:  # many apps in one process (tests): forget the others
            _IN_FORCE.clear()
        _IN_FORCE[key] = (now, overrides, catalog)
    return overrides, catalog


def as_overrides(entries: Iterable[Entry]) -> dict[str, dict[str, Any]]:
    """Entries as card id -> field -> value."""
    out: dict[str, dict[str, Any]] = {}
    for e in entries:
        out.setdefault(e.card_id, {})[e.field] = e.value
    return out


def check(base: Catalog, overrides: Mapping[str, Mapping[str, Any]]) -> Catalog:
    """The catalog with these values laid over; EntryError (card and field named) if one is refused."""
    from app.games.conjurers.engine.cards import EntryError
    from app.games.conjurers.engine.typing_table import check_faces

    cards = {cid: fields for cid, fields in overrides.items() if cid != DIE}
    for cid, fields in cards.items():
        for field, value in fields.items():
            if card_entries.has_control(value):
                raise EntryError("a card's words cannot hold control characters (such as NUL or a line break)",
                                 entity=cid, field=str(field))
    for field, value in overrides.get(DIE, {}).items():
        if field != FACES:
            raise EntryError("the battle die has only its faces", entity=DIE, field=str(field))
        try:
            check_faces(tuple(value) if isinstance(value, (list, tuple)) else ())
        except ValueError as exc:
            raise EntryError(str(exc), entity=DIE, field=FACES) from exc
    return base.with_overrides(cards) if cards else base.without_overrides()


@cache
def box_die() -> tuple[int, int, int]:
    """The battle die as cards/conjurers/dice.toml reads the seed (two faces each, research Q-37)."""
    return load_die()[0]


def group_die(engine: Engine) -> tuple[tuple[int, int, int], Entry | None]:
    """The faces a new game's dice have: the group's entry if it typed one, else the box's reading."""
    return group_die_of(current_entries(engine, DIE))


def group_die_of(found: list[Entry]) -> tuple[tuple[int, int, int], Entry | None]:
    """The die these entries in force give (the box's without one), and its entry."""
    entry = next((e for e in reversed(found) if e.card_id == DIE and e.field == FACES), None)
    if entry is None:
        return box_die(), None
    zero, one, two = entry.value
    return (zero, one, two), entry


def effective_catalog(engine: Engine, base: Catalog) -> Catalog:
    """The catalog the group plays with: cards/conjurers/ with its entries (an entry the cards refuse is skipped)."""
    return _in_force(engine, base)[1]


def _laid_over(base: Catalog, overrides: Mapping[str, Mapping[str, Any]]) -> Catalog:
    from app.games.conjurers.engine.cards import EntryError

    try:
        return check(base, overrides)
    except EntryError:
        good = {}
        for cid, fields in overrides.items():
            try:
                check(base, {cid: fields})
                good[cid] = fields
            except EntryError:
                continue
        return check(base, good)


def write(session: Session, new: Mapping[str, Mapping[str, Any]], *, game_id: str | None, origin: str) -> None:
    """Add entry rows in the caller's transaction, marking the entries of the same fields replaced."""
    card_entries.write(session, GAME, new, game_id=game_id, origin=origin)


def typed_in(state: State, base: Catalog) -> dict[str, dict[str, Any]]:
    """Every value a game holds that cards/conjurers/ lacks: facts typed, creatures' numbers, items' abilities,
    dice counted by the group."""
    from app.games.conjurers.engine.cards import FACT_FIELDS

    printed = {c.id: c for c in base.cards}
    out: dict[str, dict[str, Any]] = {}
    if not state.options.no_dice and state.players and tuple(state.options.die) != box_die():
        out[DIE] = {FACES: list(state.options.die)}
    for cid, facts in state.facts.items():
        card = printed.get(cid)
        for f in FACT_FIELDS:
            value = getattr(facts, f)
            if card is not None and value is not None and getattr(card, f) is None:
                out.setdefault(cid, {})[f] = value
    stats = dict(state.stats)
    gear = dict(state.gear)
    if state.fight is not None:
        stats |= state.fight.battle.stats
        gear |= state.fight.battle.gear
    for cid, s in stats.items():
        if cid in printed:
            out.setdefault(cid, {}).update(s.model_dump(mode="json", include={"hp", "bd", "abilities", "element"}))
    for cid, g in gear.items():
        if cid in printed:
            out.setdefault(cid, {})["abilities"] = dict(g.abilities)
    return out


def _types_alike(before: State, state: State) -> bool:
    """Whether typed_in must give the same for both states: every part it reads is the same object (a step folds
    new objects only into what it changes)."""
    return bool(before.players) == bool(state.players) and all(
        getattr(before, part) is getattr(state, part) for part in ("options", "facts", "stats", "gear", "fight"))


def keep(engine: Engine, base: Catalog, game_id: str, state: State,
         before: State | None = None) -> dict[str, dict[str, Any]]:
    """Record as the group's entries the values this game typed (since `before`, if given) that the group has none
    of yet; what was new. A value the group withdrew stays withdrawn though a game under way still holds it."""
    if before is not None and _types_alike(before, state):  # most steps type nothing: nothing to compare
        return {}
    typed = typed_in(state, base)
    restated: set[tuple[str, str]] = set()  # a name or the dice typed by this very step: the group's latest word
    if before is not None:
        held = typed_in(before, base)
        typed = {cid: {f: v for f, v in fields.items() if held.get(cid, {}).get(f, _NONE) != v}
                 for cid, fields in typed.items()}
        if tuple(before.options.die) != tuple(state.options.die) and not state.options.no_dice:
            typed[DIE] = {FACES: list(state.options.die)}
        typed = {cid: fields for cid, fields in typed.items() if fields}
        restated = {(cid, f) for cid, fields in typed.items() for f in fields if f in ("name", FACES)}
    if not typed:
        return {}
    current = _in_force(engine, base)[0]
    new = {cid: {f: v for f, v in fields.items()
                 if f not in current.get(cid, {}) or ((cid, f) in restated and current[cid][f] != v)}
           for cid, fields in typed.items()}
    new = {cid: fields for cid, fields in new.items() if fields}
    if not new:
        return {}
    check(base, {**current, **{cid: {**current.get(cid, {}), **f} for cid, f in new.items()}})
    with Session(engine) as session:
        write(session, new, game_id=game_id, origin="game")
        session.commit()
    return new


_NONE = object()


def entries_for_game(engine: Engine, game_id: str, state: State) -> list[Entry]:
    """The entries a game file carries: those of the cards the game knows of and those typed during it."""
    return [e for e in current_entries(engine) if used_by(game_id, state)(e)]


def used_by(game_id: str, state: State):
    """Whether an entry (in force or not) is about this game: the cards it knows of, the dice, those typed in it."""
    used = set(state.facts) | set(state.stats) | set(state.gear)
    return lambda e: e.card_id in used or e.card_id == DIE or e.game_id == game_id


def covers(field: str, other: str) -> bool:
    """Whether a new entry of `field` replaces one of `other` (each field stands alone)."""
    return field == other


def coverage(catalog: Catalog) -> list[dict]:
    """Per deck: how many cards have their level, cost, VP and battle numbers known (from cards/ or the group)."""
    out = []
    for deck, words in (("creature", "Creatures"), ("level1", "Level 1 creatures"), ("item", "Items"),
                        ("artifact", "Artifacts")):
        cards = catalog.deck(deck)
        battle = catalog.gear if deck in ("item", "artifact") else catalog.printed
        row = {"deck": words, "cards": len(cards), "battle": sum(1 for c in cards if c.id in battle)}
        for f in ("level", "cost", "vp", "name"):
            row[f] = sum(1 for c in cards if getattr(c, f) is not None)
        out.append(row)
    return out
