"""The game screen's HTML drawn once per head state, with marks where each response differs (every form's fresh
action id, the session's CSRF token) filled in for every response; and its board regions, player cards and latest
steps drawn once for what they show. The screen's panels (`conjurers/_screen_slots.html`) are kept per head state too,
marked (the step a mark as well): a tap is answered with only the panels whose HTML changed from the screen it was
made on (`changed_panels`, htmx out-of-band swaps).

Drawing the screen was most of a tap's time once its views were kept; an undo, a redo or a reload of an unchanged
game now costs a lookup. Everything the kept HTML shows follows from its key; the marks are never shared between
two responses. A screen with a notice, a refusal or an undo to confirm is drawn afresh.

A tap changes a region or two of the board and a player or two and adds a step, so a new state's screen takes the
other regions, cards and steps as they were drawn (keyed by their whole view, the game and whether it is over; they
hold no marks), and the turn bar and the offers panel too when they show what they showed (those hold marks)."""

from __future__ import annotations

from collections.abc import Hashable

from flask import render_template
from markupsafe import Markup

from app.web.rendering import oob
from app.web.rendering.marks import Prepared, fill, fill_prepared, marked, marked_blocks, prepare
from app.web.rendering.recent import Recent

SCREEN, PAGE, SLOTS = "conjurers/_screen.html", "conjurers/show.html", "conjurers/_screen_slots.html"
REGION, TURN, OFFERS = "conjurers/table/_region.html", "conjurers/table/_turn.html", "conjurers/table/_offers.html"
# Where each panel of SLOTS goes on the screen: the element whose inside it is.
PLACES = {"turn": "screen-turn", "result": "screen-result", "offers": "screen-offers", "board": "screen-board",
          "players": "screen-players", "feeding": "screen-feeding", "story": "story-rows"}
_SLOTS = Recent(32)  # each panel's marked HTML by head state: the screen a tap was made on, compared with the next
_HTML = Recent(32)  # the screen's HTML and the same cut at its marks (`prepare`: filled in one pass per response)
_PAGES = Recent(32)  # the full page around a kept screen (a reload, a plain form's redirect), by screen and game name
_PIECES = Recent(512)  # a few games' regions (7), player cards (up to 4) and latest steps (8) over a few states each


def kept_screen(key: Hashable, context: dict, page: bool = False) -> Markup:
    """The screen drawn for key (drawn now from context if not kept), alone or in its full page, with fresh action
    ids, this session's token and the redo button's state (not in the key: an undo finds the screen of the step
    before still kept)."""
    def screen() -> tuple[str, Prepared]:  # its HTML (the page wraps it) and the same cut at its marks
        def draw():
            html = marked(SCREEN, mark_redo=True, slots=_slots(key, context), **context)
            return html, prepare(html)

        return _HTML.get(key, draw)

    if page:  # the page shows the game's name besides the screen
        cut = _PAGES.get((key, context["game"].name),
                         lambda: prepare(marked(PAGE, mark_redo=True, **context, screen_html=Markup(screen()[0]))))
    else:
        cut = screen()[1]
    return Markup(fill_prepared(cut, context["seq"], context["can_redo"]))


def _slots(key: Hashable, context: dict) -> dict[str, Markup]:
    """Each panel of the screen for key, marked (the step too), and each region of the board on its own (a tap
    changes one or two of them), drawn once per head state."""
    def draw() -> dict[str, Markup]:
        piece, first = _pieces(context), context["seq"] <= 1
        drawn = marked_blocks(SLOTS, mark_redo=True, kept_piece=piece, first_step=first,
                              turn_panel=lambda: _turn_panel(context, first), offers_panel=lambda: _offers_panel(context),
                              **context)
        return drawn | {f"region-{i}": piece(REGION, region=r) for i, r in enumerate(context["regions"])}

    return _SLOTS.get(key, draw)


def changed_panels(before: Hashable, key: Hashable, context: dict) -> str | None:
    """The answer to a tap made on the screen kept for `before`: only the panels whose HTML changed, as htmx
    out-of-band swaps with the new step; None when that screen is no longer kept (the whole screen goes then)."""
    shown = _SLOTS.peek(before)
    if shown is None:
        return None
    now = _slots(key, context)
    same_regions = now.keys() == shown.keys()  # then a changed region is sent alone, not the whole board
    return oob.changed_panels(now, shown, PLACES, context["seq"], context["can_redo"],
                              skip=("board",) if same_regions else ())


def fresh_screen(context: dict, page: bool = False) -> str:
    """A screen with a notice, a refusal or an undo to confirm, drawn afresh (alone or in its full page)."""
    html = marked(SCREEN, slots=marked_blocks(SLOTS, first_step=context["seq"] <= 1, **context), **context)
    if page:
        html = marked(PAGE, screen_html=Markup(html), **context)
    return fill(html, context["seq"])


def _turn_panel(context: dict, first: bool) -> Markup:
    """The turn bar (still marked: the step, the undo and redo forms), kept by what it shows."""
    game, final, state = context["game"], bool(context.get("final")), context["state"]
    key = (TURN, game.id, final, first, bool(state.fight), repr(context["turn"]))
    return Markup(_PIECES.get(key, lambda: marked(TURN, True, mark_redo=True, game=game, final=final, first_step=first,
                                                   state=state, turn=context["turn"])))


def _offers_panel(context: dict) -> Markup:
    """The offers as forms (still marked: the step, action ids, token), kept by what they show: an undo and the same
    step again, or a correction that leaves them, draw none of it (a refused form's typed values go afresh)."""
    game, final, state = context["game"], bool(context.get("final")), context["state"]
    view = {"offers": context["offers"], "battle_url": context["battle_url"], "queue": context["queue"]}
    shown = repr(view)
    draw = lambda: Markup(marked(OFFERS, True, game=game, final=final, state=state, **view))  # noqa: E731
    if " at 0x" in shown:  # a value without a faithful repr keys nothing
        return draw()
    return _PIECES.get((OFFERS, game.id, final, state.stage, bool(state.fight), shown), draw)


def _pieces(context: dict):
    game, final = context["game"], bool(context.get("final"))

    def kept_piece(template: str, **view) -> Markup:
        """A region, a player card or a step (its template, its view) as drawn before for the same view, else drawn now."""
        key = (template, game.id, final, repr(view))
        return Markup(_PIECES.get(key, lambda: render_template(template, game=game, final=final, **view)))

    return kept_piece
