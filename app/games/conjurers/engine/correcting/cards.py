"""Where a card lies, and the table moving it: a creature between the armies, its mythology's open pile, the box
of level 1 creatures and the cards out of the game; an item or artifact between the players and the shops."""

from __future__ import annotations

import re
from typing import Any

from ..errors import InvalidInput
from ..state import Artifact, Creature, State

BOX = re.compile(r"^(creature|artifact)-([a-z]+)-(\d+)$|^(item|level1)-(\d+)$")  # as the screens' words read it
SHOP = {"item": "blacksmith", "artifact": "artificer"}


def card_name(state: State, card: str) -> str:
    """A card as the table names it: the catalog's name, else where the table finds it ("Ada's second level 1
    creature, in the order laid out"), as the screens' words say it."""
    facts = state.facts.get(card)
    if facts is not None and facts.name:
        return facts.name
    m = BOX.match(card)
    if m is None:
        return card.replace("-", " ").replace("_", " ").capitalize()
    for p in state.players:  # where the table finds it, as the screens say it (issue 38)
        held = [("level 1 creature", "in the order laid out", [c.card for c in p.army if c.card.startswith("level1-")]),
                ("creature taken from the piles", "in the order taken",
                 [c.card for c in p.army if not c.card.startswith("level1-")]),
                ("item", "in the order bought", list(p.items)),
                ("artifact", "in the order bought", [a.card for a in p.artifacts])]
        for what, order, cards in held:
            if card in cards:
                return f"{p.name}'s {_ordinal(cards.index(card) + 1)} {what}, {order}"
    if m.group(1) == "creature":
        return f"the {m.group(2).capitalize()} pile's {_ordinal(int(m.group(3)))} creature, in the order laid out"
    if m.group(1) == "artifact":
        return f"the {m.group(2).capitalize()} artifacts' {_ordinal(int(m.group(3)))}, in the order laid out"
    if m.group(4) == "item":
        return f"the blacksmith's {_ordinal(int(m.group(5)))} item, in the order laid out"
    return "a level 1 creature still in the box"


_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


def _ordinal(n: int) -> str:
    return _ORDINALS[n - 1] if 1 <= n <= len(_ORDINALS) else f"{n}th"


def locate(state: State, card: str) -> tuple[str, str] | None:
    """(kind, zone) of a card: a creature, item or artifact, and the place it lies in; None when nowhere."""
    for p in state.players:
        if p.creature(card):
            return "creature", f"army:{p.seat}"
        if card in p.items:
            return "item", f"items:{p.seat}"
        if any(a.card == card for a in p.artifacts):
            return "artifact", f"artifacts:{p.seat}"
    for myth, cards in state.piles.items():
        if card in cards:
            return "creature", f"pile:{myth}"
    if card in state.level1_box:
        return "creature", "level1_box"
    if card in state.items:
        return "item", "blacksmith"
    if card in state.artifacts:
        return "artifact", "artificer"
    if card in state.out:
        facts = state.facts.get(card)
        kind = {"level1": "creature"}.get(facts.deck, facts.deck) if facts is not None else "creature"
        return kind, "out"
    return None


def zone_words(state: State, zone: str) -> str:
    """A place in words."""
    head, _, rest = zone.partition(":")
    if head in ("army", "items", "artifacts"):
        return f"{state.players[int(rest)].name}'s {head if head != 'army' else 'army'}"
    if head == "pile":
        return f"the {rest.title()} creature pile"
    return {"level1_box": "the box of level 1 creatures", "blacksmith": "the Blacksmith's stock",
            "artificer": "the Artificer's stock", "out": "the cards out of the game"}.get(zone, zone)


def targets(state: State, kind: str) -> list[str]:
    """Every place a card of this kind may lie."""
    seats = range(state.n)
    if kind == "creature":
        return [*(f"army:{s}" for s in seats), *(f"pile:{m}" for m in sorted(state.piles)), "level1_box", "out"]
    head = "items" if kind == "item" else "artifacts"
    return [*(f"{head}:{s}" for s in seats), SHOP[kind], "out"]


def _in_battle(state: State, card: str) -> bool:
    fight = state.fight
    if fight is None:
        return False
    b = fight.battle
    return card == fight.creature or any(
        card in s.hand or card in s.lost or card in s.items or any(f.card == card or card in f.items
                                                                   for _, f in s.on_board()) for s in b.sides)


def move_card(act, state: State) -> tuple[str, dict[str, Any]]:
    """A card moved from where it lies to another place that fits its kind."""
    card, to = act.card, act.to
    if not card or not to:
        raise InvalidInput("Say which card and where it goes.", "card")
    found = locate(state, card)
    if found is None:
        raise InvalidInput(f"{card_name(state, card)} lies nowhere Herald knows.", "card")
    kind, origin = found
    if _in_battle(state, card):
        raise InvalidInput(f"The battle under way uses {card_name(state, card)}; finish it first.", "card")
    if to == origin:
        raise InvalidInput(f"{card_name(state, card)} already lies in {zone_words(state, to)}.", "to")
    places = targets(state, kind)
    if to not in places:  # said by the places it may go: `to` may be no place at all ('army:9', a typo)
        article = "An" if kind[0] in "aeiou" else "A"
        raise InvalidInput(f"{article} {kind} cannot go there; it goes to "
                           f"{', '.join(zone_words(state, z) for z in places)}.", "to")
    record = _record(state, kind, card, origin, act.level)
    update = _take(state, kind, card, origin)
    _put(state, update, kind, card, to, record)
    return f"{card_name(state, card)} went from {zone_words(state, origin)} to {zone_words(state, to)}", update


def _record(state: State, kind: str, card: str, origin: str, level: int | None):
    """The army's or player's record of the card, kept when it moves between players, else made from its facts."""
    if origin.startswith(("army:", "artifacts:")):
        p = state.players[int(origin.split(":")[1])]
        return p.creature(card) if kind == "creature" else next(a for a in p.artifacts if a.card == card)
    facts = state.facts.get(card)
    if kind == "creature":
        known = level or (facts.level if facts is not None else None) or (1 if origin == "level1_box" else None)
        if known is None:
            raise InvalidInput(f"Herald does not know {card_name(state, card)}'s level: type it.", "level")
        myth = facts.myth if facts is not None else (origin.split(":")[1] if origin.startswith("pile:") else None)
        return Creature(card=card, level=known, myth=myth)
    if kind == "artifact":
        if facts is None or facts.myth is None or facts.vp is None:
            raise InvalidInput(f"Herald does not know {card_name(state, card)}'s mythology and VP.", "card")
        return Artifact(card=card, myth=facts.myth, vp=facts.vp)
    return card


def _players(state: State, update: dict) -> list[dict]:
    if "players" not in update:
        update["players"] = [p.model_dump() for p in state.players]
    return update["players"]


def _take(state: State, kind: str, card: str, origin: str) -> dict[str, Any]:
    update: dict[str, Any] = {}
    head, _, rest = origin.partition(":")
    if head in ("army", "items", "artifacts"):
        p = _players(state, update)[int(rest)]
        p[head] = [x for x in p[head] if (x if isinstance(x, str) else x["card"]) != card]
    elif head == "pile":
        update["piles"] = {m: [c for c in cs if c != card] for m, cs in state.piles.items()}
    else:
        field = {"blacksmith": "items", "artificer": "artifacts"}.get(origin, origin)
        update[field] = [c for c in getattr(state, field) if c != card]
    return update


def _put(state: State, update: dict, kind: str, card: str, to: str, record) -> None:
    head, _, rest = to.partition(":")
    if head in ("army", "items", "artifacts"):
        p = _players(state, update)[int(rest)]
        p[head] = [*p[head], record if isinstance(record, str) else record.model_dump()]
    elif head == "pile":
        piles = update.setdefault("piles", {m: list(cs) for m, cs in state.piles.items()})
        piles[rest] = [*piles.get(rest, []), card]
    else:
        field = {"blacksmith": "items", "artificer": "artifacts"}.get(to, to)
        update[field] = [*update.get(field, getattr(state, field)), card]
