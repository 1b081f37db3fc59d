"""A hero meeting a Creature Dragon card on a path fights it through the battle engine (003:L357-363), and the
invariants of such a fight over many Strengths and dice: the outcome follows the totals, the hero ends where it
puts her, Health moves only on a loss, the card lies in exactly one zone, the exact odds sum to 1."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.prophecy.engine import Context, IllegalAction, apply, legal_actions, parse_action
from app.games.prophecy.engine.combat.preview import in_progress
from app.games.prophecy.engine.realm.met.settle import REMOVED, SETTLED
from app.games.prophecy.engine.realm.position import GATE
from app.games.prophecy.engine.realm.setup import space_zone
from app.games.prophecy.screens.catalog.table_values import new_entries
from tests.engine.combat.kit import CATALOG
from tests.engine.realm.boards import TYPED, as_dealt, name_turned_up
from tests.engine.realm.fightkit import (
    CTX,
    LEFT,
    PHANTOM,
    offers,
    play,
    realm_hero,
    realm_scene,
    refused,
    strength_fight,
)

# A Creature Dragon card with no appendix ruling of its own (the Phantom's, the Skeletal's and the Golden Dragon
# Lord's are tests/engine/dragons/'), fought with the table's numbers.
CREATURE = "dragon-queen#1"
PLAIN = {"dragon-queen": PHANTOM["phantom-dragon"]}


def stepped(frm=LEFT[2], to=3, card=CREATURE, **kw):
    """Cleo (a mercenary, Strength 6) steps from `frm` onto the left path's space `to`, turning up its card."""
    zones = {space_zone("left", to, "negative"): [card], space_zone("left", 3, "positive"): ["boiling-pool#1"]}
    state = realm_scene(realm_hero(0, "Cleo", "mercenary", 6, 5, frm, experience=1, **kw),
                        realm_hero(1, "Ben", "paladin", 4, 4, space=10), zones=zones,
                        hidden={card, "boiling-pool#1"})
    return play(state, kind="realm_step", seat=0, how="forward", path="left", step=to, revealed=as_dealt(state, "left", to))


def fight(state, **kw):
    return play(state, kind="realm_fight", seat=0, back=3, values=PLAIN, **kw)


def test_the_creature_is_fought_with_its_printed_numbers_asked_once_003_L357():
    """The card's numbers are asked like any Creature's before the fight opens, then kept as the group's entries."""
    state = stepped()
    missing = refused(state, kind="realm_fight", seat=0, back=3)
    assert missing.rule.id == "card_values" and "Dragon Queen (" in str(missing) and "how it fights" in str(missing)
    action = parse_action({"kind": "realm_fight", "seat": 0, "back": 3, "values": PLAIN})
    kept = new_entries(action, state, CTX.catalog)
    assert kept["dragon-queen"]["strength"] == 7 and kept["dragon-queen"]["lives"] == 1
    opened = fight(state)
    assert opened.battle.opponent.card == CREATURE and opened.battle.realm.where == "path"
    assert SETTLED in opened.flow.marks  # the table's outcome form is not offered beside the fight
    assert not offers(opened, "realm_settle")


def test_the_realm_fight_is_offered_with_the_gates_two_spaces_and_the_values_it_waits_for():
    (offer,) = offers(stepped(), "realm_fight")
    assert "Dragon Queen" in offer.label and offer.needs == ("back", "values")
    assert offer.choices["back"] == [1, 3] and "dragon-queen.stat_order" in offer.choices["values"]
    (unknown,) = offers(stepped(card="dragon-negative-dragon-realm-unregistered-01#1"), "realm_fight")
    assert unknown.choices["values"] == ["dragon-negative-dragon-realm-unregistered-01.dragon_type"]
    assert not offers(stepped(card="cursed-crossroads#1"), "realm_fight")  # an Obstacle is not fought


def test_a_win_gives_experience_removes_the_card_and_keeps_her_there_003_L363():
    won = strength_fight(fight(stepped()), 5, 2)  # 6 + 5 against 7 + 2
    cleo = won.hero(0)
    assert won.battle is None and cleo.realm == LEFT[3] and cleo.experience == 1 + 3
    assert won.zone(REMOVED) == (CREATURE,) and not won.zone(space_zone("left", 3, "negative"))
    assert "boiling-pool#1" not in name_turned_up(won, CTX).hidden  # the positive card under it is seen now (003:L325)
    assert won.flow.active == 0 and won.flow.stage == "turn"  # her turn goes on


def test_a_loss_costs_one_health_plus_the_cards_and_knocks_her_out_beside_the_gate_003_L359():
    lost = strength_fight(fight(stepped()), 1, 6)
    cleo = lost.hero(0)
    assert (cleo.realm, cleo.space, cleo.health) == (None, 3, 6 - 1 - 1)
    assert lost.zone(space_zone("left", 3, "negative")) == (CREATURE,)  # it stays
    assert lost.flow.stage == "round_end"  # the turn ended


def test_a_loss_without_a_penalty_costs_one_health_003_L359():
    values = {"dragon-queen": {**PHANTOM["phantom-dragon"], "loss": []}}
    state = play(stepped(), kind="realm_fight", seat=0, back=1, values=values)
    lost = strength_fight(state, 1, 6)
    assert (lost.hero(0).space, lost.hero(0).health) == (1, 5)


def test_a_draw_stops_her_on_the_space_before_and_ends_the_turn_003_L361():
    drawn = strength_fight(fight(stepped()), 3, 2)  # 9 against 9
    assert drawn.hero(0).realm == LEFT[2] and drawn.hero(0).health == 6 and drawn.flow.stage == "round_end"
    from_gate = strength_fight(fight(stepped(frm=GATE, to=1)), 3, 2)
    assert from_gate.hero(0).realm == GATE  # a first space failed: still on the Gate (003:L329, Q-3)


def test_dragonslayer_abilities_count_on_the_paths_003_L357():
    """Dragonslaying's +2 (the table's number) is a line of the breakdown and counts in the exact odds."""
    def view(abilities):
        state = stepped()
        state = state.model_copy(update={"zones": {**state.zones, "hero:0:abilities": abilities}})
        return in_progress(play(fight(state), kind="choose_battle_kind", seat=0, battle_kind="strength"), CTX)
    plain, slayer = view(()), view(("dragonslaying#1",))
    assert "+2 Dragonslaying" in slayer["breakdown"]["hero"][0]["lines"]
    # 6 + d6 against 7 + d6 wins on a difference of 2 or more: 10 of 36; with +2, on any a >= b: 21 of 36.
    assert Fraction(plain["odds"]["win"]) == Fraction(10, 36) and Fraction(slayer["odds"]["win"]) == Fraction(21, 36)
    assert Fraction(slayer["odds"]["draw"]) == Fraction(5, 36)


def test_the_dragonslaying_bonus_is_asked_the_first_time_a_fight_needs_it_003_L279():
    """003:L279: a Dragonslayer Ability's combat bonuses count against the Realm's Creatures. Neither the rulebooks nor
    the research print Dragonslaying's number, so the catalog leaves it unknown: the first Realm fight of a hero
    holding it asks the table for it with the Creature's numbers (never a guess), counts it as a line of the
    breakdown and in the odds, and keeps it as the group's entry, so the next fight does not ask again."""
    ctx = Context(catalog=CATALOG.with_overrides({"realm": TYPED}))  # the real card data, no typed bonus
    assert "effects[0].amount" in ctx.catalog.missing_fields("dragonslaying")
    state = stepped()
    state = state.model_copy(update={"zones": {**state.zones, "hero:0:abilities": ("dragonslaying#1",)}})
    (offer,) = [o for o in legal_actions(state, ctx) if o.kind == "realm_fight"]
    assert "dragonslaying.effects[0].amount" in offer.choices["values"]
    with pytest.raises(IllegalAction) as info:
        apply(state, parse_action({"kind": "realm_fight", "seat": 0, "back": 3, "values": PLAIN}), ctx)
    assert info.value.rule.id == "card_values" and "Dragonslaying (effect 1: how much)" in str(info.value)  # in words (issue 39)
    action = parse_action({"kind": "realm_fight", "seat": 0, "back": 3,
                           "values": {**PLAIN, "dragonslaying": {"effects[0].amount": 2}}})
    kept = new_entries(action, state, ctx.catalog)
    assert kept["dragonslaying"] == {"effects[0].amount": 2}
    opened = apply(state, action, ctx)[0]
    chosen = apply(opened, parse_action({"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"}), ctx)[0]
    view = in_progress(chosen, ctx)
    assert "+2 Dragonslaying" in view["breakdown"]["hero"][0]["lines"]
    assert Fraction(view["odds"]["win"]) == Fraction(21, 36)  # 6 + 2 + d6 against 7 + d6
    later = Context(catalog=ctx.catalog.with_overrides(kept))  # the group's entry, kept
    (again,) = [o for o in legal_actions(state, later) if o.kind == "realm_fight"]
    assert not [v for v in again.choices.get("values", []) if v.startswith("dragonslaying")]
    without = stepped()  # a hero without it is never asked
    (plain,) = [o for o in legal_actions(without, ctx) if o.kind == "realm_fight"]
    assert not [v for v in plain.choices.get("values", []) if v.startswith("dragonslaying")]


def test_a_fight_needs_a_fresh_step_onto_a_face_up_creature():
    state = stepped()
    assert refused(strength_fight(fight(state), 5, 2), kind="realm_fight", seat=0, back=3).rule.id == "realm_fight"
    obstacle = stepped(card="cursed-crossroads#1")
    assert refused(obstacle, kind="realm_fight", seat=0, back=3).rule.id == "realm_fight"
    unknown = stepped(card="dragon-negative-dragon-realm-unregistered-01#1")
    assert "dragon_type" in str(refused(unknown, kind="realm_fight", seat=0, back=3))
    assert refused(state, kind="realm_fight", seat=0, back=5, values=PLAIN).rule.id == "realm_return"


def test_a_hero_killed_by_a_realm_creature_is_not_moved_out_003_L423():
    """She dies on the Creature's space (her Artifacts are the ending rules' business there), never knocked back."""
    dead = strength_fight(fight(stepped(health=1)), 1, 6)  # 1 + 1 Health owed, 1 held
    cleo = dead.hero(0)
    assert cleo.status != "active" and cleo.space != 3 and dead.battle is None


def test_an_unregistered_dragon_card_is_typed_just_as_the_offer_lists_it():
    """A placeholder of the negative Dragon deck can only be a Dragon card: its kind typed as the offer asks (no
    `kind` first) then its Creature numbers open the fight."""
    base = "dragon-negative-dragon-realm-unregistered-01"
    state = stepped(card=base + "#1")
    (offer,) = offers(state, "realm_fight")
    typed = {base: {offer.choices["values"][0].split(".")[1]: "creature"}}
    missing = refused(state, kind="realm_fight", seat=0, back=3, values=typed)
    assert missing.rule.id == "card_values" and "Lives)" in str(missing)
    numbers = {base: {**typed[base], **PHANTOM["phantom-dragon"]}}
    opened = play(state, kind="realm_fight", seat=0, back=3, values=numbers)
    assert opened.battle.opponent.card == base + "#1" and opened.battle.realm.where == "path"


CARD = CREATURE


def _fight(strength: int, dragon: int, loss: int):
    values = {"dragon-queen": {**PHANTOM["phantom-dragon"], "strength": dragon,
                                 "loss": [{"kind": "health", "amount": -loss, "source": "table"}] if loss else []}}
    state = realm_scene(realm_hero(0, "Cleo", "mercenary", strength, 5, LEFT[1]),
                        realm_hero(1, "Ben", "paladin", 4, 4, space=10),
                        zones={space_zone("left", 2, "negative"): [CARD]}, hidden={CARD})
    state = play(state, kind="realm_step", seat=0, how="forward", path="left", step=2, revealed=as_dealt(state, "left", 2))
    return play(state, kind="realm_fight", seat=0, back=1, values=values)


@settings(max_examples=60, deadline=None)
@given(st.integers(3, 8), st.integers(1, 12), st.integers(0, 2), st.integers(1, 6), st.integers(1, 6))
def test_a_path_fight_ends_where_its_outcome_says(strength, dragon, loss, a, b):
    opened = _fight(strength, dragon, loss)
    view = in_progress(play(opened, kind="choose_battle_kind", seat=0, battle_kind="strength"), CTX)
    odds = {k: Fraction(view["odds"][k]) for k in ("win", "draw", "lose")}
    pairs = Counter((strength + x > dragon + y) - (strength + x < dragon + y) for x in range(1, 7) for y in range(1, 7))
    assert sum(odds.values()) == 1
    assert odds == {"win": Fraction(pairs[1], 36), "draw": Fraction(pairs[0], 36), "lose": Fraction(pairs[-1], 36)}
    after = strength_fight(opened, a, b)
    cleo = after.hero(0)
    holders = [z for z, cards in after.zones.items() if CARD in cards]
    assert len(holders) == 1
    if strength + a > dragon + b:
        assert (cleo.realm, cleo.health, holders) == (LEFT[2], strength, [REMOVED])
    elif strength + a == dragon + b:
        assert (cleo.realm, cleo.health, after.flow.stage) == (LEFT[1], strength, "round_end")
    else:
        # Strength 3 or more against at most 1 + 2 Health: she lives, and leaves the Realm (003:L359).
        assert (cleo.status, cleo.realm, cleo.space, cleo.health) == ("active", None, 1, strength - 1 - loss)
        assert holders == [space_zone("left", 2, "negative")] and after.flow.stage == "round_end"
