"""The battle screen's form read into a battle turn: items equipped on summoning (two at most, only those held),
an item's and a creature's numbers typed once, a magician's pick, and the dice 0/1/2 per die (a die left blank
leaves its roll unentered) (001:L645, L654-686, L538-544)."""

from __future__ import annotations

from werkzeug.datastructures import MultiDict

from app.games.conjurers.engine.battle.model import Battle, Side
from app.games.conjurers.engine.battle.turns import Move
from app.games.conjurers.screens.battle.turn_form import read_turn

BATTLE = Battle(kind="duel", sides=(Side(seat=0, hand=("c1", "c2"), items=("item-01", "item-02", "item-03")),
                                    Side(seat=1, hand=("d1",))))
SUMMON = Move(kind="summon", card="c1", slot=1)


def test_items_numbers_and_gear_are_read_for_a_summon():
    form = MultiDict([("items", "item-02"), ("items", "item-09"), ("items", "item-03"), ("items", "item-01"),
                      ("v.hp", "7"), ("v.bd", "2"), ("v.element", "fire"), ("v.ab.burning", "on"), ("v.x.burning", "2"),
                      ("v.ab.flying", "on"), ("g.item-02.ab.absorption", "on"), ("g.item-02.x.absorption", "3"),
                      ("g.item-03.ab.bind", "on"), ("m.c1", "poisonous"), ("m.c2", "nonsense")])
    turn = read_turn(form, BATTLE, SUMMON)
    assert turn.move.items == ("item-02", "item-03")  # held items only, two at most (001:L645)
    assert turn.values["c1"].hp == 7 and turn.values["c1"].abilities == {"burning": 2, "flying": 0}
    assert turn.values["c1"].element == "fire"
    assert turn.gear["item-02"].abilities == {"absorption": 3} and turn.gear["item-03"].abilities == {"bind": 0}
    assert turn.move.magician == {"c1": "poisonous"} and not turn.errors


def test_a_bad_number_is_reported_not_applied():
    turn = read_turn(MultiDict({"v.hp": "0", "v.bd": "2"}), BATTLE, SUMMON)
    assert "c1" not in turn.values and "hp" in turn.errors["values"]
    turn = read_turn(MultiDict({"v.hp": "5", "v.bd": "1", "v.ab.burning": "on"}), BATTLE, SUMMON)
    assert "burning" in turn.errors["values"] or "X" in turn.errors["values"]  # burning needs its X


def test_dice_are_read_per_die_and_a_blank_die_leaves_the_roll_unentered():
    form = MultiDict({"d.hit:c1.0": "2", "d.hit:c1.1": "0", "d.hit:d1.1": "1", "d.burn:c1:d1.0": "3"})
    turn = read_turn(form, BATTLE, Move(kind="attack", card="c1"))
    assert turn.dice == {"hit:c1": [2, 0]}  # d1's first die is blank; a 3 is no face of the battle die
    assert turn.move.items == ()  # items are equipped on summoning only
