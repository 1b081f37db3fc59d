"""Layout in worker processes: WeasyPrint is not thread-safe and holds the GIL while it lays out, and its
memory grows with every document. So PDFs are laid out in two lanes of one worker process each, away from the
server's threads (the chronicle is also gathered there: its job reads the whole log in the worker): one for the
long documents (the chronicle) and one for the short ones, so a player aid never waits behind a chronicle and a
tap never waits behind either. A short document asked for while the short lane is busy and the long lane's worker
is idle is laid out there (a rules summary does not wait for the aid for four printed just before it). A document of
sheets that stand alone (the aid for four) is laid out in two halves, one in each lane, when both are idle.

A worker is replaced after a few documents, which gives its memory back. Its successor is started once the last of
those documents is laid out (started beside it, its warm-up took half the machine from that layout: in the print
bench a reference sheet, the eighth job, took 4.65 s against 1.7 s for another game's) and warmed up (imports, fonts, the shared styles) while the old worker still takes jobs;
it takes over only once ready, so no print ever waits for a process to start; for a moment the lane has two.

A worker collects no garbage while it works: WeasyPrint's boxes are cycles, and the collections during a layout took a
tenth of it; they are collected once the job's answer is on its way. The long lane's workers run at a lower priority
(niceness) once warmed up, so on a machine whose other core is busy a player aid and the server's taps are not slowed
by a chronicle (its warm-up at that priority waited for the rest of a busy machine, and so did the first chronicle).
A machine where nothing else should get ahead of a chronicle sets HERALD_LONG_LANE_NICENESS (the test suite sets 0: on a
machine crowded with other processes at niceness 0, a niced chronicle got almost no time at all).
"""

from __future__ import annotations

import atexit
import gc
import importlib
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.connection import wait
from typing import TypeVar

from .pdf import html_to_pdf, join, parts_to_pdf, warm_up
from .render import Paper, Rendered, compile_templates

T = TypeVar("T")
TASKS_PER_WORKER = 8  # documents a worker lays out before its successor takes over (its memory returned)
TIMEOUT = 120  # seconds: a layout that takes longer is given up
LANES = ("short", "long")
NICENESS = {"short": 0, "long": 5}  # the long lane's worker yields a shared core to the short lane and the server
NICENESS_SETTING = "HERALD_LONG_LANE_NICENESS"  # where a machine sets the long lane's niceness instead (0 to 19)
COLLECT_AFTER = 0.02  # seconds between a job's end and its garbage collection (its answer sent first)

_lock = threading.RLock()  # RLock: a successor's ready callback may run at once, in the thread that added it
_preload: dict[str, set[str]] = {"short": {"app.printing.joined"}, "long": set()}  # the short lane joins halves
_job_done = threading.Event()  # in a worker: a job has ended (its garbage is collected next)
_niceness_due = 0  # in a worker: the lane's niceness, taken once its first job is done


def preload(lane: str, module: str) -> None:
    """Have every worker of the lane import a module as it starts (before its first job), so a job's first run
    does not wait for the imports; takes effect for workers started from now on."""
    _preload[lane].add(module)


def _begin(modules: tuple[str, ...], niceness: int = 0) -> None:
    """A new worker's start: it leaves with the server, takes its lane's priority, collects garbage only between
    jobs, then imports what the lane's jobs need."""
    parent = multiprocessing.parent_process()
    if parent is not None:  # a server killed outright runs no exit handler: its workers must not outlive it
        threading.Thread(target=_leave_with, args=(parent.sentinel,), name="leave-with-server", daemon=True).start()
    global _niceness_due
    _niceness_due = niceness  # taken after the first job (its warm-up): a busy machine would starve the warm-up
    gc.disable()
    threading.Thread(target=_collect_between_jobs, name="collect-between-jobs", daemon=True).start()
    for name in modules:
        importlib.import_module(name)


def _leave_with(sentinel: int) -> None:
    wait([sentinel])
    os._exit(0)


def _job(job: Callable[..., T], *args) -> T:
    """In a worker: one job, its garbage collected once it has answered; after its first, the lane's priority."""
    global _niceness_due
    try:
        return job(*args)
    finally:
        if _niceness_due:
            os.nice(_niceness_due)
            _niceness_due = 0
        _job_done.set()


def _collect_between_jobs() -> None:
    while True:
        _job_done.wait()
        _job_done.clear()
        time.sleep(COLLECT_AFTER)
        gc.collect()


def niceness(lane: str) -> int:
    """The niceness a lane's workers take once warmed up: the long lane's from HERALD_LONG_LANE_NICENESS when set."""
    setting = os.environ.get(NICENESS_SETTING, "").strip()
    if lane != "long" or not setting:
        return NICENESS[lane]
    if not (setting.isdigit() and int(setting) <= 19):
        raise ValueError(f"{NICENESS_SETTING} must be a whole number from 0 to 19, not {setting!r}")
    return int(setting)


def _start(lane: str) -> ProcessPoolExecutor:
    return ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                               initializer=_begin, initargs=(tuple(sorted(_preload[lane])), niceness(lane)))


class _Lane:
    """One lane's worker, the jobs given to it, and the successor warming up to replace it."""

    def __init__(self, name: str):
        self.name = name
        self.current: ProcessPoolExecutor | None = None
        self.successor: ProcessPoolExecutor | None = None
        self.jobs = 0
        self.running = 0  # jobs given and not yet done

    def submit(self, job: Callable[..., T], *args) -> Future:
        """Give a job to the lane's worker (started if there is none); start its successor once it has had enough."""
        with _lock:
            if self.current is None:
                self.current, self.jobs = _start(self.name), 0
            future = self.current.submit(_job, job, *args)
            self.jobs += 1
            self.running += 1
            future.add_done_callback(self._done)
            if self.jobs >= TASKS_PER_WORKER:  # its successor starts once this job is done, not beside it
                future.add_done_callback(self._replace)
            return future

    def _replace(self, _future: Future) -> None:
        with _lock:
            if self.jobs >= TASKS_PER_WORKER and self.successor is None:
                self._raise_successor()

    def _done(self, _future: Future) -> None:
        with _lock:
            self.running -= 1

    def idle(self) -> bool:
        """Whether the lane has a worker up with nothing to do."""
        with _lock:
            return self.current is not None and self.running == 0

    def warm(self) -> None:
        """Start the worker now and have it load everything a layout needs."""
        with _lock:
            if self.current is None:
                self.current, self.jobs = _start(self.name), 0
                self.current.submit(_job, warm_up)

    def _raise_successor(self) -> None:
        successor = _start(self.name)
        self.successor = successor
        successor.submit(_job, warm_up).add_done_callback(lambda ready: self._take_over(successor, ready))

    def _take_over(self, successor: ProcessPoolExecutor, ready: Future) -> None:
        with _lock:
            if self.successor is not successor:
                return
            self.successor = None
            if ready.cancelled() or ready.exception() is not None:  # it could not start: keep the worker we have
                successor.shutdown(wait=False, cancel_futures=True)
                return
            retired, self.current, self.jobs = self.current, successor, 0
        if retired is not None:
            retired.shutdown(wait=False)  # it finishes the jobs it was given, then exits

    def forget(self) -> None:
        """Drop the lane's processes (they could not start, or the server stops)."""
        with _lock:
            executors = [e for e in (self.current, self.successor) if e is not None]
            self.current = self.successor = None
        for executor in executors:
            executor.shutdown(wait=False, cancel_futures=True)

    def pids(self) -> set[int]:
        """The process ids of the lane's workers (for tests and benches)."""
        with _lock:
            executors = [e for e in (self.current, self.successor) if e is not None]
        return {pid for e in executors for pid in (getattr(e, "_processes", None) or {})}


_lanes = {lane: _Lane(lane) for lane in LANES}


def enabled() -> bool:
    """Whether layout goes to worker processes (HERALD_PRINT_IN_PROCESS=1 keeps it in this process)."""
    return os.environ.get("HERALD_PRINT_IN_PROCESS", "") not in ("1", "true", "yes")


def lay_out(html: str, document: str, sheet: Paper, *, long: bool = False) -> Rendered:
    """The PDF of a document's HTML (the document named by its folder under templates/), laid out in the
    worker lane for its length; a short one in the long lane when its own is busy and that one idle."""
    lane = "long" if long or (_lanes["short"].running and _lanes["long"].idle()) else "short"
    return run(lane, html_to_pdf, html, document, sheet)


def both_idle() -> bool:
    """Whether layout goes to the workers and both lanes have a worker up with nothing to do."""
    return enabled() and all(lane.idle() for lane in _lanes.values())


def lay_out_halves(parts: list[str], document: str, sheet: Paper) -> Rendered | None:
    """The PDF of a document made of sheets that stand alone (an aid for every seat), its parts laid out in two
    halves side by side, one in each lane, then joined: on an idle two-core machine the aid for four comes in a
    little over half the time. None when either lane is busy (or layout stays in this process), or when a sheet
    took more than its page (its numbering would be wrong): the caller then lays the document out whole, so a print
    never waits behind another for the sake of this one."""
    lanes = _lanes["short"], _lanes["long"]
    if len(parts) < 2 or not both_idle():
        return None
    middle = (len(parts) + 1) // 2
    try:  # each sheet one page, numbered as in the whole document
        halves = [lane.submit(parts_to_pdf, tuple(half), document, sheet, (first, len(parts)))
                  for lane, half, first in zip(lanes, (parts[:middle], parts[middle:]), (1, middle + 1), strict=True)]
    except (RuntimeError, BrokenProcessPool):
        return None
    done = [half.result(TIMEOUT) for half in halves]
    return None if None in done else run("short", join, done)


def run(lane: str, job: Callable[..., T], *args) -> T:
    """A print job (a module-level function, its arguments picklable) done in a worker of the lane ("long" or
    "short") and its result; done in this process when layout stays here or no worker can start."""
    if not enabled():
        return job(*args)
    try:
        future = _lanes[lane].submit(job, *args)
    except (RuntimeError, BrokenProcessPool):  # no worker could start (a script without a main guard): do it here
        _lanes[lane].forget()
        return job(*args)
    return future.result(TIMEOUT)


def warm() -> None:
    """Start the workers now (in the background), so the first print does not wait for WeasyPrint to load, and
    compile the print templates in this process, so it does not wait for Jinja either."""
    if enabled():
        for lane in _lanes.values():
            lane.warm()
    compile_templates()


@atexit.register
def shutdown() -> None:
    """Stop the workers (at exit)."""
    for lane in _lanes.values():
        lane.forget()
