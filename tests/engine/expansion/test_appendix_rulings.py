"""The Dragon Realm appendix's rulings on Items and Creatures as battle behaviour (003:L679-715), on the real
catalog. Values the seed does not give are typed as the table would from its cards; each test says which."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import InvalidInput
from app.games.prophecy.engine.combat.preview import in_progress
from tests.engine.combat.kit import CTX, act, hero, play, refused, scene, story

HALBERD = "common-dragon-realm-unregistered-01"  # a new Common Item the group registers from its card
EXOTIC = "rare-dragon-realm-unregistered-01"
# The table's numbers for the Creatures (the seed gives the Centaur's types only, 003:L707).
CENTAUR = {"centaur": {"strength": 5, "stat_order": "strength_only", "experience": 3, "reward": [], "loss": [],
                       "lives": 1}}
NIGHTMARE = {"nightmare": {"strength": 5, "stat_order": "strength_only", "experience": 3, "reward": [], "loss": [],
                           "lives": 1}}


def at(card: str, items=(), abilities=(), experience: int = 3, **kw):
    return scene(hero(0, "Cleo", "mercenary", 6, 5, 5, experience=experience, **kw), hero(1, "Ben", "paladin", 4, 4, 0),
                 zones={"space:5": [f"{card}#1"], "hero:0:items": list(items), "hero:0:abilities": list(abilities)})


def lines(state) -> list[str]:
    return in_progress(state, CTX)["breakdown"]["hero"][0]["lines"]


def test_a_weapon_of_two_types_takes_the_bonuses_of_both_003_L683_L685():
    values = {**CENTAUR, HALBERD: {"kind": "item", "name": "Halberd", "hands": 2, "weapon_types": ["edged", "long"],
                                "effects": []}}
    state = at("centaur", items=[f"{HALBERD}#1"], abilities=["edged-weapons#1", "long-weapons#1"])
    state = play(state, kind="start_fight", seat=0, creature="centaur#1", values=values)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0, items=[f"{HALBERD}#1"])
    assert "+1 Edged Weapons (Halberd)" in lines(state) and "+1 Long Weapons (Halberd)" in lines(state)
    assert in_progress(state, CTX)["breakdown"]["hero"][0]["roll_totals"] == [6 + 2]


def test_bonuses_against_a_creature_of_two_types_add_up_003_L707():
    # The Centaur is humanoid and animal: Hunting +1, Dueling +1, and Hunting's and Pickpocketing's Gold when beaten.
    state = at("centaur", abilities=["hunting#1", "dueling#1", "pickpocketing#1"])
    state = play(state, kind="start_fight", seat=0, creature="centaur#1", values=CENTAUR)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0)
    assert in_progress(state, CTX)["breakdown"]["hero"][0]["roll_totals"] == [6 + 2]
    gold = state.hero(0).gold
    state = play(state, kind="battle_roll", seat=0, hero_faces=[4], foe_faces=[1])
    assert state.hero(0).gold == gold + 4 and state.hero(0).experience == 3 + 3


def test_sparing_a_creature_for_its_service_is_no_defeat_003_L711_L173():
    state = at("centaur", abilities=["hunting#1"])
    state = play(state, kind="start_fight", seat=0, creature="centaur#1", values=CENTAUR)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0)
    before = state.hero(0)
    state, events = act(state, kind="battle_roll", seat=0, hero_faces=[6], foe_faces=[1], hooks=["creature_service"])
    after = state.hero(0)
    assert (after.experience, after.gold) == (before.experience, before.gold)  # no Experience, no Hunting Gold
    assert "centaur#1" in state.zone("discard:adventure") and state.battle is None
    assert "spares Centaur for its service" in story(events)[-1]


def test_only_a_beaten_creature_that_serves_can_be_spared_003_L711():
    state = at("centaur")
    state = play(state, kind="start_fight", seat=0, creature="centaur#1", values=CENTAUR)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0)
    err = refused(state, kind="battle_roll", seat=0, hero_faces=[1], foe_faces=[6], hooks=["creature_service"])
    assert err.rule.id == "creature_service" and "only when beaten" in err.detail
    mob = scene(hero(0, "Cleo", "mercenary", 6, 5, 5), hero(1, "Ben", "paladin", 4, 4, 0),
                zones={"space:5": ["angry-mob#1"]})
    values = {"angry-mob": {"reward": [], "loss": [], "special": [], "creature_types": ["humanoid"]}}
    mob = play(mob, kind="start_fight", seat=0, creature="angry-mob#1", values=values)
    mob = play(mob, kind="choose_battle_kind", seat=0, battle_kind="strength")
    mob = play(mob, kind="announce_equipment", seat=0)
    err = refused(mob, kind="battle_roll", seat=0, hero_faces=[6], foe_faces=[1], hooks=["creature_service"])
    assert err.rule.id == "creature_service" and "no service" in err.detail


def test_the_nightmare_takes_the_one_type_the_hero_chooses_003_L715():
    state = at("nightmare", abilities=["hunting#1"])
    assert refused(state, kind="start_fight", seat=0, creature="nightmare#1", values=NIGHTMARE).rule.id == "one_chosen_type"
    animal = play(state, kind="start_fight", seat=0, creature="nightmare#1", values=NIGHTMARE, creature_type="animal")
    demon = play(state, kind="start_fight", seat=0, creature="nightmare#1", values=NIGHTMARE, creature_type="demon")
    totals = []
    for s in (animal, demon):
        s = play(s, kind="choose_battle_kind", seat=0, battle_kind="strength")
        s = play(s, kind="announce_equipment", seat=0)
        totals.append(in_progress(s, CTX)["breakdown"]["hero"][0]["roll_totals"])
    assert totals == [[6 + 1], [6]]  # Hunting counts against an animal only


def test_a_type_is_chosen_only_for_a_creature_whose_card_allows_it_003_L715():
    state = at("centaur")
    err = refused(state, kind="start_fight", seat=0, creature="centaur#1", values=CENTAUR, creature_type="demon")
    assert err.rule.id == "one_chosen_type"


def _exotic(experience: int, amount: int | None = 2, lives: int | None = None):
    """A hero holding an exotic weapon the table registered (its Experience per battle), at the Angry Mob, the
    battle kind chosen; and the values typed."""
    hook = {"kind": "rule_hook", "hook": "exotic_weapon", "source": "table"} | ({"amount": amount} if amount else {})
    mob = {"reward": [], "loss": [], "special": [], "creature_types": ["humanoid"]} | ({"lives": lives} if lives else {})
    values = {"angry-mob": mob, EXOTIC: {"kind": "item", "name": "Chain Whip", "hands": 1, "weapon_types": ["crushing"],
                                         "effects": [hook]}}
    base = scene(hero(0, "Cleo", "mercenary", 6, 5, 5, experience=experience), hero(1, "Ben", "paladin", 4, 4, 0),
                 zones={"space:5": ["angry-mob#1"], "hero:0:items": [f"{EXOTIC}#1"]})
    state = play(base, kind="start_fight", seat=0, creature="angry-mob#1", values=values)
    return play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")


def test_an_exotic_weapon_costs_its_experience_once_per_battle_003_L689():
    state = play(_exotic(4, lives=3), kind="announce_equipment", seat=0, items=[f"{EXOTIC}#1"])
    assert state.hero(0).experience == 4 - 2
    for _ in range(2):  # three lives: more rolls of the same battle cost nothing more
        state = play(state, kind="battle_roll", seat=0, hero_faces=[6], foe_faces=[1])
        assert state.battle is not None and state.hero(0).experience == 2


def test_a_hero_who_cannot_pay_cannot_use_the_exotic_weapon_003_L689():
    state = _exotic(1)
    err = refused(state, kind="announce_equipment", seat=0, items=[f"{EXOTIC}#1"])
    assert err.rule.id == "exotic_experience" and "has 1" in err.detail
    assert play(state, kind="announce_equipment", seat=0).hero(0).experience == 1  # bare hands: nothing to pay
    with pytest.raises(InvalidInput, match="Experience Chain Whip costs"):
        act(_exotic(4, amount=None), kind="announce_equipment", seat=0, items=[f"{EXOTIC}#1"])


MOB = {"angry-mob": {"reward": [], "loss": [], "special": [], "creature_types": ["humanoid"]},
       "throwing-star": {"hands": 1}, "dagger": {"hands": 1}, "axe": {"hands": 1}, "gnomish-cloak": {"hands": 0}}


def _at_mob(items):
    state = scene(hero(0, "Cleo", "mercenary", 6, 5, 5), hero(1, "Ben", "paladin", 4, 4, 0),
                  zones={"space:5": ["angry-mob#1"], "hero:0:items": list(items)})
    state = play(state, kind="start_fight", seat=0, creature="angry-mob#1", values=MOB)
    return play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")


def test_the_throwing_star_goes_beside_another_one_handed_weapon_as_with_ambidexterity_003_L693():
    state = _at_mob(["throwing-star#1", "dagger#1", "axe#1"])
    both = play(state, kind="announce_equipment", seat=0, items=["throwing-star#1", "dagger#1"])
    assert both.battle.hero.items == ("throwing-star#1", "dagger#1")
    err = refused(state, kind="announce_equipment", seat=0, items=["dagger#1", "axe#1"])
    assert "at most 1 weapon" in err.detail
    err = refused(state, kind="announce_equipment", seat=0, items=["throwing-star#1", "dagger#1", "axe#1"])
    assert "hands" in err.detail or "weapon" in err.detail


def test_the_gnomish_cloak_does_nothing_to_battle_rolls_003_L701():
    state = _at_mob(["gnomish-cloak#1"])
    state = play(state, kind="announce_equipment", seat=0, items=["gnomish-cloak#1"])
    view = in_progress(state, CTX)
    assert not any("Gnomish" in line for line in view["table_applies"] + view["breakdown"]["hero"][0]["lines"])
    assert not any("Gnomish" in o["label"] for o in view["options"]["hero"])


def test_the_staff_of_time_turns_back_time_for_free_while_it_is_used_003_L697():
    values = {**MOB, "staff-of-time": {"hands": 2}}
    state = _at_mob(["staff-of-time#1"])
    used = play(state, kind="announce_equipment", seat=0, items=["staff-of-time#1"], values=values)
    magic = used.hero(0).magic
    after, events = act(used, kind="battle_roll", seat=0, hero_faces=[6], foe_faces=[1], turn_back="staff-of-time#1",
                        first_hero_faces=[1], first_foe_faces=[6])
    assert after.hero(0).magic == magic and after.battle.rolls[-1].hero_faces == (6,)
    assert any("turned back by Staff of Time" in getattr(e, "purpose", "") for e in events)
    unused = play(state, kind="announce_equipment", seat=0, values=values)
    err = refused(unused, kind="battle_roll", seat=0, hero_faces=[6], foe_faces=[1], turn_back="staff-of-time#1",
                  first_hero_faces=[1], first_foe_faces=[6])
    assert err.rule.id == "turn_back_time" and "not a weapon used" in err.detail


def test_the_turn_back_time_spell_costs_its_magic_000_L722():
    state = scene(hero(0, "Cleo", "mercenary", 6, 5, 5, magic=1), hero(1, "Ben", "paladin", 4, 4, 0),
                  zones={"space:5": ["angry-mob#1"], "hero:0:abilities": ["turn-back-time#1"]})
    state = play(state, kind="start_fight", seat=0, creature="angry-mob#1", values=MOB)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0)
    after = play(state, kind="battle_roll", seat=0, hero_faces=[6], foe_faces=[1], turn_back="turn-back-time#1",
                 first_hero_faces=[1], first_foe_faces=[6])
    assert after.hero(0).magic == 0
    broke = state.with_hero(state.hero(0).model_copy(update={"magic": 0}))
    err = refused(broke, kind="battle_roll", seat=0, hero_faces=[6], foe_faces=[1], turn_back="turn-back-time#1",
                  first_hero_faces=[1], first_foe_faces=[6])
    assert err.rule.id == "turn_back_time" and "costs 1 Magic" in err.detail


def test_the_fight_offer_asks_for_the_nightmares_type_003_L715():
    from tests.engine.combat.kit import offers

    state = at("nightmare")
    [offer] = [o for o in offers(state, "start_fight") if o.params.get("creature") == "nightmare#1"]
    assert "creature_type" in offer.needs and offer.choices["creature_type"] == ["demon", "undead", "humanoid", "animal"]


def test_the_gnomish_cloak_is_not_offered_as_a_step_before_a_battle_003_L701():
    from tests.engine.combat.kit import offers

    state = scene(hero(0, "Cleo", "mercenary", 6, 5, 5), hero(1, "Ben", "paladin", 4, 4, 0),
                  zones={"hero:0:items": ["gnomish-cloak#1"]})
    assert not [o for o in offers(state, "use_before_battle") if o.params["card"] == "gnomish-cloak#1"]
