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

# The slowest tests of a whole run on two workers (`--durations`, seconds of call and setup, fresh clone of
# 2026-11-28). A renamed or new test is simply not moved; refresh from a run's durations when they shift.
SLOWEST: dict[str, float] = {
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
