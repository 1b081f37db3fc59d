"""Run Herald as a real waitress process on 127.0.0.1 for the system tests."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import requests

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    """A free TCP port on the loopback interface."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ServerProcess:
    """A Herald server in its own process, on a given database file."""

    def __init__(self, database: Path, port: int | None = None, startup_seconds: float = 20):
        self.database = database
        self.port = port or free_port()
        self.startup_seconds = startup_seconds
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> ServerProcess:
        env = {
            **os.environ,
            "HOST": "127.0.0.1",
            "PORT": str(self.port),
            "HERALD_DATABASE": str(self.database),
            "HERALD_SECRET_KEY": "system-test",
        }
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "app.serve"], cwd=ROOT, env=env,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + self.startup_seconds
        while time.monotonic() < deadline:
            try:
                if requests.get(self.url + "/api/v1/games", timeout=1).status_code < 500:
                    return self
            except requests.ConnectionError:
                time.sleep(0.1)
        self.stop()
        raise RuntimeError("the Herald server did not start")

    def kill(self) -> None:
        """SIGKILL: no shutdown, no flush, as a crash or a pulled plug on the process."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=10)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
