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

# The slowest tests (seconds of setup and call, measured in targeted runs on the busy machine of 2026-11-28; the
# whole-game forms and the last e2e modules came last in collection order and kept one worker busy at the end). A
# renamed or new test is simply not moved; refresh from a whole run's `--durations` when they shift.
WHOLE_GAME = "tests/web/prophecy/wholegame/test_whole_game_from_tablet.py::test_a_whole_game_is_run_from_the_tablet_s_forms"
SLOWEST: dict[str, float] = {
    f"{WHOLE_GAME}[apocalypse]": 120,  # the longest game
    f"{WHOLE_GAME}[basic-treasure]": 110,  # about 1,050 steps
    f"{WHOLE_GAME}[standard-3]": 50,
    f"{WHOLE_GAME}[standard-2]": 46,
    f"{WHOLE_GAME}[herald-deals]": 45,
    f"{WHOLE_GAME}[no-final-battle]": 45,
    f"{WHOLE_GAME}[basic]": 40,
    "tests/web/prophecy/wholegame/test_table_truth_game.py::test_a_game_records_what_the_table_did_and_ends_normally": 40,
    "tests/e2e/shared/test_csp.py::test_the_pages_work_under_the_policy_without_a_violation": 37,
    "tests/e2e/shared/test_phones.py::test_a_phone_scans_the_qr_code_and_follows_the_tablets_changes": 20,
    "tests/e2e/shared/test_csp.py::test_seat_colours_odds_bars_and_conjurers_under_the_policy": 19,
    "tests/test_parallel_run.py::test_a_module_marked_as_one_group_runs_on_one_worker": 15,
    "tests/test_parallel_run.py::test_a_parallel_run_that_selects_no_test_fails": 13,
    "tests/engine/test_playouts.py::test_any_seed_seat_count_and_mode_keeps_the_invariants": 9,
    "tests/engine/realm/test_realm_playouts.py::test_seeded_realm_games_never_stall[4]": 8,
    "tests/engine/realm/test_realm_playouts.py::test_the_dragonslayer_variant_is_won_by_slaying_the_lakes_dragon_in_battle_003_L661": 7,
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
