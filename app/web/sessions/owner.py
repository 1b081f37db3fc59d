"""The instance's owner PIN: who may change the group's catalog on a shared server.

Where an owner PIN is set (`HERALD_OWNER_PIN` in the environment, or chosen on `/owner` while the instance holds no
game yet: its first run; kept hashed as a secret setting, which backups carry only with the secrets), every instance-wide write (the "gm_any" routes:
the group's card entries and their withdrawals, the backup) needs it: the API as the `X-Herald-Owner-Pin` header,
the tablet once per browser on `/owner` (the session then keeps a fingerprint of it). Creating or mastering a game
grants nothing here. Without one (a home tablet) a game master's device does these as before. Wrong PINs are
counted per client address and locked out as a game's are (in this process).
"""

from __future__ import annotations

import hashlib
import hmac
import threading
import time

from flask import Blueprint, Flask, current_app, redirect, request, session, url_for
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select
from werkzeug.security import check_password_hash, generate_password_hash

from app.store import gmauth
from app.store.access_tables import Setting
from app.store.models import GameRecord
from app.store.settings import get_setting
from app.web.rendering.deps import game_log
from app.web.rendering.htmx import render
from app.web.sessions.access import mark
from app.web.sessions.protection import csrf, safe_next

bp = Blueprint("owner", __name__)
HEADER = "X-Herald-Owner-Pin"
SESSION_KEY = "owner"
STORED = "secret:owner_pin"  # the setting holding a first run's owner PIN, hashed (backups leave it out by default)
_TRIES = "herald.owner_tries"
_LOCK = threading.Lock()


def init_owner(app: Flask) -> None:
    """Read the owner PIN from the configuration (refusing one that is not 4 to 8 digits) and add its page."""
    pin = app.config.get("OWNER_PIN")
    if pin is not None and pin != "":
        pin = str(pin)
        if not gmauth.valid_pin(pin):
            raise ValueError("HERALD_OWNER_PIN must be 4 to 8 digits.")
        app.config["OWNER_PIN"] = pin
    else:
        app.config["OWNER_PIN"] = None
    app.extensions[_TRIES] = {}
    app.register_blueprint(bp)


def _stored() -> str | None:
    """The hash of an owner PIN chosen on the first run, if any."""
    return get_setting(game_log().engine, STORED)


def configured() -> bool:
    """Whether this instance has an owner PIN."""
    return bool(current_app.config.get("OWNER_PIN")) or _stored() is not None


def _matches(pin: str) -> bool:
    if current_app.config.get("OWNER_PIN"):
        return hmac.compare_digest(pin.encode(), current_app.config["OWNER_PIN"].encode())
    stored = _stored()
    return stored is not None and gmauth.valid_pin(pin) and check_password_hash(stored, pin)


def _fingerprint() -> str:
    key = str(current_app.config["SECRET_KEY"]).encode()
    secret = current_app.config.get("OWNER_PIN") or _stored() or ""
    return hmac.new(key, b"owner:" + secret.encode(), hashlib.sha256).hexdigest()[:32]


def first_run() -> bool:
    """Whether an owner PIN may still be chosen here: none is set and the instance holds no game yet."""
    if configured():
        return False
    with Session(game_log().engine) as db:
        return db.exec(select(GameRecord.id).limit(1)).first() is None


def choose(pin: str) -> bool:
    """Keep a first run's owner PIN (hashed); False when one was set meanwhile."""
    try:
        with Session(game_log().engine) as db:
            if db.get(Setting, STORED) is not None:
                return False
            db.add(Setting(key=STORED, value=generate_password_hash(pin, method=current_app.config["PIN_HASH_METHOD"])))
            db.commit()
    except IntegrityError:  # another device chose one at the same moment
        return False
    return True


def is_owner() -> bool:
    """Whether this browser entered the current owner PIN."""
    return configured() and hmac.compare_digest(session.get(SESSION_KEY, ""), _fingerprint())


def _client() -> str:
    return (request.remote_addr or "unknown")[:64]


def wait_seconds() -> int:
    """Seconds this client must wait before trying the owner PIN again (0: it may try)."""
    with _LOCK:
        _, until = current_app.extensions[_TRIES].get(_client(), (0, 0.0))
    return max(0, int(until - time.time() + 0.999))


def check(pin: str) -> str:
    """Try the owner PIN: "ok", "wrong" or "locked" (five wrong PINs lock the address out, doubling as a game's)."""
    tries = current_app.extensions[_TRIES]
    client, now = _client(), time.time()
    with _LOCK:
        failures, until = tries.get(client, (0, 0.0))
        if until > now:
            return "locked"
        if _matches(pin):
            tries.pop(client, None)
            return "ok"
        failures += 1
        lock = 0 if failures < gmauth.FREE_FAILURES else min(
            gmauth.FIRST_LOCK_SECONDS * 2 ** min(failures - gmauth.FREE_FAILURES, 12), gmauth.MAX_LOCK_SECONDS)
        if len(tries) > 10_000:  # many addresses: forget those not locked out
            for k in [k for k, (_, u) in tries.items() if u <= now]:
                del tries[k]
        tries[client] = (failures, now + lock if lock else 0.0)
        return "wrong"


def guard(is_api: bool):
    """Refuse an instance-wide write without the owner PIN (called by the request guard when one is set)."""
    from app.web.jsonapi.apiroute import problem

    if is_api:
        sent = request.headers.get(HEADER)
        if sent is not None:
            outcome = check(sent.strip())
            if outcome == "ok":
                return None
            if outcome == "locked":
                return problem(429, "owner_pin_locked", "Too many wrong owner PINs from this device: wait "
                               f"{wait_seconds()} seconds.")
            return problem(401, "owner_pin_wrong", "The owner PIN is wrong.")
        if is_owner():
            csrf.protect()
            return None
        return problem(401, "owner_pin_required", "This changes what every game on this server reads: it needs the "
                       f"owner PIN (the {HEADER} header, or enter it on the owner page).")
    if is_owner():
        return None
    back = request.full_path.rstrip("?") if request.method == "GET" else (request.referrer or url_for("home.index"))
    target = url_for("owner.pin", next=back)
    if request.headers.get("HX-Request") == "true":
        response = current_app.make_response(("", 401))
        response.headers["HX-Redirect"] = target
        return response
    return redirect(target, 303)


@mark("open")
@bp.get("/owner")
def pin():
    """Ask for the owner PIN."""
    return _page()


@mark("open")
@bp.post("/owner")
def pin_submit():
    """Check the owner PIN (or choose one on the first run): this browser may then change the group's catalog."""
    if not configured():
        if not first_run():
            return redirect(_back(), 303)
        chosen = request.form.get("pin", "").strip()
        if not gmauth.valid_pin(chosen) or chosen != request.form.get("pin2", "").strip():
            return _page("Type the same PIN of 4 to 8 digits twice.", 422)
        if not choose(chosen):
            return _page("Another device has just chosen the owner PIN: type it to go on.", 409)
        session[SESSION_KEY] = _fingerprint()
        session.permanent = True
        return redirect(_back(), 303)
    outcome = check(request.form.get("pin", "").strip())
    if outcome == "locked":
        return _page(f"Too many wrong PINs from this device. Wait {wait_seconds()} seconds before trying again.", 429)
    if outcome == "wrong":
        return _page("That is not the owner PIN.", 401)
    session[SESSION_KEY] = _fingerprint()
    session.permanent = True
    return redirect(_back(), 303)


def _back() -> str:
    return safe_next(request.values.get("next"), url_for("home.index"))


def _page(error: str | None = None, status: int = 200):
    return render("gm/owner.html", next=_back(), error=error, configured=configured(), first_run=first_run(),
                  status=status)
