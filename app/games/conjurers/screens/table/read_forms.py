"""The tablet's forms read back into Conjurers actions: each field named in plain form terms, turned into the
action's shape; the draws a table leaves to Herald (an army's secret three, the semifinals) made with the game's
seed and step, so a repeated post draws the same."""

from __future__ import annotations

import re
from random import Random
from typing import TYPE_CHECKING

from werkzeug.datastructures import MultiDict

from app.games.conjurers.screens.table.offer_views import TRADE_ROWS

if TYPE_CHECKING:
    from app.games.conjurers.engine import State

_AMOUNT = re.compile(r"^\s*(\d+)\s*([a-z]+)\s*$")


class FormError(ValueError):
    """A field the table filled in a way Herald cannot read; the message names it."""


def cost_of(text: str) -> dict[str, int]:
    """'3 wood, 2 iron' as {'wood': 3, 'iron': 2}; '0' or 'free' as {}."""
    from app.games.conjurers.engine.model import RESOURCES

    if text.strip().lower() in ("0", "free", "nothing"):
        return {}
    out: dict[str, int] = {}
    for part in text.replace(" and ", ",").split(","):
        if not part.strip():
            continue
        m = _AMOUNT.match(part.lower())
        if m is None or m.group(2) not in RESOURCES:
            raise FormError(f"Type a cost as amounts of resources, e.g. '3 wood, 2 iron' (not {part.strip()!r}).")
        out[m.group(2)] = out.get(m.group(2), 0) + int(m.group(1))
    return out


def _int(form: MultiDict, name: str, what: str) -> int | None:
    raw = (form.get(name) or "").strip()
    if not raw:
        return None
    if not raw.isdigit():
        raise FormError(f"{what} is a whole number (not {raw!r}).")
    return int(raw)


def payload_of(form: MultiDict, state: State, rng: Random) -> dict:
    """The action a submitted form describes."""
    kind = form.get("kind", "")
    out: dict = {"kind": kind}
    for key in ("seat", "figure", "match"):
        if form.get(key, "") != "":
            out[key] = int(form[key]) if key == "seat" else form[key]
    reader = READERS.get(kind)
    return reader(form, state, rng, out) if reader else out


def _place(form, state, rng, out):
    return out | {"space": form.get("space") or None}


def _hire(form, state, rng, out):
    return out | {"assistant": form.get("assistant") or None}


def _trade(form, state, rng, out):
    trades = []
    for i in range(TRADE_ROWS):
        units = _int(form, f"trade{i}_units", f"Trade {i + 1}'s number of times")
        if units:
            trades.append({"pay": form.get(f"trade{i}_pay"), "gain": form.get(f"trade{i}_gain"), "units": units})
    return out | {"trades": trades}


def _buy(form, state, rng, out):
    from app.games.conjurers.engine.model import RESOURCES

    purchases = []
    for card in form.getlist("card"):
        p: dict = {"card": card}
        typed = (form.get(f"cost.{card}") or "").strip()
        if typed:
            p["cost"] = cost_of(typed)
        vp = _int(form, f"vp.{card}", "An artifact's points")
        if vp is not None:
            p["vp"] = vp
        purchases.append(p)
    discount = {r: n for r in RESOURCES if (n := _int(form, f"discount.{r}", f"The discount in {r}"))}
    if discount:
        out |= {"smith": form.get("smith") or None, "discount": discount}
    return out | {"purchases": purchases}


def _sacrifice(form, state, rng, out):
    army = state.players[out["seat"]].army
    chosen = [c for c in sorted(army, key=lambda c: c.level) if form.get(f"payout.{c.card}")]
    return out | {"offerings": [{"card": c.card, "payout": form[f"payout.{c.card}"]} for c in chosen]}


def _hand(state: State, seat: int, rng: Random, set_aside: str | None = None) -> tuple[str, ...] | None:
    from app.games.conjurers.engine.battle.model import draw_hand

    army = tuple(c.card for c in state.players[seat].army)
    return draw_hand(rng, army, set_aside) if len([c for c in army if c != set_aside]) > 3 else None


def _battleground(form, state, rng, out):
    creature = form.get("creature")
    if not creature:
        raise FormError("Choose the creature fought for.")
    out["creature"] = creature
    facts = state.facts.get(creature)
    if facts is not None and facts.level is None:
        level = _int(form, "level", "The creature's level")
        if level is None:
            raise FormError("Type the level printed on the creature fought for.")
        out["level"] = level
    else:
        _level_known(form, facts, creature)
    outcome = form.get("outcome", "fight")
    if outcome == "fight":
        return out | {"drawn": _hand(state, out["seat"], rng)}
    return out | {"won": outcome == "won"}


def _duel(form, state, rng, out):
    from app.games.conjurers.engine import board
    from app.games.conjurers.engine.model import CATEGORIES

    outcome = form.get("outcome", "fight")
    categories = [c for c in form.getlist("category") if c in CATEGORIES]
    if state.fight is not None:
        return out | {"categories": categories}
    if outcome == "fight":
        space = next(p.space for p in state.placements if (p.seat, p.figure) == (out["seat"], out["figure"]))
        defender = board.BY_ID[space].seat
        aside = form.get("set_aside") or None
        return out | {"drawn": _hand(state, out["seat"], rng), "set_aside": aside,
                      "defender_drawn": _hand(state, defender, rng, aside)}
    won = outcome == "won"
    return out | {"challenger_won": won, "categories": categories if won else []}


def _draw(form, state, rng, out):
    from app.games.conjurers.engine import draw_semifinals

    partner = form.get("partner")
    if not partner:
        return out | {"semifinals": draw_semifinals(rng)}
    other = [s for s in range(1, 4) if s != int(partner)]
    return out | {"semifinals": [[0, int(partner)], other]}


def _match(form, state, rng, out):
    if form.get("winner", "") != "":
        return out | {"winner": int(form["winner"])}
    t = state.tournament
    pair = t.pair(out["match"])
    challenger = int(form["challenger"]) if form.get("challenger", "") != "" else rng.choice(pair)
    defender = pair[1] if pair[0] == challenger else pair[0]
    return out | {"challenger": challenger, "drawn": _hand(state, challenger, rng),
                  "defender_drawn": _hand(state, defender, rng)}


def _level_known(form, facts, creature) -> None:
    """A level typed for a creature whose level Herald knows: refused when it differs, so nothing is lost unsaid."""
    from app.games.conjurers.screens.words import card_words

    typed = _int(form, "level", "The creature's level")
    if typed is not None and facts is not None and facts.level is not None and typed != facts.level:
        raise FormError(f"Herald knows {card_words(creature, facts.name)} as a level {facts.level} creature; "
                        f"leave the level empty for it (you typed {typed}).")


def _prize(form, state, rng, out):
    if form.get("creature"):
        out["creature"] = form["creature"]
        facts = state.facts.get(form["creature"])
        if facts is not None and facts.level is None:
            out["level"] = _int(form, "level", "The prize creature's level")
        else:
            _level_known(form, facts, form["creature"])
    if form.get("resource"):
        out["resource"] = form["resource"]
    return out


READERS = {"place": _place, "hire": _hire, "trade": _trade, "buy": _buy, "sacrifice": _sacrifice,
           "battleground": _battleground, "duel": _duel, "tournament_draw": _draw, "tournament_match": _match,
           "tournament_prize": _prize}
