"""A Conjurers game stored before roll labels carried the side (issue 32) still imports: its battle turns keyed
their dice 'hit:creature-greek-1', and every step is decided again to the same events.

tests/data/conjurers_old_roll_labels.json was exported by the code before the change (a two-player battleground
with Herald's dice, played through the API), and is kept as it was written."""

from __future__ import annotations

import json
from pathlib import Path

from app.games.conjurers.engine import parse_events
from tests.helpers import GM_PIN, GM_TOKENS, gm_headers

OLD_FILE = Path(__file__).resolve().parents[2] / "data" / "conjurers_old_roll_labels.json"


def test_a_game_with_roll_labels_without_the_side_imports_unchanged(client):
    raw = OLD_FILE.read_text(encoding="utf-8")
    stored = json.loads(raw)
    labels = [k for s in stored["log"] for k in (s["action"].get("dice") or {})]
    assert labels and all(k.count(":") == 1 for k in labels)  # the old form: 'hit:card'
    r = client.post("/api/v1/games/import", data=raw, content_type="application/json",
                    headers={"X-Herald-Pin": GM_PIN})
    assert r.status_code == 201, r.get_json()
    game_id = r.get_json()["id"]
    GM_TOKENS[game_id] = r.get_json()["gm_token"]
    exported = client.get(f"/api/v1/games/{game_id}/export", headers=gm_headers(game_id)).get_json()
    # the same steps and events, the recorded words kept; a field the events gained since (a fighter's back_at,
    # conj2) reads at its default, as the engine reads the stored events
    assert [(s["seq"], s["action"], s["events"]) for s in exported["log"]] == \
        [(s["seq"], s["action"], _as_read(s["events"])) for s in stored["log"]]


def _as_read(events: list[dict]) -> list[dict]:
    return [e.model_dump(mode="json") for e in parse_events(events)]
