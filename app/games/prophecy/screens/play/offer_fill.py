"""Herald deals or rolls every input of an offer the table left to it, from the game's seed and the step.

The offer is found again server-side (the legal offers of the head state, same kind and params), so a form
cannot make Herald deal a card that cannot come up.
"""

from __future__ import annotations

import random

from app.games.prophecy.screens.play.offers_view import DEALT_NEEDS, DIE_NEEDS, keyed_pool, sayable

EMPTY = (None, "", [], {})


def matching_offer(offers, payload: dict):
    """The legal offer this payload answers: same kind, and every fixed param posted with the same value."""
    for o in offers:
        if o.kind == payload.get("kind") and all(str(payload.get(k)) == str(v) for k, v in o.params.items()
                                                 if not isinstance(v, list | tuple | dict)):
            return o
    return None


def with_empty_needs(payload: dict, offer) -> dict:
    """The payload with each need the offer gives nothing to choose from (no Ability to turn up in the Basic
    version) posted as empty, since a form cannot post an empty list or mapping."""
    from app.games.prophecy.engine.actions import ACTION_TYPES

    filled = dict(payload)
    model = ACTION_TYPES.get(offer.kind)
    for need in offer.needs:
        pool = offer.choices.get(need)
        field = model.model_fields.get(need) if model is not None else None
        if field is not None and not field.is_required() and field.default is None:
            continue  # one card or none (the Item a scroll takes): left out, it is None
        if need not in filled and isinstance(pool, dict | list) and not pool:
            filled[need] = type(pool)()
    return filled


def distinct_copies(payload: dict, offer) -> dict:
    """The payload with a card named twice in one list of slots given another copy that can come up: the card search
    shows one entry per card, and two Swords laid out are any two copies of it."""
    from app.games.prophecy.engine.rules import zones as Z

    filled = dict(payload)
    for need in offer.needs:
        named, pool = filled.get(need), offer.choices.get(need)
        if not isinstance(named, list) or not isinstance(pool, list):
            continue
        taken: set = set()
        for i, card in enumerate(named):
            if card is not None and card in taken:
                named[i] = next((c for c in pool if Z.base_id(c) == Z.base_id(card) and c not in named), card)
            taken.add(named[i])
    return filled


def _pick(rng: random.Random, pool, n: int, taken: set) -> list[str]:
    left = sorted({str(c) for c in pool} - taken)
    if len(left) < n:
        raise ValueError("Herald has too few cards left to deal here: tell it what came up.")
    got = sayable(rng.sample(left, n))
    taken.update(got)
    return got


def fill_all(payload: dict, offer, rng: random.Random, ctx, table: bool) -> dict:
    """The payload with every die and card the table left empty dealt or rolled by Herald."""
    from app.games.prophecy.engine.rules.initial import chance_terrain

    filled, ch, taken = dict(payload), offer.choices, set()
    for need in offer.needs:
        if need == "abilities" and isinstance(filled.get(need), dict) and filled[need]:
            filled[need] = _rest_of_the_guilds(filled[need], ch.get("abilities") or {}, rng, taken)
            continue
        if filled.get(need) not in EMPTY:
            continue
        if need == "faces" and "seats" in ch:
            filled[need] = [rng.randint(1, 6) for _ in ch["seats"]]
        elif need in ("hero_faces", "foe_faces"):
            filled["by_herald"] = True  # battle_api.herald_dice rolls them with the battle's dice counts
        elif need in DIE_NEEDS:
            filled[need] = rng.randint(1, 6)
        elif need == "abilities":
            filled[need] = {g: _pick(rng, pool, 1, taken)[0] for g, pool in (ch.get("abilities") or {}).items() if pool}
        elif need in ("chance", "card", "character", "slayer") and ch.get(need):
            filled[need] = _pick(rng, ch[need], 1, taken)[0]
        elif need == "token" and ch.get("token"):
            filled[need] = rng.choice(ch["token"])  # the stack's tokens, repeats and all: a fair draw
        elif need == "adventures":
            terrain = chance_terrain(ctx, filled.get("chance", ""))
            count = len(ch.get("spaces", {}).get(terrain, ())) if terrain else 0
            filled[need] = _pick(rng, ch.get("adventures", []), count, taken)
        elif need == "revealed":
            filled[need] = _pick(rng, ch.get("revealed", []), int(ch.get("count", 1)), taken)
        elif need == "cards" and isinstance(ch.get("cards"), list):
            plan = ch.get("plan") or [[None, "up"]] * int(ch.get("count", 1))
            named = iter(_pick(rng, ch["cards"], sum(not (table and how == "down") for _, how in plan), taken))
            filled[need] = [None if table and how == "down" else next(named) for _, how in plan]
        elif need == "cards" and isinstance(ch.get("cards"), dict):
            key = "guild" if "guild" in ch else "plane"
            if filled.get(key) in (None, ""):
                raise ValueError(f"Choose the {'guild' if key == 'guild' else 'Astral Plane'} first: Herald then "
                                 "deals from its deck.")
            pool = keyed_pool(offer, str(filled[key]))
            filled[need] = _pick(rng, pool, 1, taken) if pool else []
    return filled


def _rest_of_the_guilds(chosen: dict, pools: dict, rng: random.Random, taken: set) -> dict:
    """The Abilities the table chose (say the one Herald could not name), and one dealt for every other guild."""
    kept = {g: c for g, c in chosen.items() if c}
    taken.update(kept.values())
    dealt = {g: _pick(rng, pool, 1, taken)[0] for g, pool in pools.items() if pool and g not in kept}
    return {**dealt, **kept}


def what_herald_did(before: dict, after: dict) -> tuple[bool, bool]:
    """Whether Herald rolled dice and whether it dealt cards, from an action's fields before and after it filled them."""
    new = {k for k, v in after.items() if before.get(k) in EMPTY and v not in EMPTY}
    return bool(new & DIE_NEEDS) or bool(after.get("by_herald")), bool(new & DEALT_NEEDS)


def guild_label(g: str) -> str:
    """A guild's name for a button."""
    from app.games.prophecy.engine.rules import zones as Z

    return Z.GUILD_NAMES[g].removeprefix("the ")
