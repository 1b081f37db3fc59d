#!/usr/bin/env bash
# Run every test, in parallel: two pytest-xdist workers per core (HERALD_TEST_WORKERS=N to choose, 0 for none). Many
# tests wait on other processes (Chromium, servers, layout workers, PostgreSQL): with one worker per core the cores
# sat idle part of the run. Idle two-core machine, fresh clones, whole run: 702 s with two workers, 639 s with three,
# 583 s with four (the cores then busy 98 % of the run: more workers would only share them).
# pytest's exit code 5 (no test collected) counts as a failure, never as a pass.
set -uo pipefail
python="${1:-.venv/bin/python}"
# Herald's own modules compiled first: PYTHONDONTWRITEBYTECODE=1 on these machines stops Python writing bytecode
# (not reading it), so without this every server and layout process the tests start compiles Herald again.
"$python" -m compileall -q -j 0 app > /dev/null || { "$python" -m compileall -q app; exit 1; }
# The tests' own helpers compiled too, and each test module's assertion-rewritten code written once for every worker
# (pytest writes none under PYTHONDONTWRITEBYTECODE=1: each worker rewrote every test module at each run).
"$python" -m compileall -q -j 0 -x '/(test_[^/]*|conftest)\.py$' tests > /dev/null
"$python" -m tests.rewritten
workers="${HERALD_TEST_WORKERS:-$(( $(nproc) * 2 ))}"
"$python" -m pytest -n "$workers" --dist loadgroup "${@:2}"
status=$?
if [ "$status" -eq 5 ]; then
  echo "pytest collected no tests: that is a failure for Herald." >&2
  exit 1
fi
exit "$status"
