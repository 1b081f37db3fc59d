"""In-process measures the tap profiles share: CPU side by side, one call's SQL statements, cProfile's top lines."""

from __future__ import annotations

import cProfile
import io
import pstats
import time
from collections.abc import Callable

from sqlalchemy import event


def cpu_ms(calls: dict[str, Callable[[], object]], rounds: int) -> dict[str, float]:
    """CPU milliseconds of each call, the median over rounds that time every call once, in turn (side by side, so a
    burst of load on a shared machine weighs on all of them alike)."""
    times: dict[str, list[float]] = {name: [] for name in calls}
    for _ in range(rounds):
        for name, call in calls.items():
            start = time.process_time()
            call()
            times[name].append(time.process_time() - start)
    return {name: sorted(t)[rounds // 2] * 1000 for name, t in times.items()}


def cpu_line(cpu: dict[str, float], rounds: int) -> str:
    """'CPU in process …: static 1.00 ms, tap 3.00 ms (3.00x)', each call as a ratio to the static file."""
    return f"CPU in process (median of {rounds} side by side): " + ", ".join(
        f"{name} {ms:.2f} ms" + (f" ({ms / cpu['static']:.2f}x)" if name != "static" else "") for name, ms in cpu.items())


def statements(engine, call: Callable[[], object]) -> list[str]:
    """The SQL statements one call runs, each shortened to a line."""
    seen: list[str] = []
    listen = lambda *a: seen.append(" ".join(a[2].split())[:150])  # noqa: E731
    event.listen(engine, "before_cursor_execute", listen)
    try:
        call()
    finally:
        event.remove(engine, "before_cursor_execute", listen)
    return seen


def print_profile(tap: Callable[[], object], taps: int, top: int, dump: str | None) -> None:
    """Profile `taps` calls and print cProfile's top lines by cumulative and own time (and dump them if asked)."""
    profile = cProfile.Profile()
    start = time.perf_counter()
    profile.enable()
    for _ in range(taps):
        tap()
    profile.disable()
    print(f"{taps} taps in process: {(time.perf_counter() - start) / taps * 1000:.2f} ms each (profiled)")
    for order in ("cumulative", "tottime"):
        out = io.StringIO()
        pstats.Stats(profile, stream=out).sort_stats(order).print_stats(top)
        print(out.getvalue())
    if dump:
        profile.dump_stats(dump)
