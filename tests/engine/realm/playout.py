"""Seeded whole games with the Dragon Realm on the real catalog and a typed board: random legal offers nudged toward
progress (heroes head for the planes and, once the Gate is known, for its spaces; in the Realm they step forward
and attack the Lake), the Realm's inputs filled as the table would (the Obstacles by their rulings, Realm fights
through the outcome entry), every invariant after every step and the log replayed at the end."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from app.games.prophecy.engine import (
    Context,
    GameState,
    apply,
    fold,
    legal_actions,
    parse_action,
)
from app.games.prophecy.engine.events import parse_events
from app.games.prophecy.engine.realm.deal import gate_instance
from app.games.prophecy.engine.realm.gate import LAKE_ARTIFACT, LAKE_GREATER, gate_plane, gate_spaces
from app.games.prophecy.engine.realm.lake_claim import unnamed
from app.games.prophecy.engine.realm.options import RealmOptions
from app.games.prophecy.engine.realm.position import in_realm
from app.games.prophecy.engine.realm.reveal import revealable
from app.games.prophecy.engine.rules import limits, lookup
from app.games.prophecy.engine.rules import zones as Z
from app.games.prophecy.engine.setup import astral_piles
from app.games.prophecy.engine.state import GameOptions
from tests.engine import playout as P
from tests.engine.dragons.kit import DRAGON_STEPS, dragon_inputs
from tests.engine.kit import real_catalog
from tests.engine.realm.boards import TYPED, as_dealt, board
from tests.engine.realm.fightkit import fight_inputs

CATALOG = real_catalog()
CTX = Context(catalog=CATALOG.with_overrides({"realm": TYPED}))
CHARACTERS = ("paladin", "druid", "illusionist", "mystic", "scout")
REALM_KINDS = ("realm_enter", "realm_step", "realm_obstacle", "realm_settle", "realm_lake")


@dataclass
class Game:
    """How a whole game went."""

    state: GameState
    steps: int
    kinds: Counter
    marks: set  # the ending's marks seen (final_battle, apocalypse)
    last: str = ""  # the kind of the step that ended the game
    slayers: tuple[str, ...] = ()  # the Dragonslayer cards' trail in order: into a guild, learned, fought with, put back


def _distance(a: int, b: int) -> int:
    d = abs(a - b) % 20
    return min(d, 20 - d)


def _goals(state: GameState, seat: int) -> set[int]:
    """The ring spaces a hero heads for: the Gate's once it is known and the Lake is worth the trip, else the
    attack spaces of the planes still holding a Guardian."""
    spaces = gate_spaces(CTX, gate_plane(state.zones, state.hidden))
    if spaces and _realm_worth(state):
        return set(spaces)
    gate = gate_instance(CTX)  # the Gate turned up on its plane is no Guardian to fight
    return {i for p in Z.PLANES if (set(state.zone(Z.plane(p, "lesser"))) - {gate} - state.hidden)
            or state.zone(Z.plane(p, "artifact")) or set(state.zone(Z.plane(p, "lesser"))) & state.hidden
            for i in lookup.attack_spaces(CTX, p)}


def _rank(state: GameState, offer, rng: random.Random, battle: bool) -> float:
    """Lower goes first: the Realm and the planes, moves toward the goals, the rest at random, the end last.
    `battle`: this step a Realm fight goes to the battle engine rather than the outcome entry."""
    k, params = offer.kind, offer.params
    if k == "realm_settle" and "obstacle" in offer.choices.get("faced", ()) and _met_type(state) == "obstacle":
        return 8  # the Obstacle's own form comes first
    if k in ("realm_fight", "realm_lake_fight") or (k == "realm_lake" and params.get("how") == "battle"):
        return 0 if battle == (k != "realm_lake") else 1.5
    if k == "realm_settle":
        return 1.5 if battle else 0
    if k == "learn" and lookup.home_deck(CTX, params["card"]) == Z.SLAYER_DECK:
        return 0  # a Dragonslayer Ability on offer is learned when the hero can (003:L277)
    if k == "realm_hero_fight":
        return 1 if rng.random() < 0.3 else 8
    if k == "realm_enter":
        return 0 if state.flow.active is not None and _realm_worth(state) else 5 + rng.random()
    if k in ("realm_name", "realm_claim", "realm_lake", "realm_obstacle", "resolve_guardian", "reveal_guardian",
             "choose_battleground", "claim_artifact", "take_artifact"):
        return 0
    if k == "realm_step":
        here = state.hero(offer.seat).realm
        for path, step in _fallen(state):  # a fallen hero's Artifacts: go there and end the turn on it (003:L423)
            if params["how"] == "stay" and (here.path, here.step) == (path, step):
                return 0
            if params["how"] == "forward" and params["path"] == path and params["step"] <= step:
                return 0.2
        return {"forward": 0.5, "stay": 6, "return": 7}[params["how"]] + rng.random()
    if k == "move" and params.get("how") == "astral":
        return 0
    if k == "move" and params.get("to") is not None and state.flow.active is not None:
        goals = _goals(state, state.flow.active)
        if not goals:
            return 3 + rng.random()
        here = min(_distance(state.hero(state.flow.active).space or 0, g) for g in goals)
        there = min(_distance(params["to"], g) for g in goals)
        return 1 + (there - here) + rng.random()
    if k == "battle_adjust":
        return 10  # the GM's adjustment only when nothing else moves the battle on
    if k == "choose_roll_options":
        return 11  # no battle Spells: a Spell's unknown cost is not asked for before the roll (combat's gap)
    return 9 if k == "end_turn" else 3 + rng.random()


def _realm_worth(state: GameState) -> bool:
    """Whether the Realm is worth a trip: the Lake's Artifact or dragon, a fallen hero's Artifacts."""
    dragonslayer = state.options.realm.variant == "dragonslayer"
    return bool(state.zone(LAKE_ARTIFACT) or (dragonslayer and state.zone(LAKE_GREATER)) or _fallen(state))


def _fallen(state: GameState) -> list[tuple[str, int]]:
    """The Realm spaces where a fallen hero's Artifacts lie, as (path, step)."""
    return [(z.split(":")[1], int(z.split(":")[2])) for z, cards in state.zones.items()
            if cards and z.startswith(("realm:left:", "realm:middle:", "realm:right:")) and z.endswith(":artifacts")]


def _met_type(state: GameState) -> str | None:
    from app.games.prophecy.engine.realm.met.obstacle import card_value, met_card

    card = met_card(state)
    return card_value(CTX, {}, card, "dragon_type") if card else None


def _obstacle(state: GameState, offer, act: dict, rng: random.Random) -> None:
    """An Obstacle's attempt as the table tells it, by the card's ruling."""
    hero, ch = state.hero(offer.seat), offer.choices
    ruling = ch.get("ruling")
    act["outcome"] = rng.choice(["passed", "passed", "failed"])
    if rng.random() < 0.5 and hero.health:
        act["health"] = 1
    if ruling == "pick_a_path":
        act.update(cursed=rng.randint(1, 3), pick=rng.randint(1, 3), outcome=None)
        act["health"] = 1 if act["cursed"] == act["pick"] else 0
    elif ruling == "pay_either_way":
        act.update(outcome=None, health=0, gold=min(1, hero.gold), magic=0 if hero.gold else min(1, hero.magic))
        act["experience"] = 0 if act["gold"] or act["magic"] else min(1, hero.experience)
        act["health"] = 0 if act["gold"] or act["magic"] or act["experience"] else 1
    elif ruling == "declared_magic":
        act["declared"] = act["magic"] = rng.randint(0, hero.magic)
    elif ruling == "guess_a_number":
        act["guess"] = rng.randint(1, 5)
        act["health"] = 0 if act["guess"] == 5 else act.get("health", 0)
        act["outcome"] = None if act["guess"] == 1 else act["outcome"]  # a guess of 1 always flies over
    elif ruling == "risk_abilities" and ch["risked"]:
        act["risked"] = [rng.choice(ch["risked"])]
        act["abilities"] = act["risked"] if act["outcome"] == "failed" and rng.random() < 0.5 else []
    act["ability_order"] = P._shuffled(state.zone(Z.abilities(offer.seat)), rng)  # in case a wound kills her
    act["values"] = {}
    for path in ch.get("values", ()):
        card, _, field = path.partition(".")
        act["values"].setdefault(card, {})[field] = rng.randint(1, 3)


def _positive(offer, act: dict, rng: random.Random) -> None:
    """A positive card as the table uses it: the gain typed, the Guardian of the Realm's space and Rare Items."""
    ch = offer.choices
    for path in ch.get("values", ()):
        card, _, field = path.partition(".")
        act.setdefault("values", {}).setdefault(card, {})[field] = rng.randint(1, 3)
    if ch.get("ruling") == "guardian_of_the_realm":
        act.update(space=rng.choice(ch["space"]), items=rng.sample(ch["items"], min(2, len(ch["items"]))))
    elif "health" in offer.needs:
        act[rng.choice(["health", "magic", "willpower", "gold"])] = 1


def _fill(state: GameState, offer, rng: random.Random) -> dict:
    ch, act = offer.choices, {"kind": offer.kind, **offer.params}
    if offer.kind == "realm_obstacle":
        _obstacle(state, offer, act, rng)
    elif offer.kind == "realm_settle":
        faced = _met_type(state)
        act["faced"] = "obstacle" if faced == "obstacle" else "creature"
        act["outcome"] = rng.choice(["passed", "passed", "failed"] if faced == "obstacle" else ["won", "won", "draw", "lost"])
        act.update(experience=rng.randint(1, 3), space=rng.choice(ch["space"]))
    elif offer.kind == "realm_step" and "revealed" in offer.needs and offer.params["how"] == "forward":
        # The table names the Dragon card it turned up: here the one Herald's records hold there, so the seeds' games
        # stay those chosen (naming another card is tests/engine/realm/test_realm_late_deal.py's business).
        act["revealed"] = as_dealt(state, offer.params["path"], offer.params["step"])
    elif offer.kind == "realm_step" and "revealed" in offer.needs:
        act["revealed"] = rng.sample(ch["revealed"], ch["count"])
    elif offer.kind == "realm_name":
        act["revealed"] = [offer.params["at"]]
    elif offer.kind == "realm_claim":
        act["card"] = unnamed(state)[1]
    elif offer.kind in ("realm_fight", "realm_lake_fight", "realm_hero_fight"):
        fight_inputs(state, CTX, offer, act, rng)
    elif offer.kind == "realm_positive":
        _positive(offer, act, rng)
    elif offer.kind in DRAGON_STEPS:  # the Phantom's Strength, the Skeletal's Magic, the Golden Lord's trade
        dragon_inputs(offer, act, rng)
    elif offer.kind == "realm_lake":
        act.update(outcome=rng.choice(["won", "won", "lost", "draw"]), space=rng.choice(ch["space"]))
        if "card" in offer.needs:  # the Guardian the attack turns up, named by the table
            act["card"] = rng.choice(ch["card"])
    elif offer.kind == "resolve_chance" and "places" in ch and state.options.realm is not None and _legends(state):
        # The places the reveal rule reaches, in the order Herald's records list them; where the table draws, it
        # names the cards Herald's records hold there, so the seeds' games stay those chosen. Where Herald deals,
        # only the places go: Herald turns up its own cards there (003:L285).
        reach = revealable(board(), state.zones, state.hidden)
        first = rng.choice(reach) if reach else None
        rest = revealable(board(), state.zones, state.hidden - {first}) if first else ()
        cards = [first, rng.choice(rest)] if rest else [first] if first else []
        act["places"] = [state.where(c) for c in cards]
        if "cards" in offer.needs:
            act["cards"] = cards
        _slayer(offer, act, rng)
    else:
        act = P.fill(state, offer, rng, CTX)
        _gate_now_and_then(state, offer, act, rng)
        if offer.kind == "fight_hero" and "final_battle" in state.flow.marks and act.get("outcome") != "draw":
            from app.games.prophecy.engine.endgame import artifacts

            loser = act["target"] if act["outcome"] == "win" else act["seat"]
            act.update(loser_pays="item", item=rng.choice(artifacts.held_by(state, CTX, loser)))
        if offer.kind == "battle_loss_choice" and "final_battle" in state.flow.marks:
            from app.games.prophecy.engine.endgame import artifacts

            act.update(pay="item", item=rng.choice(artifacts.held_by(state, CTX, offer.seat)))
    return act


def _slayer(offer, act: dict, rng: random.Random) -> None:
    """Legends of Dragons' Dragonslayer card as the table turns it up, and its guild where Herald does not know it."""
    if offer.choices.get("slayer"):
        act["slayer"] = rng.choice(offer.choices["slayer"])
        if lookup.card(CTX, act["slayer"]).guild is None:
            act["guild"] = rng.choice(offer.choices["guild"])


def _gate_now_and_then(state: GameState, offer, act: dict, rng: random.Random) -> None:
    """The table turns up the Gate half the time it could, and always as the last face-down Lesser on the planes
    (the random pick would nearly never name it among the Lessers set aside; it lies among the five, 003:L255)."""
    gate = gate_instance(CTX)
    last = sum(c in state.hidden for p in Z.PLANES for c in state.zone(Z.plane(p, "lesser"))) == 1
    odds = 1.0 if last else 0.5
    if offer.kind == "reveal_guardian" and gate in offer.choices.get("card", ()) and rng.random() < odds:
        act["card"] = gate
    dreamt = offer.choices.get("cards") if offer.kind == "resolve_chance" and "plane" in act else None
    if isinstance(dreamt, dict) and gate in dreamt.get(act["plane"], ()) and rng.random() < odds:
        act["cards"] = [gate]


def _legends(state: GameState) -> bool:
    cards = state.zone("chance:current")
    return bool(cards) and getattr(lookup.raw(CTX, cards[0]), "event", None) == "legends_of_dragons"


def create(seed: int, seats: int, variant: str, variants: tuple[str, ...], rng: random.Random) -> dict:
    """The create action: the Realm in the chosen form, the planes dealt with the Gate among the Lessers."""
    options = {"realm": {"variant": variant}, "variants": list(variants)}
    act = P.create(seats, "table", rng=rng, ctx=CTX, characters=CHARACTERS, options=options)
    piles = [list(p) for p in astral_piles(CTX, GameOptions(realm=RealmOptions(variant=variant)))]
    for p in piles:
        rng.shuffle(p)
    gate = gate_instance(CTX)  # the Gate shuffled in with four other Lessers, the rest boxed (003:L255)
    others = [c for c in piles[0] if c != gate]
    five = [gate, *others[:4]]
    rng.shuffle(five)
    piles[0] = five + others[4:]
    act["planes"] = [list(row) for row in zip(*piles, strict=False)]
    return act


def play_game(seed: int, seats: int = 3, variant: str = "standard", variants: tuple[str, ...] = (),
              max_steps: int = 4000, battles: float = 0.7) -> Game:
    """Play one game with the Realm; every step legal, the invariants after each, the replay equal to the live
    state. Stops at the game's end or after `max_steps`. `battles`: how often a Realm fight goes through the
    battle engine (realm_fight, realm_lake_fight) rather than the outcome entry (realm_settle, realm_lake)."""
    rng = random.Random(seed)
    P.GUARDIAN_ODDS[:] = ["win", "win", "win", "draw", "lose"]
    state, events = apply(GameState(), parse_action(create(seed, seats, variant, variants, rng)), CTX)
    cards = {c for zone in state.zones.values() for c in zone if "#" in c}
    log, kinds, steps, adjusts, marks, slayers = list(events), Counter(), 0, 0, set(), []
    while state.result is None and steps < max_steps:
        offers = legal_actions(state, CTX)
        assert offers, f"nothing to do at {state.flow}: {[(h.status, h.space, h.realm) for h in state.heroes]} " \
            f"{[(z, c) for z, cs in state.zones.items() for c in cs if lookup.home_deck(CTX, c) == 'artifact']}"
        # The Lake's Artifact won is named as Herald's records hold it, with no draw of the seed's random numbers, so
        # the seeds' games stay those chosen (naming another card is tests/engine/realm/test_realm_lake.py's business).
        battle = [o.kind for o in offers] != ["realm_claim"] and rng.random() < battles
        ranked = sorted(offers, key=lambda o: _rank(state, o, rng, battle))
        act, new, events = P.first_accepted(state, ranked, CTX, _fill, rng)
        P.check_story(state, events)
        if act["kind"] == "end_round":
            over = limits.excess(new, act["seat"])
            assert not any(over.values()) or new.hero(act["seat"]).status != "active"
        adjusts = adjusts + 1 if act["kind"] == "battle_adjust" else 0
        assert adjusts < 30, f"a battle goes nowhere at {state.flow}"
        before, state = state, new
        log.extend(events)
        kinds[act["kind"]] += 1
        marks |= state.flow.marks & {"final_battle", "apocalypse"}
        slayers += _slayer_trail(before, state, act)
        steps += 1
        P.check_invariants(state, CTX, cards)
        check_realm(state)
    assert fold(GameState(), parse_events([e.model_dump(mode="json") for e in log])) == state
    return Game(state=state, steps=steps, kinds=kinds, marks=marks, last=act["kind"] if steps else "", slayers=tuple(slayers))


def _slayer_trail(before: GameState, after: GameState, act: dict) -> list[str]:
    """What one step did with the Dragonslayer cards: 'guild' (one turned up in a guild), 'learned', 'fought' (a
    path Creature's battle begun by a hero holding one), 'returned' (one put under the Dragonslayer deck), 'given_up'
    (one of those a hero held)."""
    def held(state: GameState, seat: int) -> list[str]:
        return [c for c in state.zone(Z.abilities(seat)) if lookup.home_deck(CTX, c) == Z.SLAYER_DECK]

    guilds = [c for g in Z.GUILDS for c in after.zone(Z.guild(g)) if lookup.home_deck(CTX, c) == Z.SLAYER_DECK]
    out = ["guild"] * len(set(guilds) - {c for g in Z.GUILDS for c in before.zone(Z.guild(g))})
    if act["kind"] == "learn" and lookup.home_deck(CTX, act["card"]) == Z.SLAYER_DECK:
        out.append("learned")
    if act["kind"] == "realm_fight" and held(before, act["seat"]):
        out.append("fought")
    back = set(after.zone(Z.SLAYER_BOTTOM)) - set(before.zone(Z.SLAYER_BOTTOM))
    out += ["returned"] * len(back)
    out += ["given_up"] * sum(before.where(c) is not None and before.where(c).startswith("hero:") for c in back)
    return out


def check_realm(state: GameState) -> None:
    """The Realm's own invariants: a hero stands on one board at most; nobody is in the Realm once the Final Battle
    begins or the Apocalypse closed the Gate; the Realm's cards stay in Realm zones or the hands they went to."""
    for h in state.heroes:
        assert h.realm is None or h.space is None, "a hero on both boards"
        if h.status == "active" and ("final_battle" in state.flow.marks or "apocalypse" in state.flow.marks):
            assert not in_realm(h), "a hero left in the Realm after the fifth Artifact"
