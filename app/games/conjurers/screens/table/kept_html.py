"""The game screen's HTML drawn once per head state, with marks where each response differs (every form's fresh
action id, the session's CSRF token) filled in for every response.

Drawing the screen was most of a tap's time once its views were kept; an undo, a redo or a reload of an unchanged
game now costs a lookup. Everything the kept HTML shows follows from its key; the marks are never shared between
two responses. A screen with a notice, a refusal or an undo to confirm is drawn afresh."""

from __future__ import annotations

from collections.abc import Hashable

from markupsafe import Markup

from app.web.rendering.marks import fill, marked
from app.web.rendering.recent import Recent

SCREEN = "conjurers/_screen.html"
_HTML = Recent(32)


def kept_screen(key: Hashable, context: dict) -> Markup:
    """The screen drawn for key (drawn now from context if not kept), with fresh action ids, this session's token and
    the redo button's state (not in the key: an undo finds the screen of the step before still kept)."""
    return Markup(fill(_HTML.get(key, lambda: marked(SCREEN, mark_redo=True, **context)), None, context["can_redo"]))
