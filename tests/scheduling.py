"""How `make test` shares the tests between its pytest-xdist workers (`--dist loadgroup`, scripts/run-tests.sh).

A module whose tests share servers (tests/system) marks them all with `pytestmark = pytest.mark.xdist_group(name)`:
its tests go to one worker, which starts the servers once. pytest-xdist 3.8 tells the controller so by appending
"@name" to a grouped test's node id, which pytest 9.2's structured node ids no longer take (pytest-xdist issue 1386):
the marks were silently ignored and both workers started the module's servers. The collection hook here puts the
suffix back where it is missing (a later pytest-xdist that passes the group its own way needs nothing).

The workers take the tests in collection order, a few at a time. A long test taken near the end kept one worker
busy while the other had nothing left: on the workers the slowest tests (SLOWEST, measured) come first, the others
keep their order after them.
"""

from __future__ import annotations

import pytest

# The slowest tests of a whole run: the 60 single tests with the most seconds of setup, call and teardown in an idle
# fresh clone's `make test` of 2026-11-29 02:28-02:39 UTC (its junit file; three workers on two cores, 3,650 tests in
# 624 s). The whole-game tests of tests/web came last in collection order and kept one worker busy at the end. Tests
# of an xdist group are not listed (a group is handed out as one unit, before the single tests). A renamed or new
# test is simply not moved; refresh from a whole run's junit file or `--durations=300` when they shift.
SLOWEST: dict[str, float] = {
    "tests/web/prophecy/wholegame/test_whole_game_from_tablet.py::test_a_whole_game_is_run_from_the_tablet_s_forms[basic-treasure]": 30,
    "tests/web/shared/test_api_fuzz.py::test_the_api_answers_fuzzed_requests_as_documented": 29,
    "tests/web/conjurers/test_conjurers_whole_game_from_tablet.py::test_a_whole_game_from_the_wizard_to_the_score_screen[four-tournaments]": 28,
    "tests/e2e/prophecy/play/test_realm_game.py::test_a_realm_game_from_the_wizard": 26,
    "tests/e2e/prophecy/play/test_several_rounds.py::test_three_rounds_each_from_the_tablet": 24,
    "tests/web/conjurers/test_conjurers_whole_game_from_tablet.py::test_a_whole_game_from_the_wizard_to_the_score_screen[three-elements-no-dice]": 24,
    "tests/store/test_backup.py::test_backup_during_a_stream_of_actions_is_never_torn[postgresql]": 22,
    "tests/e2e/conjurers/test_conjurers_table.py::test_a_round_on_the_tablet_and_the_secret_draw_on_phones": 22,
    "tests/web/prophecy/wholegame/test_whole_game_from_tablet.py::test_a_whole_game_is_run_from_the_tablet_s_forms[basic]": 22,
    "tests/web/prophecy/setup/test_every_combination_api.py::test_every_allowed_combination_is_created_through_the_api": 19,
    "tests/e2e/prophecy/play/test_real_game.py::test_a_short_real_game_from_the_tablet": 18,
    "tests/e2e/prophecy/play/test_herald_deals.py::test_herald_deals_and_rolls_for_four_rounds": 16,
    "tests/web/shared/test_access_routes.py::test_every_mutating_route_works_for_the_game_master": 15,
    "tests/e2e/shared/test_csp.py::test_the_pages_work_under_the_policy_without_a_violation": 15,
    "tests/e2e/prophecy/setup/test_modes_wizard.py::test_solo_with_hybrids_from_the_wizard_to_the_first_attack": 15,
    "tests/e2e/prophecy/setup/test_table_flow.py::test_board_asked_once_and_a_chance_amount_asked_when_needed": 15,
    "tests/web/prophecy/print/test_printing.py::test_every_document_prints_a_randomly_played_game": 14,
    "tests/e2e/prophecy/setup/test_modes_wizard.py::test_cooperative_for_three_with_races_from_the_wizard_to_the_first_attack": 14,
    "tests/e2e/shared/test_phones.py::test_a_phone_scans_the_qr_code_and_follows_the_tablets_changes": 14,
    "tests/e2e/prophecy/play/test_catalog_corrections.py::test_deck_size_and_board_corrections_from_the_catalog_page": 13,
    "tests/web/prophecy/wholegame/test_whole_game_from_tablet.py::test_a_whole_game_is_run_from_the_tablet_s_forms[apocalypse]": 13,
    "tests/e2e/prophecy/setup/test_hybrid_draft_picks.py::test_a_hybrid_draft_picked_pick_by_pick_on_the_tablet": 13,
    "tests/e2e/conjurers/test_conjurers_battle.py::test_a_battleground_fight_on_the_battle_screen": 13,
    "tests/e2e/prophecy/battle/test_battle_screen.py::test_a_battle_on_the_battle_screen_from_the_cards_values_to_the_treasure": 12,
    "tests/web/prophecy/wholegame/test_table_truth_game.py::test_a_game_records_what_the_table_did_and_ends_normally": 12,
    "tests/store/test_backup.py::test_backup_during_a_stream_of_actions_is_never_torn[sqlite]": 12,
    "tests/test_parallel_run.py::test_a_parallel_run_that_selects_no_test_fails": 12,
    "tests/e2e/prophecy/play/test_table_truth_game.py::test_the_table_s_truth_in_a_whole_game": 11,
    "tests/e2e/prophecy/play/test_coop_solo.py::test_solo_from_the_wizard_to_the_collapse": 11,
    "tests/e2e/prophecy/play/test_lake_dragons.py::test_the_second_dragon_named_fought_and_lost_in_the_same_turn": 11,
    "tests/web/conjurers/test_conjurers_whole_game_from_tablet.py::test_a_whole_game_from_the_wizard_to_the_score_screen[two]": 10,
    "tests/e2e/prophecy/play/test_realm_battles.py::test_a_creature_fought_on_the_battle_screen_and_the_knock_back": 10,
    "tests/e2e/prophecy/play/test_realm_game.py::test_a_realm_board_typed_after_the_game_began_deals_its_cards": 10,
    "tests/e2e/shared/test_csp.py::test_seat_colours_odds_bars_and_conjurers_under_the_policy": 10,
    "tests/test_parallel_run.py::test_a_module_marked_as_one_group_runs_on_one_worker": 10,
    "tests/e2e/conjurers/test_conjurers_named_cards.py::test_names_typed_at_setup_and_at_a_battleground_show_on_tablet_battle_and_phone": 10,
    "tests/web/shared/test_plain_words.py::test_no_screen_fragment_error_or_print_shows_an_internal_name": 10,
    "tests/e2e/conjurers/test_conjurers_round2.py::test_the_last_feeding_the_last_tournament_and_the_final_score": 10,
    "tests/e2e/prophecy/play/test_correction_flow.py::test_a_card_is_put_in_a_hand_by_correction[light]": 10,
    "tests/e2e/prophecy/play/test_lake_dragons.py::test_both_dragons_slain_in_one_turn_win_the_game": 10,
    "tests/e2e/prophecy/setup/test_newcomer_screens.py::test_a_tie_undo_and_a_on_the_game_screen_and_a_compact_phone_header": 9,
    "tests/e2e/prophecy/play/test_realm_battles.py::test_a_face_down_lake_guardians_numbers_typed_on_its_attack_form": 9,
    "tests/e2e/conjurers/test_print_conjurers.py::test_a_conjurers_game_prints_its_own_documents": 9,
    "tests/e2e/prophecy/play/test_endgame_screens.py::test_the_last_plane_the_final_battle_and_the_crown": 9,
    "tests/e2e/conjurers/test_conjurers_table.py::test_feeding_and_score_screens_of_a_whole_game": 9,
    "tests/e2e/prophecy/play/test_realm_legends.py::test_legends_of_dragons_asks_the_places_and_the_cards_the_table_saw": 9,
    "tests/web/prophecy/print/test_printing.py::test_api_serves_every_document_as_pdf": 9,
    "tests/web/prophecy/wholegame/test_whole_game_from_tablet.py::test_a_whole_game_is_run_from_the_tablet_s_forms[standard-3]": 9,
    "tests/web/conjurers/test_conjurers_plain_words.py::test_a_battle_on_the_battle_screen_is_told_in_plain_words": 9,
    "tests/e2e/shared/test_screenshots.py::test_screens[portrait-light]": 8,
    "tests/e2e/prophecy/battle/test_battle_advice.py::test_the_advised_kind_with_the_engines_odds_then_the_result_after_the_last_roll": 8,
    "tests/e2e/conjurers/test_conjurers_tap_panels.py::test_taps_and_an_undo_answer_only_their_panels_and_a_stale_tap_is_refused": 8,
    "tests/e2e/prophecy/play/test_print.py::test_prepare_shows_progress_then_downloads_the_pdf": 8,
    "tests/web/shared/test_access_routes.py::test_every_mutating_route_refuses_anonymous_clients_and_player_links": 8,
    "tests/e2e/prophecy/play/test_realm_battles.py::test_the_lakes_battle_on_the_battle_screen_won": 8,
    "tests/e2e/conjurers/test_conjurers_entry_edits.py::test_naming_a_card_and_correcting_entries": 8,
    "tests/e2e/prophecy/play/test_correction_marks.py::test_a_heart_the_guilds_and_whose_round_are_corrected_on_the_tablet": 8,
    "tests/e2e/prophecy/play/test_tap_panels.py::test_taps_answer_only_their_panels_and_the_screen_stays_right": 8,
    "tests/e2e/prophecy/setup/test_races_screens.py::test_the_wizard_drafts_races_and_the_hero_panel_shows_race_and_bank": 7,
    "tests/web/records/test_play_record.py::test_the_chronicle_prints_the_record_with_a_qr_code_of_its_link[prophecy]": 7,
}


def group_of(item: pytest.Item) -> str | None:
    """The xdist group an item is marked with, named as pytest-xdist names it (several join with '_')."""
    names = {str(m.args[0] if m.args else m.kwargs.get("name", "default")) for m in item.iter_markers("xdist_group")}
    return "_".join(sorted(names)) or None


def _rename(item: pytest.Item, nodeid: str) -> None:
    if hasattr(item, "_id"):  # pytest >= 9.2 keeps a structured node id
        from _pytest.nodeid import NodeId

        item._id = NodeId.parse(nodeid)
    else:
        item._nodeid = nodeid


def slowest_first(items: list[pytest.Item]) -> None:
    """The measured slowest tests first, longest first; every other test after them in its own order."""
    items.sort(key=lambda item: -SLOWEST.get(item.nodeid.split("@")[0], 0.0))


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """On an xdist worker: the slowest tests first; under --dist loadgroup every grouped test's node id ends with
    its group."""
    if not hasattr(config, "workerinput"):
        return
    slowest_first(items)
    if not getattr(config.option, "loadgroup", False):
        return
    for item in items:
        group = group_of(item)
        if group and not item.nodeid.endswith("@" + group):
            _rename(item, f"{item.nodeid}@{group}")
