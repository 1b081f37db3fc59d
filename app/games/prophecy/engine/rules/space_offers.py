"""What the active hero's space offers once no Creature bars it (the actions are in spaces.py)."""

from __future__ import annotations

from ..actions import Context, Offer, offers
from ..state import GameState
from . import death, discounts, encounter, flow, lookup, spaces
from . import zones as Z


@offers
def space_offers(state: GameState, ctx: Context) -> list[Offer]:
    """The possibilities of the active hero's space, when no Creature bars them."""
    f = state.flow
    if f.stage != "turn" or f.active is None:
        return []
    seat = f.active
    if encounter.creatures_here(state, ctx, seat):
        return []
    hero, kind = state.hero(seat), spaces.here(state, ctx, seat)
    found: list[Offer] = []

    def add(kind_: str, label: str, needs: tuple[str, ...] = (), top: int = 0, **params) -> None:
        choices = {"amount": list(range(1, top + 1))} if top else {}
        found.append(Offer(kind=kind_, label=label, seat=seat, params={"seat": seat, **params}, needs=needs,
                           choices=choices))

    if kind in Z.GUILDS:
        for c in state.zone(Z.guild(kind)):
            cost = lookup.card(ctx, c).cost
            if cost is None:
                add("learn", f"Learn {lookup.name(ctx, c)}", ("cost",), card=c)
            elif hero.experience >= (price := hero.sheet.learning_cost(cost)) and (
                    kind in hero.guilds or hero.gold + hero.bank >= price):
                add("learn", f"Learn {lookup.name(ctx, c)}", card=c)
    if kind in lookup.CIVILIZATION:
        for c in state.zone(Z.items(seat)):
            if c in state.damaged and hero.gold >= 1:
                add("repair", f"Repair {lookup.name(ctx, c)} (1 Gold)", card=c)
    if kind in ("city", "village"):
        for c in state.zone(Z.goods(kind)):
            price = lookup.card(ctx, c).price
            if price is None:
                add("buy", f"Buy {lookup.name(ctx, c)}", ("price",), card=c)
            elif hero.gold >= price:
                add("buy", f"Buy {lookup.name(ctx, c)} ({price} Gold)", card=c)
        for c in state.zone(Z.items(seat)):
            if c not in state.damaged and not death.is_artifact(ctx, c):
                add("sell", f"Sell {lookup.name(ctx, c)}", () if lookup.card(ctx, c).price is not None else ("price",),
                    card=c)
    if kind == "monastery" and hero.wounds and not flow.has(state, "turn:monastery"):
        add("heal", "Heal 1 Health (free)", amount=1)
    if kind == "forest_camp" and hero.wounds and hero.gold:
        add("heal", "Heal Health (1 Gold each)", ("amount",), top=min(hero.wounds, hero.gold))
    if kind == "enchanted_wilderness" and hero.spent and not flow.has(state, "turn:wilderness"):
        add("recharge", "Recharge Magic (free, up to 3)", ("amount",), top=min(3, hero.spent))
    if kind == "magic_tower" and hero.spent and hero.gold:
        add("recharge", "Recharge Magic (1 Gold per 2)", ("amount",), top=min(hero.spent, 2 * hero.gold))
    if kind == "village" and hero.gold and not flow.has(state, f"lodged:{seat}"):
        add("lodge", "Lodge for the night (1 Gold)")
    for c in state.zone(Z.space_artifacts(hero.space)) if hero.space is not None else ():
        add("take_artifact", f"Take {lookup.name(ctx, c)}", card=c)
    free_heal = kind == "monastery"
    return found + discounts.discounted_offers(state, ctx, seat, [o for o in found if not (free_heal and o.kind == "heal")
                                                                  and not (o.kind == "recharge" and kind != "magic_tower")])
