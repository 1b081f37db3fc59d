"""A throwaway PostgreSQL server for tests and benches: Debian's binaries, a cluster in a temp dir, a free port.

`make test` installs the `postgresql` package (scripts/install-system.sh); nothing here mocks it. initdb refuses
to run as root, so as root the cluster belongs to the `postgres` user the package creates. The server listens on
loopback only, trusts local connections, and skips fsync (a test cluster never outlives its run). Each pytest-xdist
worker starts its own cluster (its own folder, its own free port) on first use.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import sys
import tempfile
import uuid
from pathlib import Path

import psycopg
import pytest


def binaries() -> Path | None:
    """The folder of Debian's PostgreSQL server programs, or None when the package is missing."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    return Path(found[-1]).parent if found else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Cluster:
    """One PostgreSQL server in a temp dir; `database()` makes an empty database and answers its URL."""

    def __init__(self) -> None:
        bin_dir = binaries()
        if bin_dir is None:
            raise RuntimeError("PostgreSQL is not installed: run `make test` (it installs Debian's postgresql).")
        self.bin = bin_dir
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        self.dir = Path(tempfile.mkdtemp(prefix=f"herald-pg-{worker}-"))
        self.port = _free_port()
        self.user = "herald"
        self._template: str | None = None
        self._as = []
        if os.geteuid() == 0:
            owner = pwd.getpwnam("postgres")
            shutil.chown(self.dir, owner.pw_uid, owner.pw_gid)
            self._as = ["runuser", "-u", "postgres", "--"]
        data = self.dir / "data"
        # --no-sync: initdb's closing fsync of every file waited on the disk for a cluster that never outlives its run
        self._run("initdb", "-D", str(data), "-U", self.user, "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8",
                  "--no-sync")
        options = (f"-c listen_addresses=127.0.0.1 -c port={self.port} -c unix_socket_directories={self.dir} "
                   "-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200")
        # -w waits for the server to accept connections; -t only bounds a start that never comes (a loaded machine
        # can take far longer than pg_ctl's default of 60 s).
        self._run("pg_ctl", "-D", str(data), "-o", options, "-l", str(self.dir / "server.log"), "-w", "-t", "600", "start")
        self.url = f"postgresql://{self.user}@127.0.0.1:{self.port}"
        self._watchdog = self._watch()

    def _watch(self) -> subprocess.Popen:
        """A small process that stops the server if this one dies without stopping it (a killed test run)."""
        stop = [*self._as, str(self.bin / "pg_ctl"), "-D", str(self.dir / "data"), "-m", "immediate", "stop"]
        code = ("import os, shutil, subprocess, sys, time\n"
                "parent, folder, stop = int(sys.argv[1]), sys.argv[2], sys.argv[3:]\n"
                "while os.path.isdir(folder):\n"
                "    try:\n        os.kill(parent, 0)\n    except OSError:\n"
                "        subprocess.run(stop, capture_output=True)\n        shutil.rmtree(folder, ignore_errors=True)\n"
                "        break\n"
                "    time.sleep(1)\n")
        return subprocess.Popen([sys.executable, "-c", code, str(os.getpid()), str(self.dir), *stop],
                                start_new_session=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)

    def _run(self, program: str, *args: str) -> None:
        subprocess.run([*self._as, str(self.bin / program), *args], check=True, capture_output=True, cwd=self.dir)

    def database(self, schema: bool = False, copy_of: str | None = None) -> str:
        """A new database's URL: empty, or with Herald's newest schema (copied from a template made once: making
        the schema took as long as making the database), or a copy of the database at the URL `copy_of` (no
        connection may stay open on it)."""
        source = copy_of.rsplit("/", 1)[1] if copy_of else self._schema_template() if schema else None
        template = f' TEMPLATE "{source}"' if source else ""
        name = "t_" + uuid.uuid4().hex[:16]
        with psycopg.connect(f"{self.url}/postgres", autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"{template}')
        return f"{self.url}/{name}"

    def _schema_template(self) -> str:
        if self._template is None:
            from app.store.db import make_engine

            url = self.database()
            make_engine(url).dispose()  # no connection may stay open on a template that is copied
            self._template = url.rsplit("/", 1)[1]
        return self._template

    def stop(self) -> None:
        """Stop the server and delete its files."""
        try:
            self._run("pg_ctl", "-D", str(self.dir / "data"), "-m", "immediate", "-w", "-t", "600", "stop")
        finally:
            shutil.rmtree(self.dir, ignore_errors=True)
            self._watchdog.kill()  # its work is done; waiting for its next look (each second) depends on the load
            self._watchdog.wait()



@pytest.fixture(scope="session")
def pg_cluster():
    """A throwaway PostgreSQL server for the whole test session (started on first use)."""
    cluster = Cluster()
    try:
        yield cluster
    finally:
        cluster.stop()
