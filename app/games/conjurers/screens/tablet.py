"""Conjurers on the tablet: the setup wizard, the game screen (board, players, the offers as forms), feeding and
score, actions from forms at the step the screen showed, undo (confirmed where chance was involved) and redo."""

from __future__ import annotations

import uuid
from random import Random

from flask import Blueprint, current_app, make_response, redirect, request, url_for
from pydantic import ValidationError

from app.games.conjurers import entries
from app.games.conjurers.kind import KIND, base_catalog
from app.games.conjurers.screens.setup_form import MAX_SEATS, OPTIONS, SetupError, start_payload, unnumbered
from app.games.conjurers.screens.table import board_view, score_view
from app.games.conjurers.screens.table.entered_names import entered_names
from app.games.conjurers.screens.table.kept_html import changed_panels, fresh_screen, kept_screen
from app.games.conjurers.screens.table.offer_views import offer_views
from app.games.conjurers.screens.table.read_forms import payload_of
from app.games.conjurers.screens.typed_values import keep_typed
from app.games.conjurers.screens.words import namer, plain_line, refusal_words
from app.store import InvalidName, NeedsConfirmation, NothingToUndo, StaleWrite, gmauth
from app.store import games as saved
from app.web.gamelist.games import become_gm
from app.web.gamelist.home import picker
from app.web.history.log_view import applied_row, recent_rows
from app.web.jsonapi.apiroute import validation_message
from app.web.rendering import oob
from app.web.rendering.deps import game_log
from app.web.rendering.forms import default_name
from app.web.rendering.htmx import render, stale_status, wants_fragment
from app.web.rendering.recent import Recent, Same
from app.web.sessions.access import mark

bp = Blueprint("conjurers", __name__, url_prefix="/conjurers")
_VIEWS = Recent(64)  # the screen's views by game and head state
_ROWS = Recent(64)  # the latest steps by game and head state: a tap carries them over to its new state
_PLAYERS = Recent(64)  # the players' views by what they read: most taps leave the players (and cards' names) as they were
_SAID = Recent(256)  # a step's lines in words by the step and what names its cards: a tap says only its own step
RECENT = 8  # the latest steps the game screen shows
BATTLE_SCREEN = "conjurers_battle.screen"  # conjbattle's screen, linked while a battle is open


def refused() -> tuple[type[Exception], ...]:
    """What refuses a new game: the rules, bad input, a name or a setup that cannot be (the engine's on first use)."""
    from app.games.conjurers.engine import IllegalAction, InvalidInput

    return IllegalAction, InvalidInput, InvalidName, ValidationError, SetupError


def _setup_page(form, error: str | None = None, status: int = 200):
    from app.games.conjurers.engine.model import ASSISTANT_KINDS, MYTHS
    from app.games.conjurers.engine.tables import LEVEL1_PER_PLAYER, LOCKED_BY_PLAYERS
    from app.games.conjurers.screens.words import myth_words, space_words

    level1 = sorted({c.name for c in _catalog().deck("level1") if c.name})
    return render("conjurers/setup.html", status=status, form=form, error=error, kinds=picker(), seats=MAX_SEATS,
                  assistants=ASSISTANT_KINDS, myths=[(m, myth_words(m)) for m in MYTHS], locked_by=LOCKED_BY_PLAYERS,
                  level1=level1, per_player=LEVEL1_PER_PLAYER, options=OPTIONS,
                  unnumbered=[(s, space_words(s)) for s in unnumbered()], default_name=default_name("Conjurers"))


@bp.get("/new")
def new():
    """The setup form of a new Conjurers game."""
    return _setup_page(request.args)


@mark("open")
@bp.post("/new")
def create():
    """Create the game from the form (Herald draws what was left blank) and master it from this browser."""
    form = request.form
    pin = form.get("pin", "").strip()
    if not gmauth.valid_pin(pin):
        return _setup_page(form, "Choose a game-master PIN of 4 to 8 digits.", 422)
    seed = Random().randrange(2**63)
    try:
        die = entries.group_die(game_log().engine)[0]  # the group's own dice, once typed
        names: dict[str, str] = {}
        act = KIND.parse_action(start_payload(form, _catalog(), Random(seed), names) | {"die": die})
        game_id, applied = saved.create_game(game_log(), name=form.get("name", ""), act=act, seed=seed)
    except ValidationError as exc:
        return _setup_page(form, validation_message(exc)[1], 422)
    except refused() as exc:
        return _setup_page(form, str(exc), 422)
    name_entered(game_id, applied.seq, names)
    become_gm(game_id, pin)
    target = url_for("screen.show", game_id=game_id)
    if request.headers.get("HX-Request"):  # the address becomes the game's: a reload opens the game, not the wizard
        return "", 204, {"HX-Redirect": target}
    return redirect(target, 303)


@bp.get("/<game_id>")
def game_address(game_id: str):
    """A Conjurers game's address said the game's way: the game lives at /games/<id>."""
    saved.get_game(game_log(), game_id)  # 404 for no such game
    return redirect(url_for("screen.show", game_id=game_id), 301)


def _catalog():
    """The cards as the group knows them: cards/conjurers/ with the group's entries (the names it typed)."""
    return entries.effective_catalog(game_log().engine, base_catalog())


def name_entered(game_id: str, seq: int, names: dict[str, str], keep: bool = True) -> int:
    """Name the cards the table named as they entered play, each as a `name_card` step kept as the group's entry;
    the new head step."""
    if not names:  # most steps name nothing: the game is not read again
        return seq
    log = game_log()
    before = log.load(game_id)[1]
    for card, name in names.items():
        if before.facts.get(card) is not None and before.facts[card].name != name:
            seq = log.append(game_id, KIND.parse_action({"kind": "name_card", "card": card, "name": name}),
                             expected_seq=seq, action_id=uuid.uuid4().hex).seq
    if names and keep:
        keep_typed(game_id, before=before)
    return seq


def battle_link(game_id: str) -> str | None:
    """The battle screen's address, once that screen is part of the app."""
    if BATTLE_SCREEN not in current_app.view_functions:
        return None
    return url_for(BATTLE_SCREEN, game_id=game_id)


def screen_context(game_id: str, written: tuple | None = None) -> dict:
    """The game, its head step, its state, the board, the players and what can be done now, as forms; right after a
    write, the head the write gave (`saved.written_game`) instead of reading it."""
    log = game_log()
    game, seq, state, can_redo = written or saved.load_game(log, game_id)  # one query when the state is kept
    # Everything but the write tokens and redo follows from the head state: the log keeps one state object per head
    # row, so the same object means the same steps up to it (an undo brings back the views of the step before).
    views = _VIEWS.get((game_id, seq, Same(state)), lambda: _views(game_id, state, _latest(game_id, seq, state)))
    return {"game": game, "seq": seq, "state": state, **views, "can_redo": can_redo,
            "action_id": lambda: uuid.uuid4().hex}


def _latest(game_id: str, seq: int, state) -> list:
    """The latest steps up to the head step seq whose state is this object (read once per head state; a step
    written meanwhile by another device is left out)."""
    return _ROWS.get((game_id, seq, Same(state)),
                     lambda: [r for r in recent_rows(game_log(), game_id, RECENT) if r.seq <= seq])


def _carry(game_id: str, applied, action, shown: list) -> None:
    """Keep the latest steps of the state a write made: its new step, then those shown before it (no query)."""
    if not applied.duplicate:
        new = applied_row(applied.seq, action, applied.events, applied.story, applied.row)
        _ROWS.get((game_id, applied.seq, Same(applied.state)), lambda: [new, *shown][:RECENT])


def _views(game_id: str, state, rows) -> dict:
    offers = KIND.legal_actions(state, None)
    return {"turn": board_view.round_view(state), "regions": board_view.regions(state),
            "queue": board_view.queue(state), "players": _player_views(state),
            "offers": offer_views(state, offers), "feeding": score_view.next_feeding(state),
            "fed": score_view.just_fed(state),
            "final": score_view.final(state), "battle_url": battle_link(game_id) if state.fight else None,
            "heroes": [{"seat": p.seat, "player": p.name, "colour": "var(--accent)"} for p in state.players],
            "story": _story(state, rows)}


def _player_views(state) -> list[dict]:
    """The players' views, kept by all they read (the players, the cards' names, the mines, the Button)."""
    key = (Same(state.players), Same(state.facts), Same(state.mines), state.button)
    return _PLAYERS.get(key, lambda: board_view.player_views(state))


def _story(state, rows) -> list[dict]:
    name = namer(state)  # a card's words read the players and the group's names for cards: both in the key

    def said(r) -> dict:
        return {"seq": r.seq, "status": r.status, "story": [plain_line(line, name) for line in r.story]}

    return [_SAID.get((Same(r), Same(state.players), Same(state.facts)), lambda r=r: said(r)) for r in rows]


def screen(game_id: str, *, notice: str | None = None, error: str | None = None, confirm: str | None = None,
           status: int = 200, after_write: bool = False, written: tuple | None = None, before: tuple | None = None):
    """The game screen, with a refusal, a notice or an undo to confirm when a tap was not applied (after_write: the
    answer to a write, scrolled to the top when it ended the game; written: the head that write gave; before: the
    state and step of the screen the tap was made on, to answer with only the panels it changed)."""
    context = screen_context(game_id, written)
    if notice is None and error is None and confirm is None:  # the plain screen: drawn once per head state
        key = (game_id, context["seq"], Same(context["state"]))
        if before is not None and wants_fragment() and context["state"].result is None:  # a final score goes whole
            panels = changed_panels((game_id, before[1], Same(before[0])), key, context)
            if panels is not None:
                return make_response(panels, status, oob.HEADERS)
        response = make_response(kept_screen(key, context, page=not wants_fragment()), status)
        response.headers["Vary"] = "HX-Request"  # as render's: the page and the fragment share an address
        if after_write and context["state"].result is not None:  # the final score, at the top where it is read
            response.headers["HX-Reswap"] = "outerHTML show:window:top"
        return response
    if error:  # the engine's refusals name cards by id: said as the screen says them
        error = refusal_words(context["state"], error)
    typed = request.form if error and request.method == "POST" else None  # a refused form keeps what was typed
    shown = context | {"notice": notice, "error": error, "confirm": confirm, "typed": typed}
    return make_response(fresh_screen(shown, page=not wants_fragment()), status, {"Vary": "HX-Request"})


@bp.get("/<game_id>/feeding")
def feeding(game_id: str):
    """The feeding screen: food owed at the next feeding, and what every past feeding took and lacked."""
    log = game_log()
    seq, state = log.load(game_id)
    rows = (row.events for row in log.stream_rows(game_id))
    return render("conjurers/feeding.html", game=saved.get_game(log, game_id), seq=seq,
                  turn=board_view.round_view(state), feeding=score_view.next_feeding(state), fed=score_view.just_fed(state),
                  past=score_view.past_feedings(state, rows))


@bp.post("/<game_id>/act")
def act(game_id: str):
    """Apply the action a form describes at the step the screen showed; a refusal names its rule and changes nothing."""
    log = game_log()
    try:
        seq = int(request.form.get("seq", "-1"))
        head, state = log.load_head(game_id)  # one query: the head step, its state and the game's seed
        shown = _latest(game_id, head.seq, state)  # kept with the screen the form was on
        rng = Random(f"{head.game.seed}:{seq}")
        payload = payload_of(request.form, state, rng)
        names = entered_names(request.form, state, payload)
        dealt = any(payload.get(k) for k in ("drawn", "defender_drawn")) or (
            payload.get("kind") == "tournament_draw" and not request.form.get("partner"))
        action = KIND.parse_action(payload)
        applied = log.append(game_id, action, expected_seq=seq,  # the head read above, not read again
                             action_id=request.form.get("action_id") or uuid.uuid4().hex, herald_dealt=dealt, head=head)
        if not request.form.get("one_off"):
            keep_typed(game_id, applied.state, before=state)  # a card's value typed in a form is the group's from now on, as on the battle screen
        written = None
        if name_entered(game_id, applied.seq, names, keep=not request.form.get("one_off")) == applied.seq:
            _carry(game_id, applied, action, shown)  # no card was named after it: the step is the head
            written = saved.written_game(applied)
    except StaleWrite:
        return screen(game_id, notice="The game changed on another device. Nothing was applied.", status=stale_status())
    except ValidationError as exc:
        return screen(game_id, error=validation_message(exc)[1], status=422)
    except ValueError as exc:  # the rules' refusal (with its line), bad input, a form that cannot be read
        if isinstance(exc, KIND.illegal):
            return screen(game_id, error=f"{exc.detail} (rule {exc.rule.ref})", status=422)
        return screen(game_id, error=str(exc), status=422)
    if applied.state.fight is not None and state.fight is None and battle_link(game_id):  # "Fight it on the
        target = battle_link(game_id)  # battle screen" opens that screen
        return ("", 204, {"HX-Redirect": target}) if wants_fragment() else redirect(target, 303)
    # posted from the game screen by htmx (static/js/device.js): answered with the panels the step changed
    panels = written is not None and request.form.get("panels") == "1" and not applied.duplicate
    return _back(game_id, written, before=(state, seq) if panels else None)


@bp.post("/<game_id>/undo")
def undo(game_id: str):
    """Take back the last step; one that involved dice or a draw asks to be confirmed first."""
    return _history(game_id, "undo")


@bp.post("/<game_id>/redo")
def redo(game_id: str):
    """Restore the step last undone."""
    return _history(game_id, "redo")


def _history(game_id: str, which: str):
    log = game_log()
    try:
        seq = int(request.form.get("seq", "-1"))
        if which == "undo":
            confirmed = request.form.get("confirm") == "1"
            at, state = log.load_head(game_id)
            try:  # the store asks by the kind's rule (`took_chance`), as it does for the API
                written = saved.undone_game(log.undo(game_id, expected_seq=seq, confirm=confirmed))
            except NeedsConfirmation as exc:  # said as the screen says the step: cards by name
                head = _latest(game_id, at.seq, state)[:1]  # the step to undo: kept with the screen that showed it
                said = " ".join(_story(state, head)[0]["story"]) if head and head[0].seq == seq else exc.description
                raise NeedsConfirmation(said) from None
            before = (state, seq) if request.form.get("panels") == "1" else None
        else:
            log.redo(game_id, expected_seq=seq)
            written = before = None
    except StaleWrite:
        return screen(game_id, notice="The game changed on another device. Nothing was taken back.", status=stale_status())
    except NeedsConfirmation as exc:
        return screen(game_id, confirm=str(exc))
    except NothingToUndo as exc:
        return screen(game_id, notice=str(exc))
    return _back(game_id, written, before)


def _back(game_id: str, written: tuple | None = None, before: tuple | None = None):
    """After a write: htmx swaps the new screen in at once (only its changed panels when `before` names the screen
    the tap was made on); a plain form (no script) follows a redirect to it (written: the head the write gave, if it
    is still the head)."""
    if wants_fragment():
        return screen(game_id, after_write=True, written=written, before=before)
    ended = (written[2] if written else game_log().load(game_id)[1]).result
    return redirect(url_for("screen.show", game_id=game_id) + ("#result" if ended else ""), 303)
