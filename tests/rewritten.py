"""Writes pytest's assertion-rewritten code of every test module before a run (`python -m tests.rewritten`).

pytest rewrites each test module's asserts when it imports it and keeps the result in __pycache__, but not under
PYTHONDONTWRITEBYTECODE=1 (these machines set it): every pytest-xdist worker rewrote all ~360 test modules again at
each run, half of its collecting. Written here once, shared by the CPU cores, the workers read them (pytest reads a
cached rewrite whatever that setting, checked against the source's hash). The same goes for the modules of the
installed pytest plugins (schemathesis, hypothesis, anyio, xdist, timeout): pytest rewrites every module of a plugin's
distribution, so each pytest process rewrote the ~280 it imports (about 3 s of CPU per worker, and again in each
nested run of tests/test_parallel_run.py). Uses pytest's own rewriting functions: a pytest that renames them makes
this write nothing, and the run is only slower.
"""

from __future__ import annotations

import importlib.metadata
import os
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from types import SimpleNamespace

TESTS = Path(__file__).resolve().parent


def test_modules() -> list[Path]:
    """The modules pytest rewrites: test files and conftest files (pyproject.toml keeps pytest's default names)."""
    return sorted(p for p in TESTS.rglob("*.py") if p.name.startswith("test_") or p.name == "conftest.py")


def plugin_modules() -> list[Path]:
    """The modules of every installed distribution with a pytest plugin, which pytest rewrites as it imports them."""
    found = []
    for dist in importlib.metadata.distributions():
        if any(ep.group == "pytest11" for ep in dist.entry_points):
            found += [Path(dist.locate_file(f)) for f in dist.files or () if f.suffix == ".py"]
    return sorted(p for p in found if p.is_file())


def rewrite(path: Path) -> bool:
    """Write the rewritten code of one module where pytest looks for it; whether it was (re)written."""
    from _pytest.assertion import rewrite as pytest_rewrite

    pyc = pytest_rewrite.get_cache_dir(path) / (path.name[:-3] + pytest_rewrite.PYC_TAIL)
    if pytest_rewrite._read_pyc(path, pyc) is not None:
        return False
    pyc.parent.mkdir(exist_ok=True)
    try:
        source_hash, code = pytest_rewrite._rewrite_test(path, None)
    except SyntaxError:  # a plugin's module for another Python: pytest never imports it here
        return False
    return pytest_rewrite._write_pyc(SimpleNamespace(trace=lambda message: None), code, source_hash, pyc)


def main() -> int:
    try:
        with ProcessPoolExecutor(os.cpu_count() or 1) as pool:
            list(pool.map(rewrite, test_modules() + plugin_modules(), chunksize=8))
    except (ImportError, AttributeError, TypeError) as problem:  # pytest's private functions changed
        print(f"tests/rewritten.py: pytest's rewriting not reached ({problem}); each worker rewrites", file=sys.stderr)
        return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
