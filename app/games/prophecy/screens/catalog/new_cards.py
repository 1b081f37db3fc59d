"""Any name can be typed where a card comes up: a card Herald does not know becomes the group's card on the spot.

A card search offers, for a name no card of that deck carries, "a new card" choices whose value is
`new:<deck>:<kind>:<name>`. When the form is posted, each such value becomes a real card: the catalog card of that
name and deck if there is one (a card the game was created without), else a new group entry `table-<name>` of
the right deck and kind (origin "table"); if the game does not hold it yet, an `add_card` step brings it into its
deck first; then the action names its instance like any other card.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from app.games.prophecy.screens.catalog import catalog_state

if TYPE_CHECKING:
    from app.games.prophecy.engine.cards import Catalog

PREFIX = "new:"
# What a new card of each deck is, and the field that places it there.
DECK_KINDS: dict[str, tuple[str, ...]] = {"adventure": ("creature", "opportunity"), "chance": ("chance",),
                                          "common": ("item",), "rare": ("item",), "dragon_negative": ("dragon",),
                                          "dragon_positive": ("dragon",)}
KIND_WORDS = {"creature": "Creature", "opportunity": "Opportunity", "chance": "Chance card", "item": "Item",
              "ability": "Ability", "dragon": "Dragon card"}
MIN_TYPED = 3


def deck_of(catalog: Catalog, pool: list[str]) -> str | None:
    """The deck every card of a search's pool comes from (None when they differ or the pool is empty)."""
    from app.games.prophecy.engine.cards import CatalogError

    found = set()
    for instance in pool:
        try:
            found.add(catalog.card(instance.split("#", 1)[0]).deck)
        except CatalogError:
            return None
    return found.pop() if len(found) == 1 else None


def kinds_for(deck: str | None) -> tuple[str, ...]:
    """The kinds a new card of a deck can be."""
    if deck is None:
        return ()
    if deck.startswith("ability:"):
        return ("ability",)
    return DECK_KINDS.get(deck, ())


def offers(typed: str, deck: str | None, known_names: set[str]) -> list[tuple[str, str]]:
    """(value, words) for "a new card" choices: a name of three letters or more that no card of the pool has."""
    name = " ".join(typed.split())[:60]
    if len(name) < MIN_TYPED or name.casefold() in known_names or not re.search(r"[A-Za-z]", name):
        return []
    return [(f"{PREFIX}{deck}:{kind}:{name}", f"{name}: a new {KIND_WORDS[kind]} of your box")
            for kind in kinds_for(deck)]


def slug(name: str) -> str:
    """The catalog id of a group's new card: 'Rock Troll' -> 'table-rock-troll'."""
    from app.games.prophecy.engine.cards.build import NEW_CARD_PREFIX

    words = re.findall(r"[a-z0-9]+", name.casefold())
    return NEW_CARD_PREFIX + "-".join(words or ["card"])


def _entry(deck: str, kind: str, name: str) -> dict[str, Any]:
    fields: dict[str, Any] = {"kind": kind, "name": name}
    if kind == "item":
        fields["item_deck"] = deck
    if kind == "dragon":
        fields["side"] = deck.removeprefix("dragon_")  # its back: the deck it belongs to
    if kind == "ability" and deck.startswith("ability:"):
        fields["guild"] = deck.split(":", 1)[1]
    return fields


def card_for(value: str, game_id: str, state) -> str:
    """The instance a "new card" value stands for, creating the group's entry if no card has that name;
    ValueError names a malformed value, OverrideError a name the catalog refuses."""
    from app.games.prophecy.engine.cards import CatalogError

    try:  # a guild's Ability deck is named with a colon of its own ('ability:fortress')
        rest = value[len(PREFIX):]
        parts = rest.split(":", 3) if rest.startswith("ability:") else rest.split(":", 2)
        deck, kind, name = (":".join(parts[:2]), *parts[2:]) if rest.startswith("ability:") else parts
    except ValueError as exc:
        raise ValueError("That new card's name did not come through; type it again.") from exc
    if kind not in kinds_for(deck) or not name.strip():
        raise ValueError("A new card needs a name and the kind of card it is.")
    catalog = catalog_state.effective()
    wanted = name.strip().casefold()
    same = [c for c in catalog.cards() if (c.name or "").casefold() == wanted and c.deck == deck]
    if same:
        card_id = same[0].id
    else:
        card_id = slug(name)
        try:
            catalog.card(card_id)
        except CatalogError:
            catalog_state.record({card_id: _entry(deck, kind, name.strip())}, game_id=game_id, origin="table")
    n = 1
    while state.where(f"{card_id}#{n}") is not None and n < 20:
        n += 1
    return f"{card_id}#{n}"


def _values(payload: Any):
    """Every string of a payload with a setter to replace it."""
    if isinstance(payload, dict):
        for k, v in payload.items():
            if isinstance(v, str):
                yield v, (lambda new, d=payload, key=k: d.__setitem__(key, new))
            else:
                yield from _values(v)
    elif isinstance(payload, list):
        for i, v in enumerate(payload):
            if isinstance(v, str):
                yield v, (lambda new, lst=payload, idx=i: lst.__setitem__(idx, new))
            else:
                yield from _values(v)


def bring_in(log, game_id: str, payload: dict, seq: int, action_id: str) -> tuple[dict, int]:
    """Turn the "new card" values of a posted action into cards of the game: each new one joins its deck in a
    step of its own. The payload with instances, and the step the action is now made at."""
    from app.games.prophecy.engine import parse_action

    for value, put in list(_values(payload)):
        if not value.startswith(PREFIX):
            continue
        _, state = log.load(game_id)
        instance = card_for(value, game_id, state)
        if state.where(instance) is None:
            log.append(game_id, parse_action({"kind": "add_card", "card": instance}), expected_seq=seq,
                       action_id=f"{action_id[:40]}-new-{seq}")
            seq += 1
        put(instance)
    return payload, seq


def known_names(catalog: Catalog, deck: str | None, pool_names: list[str]) -> set[str]:
    """Names that are not new: the pool's and every catalog card's of that deck already in the game's box."""
    names = {n.casefold() for n in pool_names}
    if deck is not None:
        names |= {(c.name or "").casefold() for c in catalog.cards() if c.deck == deck}
    return names

