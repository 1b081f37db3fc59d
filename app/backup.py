"""Back up or restore a whole Herald instance: `python -m app.backup create FILE` / `restore FILE`.

create may run while Herald serves (it reads one moment of the database); restore writes into an empty instance
only and refuses a damaged or tampered file without changing anything. The database is the instance's (or
DATABASE_URL's). `--with-secrets` adds the PIN hashes, seat links and GM API tokens to the backup.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from . import create_app
from .store import backup


def main(argv: list[str] | None = None) -> int:
    """Run the command; 0 on success, 1 with a message when the backup or restore is refused."""
    parser = argparse.ArgumentParser(prog="python -m app.backup", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    make = sub.add_parser("create", help="write a backup of this instance to FILE")
    make.add_argument("file", type=Path)
    make.add_argument("--with-secrets", action="store_true", help="include PIN hashes, seat links, GM API tokens")
    back = sub.add_parser("restore", help="restore FILE into this (empty) instance")
    back.add_argument("file", type=Path)
    args = parser.parse_args(argv)
    engine = create_app().extensions["herald.log"].engine
    try:
        return _create(engine, args) if args.command == "create" else _restore(engine, args)
    finally:
        engine.dispose()


def _create(engine, args) -> int:
    data = backup.to_bytes(backup.create(engine, secrets=args.with_secrets))
    # Written beside the target and renamed, so FILE is never a half-written backup.
    with tempfile.NamedTemporaryFile(dir=args.file.resolve().parent, delete=False) as tmp:
        tmp.write(data)
        tmp.flush()
        os.fsync(tmp.fileno())
    os.replace(tmp.name, args.file)
    print(f"Backup written to {args.file} ({len(data):,} bytes).")
    return 0


def _restore(engine, args) -> int:
    try:
        raw = args.file.read_bytes()
    except OSError as exc:
        print(f"Cannot read {args.file}: {exc.strerror}.", file=sys.stderr)
        return 1
    try:
        written = backup.restore(engine, raw)
    except backup.RestoreRefused as exc:
        print(f"Restore refused, nothing was changed: {exc}", file=sys.stderr)
        return 1
    print(f"Restored {written.get('game', 0)} games, {written.get('event', 0)} log rows, "
          f"{written.get('catalog_entry', 0)} card entries.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
