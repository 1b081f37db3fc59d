"""The name the table types for a card at the moment it enters play (a battleground's creature fought for, a creature
taken as a tournament prize, an item or artifact bought): a name the group's cards already carry picks that very card; a new name is given to the card the
form chose, or to the first one nobody named, and the tablet keeps it as a `name_card` step and the group's entry."""

from __future__ import annotations

from typing import TYPE_CHECKING

from werkzeug.datastructures import MultiDict

from app.games.conjurers.screens.table.read_forms import FormError, cost_of

if TYPE_CHECKING:
    from app.games.conjurers.engine import State

MAX_NAME = 60


def tidy(text: str | None) -> str:
    """A typed name with its spaces tidied ('' when blank)."""
    return " ".join((text or "").split())


def entered_names(form: MultiDict, state: State, payload: dict) -> dict[str, str]:
    """The new names a form gives the cards entering play (card -> name); the payload is pointed at the named card."""
    if payload.get("kind") == "battleground":
        return _fought_for(form, state, payload)
    if payload.get("kind") == "buy":
        return _bought(form, state, payload)
    if payload.get("kind") == "tournament_prize":
        return _prize(form, state, payload)
    return {}


def _named(state: State, cards, name: str) -> str | None:
    return next((c for c in cards if (state.facts[c].name or "").casefold() == name.casefold()), None)


def _checked(name: str) -> str:
    if len(name) > MAX_NAME:
        raise FormError(f"A card's name is at most {MAX_NAME} characters: {name[:20]}…")
    return name


def _fought_for(form: MultiDict, state: State, payload: dict) -> dict[str, str]:
    name = _checked(tidy(form.get("creature_name")))
    chosen = payload.get("creature")
    if not name or chosen not in state.facts:
        return {}
    pile = state.piles.get(state.facts[chosen].myth, ())
    known = _named(state, pile, name)
    if known is None and state.facts[chosen].name:  # the ticked card has a name already: the new name is another card
        known = None
        chosen = next((c for c in pile if not state.facts[c].name), None)
        if chosen is None:
            raise FormError(f"Every creature in this pile has a name already; choose {name} from the list.")
    target = known or chosen
    payload["creature"] = target
    if state.facts[target].level is not None:
        payload.pop("level", None)
    return {} if known else {target: name}


def _prize(form: MultiDict, state: State, payload: dict) -> dict[str, str]:
    """A prize creature's name: a known name picks that card in the open piles, a new one the card ticked (or,
    when that one has a name already, the first unnamed card of its pile); the place's level goes with it."""
    name = _checked(tidy(form.get("creature_name")))
    chosen = payload.get("creature")
    if not name or chosen not in state.facts:
        return {}
    piles = [c for cards in state.piles.values() for c in cards]
    known = _named(state, piles, name)
    if known is None and state.facts[chosen].name:
        pile = next(cards for cards in state.piles.values() if chosen in cards) if chosen in piles else ()
        chosen = next((c for c in pile if not state.facts[c].name), None)
        if chosen is None:
            raise FormError(f"Every creature in this pile has a name already; choose {name} from the list.")
    target = known or chosen
    payload["creature"] = target
    if state.facts[target].level is None and (form.get("level") or "").isdigit():
        payload["level"] = int(form["level"])
    else:
        payload.pop("level", None)
    return {} if known else {target: name}


def _bought(form: MultiDict, state: State, payload: dict) -> dict[str, str]:
    name = _checked(tidy(form.get("new_name")))
    if not name:
        return {}
    ticked = {p["card"] for p in payload.get("purchases", [])}
    stock = [c for c in (state.items if form.get("deck") == "item" else state.artifacts) if c not in ticked]
    myth = form.get("new_myth") or None
    if form.get("deck") != "item":
        stock = [c for c in stock if state.facts[c].myth == myth] if myth else []
    known = _named(state, stock, name)
    target = known or next((c for c in stock if not state.facts[c].name), None)
    if target is None:
        where = "the artifacts of that mythology" if form.get("deck") != "item" else "the items"
        raise FormError(f"Herald has no unnamed card left among {where} for {name}; choose the mythology"
                        " printed on it, or tick it in the list.")
    purchase: dict = {"card": target}
    if (cost := (form.get("new_cost") or "").strip()):
        purchase["cost"] = cost_of(cost)
    if (vp := (form.get("new_vp") or "").strip()):
        if not vp.isdigit():
            raise FormError(f"Type the points printed on {name} as a whole number.")
        purchase["vp"] = int(vp)
    payload["purchases"] = [*payload.get("purchases", []), purchase]
    return {} if known else {target: name}
