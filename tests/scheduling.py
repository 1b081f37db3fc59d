"""How `make test` shares the tests between its pytest-xdist workers (`--dist loadgroup`, scripts/run-tests.sh).

A module whose tests share servers (tests/system) marks them all with `pytestmark = pytest.mark.xdist_group(name)`:
its tests go to one worker, which starts the servers once. pytest-xdist 3.8 tells the controller so by appending
"@name" to a grouped test's node id, which pytest 9.2's structured node ids no longer take (pytest-xdist issue 1386):
the marks were silently ignored and both workers started the module's servers. The collection hook here puts the
suffix back where it is missing (a later pytest-xdist that passes the group its own way needs nothing).
"""

from __future__ import annotations

import pytest


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


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """On an xdist worker under --dist loadgroup: every grouped test's node id ends with its group."""
    if not getattr(config.option, "loadgroup", False):
        return
    for item in items:
        group = group_of(item)
        if group and not item.nodeid.endswith("@" + group):
            _rename(item, f"{item.nodeid}@{group}")
