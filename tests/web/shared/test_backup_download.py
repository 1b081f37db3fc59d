"""The backup download on the share page: any game master gets the whole instance; no one else gets anything."""

from __future__ import annotations

from app.store import backup
from app.store.db import make_engine
from tests.helpers import link_path, seat_links, ui_create


def test_a_game_master_downloads_a_backup_that_restores_every_game(app, tmp_path):
    gm = app.test_client()
    first = ui_create(gm, name="Friday")
    other = app.test_client()
    second = ui_create(other, name="Saturday")  # another group's game master: the backup holds both games
    page = gm.get(f"/games/{first}/share").get_data(as_text=True)
    assert 'id="backup-link"' in page and 'href="/backup"' in page
    r = gm.get("/backup")
    assert r.status_code == 200
    assert r.headers["Content-Disposition"].startswith('attachment; filename="herald-backup-')
    data = backup.read(r.data)
    assert {g["id"] for g in data["tables"]["game"]} == {first, second}
    assert "game_access" not in data["tables"] and "seat_link" not in data["tables"]
    engine = make_engine(tmp_path / "restored.sqlite")
    backup.restore(engine, r.data)
    assert backup.dump(engine) == backup.dump(app.extensions["herald.log"].engine)


def test_strangers_and_phones_get_no_backup(app):
    gm = app.test_client()
    game_id = ui_create(gm)
    phone = app.test_client()
    assert phone.get(link_path(seat_links(gm, game_id)[0])).status_code == 200
    for client in (app.test_client(), phone):
        r = client.get("/backup")
        assert r.status_code == 403 and b"herald-backup" not in r.data
