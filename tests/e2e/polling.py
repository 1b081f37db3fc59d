"""Expectations checked every 100 ms at most, however long they may wait.

Playwright's driver checks an expectation at once, then after 20, 50, 100 and 100 ms, then every 500 ms until its
timeout; it keeps the 500 ms steps only when the timeout is at least 2.5 s (`retryWithProgressAndBackoff`: a step
above a fifth of the timeout is dropped). With the suite's 30 s (EXPECT_MS) a screen that came 280 ms after a tap
was seen at 770 ms: the test sat waiting on the backoff, and so did the whole suite. So each expectation is asked
in slices of SLICE_MS, every slice checked every 100 ms at most, until the expectation's own timeout is spent; what
is checked and how long it may take are unchanged, and a failure says what it saw at the end, as before.
"""

from __future__ import annotations

import time

from playwright._impl.frame import Frame

SLICE_MS = 2_400  # under 2.5 s: the driver's checks stay 100 ms apart at most

_original = Frame._expect


async def _expect_in_slices(self, selector, expression, options, title):
    """Frame._expect asked again slice by slice until it holds or the expectation's whole timeout is spent."""
    timeout = options.get("timeout")
    if not timeout:  # 0: no timeout at all
        return await _original(self, selector, expression, options, title)
    deadline = time.monotonic() + timeout / 1000
    while True:
        left_ms = (deadline - time.monotonic()) * 1000
        if left_ms <= SLICE_MS:
            return await _original(self, selector, expression, {**options, "timeout": max(left_ms, 1)}, title)
        result = await _original(self, selector, expression, {**options, "timeout": SLICE_MS}, title)
        if not result.get("timedOut"):  # it held, or failed for good (not for time): the answer stands
            return result


def install() -> None:
    """Every Frame._expect (locator and page expectations) polls in slices from now on."""
    if Frame._expect is not _expect_in_slices:
        Frame._expect = _expect_in_slices
