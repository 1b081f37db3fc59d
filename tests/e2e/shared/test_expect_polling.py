"""The e2e expectations checked in slices (tests/e2e/polling.py) keep their meaning: one that comes true after a
first slice has run out still holds, and one that never does fails once its whole timeout is spent."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from tests.e2e.polling import SLICE_MS

pytestmark = pytest.mark.e2e


@pytest.fixture
def page(browser):
    context = browser.new_context()
    yield context.new_page()
    context.close()


def _later(page, ms: int) -> None:
    """The page's text turns to "done" `ms` milliseconds from now."""
    page.set_content('<p id="state">waiting</p>')
    page.evaluate("ms => setTimeout(() => { document.querySelector('#state').textContent = 'done'; }, ms)", ms)


def test_an_expectation_that_comes_true_after_a_slice_still_holds(page):
    _later(page, SLICE_MS + 600)
    expect(page.locator("#state")).to_have_text("done", timeout=SLICE_MS * 3)


def test_an_expectation_that_never_holds_fails_after_its_whole_timeout(page):
    page.set_content('<p id="state">waiting</p>')
    start = time.monotonic()
    with pytest.raises(AssertionError, match="done"):
        expect(page.locator("#state")).to_have_text("done", timeout=SLICE_MS + 1_500)
    assert time.monotonic() - start >= (SLICE_MS + 1_500) / 1000

