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

# The slowest tests of a whole run: the 60 single tests with the most seconds of setup and call in the lead's
# integration run of 2026-11-28 23:29-23:56 UTC (`--durations=300`, two workers, 3,619 tests in 27.5 minutes, the
# machine shared with other engineers' work), taken before branch suite7 made the backup stream test and two
# e2e tests (several rounds, Herald deals) a little cheaper. The whole-game tests of tests/web came last in
# collection order and kept one worker busy at the end. Tests of an xdist group are not listed (a group is handed
# out as one unit, before the single tests). A renamed or new test is simply not moved; refresh from a whole run's
# `--durations=300` when they shift.
SLOWEST: dict[str, float] = {
    "tests/web/shared/test_api_fuzz.py::test_the_api_answers_fuzzed_requests_as_documented": 91,
    "tests/web/conjurers/test_conjurers_whole_game_from_tablet.py::test_a_whole_game_from_the_wizard_to_the_score_screen[four-tournaments]": 89,
    "tests/web/conjurers/test_conjurers_plain_words.py::test_a_four_player_game_with_tournaments_is_told_in_plain_words": 67,
    "tests/e2e/prophecy/play/test_realm_game.py::test_a_realm_game_from_the_wizard": 67,
    "tests/web/prophecy/wholegame/test_whole_game_from_tablet.py::test_a_whole_game_is_run_from_the_tablet_s_forms[standard-3]": 64,
    "tests/web/prophecy/wholegame/test_whole_game_from_tablet.py::test_a_whole_game_is_run_from_the_tablet_s_forms[basic-treasure]": 64,
    "tests/e2e/prophecy/play/test_endgame_screens.py::test_the_last_plane_the_final_battle_and_the_crown": 64,
    "tests/web/shared/test_access_routes.py::test_every_mutating_route_refuses_anonymous_clients_and_player_links": 59,
    "tests/system/test_crash_and_concurrency.py::test_sigkill_while_posting_loses_no_acknowledged_action[postgresql]": 58,
    "tests/web/prophecy/wholegame/test_whole_game_from_tablet.py::test_a_whole_game_is_run_from_the_tablet_s_forms[standard-2]": 54,
    "tests/e2e/prophecy/play/test_table_truth_game.py::test_the_table_s_truth_in_a_whole_game": 49,
    "tests/web/shared/test_access_routes.py::test_every_mutating_route_works_for_the_game_master": 47,
    "tests/store/test_backup.py::test_backup_during_a_stream_of_actions_is_never_torn[postgresql]": 46,
    "tests/system/test_crash_and_concurrency.py::test_sigkill_while_posting_loses_no_acknowledged_action[sqlite]": 44,
    "tests/web/conjurers/test_conjurers_whole_game_from_tablet.py::test_a_whole_game_from_the_wizard_to_the_score_screen[three-elements-no-dice]": 43,
    "tests/e2e/prophecy/play/test_several_rounds.py::test_three_rounds_each_from_the_tablet": 42,
    "tests/web/prophecy/setup/test_every_combination_api.py::test_every_allowed_combination_is_created_through_the_api": 38,
    "tests/web/prophecy/print/test_printing.py::test_api_serves_every_document_as_pdf": 38,
    "tests/web/conjurers/test_conjurers_plain_words.py::test_a_battle_on_the_battle_screen_is_told_in_plain_words": 37,
    "tests/e2e/conjurers/test_conjurers_round2.py::test_the_last_feeding_the_last_tournament_and_the_final_score": 34,
    "tests/web/prophecy/print/test_printing.py::test_every_document_prints_a_randomly_played_game": 33,
    "tests/web/prophecy/wholegame/test_whole_game_from_tablet.py::test_a_whole_game_is_run_from_the_tablet_s_forms[basic]": 33,
    "tests/web/prophecy/wholegame/test_whole_game_from_tablet.py::test_a_whole_game_is_run_from_the_tablet_s_forms[apocalypse]": 31,
    "tests/web/prophecy/wholegame/test_table_truth_game.py::test_a_game_records_what_the_table_did_and_ends_normally": 30,
    "tests/web/shared/test_plain_words.py::test_no_screen_fragment_error_or_print_shows_an_internal_name": 29,
    "tests/web/conjurers/test_conjurers_whole_game_from_tablet.py::test_a_whole_game_from_the_wizard_to_the_score_screen[two]": 23,
    "tests/e2e/prophecy/setup/test_table_flow.py::test_board_asked_once_and_a_chance_amount_asked_when_needed": 22,
    "tests/e2e/conjurers/test_conjurers_table.py::test_feeding_and_score_screens_of_a_whole_game": 21,
    "tests/store/test_backup.py::test_backup_during_a_stream_of_actions_is_never_torn[sqlite]": 19,
    "tests/store/test_backup_redecide.py::test_a_restore_killed_inside_its_transaction_leaves_the_instance_empty[postgresql]": 19,
    "tests/web/shared/test_access_routes.py::test_every_form_route_refuses_a_post_without_its_csrf_token_and_changes_nothing": 18,
    "tests/e2e/conjurers/test_conjurers_named_cards.py::test_a_creature_won_at_a_tournament_is_named_on_its_prize_form": 18,
    "tests/web/records/test_play_record.py::test_the_chronicle_prints_the_record_with_a_qr_code_of_its_link[prophecy]": 18,
    "tests/e2e/conjurers/test_conjurers_battle.py::test_a_battleground_fight_on_the_battle_screen": 17,
    "tests/e2e/prophecy/play/test_real_game.py::test_a_short_real_game_from_the_tablet": 17,
    "tests/e2e/prophecy/setup/test_newcomer_screens.py::test_a_tie_undo_and_a_on_the_game_screen_and_a_compact_phone_header": 16,
    "tests/e2e/prophecy/play/test_realm_battles.py::test_the_lakes_battle_on_the_battle_screen_won": 16,
    "tests/e2e/prophecy/setup/test_modes_wizard.py::test_cooperative_for_three_with_races_from_the_wizard_to_the_first_attack": 16,
    "tests/e2e/prophecy/setup/test_hybrid_draft_picks.py::test_a_hybrid_draft_picked_pick_by_pick_on_the_tablet": 15,
    "tests/e2e/prophecy/play/test_realm_battles.py::test_a_creature_fought_on_the_battle_screen_and_the_knock_back": 14,
    "tests/e2e/shared/test_csp.py::test_the_pages_work_under_the_policy_without_a_violation": 14,
    "tests/web/prophecy/wholegame/test_whole_game_from_tablet.py::test_a_whole_game_is_run_from_the_tablet_s_forms[no-final-battle]": 14,
    "tests/system/test_crash_and_concurrency.py::test_two_clients_at_the_same_step_exactly_one_wins[sqlite]": 14,
    "tests/e2e/prophecy/play/test_lake_dragons.py::test_the_second_dragon_named_fought_and_lost_in_the_same_turn": 13,
    "tests/e2e/conjurers/test_conjurers_table.py::test_a_round_on_the_tablet_and_the_secret_draw_on_phones": 13,
    "tests/e2e/shared/test_screenshots.py::test_screens[portrait-light]": 13,
    "tests/printing/test_conjurers_documents.py::test_player_aid_is_one_page_per_player_each_with_its_seat_s_qr_code": 13,
    "tests/e2e/prophecy/play/test_herald_deals.py::test_herald_deals_and_rolls_for_four_rounds": 13,
    "tests/e2e/conjurers/test_print_conjurers.py::test_a_conjurers_game_prints_its_own_documents": 13,
    "tests/e2e/shared/test_phones.py::test_a_phone_scans_the_qr_code_and_follows_the_tablets_changes": 12,
    "tests/e2e/conjurers/test_conjurers_named_cards.py::test_names_typed_at_setup_and_at_a_battleground_show_on_tablet_battle_and_phone": 12,
    "tests/e2e/conjurers/test_conjurers_entry_edits.py::test_naming_a_card_and_correcting_entries": 12,
    "tests/e2e/prophecy/play/test_catalog_corrections.py::test_deck_size_and_board_corrections_from_the_catalog_page": 12,
    "tests/e2e/prophecy/battle/test_battle_screen.py::test_a_battle_on_the_battle_screen_from_the_cards_values_to_the_treasure": 11,
    "tests/system/test_crash_and_concurrency.py::test_two_clients_at_the_same_step_exactly_one_wins[postgresql]": 11,
    "tests/e2e/prophecy/play/test_tap_panels.py::test_taps_answer_only_their_panels_and_the_screen_stays_right": 11,
    "tests/web/prophecy/wholegame/test_whole_game_from_tablet.py::test_a_whole_game_is_run_from_the_tablet_s_forms[herald-deals]": 11,
    "tests/web/prophecy/print/test_printing.py::test_cache_key_follows_the_game_document_seat_and_paper": 11,
    "tests/web/conjurers/test_printing_conjurers.py::test_every_player_aid_qr_code_opens_that_seat_s_phone_sheet": 11,
    "tests/e2e/prophecy/play/test_coop_solo.py::test_solo_from_the_wizard_to_the_collapse": 11,
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
