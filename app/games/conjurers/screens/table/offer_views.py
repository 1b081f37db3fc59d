"""The legal actions of the moment as the tablet's forms (pure): placements as big buttons per figure, each
resolution with its own fields in plain words (trade rates, shop prices with the Weapon Smith's discount, the
pit's payouts shown before choosing), tournament steps; battles point to the battle screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.conjurers.screens.words import PAYOUTS, amounts, namer, suggestions

if TYPE_CHECKING:
    from app.games.conjurers.engine import State, board
    from app.games.conjurers.engine.actions import Offer

TRADE_ROWS = 3  # trades one marketplace visit offers to fill at once


def offer_views(state: State, offers: list[Offer]) -> list[dict]:
    """Every offer as a form view; placements grouped by figure (one form of big buttons each)."""
    from app.games.conjurers.screens.words import FIGURES, space_words

    out: list[dict] = []
    by_figure: dict[tuple, dict] = {}
    for o in offers:
        if o.kind == "place":
            key = (o.params["seat"], o.params["figure"])
            if key not in by_figure:
                name = state.players[key[0]].name
                by_figure[key] = {"kind": "place", "title": f"{name} places the {FIGURES[key[1]].lower()}",
                                  "hidden": {"kind": "place", "seat": key[0], "figure": key[1]}, "spaces": []}
                out.append(by_figure[key])
            words = space_words(o.params["space"], [p.name for p in state.players])
            by_figure[key]["spaces"].append({"value": o.params["space"] or "", "words": words})
        elif o.kind == "battle":
            if not any(v["kind"] == "battle" for v in out):
                out.append({"kind": "battle", "title": f"{state.players[o.seat].name} moves in the battle",
                            "hidden": {}})
        else:
            out.append(VIEWS.get(o.kind, _plain)(state, o))
    return out


def _base(state: State, o: Offer, title: str) -> dict:
    return {"kind": o.kind, "title": title, "hidden": {"kind": o.kind, **{k: v for k, v in o.params.items()
                                                                             if v is not None}}}


def _who(state: State, o: Offer) -> tuple[str, str]:
    """(player, space words) of a resolution offer."""
    from app.games.conjurers.screens.words import space_words

    p = next(p for p in state.placements if (p.seat, p.figure) == (o.seat, o.params.get("figure")))
    return state.players[o.seat].name, space_words(p.space, [pl.name for pl in state.players])


def _space(state: State, o: Offer) -> board.Space:
    from app.games.conjurers.engine import board

    p = next(p for p in state.placements if (p.seat, p.figure) == (o.seat, o.params.get("figure")))
    return board.BY_ID[p.space]


def _collect(state: State, o: Offer) -> dict:
    from app.games.conjurers.engine.tables import FOOD_OUTPUT, STORAGE_OUTPUT
    from app.games.conjurers.screens.words import FIGURES

    name, where = _who(state, o)
    space = _space(state, o)
    if space.group == "mine":
        words = "Keep control" if state.mines.get(space.id) == o.seat else "Take control"
        button = f"{words} of the {where.lower()}"
    elif space.group == "storage":
        resource, output = STORAGE_OUTPUT[space.id]
        button = f"Take {output[state.phase]} {resource}"
    elif space.group == "food":
        button = f"Take {FOOD_OUTPUT[state.phase]} food"
    else:
        button = "Take the Initiative Button"
    return _base(state, o, f"{name}'s {FIGURES[o.params['figure']].lower()} at the {where.lower()}") | {
        "button": button}


def _hire(state: State, o: Offer) -> dict:
    from app.games.conjurers.engine.tables import HIRE_COST, UPKEEP

    name, where = _who(state, o)
    n = len(state.players[o.seat].assistants) + 1
    price = HIRE_COST.get(n, {})
    cost = amounts(price)
    stock = state.players[o.seat].stock
    short = {k: v - stock.get(k, 0) for k, v in price.items() if v > stock.get(k, 0)}
    kinds = [{"value": k, "words": f"Hire a {k} ({cost}; {UPKEEP.get(n, 0)} food at each feeding)"}
             for k in o.choices["assistant"] if k]
    # Nothing is chosen for her when she cannot pay: the form says what she lacks instead (issue 39).
    return _base(state, o, f"{name} at the guild house") | {"choices": kinds, "affordable": not short, "cost": cost,
                                                             "lacks": amounts(short) if short else ""}


def _trade(state: State, o: Offer) -> dict:
    from app.games.conjurers.engine.model import RESOURCES
    from app.games.conjurers.engine.tables import GROUP, MARKET_BARRED, MARKET_RATE

    name, _ = _who(state, o)
    barred = MARKET_BARRED[state.phase]
    gains = [r for r in RESOURCES if r not in barred and not (state.n == 2 and r == "sapphire")]
    rates = []
    for pay in RESOURCES:
        for gain in gains:
            if pay != gain:
                paid, got = MARKET_RATE[(GROUP[pay], GROUP[gain])]
                rates.append(f"{paid} {pay} → {got} {gain}")
    return _base(state, o, f"{name} at the marketplace") | {
        "rows": list(range(TRADE_ROWS)), "pay": list(RESOURCES), "gain": gains, "rates": rates,
        "stock": amounts({k: v for k, v in state.players[o.seat].stock.items() if k != "food"})}


def _buy(state: State, o: Offer) -> dict:
    from app.games.conjurers.engine.model import RESOURCES
    from app.games.conjurers.screens.words import myth_words

    name, where = _who(state, o)
    label = namer(state)
    cards = []
    for card in o.choices["card"]:
        facts = state.facts[card]
        cards.append({"id": card, "name": label(card), "myth": myth_words(facts.myth) if facts.myth else "",
                      "cost": amounts(facts.cost) if facts.cost is not None else None,
                      "vp": facts.vp, "ask_vp": facts.deck == "artifact" and facts.vp is None})
    army = [{"id": c.card, "name": f"{label(c.card)} (level {c.level})"} for c in state.players[o.seat].army]
    deck = "item" if "blacksmith" in _space(state, o).id else "artifact"
    return _base(state, o, f"{name} at the {where.lower()}") | {
        "cards": cards, "army": army, "deck": deck, "known": suggestions(state, o.choices["card"]),
        "myths": sorted({(state.facts[c].myth, myth_words(state.facts[c].myth)) for c in o.choices["card"]
                         if state.facts[c].myth}), "resources": list(RESOURCES),
        "stock": amounts({k: v for k, v in state.players[o.seat].stock.items() if k != "food"})}


def _sacrifice(state: State, o: Offer) -> dict:
    from app.games.conjurers.engine.pit import pit_payout
    from app.games.conjurers.engine.tables import PIT_PAYOUTS
    from app.games.conjurers.screens.words import myth_words

    name, _ = _who(state, o)
    label = namer(state)
    rows = []
    for c in sorted(state.players[o.seat].army, key=lambda c: c.level):
        options = []
        for payout in PIT_PAYOUTS:
            first = pit_payout(c.level, payout, 0, state.n)
            if first:
                second = pit_payout(c.level, payout, 1, state.n)
                options.append({"value": payout, "words": f"{PAYOUTS[payout]}: {amounts(first)} "
                                f"(as a second creature {amounts(second)})"})
        rows.append({"id": c.card, "name": label(c.card), "level": c.level, "myth": myth_words(c.myth),
                     "options": options})
    return _base(state, o, f"{name} at the sacrificial pit") | {"creatures": rows}


def _battleground(state: State, o: Offer) -> dict:
    name, where = _who(state, o)
    label = namer(state)
    pile = [{"id": c, "name": label(c), "level": state.facts[c].level} for c in o.choices["creature"]]
    return _base(state, o, f"{name} fights at {where}") | {
        "pile": pile, "known": suggestions(state, o.choices["creature"]), "ask_level": any(c["level"] is None for c in pile),
        "draw": len(state.players[o.seat].army) > 3}


def _duel(state: State, o: Offer) -> dict:
    from app.games.conjurers.engine.model import CATEGORIES

    name, _ = _who(state, o)
    space = _space(state, o)
    defender = state.players[space.seat]
    label = namer(state)
    aside = [{"id": c.card, "name": label(c.card)} for c in defender.army] if len(defender.army) >= 4 else []
    return _base(state, o, f"{name} challenges {defender.name} to a duel") | {
        "defender": defender.name, "categories": list(CATEGORIES), "aside": aside}


def _duel_won(state: State, o: Offer) -> dict:
    from app.games.conjurers.engine import board
    from app.games.conjurers.engine.model import CATEGORIES

    name = state.players[o.seat].name
    defender = state.players[board.BY_ID[state.fight.space].seat]
    stock = [{"value": c, "words": f"{c} (half of {defender.stock.get(c, 0)}: {(defender.stock.get(c, 0) + 1) // 2})"}
             for c in CATEGORIES]
    return _base(state, o, f"{name} won the duel: take from three of {defender.name}'s stocks") | {
        "kind": "duel_won", "stocks": stock}


def _draw(state: State, o: Offer) -> dict:
    others = [{"value": s, "words": state.players[s].name} for s in range(1, state.n)]
    return _base(state, o, "The tournament's semifinals") | {"first": state.players[0].name, "partners": others}


def _match(state: State, o: Offer) -> dict:
    from app.games.conjurers.screens.words import MATCHES

    pair = o.choices["winner"]
    seats = [{"value": s, "words": state.players[s].name} for s in pair]
    return _base(state, o, f"The {MATCHES[o.params['match']]}: " + " against ".join(s["words"] for s in seats)) | {
        "seats": seats}


def _prize(state: State, o: Offer) -> dict:
    label = namer(state)
    level = o.choices["level"]
    cards = [{"id": c, "name": label(c), "known": state.facts[c].level is not None} for c in o.choices["creature"]]
    return _base(state, o, o.label) | {"level": level, "cards": cards, "resources": o.choices["resource"],
                                       "known": suggestions(state, o.choices["creature"])}


def _plain(state: State, o: Offer) -> dict:
    return _base(state, o, o.label) | {"button": o.label}


def _duel_or_won(state: State, o: Offer) -> dict:
    return _duel_won(state, o) if state.fight is not None else _duel(state, o)


VIEWS = {"collect": _collect, "hire": _hire, "trade": _trade, "buy": _buy, "sacrifice": _sacrifice,
         "battleground": _battleground, "duel": _duel_or_won, "tournament_draw": _draw,
         "tournament_match": _match, "tournament_prize": _prize}
