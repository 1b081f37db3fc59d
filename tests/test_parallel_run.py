"""The suite runs in pytest-xdist workers (`make test`): the refusal census still judges the whole run, from what
every worker raised, a run that selects no test still fails, and a module marked as one xdist group runs on one
worker."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from tests import refusal_census, scheduling

ROOT = Path(__file__).resolve().parents[1]
# The nested runs load only the plugins they use: xdist, and pytest-timeout for pyproject.toml's `timeout` (an unknown
# option would be a warning, an error there). Each of their three processes imported hypothesis, schemathesis and
# anyio too: 4.5 s of CPU for the run that selects no test, 2.0 s without them.
NO_AUTOLOAD = {"PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
ONLY_NEEDED_PLUGINS = ["-p", "xdist.plugin", "-p", "pytest_timeout", "-p", "no:cacheprovider"]


@pytest.fixture
def census(monkeypatch):
    """The census's counters, emptied for the test and put back after it."""
    monkeypatch.setattr(refusal_census, "RAISED", set())
    monkeypatch.setattr(refusal_census, "_ran", {"items": 0, "deselected": 0, "files": set(), "workers_lost": 0})
    return refusal_census


def _worker_session(files: list[str]):
    config = SimpleNamespace(workerinput={"workerid": "gw0"}, workeroutput={})
    return SimpleNamespace(config=config, items=[SimpleNamespace(path=Path(f)) for f in files])


def test_a_worker_hands_its_refusals_to_the_controller_and_judges_nothing(census):
    census.RAISED.update({"stage", "gate"})
    session = _worker_session(["/t/test_a.py", "/t/test_b.py", "/t/test_a.py"])
    census.pytest_sessionfinish(session, 0)
    assert session.config.workeroutput["refusal_census"] == {
        "raised": ["gate", "stage"], "files": ["/t/test_a.py", "/t/test_b.py"], "deselected": 0}
    assert not hasattr(session, "exitstatus")  # a worker never fails the run for the census


def test_the_controller_adds_up_every_worker_and_a_lost_worker_makes_the_run_partial(census):
    every_file = sorted(str(p) for p in census.TESTS.rglob("test_*.py"))
    half = len(every_file) // 2
    for raised, files in ((["stage"], every_file[:half]), (["gate", "horse"], every_file[half:])):
        output = {"refusal_census": {"raised": raised, "files": files, "deselected": 0}}
        census.pytest_testnodedown(SimpleNamespace(workeroutput=output), None)
    assert {"stage", "gate", "horse"} == census.RAISED
    controller = SimpleNamespace(items=[], testscollected=3)
    census._ran["items"] = 3  # the controller counts every test the workers finished
    assert census.whole_suite(controller)
    census.pytest_testnodedown(SimpleNamespace(), RuntimeError("worker crashed"))  # no output: it died
    assert not census.whole_suite(controller)


def test_a_parallel_run_that_selects_no_test_fails(tmp_path):
    # A module of its own outside tests/: the workers start without Herald's conftest (the script is what is tested)
    (tmp_path / "test_alone.py").write_text("def test_alone():\n    pass\n")
    done = subprocess.run(["bash", "scripts/run-tests.sh", sys.executable, *ONLY_NEEDED_PLUGINS, "-q",
                           str(tmp_path / "test_alone.py"), "-k", "no_test_is_named_like_this"],
                          cwd=ROOT, capture_output=True, text=True, env={**os.environ, **NO_AUTOLOAD,
                                                                         "HERALD_TEST_WORKERS": "2"})
    assert done.returncode == 1, done.stdout[-2000:] + done.stderr[-2000:]
    assert "collected no tests" in done.stderr


GROUPED = """
import os

import pytest

pytestmark = pytest.mark.xdist_group("servers")


@pytest.mark.parametrize("n", range(6))
def test_one(n):
    with open(os.path.join(os.environ["RAN_IN"], f"ran-{n}"), "w") as out:
        out.write(os.environ["PYTEST_XDIST_WORKER"])
"""


def test_a_module_marked_as_one_group_runs_on_one_worker(tmp_path):
    """The marks of tests/system's server modules are obeyed: their six tests all run on one of the two workers."""
    (tmp_path / "test_grouped.py").write_text(GROUPED)
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", *ONLY_NEEDED_PLUGINS, "-p", "tests.scheduling",
                           "-n", "2", "--dist", "loadgroup", "test_grouped.py"], cwd=tmp_path, capture_output=True,
                          text=True, env={**os.environ, **NO_AUTOLOAD, "PYTHONPATH": str(ROOT), "RAN_IN": str(tmp_path)})
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    workers = {p.read_text() for p in tmp_path.glob("ran-*")}
    assert len(list(tmp_path.glob("ran-*"))) == 6 and len(workers) == 1, workers


def test_the_slowest_tests_start_first_and_the_others_keep_their_order(monkeypatch):
    monkeypatch.setattr(scheduling, "SLOWEST", {"t.py::long": 90.0, "t.py::longer": 120.0, "s.py::grouped": 60.0})
    names = ["t.py::a", "t.py::long", "t.py::b", "s.py::grouped@servers", "t.py::longer", "t.py::c"]
    items = [SimpleNamespace(nodeid=n) for n in names]
    scheduling.slowest_first(items)
    assert [i.nodeid for i in items] == ["t.py::longer", "t.py::long", "s.py::grouped@servers", "t.py::a", "t.py::b",
                                         "t.py::c"]


def test_each_test_module_s_rewritten_code_is_written_once_where_pytest_reads_it(tmp_path):
    """The runner writes pytest's assertion-rewritten code of every test module before the workers start
    (tests/rewritten.py); pytest finds it, checked against the source, and a changed source is rewritten again."""
    from _pytest.assertion import rewrite as pytest_rewrite

    from tests import rewritten

    module = tmp_path / "test_sample.py"
    module.write_text("def test_sum():\n    assert 1 + 1 == 2\n")
    assert rewritten.rewrite(module) and not rewritten.rewrite(module)
    pyc = pytest_rewrite.get_cache_dir(module) / ("test_sample" + pytest_rewrite.PYC_TAIL)
    assert pytest_rewrite._read_pyc(module, pyc) == pytest_rewrite._rewrite_test(module, None)[1]
    module.write_text("def test_sum():\n    assert 1 + 2 == 3\n")
    assert pytest_rewrite._read_pyc(module, pyc) is None
    assert rewritten.rewrite(module)
    assert pytest_rewrite._read_pyc(module, pyc) is not None
    assert {p.relative_to(rewritten.TESTS).as_posix() for p in rewritten.test_modules()} >= {
        "conftest.py", "test_parallel_run.py", "store/conftest.py", "e2e/conftest.py"}
    # the installed pytest plugins' modules, which pytest rewrites as it imports them, are written too
    plugins = rewritten.plugin_modules()
    assert {p.name for p in plugins} >= {"_hypothesis_pytestplugin.py", "pytest_timeout.py", "plugin.py"}
    assert any(p.parent.name == "xdist" and p.name == "plugin.py" for p in plugins)
