"""A group whose kept entry gave the Dwarf extra Gold beside its bank (003:L155) is told on the Catalog page and can
withdraw the entry there; the Dwarf then starts with the bank alone."""

from __future__ import annotations

import re

from sqlmodel import Session

from app.games.prophecy.catalog import entries
from app.games.prophecy.screens.catalog import catalog_state
from tests.helpers import as_tablet, csrf_token


def test_a_kept_entry_doubling_the_dwarfs_bank_is_told_and_can_be_withdrawn_003_L155(app, client):
    """003:L155: the Dwarf's 3 extra Gold are the bank; an entry of 3 extra Gold kept by an older Herald is left out,
    named on the Catalog page once, and withdrawn from there."""
    client = as_tablet(client)
    engine = app.extensions["herald.log"].engine
    with Session(engine) as session:  # an entry an older Herald accepted
        entries.write(session, {"dwarf": {"gold": 3}}, game_id=None, origin="setup")
        session.commit()
    with app.test_request_context():
        catalog_state.refresh()
    assert app.extensions["herald.catalog"].card("dwarf").gold == 0
    page = client.get("/catalog").get_data(as_text=True)
    told = re.findall(r'class="alert error refused-entry">[^<]*', page)
    assert len(told) == 1 and "Dwarf" in told[0] and "003:L155" in told[0], told
    assert "Withdraw this entry" in page
    r = client.post("/catalog/cards/dwarf/forget", data={"field": "gold", "csrf_token": csrf_token(client)})
    assert r.status_code == 200 and "withdrawn" in r.get_data(as_text=True)
    assert "refused-entry" not in client.get("/catalog").get_data(as_text=True)
    assert not [e for e in entries.current_entries(engine, "dwarf") if e.field == "gold"]
