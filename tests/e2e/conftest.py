"""End-to-end fixtures: Herald on a real server at 127.0.0.1 (a free port) and Debian's Chromium via Playwright."""

from __future__ import annotations

import shutil
import threading
from pathlib import Path

import pytest
from werkzeug.serving import make_server

from app import create_app

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

pytestmark = pytest.mark.skipif(not shutil.which(CHROMIUM), reason="Debian chromium is not installed")


@pytest.fixture
def live_app(tmp_path):
    """A Herald app served from a thread on 127.0.0.1 only; yields (app, base URL)."""
    app = create_app({"SECRET_KEY": "e2e", "DATABASE": str(tmp_path / "herald.sqlite")})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    app.config.update(SERVER_HOST="127.0.0.1", SERVER_PORT=server.server_port)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield app, f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(timeout=5)


@pytest.fixture(scope="session")
def browser():
    """Debian's Chromium, headless (never `playwright install`)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def artifacts() -> Path:
    """The folder for screenshots (gitignored)."""
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
