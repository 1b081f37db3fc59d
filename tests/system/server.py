"""Run Herald as a real waitress process on 127.0.0.1 for the system tests."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import requests

ROOT = Path(__file__).resolve().parents[2]
# Seconds a test waits for a server's answer: it only stops a hung request; a loaded two-core machine (a second
# suite beside this one) can take seconds to answer what takes milliseconds when idle.
WAIT = 60


def free_port() -> int:
    """A free TCP port on the loopback interface."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ServerProcess:
    """A Herald server in its own process, on a given database file.

    Its start waits on the server itself: the process alive and its port answering HTTP, however long a loaded
    machine takes to get there. `startup_seconds` only bounds a server that runs and never answers.
    `layout_workers=False` lays out prints in the server's process (HERALD_PRINT_IN_PROCESS): a server starts its
    two layout workers a second after its first answer, and their WeasyPrint imports and warm-up took about 3 s of
    CPU per start, beside whatever the test did next; a server whose test prints nothing need not pay it.
    """

    def __init__(self, database: Path, port: int | None = None, startup_seconds: float = 120,
                 layout_workers: bool = True):
        self.database = database
        self.port = port or free_port()
        self.startup_seconds = startup_seconds
        self.layout_workers = layout_workers
        self.proc: subprocess.Popen | None = None
        self.output: Path | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> ServerProcess:
        """Start the server and wait until it answers."""
        return self.launch().wait_ready()

    def launch(self) -> ServerProcess:
        """Start the server's process (several may start side by side before each is waited for)."""
        env = {
            **os.environ,
            "HOST": "127.0.0.1",
            "PORT": str(self.port),
            "HERALD_DATABASE": str(self.database),
            "HERALD_SECRET_KEY": "system-test",
            "HERALD_PRINT_IN_PROCESS": "" if self.layout_workers else "1",
        }
        handle, name = tempfile.mkstemp(prefix="herald-server-", suffix=".log")
        self.output = Path(name)
        with os.fdopen(handle, "wb") as out:
            self.proc = subprocess.Popen([sys.executable, "-m", "app.serve"], cwd=ROOT, env=env, stdout=out,
                                         stderr=subprocess.STDOUT)
        return self

    def wait_ready(self) -> ServerProcess:
        """Wait until the launched server answers HTTP; fail at once if its process ends first."""
        assert self.proc is not None
        deadline = time.monotonic() + self.startup_seconds
        while not self._answers(deadline):
            if self.proc.poll() is not None:
                self._fail(f"the Herald server exited ({self.proc.returncode}) before it answered on port {self.port}")
            if time.monotonic() > deadline:
                self._fail(f"the Herald server ran {self.startup_seconds:.0f} s without answering on port {self.port}")
            time.sleep(0.05)
        return self

    def _answers(self, deadline: float) -> bool:
        """Whether the server's port takes a connection and answers a request (waited for, once it listens)."""
        try:
            socket.create_connection(("127.0.0.1", self.port), timeout=5).close()
        except OSError:
            return False
        try:
            wait = max(deadline - time.monotonic(), 5)
            return requests.get(self.url + "/api/v1/games", timeout=wait).status_code < 500
        except requests.RequestException:
            return False

    def _fail(self, what: str) -> None:
        self.stop()
        raise RuntimeError(f"{what}; its output:\n{self.log()[-3000:]}")

    def log(self) -> str:
        """What the server printed so far."""
        return self.output.read_text(errors="replace") if self.output and self.output.exists() else ""

    def kill(self) -> None:
        """SIGKILL: no shutdown, no flush, as a crash or a pulled plug on the process."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()  # a killed process always ends

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self.output:
            self.output.unlink(missing_ok=True)
