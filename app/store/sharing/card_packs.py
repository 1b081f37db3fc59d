"""Card packs: everything a group typed from its physical cards (names, numbers, board facts, battle dice), of every
game kind, as one file another group can import after reviewing where its own entries differ.

A pack holds each value with its provenance (when it was typed, where: at the table in a game, on the Catalog page,
from another file). Importing never touches a game already played: a game's steps keep the events they were decided
to, and only what Herald decides next reads the new values. Game-blind: each kind's `catalog_entries` module says
what a field may hold (`check`) and writes its rows (`write`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field
from sqlmodel import Session, select

from app.games import registry

from ..checked_file import FileKind, read_checked
from ..checked_file import checksum as _checksum
from ..gamelog import GameLog
from ..models import GameRecord, utcnow

FORMAT = "herald-card-pack"
VERSION = 1
ORIGIN = "pack"  # the origin of an entry a pack brought in
MAX_PACK_ENTRIES = 20_000


class PackRefused(ValueError):
    """A card pack that cannot be read or imported; the message names the problem and nothing was written."""

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.message = message
        self.field = field


CARD_PACK = FileKind(FORMAT, (VERSION,), "card pack", PackRefused)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)


class PackEntry(_Strict):
    """One typed value with its provenance."""

    card_id: str = Field(min_length=1, max_length=80)
    field: str = Field(min_length=1, max_length=120)
    value: Any = None
    entered_at: datetime
    origin: str = Field(max_length=20)
    typed_in_game: str | None = Field(default=None, max_length=80)  # the name of the game it was typed in


class PackFile(_Strict):
    format: Literal["herald-card-pack"]
    version: Literal[1]
    exported_at: datetime
    entries: dict[str, list[PackEntry]]  # by game kind
    checksum: str


@dataclass(frozen=True)
class Difference:
    """One value of a pack beside this group's: new here, the same, or in conflict (the group chooses)."""

    game: str
    card_id: str
    card: str  # the card as people know it: its name where the pack, the group or the box gives one
    field: str
    theirs: Any
    mine: Any  # None when the group has no entry
    status: Literal["new", "same", "conflict"]
    provenance: str

    @property
    def key(self) -> str:
        """The name of the choice a review form and the API send for a conflict."""
        return f"{self.game}/{self.card_id}/{self.field}"


def _provenance(origin: str, entered_at: datetime, game: str | None) -> str:
    when = entered_at.strftime("%Y-%m-%d")
    in_game = f" in {game}" if game else ""
    where = {"table": f"typed at the table{in_game}", "game": f"typed during a game{in_game}",
             "setup": f"typed when setting up{in_game}", "import": "imported from an entries file",
             ORIGIN: "from a card pack"}
    return f"{where.get(origin, f'entered ({origin})')}, {when}"


def export_pack(log: GameLog) -> dict:
    """Every kind's entries in force, with their provenance, as a JSON-ready pack with a checksum."""
    with Session(log.engine) as session:
        names = dict(session.exec(select(GameRecord.id, GameRecord.name)).all())
    entries: dict[str, list[dict]] = {}
    for name, kind in registry.KINDS.items():
        stored = kind.catalog_entries
        if stored is None:
            continue
        entries[name] = [
            {"card_id": e.card_id, "field": e.field, "value": e.value, "entered_at": e.entered_at.isoformat(),
             "origin": e.origin, "typed_in_game": names.get(e.game_id) if e.game_id else None}
            for e in stored.current_entries(log.engine)
        ]
    body = {"format": FORMAT, "version": VERSION, "exported_at": utcnow().isoformat(), "entries": entries}
    return {**body, "checksum": _checksum(body)}


def read_pack(raw: bytes | str) -> PackFile:
    """Parse and check a pack's shape and checksum; PackRefused names what is wrong."""
    pack = read_checked(raw, CARD_PACK, PackFile)
    if sum(len(v) for v in pack.entries.values()) > MAX_PACK_ENTRIES:
        raise PackRefused(f"The card pack holds more than {MAX_PACK_ENTRIES} values.", field="entries")
    for game, entries in pack.entries.items():
        if game not in registry.KINDS:
            raise PackRefused(f"The card pack holds values for {game!r}, a game this Herald does not run.",
                              field=f"entries.{game}")
        if registry.KINDS[game].catalog_entries is None:
            raise PackRefused(f"{registry.KINDS[game].title} keeps no card entries.", field=f"entries.{game}")
        seen = set()
        for e in entries:
            if (e.card_id, e.field) in seen:
                raise PackRefused(f"The card pack gives {e.card_id}, {e.field} twice.", field=f"entries.{game}")
            seen.add((e.card_id, e.field))
    return pack


def review(log: GameLog, pack: PackFile) -> list[Difference]:
    """Each value of the pack beside this group's entry for it, in the pack's order."""
    out = []
    for game, entries in pack.entries.items():
        stored = registry.KINDS[game].catalog_entries
        mine = stored.as_overrides(stored.current_entries(log.engine))
        named = {e.card_id: e.value for e in entries if e.field == "name" and isinstance(e.value, str)}
        catalog = registry.KINDS[game].base_catalog()
        for e in entries:
            here = mine.get(e.card_id, {})
            status = "new" if e.field not in here else ("same" if here[e.field] == e.value else "conflict")
            card = here.get("name") if isinstance(here.get("name"), str) else named.get(e.card_id)
            out.append(Difference(game, e.card_id, card or _printed_name(catalog, e.card_id), e.field, e.value,
                                  here.get(e.field), status,
                                  _provenance(e.origin, e.entered_at.astimezone(UTC), e.typed_in_game)))
    return out


def _printed_name(catalog: Any, card_id: str) -> str:
    """The card's name as the box's data has it, else its id in words."""
    found = None
    try:
        found = catalog.card(card_id)
    except Exception:  # noqa: BLE001 - no such card (a board fact, the dice), or a catalog without `card`
        cards = getattr(catalog, "cards", ())
        if isinstance(cards, (tuple, list)):
            found = next((c for c in cards if getattr(c, "id", None) == card_id), None)
    name = getattr(found, "name", None)
    return str(name) if name else card_id.replace("-", " ").capitalize()


def import_pack(log: GameLog, pack: PackFile, take_theirs: set[str]) -> dict[str, int]:
    """Add the pack's new values and, for the conflicts named in `take_theirs`, its value over the group's; every
    other conflict keeps the group's. All of it is checked first and written in one transaction, or nothing.
    Returns how many values each kind took."""
    differences = review(log, pack)
    unknown = take_theirs - {d.key for d in differences if d.status == "conflict"}
    if unknown:
        raise PackRefused(f"{sorted(unknown)[0]} is not one of the pack's conflicts.", field="take_theirs")
    taken: dict[str, dict[str, dict[str, Any]]] = {}
    for d in differences:
        if d.status == "new" or (d.status == "conflict" and d.key in take_theirs):
            taken.setdefault(d.game, {}).setdefault(d.card_id, {})[d.field] = d.theirs
    for game, new in taken.items():
        kind = registry.KINDS[game]
        stored = kind.catalog_entries
        current = stored.as_overrides(stored.current_entries(log.engine))
        merged = stored.merge(current, new) if hasattr(stored, "merge") else _merged(current, new)
        try:
            stored.check(kind.base_catalog(), merged)
        except stored.OverrideError as exc:
            where = f"{exc.entity}, {exc.field}" if exc.field else exc.entity
            raise PackRefused(f"The pack's value for {where} is refused: {exc.detail}.", field=where) from exc
    with Session(log.engine) as session:
        for game, new in taken.items():
            registry.KINDS[game].catalog_entries.write(session, new, game_id=None, origin=ORIGIN)
        session.commit()
    return {game: sum(len(f) for f in new.values()) for game, new in taken.items()}


def _merged(current: dict[str, dict[str, Any]], new: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    out = {cid: dict(fields) for cid, fields in current.items()}
    for cid, fields in new.items():
        out.setdefault(cid, {}).update(fields)
    return out
