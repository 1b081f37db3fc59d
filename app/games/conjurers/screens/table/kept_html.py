"""The game screen's HTML drawn once per head state, with marks where each response differs (every form's fresh
action id, the session's CSRF token) filled in for every response.

Drawing the screen was most of a tap's time once its views were kept; an undo, a redo or a reload of an unchanged
game now costs a lookup. Everything the kept HTML shows follows from its key; the marks are never shared between
two responses. A screen with a notice, a refusal or an undo to confirm is drawn afresh."""

from __future__ import annotations

import re
import uuid
from collections.abc import Hashable

from flask import render_template
from flask_wtf.csrf import generate_csrf
from markupsafe import Markup

from app.web.rendering.recent import Recent

SCREEN = "conjurers/_screen.html"
ACTION_ID = "__herald_action_id__"
CSRF = "__herald_csrf__"
_ACTION_IDS = re.compile(ACTION_ID)
_HTML = Recent(32)


def kept_screen(key: Hashable, context: dict) -> Markup:
    """The screen drawn for key (drawn now from context if not kept), with fresh action ids and this session's token."""
    def draw() -> str:
        return render_template(SCREEN, **(context | {"action_id": lambda: ACTION_ID})).replace(generate_csrf(), CSRF)

    marked = _HTML.get(key, draw)
    return Markup(_ACTION_IDS.sub(lambda _: uuid.uuid4().hex, marked).replace(CSRF, generate_csrf()))
