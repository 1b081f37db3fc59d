"""Battle rules read line by line (issue 14): each test is named after its rule and cites the line it checks.

The numbers are our own scenes, not the rulebook's examples. Values the catalog does not know are typed as the
table would type them from the card; each scene says which.
"""

from __future__ import annotations

from app.games.prophecy.engine.combat.preview import in_progress
from tests.engine.combat.kit import CTX, act, hero, play, refused, scene, story

MOUNTAINS = 15  # the Mountains between the Forest Camp and the Thieves' Guild
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


# --- Berserker Rage: a lost battle costs the extra Health (000:L662) ----------------------------------------

def test_berserker_rage_costs_one_more_health_when_the_battle_is_lost_000_L662():
    """000:L662: losing a battle with Berserker Rage cast costs 1 Health more; a Spell's on-loss effect is read like
    an Item's (000:L593). Its bonus and price are typed by the table (2 and 1 Magic here)."""
    rage = {"berserker-rage": {"effects[0].amount": 2, "effects[0].battle": "strength", "magic_cost": 1}}
    state = scene(hero(0, "Ida", "druid", 4, 3, MOUNTAINS), hero(1, "Ole", "paladin", 4, 4, 0),
                  zones={f"space:{MOUNTAINS}": ["giant-spider#1"], "hero:0:abilities": ["berserker-rage#1"]})
    state = _fight(state, "giant-spider#1", {**BRUTE, **rage}, spells=[{"card": "berserker-rage#1"}])
    assert _hero_line(state)["roll_totals"] == [6] and state.hero(0).magic == 2
    state, events = act(state, kind="battle_roll", seat=0, hero_faces=[1], foe_faces=[5])  # 7 against 9
    assert state.hero(0).health == 2  # 1 for the loss, 1 for the Rage
    assert "lost 2 Health" in story(events)[-1]


# --- Pickpocketing steals from a beaten hero too (000:L672) --------------------------------------------------

def test_pickpocketing_steals_from_a_beaten_hero_what_she_has_up_to_two_000_L672():
    """000:L672: a defeated character gives 2 Gold, or what she has if she has one or none."""
    state = scene(hero(0, "Ida", "mercenary", 5, 3, MOUNTAINS, gold=4), hero(1, "Ole", "paladin", 3, 3, MOUNTAINS, gold=1),
                  zones={"hero:0:abilities": ["pickpocketing#1"], "hero:1:items": ["cape#1"]})
    state = play(state, kind="start_fight", seat=0, target=1)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="answer_battle_kind", seat=1)
    state = play(state, kind="announce_equipment", seat=0)
    state = play(state, kind="announce_equipment", seat=1)
    state, events = act(state, kind="battle_roll", seat=0, hero_faces=[3], foe_faces=[2])  # 8 against 5
    assert (state.hero(0).gold, state.hero(1).gold) == (5, 0)
    assert "steals 1 Gold" in story(events)[-1]


# --- Shapeless Things are paid for (000:L852-853) ------------------------------------------------------------

SHAPELESS = {"shapeless-things": {"stat_order": "strength_then_wills", "experience": 6, "reward": [], "loss": []}}


def _before_shapeless(health: int, magic: int):
    state = scene(hero(0, "Ida", "druid", 6, 8, 1, health=health, magic=magic), hero(1, "Ole", "paladin", 4, 4, 0),
                  zones={"plane:0:greater": ["shapeless-things#1"]}, stage="astral",
                  marks=frozenset({"turn:plane:0"}))
    return play(state, kind="start_fight", seat=0, guardian="shapeless-things#1", values=SHAPELESS)


def test_shapeless_things_take_four_magic_for_a_battle_of_strength_000_L852():
    """000:L852: fewer than 4 Magic and no Battle of Strength: the 4 Magic are the price of that battle."""
    state = play(_before_shapeless(6, 5), kind="choose_battle_kind", seat=0, battle_kind="strength")
    assert (state.hero(0).health, state.hero(0).magic) == (6, 1)
    assert _hero_line(state)["roll_totals"] == [6]  # Strength is untouched by the Magic paid


def test_shapeless_things_take_two_health_for_a_battle_of_wills_000_L853():
    """000:L853: with exactly 2 Health a loss kills, because the 2 Health are paid to fight by Wills."""
    state = play(_before_shapeless(2, 7), kind="choose_battle_kind", seat=0, battle_kind="wills")
    assert (state.hero(0).health, state.hero(0).magic) == (0, 5)  # 2 Health, and the 2 Magic of any Wills battle
    state = play(state, kind="announce_equipment", seat=0)
    state = play(state, kind="battle_roll", seat=0, hero_faces=[1], foe_faces=[6])
    assert state.hero(0).status == "dead"


# --- Mountain Lore and Forest Wisdom: terrain and scope (000:L517, 000:L712) ---------------------------------

WISDOM = {"forest-wisdom": {"effects[0].amount": 1, "effects[0].battle": "both", "effects[1].amount": 2,
                            "effects[1].battle": "strength"}}


def test_forest_wisdom_counts_in_a_forest_and_nowhere_else_000_L517():
    """000:L517: in the Magic Tower the Ranger gets nothing from Forest Wisdom; its terrain bonus needs a Forest."""
    for space, total in ((5, 6), (MOUNTAINS, 4)):
        state = scene(hero(0, "Ida", "druid", 4, 3, space), hero(1, "Ole", "paladin", 4, 4, 0),
                      zones={f"space:{space}": ["giant-spider#1"], "hero:0:abilities": ["forest-wisdom#1"]})
        assert _hero_line(_fight(state, "giant-spider#1", {**BRUTE, **WISDOM}))["roll_totals"] == [total]


def test_mountain_lore_helps_only_the_first_roll_of_the_first_guardian_battle_000_L712():
    """000:L712: the bonus is for the first roll of the attack's first battle, not the Greater Guardian after."""
    lore = {"mountain-lore": {"effects[0].amount": 2, "effects[0].battle": "both"},
            "tortured-souls": {"experience": 2, "reward": [], "loss": [], "special": []},
            "scaled-monster": {"experience": 6, "reward": [], "loss": []}}
    state = scene(hero(0, "Ida", "druid", 5, 4, 1), hero(1, "Ole", "paladin", 4, 4, 0),
                  zones={"plane:0:lesser": ["tortured-souls#1"], "plane:0:greater": ["scaled-monster#1"],
                         "plane:0:artifact": ["royal-cape#1"], "hero:0:abilities": ["mountain-lore#1"]},
                  stage="astral", marks=frozenset({"turn:plane:0"}))
    state = play(state, kind="start_fight", seat=0, guardian="tortured-souls#1", values=lore)
    state = play(play(state, kind="choose_battle_kind", seat=0, battle_kind="wills"), kind="announce_equipment", seat=0)
    assert _hero_line(state)["roll_totals"] == [6]  # 4 Willpower + 2 on the first roll
    state = play(state, kind="battle_roll", seat=0, hero_faces=[5], foe_faces=[1])
    assert state.battle is None and state.flow.stage == "astral"
    state = play(state, kind="start_fight", seat=0, guardian="scaled-monster#1", values=lore)
    state = play(play(state, kind="choose_battle_kind", seat=0, battle_kind="strength"),
                 kind="announce_equipment", seat=0)
    assert _hero_line(state)["roll_totals"] == [5]  # no Mountain Lore against the Greater Guardian


# --- Willpower first, then Strength: the Vampire's rule only where a card says so (000:L353, 000:L800) --------

def test_a_willpower_first_creature_is_fought_like_the_vampire_only_when_its_card_says_so_000_L353():
    """000:L353: Willpower stated first means the card's own rules; the Wills-then-Strength sequence is the Vampire's
    (000:L800). The Skeletal Wizard's rules are printed on its card (004:L158): the hero picks the kind."""
    wizard = {"skeletal-wizard": {"strength": 2, "willpower": 5, "lives": 1, "experience": 4, "reward": [], "loss": [],
                                  "special": [], "creature_types": ["undead"]}}
    state = scene(hero(0, "Ida", "druid", 4, 6, MOUNTAINS), hero(1, "Ole", "paladin", 4, 4, 0),
                  zones={f"space:{MOUNTAINS}": ["skeletal-wizard#1"]})
    state = play(state, kind="start_fight", seat=0, creature="skeletal-wizard#1", values=wizard)
    kinds = {k["label"]: k for k in in_progress(state, CTX)["kinds"]}
    assert set(kinds) == {"Battle of Wills", "Battle of Strength"} and all(k["allowed"] for k in kinds.values())
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    assert state.battle.kinds == ("strength",) and state.hero(0).magic == 6


# --- A Spell's unknown battle kind is asked, as an Item's is (000:L453: a Spell is treated as an Ability) --------

def test_a_spell_whose_battle_kind_is_unknown_is_asked_not_counted_in_both_000_L453():
    """Blessed Weapon's bonus is typed (+1) but not the kind of battle it helps: Herald asks before the roll instead
    of counting it in a Battle of Wills as well."""
    values = {**MOB, "blessed-weapon": {"effects[0].amount": 1}, "axe": {"hands": 1}}
    state = scene(hero(0, "Ida", "druid", 5, 4, MOUNTAINS), hero(1, "Ole", "paladin", 4, 4, 0),
                  zones={f"space:{MOUNTAINS}": ["angry-mob#1"], "hero:0:items": ["axe#1"],
                         "hero:0:abilities": ["blessed-weapon#1"]})
    state = _fight(state, "angry-mob#1", values, kind="wills", items=["axe#1"],
                   spells=[{"card": "blessed-weapon#1", "on": "axe#1"}])
    view = in_progress(state, CTX)
    assert "blessed-weapon.effects[0].battle" in view["blocking"]
    err = refused(state, kind="battle_roll", seat=0, hero_faces=[4], foe_faces=[4])
    assert err.rule.id == "card_values" and "Blessed Weapon (effect 1: which battles)" in err.detail
    typed = {**values, "blessed-weapon": {"effects[0].amount": 1, "effects[0].battle": "strength"}}
    state = scene(hero(0, "Ida", "druid", 5, 4, MOUNTAINS), hero(1, "Ole", "paladin", 4, 4, 0),
                  zones={f"space:{MOUNTAINS}": ["angry-mob#1"], "hero:0:items": ["axe#1"],
                         "hero:0:abilities": ["blessed-weapon#1"]})
    state = _fight(state, "angry-mob#1", typed, kind="wills", items=["axe#1"],
                   spells=[{"card": "blessed-weapon#1", "on": "axe#1"}])
    view = in_progress(state, CTX)
    assert not view["blocking"] and not any("Blessed Weapon" in line for line in view["breakdown"]["hero"][0]["lines"])
