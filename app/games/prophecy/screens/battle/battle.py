"""The battle screen: choose kind and modifiers, watch the odds, enter the dice, apply the outcome."""

from __future__ import annotations

import uuid
from dataclasses import replace

from flask import Blueprint, redirect, request, url_for

from app.games.prophecy.screens.battle.battle_advice import choose_the_only_kind, kind_advice, roll_advice
from app.games.prophecy.screens.battle.battle_api import herald_dice
from app.games.prophecy.screens.battle.battle_ended import battle_ended
from app.games.prophecy.screens.battle.battle_forms import (
    ValueInput,
    deal_treasure,
    race_inputs,
    spell_casts,
    treasure_inputs,
    treasure_words,
    typed_values,
    value_inputs,
)
from app.games.prophecy.screens.battle.battle_live import (
    FACE_DOWN,
    equip_preview,
    live_context,
    pct,
    wants_live,
)
from app.games.prophecy.screens.catalog import new_cards, table_values
from app.games.prophecy.screens.play import play as game_screen
from app.games.prophecy.screens.play.board_view import build_turn
from app.games.prophecy.screens.play.offer_fill import matching_offer
from app.games.prophecy.screens.play.offers_view import Namer, herald_rng
from app.games.prophecy.screens.play.play import namer, offer_views, refused_on_game_screen
from app.games.prophecy.screens.play.realm_lake import FACE_DOWN_CARD
from app.games.prophecy.screens.play.refusals import REFUSED, refused
from app.store import StaleWrite
from app.store import games as saved
from app.web.rendering.deps import game_log
from app.web.rendering.forms import new_action_id, read_write_form
from app.web.rendering.htmx import render, wants_fragment

bp = Blueprint("battle", __name__, url_prefix="/games")
# Steps a battle's result opens, offered beside it once the battle is over (the Golden Dragon Lord's trade, 003:L767).
AFTER_A_WIN = ("golden_swap",)
# A dragon's own value comes before the rest of its battle's steps: the Phantom's Strength, the Skeletal's Magic.
FIRST = ("phantom_strength", "skeletal_magic")


def _context(game_id: str, form) -> dict:
    from app.games.prophecy.screens.battle.battle_view import KIND_NAMES, ORDERS, parse_form, preview

    log = game_log()
    summary = saved.get_game(log, game_id)
    seq, state = log.load(game_id)
    f = parse_form(form, len(state.heroes))
    return dict(game=summary, seq=seq, state=state, view=preview(f, state), f=f, orders=ORDERS, kind_names=KIND_NAMES,
                action_id=new_action_id)


@bp.get("/<game_id>/battle")
def show(game_id: str):
    """The battle screen: the battle under way or the fights open now; else the calculator (no rules)."""
    from app.games.prophecy.engine import legal_actions

    if request.args.get("manual") != "1":
        _, state = game_log().load(game_id)
        if request.args.get("live") == "1" or wants_live(state, legal_actions(state, game_log().context())) \
                or battle_ended(game_log(), game_id):
            return battle_screen(game_id)
    context = _context(game_id, request.args)
    return render("prophecy/battle/show.html", "prophecy/battle/_screen.html", result=None, **context)


@bp.get("/<game_id>/battle/preview")
def preview_fragment(game_id: str):
    """Breakdown and odds for the choices so far; writes nothing."""
    context = _context(game_id, request.args)
    return render("prophecy/battle/_preview.html", "prophecy/battle/_preview.html", **context)


@bp.post("/<game_id>/battle")
def fight(game_id: str):
    """Score the dice (entered, or rolled by Herald) and record the battle and what it cost in the log."""
    from app.games.prophecy.engine import IllegalAction, InvalidInput
    from app.games.prophecy.engine.battle import BattleInputError, resolve_battle
    from app.games.prophecy.screens.battle.battle_view import build_setup

    context = _context(game_id, request.form)
    f, state, seq = context["f"], context["state"], context["seq"]
    try:
        setup, wills_cost = build_setup(f, state)
        rolls, herald = _rolls(game_id, setup, seq)
        result = resolve_battle(setup, rolls)
    except (BattleInputError, ValueError) as exc:
        return render("prophecy/battle/show.html", "prophecy/battle/_screen.html", result=None, dice_error=str(exc), **context)
    if not result.finished:
        return render("prophecy/battle/show.html", "prophecy/battle/_screen.html", result=None, rolls_so_far=result.rolls, **context)
    try:
        story = _record(game_id, seq, context, result, wills_cost, herald)
    except StaleWrite:
        context = _context(game_id, request.form)
        return render("prophecy/battle/show.html", "prophecy/battle/_screen.html", result=None,
                      dice_error="The game changed on another device; nothing was recorded. Check and enter the dice again.", **context)
    except (IllegalAction, InvalidInput) as exc:
        context = _context(game_id, request.form)
        return render("prophecy/battle/show.html", "prophecy/battle/_screen.html", result=None, dice_error=str(exc), **context)
    context = _context(game_id, request.form)
    return render("prophecy/battle/show.html", "prophecy/battle/_screen.html", result=result, story=story, **context)


def _rolls(game_id: str, setup, seq: int) -> tuple[list, bool]:
    """The faces of every roll entered so far; Herald rolls the next one when asked."""
    from app.games.prophecy.engine.battle import BattleInputError, dice_needed, resolve_battle
    from app.games.prophecy.screens.battle.battle_view import faces_from

    rolls, herald = [], request.form.get("herald") == "dice"
    rng = herald_rng(saved.game_seed(game_log(), game_id), seq) if herald else None
    for number in range(1, setup.lives + 1):
        hero_n, foe_n = dice_needed(setup, number)
        hero, foe = faces_from(request.form, f"r{number}_hero", hero_n), faces_from(request.form, f"r{number}_foe", foe_n)
        if not (hero and foe) and rng is not None:
            hero, foe = tuple(rng.randint(1, 6) for _ in range(hero_n)), tuple(rng.randint(1, 6) for _ in range(foe_n))
            rng = None
        if not (hero and foe):
            break
        rolls.append((hero, foe))
        if resolve_battle(setup, rolls).finished:
            break
    if not rolls:
        raise BattleInputError("Enter the lighter and the darker die, or let Herald roll.")
    return rolls, herald


def _record(game_id: str, seq: int, context: dict, result, wills_cost: int, herald: bool) -> list[str]:
    """Write the dice and the battle's consequences as steps of the log; returns their sentences."""
    from app.games.prophecy.engine import parse_action
    from app.games.prophecy.engine.battle import Outcome
    from app.games.prophecy.screens.battle.battle_view import KIND_NAMES

    f, view = context["f"], context["view"]
    last = result.rolls[-1]
    verdict = {Outcome.WIN: "won", Outcome.DRAW: "drew", Outcome.LOSE: "lost"}[result.outcome]
    purpose = f"{KIND_NAMES[f.kind]} vs {view.foe_name}: {last.hero_total} against {last.foe_total}, {verdict}"[:80]
    faces = [x for r in result.rolls for x in (*r.hero_faces, *r.foe_faces)][:6]
    actions = [{"kind": "record_dice", "purpose": purpose, "faces": faces, "by_herald": herald}]
    if wills_cost:
        actions.append({"kind": "adjust_hero", "seat": f.seat, "magic": -wills_cost, "reason": "started a Battle of Wills"})
    loser = f.seat if result.outcome is Outcome.LOSE else None
    if result.outcome is Outcome.WIN and f.opponent != "creature":
        loser = int(f.opponent)
    if loser is not None:
        reason = f"lost the battle against {view.hero_name if loser != f.seat else view.foe_name}"
        actions.append({"kind": "adjust_hero", "seat": loser, "health": -1, "reason": reason[:120]})
    if result.outcome is Outcome.WIN and f.opponent == "creature" and f.experience:
        actions.append({"kind": "adjust_hero", "seat": f.seat, "experience": f.experience, "reason": f"defeated {view.foe_name}"[:120]})
    log, story, token = game_log(), [], request.form.get("action_id") or uuid.uuid4().hex
    for i, raw in enumerate(actions):
        applied = log.append(game_id, parse_action(raw), expected_seq=seq + i, action_id=f"{token[:40]}-{i}")
        story.extend(applied.story)
    return story



def _battle_payload(payload: dict, state, ctx, names) -> dict:
    """The action fields of a battle-screen form: typed card values and Spells turned into the engine's shapes."""
    from app.games.prophecy.engine import legal_actions

    payload = {k: v for k, v in payload.items() if ":" not in k and k != "asked"}
    if payload.get("kind") in ("start_fight", "realm_fight", "realm_lake_fight") and (request.form.getlist("asked[]") or any(
            k.startswith("value:") and request.form.get(k, "").strip() for k in request.form)):
        payload["values"] = typed_values(request.form, names.card)
    if payload.get("kind") == "announce_equipment":
        if any(k.startswith("value:") and request.form.get(k, "").strip() for k in request.form):
            payload["values"] = typed_values(request.form, names.card)  # Dragon Magic's number, when asked
        offer = matching_offer(legal_actions(state, ctx), payload)
        ch = offer.choices if offer is not None else {"spells": [], "on": {}}
        payload["spells"] = spell_casts(request.form, ch.get("spells", []), ch.get("on", {}))
        if not payload.get("discount"):
            payload.pop("discount", None)  # "No": no card named for the price
    if payload.get("kind") == "battle_reward" and request.form.getlist("asked[]"):
        payload["values"] = typed_values(request.form, names.card, treasure_words)
    if payload.get("kind") == "battle_reward" and request.form.get("herald") == "cards" and not payload.get("faces"):
        payload["by_herald"] = True
    return payload


@bp.post("/<game_id>/battle/act")
def act(game_id: str):
    """Apply a step posted by the battle screen's own forms (a card's values, Spells, the treasure)."""
    from app.games.prophecy.engine import legal_actions, parse_action

    log = game_log()
    try:
        sub = read_write_form(request.form)
        named, seq = new_cards.bring_in(log, game_id, sub.payload, sub.expected_seq, sub.action_id)
        sub = replace(sub, payload=named, expected_seq=seq)
        _, state = log.load(game_id)
        ctx = log.context()
        action = parse_action(_battle_payload(sub.payload, state, ctx, namer(state)))
        action = herald_dice(game_id, action, sub.expected_seq)
        if action.kind == "battle_reward" and request.form.get("herald") == "cards":
            offer = matching_offer(legal_actions(state, ctx), {"kind": "battle_reward", "seat": action.seat})
            rng = herald_rng(saved.game_seed(log, game_id), sub.expected_seq)
            action = action.model_copy(update={"cards": deal_treasure(action.cards, action.faces, offer.choices, rng)})
        keep = table_values.pending(action, state, request.form.get(table_values.ONE_OFF) == "1")
        log.append(game_id, action, expected_seq=sub.expected_seq, action_id=sub.action_id)
        table_values.keep(action, game_id, keep)
        notice = choose_the_only_kind(log, game_id, sub.action_id) \
            if action.kind in ("start_fight", "realm_lake_fight") else None  # the Lake's form posts here too
    except REFUSED as exc:
        if request.form.get("view") == "play":  # the game screen's Lake form: refused there, as it was filled
            return refused_on_game_screen(exc, game_id)
        return refused(exc, lambda **shown: battle_screen(game_id, **shown))
    if wants_fragment():
        return battle_screen(game_id, notice=notice)
    return redirect(url_for("battle.show", game_id=game_id, live=1), 303)


@bp.get("/<game_id>/battle/equip-preview")
def equip_preview_fragment(game_id: str):
    """The battle's lines and odds with the Items and Spells ticked so far; writes nothing."""
    from app.games.prophecy.engine import InvalidInput, legal_actions

    log = game_log()
    _, state = log.load(game_id)
    ctx = log.context()
    offer = next((o for o in legal_actions(state, ctx) if o.kind == "announce_equipment"), None)
    ch = offer.choices if offer is not None else {}
    items = [i for i in request.args.getlist("items[]") if i in ch.get("items", [])]
    try:
        casts = spell_casts(request.args, ch.get("spells", []), ch.get("on", {}))
        discount = request.args.get("discount") if request.args.get("discount") in (ch.get("discount") or {}) else None
        nums = equip_preview(state, ctx, items, casts, discount)
    except (ValueError, InvalidInput) as exc:
        nums, error = None, str(exc)
    else:
        error = None
    return render("prophecy/battle/_numbers.html", "prophecy/battle/_numbers.html", nums=nums, preview_error=error, pct=pct, trial=True)


def battle_screen(game_id: str, *, notice=None, error=None, confirm=None, status=200):
    """The battle screen driven by combat's actions (see battle_live.py)."""
    from app.web.history.log_view import recent_rows

    log = game_log()
    summary = saved.get_game(log, game_id)
    seq, state = log.load(game_id)
    ctx = log.context()
    live = live_context(state, ctx)
    names = namer(state)
    names = Namer(card=names.card, space=names.space, seat=names.seat,
                  option=lambda o: live["option_names"].get(o, o.replace("_", " ")))
    offers = live.pop("battle_offers")
    steps = sorted(offer_views(state, offers, names), key=lambda v: v.kind not in FIRST)
    treasure = next((o for o in offers if o.kind == "battle_reward"), None)
    reward_inputs = treasure_inputs(treasure.choices.get("values", []), names.card) if treasure is not None else []
    equip = next((o for o in offers if o.kind == "announce_equipment"), None)
    equip_inputs = [ValueInput(full.partition(".")[0], full.partition(".")[2], f"{names.card(full.partition('.')[0])}: "
                               "Magic taken off each Spell in the Realm", "number", required=False)
                    for full in (equip.choices.get("values", []) if equip is not None else [])]
    rows = [(f, offer_views(state, [f.offer], names)[0],
             value_inputs(f.offer.choices.get("values", []), (lambda c: FACE_DOWN_CARD) if f.foe == FACE_DOWN else names.card,
                          _unknown(ctx))
             + race_inputs(f.offer.choices.get("race_values", []), names.card)) for f in live["fights"]]
    return render("prophecy/battle/live.html", "prophecy/battle/_live.html", status=status, game=summary, seq=seq, state=state,
                  steps=steps, fight_rows=rows, after_steps=[o for o in steps if o.kind in AFTER_A_WIN], reward_inputs=reward_inputs,
                  equip_inputs=equip_inputs,
                  herald_deals=state.options.deck_mode == "herald", card_name=names.card,
                  recent=recent_rows(log, game_id, 6), can_redo=bool(log.redo_rows(game_id)), action_id=new_action_id,
                  turn=build_turn(state, saved_catalog()), notice=notice, error=error, confirm=confirm,
                  kind_advice=kind_advice, roll_advice=roll_advice, ended=battle_ended(log, game_id) if not live["live"] else None,
                  **live)




def _unknown(ctx):
    """Whether the catalog lacks a top-level value of a card."""
    from app.games.prophecy.engine.realm.fights.dragon_rulings import PHANTOM, ruling

    def lacks(card: str, field: str) -> bool:
        if field == "strength" and ruling(ctx, card) == PHANTOM:
            return False  # the Phantom's Strength is asked by its battle, not kept as the card's (003:L759)
        try:
            return getattr(ctx.catalog.card(card), field, None) is None
        except Exception:  # noqa: BLE001 - a card the catalog does not know lacks everything
            return True
    return lacks


def saved_catalog():
    """The running catalog (for names)."""
    return game_log().context().catalog


game_screen.VIEWS["battle"] = battle_screen  # the game screen draws the battle in its place (view=battle)
