"""HTML drawn once and served many times: marks where each response differs (the step, every form's fresh action
id, the session's CSRF token) are put in when it is drawn and filled in for every response, so the marks are never
shared between two responses."""

from __future__ import annotations

import os
import re
from typing import NamedTuple

from flask import current_app, render_template
from flask_wtf.csrf import generate_csrf
from markupsafe import Markup

SEQ = "__herald_seq__"
ACTION_ID = "__herald_action_id__"
CSRF = "__herald_csrf__"
REDO = Markup("__herald_redo__")  # the redo button's state: a screen is kept without it, so an undo finds it kept


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
    return render_template(template, **context).replace(generate_csrf(), CSRF)


def marked_blocks(template: str, /, mark_redo: bool = False, **context) -> dict[str, Markup]:
    """Each block of a template drawn on its own, with every mark (the step's too): the panels of a screen, compared
    between two steps by their HTML."""
    context |= {"action_id": lambda: ACTION_ID, "seq": Markup(SEQ)} | ({"can_redo": REDO} if mark_redo else {})
    app = current_app._get_current_object()
    app.update_template_context(context)
    drawn = app.jinja_env.get_template(template)
    shared, token = drawn.new_context(context), generate_csrf()
    return {name: Markup("".join(block(shared)).replace(token, CSRF)) for name, block in drawn.blocks.items()}


def fill(html: str, seq: int | None = None, can_redo: bool | None = None) -> str:
    """Marked HTML made into this response's: the step and the redo button's state (when marked), a fresh action id
    per form, this session's CSRF token."""
    if seq is not None:
        html = html.replace(SEQ, str(seq))
    if can_redo is not None:
        html = html.replace(REDO, redo_disabled(can_redo))
    parts = html.replace(CSRF, generate_csrf()).split(ACTION_ID)
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


def prepare(html: str) -> Prepared:
    """Marked HTML cut at its marks."""
    pieces = _ANY_MARK.split(html)
    marks = tuple(pieces[1::2])
    return Prepared(tuple(pieces[0::2]), marks, marks.count(ACTION_ID))


def fill_prepared(kept: Prepared, seq: int, can_redo: bool) -> str:
    """What `fill` gives for the HTML `kept` was cut from."""
    fresh = os.urandom(16 * kept.forms).hex()
    values = {SEQ: str(seq), CSRF: generate_csrf(), REDO: redo_disabled(can_redo)}
    out, n = [kept.parts[0]], 0
    for mark, part in zip(kept.marks, kept.parts[1:], strict=True):
        if mark == ACTION_ID:
            out.append(fresh[32 * n:32 * n + 32])
            n += 1
        else:
            out.append(values[mark])
        out.append(part)
    return "".join(out)
