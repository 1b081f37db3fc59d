"""Playing a game on the tablet: the game screen, actions from forms, Herald's rolls, undo and redo."""

from __future__ import annotations

import functools
from collections.abc import Callable

from flask import Blueprint, g, make_response, redirect, request, url_for

from app.games.prophecy.screens.battle.battle_advice import choose_the_only_kind
from app.games.prophecy.screens.battle.battle_api import herald_dice
from app.games.prophecy.screens.battle.battle_live import REALM_FIGHTS
from app.games.prophecy.screens.catalog import new_cards, table_values
from app.games.prophecy.screens.play import correct_view as V
from app.games.prophecy.screens.play import memo, screen_cache
from app.games.prophecy.screens.play.board_view import (
    build_board,
    build_turn,
    card_name,
    humanize,
)
from app.games.prophecy.screens.play.card_search import search_cards
from app.games.prophecy.screens.play.coop_view import coop_panel
from app.games.prophecy.screens.play.hero_view import build_heroes
from app.games.prophecy.screens.play.offer_fill import (
    distinct_copies,
    fill_all,
    matching_offer,
    what_herald_did,
    with_empty_needs,
)
from app.games.prophecy.screens.play.offers_view import (
    LABELS,
    Namer,
    herald_fill,
    herald_rng,
    keyed_pool,
    offer_view,
)
from app.games.prophecy.screens.play.realm_view import realm_words
from app.games.prophecy.screens.play.refusals import REFUSED, refused
from app.games.prophecy.screens.play.shop_view import on_sale
from app.store import NeedsConfirmation, NothingToUndo, StaleWrite, UnknownGame
from app.store import games as saved
from app.web.history.log_view import applied_row, recent_rows
from app.web.rendering.deps import game_log
from app.web.rendering.forms import new_action_id, read_write_form
from app.web.rendering.htmx import render, wants_fragment
from app.web.rendering.recent import Same
from app.web.sessions.security import guarded_head

bp = Blueprint("play", __name__, url_prefix="/games")
# Screens the game screen draws in its place by `view`; the battle screen registers itself (screens/battle/battle.py).
VIEWS: dict[str, Callable] = {}


def legal_actions(state, ctx) -> list:
    """The engine's offers in a state (the engine imported on first use: a start imports none, issue 42)."""
    from app.games.prophecy.engine import legal_actions as offers

    return offers(state, ctx)


def catalog():
    """The card catalog of the running app, or None while none is loaded."""
    return game_log().context().catalog


# Fights the table settles without the battle screen: offered after the fight Herald computes.
AT_THE_TABLE = frozenset({"resolve_fight", "resolve_guardian"})
HOUSEKEEPING = frozenset({"move_bank", "discard_cursed_item", "retire"})  # not a move of the turn
ENDINGS = frozenset({"end_turn", "end_round"})  # after every possibility they would skip


def offer_order(kind: str) -> int:
    """Where an offer stands in "What now?": the player's real choices first, then a fight reported from the table,
    housekeeping (the Dwarf's bank), and ending the turn last (issue 39)."""
    return 3 if kind in ENDINGS else 2 if kind in HOUSEKEEPING else 1 if kind in AT_THE_TABLE else 0


RECENT = 8  # the latest steps the game screen shows


def screen_context(game_id: str, written: tuple | None = None) -> dict:
    """Everything the game screen shows, as template context (UnknownGame if there is no such game); right after a
    write, the head the write gave (`saved.written_game`) instead of reading it, or the game as loaded already."""
    log = game_log()
    summary, seq, state, can_redo = written or saved.load_game(log, game_id)  # one query when the state is cached
    ctx = log.context()
    cat = ctx.catalog

    def views():
        offers = sorted(memo.offers(state, ctx, legal_actions), key=lambda o: offer_order(o.kind))
        board = build_board(state, cat)
        return dict(board=board, heroes=build_heroes(state, cat, board.spaces), turn=build_turn(state, cat),
                    offers=offer_views(state, offers), coop=coop_panel(state, ctx), on_sale=on_sale(state, ctx))

    return dict(
        game=summary, seq=seq, state=state, **memo.derived("screen", state, cat, views),
        # a head step and its row fix every active row below them, so the latest steps are kept per state and step
        # (a step that changes nothing, a recorded die, leaves the same state object)
        recent=memo.derived("recent", state, None, lambda: recent_rows(log, game_id, RECENT), extra=(game_id, seq)),
        can_redo=can_redo, action_id=new_action_id,
    )


def namer(state) -> Namer:
    """How this game's screens name cards, spaces and seats."""
    from app.games.prophecy.engine.rules import lookup

    cat, ctx = catalog(), game_log().context()
    return Namer(card=lambda c: card_name(cat, c), space=lambda i: lookup.space_name(ctx, i),
                 seat=lambda s: state.hero(s).player, option=lambda o: option_words(o, lambda c: card_name(cat, c)))


def option_words(option: str, card: Callable[[str], str]) -> str:
    """A per-roll option's id as words ('throw:axe#1' -> 'Throw Axe'), where the battle's own labels are not at hand."""
    how, _, rest = option.partition(":")
    what = {"throw": "Throw", "spell": "Cast", "pay": "Use"}.get(how)
    if what is None or not rest:
        return option.replace("_", " ").capitalize()
    return f"{what} {card(rest.split(':')[0])}"


def offer_views(state, offers, names: Namer | None = None) -> list:
    """The offers as forms, with Herald dealing in "Herald deals" games."""
    names = names or namer(state)
    return [offer_view(realm_words(o, names.space), names=names, herald_deals=state.options.deck_mode == "herald")
            for o in offers]


def refused_on_game_screen(exc: Exception, game_id: str):
    """The game screen redrawn with the refusal of its Lake form and the form filled as it was posted."""
    g.typed = request.form
    return refused(exc, lambda **shown: _screen(game_id, **shown))


def _screen(game_id: str, *, notice: str | None = None, error: dict | None = None, confirm: str | None = None, status=200,
            view: str | None = None, written: tuple | None = None, before=None):
    context = screen_context(game_id, written)
    view = view or request.values.get("view")
    if view in VIEWS:  # another screen drawn in the game screen's place
        return VIEWS[view](game_id, notice=notice, error=error, confirm=confirm, status=status)
    if view == "log":
        from app.web.history.log import log_context

        context |= log_context(game_id, request.values.get("seat"))
        page, fragment = "prophecy/log/show.html", "prophecy/log/_screen.html"
    else:
        return _game_screen(context, status=status, before=before, notice=notice, error=error, confirm=confirm)
    return render(page, fragment, status=status, notice=notice, error=error, confirm=confirm, **context)


@functools.cache
def _realm_blank():
    """The Realm board's typing with nothing typed: the same for every screen."""
    from app.games.prophecy.screens.setup import realm_step

    return realm_step.typed({})


def _game_screen(context: dict, *, status: int, before=None, **shown):
    """The game screen, from the screen cache when the same state was drawn before without a message; after a tap
    made on the screen of `before` (a state and its step), only the panels it changed."""
    game, state, heroes, cat = context["game"], context["state"], context["heroes"], catalog()
    over = state.result is not None
    context["hero_panel"] = lambda h: screen_cache.piece(
        "hero", "prophecy/play/_hero.html", (h, game.id, over, Same(cat)), h=h, game=game, state=state)
    context["board_panel"] = lambda: screen_cache.piece(
        "board", "prophecy/play/_board.html",
        (context["board"], tuple((h.colour, h.player, h.character) for h in heroes), game.id, over, Same(cat)),
        board=context["board"], heroes=heroes, game=game, state=state)
    first = context["seq"] <= 1  # the undo button's state: the step itself is a mark
    context["turn_panel"] = lambda: screen_cache.piece(
        "turn", "prophecy/play/_turn.html", (context["turn"], game.id, first), mark_redo=True, turn=context["turn"],
        game=game, first_step=first)
    context["table_panel"] = lambda: screen_cache.piece(
        "table", "prophecy/play/_table.html", (context["board"], state.options, game.id, over), board=context["board"], state=state,
        game=game)

    def cards_in_play_panel(reg):
        shown = tuple((c["card"].id, c["where"], tuple(c["values"]), c["unknown"]) for c in reg["in_play"])
        return screen_cache.piece("in_play", "prophecy/play/_cards_in_play.html", (shown, game.id, Same(cat)), reg=reg, game=game)

    context["cards_in_play_panel"] = cards_in_play_panel
    if not any(shown.values()) and g.get("typed") is None:  # a refused form is drawn afresh with what was typed
        context["offer_panel"] = lambda o: screen_cache.offer(o, game, cat)
        if screen_cache.keeps_offers(context):
            context["offers_panel"] = lambda: screen_cache.offers_panel(context, memo.derived(
                "manual", state, cat, lambda: V.manual_cards(state, game_log().context(), cat)))
    context["realm_blank"] = _realm_blank()  # the Realm board's typing, while a Realm game's is unknown
    key = None
    if not any(shown.values()) and getattr(g, "register_open", None) is None:
        # the latest steps by identity: kept per state and step, a new list whenever they change (hashing their rows
        # for every answer was a fiftieth of the GET)
        key = (Same(state), Same(cat), game.id, game.name, Same(context["recent"]))
        try:
            hash(key)
        except TypeError:
            key = None
    if before is not None and wants_fragment():
        panels = screen_cache.changed_panels(before, key, **context)
        if panels is not None:  # swapped by their ids: the screen itself stays
            return make_response(panels, status, {"Vary": "HX-Request", "HX-Reswap": "none"})
    html = screen_cache.screen(key, page=not wants_fragment(), **shown, **context)
    return make_response(html, status, {"Vary": "HX-Request"})


def show(game_id: str):
    """The game screen (the spine's /games/<game_id> hands a Prophecy game over to it), from the head the access
    guard read: a GET reads no more than that."""
    return _screen(game_id, written=saved.load_game(game_log(), game_id, guarded_head(game_id)))


def _complete(game_id: str, payload: dict, seq: int, state) -> tuple[dict, bool]:
    """Complete what the form cannot post (empty needs) and fill what the table asked Herald to roll or deal; the
    payload, marked as Herald's roll where the action can say so, and whether Herald dealt any of its cards."""
    from app.games.prophecy.engine.actions import ACTION_TYPES

    log = game_log()
    offer = matching_offer(memo.offers(state, log.context(), legal_actions), payload)
    payload = distinct_copies(with_empty_needs(payload, offer), offer) if offer is not None else payload
    need = request.form.get("herald")
    if not need:
        return payload, False
    rng = herald_rng(saved.game_seed(log, game_id), seq)
    if need == "*" or need in ("hero_faces", "foe_faces") or need == "faces" and payload.get("kind") == "roll_first_player":
        if offer is None:
            raise ValueError("That step is no longer offered; nothing was dealt.")
        filled = fill_all(payload, offer, rng, log.context(), state.options.deck_mode == "table")
    else:
        filled = herald_fill(payload, need, rng, request.form.getlist("choice[]") or None)
    rolled, dealt = what_herald_did(payload, filled)
    model = ACTION_TYPES.get(str(payload.get("kind")))
    if rolled and model is not None and "by_herald" in model.model_fields:
        filled["by_herald"] = True
    return filled, dealt


@bp.post("/<game_id>/act")
def act(game_id: str):
    """Apply an action posted by a form; a refusal is shown with its rule and changes nothing."""
    from app.games.prophecy.engine import parse_action

    try:
        sub = read_write_form(request.form)
        guarded = guarded_head(game_id)  # the head as the guard read it, unless a new card was brought in since
        named, seq = new_cards.bring_in(game_log(), game_id, sub.payload, sub.expected_seq, sub.action_id)
        # read once (by the guard): the form's completion, the values kept, the write
        head, state = game_log().load_head(game_id, guarded if seq == sub.expected_seq else None)
        payload, dealt = _complete(game_id, named, seq, state)
        action = herald_dice(game_id, parse_action(payload), seq)
        keep = table_values.pending(action, state, request.form.get(table_values.ONE_OFF) == "1")
        applied = game_log().append(game_id, action, expected_seq=seq, action_id=sub.action_id, herald_dealt=dealt,
                                    head=head)
        if not applied.duplicate:  # the latest steps after this one: this step, then those shown before it
            new = applied_row(applied.seq, action, applied.events, applied.story, applied.row)
            memo.carry("recent", (state, (game_id, seq)), (applied.state, (game_id, applied.seq)),
                       lambda rows: [new, *rows][:RECENT])
        table_values.keep(action, game_id, keep)
        fight = action.kind in ("start_fight", *REALM_FIGHTS)  # Herald may write the battle's kind as a step after it
        notice = choose_the_only_kind(game_log(), game_id, sub.action_id) if fight else None
        written = None if fight else saved.written_game(applied)
    except REFUSED as exc:
        # a refusal stays on the screen the form was filled on, beside its button (issue 39)
        return refused(exc, lambda **shown: _screen(game_id, view=request.form.get("shown_on"), **shown), request.form)
    # posted from the game screen by htmx (static/js/device.js): answered with the panels the step changed
    panels = written is not None and request.form.get("panels") == "1" and not applied.duplicate
    return _after_write(game_id, notice, written, before=(state, seq) if panels else None)


@bp.get("/<game_id>/cards")
def cards(game_id: str):
    """Search-as-you-type among the cards that can still come up: a fragment of big buttons."""
    log = game_log()
    _, state = log.load(game_id)
    cat = catalog()
    pool = request.args.getlist("choice[]") or request.args.getlist("pool[]") \
        or list(state.zone(f"deck:{request.args.get('deck', 'adventure')}"))
    named = [(c, card_name(cat, c)) for c in pool]
    typed = request.args.get("q", "")
    matches = search_cards(named, typed) if request.args.get("only") != "new" else []
    deck = new_cards.deck_of(cat, pool) or request.args.get("deck") or None
    news = new_cards.offers(typed, deck, new_cards.known_names(cat, deck, [n for _, n in named]))
    return render("prophecy/play/_card_matches.html", "prophecy/play/_card_matches.html", matches=matches, news=news,
                  need=request.args.get("need", "card"), radio=request.args.get("pick") == "radio", humanize=humanize)


@bp.get("/<game_id>/prepare-slots")
def prepare_slots(game_id: str):
    """The Adventure card inputs for the spaces of the terrain of the chosen Chance card, in ring order."""
    from app.games.prophecy.engine.rules import decks, lookup
    from app.games.prophecy.engine.rules.initial import chance_terrain

    log = game_log()
    _, state = log.load(game_id)
    ctx, cat = log.context(), catalog()
    terrain = chance_terrain(ctx, request.args.get("chance", ""))
    spaces = lookup.spaces_of(ctx, terrain) if terrain else ()
    pool = [(c, card_name(cat, c)) for c in decks.drawable(state, "adventure")]
    slots = [(f"adventures.{k}", lookup.space_name(ctx, i), pool) for k, i in enumerate(spaces)]
    return render("prophecy/play/_adventure_slots.html", "prophecy/play/_adventure_slots.html", slots=slots, terrain=terrain, game=saved.get_game(log, game_id))


@bp.get("/<game_id>/keyed-slots")
def keyed_slots(game_id: str):
    """The card input for the deck a choice names: the chosen guild's Abilities, the chosen plane's next card."""

    log = game_log()
    _, state = log.load(game_id)
    kind, cat = request.args.get("kind", ""), catalog()
    offer = next((o for o in legal_actions(state, log.context()) if o.kind == kind
                  and isinstance(o.choices.get("cards"), dict)), None)
    key = "guild" if offer is not None and "guild" in offer.choices else "plane"
    pool = keyed_pool(offer, request.args.get(key, "")) if offer is not None else []
    return render("prophecy/play/_keyed_slots.html", "prophecy/play/_keyed_slots.html", game=saved.get_game(log, game_id),
                  pool=[(c, card_name(cat, c)) for c in pool], label=LABELS["cards"])


@bp.post("/<game_id>/undo")
def undo(game_id: str):
    """Take back the last step, asking first when it holds dice or a drawn card."""
    return _history_move(game_id, "undo")


@bp.post("/<game_id>/redo")
def redo(game_id: str):
    """Restore the step last undone."""
    return _history_move(game_id, "redo")


def _history_move(game_id: str, which: str):
    try:
        seq = int(request.form.get("seq", "-1"))
        if which == "undo":
            game_log().undo(game_id, expected_seq=seq, confirm=request.form.get("confirm") == "yes")
        else:
            game_log().redo(game_id, expected_seq=seq)
    except StaleWrite:
        return _screen(game_id, notice="The game changed on another device. Nothing was undone.")
    except NeedsConfirmation as exc:
        return _screen(game_id, confirm=exc.description)
    except NothingToUndo as exc:
        return _screen(game_id, notice=str(exc))
    except (UnknownGame, ValueError):
        return render("errors/404.html", status=404)
    return _after_write(game_id)


def _after_write(game_id: str, notice: str | None = None, written: tuple | None = None, before=None):
    if wants_fragment():
        return _screen(game_id, notice=notice, written=written, before=before)
    endpoint = {"log": "log.show", "battle": "battle.show"}.get(request.values.get("view", ""), "screen.show")
    extra = {"live": 1} if endpoint == "battle.show" else {}
    return redirect(url_for(endpoint, game_id=game_id, **extra), 303)
