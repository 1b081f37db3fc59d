"""Random playouts for the tests: pick a random legal offer, fill its inputs from a seeded random.Random
(dice, cards that come up, outcomes), apply it, and check the invariants after every step.
"""

from __future__ import annotations

import random

from app.games.prophecy.engine import (
    Context,
    GameState,
    IllegalAction,
    InvalidInput,
    apply,
    fold,
    legal_actions,
    parse_action,
)
from app.games.prophecy.engine.events import parse_events
from app.games.prophecy.engine.expansion import ExpansionOptions
from app.games.prophecy.engine.races.data import race_needs
from app.games.prophecy.engine.rules import decks, limits, lookup
from app.games.prophecy.engine.rules import zones as Z
from app.games.prophecy.engine.rules.chance import inputs as chance_inputs
from app.games.prophecy.engine.rules.tx import Tx
from app.games.prophecy.engine.ruleset import ruleset_of
from app.games.prophecy.engine.setup import astral_piles, character_needs
from app.games.prophecy.engine.state import GameOptions
from tests.engine.invariants import (  # noqa: F401 - callers read them here
    CTX,
    MARK_WORDS,
    all_instances,
    check_invariants,
    check_story,
    game_expansions,
)

PLAYERS = ["Anna", "Ben", "Cleo", "Dan", "Eve"]


GUILD_PAIRS = (("fortress", "monastery"), ("forest_camp", "magic_tower"), ("thieves_guild", "fortress"),
               ("magic_tower", "monastery"), ("monastery", "forest_camp"))


def create(seats: int = 3, deck_mode: str = "table", draft: bool = False, rng: random.Random | None = None,
           characters: tuple[str, ...] = ("paladin", "druid", "wandering_monk", "enchantress", "spellblade"),
           ctx: Context = CTX, options: dict | None = None):
    """A create_game action for n seats (guilds and cubes typed where the catalog lacks them)."""
    rows = []
    for i in range(seats):
        row = {"player": PLAYERS[i]}
        if not draft:
            row["character"] = characters[i]
            needs = character_needs(ctx, characters[i])
            if "strength" in needs:
                row.update(strength=4, willpower=4)
            if "guilds" in needs:
                row["guilds"] = list(GUILD_PAIRS[i % len(GUILD_PAIRS)])
        per_hero = (options or {}).get("expansion", {})
        per_hero = 2 if per_hero.get("hybrids") else (1 if per_hero.get("races") else 0)
        if per_hero:
            row["races"] = race_picks(ctx, i, per_hero, rng or random.Random(i))
        rows.append(row)
    act = {"kind": "create_game", "options": {"deck_mode": deck_mode, **(options or {})}, "seats": rows, "draft": draft}
    expansion = ExpansionOptions.model_validate((options or {}).get("expansion", {}))
    if deck_mode == "herald" and (options or {}).get("mode") != "basic":
        rng = rng or random.Random(0)
        piles = [list(p) for p in astral_piles(ctx, GameOptions(expansion=expansion))]
        for p in piles:
            rng.shuffle(p)
        act["planes"] = [list(row) for row in zip(*piles, strict=False)]
    if expansion.guardian_power == "random":
        rng = rng or random.Random(0)
        act["guardian_tokens"] = [rng.choice((1, 2)) for _ in Z.PLANES]
    return act


RACE_ORDER = ("elf", "dwarf", "goblin", "halfling", "troll", "human")


def race_picks(ctx: Context, seat: int, per_hero: int, rng: random.Random, races: list[str] | None = None) -> list[dict]:
    """A seat's Races with what their cards show typed in: small changes, as a group would read them."""
    picks = []
    for k in range(per_hero):
        race = races[k] if races else RACE_ORDER[(seat + 2 * k) % len(RACE_ORDER)]
        pick = {"race": race}
        for need in race_needs(ctx, race):
            pick[need] = rng.choice([0, 1, 2]) if need in ("gold", "experience") else rng.choice([-1, 0, 1])
        picks.append(pick)
    return picks


def fill(state: GameState, offer, rng: random.Random, ctx: Context = CTX) -> dict:
    """An action payload for an offer: its params plus its needs filled at random."""
    act = {"kind": offer.kind, **offer.params}
    seat = offer.seat
    ch = offer.choices
    if offer.kind == "draft_pick":
        _character_inputs(act["keep"], offer.needs, act, rng)
        if "race" in offer.needs:
            act["race"] = rng.choice(ch["race"])
        if "races" in offer.needs:
            kept = [act["race"]] if "race" in act else None
            act["races"] = race_picks(ctx, seat, ruleset_of(state).races_per_hero, rng, kept)
    elif offer.kind == "draft_deal":
        box = list(ch["hands"])
        rng.shuffle(box)
        size = 3 if len(state.heroes) <= 3 and len(box) >= 3 * len(state.heroes) and rng.random() < 0.5 else 2
        act["hands"] = [box[size * i:size * i + size] for i in range(len(state.heroes))]
        if "races" in offer.needs:  # the ten Race cards: some Races more than once (003:L105)
            act["races"] = [[rng.choice(ch["races"]) for _ in range(size)] for _ in state.heroes]
    elif offer.kind == "prepare_board" and "chance" not in offer.needs:
        pass  # the Basic version's board starts empty (004:L70)
    elif offer.kind == "prepare_board":
        act["abilities"] = {g: rng.choice(cards) for g, cards in ch["abilities"].items()}
        act["chance"] = rng.choice(ch["chance"])
        terrain = lookup.card(ctx, act["chance"]).effect.split(":")[1]
        act["adventures"] = rng.sample(ch["adventures"], len(ch["spaces"][terrain]))
    elif offer.kind == "roll_first_player":
        act["faces"] = [rng.randint(1, 6) for _ in ch["seats"]]
    elif offer.kind == "draw_chance":
        act["card"] = rng.choice(ch["card"])
    elif offer.kind == "resolve_chance":
        _chance_inputs(state, offer, act, rng, ctx)
    elif offer.kind in ("move", "instead_of_moving"):
        if "revealed" in offer.needs:
            act["revealed"] = rng.sample(ch["revealed"], ch["count"])
        for k in ("magic", "gold"):
            if k in offer.needs:
                act[k] = rng.randint(0, 1)
    elif offer.kind == "resolve_fight":
        act["outcome"] = rng.choice(["win", "win", "draw", "lose"])
        act["experience"] = rng.randint(1, 5)
        act["ability_order"] = _shuffled(state.zone(Z.abilities(seat)), rng)
    elif offer.kind == "fight_hero":
        act["outcome"] = rng.choice(ch["outcome"])
        act["loser_pays"] = rng.choice(ch["loser_pays"])
        loser = act["target"] if act["outcome"] == "win" else seat
        items = state.zone(Z.items(loser))
        act["item"] = rng.choice(items) if items else None
        act["ability_order"] = _shuffled(state.zone(Z.abilities(loser)), rng)
    elif offer.kind == "magical_forest":
        act.update(choice=rng.choice(ch["choice"]), face=rng.randint(1, 6), amount=1)
        act["needed"] = None if act["choice"] in ch["known"] else rng.randint(2, 6)
    elif offer.kind == "use_opportunity":
        act["gold"] = rng.randint(1, 3)
        if "low_faith_cards" in offer.needs:  # a troll's Low Faith list, asked once: this Race card names none
            act["low_faith_cards"] = []
    elif offer.kind == "learn" and "cost" in offer.needs:
        act["cost"] = rng.randint(1, 4)
    elif offer.kind in ("buy", "sell") and "price" in offer.needs:
        act["price"] = rng.randint(1, 6)
    elif offer.kind in COMBAT_KINDS:
        _combat_inputs(state, offer, act, rng)
    elif offer.kind in ENDGAME_KINDS:
        _endgame_inputs(state, offer, act, rng)
    elif "amount" in offer.needs:
        act["amount"] = rng.choice(ch["amount"])
    elif offer.kind == "end_round" and offer.needs:
        over = ch["excess"]
        act["discard"] = rng.sample(ch["items"], over["items"]) + rng.sample(ch["abilities"], over["abilities"])
    elif offer.kind == "new_character":
        act["character"] = rng.choice(ch["character"])
        _character_inputs(act["character"], character_needs(ctx, act["character"]), act, rng)
    elif offer.kind in CARD_EFFECT_KINDS:
        _card_effect_inputs(state, offer, act, rng)
    return act


CARD_EFFECT_KINDS = ("search_ruin", "master_wizard_move", "creature_takes_item", "discard_cursed_item", "second_move",
                     "destroy_items", "steal_with_scroll")


def _card_effect_inputs(state: GameState, offer, act: dict, rng: random.Random) -> None:
    """The Ruin's Creature, the Wizard's space, the Item taken, Mass Decay's Items, the scroll's target."""
    ch = offer.choices
    for need in offer.needs:
        pool = ch.get(need)
        if need == "revealed":
            act[need] = rng.sample(pool, ch["count"])
        elif isinstance(pool, list) and pool:
            act[need] = [rng.choice(pool)] if need == "destroy" else rng.choice(pool)
    if "recharge" in offer.needs:
        act["recharge"] = rng.randint(0, 3)
    for k in ("gold", "magic"):
        if k in offer.needs and k not in act:
            act[k] = rng.randint(0, 1)
    if "ability_order" in offer.needs:
        act["ability_order"] = _shuffled(state.zone(Z.abilities(offer.seat)), rng)
    if offer.kind == "steal_with_scroll":
        items = state.zone(Z.items(act["target"]))
        act["item"] = rng.choice(items) if items and rng.random() < 0.5 else None
        act["gold"] = 0 if act["item"] else min(1, state.hero(act["target"]).gold)


COMBAT_KINDS = ("start_fight", "battle_roll", "battle_loss_choice", "battle_adjust", "battle_reward", "choose_roll_options")


def _combat_inputs(state: GameState, offer, act: dict, rng: random.Random) -> None:
    """Dice for a battle roll, per-roll options, a loser's choice, now and then the GM's adjustment."""
    ch = offer.choices
    if offer.kind == "battle_roll":
        dice = ch.get("dice") or {"hero": 1, "foe": 1}
        act["hero_faces"] = [rng.randint(1, 6) for _ in range(dice["hero"])]
        act["foe_faces"] = [rng.randint(1, 6) for _ in range(dice["foe"])]
    elif offer.kind == "battle_loss_choice":
        items = ch["item"]
        act["pay"] = rng.choice(["health", "item"]) if items else "health"
        act["item"] = rng.choice(items) if act["pay"] == "item" else None
        act["ability_order"] = _shuffled(state.zone(Z.abilities(offer.seat)), rng)
    elif offer.kind == "choose_roll_options":
        act["use"] = [rng.choice(ch["use"])] if ch.get("use") else []  # none: "nothing more" (Fire Breathing)
    elif offer.kind == "start_fight" and "creature_type" in offer.needs:
        act["creature_type"] = rng.choice(ch["creature_type"])
    elif offer.kind == "battle_reward":
        _treasure_inputs(state, offer, act, rng)
    elif offer.kind == "battle_adjust":
        act.update(side=rng.choice(ch["side"]), amount=rng.choice([-1, 1]), reason="a card the table applies")


def _treasure_inputs(state: GameState, offer, act: dict, rng: random.Random) -> None:
    """The treasure as the table gives it: the roll its card asks for when Herald lacks it (typed from the card),
    now and then a Prayer on the treasure die when the hero can pay, the die (or dice), then the Items drawn."""
    ch = offer.choices
    for full in ch.get("values", ()):
        card, _, path = full.partition(".")
        if path.endswith(".amount"):
            act.setdefault("values", {}).setdefault(card, {})[path] = rng.randint(4, 6)
    decks_drawn = list(ch["draws"])
    high = ch.get("high_roll")
    if high:
        if ch.get("use") and state.hero(offer.seat).magic >= 2 and rng.random() < 0.5:
            act["use"] = [rng.choice(ch["use"])] if ch.get("use") else []  # none: "nothing more" (Fire Breathing)
        act["faces"] = [rng.randint(1, 6) for _ in range(1 + len(act.get("use", ())))]
        typed = act.get("values", {}).get(Z.base_id(state.battle.opponent.card), {})
        threshold = high["threshold"] or next(v for path, v in typed.items() if path.startswith("reward["))
        if max(act["faces"]) >= threshold:
            decks_drawn.append(high["deck"])
    pools = {deck: list(cards) for deck, cards in ch["cards"].items()}
    act["cards"] = [pools[deck].pop(rng.randrange(len(pools[deck]))) for deck in decks_drawn if pools[deck]]


ENDGAME_KINDS = ("reveal_guardian", "claim_artifact", "resolve_guardian", "choose_battleground", "use_banner", "trade",
                 "buy_certificate")
# How a Guardian fight the table fights by itself turns out; playouts may bias it toward progress.
GUARDIAN_ODDS = ["win", "draw", "lose"]


def _endgame_inputs(state: GameState, offer, act: dict, rng: random.Random) -> None:
    """Inputs of part 2's offers: the Guardian turned up, the fight's outcome, the Artifact won, the battleground,
    a trade."""
    ch = offer.choices
    if offer.kind in ("reveal_guardian", "claim_artifact") and "card" in offer.needs:
        act["card"] = rng.choice(ch["card"])
    elif offer.kind == "resolve_guardian":
        act["outcome"] = rng.choice(GUARDIAN_ODDS)
        act["experience"] = rng.randint(2, 6)
        act["ability_order"] = _shuffled(state.zone(Z.abilities(offer.seat)), rng)
    elif offer.kind == "choose_battleground":
        act["space"] = rng.choice(ch["space"])
    elif offer.kind == "use_banner":
        act["face"] = rng.randint(1, 6)
    elif offer.kind == "trade":
        give, take = ch["give_items"], ch["take_items"]
        act["give_items"] = rng.sample(give, min(len(give), rng.randint(0, 1)))
        act["take_items"] = rng.sample(take, min(len(take), rng.randint(0, 1)))
        act["give_gold"] = rng.randint(0, ch["give_gold"])
        act["take_gold"] = rng.randint(0, min(2, ch["take_gold"]))
    elif offer.kind == "buy_certificate":
        if "card" in offer.needs:
            act["card"] = rng.choice(ch["card"])
        if "experience" in offer.needs:
            act.update(experience=5, gold=0)


def _character_inputs(character: str, needs, act: dict, rng: random.Random) -> None:
    """Printed values the catalog lacks, as the table would type them."""
    if "strength" in needs:
        act.update(strength=rng.randint(2, 6), willpower=rng.randint(2, 6))
    if "guilds" in needs:
        act["guilds"] = rng.sample(Z.GUILDS, 2)


def _shuffled(cards, rng) -> list[str]:
    cards = list(cards)
    rng.shuffle(cards)
    return cards


def _chance_inputs(state: GameState, offer, act: dict, rng: random.Random, ctx: Context) -> None:
    card = state.zone("chance:current")[0]
    kind, _, arg = (lookup.card(ctx, card).effect or "").partition(":")
    if kind == "terrain":
        act["cards"] = decks.pick_cards(state, ctx, chance_inputs.draw_steps(state, ctx, lookup.card(ctx, card).effect or ""), rng)
    elif kind == "guild":
        act["cards"] = [rng.choice(offer.choices["cards"])] if offer.choices["cards"] else []
    elif kind == "open_training":
        act["guild"] = rng.choice(offer.choices["guild"])
        pool = offer.choices["cards"][act["guild"]]
        act["cards"] = [rng.choice(pool)] if pool else []
    elif kind == "shop":
        where, deck, n = chance_inputs.shop_of(arg)
        tx = Tx(state, ctx)
        for c in state.zone(Z.goods(where)):
            decks.discard(tx, c)
        act["cards"] = decks.pick_cards(tx.state, ctx, [(deck, Z.goods(where), True)] * n, rng)
    elif kind == "prophetic_dream":
        if offer.choices["plane"]:
            act["plane"] = rng.choice(offer.choices["plane"])
            if state.options.deck_mode == "table":
                act["cards"] = [rng.choice(offer.choices["cards"][act["plane"]])]
    elif kind == "share":
        act["amounts"] = [rng.randint(1, 3), rng.randint(0, 2)]
        if "resource" in offer.needs:
            act["resource"] = rng.choice(offer.choices["resource"])
    elif kind == "charity":
        act["charity"] = {"gold": rng.randint(1, 3), "health": rng.randint(1, 2), "magic": rng.randint(1, 2)}


def from_the_box(state: GameState, ctx: Context, offers) -> tuple[Context, dict | None]:
    """At the table a deck of unknown size never runs out (rules/chance/inputs.py): when a Chance card asks for
    an Item Herald knows none left of, the group registers the card of its box that came up, then brings it in."""
    for o in offers:
        deck = o.choices.get("deck") if o.kind == "resolve_chance" and "cards" in o.needs else None
        if deck in ("common", "rare") and not o.choices.get("cards"):
            n = 1 + sum(1 for c in state.names if c.startswith(f"table-{deck}-"))
            new = {f"table-{deck}-{n}": {"kind": "item", "item_deck": deck, "name": f"Box {deck} Item {n}"}}
            return Context(catalog=ctx.catalog.with_overrides(new)), {"kind": "add_card", "card": f"table-{deck}-{n}#1"}
    return ctx, None



def first_accepted(state: GameState, offers: list, ctx: Context, fill, *args) -> tuple[dict, GameState, tuple]:
    """The first of the offers (in order; a plain dict is played as it is) that the engine accepts once
    `fill(state, offer, *args)` completes it: its action, the new state and the events."""
    for offer in offers:
        act = offer if isinstance(offer, dict) else fill(state, offer, *args)
        try:
            new, events = apply(state, parse_action(act), ctx)
        except (IllegalAction, InvalidInput) as exc:
            # An offer that needs no input is a promise: it must be accepted as offered.
            assert isinstance(offer, dict) or offer.needs, f"offered {offer} was refused: {exc}"
            continue
        return act, new, events
    raise AssertionError(f"no offer could be played at {state.flow}: {offers}")


def playout(seed: int, seats: int = 3, rounds: int = 30, deck_mode: str = "table", draft: bool = False,
            max_steps: int = 3000, ctx: Context = CTX, characters: tuple[str, ...] | None = None,
            options: dict | None = None):
    """Play random legal actions until `rounds` player-rounds have ended; check invariants at every step."""
    rng = random.Random(seed)
    state = GameState()
    start = create(seats, deck_mode, draft, rng, ctx=ctx, options=options,
                   **({"characters": characters} if characters else {}))
    state, events = apply(state, parse_action(start), ctx)
    log = list(events)
    ended = discards = 0
    trail = [state]
    for _ in range(max_steps):
        offers = legal_actions(state, ctx)
        ctx, brought = from_the_box(state, ctx, offers)
        if brought is not None:
            state, events = apply(state, parse_action(brought), ctx)
            log.extend(events)
            check_invariants(state, ctx)
            offers = legal_actions(state, ctx)
        if not offers or state.flow.stage == "over" or ended >= rounds:
            break
        rng.shuffle(offers)
        offers.sort(key=lambda o: o.kind == "end_turn")  # wander a little before ending the turn
        if rng.random() > 0.1:  # Gold moved to and from a bank at will, now and then (003:L161)
            offers.sort(key=lambda o: o.kind == "move_bank")
        extra = []
        if state.flow.stage == "turn" and rng.random() < 0.3:
            # A treasure, as the battle layer will hand out: fills hands so the end-of-round limits bite.
            deck = rng.choice(["common", "rare"])
            pool = decks.drawable(state, deck)
            if pool:
                extra = [{"kind": "take_card", "seat": state.flow.active, "deck": deck, "card": rng.choice(pool)}]
        act, new, events = first_accepted(state, extra + offers, ctx, fill, rng, ctx)
        check_story(state, events)
        if act["kind"] == "end_round":
            discards += len(act.get("discard", ()))
            over = limits.excess(new, act["seat"])
            assert not any(over.values()) or new.hero(act["seat"]).status != "active"
            ended += 1
        state = new
        trail.append(state)
        log.extend(events)
        check_invariants(state, ctx)
    replay = fold(GameState(), parse_events([e.model_dump(mode="json") for e in log]))
    assert replay == state
    playout.discards = discards
    playout.trail = trail  # the state after every action, for tests that start from any moment
    return state, log, ended
