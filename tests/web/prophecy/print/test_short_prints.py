"""A short document (rules summary, player aid, reference) is gathered without reading every row of the log: its
first step (the heroes as created) and when the latest step was recorded are all it uses."""

from __future__ import annotations

import pytest

from tests.helpers import api_act, api_create

SHORT = ("rules", "aid", "reference")


@pytest.fixture
def game_id(client):
    gid = api_create(client, 3, "Long Tuesday")
    assert api_act(client, gid, 1, {"kind": "record_dice", "purpose": "who starts", "faces": [2, 5, 6]}).status_code == 200
    for seq in range(2, 8):
        assert api_act(client, gid, seq, {"kind": "adjust_hero", "seat": seq % 3, "gold": 1}).status_code == 200
    return gid


def test_a_short_print_reads_no_row_but_the_first(client, game_id, monkeypatch):
    from app.store.gamelog import GameLog

    def every_row(*args, **kwargs):
        raise AssertionError("a short print read every row of the log")

    monkeypatch.setattr(GameLog, "log_columns", every_row)
    monkeypatch.setattr(GameLog, "stream_rows", every_row)
    for doc in SHORT:
        r = client.get(f"/games/{game_id}/print/{doc}.pdf")
        assert r.status_code == 200 and r.headers["X-Herald-Print-Cache"] == "miss", doc
        assert r.data.startswith(b"%PDF")


def test_a_short_document_is_the_same_as_from_the_whole_log(app, client, game_id, log):
    from sqlmodel import Session, select

    from app.games import registry
    from app.printing import PAPERS
    from app.store.models import EventRecord
    from app.web.printing import produce

    with Session(log.engine) as session:  # the latest step on another day than the rest
        row = session.exec(select(EventRecord).where(EventRecord.game_id == game_id, EventRecord.seq == 8)).one()
        row.recorded_at = row.recorded_at.replace(year=row.recorded_at.year + 1)
        session.add(row)
        session.commit()
    writer = registry.printing("prophecy")
    with app.test_request_context():
        whole, short = produce.gather(game_id), produce.gather(game_id, whole=False)
        assert len(whole.log) == 8 and [e.seq for e in short.log] == [1]
        assert short.latest_recorded() == whole.latest_recorded()
        assert short.latest_recorded().year == whole.log[0].recorded_at.year + 1
        for doc in SHORT:
            html = [writer.document_html(doc, g, sheet=PAPERS["A4"]) for g in (whole, short)]
            assert html[0] == html[1], doc
            if doc != "aid":  # the aid's header gives no date
                assert f"of {whole.latest_recorded().date()}" in html[1], doc
