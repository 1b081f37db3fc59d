"""The order of a turn (issue 14): a fight with a hero before the space's Possibilities, the Final Battle's duel
before them too, and an "instead of moving" use still facing the face-down card of the space; the Wharf Rat with Nautical Rites."""

from __future__ import annotations

from tests.engine.combat import kit as K
from tests.engine.kit import at as place
from tests.engine.kit import hero as set_hero
from tests.engine.kit import offers, play, put, refused, stage, started

TOWER = 2  # the Magic Tower: recharging there is a Possibility of the space (000:L325)


def _two_in_the_tower(abilities=(), marks=frozenset(), items1=()):
    return K.scene(K.hero(0, "Ida", "druid", 4, 6, TOWER, magic=2, gold=6), K.hero(1, "Ole", "paladin", 4, 4, TOWER),
                   zones={"hero:0:abilities": list(abilities), "hero:1:items": list(items1)}, marks=marks)


def test_a_fight_with_a_hero_comes_before_the_spaces_possibilities_000_L676():
    """000:L246-251 and 000:L289-291: the fight with another hero comes before the Possibilities; 000:L676 gives
    Stealth as the card that lets a hero use them before and after such a battle."""
    state = K.play(_two_in_the_tower(), kind="recharge", seat=0, amount=2)
    err = K.refused(state, kind="start_fight", seat=0, target=1)
    assert err.rule.id == "hero_fight_first" and err.rule.ref == "000:L676"
    assert K.refused(state, kind="fight_hero", seat=0, target=1, outcome="draw").rule.id == "hero_fight_first"
    assert not K.offers(state, "fight_hero") and not K.offers(state, "start_fight")
    # The other order is the rule's own: fight, then recharge.
    state = K.play(_two_in_the_tower(), kind="fight_hero", seat=0, target=1, outcome="draw")
    state = K.play(state, kind="recharge", seat=0, amount=2)
    assert (state.hero(0).magic, state.hero(0).gold) == (4, 5)


def test_stealth_lets_a_hero_use_possibilities_before_a_hero_fight_000_L676():
    state = K.play(_two_in_the_tower(abilities=["stealth#1"]), kind="recharge", seat=0, amount=1)
    state = K.play(state, kind="fight_hero", seat=0, target=1, outcome="draw")
    assert "turn:hero_fight" in state.flow.marks and state.hero(0).magic == 3


def test_in_the_final_battle_the_duel_comes_before_the_possibilities_000_L513():
    """000:L513 and the example at 000:L523: the damaged Thor's Hammer cannot be repaired before the duel."""
    state = _two_in_the_tower(marks=frozenset({"final_battle"}))
    state = put(put(state, "royal-cape#1", "hero:0:items"), "thors-hammer#1", "hero:0:items")
    state = put(state, "banner-of-hope#1", "hero:1:items").model_copy(update={"damaged": frozenset({"thors-hammer#1"})})
    err = K.refused(state, kind="repair", seat=0, card="thors-hammer#1")
    assert err.rule.id == "duel_first" and err.rule.ref == "000:L513"
    assert K.refused(state, kind="recharge", seat=0, amount=1).rule.id == "duel_first"
    assert not K.offers(state, "repair")
    state = K.play(state, kind="fight_hero", seat=0, target=1, outcome="draw")
    state = K.play(state, kind="repair", seat=0, card="thors-hammer#1")
    assert not state.damaged and state.hero(0).gold == 5


def test_an_instead_of_moving_use_still_turns_up_the_face_down_card_000_L279():
    """000:L279: a face-down card where the turn starts turns up if the hero stays; an "instead of moving" use is
    staying (004:L116: to meet the card of the start space, do not move at all), so it turns up and is faced."""
    state = started(2)
    state = put(state, "sacrifice#1", "hero:0:abilities")
    state = stage(place(put(state, "ghost#1", "space:9", face_up=False), 0, 9), "move")
    state = set_hero(state, 0, magic=state.hero(0).magic - 2)
    (offer,) = offers(state, "instead_of_moving")
    assert "revealed" in offer.needs and offer.choices["count"] == 1
    err = refused(state, kind="instead_of_moving", seat=0, card="sacrifice#1", magic=2)
    assert err.rule.id == "reveal_on_arrival"
    state = play(state, kind="instead_of_moving", seat=0, card="sacrifice#1", magic=2, revealed=["ghost#1"])
    assert "ghost#1" not in state.hidden and state.hero(0).health == state.hero(0).red - 1
    assert {o.kind for o in offers(state)} == {"resolve_fight", "start_fight"}  # the Ghost is fought (000:L281)


def test_wharf_rat_swims_to_any_port_only_with_nautical_rites_000_L680():
    """000:L680 and 000:L754: the combination lets the hero swim to any port and earn 1 Gold; the Wharf Rat alone
    does what its own card says, which Herald leaves to the table."""
    alone = K.scene(K.hero(0, "Ida", "druid", 4, 4, 4, gold=2), K.hero(1, "Ole", "paladin", 4, 4, 10),
                    zones={"hero:0:abilities": ["wharf-rat#1"]}, stage="move")
    assert not [o for o in K.offers(alone, "move") if o.params.get("card") == "wharf-rat#1"]
    assert K.refused(alone, kind="move", seat=0, how="card", card="wharf-rat#1", to=15).rule.id == "card_move"
    both = K.scene(K.hero(0, "Ida", "druid", 4, 4, 4, gold=2), K.hero(1, "Ole", "paladin", 4, 4, 10),
                   zones={"hero:0:abilities": ["wharf-rat#1", "nautical-rites#1"]}, stage="move")
    reach = {o.params["to"] for o in K.offers(both, "move") if o.params.get("card") == "wharf-rat#1"}
    assert reach == {0, 7, 11, 15}  # every other port, not only the nearest ones a boat reaches
    after = K.play(both, kind="move", seat=0, how="card", card="wharf-rat#1", to=15)
    assert (after.hero(0).space, after.hero(0).gold) == (15, 3)


def test_an_action_out_of_its_phase_names_the_phase_in_words_000_L220():
    """000:L220: each action waits for its phase; the refusal said the phase the game is at by Herald's name for it
    ('the game is at chance_resolve', while the Chance card waits for its inputs)."""
    err = refused(stage(started(2), "chance_resolve"), kind="start_fight", seat=0, creature="angry-mob#1")
    assert err.rule.ref == "000:L220"
    assert err.detail == "This belongs to the turn or astral step; the game is at chance resolve.", err.detail
