"""Layout in worker processes: away from the server's threads, short documents never behind long ones,
workers replaced after a few documents by a successor warmed up beforehand."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import time
import weakref
from pathlib import Path

from app.printing import PAPERS, pool


def _probe() -> tuple[int, bool]:
    """In a worker: its process id, and whether the fonts and shared styles were loaded before this job."""
    from app.printing import layout  # WeasyPrint loaded only where a test lays out, not at collection

    return os.getpid(), layout._font_config.cache_info().currsize > 0


def _gone(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(") ", 1)[1].startswith("Z")  # exited, not yet reaped
    except FileNotFoundError:
        return True


def _held(release: str) -> bool:
    """In a worker: a long job (a chronicle taking its time) that goes on until the test lets it end."""
    deadline = time.monotonic() + 300  # only if the test never lets it go
    while not os.path.exists(release) and time.monotonic() < deadline:
        time.sleep(0.05)
    return True


def test_layout_runs_in_another_process_and_a_short_print_does_not_wait_behind_a_long_one(tmp_path):
    assert pool.run("short", os.getpid) != os.getpid()
    pool.run("long", os.getpid)  # both workers up
    release = tmp_path / "release"
    long_job = pool._lanes["long"].submit(_held, str(release))
    try:
        rendered = pool.lay_out("<html><body><p>Player aid</p></body></html>", "prophecy/print/aid", PAPERS["A4"])
        assert rendered.pdf.startswith(b"%PDF") and rendered.pages == 1
        assert not long_job.done()  # the aid came back while the long job still held its lane: it never waited
    finally:
        release.touch()
    assert long_job.result(60)


def test_a_short_print_asked_for_while_another_is_laid_out_goes_to_the_idle_long_lane(tmp_path):
    """A rules summary asked for while the aid for four is laid out does not queue behind it: the long lane's
    worker, idle, lays it out."""
    long_pid = pool.run("long", os.getpid)
    pool.run("short", os.getpid)  # both workers up
    release = tmp_path / "release"
    short_job = pool._lanes["short"].submit(_held, str(release))
    try:
        rendered = pool.lay_out("<html><body><p>Rules summary</p></body></html>", "prophecy/print/rules", PAPERS["A4"])
        assert rendered.pdf.startswith(b"%PDF")
        assert not short_job.done()  # it came back while the short lane was still held
        assert long_pid in pool._lanes["long"].pids()
    finally:
        release.touch()
    assert short_job.result(60)
    deadline = time.monotonic() + 10  # a future's done callbacks run just after its result is handed over
    while not (pool._lanes["short"].idle() and pool._lanes["long"].idle()) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert pool._lanes["short"].idle() and pool._lanes["long"].idle()


def test_a_workers_successor_starts_only_once_its_last_document_is_laid_out(tmp_path):
    """The successor's start and warm-up do not take the machine from the worker's last layout."""
    lane = pool._lanes["short"]
    lane.forget()  # a fresh worker: one an earlier test left near its eighth job may have a successor warming up
    pool.run("short", os.getpid)
    while lane.jobs < pool.TASKS_PER_WORKER - 1:
        pool.run("short", os.getpid)
    release = tmp_path / "release"
    last = lane.submit(_held, str(release))
    try:
        time.sleep(0.5)
        assert lane.successor is None and not last.done()
    finally:
        release.touch()
    assert last.result(60)
    deadline = time.monotonic() + 300
    while lane.successor is None and lane.jobs >= pool.TASKS_PER_WORKER and time.monotonic() < deadline:
        time.sleep(0.05)
    assert lane.successor is not None or lane.jobs < pool.TASKS_PER_WORKER  # raised (or already taken over)


def test_a_worker_is_replaced_after_a_few_documents_by_a_successor_warmed_up_before_its_first_job():
    old = {pool.run("short", _probe)[0] for _ in range(pool.TASKS_PER_WORKER)}
    deadline = time.monotonic() + 300  # bounds a successor that never comes; a loaded machine starts one slowly
    pid, warmed = pool.run("short", _probe)
    while pid in old and time.monotonic() < deadline:  # the retiring worker goes on until its successor is ready
        time.sleep(0.1)
        pid, warmed = pool.run("short", _probe)
    assert pid not in old, "the worker was never replaced"
    assert warmed, "the successor's first job came before it had loaded the fonts and styles"
    assert pool._lanes["short"].pids() == {pid}
    retired = old.pop()
    while not _gone(retired) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert _gone(retired), "the retired worker kept running (its memory not given back)"


def test_a_warmed_up_worker_parses_no_stylesheet_for_its_first_document_and_sets_its_heap_aside(monkeypatch):
    """Warming a worker parses every document's stylesheet and each paper size, so no first print of a document
    pays for its styles; what it loaded is frozen out of the garbage collector's full collections."""
    from app.printing import layout

    layout._stylesheet.cache_clear()
    layout._paper_sheet.cache_clear()
    try:
        layout.warm_up()
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()  # the test process goes on collecting as before
    parsed, css = [], layout.CSS
    monkeypatch.setattr(layout, "CSS", lambda *args, **kwargs: parsed.append(kwargs.get("filename")) or css(*args, **kwargs))
    folders = sorted({path.parent for path in layout.TEMPLATES.glob("*/print/*/*.css")})
    assert len(folders) >= 10  # both games' documents
    for folder in folders:
        for sheet in PAPERS.values():
            layout.html_to_pdf("<p>Herald</p>", str(folder.relative_to(layout.TEMPLATES)), sheet)
    assert parsed == []


SERVER = """
import os, sys, time
from app.printing import pool

if __name__ == "__main__":
    print(pool.run("short", os.getpid), pool.run("long", os.getpid), flush=True)
    time.sleep(600)
"""


def test_the_workers_of_a_server_killed_outright_leave_with_it(tmp_path):
    script = tmp_path / "server.py"
    script.write_text(SERVER)
    root = str(Path(__file__).resolve().parents[2])
    server = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True, cwd=root,
                              env={**os.environ, "PYTHONPATH": root})
    try:
        workers = [int(pid) for pid in server.stdout.readline().split()]
        assert len(workers) == 2 and not any(_gone(pid) for pid in workers)
    finally:
        server.kill()  # SIGKILL: no exit handler runs
        server.wait(30)
        server.stdout.close()
    deadline = time.monotonic() + 30
    while not all(_gone(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert all(_gone(pid) for pid in workers), "layout workers outlived their server"


class _Cycle:
    """An object that refers to itself: only the garbage collector frees it."""


_cycles: list = []


def _leave_a_cycle() -> tuple[int, bool]:
    """In a worker: leave a cycle behind; its process id and whether the collector runs during a job."""
    cycle = _Cycle()
    cycle.itself = cycle
    _cycles.append(weakref.ref(cycle))
    return os.getpid(), gc.isenabled()


def _cycles_alive() -> tuple[int, int]:
    return os.getpid(), sum(ref() is not None for ref in _cycles)


def test_a_worker_collects_no_garbage_during_a_job_and_collects_it_once_the_job_has_answered():
    """WeasyPrint's boxes are cycles: a tenth of a layout went into collections during it."""
    pid, collecting = pool.run("short", _leave_a_cycle)
    assert not collecting
    deadline = time.monotonic() + 60
    alive = pool.run("short", _cycles_alive)
    while alive[1] and alive[0] == pid and time.monotonic() < deadline:
        time.sleep(0.05)
        alive = pool.run("short", _cycles_alive)
    assert alive == (pid, 0), "the job's garbage was never collected (or its worker was replaced meanwhile)"


def test_the_long_lane_works_at_a_lower_priority_than_the_short_lane_and_the_server(monkeypatch):
    """On a machine whose other core is busy, a chronicle takes the share of the core it leaves to a player aid and
    to the taps, not the other way round (the product's setting: the suite's own workers keep niceness 0)."""
    monkeypatch.delenv(pool.NICENESS_SETTING, raising=False)
    lane = pool._lanes["long"]
    lane.forget()  # a worker started now, under the product's setting
    try:
        pool.run("long", os.getpid)  # a worker takes its lane's priority once its first job (its warm-up) is done
        assert pool.run("short", os.nice, 0) == os.nice(0)
        assert pool.run("long", os.nice, 0) == os.nice(0) + pool.NICENESS["long"] > os.nice(0)
    finally:
        lane.forget()  # the next test's long worker is started under the suite's setting again


def test_a_machine_can_keep_the_long_lane_at_the_servers_priority(monkeypatch):
    monkeypatch.setenv(pool.NICENESS_SETTING, "0")
    lane = pool._lanes["long"]
    lane.forget()
    try:
        pool.run("long", os.getpid)
        assert pool.run("long", os.nice, 0) == os.nice(0)
    finally:
        lane.forget()


def test_a_long_lane_niceness_out_of_range_is_refused_in_words_before_the_server_starts(monkeypatch):
    from app import serve

    for setting in ("twenty", "-3", "20", "2.5"):
        monkeypatch.setenv(pool.NICENESS_SETTING, setting)
        assert serve.setting_refusal() == (f"{pool.NICENESS_SETTING} must be a whole number from 0 to 19, "
                                           f"not {setting!r}")
    monkeypatch.setenv(pool.NICENESS_SETTING, " 7 ")
    assert serve.setting_refusal() is None and pool.niceness("long") == 7 and pool.niceness("short") == 0
