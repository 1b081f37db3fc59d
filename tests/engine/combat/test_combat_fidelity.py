"""Battle rules read line by line (issue 14): each test is named after its rule and cites the line it checks.

The numbers are our own scenes, not the rulebook's examples. Values the catalog does not know are typed as the
table would type them from the card; each scene says which.
"""

from __future__ import annotations

from app.engine.combat.preview import in_progress
from tests.engine.combat.kit import CTX, act, hero, play, refused, scene, story

MOUNTAINS = 3  # a Mountains space of the ring, no port
BRUTE = {"giant-spider": {"strength": 4, "stat_order": "strength_only", "lives": 1, "loss": [], "reward": [],
                          "experience": 2}}
MOB = {"angry-mob": {"reward": [], "loss": [], "special": [], "creature_types": ["humanoid"], "experience": 3}}


def _fight(state, creature: str, values: dict, kind: str = "strength", items=(), spells=()):
    state = play(state, kind="start_fight", seat=0, creature=creature, values=values)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind=kind)
    return play(state, kind="announce_equipment", seat=0, items=list(items), spells=list(spells))


def _hero_line(state):
    return in_progress(state, CTX)["breakdown"]["hero"][0]


# --- Curse: its dice go on the cursed side (003:L673-677) ---------------------------------------------------

def test_curse_puts_its_negative_dice_on_the_cursed_creature_003_L677():
    """003:L675: rolling three times and keeping the worst is two negative dice, for the side that is cursed;
    with the caster's Prayer she rolls best of two against the creature's worst of three."""
    state = scene(hero(0, "Ida", "druid", 5, 5, MOUNTAINS), hero(1, "Ole", "paladin", 4, 4, 0),
                  zones={f"space:{MOUNTAINS}": ["giant-spider#1"], "hero:0:abilities": ["prayer#1", "curse#1"]})
    state = _fight(state, "giant-spider#1", BRUTE)
    state = play(state, kind="choose_roll_options", seat=0, use=["spell:prayer#1", "spell:curse#1"])
    view = in_progress(state, CTX)["breakdown"]
    assert view["hero"][0]["extra_dice"] == [1] and view["foe"][0]["extra_dice"] == [-2]
    assert state.hero(0).magic == 4  # Prayer's 1 Magic; the catalog knows no price for the Curse
    # The table rolls two light dice and three dark ones: 2 and 5 for her (keeps 5), 6, 1, 3 for it (keeps 1).
    state, events = act(state, kind="battle_roll", seat=0, hero_faces=[2, 5], foe_faces=[6, 1, 3])
    assert "10 against 5" in story(events)[-1]


def test_curse_is_paid_by_its_caster_and_nets_against_the_victims_prayer_003_L677():
    """003:L677: Prayer against the opponent's Curse is one positive and two negative dice: one negative die for
    the one who prayed. The Curse's Magic leaves the caster's card (typed here as 2: the table's value)."""
    state = scene(hero(0, "Ida", "druid", 5, 6, MOUNTAINS), hero(1, "Ole", "paladin", 5, 6, MOUNTAINS),
                  zones={"hero:0:abilities": ["prayer#1"], "hero:1:abilities": ["curse#1"]})
    curse_price = {"curse": {"spell": True, "magic_cost": 2}}
    state = play(state, kind="start_fight", seat=0, target=1, values=curse_price)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="answer_battle_kind", seat=1)
    state = play(state, kind="announce_equipment", seat=0)
    state = play(state, kind="announce_equipment", seat=1)
    state = play(state, kind="choose_roll_options", seat=0, use=["spell:prayer#1"])
    state = play(state, kind="choose_roll_options", seat=1, use=["spell:curse#1"])
    view = in_progress(state, CTX)["breakdown"]
    assert view["hero"][0]["extra_dice"] == [-1] and view["foe"][0]["extra_dice"] == [0]
    assert (state.hero(0).magic, state.hero(1).magic) == (5, 4)
    assert any("Curse" in line for line in view["hero"][0]["lines"])  # the table is told whose dice change


# --- One head Item in use (000:L433) ------------------------------------------------------------------------

def test_only_one_head_item_is_in_use_000_L433():
    """000:L433: one Item worn on the head at a time. The Crown of Power carried beside the Ruby Circlet that is
    worn gives neither its +1 Willpower nor its cheaper Battle of Wills."""
    state = scene(hero(0, "Ida", "druid", 3, 7, MOUNTAINS), hero(1, "Ole", "paladin", 4, 4, 0),
                  zones={f"space:{MOUNTAINS}": ["angry-mob#1"],
                         "hero:0:items": ["crown-of-power#1", "ruby-circlet#1"]})
    state = play(state, kind="start_fight", seat=0, creature="angry-mob#1", values=MOB)
    kinds = {k["label"] for k in in_progress(state, CTX)["kinds"]}
    assert "Battle of Wills (1 Magic)" in kinds  # before the announcement she puts the Crown on
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="wills")
    assert state.hero(0).magic == 6
    both = refused(state, kind="announce_equipment", seat=0, items=["crown-of-power#1", "ruby-circlet#1"])
    assert both.rule.id == "one_head_item" and both.rule.ref == "000:L433"
    state = play(state, kind="announce_equipment", seat=0, items=["ruby-circlet#1"])
    assert _hero_line(state)["roll_totals"] == [7, 7, 7]  # 6 Magic + 1 Circlet (three lives); the Crown adds nothing


# --- A Spell is not cast twice for the same goal (000:L453) --------------------------------------------------

def test_a_spell_is_not_cast_twice_on_the_same_weapon_000_L453():
    """000:L453: Blessed Weapon cannot go twice on the same weapon."""
    values = {**MOB, "blessed-weapon": {"effects[0].amount": 2, "effects[0].battle": "strength"},
              "axe": {"hands": 1}}
    state = scene(hero(0, "Ida", "druid", 6, 3, MOUNTAINS), hero(1, "Ole", "paladin", 4, 4, 0),
                  zones={f"space:{MOUNTAINS}": ["angry-mob#1"], "hero:0:items": ["axe#1"],
                         "hero:0:abilities": ["blessed-weapon#1"]})
    state = play(state, kind="start_fight", seat=0, creature="angry-mob#1", values=values)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    twice = [{"card": "blessed-weapon#1", "on": "axe#1"}] * 2
    err = refused(state, kind="announce_equipment", seat=0, items=["axe#1"], spells=twice)
    assert err.rule.id == "spell_twice" and err.rule.ref == "000:L453"
    state = play(state, kind="announce_equipment", seat=0, items=["axe#1"], spells=twice[:1])
    assert state.hero(0).magic == 2 and _hero_line(state)["roll_totals"] == [8, 8, 8]  # 6 + Blessed 2, three lives
