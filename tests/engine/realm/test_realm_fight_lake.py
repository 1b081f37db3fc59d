"""The Lake of Fire's battle through the battle engine (003:L403-407) and the Dragonslayer variant's dragon(s) on
the Lake with their +1 token, whose slayer wins the game (003:L651-665)."""

from __future__ import annotations

from fractions import Fraction

from app.games.prophecy.engine import Context, legal_actions
from app.games.prophecy.engine.combat.preview import in_progress
from app.games.prophecy.engine.realm.fights.fight_offers import lake_values
from app.games.prophecy.engine.realm.gate import LAKE_ARTIFACT, LAKE_GREATER
from app.games.prophecy.engine.realm.heart import heart_zone
from app.games.prophecy.engine.realm.setup import HEARTS
from tests.engine.realm.fightkit import CTX as CTX_VIEW
from tests.engine.realm.fightkit import (
    GOLDEN,
    LEFT,
    QUEEN,
    offers,
    play,
    realm_hero,
    realm_scene,
    refused,
    strength_fight,
)

GUARDIAN = {"scaled-monster": {"experience": 5, "reward": [], "loss": []}}  # Strength 7 (003:L544); the rest the table's
KNOWN = Context(catalog=CTX_VIEW.catalog.with_overrides(GUARDIAN))  # the group's entries, typed in an earlier game


def at_lake(variant="standard", lake=("scaled-monster#1",), abilities=(), hidden=(), **kw):
    """Cleo (mercenary, Strength 6) on the left path's last space, about to move."""
    zones = {LAKE_GREATER: list(lake), "hero:0:abilities": list(abilities)}
    if variant == "standard":
        zones |= {LAKE_ARTIFACT: ["royal-cape#1"], HEARTS: ["dragon-heart#1", "dragon-heart#2"]}
    return realm_scene(realm_hero(0, "Cleo", "mercenary", 6, 5, LEFT[6], **kw),
                       realm_hero(1, "Ben", "paladin", 4, 4, space=10), zones=zones, variant=variant, hidden=hidden)


def attack(state, values=GUARDIAN, **kw):
    return play(state, kind="realm_lake_fight", seat=0, values=values, **kw)


def test_the_lakes_battle_has_exact_odds_and_no_dragonslayer_ability_003_L403():
    """Scaled Monster's 7 with no +1 (003:L297) against 6: a win on a roll 2 or more higher, 10 of 36; a draw on 1
    higher, 5 of 36; Dragonslaying does not count here."""
    state = attack(at_lake(abilities=("dragonslaying#1",)), back=1)
    view = in_progress(play(state, kind="choose_battle_kind", seat=0, battle_kind="strength"), CTX_VIEW)
    assert not [line for line in view["breakdown"]["hero"][0]["lines"] if "Dragonslaying" in line]
    assert not [line for line in view["breakdown"]["foe"][0]["lines"] if "+1" in line]
    odds = {k: Fraction(v) for k, v in view["odds"].items() if k in ("win", "draw", "lose")}
    assert odds == {"win": Fraction(10, 36), "draw": Fraction(5, 36), "lose": Fraction(21, 36)}
    wins = sum(1 for a in range(1, 7) for b in range(1, 7) if 6 + a > 7 + b)
    assert Fraction(wins, 36) == odds["win"]


def test_a_win_gives_the_artifact_and_a_heart_and_returns_her_beside_the_gate_003_L407():
    won = strength_fight(attack(at_lake(magic=1), back=1), 6, 1)
    cleo = won.hero(0)
    assert "royal-cape#1" in won.zone("hero:0:items") and won.zone(heart_zone(0)) == ("dragon-heart#1",)
    assert (cleo.realm, cleo.space, cleo.magic, cleo.experience) == (None, 1, 5, 3 + 5)  # Magic restored (003:L417)
    assert not won.zone(LAKE_ARTIFACT) and not won.zone(LAKE_GREATER) and won.flow.stage == "round_end"


def test_a_battle_won_at_the_lake_asks_the_table_which_artifact_turned_up_003_L407():
    """003:L407 where the table draws: the face-down Artifact on the Lake is Herald's stand-in; after a win in the
    battle engine, the Heart and the way out come as usual, and the table names the Artifact before anything else."""
    won = strength_fight(attack(at_lake(magic=1, hidden={"royal-cape#1"}), back=1), 6, 1)
    assert "royal-cape#1" not in won.zone("hero:0:items") and "royal-cape#1" in won.hidden
    assert won.zone(heart_zone(0)) == ("dragon-heart#1",) and won.hero(0).space == 1
    assert [o.kind for o in legal_actions(won, CTX_VIEW)] == ["realm_claim"]
    taken = play(won, kind="realm_claim", seat=0, card="royal-cape#1")
    assert taken.zone("hero:0:items") == ("royal-cape#1",) and "royal-cape#1" not in taken.hidden
    assert taken.flow.stage == "round_end"


def test_a_loss_or_a_draw_leaves_her_on_the_last_space_003_L405():
    lost = strength_fight(attack(at_lake(), back=1), 1, 6)
    assert (lost.hero(0).realm, lost.hero(0).health, lost.flow.stage) == (LEFT[6], 5, "round_end")
    drawn = strength_fight(attack(at_lake(), back=3), 2, 1)
    assert (drawn.hero(0).realm, drawn.hero(0).health, drawn.flow.stage) == (LEFT[6], 6, "round_end")
    assert drawn.zone(LAKE_ARTIFACT) == ("royal-cape#1",)


def test_the_attack_turns_a_face_down_guardian_up_and_needs_the_last_space_003_L403():
    state = attack(at_lake(hidden={"scaled-monster#1"}), back=1, card="scaled-monster#1")
    assert "scaled-monster#1" not in state.hidden and state.battle.realm.where == "lake"
    early = at_lake().model_copy(update={"heroes": (at_lake().hero(0).model_copy(update={"realm": LEFT[5]}),
                                                    at_lake().hero(1))})
    assert refused(early, kind="realm_lake_fight", seat=0, back=1).rule.id == "realm_lake"
    beaten = at_lake(lake=())
    assert refused(beaten, kind="realm_lake_fight", seat=0, back=1).rule.id == "realm_lake"
    # the numbers Herald lacks are asked with the attack; once known, only where a win leads
    (offer,) = offers(at_lake(), "realm_lake_fight")
    assert offer.needs == ("back", "values") and offer.choices == {
        "back": [1, 3], "values": ["scaled-monster.experience", "scaled-monster.reward", "scaled-monster.loss"]}
    known = at_lake()
    assert [o.choices for o in legal_actions(known, KNOWN) if o.kind == "realm_lake_fight"] == [{"back": [1, 3]}]
    # face down in a table-deck game: the offer asks the table to name it as the attack turns it up (000:L479),
    # then the numbers of the card it names
    (down,) = offers(at_lake(hidden={"scaled-monster#1"}), "realm_lake_fight")
    assert down.needs == ("back", "card") and "scaled-monster#1" in down.choices["card"]
    assert lake_values(at_lake(), CTX_VIEW, 0, "scaled-monster#1") == offer.choices["values"]
    named = refused(at_lake(hidden={"scaled-monster#1"}), kind="realm_lake_fight", seat=0, back=1,
                    card="scaled-monster#1")
    assert named.rule.id == "card_values" and "Experience" in str(named)  # asked by name, nothing changed


def slayer(lake=("dragon-queen#1",), **kw):
    return at_lake(variant="dragonslayer", lake=lake, **kw)


def test_the_dragon_queen_has_the_lakes_plus_one_and_dragonslayer_abilities_count_003_L663():
    """Queen 7 (the table's) + 1 against 6 (+2 Dragonslaying): exact odds with both lines."""
    view = in_progress(play(attack(slayer(), QUEEN), kind="choose_battle_kind", seat=0, battle_kind="strength"),
                       CTX_VIEW)
    assert "+1 Lake of Fire +1 token" in view["breakdown"]["foe"][0]["lines"]
    assert Fraction(view["odds"]["win"]) == Fraction(6, 36)  # 6 + a > 8 + b: a - b >= 3
    slaying = in_progress(play(attack(slayer(abilities=("dragonslaying#1",)), QUEEN), kind="choose_battle_kind",
                               seat=0, battle_kind="strength"), CTX_VIEW)
    assert "+2 Dragonslaying" in slaying["breakdown"]["hero"][0]["lines"]
    assert Fraction(slaying["odds"]["win"]) == Fraction(15, 36)  # a - b >= 1


def first_roll_lines(state, values):
    state = play(attack(state, values, **({} if state.options.realm.variant != "standard" else {"back": 1})),
                 kind="choose_battle_kind", seat=0, battle_kind="strength")
    return in_progress(state, CTX_VIEW)["breakdown"]["hero"][0]["lines"]


def test_astral_plane_abilities_count_at_the_lakes_plane_but_not_against_the_variants_dragon_003_L403_L663():
    assert "+1 Mountain Lore [roll 1]" in first_roll_lines(at_lake(abilities=("mountain-lore#1",)), GUARDIAN)
    assert not [x for x in first_roll_lines(slayer(abilities=("mountain-lore#1",)), QUEEN) if "Mountain Lore" in x]


def test_slaying_the_queen_wins_the_game_003_L661():
    assert [o.label for o in offers(slayer(), "realm_lake_fight")] == ["Fight Dragon Queen on the Lake of Fire"]
    assert [o.params["how"] for o in offers(slayer(), "realm_lake")] == ["battle"]  # no Dragon Heart to step in for
    won = strength_fight(attack(slayer(), QUEEN), 6, 1)
    assert won.result is not None and won.result.winners == (0,) and "003:L661" in won.result.reason
    lost = strength_fight(attack(slayer(), QUEEN), 1, 6)
    assert lost.result is None and lost.hero(0).realm == LEFT[6]  # dragon-realm.md Q-22


def test_the_slayer_of_a_lone_dragon_is_told_she_slew_the_lakes_dragon_003_L661():
    """One dragon on the Lake: the result names it as the Lake's dragon, not as the last of several."""
    won = strength_fight(attack(slayer(), QUEEN), 6, 1)
    assert "slew the Lake of Fire's dragon and is the Dragonslayer" in won.result.reason
    assert "last of" not in won.result.reason


def test_several_dragons_are_fought_in_succession_003_L665():
    """Two dragons, the second laid face down by Herald (003:L657): it is turned up when its turn to be fought comes
    (where the table draws the cards, it names the card first: tests/engine/dragons/test_lake_succession.py)."""
    two = slayer(lake=("dragon-queen#1", "golden-dragon-lord#1"), hidden={"golden-dragon-lord#1"})
    two = two.model_copy(update={"options": two.options.model_copy(update={"deck_mode": "herald"})})
    state = strength_fight(attack(two, QUEEN), 6, 1)
    assert state.result is None and state.battle is None  # its numbers are asked first, as the first one's were
    state = attack(state, GOLDEN)
    assert state.battle.opponent.card == "golden-dragon-lord#1" and "golden-dragon-lord#1" not in state.hidden
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(play(state, kind="announce_equipment", seat=0), kind="battle_roll", seat=0, hero_faces=(4,),
                 foe_faces=(1,))  # 10 against 5 + 1 + 1
    assert state.result.winners == (0,)


def test_the_tables_own_lake_outcome_also_wins_the_variant_003_L661():
    won = play(slayer(), kind="realm_lake", seat=0, how="battle", outcome="won")
    assert won.result.winners == (0,) and not won.zone(LAKE_GREATER)



SHAPELESS = {"shapeless-things": {"experience": 3, "reward": [], "loss": [], "stat_order": "strength_then_wills"}}


def test_a_lake_battle_she_cannot_pay_for_is_neither_offered_nor_begun_000_L852():
    """Shapeless Things on the Lake: Strength needs 4 Magic (000:L852), Wills its 2 Magic; with 1 Magic the hero
    cannot start any battle, so the attack is refused rather than left open with no kind to choose."""
    poor = at_lake(lake=("shapeless-things#1",), magic=1)
    assert refused(poor, kind="realm_lake_fight", seat=0, back=1, values=SHAPELESS).rule.id == "battle_kind"
    known = Context(catalog=CTX_VIEW.catalog.with_overrides(SHAPELESS))
    assert not [o for o in legal_actions(poor, known) if o.kind == "realm_lake_fight"]
    assert [o for o in legal_actions(at_lake(lake=("shapeless-things#1",), magic=4), known)
            if o.kind == "realm_lake_fight"]
    assert attack(at_lake(lake=("shapeless-things#1",), magic=4), SHAPELESS, back=1).battle.realm.where == "lake"


def test_an_unregistered_greater_guardian_on_the_lake_is_fought_with_the_numbers_asked():
    """A Greater Guardian Herald knows by its place only: the attack names the numbers it waits for, and those
    typed as asked (no kind first) open the battle."""
    state = at_lake(lake=("greater-unregistered-01#1",))
    asked = refused(state, kind="realm_lake_fight", seat=0, back=1)
    assert asked.rule.id == "card_values" and "Greater Guardian deck (Experience, how it fights)" in str(asked)
    typed = {"greater-unregistered-01": {"stat_order": "strength_only", "experience": 4}}
    asked = refused(state, kind="realm_lake_fight", seat=0, back=1, values=typed)
    assert asked.rule.id == "card_values" and "Greater Guardian deck (" in str(asked) and "Strength)" in str(asked)
    typed["greater-unregistered-01"] |= {"strength": 8, "special": [], "reward": [], "loss": []}
    assert attack(state, typed, back=1).battle.opponent.card == "greater-unregistered-01#1"


def test_a_face_down_lake_dragon_is_named_then_its_numbers_asked_003_L657():
    """The variant's dragon laid face down: the table names it as the attack turns it up, no `back` (a win ends
    the game); named, its numbers are asked by name; typed, the battle opens against it with the Lake's +1."""
    down = slayer(hidden={"dragon-queen#1"})
    (offer,) = offers(down, "realm_lake_fight")
    assert offer.label == "Fight the dragon face down on the Lake of Fire"  # not named before it is turned up
    assert offer.needs == ("card",) and "dragon-queen#1" in offer.choices["card"]
    why = refused(down, kind="realm_lake_fight", seat=0, card="dragon-queen#1")
    assert why.rule.id == "card_values" and "Dragon Queen (" in str(why) and "how it fights" in str(why)
    opened = attack(down, QUEEN, card="dragon-queen#1")
    assert opened.battle.opponent.card == "dragon-queen#1" and "dragon-queen#1" not in opened.hidden
    (up,) = offers(slayer(), "realm_lake_fight")
    assert up.needs == ("values",) and "dragon-queen.stat_order" in up.choices["values"]
