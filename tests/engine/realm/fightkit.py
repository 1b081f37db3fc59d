"""Scenes for the Realm's battles: the real catalog with the test group's Realm board, the Gate revealed on plane 1
(so the ring spaces 1 and 3 lead in and out), heroes placed in the Realm, and actions by payload.

The Dragon cards' printed numbers are not in the rulebook: each scene types them in the fight's `values` as the
table would from the card in front of it (`PHANTOM` below is the table's, not the rulebook's). The same holds for
the Dragonslaying Ability's and Mountain Lore's bonuses, typed into the catalog the way a group registers them.
"""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import Context, GameState, IllegalAction, apply, legal_actions, parse_action
from app.games.prophecy.engine.realm.options import RealmOptions
from app.games.prophecy.engine.realm.position import on_path
from tests.engine.combat.kit import CATALOG, hero, scene
from tests.engine.realm.boards import TYPED

GATE_SPACES = (1, 3)  # the real catalog's attack spaces of plane 1 (0 in the engine's count)
DRAGONSLAYING = {"effects": [{"kind": "battle_bonus", "amount": 2, "battle": "strength", "source": "table"}]}
MOUNTAIN_LORE = {"effects[0].amount": 1}  # its first-roll bonus on an Astral Plane (000:L712), the table's number
CTX = Context(catalog=CATALOG.with_overrides({"realm": TYPED, "dragonslaying": DRAGONSLAYING,
                                              "mountain-lore": MOUNTAIN_LORE}))
# The table's reading of a Creature Dragon card: Strength 7, one life, 3 Experience, and 1 Health more on a loss.
PHANTOM = {"phantom-dragon": {"strength": 7, "stat_order": "strength_only", "lives": 1, "experience": 3,
                              "reward": [], "loss": [{"kind": "health", "amount": -1, "source": "table"}],
                              "special": [], "creature_types": []}}
QUEEN = {"dragon-queen": {"strength": 7, "stat_order": "strength_only", "lives": 1, "experience": 0,
                          "reward": [], "loss": [], "special": [], "creature_types": []}}
GOLDEN = {"golden-dragon-lord": {"strength": 5, "stat_order": "strength_only", "lives": 1, "experience": 0,
                                 "reward": [], "loss": [], "special": [], "creature_types": []}}


def realm_hero(seat: int, player: str, character: str, strength: int, willpower: int, place=None, **kw):
    """A hero standing in the Realm (on `place`, a RealmPlace) or on a ring space (`space`)."""
    space = kw.pop("space", None)
    return hero(seat, player, character, strength, willpower, space, realm=place, **kw)


def realm_scene(*heroes, zones=None, stage="move", marks=frozenset(), variant="standard", hidden=()) -> GameState:
    """A Realm game with the Gate face up on plane 1 and the given cards placed."""
    state = scene(*heroes, zones={"plane:0:lesser": ["gate-to-the-dragon-realm#1"], **(zones or {})}, stage=stage,
                  marks=frozenset(marks))
    options = state.options.model_copy(update={"realm": RealmOptions(variant=variant)})
    return state.model_copy(update={"options": options, "hidden": frozenset(hidden)})


def play(state: GameState, **payload) -> GameState:
    """Apply one action on the Realm's catalog; the new state."""
    return apply(state, parse_action(payload), CTX)[0]


def events(state: GameState, **payload):
    """Apply one action; its events."""
    return apply(state, parse_action(payload), CTX)[1]


def refused(state: GameState, **payload) -> IllegalAction:
    """The refusal of an action."""
    with pytest.raises(IllegalAction) as info:
        apply(state, parse_action(payload), CTX)
    return info.value


def offers(state: GameState, kind: str):
    """The offers of one kind."""
    return [o for o in legal_actions(state, CTX) if o.kind == kind]


def strength_fight(state: GameState, hero_die: int, foe_die: int, seat: int = 0, foe_seat: int | None = None):
    """Fight the opened battle by Strength with bare hands, one roll with these dice."""
    state = play(state, kind="choose_battle_kind", seat=seat, battle_kind="strength")
    if foe_seat is not None:
        state = play(state, kind="answer_battle_kind", seat=foe_seat, wills=False)
    state = play(state, kind="announce_equipment", seat=seat)
    if foe_seat is not None:
        state = play(state, kind="announce_equipment", seat=foe_seat)
    return play(state, kind="battle_roll", seat=seat, hero_faces=(hero_die,), foe_faces=(foe_die,))


LEFT = {n: on_path("left", n) for n in range(1, 7)}


# The playouts' side of a Realm battle (tests/engine/realm/playout.py): the offer's inputs as the table gives them.
TYPED_AS = {"dragon_type": "creature", "stat_order": "strength_only", "lives": 1, "reward": [], "loss": [],
            "special": [], "creature_types": []}


def type_values(paths, values: dict | None = None, ctx=None) -> dict:
    """The printed values Herald asks for (`card.field` paths), typed as the table reads them off the card."""
    from app.games.prophecy.engine.rules import lookup

    values = {card: dict(fields) for card, fields in (values or {}).items()}
    for full in paths:
        card, _, field = full.partition(".")
        printed = sum(map(ord, card))  # one card reads the same each time it is typed
        typed = TYPED_AS.get(field, 3 + printed % 4 if field in ("strength", "willpower") else 1 + printed % 3)
        values.setdefault(card, {})[field] = typed
    for card, fields in values.items():  # the order printed matches the numbers printed (typed or catalogued)
        raw = lookup.raw(ctx, card) if ctx is not None else None
        has = {stat for stat in ("strength", "willpower") if stat in fields or getattr(raw, stat, None) is not None}
        if fields.get("stat_order") == "strength_only" and "willpower" in has:
            fields["stat_order"] = "strength_then_wills" if "strength" in has else "wills_only"
    return values


def fight_inputs(state: GameState, ctx, offer, act: dict, rng) -> None:
    """A Realm battle's opening inputs: where each hero comes out, the Lake's foe named if it lies face down, and
    every value the battle would stop for (the card's kind first, then its Creature numbers)."""
    from app.games.prophecy.engine.combat.model import Battle
    from app.games.prophecy.engine.combat.setup_from_state import build
    from app.games.prophecy.engine.realm.fights.fight_offers import offered_fight
    from app.games.prophecy.engine.realm.gate import LAKE_GREATER

    for need in ("back", "target_back"):
        if need in offer.needs:
            act[need] = rng.choice(offer.choices[need])
    act.pop("values", None)
    if offer.kind == "realm_hero_fight":
        return
    values = type_values(offer.choices.get("values", ()), ctx=ctx)
    opponent, realm = offered_fight(state, offer)
    if offer.kind == "realm_lake_fight" and state.zone(LAKE_GREATER)[0] in state.hidden:
        act["card"] = state.zone(LAKE_GREATER)[0]  # the table names what it turns up: the card Herald laid there
    for _ in range(3):  # a typed kind can bring the Creature's own numbers into question
        asked = build(state, ctx, Battle(seat=offer.seat, opponent=opponent, realm=realm, values=values)).blocking
        if not asked:
            break
        values = type_values(asked, values, ctx)
    if values:
        act["values"] = values
