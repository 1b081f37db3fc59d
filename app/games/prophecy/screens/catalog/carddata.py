"""Cards as the Catalog page and the JSON API show them: values with their provenance, search, coverage."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.games.prophecy.catalog.entries import Entry
from app.games.prophecy.screens.catalog.cardform import display, effect_fields, effect_text, provenance_text

if TYPE_CHECKING:
    from app.games.prophecy.engine.cards import Card, Catalog

HIDDEN_FIELDS = frozenset({"id", "source", "summary", "notes", "partial", "placeholder_deck", "game", "kind"})
KIND_TITLES = {
    "creature": "Creature", "opportunity": "Opportunity", "item": "Item", "ability": "Ability", "chance": "Chance",
    "guardian": "Guardian", "artifact": "Artifact", "character": "Character", "certificate": "Certificate",
    "dragon": "Dragon Realm card", "unregistered": "Not registered yet",
}


DECK_WORDS = {"lesser": "Lesser Guardian", "greater": "Greater Guardian", "common": "Common Item",
              "rare": "Rare Item", "artifact": "Artifact", "coop_ability": "Cooperative Ability",
              "dragonslayer": "Dragonslayer Ability", "dragon_negative": "negative Dragon",
              "dragon_positive": "positive Dragon", "dragon_heart": "Dragon Heart"}


def title(card: Card) -> str:
    """The card's name, or a description of a placeholder: 'Unnamed card 02 of the Fortress Ability deck'."""
    from app.games.prophecy.engine.rules.zones import zone_label

    if card.name:
        return card.name
    number = card.id.rsplit("-", 1)[-1]
    deck = f"the {DECK_WORDS[card.deck]} deck" if card.deck in DECK_WORDS else \
        zone_label(f"deck:{card.deck}") if card.deck else "an unknown deck"
    realm = " (a Dragon Realm card)" if "-dragon-realm-unregistered-" in card.id and not (card.deck or "").startswith("dragon") \
        else ""
    return f"Unnamed card {number} of {deck}{realm}"


def deck_of(card: Card) -> str | None:
    """The deck a card belongs to (None while unknown)."""
    return card.deck


def summary(catalog: Catalog, card: Card) -> dict[str, Any]:
    """A card in a list: id, title, kind, deck, expansion and what is missing."""
    missing = catalog.missing_fields(card.id)
    return {
        "id": card.id, "name": title(card), "kind": card.kind, "deck": deck_of(card), "expansion": card.expansion,
        "missing_fields": list(missing), "complete": not missing,
    }


def search(catalog: Catalog, q: str = "", deck: str = "", kind: str = "", missing: bool = False) -> list[Card]:
    """Cards whose name, id or summary contains every word of q (name matches first), maybe of one deck and kind."""
    words = q.casefold().split()
    out = []
    for card in catalog.cards():
        if deck and deck_of(card) != deck:
            continue
        if kind and card.kind != kind:
            continue
        if missing and not catalog.missing_fields(card.id):
            continue
        hay = " ".join(x for x in (title(card), card.id, card.summary or "", card.kind) if x).casefold()
        if all(w in hay for w in words):
            out.append(card)
    # cards whose name matches come first, then those matched by their summary
    return sorted(out, key=lambda c: not all(w in title(c).casefold() for w in words))


def _current(entries: list[Entry], field: str) -> Entry | None:
    found = [e for e in entries if e.field == field or e.field.startswith(field + "[")]
    return found[-1] if found else None


def detail(catalog: Catalog, card: Card, current: list[Entry], history: list[Entry]) -> dict[str, Any]:
    """Everything about a card: each value with its provenance, its effect lines, what is missing, the entries."""
    from app.games.prophecy.engine.cards import parse_provenance

    values = []
    lists = set(effect_fields(card))
    for field in type(card).model_fields:
        if field in HIDDEN_FIELDS or field in lists:
            continue
        value = getattr(card, field)
        prov = catalog.provenance(card.id, field)
        values.append({
            "field": field, "value": list(value) if isinstance(value, tuple) else value, "display": display(value),
            "source": str(prov) if prov else None, "confidence": prov.confidence if prov else None,
            "provenance": _where_from(field, value, prov, _current(current, field)),
        })
    effects = []
    for field in effect_fields(card):  # printed order (the set's order changes with the process)
        known = getattr(card, field)
        prov = catalog.provenance(card.id, field)
        lines = []
        for i, eff in enumerate(known or ()):
            p = parse_provenance(eff.source)
            lines.append({"index": i, "text": effect_text(eff), "source": eff.source,
                          "provenance": provenance_text(p, _current(current, field))})
        effects.append({
            "field": field, "known": known is not None, "lines": lines,
            "partial": field in card.partial,
            "provenance": provenance_text(prov, _current(current, field)) if known == () and prov else None,
        })
    return {
        **summary(catalog, card),
        "summary": card.summary, "notes": card.notes, "kind_title": KIND_TITLES.get(card.kind, card.kind),
        "values": values, "effects": effects,
        "entries": [e.as_dict() for e in current],
        "history": [e.as_dict() for e in history],
    }


def _where_from(field: str, value: Any, prov, entry: Entry | None) -> str:
    """Provenance in words; values without a source are our bookkeeping or an empty default."""
    if value is None:
        return "unknown"
    if prov is not None:
        return provenance_text(prov, entry)
    if field == "expansion":
        return "Herald's card files"
    return "nothing known" if value == () else "Herald's card files"


def coverage_rows(catalog: Catalog) -> list[dict[str, Any]]:
    """Per deck part: known by name, complete, needing registration (from catalog.coverage())."""
    return [d.model_dump(mode="json") for d in catalog.coverage().decks]
