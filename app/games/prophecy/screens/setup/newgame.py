"""Prophecy's new-game wizard, on the shared games blueprint (/games/new): the steps, then creating the game."""

from __future__ import annotations

import hashlib
import hmac
import random
import secrets

from flask import current_app, redirect, request, url_for
from pydantic import ValidationError

from app.games.prophecy.screens.catalog import catalog_state
from app.games.prophecy.screens.play.words import validation_words
from app.games.prophecy.screens.setup.dealing import prepare_setup
from app.store import InvalidName, gmauth
from app.store import games as saved
from app.web.gamelist.games import become_gm, bp
from app.web.gamelist.home import picker
from app.web.rendering.deps import game_log
from app.web.rendering.forms import default_name
from app.web.rendering.htmx import render
from app.web.sessions.access import mark


def catalog_now():
    """The catalog the engine plays with now (with the group's entries)."""
    return game_log().context().catalog


def _with_stats(form):
    """The form with Strength, Willpower and guilds filled from the catalog for characters it knows; a character
    changed since its numbers were filled (`seat<i>_filled` names it) gets the new one's known numbers."""
    from app.games.prophecy.screens.setup import setup_wizard as wizard

    facts = wizard.character_facts(game_log().context().catalog)
    filled = form.copy()
    for i in range(wizard.MAX_SEATS):
        name = (form.get(f"seat{i}_character") or "").strip()
        known = facts.get(name) or {}
        changed = form.get(f"seat{i}_filled") not in (None, "", name)
        for key in ("strength", "willpower", "guild1", "guild2"):
            if known.get(key) and (changed or not form.get(f"seat{i}_{key}")):
                filled[f"seat{i}_{key}"] = str(known[key])
        if name:
            filled[f"seat{i}_filled"] = name
    return filled


# A refused "Start the game" (which swaps the whole body and pushes /games on success) swaps only the wizard back
# and keeps the address: the page keeps its header and everything typed.
KEEP_PAGE = {"HX-Retarget": "#wizard", "HX-Reswap": "outerHTML", "HX-Push-Url": "false"}


def _wizard(form, index: int, error: str | None = None, status: int = 200, headers: dict | None = None):
    from app.games.prophecy.screens.setup import (
        board_step,
        combos,
        coop_step,
        draft_picks,
        draft_step,
        expansion_form,
        race_step,
        realm_step,
    )
    from app.games.prophecy.screens.setup import setup_wizard as wizard

    cat = game_log().context().catalog
    stats = wizard.character_stats(cat)
    return render(
        "prophecy/setup/wizard.html", "prophecy/setup/_wizard.html", status=status, headers=headers, form=form, step=index, steps=wizard.STEPS,
        default_name=default_name("Prophecy"),
        carried=wizard.carried(form, index), error=error, characters=tuple(wizard.character_facts(cat)) or wizard.CHARACTERS, character_facts=wizard.character_facts(cat),
        variants=wizard.VARIANTS, seats=wizard.seat_count(form), stats=stats, max_seats=wizard.MAX_SEATS,
        guilds=wizard.GUILDS, board_step=board_step, expansion_form=expansion_form,
        lake_choices=expansion_form.lake_choices(cat),
        board_questions=board_step.questions(cat), realm_asks=realm_step.asks(cat, form),
        realm_typed=realm_step.typed(form),
        race_parts=race_step.PARTS, race_rows=race_step.rows(cat), race_fields=race_step.FIELDS,
        races_per_hero=race_step.per_hero(form), expansion=race_step.chosen(form),
        board_ring=board_step.ring(cat, form), board_terrains=board_step.TERRAINS, kinds=picker(),
        coop_modes=coop_step.MODES, coop=coop_step.view(form, wizard.seat_count(form)),
        seat_range=wizard.seat_range(form), combos=combos, coop_revealed=coop_step.revealed(form),
        coop_revealed_races=coop_step.revealed_races(form),
        draft=_dealt(form, cat), race_counts=draft_step.copies(form, race_step.rows(cat)),
        picks=draft_picks.view(form, draft_picks.replay(_dealt(form, cat), form, race_step.per_hero(form))),
        copies_field=draft_step.copies_field,
    )


def _dealt(form, cat) -> dict | None:
    """The hands Herald dealt for the draft (from the seed in the form), or None while the table deals."""
    from app.games.prophecy.screens.setup import draft_step, race_step
    from app.games.prophecy.screens.setup import setup_wizard as wizard

    names = list(wizard.character_facts(cat)) or list(wizard.CHARACTERS)
    per_hero = race_step.per_hero(form)
    counts = draft_step.copies(form, race_step.rows(cat)) if per_hero else None
    return draft_step.hands(form, wizard.seat_count(form), names, counts, draft_seed(form), per_hero)


def draft_seed(form) -> int | None:
    """The game's seed the draft was dealt from: the form's token through the server's secret, so the page that
    carries the token does not show the seed Herald's later rolls come from."""
    from app.games.prophecy.screens.setup import draft_step

    token = draft_step.token(form)
    if token is None:
        return None
    mac = hmac.new(str(current_app.secret_key).encode(), f"draft:{token}".encode(), hashlib.sha256).digest()
    return int.from_bytes(mac[:8], "big") >> 1


@bp.get("/new")
def new():
    """The first step of the new-game wizard."""
    return _wizard(request.args, 0)


@mark("open")
@bp.post("/new")
def wizard_step():
    """Go to another step of the wizard; moving forward checks the steps before it."""
    from app.games.prophecy.screens.setup import combos, coop_step, draft_picks, draft_step, race_step
    from app.games.prophecy.screens.setup import setup_wizard as wizard

    cat = game_log().context().catalog
    counts = draft_step.copies(request.form, race_step.rows(cat)) if race_step.per_hero(request.form) == 1 else None
    shared = coop_step.reveal_or_deal(request.form, list(wizard.character_facts(cat)) or list(wizard.CHARACTERS),
                                      wizard.seat_count(request.form), random.SystemRandom(),
                                      draft_step.race_deck(counts))
    form = combos.pruned(shared if shared is not None else request.form)
    form = draft_step.requested(form, wizard.seat_count(form), secrets.randbits(63)) or form
    tapped, refused = draft_picks.tap(form, _dealt(form, cat), race_step.per_hero(form))
    form = _with_stats(tapped if tapped is not None else form)
    target = wizard.step_index(form.get("go"))
    if refused:
        return _wizard(form, target, refused, status=422)
    problem = _first_error(form, target)
    if problem is not None:
        return _wizard(form, problem[0], problem[1], status=422)
    return _wizard(form, target)


def _first_error(form, upto: int) -> tuple[int, str] | None:
    """The wizard's checks, with the board step's answers checked against the catalog."""
    from app.games.prophecy.screens.setup import (
        board_step,
        draft_picks,
        draft_step,
        race_step,
        realm_step,
        typed_deal,
    )
    from app.games.prophecy.screens.setup import setup_wizard as wizard

    problem = wizard.first_error(form, upto)
    chars = next(i for i, s in enumerate(wizard.STEPS) if s.id == "characters")
    dealt, per_hero = _dealt(form, catalog_now()), race_step.per_hero(form)
    if upto > chars and (problem is None or problem[0] == chars) and (
            message := draft_picks.unfinished(form, dealt, per_hero)):
        problem = (chars, message)
    if problem is None and upto > chars:
        seats = wizard.seat_count(form)
        message = (race_step.check(form, seats, catalog_now()) or draft_step.check(form, seats, dealt, per_hero)
                   or (typed_deal.check(form, seats, draft_step.copies(form, race_step.rows(catalog_now())))
                       if per_hero == 2 and dealt is None else None))
        problem = (chars, message) if message else None
    board = next(i for i, s in enumerate(wizard.STEPS) if s.id == "board")
    if problem is None and upto > board:
        message = board_step.check(form, catalog_now()) or realm_step.check(form, catalog_now())
        problem = (board, message) if message else None
    return problem


@mark("open")
@bp.post("")
def create():
    """Create a game from the wizard's answers and GM PIN; re-show the wizard naming the problem if it is refused."""
    from app.games.prophecy.engine import IllegalAction, InvalidInput
    from app.games.prophecy.engine.setup import CreateGame
    from app.games.prophecy.screens.setup import setup_values
    from app.games.prophecy.screens.setup import setup_wizard as wizard

    form = _with_stats(request.form)
    problem = _first_error(form, len(wizard.STEPS)) if form.get("seats") else None
    if problem is not None:
        return _wizard(form, problem[0], problem[1], status=422, headers=KEEP_PAGE)
    pin = form.get("pin", "").strip()
    if not gmauth.valid_pin(pin):
        return _form_error("Choose a game-master PIN of 4 to 8 digits.")
    try:
        _keep_board(form)
        facts = wizard.character_facts(game_log().context().catalog)
        payload = wizard.create_payload(form, facts, catalog_now())
        act, seed = prepare_setup(CreateGame.model_validate(payload), catalog_now(), draft_seed(form))
        game_id, _ = saved.create_game(game_log(), name=form.get("name", ""), act=act, seed=seed)
        setup_values.remember(act, game_id)
        _keep_races(act, game_id, form)
    except ValidationError as exc:
        return _form_error(validation_words(exc))
    except (InvalidInput, IllegalAction, InvalidName) as exc:
        return _form_error(str(exc))
    become_gm(game_id, pin)
    target = url_for("screen.show", game_id=game_id)
    if request.headers.get("HX-Request"):  # a whole page (header and nav), not the game screen's fragment
        return "", 204, {"HX-Redirect": target}
    return redirect(target, 303)


def _keep_board(form) -> None:
    """The board facts the group answered become its entries before the game starts (its first situation and its
    terrain cards then use them); a refused combination is raised as InvalidInput and nothing is written."""
    from app.games.prophecy.engine import InvalidInput
    from app.games.prophecy.engine.cards import OverrideError
    from app.games.prophecy.screens.setup import board_step, realm_step

    new = board_step.entries(form, catalog_now()) | (realm_step.entries(form) if realm_step.asks(catalog_now(), form) else {})
    if not new:
        return
    try:
        catalog_state.record(new, origin="setup")
    except OverrideError as exc:
        raise InvalidInput(f"Your board answers do not fit together: {exc.detail}.", "board") from exc


def _keep_races(act, game_id: str, form) -> None:
    """The Race values typed for this game (and the Race cards' counts typed for Herald's deal) become the
    group's entries (a clash is shown on the Catalog page)."""
    from app.games.prophecy.engine.cards import OverrideError
    from app.games.prophecy.screens.setup import draft_step, race_step

    typed = race_step.new_entries(act, catalog_now())
    counts = draft_step.copies(form, race_step.rows(catalog_now())) if draft_step.token(form) is not None else None
    for race, n in (counts or {}).items():
        if catalog_now().card(race).copies is None:
            typed.setdefault(race, {})["copies"] = n
    for race, fields in typed.items():
        try:
            catalog_state.record({race: fields}, game_id=game_id, origin="setup")
        except OverrideError:
            continue


def _form_error(message: str):
    from app.games.prophecy.screens.setup import setup_wizard as wizard

    return _wizard(request.form, len(wizard.STEPS) - 1, message, status=422, headers=KEEP_PAGE)
