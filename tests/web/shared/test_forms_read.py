"""Reading a posted form into an action payload: dotted fields nest, `name[]` fields list, numbered slots become
lists in order, card values become numbers or "none printed", and a form that mixes shapes is refused."""

from __future__ import annotations

import pytest
from werkzeug.datastructures import MultiDict

from app.web.rendering.forms import read_write_form


def _read(pairs):
    return read_write_form(MultiDict([("seq", "7"), ("action_id", "a1"), *pairs]))


def test_the_step_and_the_action_id_are_kept_apart_from_the_payload():
    sub = _read([("kind", "end_turn"), ("seat", "1"), ("csrf_token", "t"), ("herald", "*"), ("view", "battle"),
                 ("q", "wol"), ("choice[]", "wolf#1")])
    assert (sub.expected_seq, sub.action_id) == (7, "a1")
    assert sub.payload == {"kind": "end_turn", "seat": "1"}


def test_a_form_without_its_step_is_refused_and_a_missing_action_id_is_made_up():
    with pytest.raises(ValueError, match="which step"):
        read_write_form(MultiDict([("kind", "end_turn")]))
    assert len(read_write_form(MultiDict([("seq", "3")])).action_id) == 32


def test_dotted_fields_nest_and_empty_ones_are_dropped():
    sub = _read([("abilities.fortress", "dueling#1"), ("abilities.monastery", "prayer#1"), ("abilities.magic_tower", ""),
                 ("gold", "")])
    assert sub.payload == {"abilities": {"fortress": "dueling#1", "monastery": "prayer#1"}}


def test_list_fields_repeat_and_keep_their_order_without_empty_values():
    sub = _read([("faces[]", "6"), ("faces[]", ""), ("faces[]", "2"), ("items[]", "")])
    assert sub.payload == {"faces": ["6", "2"], "items": []}


def test_numbered_slots_become_a_list_in_slot_order_even_past_nine():
    pairs = [(f"adventures.{i}", f"card{i}#1") for i in (10, 2, 0, 1, 3, 4, 5, 6, 7, 8, 9)]
    assert _read(pairs).payload["adventures"] == [f"card{i}#1" for i in range(11)]
    assert _read([("hero_faces.1", "3"), ("hero_faces.0", "5")]).payload == {"hero_faces": ["5", "3"]}


def test_a_slot_left_out_keeps_the_others_in_their_places():
    assert _read([("cards.1", "wolf#1"), ("cards.2", "ghost#1")]).payload == {"cards": [None, "wolf#1", "ghost#1"]}
    assert _read([("cards.0", "wolf#1"), ("cards.2", "ghost#1")]).payload == {"cards": ["wolf#1", None, "ghost#1"]}


def test_a_list_inside_a_dotted_field():
    sub = _read([("values.wolf.creature_types[]", "animal"), ("values.wolf.creature_types[]", "demon")])
    assert sub.payload == {"values": {"wolf": {"creature_types": ["animal", "demon"]}}}


def test_card_values_typed_as_digits_are_numbers_and_brackets_mean_none_printed():
    sub = _read([("values.wolf.strength", "4"), ("values.wolf.experience", "-1"), ("values.wolf.reward", "[]"),
                 ("values.wolf.name", "Wolf"), ("reason", "[]"), ("amount", "3")])
    assert sub.payload["values"] == {"wolf": {"strength": 4, "experience": -1, "reward": [], "name": "Wolf"}}
    assert sub.payload["reason"] == "[]" and sub.payload["amount"] == "3"  # only card values are converted


def test_a_form_mixing_a_value_and_fields_under_it_is_refused():
    with pytest.raises(ValueError, match="mixes values"):
        _read([("values.wolf", "4"), ("values.wolf.strength", "3")])
    with pytest.raises(ValueError, match="mixes values.wolf and fields under it"):
        _read([("values.wolf.strength", "3"), ("values.wolf", "4")])


def test_a_card_value_path_keeps_its_own_dots_under_the_card():
    sub = _read([("values.golem_guardian.reward[0].amount", "5"), ("values.golem_guardian.effects[1].battle", "wills"),
                 ("values.golem_guardian.strength", "7")])
    assert sub.payload["values"] == {"golem_guardian": {"reward[0].amount": 5, "effects[1].battle": "wills",
                                                        "strength": 7}}
