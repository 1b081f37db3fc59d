"""Bench: printing over HTTP against waitress, at 20, 2,000 and 20,000 steps and for an imported game.

For every document: the first print (laid out; its wall time and the CPU the server and its layout workers spent on
it, which a shared machine's other work does not inflate) and the reprint (from the cache), beside a static file.
Then a chronicle laid out while a player aid is printed and the tablet taps (nothing may wait behind it),
and the server's memory after 50 prints. Goals (issue 17): a cached reprint at most 50 ms at 20,000 steps;
the chronicle under 3 s at 20,000; a short print and a tap not held by a long print (and, while another process
keeps one of the machine's cores busy, no print waiting for another: issue 42); memory bounded. Issue 42: every
first layout at 2,000 steps within 1 s. Exits 1 when a goal is missed.

    python bench/print_documents.py [--prints 50] [--reprints 10]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import threading
import time
import uuid

import requests
from games import PIN, SIZES, cached_database, game_ids
from harness import (
    STATIC,
    cpu_seconds,
    cpu_spent,
    import_game,
    load_note,
    median_ms,
    p95_ms,
    rss_mib,
    server,
    tablet,
    tap_seat,
    timed,
)

JOBS = [("rules", ""), ("aid", "?seat=0"), ("aid", ""), ("reference", ""), ("chronicle", "")]
CACHED_GOAL_MS = 50
CHRONICLE_GOAL_S = {20000: 3.0}
FIRST_GOAL_S = 1.0  # issue 42: every document's first layout at 2,000 steps
TIMEOUT = 240


class Tablet:
    """A GM's browser on one game, keeping track of the game's step for its taps."""

    def __init__(self, base: str, game_id: str, pid: int = 0):
        self.base, self.game_id, self.pid = base, game_id, pid
        self.session = tablet(base, game_id, PIN)
        self.seq, self.seat = tap_seat(self.session, base, game_id)
        self.n = 0

    def tap(self) -> requests.Response:
        self.n += 1
        data = {"seq": self.seq, "action_id": uuid.uuid4().hex, "kind": "adjust_hero", "seat": self.seat,
                "gold": 1 if self.n % 2 else -1}
        r = self.session.post(f"{self.base}/games/{self.game_id}/act", data=data, headers={"HX-Request": "true"}, timeout=60)
        self.seq += 1
        return r

    def print(self, doc: str, query: str = "") -> requests.Response:
        return self.session.get(f"{self.base}/games/{self.game_id}/print/{doc}.pdf{query}", timeout=TIMEOUT)

    def static(self) -> requests.Response:
        return self.session.get(self.base + STATIC, timeout=30)


def documents(label: str, size: int, t: Tablet, reprints: int) -> bool:
    """Each document laid out once, then reprinted from the cache beside the static file."""
    met = True
    print(f"-- {label}")
    for doc, query in JOBS:
        start, start_cpu = time.perf_counter(), cpu_seconds(t.pid)
        try:
            r = t.print(doc, query)
            first = time.perf_counter() - start
            cpu = cpu_spent(start_cpu, cpu_seconds(t.pid))
        except requests.Timeout:
            print(f"{doc + query:<18} laid out: more than {TIMEOUT} s (gave up)")
            met = False
            continue
        pages, hit = r.headers.get("X-Herald-Print-Pages"), r.headers.get("X-Herald-Print-Cache")
        cached, static = [], []
        for _ in range(reprints):
            static.append(timed(t.static))
            cached.append(timed(lambda doc=doc, query=query: t.print(doc, query)))
        text = (f"{doc + query:<18} laid out {first:6.2f} s (CPU {cpu:4.2f} s, {pages} pages, {hit})   reprint median {median_ms(cached):6.1f} ms"
                f" p95 {p95_ms(cached):6.1f} ms ({median_ms(cached) / median_ms(static):4.1f}x static)")
        if size == 20000:
            ok = p95_ms(cached) <= CACHED_GOAL_MS
            met &= ok
            text += f"  goal reprint <= {CACHED_GOAL_MS} ms: {'met' if ok else 'MISSED'}"
        if size == 2000:
            ok = first <= FIRST_GOAL_S
            met &= ok
            text += f"  goal first layout <= {FIRST_GOAL_S:g} s: {'met' if ok else 'MISSED'}"
        if doc == "chronicle" and size in CHRONICLE_GOAL_S:
            ok = first <= CHRONICLE_GOAL_S[size]
            met &= ok
            text += f"  goal chronicle < {CHRONICLE_GOAL_S[size]:g} s: {'met' if ok else 'MISSED'}"
        print(text)
    return met


def side_by_side(t: Tablet, long: Tablet, aid: Tablet) -> bool:
    """A chronicle laid out (the 20,000-step game's) while a player aid is printed and the tablet taps: once on the
    machine as it is, then with another process keeping one core busy."""
    met = _side_by_side(t, long, aid, busy=False)
    burner = busy_core()
    try:
        return _side_by_side(t, long, aid, busy=True) and met
    finally:
        burner.terminate()
        burner.wait(timeout=10)


def busy_core(seconds: float = 300) -> subprocess.Popen:
    """Another process keeping one core busy (bounded in time), as on a machine doing other work."""
    return subprocess.Popen([sys.executable, "-c", f"import time\nend = time.monotonic() + {seconds}\n"
                             "while time.monotonic() < end: pass"])


def _side_by_side(t: Tablet, long: Tablet, aid: Tablet, *, busy: bool) -> bool:
    """Goals: the aid not queued behind the chronicle (issue 42: on a machine whose other core is busy, no print
    waits for another); taps, as a ratio to the static file, within 1.25x of alone (issue 17: a long print never
    delays a tap by more than a few ms). With a core kept busy the taps' figure is printed, not held: the niced
    chronicle then shares the core the taps run on and takes its CFS share of it (about 3 ms of a 9 ms tap)."""
    # Alone as beside the chronicle below: a static file then a tap, in turn (ten of each in two runs, one loop after
    # the other, gave 2.1x in one and 3.2x in the next on the idle machine: the baseline moved more than the goal's 1.25)
    alone_static, alone_taps = [], []
    for _ in range(30):
        alone_static.append(timed(t.static))
        alone_taps.append(timed(t.tap))
    aid.tap()
    start = time.perf_counter()
    aid.print("aid", "?seat=0")
    aid_alone = time.perf_counter() - start
    long.tap()  # the chronicle below is laid out afresh
    aid.tap()
    done: dict = {}

    def timed_print(name, tablet, *args):
        began = time.perf_counter()
        tablet.print(*args)
        done[name] = time.perf_counter() - began

    threads = [threading.Thread(target=timed_print, args=("chronicle", long, "chronicle"))]
    threads.append(threading.Thread(target=lambda: (time.sleep(0.1), timed_print("aid", aid, "aid", "?seat=0"))))
    for thread in threads:
        thread.start()
    taps, statics = [], []
    while not taps or threads[0].is_alive() and len(taps) < 60:
        statics.append(timed(t.static))
        taps.append(timed(t.tap))
    for thread in threads:
        thread.join()
    where = "one core kept busy" if busy else "the machine as it is"
    print(f"-- a chronicle laid out meanwhile (the 20,000-step game's), a player aid and taps beside it, {where}")
    print(f"chronicle {done['chronicle']:.2f} s; player aid alone {aid_alone:.2f} s, beside the chronicle {done['aid']:.2f} s")
    print(f"taps alone: median {median_ms(alone_taps):.1f} ms (static {median_ms(alone_static):.1f} ms); beside the chronicle:"
          f" median {median_ms(taps):.1f} ms, worst {max(taps) * 1000:.1f} ms (static {median_ms(statics):.1f} ms), {len(taps)} taps")
    alone, during = median_ms(alone_taps) / median_ms(alone_static), median_ms(taps) / median_ms(statics)
    aid_ok, taps_ok = done["aid"] <= aid_alone + 1.0, during <= 1.25 * alone
    print(f"tap / static: {alone:.1f}x alone, {during:.1f}x beside the chronicle"
          f"{' (a figure only: the chronicle shares the taps core)' if busy else ''}")
    if busy:
        print(f"goal (the aid not queued behind the chronicle): {'met' if aid_ok else 'MISSED'}")
        return aid_ok
    print(f"goal (the aid not queued behind the chronicle; taps, as a ratio to the static file, within 1.25x of alone): "
          f"{'met' if aid_ok and taps_ok else 'MISSED'}")
    return aid_ok and taps_ok


def memory(t: Tablet, pid: int, prints: int) -> None:
    """The server's memory (and its layout workers') after many prints, each laid out afresh."""
    before, before_main = rss_mib(pid), rss_mib(pid, children=False)
    cycle = ["chronicle", "aid", "rules", "reference"]
    for i in range(prints):
        t.tap()
        t.print(cycle[i % len(cycle)])
    after, after_main = rss_mib(pid), rss_mib(pid, children=False)
    print(f"-- memory before {prints} more prints: server {before_main:.0f} MiB, with its layout workers {before:.0f} MiB;"
          f" after: server {after_main:.0f} MiB, with its layout workers {after:.0f} MiB")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prints", type=int, default=50)
    parser.add_argument("--reprints", type=int, default=10)
    parser.add_argument("--beside-only", action="store_true", help="only the taps beside a 20,000-step chronicle")
    args = parser.parse_args()
    database = cached_database()
    ids = game_ids(database)
    with server(database) as (base, pid):
        print(load_note())
        tablets = {size: Tablet(base, ids[size], pid) for size in SIZES}
        tablets[20].print("rules")  # the layout workers are up
        if args.beside_only:
            met = side_by_side(tablets[2000], tablets[20000], Tablet(base, ids[20]))
            print("print goals (taps beside a chronicle only):", "met" if met else "MISSED")
            return 0 if met else 1
        imported = Tablet(base, import_game(base, tablets[2000].session, ids[2000], PIN), pid)
        met = True
        for label, size, t in ((f"{SIZES[0]} steps", 20, tablets[20]), ("2000 steps", 2000, tablets[2000]),
                               ("2000 steps, imported", 0, imported), ("20000 steps", 20000, tablets[20000])):
            met &= documents(label, size, t, args.reprints)
        met &= side_by_side(tablets[2000], tablets[20000], Tablet(base, ids[20]))
        memory(tablets[20], pid, args.prints)
        print(load_note())
    print("print goals:", "met" if met else "MISSED")
    return 0 if met else 1


if __name__ == "__main__":
    raise SystemExit(main())
