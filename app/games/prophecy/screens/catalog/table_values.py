"""Values the table typed from a card while playing become the group's catalog entries, so Herald never asks again.

Where the game needs a number Herald lacks (a battle's card values, an Item's price at a purchase or a sale, an
Ability's cost when it is learned, the Experience of a foe beaten at the table, a
Chance card's amounts, a movement card's or a Spell's cost, what an Opportunity gave), the table types it into the
action. Those numbers were read off
the physical card: unless the group ticks "only this time", they are kept as entries (origin "table") once the
action is applied. Only fields the catalog does not know are written; a value the card data refuses is left out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.games.prophecy.screens.catalog import catalog_state
from app.games.prophecy.screens.setup import setup_values

if TYPE_CHECKING:
    from app.games.prophecy.engine.cards import Catalog

ONE_OFF = "one_off"


def _base(instance: str | None) -> str | None:
    return instance.split("#", 1)[0] if instance else None


def _unknown(catalog: Catalog, card_id: str, field: str) -> bool:
    """Whether a field path (or a list it sits in, or a path inside a list it replaces) is still unknown."""
    from app.games.prophecy.engine.cards import CatalogError

    try:
        missing = catalog.missing_fields(card_id)
    except CatalogError:
        return False
    return any(m == field or m.startswith((field + "[", field + ".")) or field.startswith(m + "[")
               for m in missing)


def _battle(values: dict, catalog: Catalog) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for card, fields in (values or {}).items():
        cid = _base(card)
        for field, value in (fields or {}).items():
            if value is not None and _unknown(catalog, cid, field):
                out.setdefault(cid, {})[field] = value
    return out


def _chance(action: Any, state: Any, catalog: Catalog) -> dict[str, dict[str, Any]]:
    """A boon's amounts (the drawer's, everyone else's) or Charity's, as the card's effect amounts."""
    from app.games.prophecy.engine.cards import CatalogError

    card = getattr(action, "card", None) if action.kind == "draw_chance" else None
    if card is None:
        current = state.zone("chance:current") if state is not None else ()
        card = current[0] if current else None
    cid = _base(card)
    try:
        raw = catalog.card(cid) if cid else None
    except CatalogError:
        return {}
    if raw is None or getattr(raw, "kind", None) != "chance":
        return {}
    effects = list(raw.effects or ())
    fields: dict[str, Any] = {}
    if action.amounts is not None and raw.event == "boon":
        mine, theirs = action.amounts
        if not effects and action.resource:
            fields["effects"] = [{"kind": action.resource, "amount": mine, "who": "self"},
                                 {"kind": action.resource, "amount": theirs, "who": "other_players"}]
        for i, e in enumerate(effects):
            if e.amount is None and e.who == "self":
                fields[f"effects[{i}].amount"] = mine
            elif e.amount is None and e.who in ("other_players", "all_players"):
                fields[f"effects[{i}].amount"] = theirs
    if action.charity and raw.event == "charity":
        for i, e in enumerate(effects):
            if e.amount is None and e.kind in action.charity:
                fields[f"effects[{i}].amount"] = action.charity[e.kind]
    return {cid: fields} if fields else {}


def _movement_cost(action: Any, catalog: Catalog) -> dict[str, dict[str, Any]]:
    """A movement card's Gold or Magic cost the table typed, where the card's move effect lacks it."""
    from app.games.prophecy.engine.cards import CatalogError

    cid = _base(action.card)
    try:
        raw = catalog.card(cid)
    except CatalogError:
        return {}
    fields: dict[str, Any] = {}
    for i, e in enumerate(getattr(raw, "effects", None) or ()):
        if getattr(e, "kind", None) != "move" or e.mode == "extra_move":
            continue
        for j, c in enumerate(e.cost):
            typed = getattr(action, c.resource, None) if c.resource in ("gold", "magic") else None
            if c.amount is None and typed is not None:
                fields[f"effects[{i}].cost[{j}].amount"] = typed
        if getattr(raw, "spell", False) and raw.magic_cost is None and action.magic is not None \
                and not any(c.resource == "magic" for c in e.cost):
            fields["magic_cost"] = action.magic
        break
    return {cid: fields} if fields else {}


OPPORTUNITY_GAINS = ("health", "magic", "strength", "willpower", "gold", "experience")


def _opportunity(action: Any, catalog: Catalog) -> dict[str, dict[str, Any]]:
    """An Opportunity whose effects Herald lacks: what the table typed it gave (or took), as the card's lines."""
    from app.games.prophecy.engine.cards import CatalogError

    cid = _base(action.card)
    try:
        raw = catalog.card(cid)
    except CatalogError:
        return {}
    if getattr(raw, "kind", None) != "opportunity" or raw.effects is not None:
        return {}
    lines: list[dict[str, Any]] = [{"kind": k, "amount": getattr(action, k)} for k in OPPORTUNITY_GAINS
                                   if getattr(action, k)]
    if action.item is not None:
        lines.append({"kind": "draw_item", "deck": "rare", "count": 1})
    return {cid: {"effects": lines}} if lines else {}


def new_entries(action: Any, state: Any, catalog: Catalog) -> dict[str, dict[str, Any]]:
    """The card values an action typed that the catalog does not know, by card id (state: before the action)."""
    kind = getattr(action, "kind", None)
    out: dict[str, dict[str, Any]] = {}
    if isinstance(getattr(action, "values", None), dict):
        out |= _battle(action.values, catalog)
    if kind in ("buy", "sell") and action.price is not None and _unknown(catalog, _base(action.card), "price"):
        out.setdefault(_base(action.card), {})["price"] = action.price
    if kind in ("resolve_fight", "resolve_guardian") and action.outcome == "win" and action.experience is not None \
            and _unknown(catalog, _base(action.card), "experience"):
        out.setdefault(_base(action.card), {})["experience"] = action.experience
    if kind == "take_extra_turn" and action.magic is not None and _unknown(catalog, _base(action.card), "magic_cost"):
        out.setdefault(_base(action.card), {})["magic_cost"] = action.magic
    if kind == "learn" and action.cost is not None and _unknown(catalog, _base(action.card), "experience_cost"):
        out.setdefault(_base(action.card), {})["experience_cost"] = action.cost
    if kind in ("draw_chance", "resolve_chance"):
        out |= _chance(action, state, catalog)
    if kind == "move" and getattr(action, "how", None) == "card" and action.card:
        out |= _movement_cost(action, catalog)
    if kind == "use_opportunity":
        out |= _opportunity(action, catalog) | _low_faith(action, state, catalog)
    return out


def _low_faith(action: Any, state: Any, catalog: Catalog) -> dict[str, dict[str, Any]]:
    """A troll's Low Faith list typed from her Race card while the catalog did not know it (003:L151)."""
    from app.games.prophecy.engine import Context
    from app.games.prophecy.engine.races.faith import unknown_list

    typed = getattr(action, "low_faith_cards", None)
    if typed is None or state is None or not 0 <= action.seat < len(state.heroes):
        return {}
    race = unknown_list(Context(catalog=catalog), state.hero(action.seat))
    return {race: {"low_faith_cards": list(typed)}} if race else {}


def pending(action: Any, state: Any, one_off: bool = False) -> dict[str, dict[str, Any]]:
    """What to keep once the action is applied: nothing when the table said the values held only this once."""
    return {} if one_off else new_entries(action, state, catalog_state.effective())


def keep(action: Any, game_id: str, values: dict[str, dict[str, Any]]) -> list[str]:
    """Record the values read off the cards (and a character's, typed at setup); the ids of the cards kept.
    Each card is written on its own, so a value the card data refuses leaves the others."""
    from app.games.prophecy.engine.cards import OverrideError

    setup_values.remember(action, game_id)
    kept = []
    for cid, fields in values.items():
        try:
            catalog_state.record({cid: fields}, game_id=game_id, origin="table")
        except OverrideError:
            continue  # the game accepted the values for this step; the card data cannot hold them
        kept.append(cid)
    return kept
