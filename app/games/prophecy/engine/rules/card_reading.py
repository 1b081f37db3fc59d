"""One card of the catalog read for the rules: its model (`raw`), a Chance card's effect and printed amounts, a
movement card's reach and price, the other turn a card grants. `lookup` builds its CardInfo from these.
"""

from __future__ import annotations

from typing import Any

from .zones import base_id


def raw(ctx, instance: str):
    """The catalog's card model of an instance, or None (no catalog, unknown id)."""
    cat = getattr(ctx, "catalog", None)
    if cat is None:
        return None
    try:
        return cat.card(base_id(instance))
    except (KeyError, LookupError, ValueError):
        return None


def chance_effect(raw) -> str:
    """A Chance card's effect in the rules' words: terrain:forest, guild:monastery, shop:city:rare:2 …"""
    event = raw.event
    if event == "terrain_refill":
        return f"terrain:{raw.terrain}" if raw.terrain else ""
    if event == "guild_training":
        return f"guild:{raw.guild}" if raw.guild else ""
    if event == "shop_restock":
        return f"shop:{raw.shop}:{raw.item_deck}:{raw.item_count}" if raw.shop and raw.item_deck and raw.item_count \
            else ""
    if event == "extra_turn":
        return "peaceful_times"
    if event == "boon":
        kinds = {e.kind for e in raw.effects or () if e.kind in ("health", "magic", "gold", "experience")}
        return f"share:{kinds.pop()}" if len(kinds) == 1 else "share:"
    if event in ("open_training", "prophetic_dream", "charity", "economic_crisis", "legends_of_dragons"):
        return event
    return ""


def printed_amounts(raw):
    """Printed amounts: a boon's (to the drawer, to the others); Charity's {resource: amount}; None if unknown."""
    effects = raw.effects or ()
    if raw.event == "boon":
        mine = [e.amount for e in effects if e.who == "self"]
        theirs = [e.amount for e in effects if e.who in ("other_players", "all_players")]
        if len(mine) == 1 and len(theirs) == 1 and None not in (mine[0], theirs[0]):
            return (mine[0], theirs[0])
        return None
    if raw.event == "charity":
        found = {e.kind: e.amount for e in effects if e.who == "fewest"}
        return found if found and None not in found.values() else None
    return None


def movement_spec(raw) -> dict | None:
    """A movement card's reach and price: walk N, a kind of space, any port, or anywhere."""
    for e in raw.effects or ():
        if getattr(e, "kind", None) != "move" or e.mode == "extra_move":
            continue
        spec: dict[str, Any] = {"reach": {"walk": "walk", "to_space_kind": "kind", "any_port": "port",
                                          "teleport": "any"}[e.mode]}
        if e.mode == "walk":
            spec["steps"] = e.spaces
        if e.mode == "to_space_kind":
            spec["kind"] = e.space_kind
        costs = {c.resource: c.amount for c in e.cost}
        if getattr(raw, "magic_cost", None) is not None and "magic" not in costs:
            costs["magic"] = raw.magic_cost
        spec.update({k: v for k, v in costs.items() if k in ("magic", "gold", "health")})
        if e.limit == "once_per_round":
            spec["once_per_round"] = True
        if getattr(e, "together_with", None):
            spec["together_with"] = e.together_with
        return spec
    return None


def extra_turn_card(ctx, instance: str) -> dict | None:
    """For a card that grants an extra turn (a rule hook of the catalog): its Magic cost (None if unknown)
    and its limit; None for any other card."""
    model = raw(ctx, instance)
    for e in getattr(model, "effects", None) or ():
        if getattr(e, "hook", None) == "extra_turn":
            return {"magic": getattr(model, "magic_cost", None) if getattr(model, "spell", None) else 0,
                    "limit": e.limit}
    return None


def gold_cost(ctx, instance: str) -> int | None:
    """The Gold a card's movement costs (the Master Wizard's price), None when unknown or none."""
    for e in getattr(raw(ctx, instance), "effects", None) or ():
        for c in getattr(e, "cost", ()) or ():
            if c.resource == "gold":
                return c.amount
    return None
