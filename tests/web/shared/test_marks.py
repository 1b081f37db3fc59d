"""Kept HTML's marks (app/web/rendering/marks.py): HTML cut at its marks once and filled per response gives what
filling it pass by pass gives, with fresh action ids in the same places."""

from __future__ import annotations

from unittest import mock

from flask_wtf.csrf import generate_csrf
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.web.rendering.marks import ACTION_ID, CSRF, REDO, SEQ, fill, fill_prepared, prepare

TEXT = st.text(alphabet="<>=\" xyz_/", max_size=12)  # no mark's letters
PIECES = st.lists(st.one_of(TEXT, st.sampled_from([SEQ, ACTION_ID, CSRF, str(REDO)])), max_size=30)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(pieces=PIECES, seq=st.integers(1, 30_000), can_redo=st.booleans())
def test_a_cut_page_fills_as_the_page_does(app, pieces, seq, can_redo):
    html = "".join(pieces)
    counter = iter(range(10**6))
    ids = lambda n: b"".join(next(counter).to_bytes(16, "big") for _ in range(n // 16))  # noqa: E731 - numbered ids
    with app.test_request_context(), mock.patch("app.web.rendering.marks.os.urandom", ids):
        generate_csrf()  # the session's token made first: making it draws random bytes too
        counter = iter(range(10**6))
        a = fill(html, seq, can_redo)
        counter = iter(range(10**6))
        b = fill_prepared(prepare(html), seq, can_redo)
    assert a == b and "__herald" not in b  # the text around the marks cannot spell one
