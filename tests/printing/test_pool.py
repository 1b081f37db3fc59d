"""Layout in worker processes: away from the server's threads, short documents never behind long ones,
workers replaced after a few documents."""

from __future__ import annotations

import os
import time

from app.printing import PAPERS, pool


def test_layout_runs_in_another_process_and_a_short_print_does_not_wait_behind_a_long_one():
    lane_pid = pool._pool("short").submit(os.getpid).result(60)
    assert lane_pid != os.getpid()
    pool._pool("long").submit(os.getpid).result(60)  # both workers up
    long_job = pool._pool("long").submit(time.sleep, 4)  # a chronicle taking its time
    start = time.monotonic()
    rendered = pool.lay_out("<html><body><p>Player aid</p></body></html>", "prophecy/print/aid", PAPERS["A4"])
    took = time.monotonic() - start
    assert rendered.pdf.startswith(b"%PDF") and rendered.pages == 1
    assert not long_job.done() and took < 4
    long_job.result(30)


def test_a_worker_is_replaced_after_a_few_documents():
    pids = {pool._pool("short").submit(os.getpid).result(60) for _ in range(pool.TASKS_PER_WORKER * 2 + 1)}
    assert len(pids) >= 2
