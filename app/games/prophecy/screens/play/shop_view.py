"""What the City or the Village offers the hero whose turn it is (pure): every good on sale with its price, and for
one she cannot afford how much Gold she lacks, so a missing "Buy" is never a silent dead end (issue 39)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.games.prophecy.engine.state import GameState


def on_sale(state: GameState, ctx) -> dict | None:
    """The active hero's market: where, her Gold, each good with its price and what she lacks; None elsewhere."""
    from app.games.prophecy.engine.rules import encounter, lookup, spaces
    from app.games.prophecy.engine.rules import zones as Z

    f = state.flow
    if f.stage != "turn" or f.active is None or encounter.creatures_here(state, ctx, f.active):
        return None
    where = spaces.here(state, ctx, f.active)
    if where not in ("city", "village"):
        return None
    hero = state.hero(f.active)
    goods = []
    for card in state.zone(Z.goods(where)):
        price = lookup.card(ctx, card).price
        short = max(0, price - hero.gold) if price is not None else 0
        goods.append({"name": lookup.name(ctx, card), "price": price, "short": short})
    return {"where": "the City" if where == "city" else "the Village", "hero": hero.player, "gold": hero.gold,
            "goods": goods}
