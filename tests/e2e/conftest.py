"""End-to-end fixtures: Herald served on 127.0.0.1 in a thread, driven by Debian's Chromium via Playwright."""

from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path

import pytest
from werkzeug.serving import make_server

from app import create_app
from tests.e2e import polling

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
# `shot` saves its screenshots only when asked (HERALD_SCREENSHOTS=1): they are for a person to look at, and a
# full-page screenshot took a quarter of a second of Chromium's CPU (130 calls; a sixth of tests/e2e/shared's time
# went to screenshots). A screenshot a test reads (a QR code decoded) is taken by the test itself, always.
SCREENSHOTS = os.environ.get("HERALD_SCREENSHOTS", "") not in ("", "0")
TABLET = {"width": 1280, "height": 800}
# How long an expect(...) and a page's action (click, fill, goto, wait_for_url) wait for what they need: Playwright's
# 5 s expectation default is met by a loaded machine (a print laid out by a layout worker that starts on first use
# took longer, beside a second suite). It waits only as long as it takes; only a check that fails waits it out. The
# one value for every test: no test sets a shorter one of its own (a test must not depend on the machine's load).
EXPECT_MS = 30_000


@pytest.fixture(scope="session")
def browser():
    if not shutil.which(CHROMIUM):
        pytest.fail("Debian chromium is missing: run `make test`, which installs it.")
    from playwright.sync_api import expect, sync_playwright

    expect.set_options(timeout=EXPECT_MS)
    polling.install()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def live_app(tmp_path):
    app = create_app({"TESTING": False, "SECRET_KEY": "e2e", "DATABASE": str(tmp_path / "e2e.sqlite")})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    # where the server listens, for the QR codes of "Share with phones" (app.serve records the same)
    app.config.update(SERVER_HOST="127.0.0.1", SERVER_PORT=server.server_port)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    app.config["LIVE_URL"] = f"http://127.0.0.1:{server.server_port}"
    yield app
    server.shutdown()


@pytest.fixture
def base_url(live_app) -> str:
    return live_app.config["LIVE_URL"]


@pytest.fixture
def tablet(browser):
    context = browser.new_context(viewport=TABLET, device_scale_factor=1, has_touch=True)
    context.set_default_timeout(EXPECT_MS)
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture
def artifacts() -> Path:
    """The folder for screenshots (gitignored)."""
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


def become_gm(page, base_url: str, game_id: str) -> None:
    """Give the game's PIN in this browser, as a device that did not create the game must before running it."""
    from tests.helpers import GM_PIN

    page.goto(f"{base_url}/games/{game_id}/pin")
    page.fill("input[name=pin]", GM_PIN)
    page.get_by_role("button", name="Continue").click()
    page.wait_for_url(f"{base_url}/games/{game_id}")


def shot(page, name: str) -> Path:
    """Save a full-page screenshot under test-artifacts/ for a person to look at, when HERALD_SCREENSHOTS=1."""
    return keep(page, ARTIFACTS / f"{name}.png", full_page=True)


def keep(target, path, **options) -> Path:
    """Save a screenshot of a page or an element at `path` for a person to look at, when HERALD_SCREENSHOTS=1 (a
    screenshot the test reads is taken by the test itself); its path."""
    ARTIFACTS.mkdir(exist_ok=True)
    if SCREENSHOTS:
        target.screenshot(path=str(path), **options)
    elif not hasattr(target, "goto"):  # an element's screenshot waits until it shows: that wait stays a check
        target.wait_for(state="visible")
    return Path(path)
