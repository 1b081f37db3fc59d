"""The log tells the Realm in words: entering, steps, the cards turned up and where, Obstacles and Realm battles,
the knock-back, the Lake and the Heart (003:L301-417)."""

from __future__ import annotations

from app.games.prophecy.engine import apply, parse_action
from app.games.prophecy.engine.realm.lake_claim import unnamed
from app.games.prophecy.engine.realm.position import on_path
from app.games.prophecy.engine.rules import zones as Z
from app.store.story import tell
from tests.engine.kit import hero, stage
from tests.engine.realm.boards import as_dealt
from tests.engine.realm.test_realm_actions import CTX, act, gate_space, realm_game


def told(state, **payload) -> list[str]:
    """The log's sentences for one action."""
    return tell(state, apply(state, parse_action(payload), CTX)[1])


def test_entering_and_stepping_are_told_with_the_card_turned_up_and_its_place():
    """003:L301 the Gate; 003:L323 a step; 003:L325 the card on arrival turned up."""
    state = hero(realm_game(), 0, space=gate_space(), gold=5)
    assert "Anna's Paladin entered the Dragon Realm and stands on the Gate." in told(state, kind="realm_enter", seat=0)
    state = act(state, kind="realm_enter", seat=0)
    lines = told(state, kind="realm_step", seat=0, how="forward", path="left", step=1, revealed=as_dealt(state, "left", 1))
    assert "Anna's Paladin moved one space forward, onto space 1 of the Dragon Realm's left path." in lines
    assert any(line.startswith("Turned face up in the Dragon Realm: ") and line.endswith("(left path, space 1).")
               for line in lines)


def on_left_3():
    state = hero(realm_game(), 0, space=None, realm=on_path("left", 2), health=4, experience=3)
    return act(state, kind="realm_step", seat=0, how="forward", path="left", step=3, revealed=as_dealt(state, "left", 3))


def test_obstacles_and_realm_battles_are_told_by_what_happened():
    """003:L351-363: passed, won, lost (knocked out beside the Gate), drawn (a space short)."""
    state = on_left_3()
    # An Obstacle is told by name (the test catalog's "Neg 01"); the positive card under it turns up as the table
    # names it (003:L353, 003:L325).
    assert told(state, kind="realm_settle", seat=0, faced="obstacle", outcome="passed", experience=2) == [
        "Anna's Paladin overcame Neg 01.", "Anna's Paladin: gained 2 Experience (Neg 01)."]
    passed = act(state, kind="realm_settle", seat=0, faced="obstacle", outcome="passed", experience=2)
    assert told(passed, kind="realm_name", seat=0, at="pos-01", revealed=["pos-01"]) == [
        "Turned face up in the Dragon Realm: Pos 01 (left path, space 3)."]
    won = told(state, kind="realm_settle", seat=0, faced="creature", outcome="won", experience=1)
    assert won[0] == "Anna's Paladin: gained 1 Experience (a Creature beaten in the Dragon Realm)."
    assert won[1].endswith("went from space 3 of the Dragon Realm's left path (negative card) to the box (out of the game).")
    lost = told(state, kind="realm_settle", seat=0, faced="creature", outcome="lost", space=gate_space())
    assert lost[0] == "Anna's Paladin: lost 1 Health (a battle lost in the Dragon Realm)."
    assert lost[1].startswith("Anna's Paladin left the Dragon Realm for ")
    assert told(state, kind="realm_settle", seat=0, faced="creature", outcome="draw") == [
        "Anna's Paladin did not get through and stays on space 2 of the Dragon Realm's left path.",
        "Anna's turns are over: the end of the round."]  # a draw ends her turn (003:L363)
    assert told(state, kind="realm_settle", seat=0, faced="obstacle", outcome="failed") == [
        "Anna's Paladin failed to overcome Neg 01.",
        "Anna's Paladin did not get through and stays on space 2 of the Dragon Realm's left path.",
        "Anna's turns are over: the end of the round."]  # a failed Obstacle ends her turn (003:L351)


def test_the_lake_won_tells_the_artifact_the_heart_and_the_way_out():
    """003:L407: the Artifact and a Dragon Heart, then out beside the Gate; 003:L417 Health and Magic refilled."""
    state = stage(hero(realm_game(), 0, space=None, realm=on_path("left", 6), health=2), "move", seat=0)
    lines = told(state, kind="realm_lake", seat=0, how="battle", outcome="won", space=gate_space(),
                 card=state.zone("realm:lake:greater")[0])
    # Where the table draws, the Artifact waits face down for its name (003:L407), then goes to her Items.
    assert "A face-down card went from the Lake of Fire's plane (its Artifact) to the Artifact won on the Lake of " \
           "Fire (until the table names it), face down." in lines
    won = act(state, kind="realm_lake", seat=0, how="battle", outcome="won", space=gate_space(),
              card=state.zone("realm:lake:greater")[0])
    (claimed,) = told(won, kind="realm_claim", seat=0, card=unnamed(won)[1])
    assert claimed.endswith(" went from the Artifact won on the Lake of Fire (until the table names it) to Anna's Items.")
    assert "Anna takes a Dragon Heart." in lines
    assert "Anna's Paladin: healed 2 Health (a Dragon Heart)." in lines
    assert any(line.startswith("Anna's Paladin left the Dragon Realm for ") for line in lines)
    assert Z.zone_label("realm:lake:greater") == "the Lake of Fire's plane (its Greater Guardian)"


def test_each_kind_of_move_has_its_words():
    """003:L323 two spaces past an empty one; 003:L413 into the Lake; 003:L339 back to the ring."""
    from app.games.prophecy.engine.realm.position import GATE, LAKE
    from app.games.prophecy.engine.realm.words import moved

    assert moved("Cleo", on_path("right", 1), on_path("right", 3), "") == \
        "Cleo moved two spaces forward, onto space 3 of the Dragon Realm's right path."
    assert moved("Cleo", GATE, on_path("right", 2), "") == \
        "Cleo moved two spaces forward, onto space 2 of the Dragon Realm's right path."
    assert moved("Cleo", on_path("right", 8), LAKE, "") == "Cleo stepped into the Lake of Fire."
    assert moved("Cleo", on_path("left", 2), None, "the City") == "Cleo left the Dragon Realm for the City."
    assert moved("Cleo", None, on_path("left", 2), "") == "Cleo went to space 2 of the Dragon Realm's left path."
