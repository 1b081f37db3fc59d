"""Issue 37: every part of a Conjurers game the table can see has a correction. The fields are read off the
state model, so a field added without a way to correct it (or a reason it is not on the table) fails here."""

from __future__ import annotations

import typing

from app.games.conjurers.engine.corrections import Correct
from app.games.conjurers.engine.state import State
from tests.corrections.coverage import stale, uncovered

# A field (or a whole part) -> the correction (`what`) that sets it.
CORRECTIONS = {
    "players.stock": "amounts", "players.minus": "amounts",
    "players.army": "move_card", "players.items": "move_card", "players.artifacts": "move_card",
    "piles": "move_card", "level1_box": "move_card", "items": "move_card", "artifacts": "move_card",
    "out": "move_card",
    "players.assistants": "assistants",
    "mines": "mine",
    "button": "button", "start": "button",
    "placements": "figure",
    "round": "round", "stage": "round",
    "fight.battle.sides.slots": "battle_slot", "fight.battle.sides.hand": "battle_slot",
    "fight.battle.sides.lost": "battle_slot",
}

# Fields that are not a thing on the table, each with the reason.
NOT_ON_THE_TABLE = {
    "options": "what the group chose when setting the game up, fixed for the whole game",
    "players.seat": "Herald's number for the seat",
    "players.name": "the player's name, not a game fact",
    "facts": "what the catalog says of each card",
    "stats": "the numbers printed on the cards, typed at the table and retyped there",
    "gear": "the abilities printed on the cards, typed at the table and retyped there",
    "result": "the scores the rules draw from the state at the end",
    "fed": "what the last feeding took, as the log tells it; a payment is corrected in the player's stock and minus",
    "tournament": "the draw and the matches are decided by their own steps; undo one to play it again",
    "fight.seat": "which placement or match the battle resolves: set by the step that began it",
    "fight.figure": "which placement or match the battle resolves: set by the step that began it",
    "fight.space": "which placement or match the battle resolves: set by the step that began it",
    "fight.creature": "which placement or match the battle resolves: set by the step that began it",
    "fight.level": "which placement or match the battle resolves: set by the step that began it",
    "fight.match": "which placement or match the battle resolves: set by the step that began it",
    "fight.battle.kind": "the kind of battle, set when it began",
    "fight.battle.sides.seat": "who plays each side, set when the battle began",
    "fight.battle.sides.minion": "who plays each side, set when the battle began",
    "fight.battle.sides.items": "items not equipped yet: equipping is a battle step of its own",
    "fight.battle.sides.streak": "Herald's count of a creature's moves in a row",
    "fight.battle.sides.binds_used": "Herald's memory of the bind items used",
    "fight.battle.turn": "the battle's progress, turned back by undo",
    "fight.battle.turns": "the battle's progress, turned back by undo",
    "fight.battle.quiet": "the battle's progress, turned back by undo",
    "fight.battle.upkeep": "the battle's progress, turned back by undo",
    "fight.battle.winner": "the battle's end, drawn by the rules from the board",
    "fight.battle.why": "the battle's end, drawn by the rules from the board",
    "fight.battle.stats": "the numbers printed on the cards, typed at the table",
    "fight.battle.gear": "the abilities printed on the cards, typed at the table",
    "fight.battle.die": "the die the group plays with, chosen at setup",
    "fight.battle.elements": "an option chosen at setup",
    "fight.battle.healing": "an option chosen at setup",
}


def test_every_field_of_the_state_has_a_correction_or_a_reason():
    missing = uncovered(State, CORRECTIONS, NOT_ON_THE_TABLE)
    assert not missing, f"no correction and no reason for: {missing}"


def test_every_correction_named_exists():
    kinds = set(typing.get_args(Correct.model_fields["what"].annotation))
    assert set(CORRECTIONS.values()) - kinds == set()


def test_the_tables_name_only_fields_that_exist():
    assert stale(State, CORRECTIONS, NOT_ON_THE_TABLE) == []
    assert not set(CORRECTIONS) & set(NOT_ON_THE_TABLE)
