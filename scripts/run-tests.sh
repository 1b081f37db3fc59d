#!/usr/bin/env bash
# Run every test; pytest's exit code 5 (no test collected) counts as a failure, never as a pass.
set -uo pipefail
python="${1:-.venv/bin/python}"
"$python" -m pytest "${@:2}"
status=$?
if [ "$status" -eq 5 ]; then
  echo "pytest collected no tests: that is a failure for Herald." >&2
  exit 1
fi
exit "$status"
