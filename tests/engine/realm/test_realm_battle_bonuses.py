"""The Dragon Realm in battle: the +1 token on every plane but the revealed Gate's (003:L261, 003:L297) and the
Dragon Heart's +1 against a character without one (003:L417), each a sourced line of the breakdown and counted in
the exact odds."""

from __future__ import annotations

from fractions import Fraction

from app.games.prophecy.engine.combat.preview import in_progress
from app.games.prophecy.engine.realm.gate import realm_modifiers
from app.games.prophecy.engine.realm.options import RealmOptions
from tests.engine.combat.kit import CTX, hero, play, scene

GUARDIAN_DONE = {"experience": 5, "reward": [], "loss": []}
MONSTER = {"scaled-monster": GUARDIAN_DONE}  # Strength 7: 003:L541-546 with the catalog
FOREST = 1


def _realm(state, realm=True):
    return state.model_copy(update={"options": state.options.model_copy(
        update={"realm": RealmOptions() if realm else None})})


def guardian_fight(realm=True, zones=None, hidden=()):
    state = scene(hero(0, "Cleo", "mercenary", 6, 5, 1), hero(1, "Ben", "paladin", 4, 4, 0),
                  zones={"plane:0:greater": ["scaled-monster#1"], **(zones or {})}, stage="astral")
    state = _realm(state, realm).model_copy(update={"hidden": frozenset(hidden)})
    state = play(state, kind="start_fight", seat=0, guardian="scaled-monster#1", values=MONSTER)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0)
    return in_progress(state, CTX)


def test_a_guardian_outside_the_realm_gets_the_realms_plus_one_003_L261():
    view = guardian_fight()
    foe = view["breakdown"]["foe"][0]
    assert "+1 Dragon Realm +1 token (Astral Plane 1)" in foe["lines"]
    assert foe["roll_totals"] == [7 + 1]
    # Mercenary 6 + d6 against 8 + d6: she wins on a difference of 3 or more (6 of 36), not 2 (10 of 36).
    assert Fraction(view["odds"]["win"]) == Fraction(6, 36)
    assert Fraction(guardian_fight(realm=False)["odds"]["win"]) == Fraction(10, 36)


def test_the_revealed_gates_plane_has_no_plus_one_003_L297():
    def lines(hidden):
        state = scene(hero(0, "Cleo", "mercenary", 6, 5, 1),
                      zones={"plane:0:lesser": ["gate-to-the-dragon-realm#1"], "plane:0:greater": ["scaled-monster#1"],
                             "plane:1:greater": ["vampire-lord#1"], "realm:lake:greater": ["master-of-pain#1"]})
        state = _realm(state).model_copy(update={"hidden": frozenset(hidden)})
        return {c: [m.label for m in realm_modifiers(state, c)]
                for c in ("scaled-monster#1", "vampire-lord#1", "master-of-pain#1")}
    revealed = lines(())
    assert revealed == {"scaled-monster#1": [], "vampire-lord#1": ["Dragon Realm +1 token (Astral Plane 2)"],
                        "master-of-pain#1": []}  # no +1 in the Realm either (003:L297)
    # Still face down, the Gate is not known: its plane keeps the token.
    assert lines({"gate-to-the-dragon-realm#1"})["scaled-monster#1"] == ["Dragon Realm +1 token (Astral Plane 1)"]


def hero_fight(hearts):
    state = scene(hero(0, "Ann", "druid", 3, 6, FOREST), hero(1, "Ben", "paladin", 4, 4, FOREST), zones=hearts)
    state = _realm(state)
    state = play(state, kind="start_fight", seat=0, target=1)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="answer_battle_kind", seat=1, wills=False)
    state = play(state, kind="announce_equipment", seat=0)
    state = play(state, kind="announce_equipment", seat=1)
    return in_progress(state, CTX)


def test_a_heart_holder_has_plus_one_against_a_hero_without_one_003_L417():
    plain = hero_fight({})
    view = hero_fight({"hero:0:heart": ["dragon-heart#1"]})
    assert "+1 Dragon Heart of Ann" in view["breakdown"]["hero"][0]["lines"]
    assert view["breakdown"]["hero"][0]["roll_totals"] == [plain["breakdown"]["hero"][0]["roll_totals"][0] + 1]
    assert Fraction(view["odds"]["win"]) > Fraction(plain["odds"]["win"])


def test_the_defender_with_a_heart_gets_it_and_two_hearts_cancel_003_L417():
    view = hero_fight({"hero:1:heart": ["dragon-heart#1"]})
    assert "+1 Dragon Heart of Ben" in view["breakdown"]["foe"][0]["lines"]
    both = hero_fight({"hero:0:heart": ["dragon-heart#1"], "hero:1:heart": ["dragon-heart#2"]})
    lines = both["breakdown"]["hero"][0]["lines"] + both["breakdown"]["foe"][0]["lines"]
    assert not [ln for ln in lines if "Dragon Heart" in ln]
