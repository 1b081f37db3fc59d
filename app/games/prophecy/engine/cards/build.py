"""Turn raw records plus table overrides into validated catalog parts; every check happens here."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .base import STRUCTURAL, Card, Entity
from .board import BoardFacts, Plane, Space
from .checks import check_board, check_box, check_references
from .decks import BoxFacts, DeckSpec, VariantSpec
from .errors import CatalogError, OverrideError
from .parts import Part, Parts
from .paths import parse_path, set_path, thaw
from .people import Placeholder
from .records import FIXED_FIELDS, Record, model_for, validate
from .vocab import EXPANSIONS


class _Fail:
    """Raises CatalogError for file data, OverrideError once table overrides are involved."""

    def __init__(self, table: bool):
        self.table = table

    def __call__(self, message: str, *, file: str, entity: str = "", field: str = "") -> CatalogError:
        cls = OverrideError if self.table else CatalogError
        return cls(message, file="overrides" if self.table else file, entity=entity, field=field)


def build_parts(records: tuple[Record, ...], overrides: Mapping[str, Mapping[str, Any]] | None = None,
                filed: Mapping[str, Entity] | None = None) -> Parts:
    """Validate records, apply overrides, place cards in decks and fill decks with placeholders."""
    overrides = {k: dict(v) for k, v in (overrides or {}).items()}
    # `filed`: these same records as their files give them, validated by an earlier build (`Parts.filed`). A record
    # nobody changed validates to the same frozen entity every time: a rebuild for one saved card entry validated
    # all of them again (three rebuilds at a Prophecy game's creation, one per seat's typed values).
    known = dict(filed or {})

    def _as_filed(rec: Record) -> Entity:
        if rec.id not in known:
            known[rec.id] = validate(rec, rec.data)
        return known[rec.id]

    fail = _Fail(bool(overrides))
    index: dict[str, Record] = {}
    for rec in records:
        if rec.id in index:
            raise CatalogError(f"duplicate id, first defined in {index[rec.id].file}", file=rec.file, entity=rec.id)
        index[rec.id] = rec
    entities: dict[str, Entity] = {}
    base_cards: dict[str, Card] = {}
    for rec in records:
        if rec.section == "card":
            base_cards[rec.id] = _as_filed(rec)  # type: ignore[assignment]
            entities[rec.id] = base_cards[rec.id]
        elif overrides.get(rec.id):
            entities[rec.id] = _overridden(rec, overrides[rec.id], fail)
        else:
            entities[rec.id] = _as_filed(rec)
    decks = {e.id: e for e in entities.values() if isinstance(e, DeckSpec)}
    pools = _placeholder_pools(decks, base_cards, index, fail)
    pool_ids = {pid: part for part, ids in pools.items() for pid in ids}
    for eid, fields in overrides.items():
        rec = index.get(eid)
        if rec is not None and rec.section == "card":
            entities[eid] = _overridden(rec, fields, fail)
        elif rec is None and eid in pool_ids:
            entities[eid] = _register(eid, pool_ids[eid], decks, fields, fail)
        elif rec is None and eid.startswith(NEW_CARD_PREFIX):
            entities[eid] = _new_card(eid, decks, fields, fail)
        elif rec is None:
            raise fail("no card or board entry has this id", file="", entity=eid)
    cards = {eid: e for eid, e in entities.items() if isinstance(e, Card)}
    part_cards = _place(cards, decks, pools, index, fail)
    for part, ids in part_cards.items():
        for pid in ids:
            if pid not in cards:
                entities[pid] = Placeholder(id=pid, kind="unregistered", placeholder_deck=part[0], expansion=part[1])
    spaces = tuple(sorted((e for e in entities.values() if isinstance(e, Space)), key=lambda s: s.index))
    planes = {e.id: e for e in entities.values() if isinstance(e, Plane)}
    boxes = [e for e in entities.values() if isinstance(e, BoxFacts)]
    boards = [e for e in entities.values() if isinstance(e, BoardFacts)]
    variants = {e.id: e for e in entities.values() if isinstance(e, VariantSpec)}
    parts = Parts(
        records=records, overrides=overrides, entities=entities, decks=decks, part_cards=part_cards,
        spaces=spaces, planes=planes, box=boxes[0] if boxes else None, board=boards[0] if boards else None,
        variants=variants, files={r.id: r.file for r in records}, filed=known,
    )
    check_references(parts, index, fail)
    check_box(parts, index, fail)
    check_board(parts, index, fail)
    return parts


def _overridden(rec: Record, fields: Mapping[str, Any] | None, fail: _Fail) -> Entity:
    """Validate a record with the table's values applied on top."""
    if not fields:
        return validate(rec, rec.data)
    data = thaw(rec.data)
    cls = model_for(rec, data)
    for path, value in sorted(fields.items(), key=lambda kv: kv[0].count(".") + kv[0].count("[")):
        data = _apply(data, path, value, cls, rec.id, fail)
    return validate(rec, data, table=True)


def _apply(data: dict[str, Any], path: str, value: Any, cls: type[Entity], eid: str, fail: _Fail) -> dict[str, Any]:
    """Set one overridden value and mark its source as the table."""
    try:
        steps = parse_path(path)
    except ValueError as exc:
        raise fail(str(exc), file="", entity=eid, field=str(path)) from None
    top = str(steps[0])
    if top in FIXED_FIELDS or top not in cls.model_fields:
        why = "cannot be changed" if top in FIXED_FIELDS else f"is not a field of a {data.get('kind', cls.__name__)}"
        raise fail(f"{top!r} {why}", file="", entity=eid, field=path)
    try:
        data = set_path(data, path, thaw(value))
    except KeyError as exc:
        raise fail(str(exc.args[0]), file="", entity=eid, field=path) from None
    source = dict(data.get("source") or {})
    if len(steps) == 1 and top in data.get("partial", ()):
        data["partial"] = [p for p in data["partial"] if p != top]  # the table gave the whole list
    if top in STRUCTURAL:
        pass  # our words (summary, notes) or bookkeeping (partial): no source
    elif top in getattr(cls, "EFFECT_LISTS", ()):
        effects = data.get(top)
        if isinstance(effects, list):
            for i, eff in enumerate(effects):
                if isinstance(eff, dict) and (len(steps) == 1 or steps[1] == i):
                    eff["source"] = "table"
        if not effects:
            source[top] = "table"
        elif len(steps) == 1:
            source.pop(top, None)
    elif top in data:
        source[top] = "table"
    else:
        source.pop(top, None)
    data["source"] = source
    return data


def _placeholder_pools(decks, base_cards, index, fail) -> dict[Part, tuple[str, ...]]:
    """Placeholder ids each deck part starts with: its declared size minus the cards the files name."""
    named: dict[Part, int] = {}
    for card in base_cards.values():
        if card.deck is not None:
            named[(card.deck, card.expansion)] = named.get((card.deck, card.expansion), 0) + card.instance_count
    pools: dict[Part, tuple[str, ...]] = {}
    for deck in decks.values():
        for exp in EXPANSIONS:
            size = deck.size(exp)
            if size is None or deck.alias_of:
                continue
            free = size - named.get((deck.id, exp), 0)
            if free < 0:
                raise fail(f"deck {deck.id!r} ({exp}) declares {size} cards but the files name "
                           f"{named[(deck.id, exp)]}", file=index[f"deck:{deck.id}"].file,
                           entity=f"deck:{deck.id}", field=f"size_{exp}")
            pools[(deck.id, exp)] = tuple(_placeholder_id(deck, exp, n) for n in range(1, free + 1))
    return pools


def _placeholder_id(deck: DeckSpec, expansion: str, n: int) -> str:
    """'adventure-unregistered-07', or 'common-dragon-realm-unregistered-03' outside the base game."""
    prefix = deck.slug if expansion == "base" else f"{deck.slug}-{expansion.replace('_', '-')}"
    return f"{prefix}-unregistered-{n:02d}"


_DECK_FIELD = {"item": "item_deck", "guardian": "rank"}
# Cards a group named that no file knows: 'table-<name>', built from the group's values (kind and deck first).
NEW_CARD_PREFIX = "table-"


def _new_card(eid: str, decks, fields: Mapping[str, Any], fail: _Fail) -> Card:
    """A card of the group's box that no file names, from the values the table typed (its kind, its deck's field
    for Items, Abilities and Guardians, its name)."""
    kind = fields.get("kind")
    if not isinstance(kind, str) or not any(kind in d.holds for d in decks.values()):
        raise fail("a new card needs its kind first", file="", entity=eid, field="kind")
    data: dict[str, Any] = {"kind": kind, "expansion": fields.get("expansion", "base"), "source": {}}
    rec = Record(file="overrides", section="card", id=eid, data=data)
    cls = model_for(rec, data)
    for path, value in fields.items():
        if path not in ("kind", "expansion"):
            data = _apply(data, path, value, cls, eid, fail)
    card = validate(rec, data, table=True)
    if card.deck is None or card.deck not in decks:  # type: ignore[attr-defined]
        raise fail("say which deck the new card belongs to", file="", entity=eid, field=_DECK_FIELD.get(kind, "kind"))
    return card  # type: ignore[return-value]


def _register(pid: str, part: Part, decks, fields: Mapping[str, Any], fail: _Fail) -> Card:
    """Turn a placeholder into a card from the values the table typed."""
    deck_id, expansion = part
    holds = decks[deck_id].holds
    # A foe's placeholder (a Guardian's, a Dragon deck's) holds one kind of card: a battle asks the table for its
    # numbers (or a Dragon card's dragon_type), never for a kind that goes without saying.
    implied = list(holds)[0] if len(holds) == 1 and list(holds)[0] in ("dragon", "guardian") else None
    kind = fields.get("kind", implied)
    if kind not in holds:
        raise fail(f"register this card by giving its kind first, one of {list(holds)}", file="", entity=pid,
                   field="kind")
    data: dict[str, Any] = {"kind": kind, "expansion": expansion, "source": {}}
    if kind in _DECK_FIELD:
        data[_DECK_FIELD[kind]] = deck_id
    elif kind == "dragon":
        data["side"] = deck_id.removeprefix("dragon_")
    elif kind == "ability" and deck_id.startswith("ability:"):
        data["guild"] = deck_id.split(":", 1)[1]
    elif kind == "ability":
        data["ability_set"] = {"dragonslayer": "dragonslayer", "coop_ability": "coop"}[deck_id]
    for key in ("item_deck", "rank", "guild", "side", "expansion"):
        if key in data and key in fields and fields[key] != data[key]:
            raise fail(f"this placeholder stands for a card of deck {deck_id!r} ({expansion}), so {key} is "
                       f"{data[key]!r}", file="", entity=pid, field=key)
    for key in data:
        if key not in ("kind", "expansion", "source", "ability_set"):
            data["source"][key] = "table"
    rec = Record(file="overrides", section="card", id=pid, data=data)
    cls = model_for(rec, data)
    for path, value in fields.items():
        if path != "kind":
            data = _apply(data, path, value, cls, pid, fail)
    card = validate(rec, data, table=True)
    if card.deck != deck_id or card.expansion != expansion:  # type: ignore[attr-defined]
        raise fail(f"this placeholder belongs to deck {deck_id!r} ({expansion})", file="", entity=pid, field="kind")
    return card  # type: ignore[return-value]


def _place(cards: Mapping[str, Card], decks, pools, index, fail) -> dict[Part, tuple[str, ...]]:
    """Put each card in its deck part; fill known sizes with the remaining placeholders."""
    placed: dict[Part, list[str]] = {}
    counts: dict[Part, int] = {}
    for cid, card in cards.items():
        if card.deck is None or card.kind == "unregistered":
            continue
        deck = decks.get(card.deck)
        where = index[cid].file if cid in index else "overrides"
        if deck is None:
            raise fail(f"refers to unknown deck {card.deck!r}", file=where, entity=cid, field="kind")
        if card.kind not in deck.holds:
            raise fail(f"a {card.kind!r} card cannot be in deck {deck.id!r}", file=where, entity=cid, field="kind")
        part = (card.deck, card.expansion)
        placed.setdefault(part, []).append(cid)
        counts[part] = counts.get(part, 0) + card.instance_count
    out: dict[Part, tuple[str, ...]] = {}
    for deck in decks.values():
        for exp in EXPANSIONS:
            part = (deck.id, exp)
            size = None if deck.alias_of else deck.size(exp)
            names = placed.get(part, [])
            if size is None:
                if names:
                    out[part] = tuple(names)
                continue
            free = size - counts.get(part, 0)
            if free < 0:
                raise fail(f"deck {deck.id!r} ({exp}) declares {size} cards but {counts[part]} are named",
                           file=index[f"deck:{deck.id}"].file, entity=f"deck:{deck.id}", field=f"size_{exp}")
            pool = [p for p in pools.get(part, ()) if p not in cards]
            n = len(pools.get(part, ()))
            while len(pool) < free:
                n += 1
                pool.append(_placeholder_id(deck, exp, n))
            out[part] = (*names, *pool[:free])
    return out
