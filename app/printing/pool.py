"""Layout in worker processes: WeasyPrint is not thread-safe and holds the GIL while it lays out, and its
memory grows with every document. So PDFs are laid out in two small pools of processes, away from the
server's threads (the chronicle is also gathered there: its job reads the whole log in the worker): one for the long documents (the chronicle) and one for the short ones, so a player aid
never waits behind a chronicle and a tap never waits behind either. A worker is replaced after a few
documents, which gives its memory back.
"""

from __future__ import annotations

import atexit
import importlib
import multiprocessing
import os
import threading
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TypeVar

from .render import Paper, Rendered, html_to_pdf

T = TypeVar("T")
TASKS_PER_WORKER = 8  # documents a worker lays out before it is replaced (its memory returned)
TIMEOUT = 120  # seconds: a layout that takes longer is given up

_pools: dict[str, ProcessPoolExecutor] = {}
_lock = threading.Lock()
_preload: dict[str, set[str]] = {"long": set(), "short": set()}


def preload(lane: str, module: str) -> None:
    """Have every worker of the lane import a module as it starts (before its first job), so a job's first run
    does not wait for the imports; takes effect for workers started from now on."""
    _preload[lane].add(module)


def _import_all(modules: tuple[str, ...]) -> None:
    for name in modules:
        importlib.import_module(name)


def _pool(lane: str) -> ProcessPoolExecutor:
    with _lock:
        pool = _pools.get(lane)
        if pool is None:
            pool = ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                max_tasks_per_child=TASKS_PER_WORKER,
                initializer=_import_all, initargs=(tuple(sorted(_preload.get(lane, ()))),),
            )
            _pools[lane] = pool
        return pool


def enabled() -> bool:
    """Whether layout goes to worker processes (HERALD_PRINT_IN_PROCESS=1 keeps it in this process)."""
    return os.environ.get("HERALD_PRINT_IN_PROCESS", "") not in ("1", "true", "yes")


def lay_out(html: str, document: str, sheet: Paper, *, long: bool = False) -> Rendered:
    """The PDF of a document's HTML (the document named by its folder under templates/), laid out in the
    worker lane for its length."""
    return run("long" if long else "short", html_to_pdf, html, document, sheet)


def run(lane: str, job: Callable[..., T], *args) -> T:
    """A print job (a module-level function, its arguments picklable) done in a worker of the lane ("long" or
    "short") and its result; done in this process when layout stays here or no worker can start."""
    if not enabled():
        return job(*args)
    try:
        future = _pool(lane).submit(job, *args)
    except (RuntimeError, BrokenProcessPool):  # no worker could start (a script without a main guard): do it here
        with _lock:
            _pools.pop(lane, None)
        return job(*args)
    return future.result(TIMEOUT)


def warm() -> None:
    """Start the workers now (in the background), so the first print does not wait for WeasyPrint to load."""
    if enabled():
        for lane in ("short", "long"):
            _pool(lane).submit(_ready)


def _ready() -> bool:
    return True


@atexit.register
def shutdown() -> None:
    """Stop the workers (at exit)."""
    with _lock:
        for pool in _pools.values():
            pool.shutdown(wait=False, cancel_futures=True)
        _pools.clear()
