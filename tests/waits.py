"""Where tests wait: a pytest plugin, off in a normal run, that writes each test's wall time beside the CPU time of
the test process's whole tree (Chromium, Playwright's driver, servers, layout workers, the PostgreSQL cluster).

`pytest -p tests.waits -p no:cacheprovider -n 0 tests/e2e/shared` with HERALD_WAITS=<file>: one JSON line a test
(node id, wall, CPU of the tree, of the test process alone, of every other process of the tree), from setup to
teardown. A test whose wall is far above its CPU waits (a sleep, a poll period, a server's start, a backoff). The
tree is this process's descendants and every process of its session: pg_ctl leaves the PostgreSQL server to init.
A process that ended during the test counts in the parent that reaped it (its children's times); one reaped by
init (a daemon) is lost, so the CPU is a floor. Only meaningful with one process (`-n 0`). Read with
`python -m tests.waits <file>`.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

import pytest

TICK = os.sysconf("SC_CLK_TCK")


def _stat(pid: int) -> list[str] | None:
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return text[text.rindex(")") + 2:].split()  # the fields after the command name (it may hold spaces)


def tree_times(root: int) -> dict[int, tuple[int, float]]:
    """Every process in the tree of `root` and in its session: its parent and its CPU seconds (its own and its
    reaped children's)."""
    stats = {}
    for entry in os.scandir("/proc"):
        if entry.name.isdigit() and (fields := _stat(int(entry.name))) is not None:
            stats[int(entry.name)] = fields
    session = stats[root][3]
    children: dict[int, list[int]] = {}
    for pid, fields in stats.items():
        children.setdefault(int(fields[1]), []).append(pid)
    members, todo = set(), [root]
    while todo:
        pid = todo.pop()
        members.add(pid)
        todo.extend(children.get(pid, ()))
    members |= {pid for pid, fields in stats.items() if fields[3] == session}
    # fields (0-based after the name): 11 utime, 12 stime, 13 cutime, 14 cstime
    return {pid: (int(stats[pid][1]), sum(int(stats[pid][i]) for i in (11, 12, 13, 14)) / TICK) for pid in members}


_kinds: dict[int, str] = {}


def kind(pid: int) -> str:
    """What a process is: its program's name, and Chromium's process type (renderer, gpu-process, ...)."""
    if pid not in _kinds:
        try:
            argv = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
        except OSError:
            return "gone"
        words = b" ".join(argv).decode(errors="replace").split()  # Chromium rewrites its argv into one string
        name = Path(words[0]).name if words else "?"
        name = "chromium" if "chromium" in name or "playwright_chromium" in " ".join(words) else name
        types = [w[7:] for w in words if w.startswith("--type=")]
        _kinds[pid] = f"{name}:{types[0]}" if types else name
    return _kinds[pid]


def by_kind(before: dict[int, tuple[int, float]], after: dict[int, tuple[int, float]]) -> dict[str, float]:
    """The CPU seconds between two looks of the processes alive at the second, by kind (see `kind`)."""
    spent: dict[str, float] = {}
    for pid, (_, t) in after.items():
        name = kind(pid)
        spent[name] = round(spent.get(name, 0.0) + t - before.get(pid, (0, 0.0))[1], 3)
    return {name: t for name, t in spent.items() if t}


def cpu_between(before: dict[int, tuple[int, float]], after: dict[int, tuple[int, float]]) -> float:
    """The CPU seconds the tree spent between two looks: a process that ended and was reaped by its parent in the
    tree moved its whole time into that parent's (its part before the first look is taken off again)."""
    spent = sum(t for _, t in after.values()) - sum(before[p][1] for p in after if p in before)
    return spent - sum(t for p, (parent, t) in before.items() if p not in after and parent in after)


class Waits:
    """Each test's wall and CPU, appended to the file as it ends."""

    def __init__(self, path: str):
        self.out = open(path, "a")  # noqa: SIM115 - open for the session

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(self, item, nextitem):
        pid = os.getpid()
        before, wall = tree_times(pid), time.perf_counter()
        yield
        after, wall = tree_times(pid), time.perf_counter() - wall
        cpu, own = cpu_between(before, after), after[pid][1] - before[pid][1]
        self.out.write(json.dumps({"test": item.nodeid, "wall": round(wall, 3), "cpu": round(cpu, 3),
                                   "own": round(own, 3), "others": round(cpu - own, 3),
                                   "kinds": by_kind(before, after)}) + "\n")
        self.out.flush()


def pytest_configure(config):
    """Records only when HERALD_WAITS names the file to write."""
    if os.environ.get("HERALD_WAITS"):
        config.pluginmanager.register(Waits(os.environ["HERALD_WAITS"]), "herald-waits")


def report(path: str) -> None:
    """Every test of the file, the longest first: wall, CPU, the share of the wall spent waiting."""
    rows = [json.loads(line) for line in Path(path).read_text().splitlines() if line.strip()]
    rows.sort(key=lambda r: -r["wall"])
    print(f"{'wall':>7} {'cpu':>7} {'own':>7} {'others':>7} {'idle':>5}  test")
    for r in rows:
        idle = 1 - min(r["cpu"], r["wall"]) / r["wall"] if r["wall"] else 0
        print(f"{r['wall']:7.2f} {r['cpu']:7.2f} {r['own']:7.2f} {r['others']:7.2f} {idle:5.0%}  {r['test']}")
    wall, cpu = sum(r["wall"] for r in rows), sum(r["cpu"] for r in rows)
    print(f"{wall:7.2f} {cpu:7.2f} {'':7} {'':7} {1 - min(cpu, wall) / wall if wall else 0:5.0%}  {len(rows)} tests")


if __name__ == "__main__":
    report(sys.argv[1])
