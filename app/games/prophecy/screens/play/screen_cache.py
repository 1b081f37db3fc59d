"""The game screen drawn once per state: its HTML is kept with marks where each response differs (the step,
every form's fresh action id, the session's CSRF token) and the marks are filled in for every response.

Drawing the screen is most of a tap's time, and most of it does not change with a tap: a hero panel changes
only with that hero, the board with the board. So the whole screen is kept per state (a redraw of an unchanged
game is a lookup), and hero panels and the board are kept by what they show (a tap redraws only what it changed).
Everything a kept piece shows is in its key; the marks are never shared between two responses.
"""

from __future__ import annotations

from flask import current_app
from markupsafe import Markup

from app.web.rendering import oob
from app.web.rendering.marks import (
    Prepared,
    fill,
    fill_prepared_bytes,
    joined,
    marked,
    marked_blocks,
    prepare,
)
from app.web.rendering.recent import Recent, Same

FRAGMENT, PAGE = "prophecy/play/_screen.html", "prophecy/play/show.html"
SLOTS = "prophecy/play/_screen_slots.html"
# Where each panel of SLOTS goes on the screen: the element whose inside it is.
PLACES = {"result": "screen-result", "turn": "screen-turn", "coop": "screen-coop", "board": "board-panel",
          "offers": "screen-offers", "heroes": "heroes", "table": "screen-table", "log": "log-lines"}
OFFER, OFFERS_PANEL = "prophecy/play/_offer_piece.html", "prophecy/play/_offers_panel.html"


def _cache(name: str, size: int) -> Recent:
    key = f"herald.html.{name}"
    found = current_app.extensions.get(key)
    if found is None:
        found = current_app.extensions.setdefault(key, Recent(size))
    return found


def piece(name: str, template: str, key, mark_redo: bool = False, **context) -> Markup:
    """A part of the screen (still marked), drawn once for everything it shows (the key; the step and, if
    mark_redo, the redo button's state are marks)."""
    return Markup(_cache(name, 64).get(key, lambda: marked(template, True, mark_redo=mark_redo, **context)))


def offer(view, game, catalog) -> Markup:
    """One offer's form (still marked), kept by its whole view: most taps leave most offers as they were. A Realm
    form reads more than its view (what the table typed, the Lake's names) and is drawn each time."""
    shown = repr(view)
    if view.kind.startswith("realm") or " at 0x" in shown:  # a value without a faithful repr keys nothing
        return Markup(marked(OFFER, True, o=view, game=game))
    return piece("offer", OFFER, (shown, game.id, Same(catalog)), o=view, game=game)


def keeps_offers(context: dict) -> bool:
    """Whether the "What now?" panel is kept by what it shows: not in a Realm game, whose board's typing and moves
    read more than its key holds."""
    return not context["board"].realm


def offers_panel(context: dict, manual: list) -> Markup:
    """The "What now?" panel (still marked), kept by what it shows: its offers' forms as drawn (each kept by its
    view), whether the game is over, the goods on sale and the cards the table applies (`manual`); a tap that leaves
    them as they were redraws none of it. Not for a Realm game (its board's typing and moves read more)."""
    game, state = context["game"], context["state"]
    forms = {id(o): context["offer_panel"](o) for o in context["offers"]}
    key = (game.id, bool(state.result), tuple(forms.values()), repr(context["on_sale"]), repr(manual))
    return piece("offers_panel", OFFERS_PANEL, key, board=context["board"], state=state, offers=context["offers"],
                 on_sale=context["on_sale"], game=game, offer_panel=lambda o: forms[id(o)],
                 manual_cards=lambda _: manual, realm_blank=context["realm_blank"])


def slots(key, seq: int, **context) -> dict[str, Markup]:
    """Each panel of the screen (marked), drawn once per state (key None: afresh); kept also by the game and its state
    so that the screen after a tap can be compared with the one the tap was made on (`changed_panels`)."""
    if key is None:
        return marked_blocks(SLOTS, **context)

    def draw():
        drawn = marked_blocks(SLOTS, mark_redo=True, **context)
        drawn |= {f"hero-slot-{h.seat}": context["hero_panel"](h) for h in context["heroes"]}  # each hero on its own
        shown = (context["game"].id, seq, Same(context["state"]))
        _cache("shown", 64).get(shown, lambda: (key, bool(context["board"].realm), drawn))
        return drawn

    return _cache("slots", 32).get(key, draw)


def changed_panels(before: tuple, key, seq: int, **context) -> str | None:
    """The answer to a tap made on the screen of `before` (a state and its step): only the panels whose HTML changed,
    as htmx out-of-band swaps, with the new step (#step), an emptied message area and correction panel. None when the
    screen before is not kept or its layout differs (the whole screen is sent then)."""
    shown = _cache("shown", 64).peek((context["game"].id, before[1], Same(before[0])))
    if key is None or shown is None or shown[1] != bool(context["board"].realm):
        return None
    now = slots(key, seq, **context)
    for name, html in now.items():  # a panel left as it was is kept as the same string: its cut is found by its hash
        if html is not shown[2].get(name, html) and html == shown[2][name]:
            now[name] = shown[2][name]
    same_heroes = now.keys() == shown[2].keys()  # then a changed hero is sent alone, not all of them
    return oob.changed_panels(now, shown[2], PLACES, seq, context["can_redo"], skip=("heroes",) if same_heroes else ())


def screen(key, seq: int, page: bool, **context) -> str | bytes:
    """A whole screen for one state, the fragment htmx swaps in or the full page around it (key None: drawn afresh,
    for a screen with a message; a kept one is answered in UTF-8). A kept one is its frame (`frame`) with the
    state's panels put in, each cut at its marks once: the page a browser loads after a tap is the tap's panels in a
    frame drawn before, nothing drawn again; the redo button's state is filled in per response, so an undo finds the
    screen of the step before still kept."""
    if key is None:
        def fragment() -> str:
            return marked(FRAGMENT, False, seq=seq, slots=slots(None, seq, **context), **context)

        html = marked(PAGE, False, seq=seq, screen_html=Markup(fragment()), **context) if page else fragment()
        return fill(html, seq, context["can_redo"])

    def cut() -> Prepared:
        drawn, (texts, names), cuts = slots(key, seq, **context), frame(page, **context), _cache("cut_panel", 64)
        pieces = [texts[0]]
        for name, text in zip(names, texts[1:], strict=True):  # a panel cut once for the same HTML: most are as before
            html = drawn[name]
            pieces += (cuts.get(html, lambda html=html: prepare(html)), text)
        return joined(pieces)

    return fill_prepared_bytes(_cache("page" if page else "cut", 32).get(key, cut), seq, context["can_redo"])


PANEL = "__herald_panel_"  # where a panel goes in a frame (never in an answer: a panel is put in its place)


def frame(page: bool, **context) -> tuple[tuple[Prepared, ...], tuple[str, ...]]:
    """The screen around its panels, the fragment's or the page's, cut at its marks and where each panel goes (the
    texts between the panels, and the panels' names in order). It shows the game's id and name, the active seat (the
    page's Battle link), the board's kind and the marks (the step, the CSRF token): drawn once for those, the page's
    around the fragment's."""
    return _frame(page, context)[1]


def _frame(page: bool, context: dict) -> tuple[str, tuple[tuple[Prepared, ...], tuple[str, ...]]]:
    game, state = context["game"], context["state"]

    def draw():
        if page:
            html = marked(PAGE, True, mark_redo=True, screen_html=Markup(_frame(False, context)[0]), **context)
        else:
            places = {name: Markup(f"{PANEL}{name}__") for name in current_app.jinja_env.get_template(SLOTS).blocks}
            html = marked(FRAGMENT, True, mark_redo=True, **(context | {"slots": places}))
        first, *rest = html.split(PANEL)
        shown = [piece.partition("__") for piece in rest]
        return html, (tuple(prepare(t) for t in (first, *(after for _, _, after in shown))), tuple(n for n, _, _ in shown))

    return _cache("frame", 16).get((page, game.id, game.name, state.flow.active, bool(context["board"].realm)), draw)
