"""In-process measures the profiles share: CPU side by side, one call's SQL statements, cProfile's top lines; and a
Prophecy bench game mastered through Flask's test client (its PIN given, imported again if asked, tapped as htmx taps)."""

from __future__ import annotations

import cProfile
import io
import pstats
import re
import time
import uuid
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


def print_profile(tap: Callable[[], object], taps: int, top: int, dump: str | None, name: str = "taps",
                  before: Callable[[], object] | None = None) -> None:
    """Profile `taps` calls and print cProfile's top lines by cumulative and own time (and dump them if asked);
    `before`: called ahead of each call, not profiled (a tap before each screen GET, as the side-by-side rounds go)."""
    profile, spent = cProfile.Profile(), 0.0
    for _ in range(taps):
        if before is not None:
            before()
        start = time.perf_counter()
        profile.enable()
        tap()
        profile.disable()
        spent += time.perf_counter() - start
    print(f"{taps} {name} in process: {spent / taps * 1000:.2f} ms each (profiled)")
    for order in ("cumulative", "tottime"):
        out = io.StringIO()
        pstats.Stats(profile, stream=out).sort_stats(order).print_stats(top)
        print(out.getvalue())
    if dump:
        profile.dump_stats(dump)


def mastered(client, game_id: str, pin: str) -> str:
    """Give the game's PIN as a tablet does (the client then holds the GM session); the CSRF token htmx sends."""
    page = client.get("/games/new").get_data(as_text=True)
    token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
    assert client.post(f"/games/{game_id}/pin", data={"pin": pin, "csrf_token": token}).status_code == 303
    return token


def imported(client, game_id: str, pin: str) -> str:
    """Export a game and import it again over the API, as bench/screen_times.py does; the new game's id."""
    blob = client.get(f"/api/v1/games/{game_id}/export").get_data()
    r = client.post("/api/v1/games/import", data=blob, headers={"Content-Type": "application/json", "X-Herald-Pin": pin})
    assert r.status_code == 201, r.get_data(as_text=True)[:300]
    return r.get_json()["id"]


def prophecy_tap(client, game_id: str, token: str) -> Callable[[], object]:
    """A tap as bench/screen_times.py posts it (Gold up, then down, on the first seat in play, answered with the
    panels it changed): a call that posts the next one and checks it was recorded."""
    game = client.get(f"/api/v1/games/{game_id}").get_json()
    seat = next(h["seat"] for h in game["state"]["heroes"] if h["status"] == "active")  # a hero may be out
    state = {"seq": game["seq"], "n": 0}

    def tap():
        state["n"] += 1
        data = {"seq": state["seq"], "action_id": uuid.uuid4().hex, "kind": "adjust_hero", "seat": seat,
                "gold": 1 if state["n"] % 2 else -1, "panels": "1"}
        r = client.post(f"/games/{game_id}/act", data=data, headers={"HX-Request": "true", "X-CSRFToken": token})
        assert f'data-seq="{state["seq"] + 1}"' in r.get_data(as_text=True), r.status_code
        state["seq"] += 1

    return tap
