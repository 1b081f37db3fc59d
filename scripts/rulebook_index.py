"""Write tests/data/rulebook_index.json from the rulebooks ($HERALD_SEEDS or ../shared/seeds): `make rulebook-index`."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.rulebooks import INDEX, build, dumps, seeds_dir  # noqa: E402


def main() -> int:
    """Regenerate the index; exit 1 when the rulebooks are not found."""
    seeds = seeds_dir()
    if seeds is None:
        print("rulebooks not found: set HERALD_SEEDS or keep shared/seeds beside the repository", file=sys.stderr)
        return 1
    text = dumps(build(seeds))
    old = INDEX.read_text(encoding="utf-8") if INDEX.exists() else ""
    INDEX.parent.mkdir(parents=True, exist_ok=True)
    INDEX.write_text(text, encoding="utf-8")
    print(f"{INDEX.relative_to(Path.cwd()) if INDEX.is_relative_to(Path.cwd()) else INDEX}: "
          f"{'unchanged' if old == text else 'written'} from {seeds}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
