"""HTML drawn once and served many times: marks where each response differs (the step, every form's fresh action
id, the session's CSRF token) are put in when it is drawn and filled in for every response, so the marks are never
shared between two responses."""

from __future__ import annotations

import os
import re
import time
from typing import NamedTuple

from flask import current_app, g, render_template, session
from flask_wtf.csrf import generate_csrf
from markupsafe import Markup

SEQ = "__herald_seq__"
ACTION_ID = "__herald_action_id__"
CSRF = "__herald_csrf__"
REDO = Markup("__herald_redo__")  # the redo button's state: a screen is kept without it, so an undo finds it kept
JOINT = ""  # where two prepared pieces were joined (`joined`): filled with nothing


_SIGNED: dict[tuple, str] = {}  # (secret, session's raw token, second) -> its signed token in that second


def csrf_token() -> str:
    """This session's CSRF token as flask_wtf's `generate_csrf` gives it, signed once per session and second (the same
    value: the signature holds the second): signing it for every answer was a twentieth of a kept screen's. Templates
    call it for every form (`csrf_field`): once the request has its token, that is one read of `g`, where flask_wtf's
    read the app, its config, `g` and the session again for each form."""
    token = g.get("csrf_token")
    if token is not None:
        return token
    if "csrf_token" not in session:
        return generate_csrf()
    key = (current_app.config.get("WTF_CSRF_SECRET_KEY") or current_app.secret_key, session["csrf_token"],
           int(time.time()))
    token = _SIGNED.get(key)
    if token is None:
        if len(_SIGNED) > 256:
            _SIGNED.clear()
        token = _SIGNED[key] = generate_csrf()
    else:
        g.csrf_token = token
    return token


def redo_disabled(can_redo) -> Markup:
    """The redo button's `disabled` attribute when nothing waits to be redone (the mark, in kept HTML)."""
    return REDO if can_redo is REDO else Markup("" if can_redo else "disabled")


def marked(template: str, mark_seq: bool = False, /, mark_redo: bool = False, **context) -> str:
    """A template drawn with marks for the action ids and the CSRF token (and the step, if mark_seq; the redo
    button's state, if mark_redo)."""
    context["action_id"] = lambda: ACTION_ID
    if mark_seq:
        context["seq"] = Markup(SEQ)
    if mark_redo:
        context["can_redo"] = REDO
    return render_template(template, **context).replace(csrf_token(), CSRF)


def marked_blocks(template: str, /, mark_redo: bool = False, **context) -> dict[str, Markup]:
    """Each block of a template drawn on its own, with every mark (the step's too): the panels of a screen, compared
    between two steps by their HTML."""
    context |= {"action_id": lambda: ACTION_ID, "seq": Markup(SEQ)} | ({"can_redo": REDO} if mark_redo else {})
    app = current_app._get_current_object()
    app.update_template_context(context)
    drawn = app.jinja_env.get_template(template)
    shared, token = drawn.new_context(context), csrf_token()
    return {name: Markup("".join(block(shared)).replace(token, CSRF)) for name, block in drawn.blocks.items()}


def fill(html: str, seq: int | None = None, can_redo: bool | None = None) -> str:
    """Marked HTML made into this response's: the step and the redo button's state (when marked), a fresh action id
    per form, this session's CSRF token."""
    if seq is not None:
        html = html.replace(SEQ, str(seq))
    if can_redo is not None:
        html = html.replace(REDO, redo_disabled(can_redo))
    parts = html.replace(CSRF, csrf_token()).split(ACTION_ID)
    fresh = os.urandom(16 * len(parts)).hex()  # 32 random hex digits per form, as uuid4().hex gave, drawn at once
    out = [parts[0]]
    for i, part in enumerate(parts[1:]):
        out += (fresh[32 * i:32 * i + 32], part)
    return "".join(out)


_ANY_MARK = re.compile("(" + "|".join(re.escape(m) for m in (SEQ, ACTION_ID, CSRF, REDO)) + ")")


class Prepared(NamedTuple):
    """Marked HTML cut at its marks once, to be filled for each response in one join instead of a pass per mark."""

    parts: tuple[str, ...]
    marks: tuple[str, ...]  # the mark between parts[i] and parts[i + 1]
    forms: int  # how many action ids it needs
    encoded: tuple[bytes, ...] = ()  # the parts in UTF-8, for `fill_prepared_bytes`


def prepare(html: str) -> Prepared:
    """Marked HTML cut at its marks (the parts kept as text and in UTF-8)."""
    pieces = _ANY_MARK.split(html)
    marks, parts = tuple(pieces[1::2]), tuple(pieces[0::2])
    return Prepared(parts, marks, marks.count(ACTION_ID), tuple(p.encode() for p in parts))


def joined(pieces) -> Prepared:
    """Prepared pieces one after another as one (a kept screen put together from its frame and its panels, each cut
    once), a mark of nothing where two meet (copying the texts to make one part of them cost more)."""
    parts, encoded, marks = [], [], []
    for piece in pieces:
        if parts:
            marks.append(JOINT)
        parts += piece.parts
        encoded += piece.encoded
        marks += piece.marks
    return Prepared(tuple(parts), tuple(marks), marks.count(ACTION_ID), tuple(encoded))


def fill_prepared(kept: Prepared, seq: int, can_redo: bool) -> str:
    """What `fill` gives for the HTML `kept` was cut from."""
    return _filled(kept.parts, kept, os.urandom(16 * kept.forms).hex(),
                   {SEQ: str(seq), CSRF: csrf_token(), REDO: redo_disabled(can_redo), JOINT: ""})


def fill_prepared_bytes(kept: Prepared, seq: int, can_redo: bool) -> bytes:
    """What `fill_prepared` gives, in UTF-8, joined from the parts encoded once: a screen holds characters beyond
    Latin-1, and encoding its 75 kB for every answer cost a fifth of the game screen's GET."""
    values = {SEQ: str(seq).encode(), CSRF: csrf_token().encode(), REDO: redo_disabled(can_redo).encode(), JOINT: b""}
    return _filled(kept.encoded, kept, os.urandom(16 * kept.forms).hex().encode(), values)


def _filled(parts, kept: Prepared, fresh, values: dict):
    """The parts joined with each mark's value between them (a fresh action id of `fresh` for each form)."""
    out, n = [parts[0]], 0
    for mark, part in zip(kept.marks, parts[1:], strict=True):
        if mark == ACTION_ID:
            out.append(fresh[32 * n:32 * n + 32])
            n += 1
        else:
            out.append(values[mark])
        out.append(part)
    return parts[0][:0].join(out)
