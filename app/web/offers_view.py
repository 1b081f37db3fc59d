"""Turn the engine's legal offers into buttons and inputs, and let Herald roll or deal for the table.

An Offer names an action `kind`, fixed `params` (posted back as hidden fields) and `needs`: fields the
table supplies (a die, a card, an outcome...). Herald can fill a die or a card with a seeded
`random.Random(f"{seed}:{seq}")`, so the same step always rolls the same way.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

DIE_NEEDS = {"die", "dice", "faces", "roll", "hero_die", "foe_die", "light", "dark"}
CARD_NEEDS = {"card", "item", "ability", "artifact"}
CHOICE_PARAMS = ("from", "choices", "options")
OUTCOMES = (("win", "Won"), ("draw", "Draw"), ("lose", "Lost"))


@dataclass(frozen=True)
class Need:
    """One input an offer waits for and how to ask for it: dice, card, choice, outcome, number or text."""

    name: str
    widget: str
    label: str
    choices: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class OfferView:
    """A legal action as a form: hidden fields, the inputs it needs, and whether Herald can fill them."""

    kind: str
    label: str
    seat: int | None
    hidden: tuple[tuple[str, str], ...]
    needs: tuple[Need, ...]
    herald_can: tuple[str, ...]

    @property
    def one_tap(self) -> bool:
        """True when the offer is a single big button with nothing to enter."""
        return not self.needs


def _scalar(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def hidden_fields(offer) -> tuple[tuple[str, str], ...]:
    """The offer's kind, seat and fixed params as form fields; lists go as repeated `name[]` fields."""
    fields = [("kind", offer.kind)]
    if offer.seat is not None and "seat" not in offer.params:
        fields.append(("seat", str(offer.seat)))
    for key, value in offer.params.items():
        if key in CHOICE_PARAMS:
            continue
        if isinstance(value, list | tuple):
            fields.extend((f"{key}[]", _scalar(v)) for v in value)
        elif value is not None:
            fields.append((key, _scalar(value)))
    return tuple(fields)


def need_of(name: str, offer, namer) -> Need:
    """How to ask for one needed field."""
    label = name.replace("_", " ").capitalize()
    choices = next((offer.params[k] for k in CHOICE_PARAMS if isinstance(offer.params.get(k), list | tuple)), None)
    if name in DIE_NEEDS:
        return Need(name, "dice", label)
    if name == "outcome":
        return Need(name, "outcome", "Result", OUTCOMES)
    if name in CARD_NEEDS or name == "character":
        pairs = tuple((str(c), namer(str(c))) for c in choices or ())
        if pairs and len(pairs) <= 8:
            return Need(name, "choice", label, pairs)
        return Need(name, "card", label, pairs)
    if name in ("experience", "gold", "amount", "health", "magic"):
        return Need(name, "number", label)
    return Need(name, "text", label)


def offer_view(offer, namer=lambda c: c) -> OfferView:
    """The form for one offer."""
    needs = tuple(need_of(n, offer, namer) for n in offer.needs)
    herald = tuple(n.name for n in needs if n.widget == "dice" or (n.widget in ("card", "choice") and n.choices))
    return OfferView(offer.kind, offer.label, offer.seat, hidden_fields(offer), needs, herald)


def herald_rng(seed: int, seq: int) -> random.Random:
    """The seeded random source Herald uses at one step of one game."""
    return random.Random(f"{seed}:{seq}")


def herald_fill(payload: dict, need: str, rng: random.Random, choices: list[str] | None = None) -> dict:
    """The payload with `need` filled by Herald: a die face, or one of the cards that can come up."""
    filled = dict(payload)
    if need in DIE_NEEDS:
        face = rng.randint(1, 6)
        filled[need] = [face] if need in ("faces", "dice") else face
    elif choices:
        filled[need] = rng.choice(sorted(choices))
    else:
        raise ValueError(f"Herald cannot choose {need.replace('_', ' ')} here: tell it what came up.")
    return filled


def search_cards(candidates: list[tuple[str, str]], query: str, limit: int = 12) -> list[tuple[str, str]]:
    """Cards whose name contains every word typed, one entry per distinct card, best matches first."""
    words = query.casefold().split()
    seen, hits = set(), []
    for card_id, name in candidates:
        key = card_id.split("#", 1)[0]
        folded = name.casefold()
        if key in seen or not all(w in folded for w in words):
            continue
        seen.add(key)
        hits.append((0 if words and folded.startswith(words[0]) else 1, name, card_id))
    return [(cid, name) for _, name, cid in sorted(hits)[:limit]]
