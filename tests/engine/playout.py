"""Random playouts for the tests: pick a random legal offer, fill its inputs from a seeded random.Random
(dice, cards that come up, outcomes), apply it, and check the invariants after every step.
"""

from __future__ import annotations

import random
from collections import Counter

from app.engine import (
    Context,
    GameState,
    IllegalAction,
    InvalidInput,
    apply,
    fold,
    legal_actions,
    parse_action,
)
from app.engine.events import parse_events
from app.engine.rules import chance_effects, decks, limits, lookup
from app.engine.rules import zones as Z
from app.engine.rules.tx import Tx
from tests.engine.fakecatalog import FakeCatalog

CTX = Context(catalog=FakeCatalog())
PLAYERS = ["Anna", "Ben", "Cleo", "Dan", "Eve"]


def create(seats: int = 3, deck_mode: str = "table", draft: bool = False, rng: random.Random | None = None,
           characters: tuple[str, ...] = ("paladin", "druid", "wandering_monk", "enchantress", "spellblade")):
    """A create_game action for n seats."""
    rows = []
    for i in range(seats):
        row = {"player": PLAYERS[i]}
        if not draft:
            row["character"] = characters[i]
            if lookup.character(CTX, characters[i]).strength is None:
                row.update(strength=4, willpower=4)
        rows.append(row)
    act = {"kind": "create_game", "options": {"deck_mode": deck_mode}, "seats": rows, "draft": draft}
    if deck_mode == "herald":
        rng = rng or random.Random(0)
        piles = [sorted(CTX.catalog.deck_instances(d)) for d in ("lesser", "greater", "artifact")]
        for p in piles:
            rng.shuffle(p)
        act["planes"] = [list(row) for row in zip(*piles, strict=True)]
    return act


def pick_draws(state: GameState, rng: random.Random, steps: list[tuple[str, str, bool]]) -> list[str | None]:
    """Cards for a sequence of draws (deck, destination, face up), each from what can come up then."""
    tx = Tx(state, CTX)
    out: list[str | None] = []
    for deck, dest, face_up in steps:
        if decks.exhausted(tx.state, deck):
            break
        if not face_up and state.options.deck_mode == "table":
            card = None
        else:
            pool = decks.drawable(tx.state, deck)
            if not pool:
                out.append(None)
                continue
            card = rng.choice(pool)
        decks.draw(tx, deck, card, dest, face_up=face_up)
        out.append(card)
    return out


def fill(state: GameState, offer, rng: random.Random) -> dict:
    """An action payload for an offer, its inputs filled at random."""
    act = {"kind": offer.kind, **{k: v for k, v in offer.params.items() if k not in ("from", "max", "excess",
                                                                                       "items", "abilities", "seats")}}
    if offer.seat is not None and offer.kind not in ("draft_pick",):
        act["seat"] = offer.seat
    if offer.kind == "draft_pick":
        act["seat"] = offer.seat
        if "strength" in offer.needs:
            act.update(strength=rng.randint(2, 6), willpower=rng.randint(2, 6))
    elif offer.kind == "draft_deal":
        box = list(state.zone("characters:box"))
        rng.shuffle(box)
        act["hands"] = [box[2 * i:2 * i + 2] for i in range(len(state.heroes))]
    elif offer.kind == "prepare_board":
        tx = Tx(state, CTX)
        act["abilities"] = {g: rng.choice(decks.drawable(state, f"ability:{g}")) for g in Z.GUILDS}
        terrain_cards = [c for c in decks.drawable(state, "chance") if lookup.card(CTX, c).effect.startswith("terrain")]
        act["chance"] = rng.choice(terrain_cards)
        n = len(lookup.spaces_of(CTX, lookup.card(CTX, act["chance"]).effect.split(":")[1]))
        act["adventures"] = rng.sample(decks.drawable(tx.state, "adventure"), n)
    elif offer.kind == "roll_first_player":
        act["faces"] = [rng.randint(1, 6) for _ in offer.params["seats"]]
    elif offer.kind == "draw_chance":
        act["card"] = rng.choice(offer.params["from"])
    elif offer.kind == "resolve_chance":
        act.pop("card", None)
        _chance_inputs(state, offer, act, rng)
    elif offer.kind == "move":
        _move_inputs(state, act, rng)
    elif offer.kind == "resolve_fight":
        act["outcome"] = rng.choice(["win", "win", "draw", "lose"])
        act["experience"] = rng.randint(1, 5)
        act["ability_order"] = _shuffled(state.zone(Z.abilities(offer.seat)), rng)
    elif offer.kind == "fight_hero":
        act["outcome"] = rng.choice(["win", "draw", "lose"])
        act["loser_pays"] = rng.choice(["health", "item"])
        loser = act["target"] if act["outcome"] == "win" else offer.seat
        items = state.zone(Z.items(loser))
        act["item"] = rng.choice(items) if items else None
        act["ability_order"] = _shuffled(state.zone(Z.abilities(loser)), rng)
    elif offer.kind == "use_opportunity":
        act["gold"] = rng.randint(1, 3)
    elif offer.kind in ("learn",) and "cost" in offer.needs:
        act["cost"] = rng.randint(1, 4)
    elif offer.kind in ("buy", "sell") and "price" in offer.needs:
        act["price"] = rng.randint(1, 6)
    elif offer.kind in ("heal", "recharge") and "amount" in offer.needs:
        act["amount"] = rng.randint(1, offer.params["max"])
    elif offer.kind == "end_round":
        over = offer.params["excess"]
        act["discard"] = rng.sample(offer.params.get("items", []), over["items"]) + rng.sample(
            offer.params.get("abilities", []), over["abilities"])
    elif offer.kind == "new_character":
        act["character"] = rng.choice(offer.params["from"])
        if lookup.character(CTX, act["character"]).strength is None:
            act.update(strength=rng.randint(2, 6), willpower=rng.randint(2, 6))
    act.pop("max", None)
    return act


def _shuffled(cards, rng) -> list[str]:
    cards = list(cards)
    rng.shuffle(cards)
    return cards


def _move_inputs(state: GameState, act: dict, rng: random.Random) -> None:
    hero = state.hero(act["seat"])
    if isinstance(act.get("to"), list):
        act["to"] = rng.choice(act["to"])
    if act["how"] in ("labor", "astral"):
        return
    dest = hero.space if act["how"] == "stay" else act["to"]
    hidden = [c for c in state.zone(Z.space(dest)) if c in state.hidden]
    if hidden and state.options.deck_mode == "table":
        pool = list(decks.unseen(state, "adventure"))
        act["revealed"] = rng.sample(pool, len(hidden))


def _chance_inputs(state: GameState, offer, act: dict, rng: random.Random) -> None:
    card = state.zone("chance:current")[0]
    kind, _, arg = (lookup.card(CTX, card).effect or "").partition(":")
    if kind == "terrain":
        plan = chance_effects.terrain_plan(state, CTX, arg)
        steps = [("adventure", Z.space(i) if how != "discard" else Z.discard("adventure"), how != "down")
                 for i, how in plan]
        act["cards"] = pick_draws(state, rng, steps)
    elif kind in ("guild", "open_training"):
        guild = arg if kind == "guild" else rng.choice(Z.GUILDS)
        if kind == "open_training":
            act["guild"] = guild
        pool = decks.drawable(state, f"ability:{guild}")
        act["cards"] = [rng.choice(pool)] if pool else []
    elif kind in chance_effects.GOODS:
        where, deck, n = chance_effects.GOODS[kind]
        tx = Tx(state, CTX)
        for c in state.zone(Z.goods(where)):
            decks.discard(tx, c)
        act["cards"] = pick_draws(tx.state, rng, [(deck, Z.goods(where), True)] * n)
    elif kind == "prophetic_dream":
        slots = chance_effects.dream_slots(state)
        if any(slots):
            p = rng.choice([i for i, s in enumerate(slots) if s])
            act["plane"] = p
            slot = slots[p].rsplit(":", 1)[1]
            if state.options.deck_mode == "table":
                act["cards"] = [rng.choice(decks.drawable(state, slot))]
    elif kind == "share":
        act["amounts"] = [rng.randint(1, 3), rng.randint(0, 2)]
    elif kind == "charity":
        act["charity"] = {"gold": rng.randint(1, 3), "health": rng.randint(1, 2), "magic": rng.randint(1, 2)}


def all_instances() -> set[str]:
    """Every card instance of the catalog."""
    return {c for d in lookup.all_decks() for c in CTX.catalog.deck_instances(d)}


def check_invariants(state: GameState) -> None:
    """Every card once, cubes and tokens in bounds, board slots within their sizes."""
    counts = Counter(c for cards in state.zones.values() for c in cards)
    assert not [c for c, n in counts.items() if n > 1], "a card lies in two places"
    cards = {c for c in counts if "#" in c}
    assert cards == all_instances(), "a card instance went missing or appeared"
    assert state.hidden <= set(counts)
    for h in state.heroes:
        if h.status == "active":
            assert 0 <= h.health <= h.red <= 8 and 0 <= h.magic <= h.blue <= 10
        assert h.gold >= 0 and h.experience >= 0
    for z, zone_cards in state.zones.items():
        if z.startswith("guild:"):
            assert len(zone_cards) <= 2
        if z.startswith("space:") and not z.endswith(":artifacts"):
            assert len(zone_cards) <= 2
        if z.startswith("plane:"):
            assert len(zone_cards) <= 1


def playout(seed: int, seats: int = 3, rounds: int = 30, deck_mode: str = "table", draft: bool = False,
            max_steps: int = 3000):
    """Play random legal actions until `rounds` player-rounds have ended; check invariants at every step."""
    rng = random.Random(seed)
    state = GameState()
    start = create(seats, deck_mode, draft, rng)
    state, events = apply(state, parse_action(start), CTX)
    log = list(events)
    ended = discards = 0
    for _ in range(max_steps):
        offers = legal_actions(state, CTX)
        if not offers or state.flow.stage == "over" or ended >= rounds:
            break
        rng.shuffle(offers)
        offers.sort(key=lambda o: o.kind == "end_turn")  # wander a little before ending the turn
        extra = []
        if state.flow.stage == "turn" and rng.random() < 0.3:
            # A treasure, as the battle layer will hand out: fills hands so the end-of-round limits bite.
            deck = rng.choice(["common", "rare"])
            pool = decks.drawable(state, deck)
            if pool:
                extra = [{"kind": "take_card", "seat": state.flow.active, "deck": deck, "card": rng.choice(pool)}]
        for offer in extra + offers:
            act = offer if isinstance(offer, dict) else fill(state, offer, rng)
            try:
                new, events = apply(state, parse_action(act), CTX)
            except (IllegalAction, InvalidInput) as exc:
                # An offer that needs no input is a promise: it must be accepted as offered.
                assert isinstance(offer, dict) or offer.needs, f"offered {offer} was refused: {exc}"
                continue
            break
        else:
            raise AssertionError(f"no offer could be played at {state.flow}: {offers}")
        for e in events:
            assert e.describe(state if e is events[0] else state)  # every event reads as a sentence
        if act["kind"] == "end_round":
            discards += len(act["discard"])
            over = limits.excess(new, act["seat"])
            assert not any(over.values()) or new.hero(act["seat"]).status != "active"
            ended += 1
        state = new
        log.extend(events)
        check_invariants(state)
    replay = fold(GameState(), parse_events([e.model_dump(mode="json") for e in log]))
    assert replay == state
    playout.discards = discards
    return state, log, ended
