"""What the routes' access tests need for Conjurers' catalog and battle-screen writes: a card with an entry to
withdraw or a withdrawal to restore, a card on the open battle's board with no name, the entries as a fingerprint."""

from __future__ import annotations

from app.games.conjurers import entries
from tests.helpers import gm_headers

CONJURERS_CARD = "level1-01"
CONJURERS_WITHDRAW = ("conjurers_catalog.withdraw_entry", "api.conjurers_card_withdraw")
CONJURERS_RESTORE = ("conjurers_catalog.restore_entry", "api.conjurers_card_restore")


def conjurers_entry(client, game_id: str, endpoint: str) -> int | None:
    """A name typed for a Conjurers card (to withdraw), withdrawn too (to restore): the withdrawal's history row."""
    if endpoint not in CONJURERS_WITHDRAW + CONJURERS_RESTORE:
        return None
    api = f"/api/v1/conjurers/catalog/cards/{CONJURERS_CARD}"
    assert client.post(f"{api}/values", json={"values": {"name": "Imp"}}, headers=gm_headers(game_id)).status_code == 201
    if endpoint in CONJURERS_WITHDRAW:
        return None
    r = client.post(f"{api}/withdraw", json={"field": "name"}, headers=gm_headers(game_id))
    return next(h["id"] for h in r.get_json()["history"] if h["state"] == "withdrawn")


def unnamed_card(client, game_id: str, endpoint: str) -> str:
    """A card on the open battle's board that has no printed name yet."""
    if endpoint != "conjurers_battle.name_card" or log_kind(client, game_id) != "conjurers":
        return "ghost"
    from app.games.conjurers.screens.battle.typing_view import unnamed

    state = client.application.extensions["herald.log"].load(game_id)[1]
    with client.application.app_context():
        return unnamed(state, state.fight.battle)[0]["card"]


def conjurers_fingerprint(log) -> tuple:
    """The group's Conjurers entries in force, to see whether a write changed them."""
    return tuple((e.card_id, e.field, repr(e.value)) for e in entries.current_entries(log.engine))


def log_kind(client, game_id: str) -> str:
    return client.application.extensions["herald.log"].kind_of(game_id).name
