"""Sharing a game with phones: a QR code per seat on the tablet, the address it carries, re-issuing links."""

from __future__ import annotations

import ipaddress
import time
from urllib.parse import urlsplit

from flask import Blueprint, current_app, jsonify, redirect, request, url_for

from app.games import registry
from app.netinfo import lan_addresses
from app.qr import qr_svg
from app.store import games as saved
from app.store import links
from app.store.settings import get_setting, set_setting
from app.web.jsonapi.apiroute import api_route, problem
from app.web.rendering.deps import game_log
from app.web.rendering.htmx import render
from app.web.sessions.schemas_access import DisplayLinkOut, SeatLinkOut

bp = Blueprint("share", __name__, url_prefix="/games")
api_bp = Blueprint("share_api", __name__, url_prefix="/api/v1")
ADDRESS_SETTING = "qr_address"
_LAN_CACHE: dict[str, tuple[float, list[str]]] = {}


def link_secret() -> bytes:
    """The instance secret seat-link tokens are derived from."""
    return str(current_app.config["SECRET_KEY"]).encode()


def _lan() -> list[str]:
    """This machine's LAN addresses, looked up at most every 30 seconds."""
    stamp, found = _LAN_CACHE.get("lan", (0.0, []))
    if time.monotonic() - stamp > 30:
        found = lan_addresses()
        _LAN_CACHE["lan"] = (time.monotonic(), found)
    return found


def listening_host() -> str | None:
    """The address the server listens on (set by app.serve), or None when it is not known."""
    return current_app.config.get("SERVER_HOST")


def address_choices() -> list[str]:
    """Addresses a phone could use: the one the server listens on, or every LAN address plus this request's."""
    host = listening_host()
    if host and host not in ("0.0.0.0", "::", ""):
        return [host]
    choices = list(_lan())
    asked = urlsplit("//" + request.host).hostname or ""
    if asked and asked not in choices:
        choices.append(asked)
    return choices


def chosen_address() -> str:
    """The address the QR codes carry: the saved choice if it is still offered, else the first choice."""
    choices = address_choices()
    saved_choice = get_setting(game_log().engine, ADDRESS_SETTING)
    return saved_choice if saved_choice in choices else choices[0]


def server_port() -> int:
    """The port phones connect to: the one the server listens on, else this request's."""
    port = current_app.config.get("SERVER_PORT")
    if port:
        return int(port)
    _, _, tail = request.host.rpartition(":")
    return int(tail) if tail.isdigit() else (443 if request.scheme == "https" else 80)


def base_url() -> str:
    """http://address:port for links that phones open."""
    address = chosen_address()
    if ":" in address:
        address = f"[{address}]"
    return f"{request.scheme}://{address}:{server_port()}"


def seat_links(game_id: str) -> list[dict]:
    """Every seat's current link with its URL and hero, issuing missing links."""
    log = game_log()
    _, state = log.load(game_id)
    kind = log.kind_of(game_id)
    seats = kind.players_of(state)
    issued = links.current_links(log.engine, game_id, len(seats), link_secret())
    root = base_url()
    return [
        {
            "seat": link.seat, "revision": link.revision,
            "player": seats[link.seat]["player"], "character": seats[link.seat]["character"],
            "subtitle": registry.screens(kind.name).seat_subtitle(seats[link.seat]),
            "url": root + url_for("phone.show", token=link.token),
        }
        for link in issued
    ]


def display_link(game_id: str) -> dict:
    """The game's table-display link (issued on first asking) with its URL."""
    link = links.current_display(game_log().engine, game_id, link_secret())
    return {"revision": link.revision, "url": base_url() + url_for("display.show", token=link.token)}


def _is_loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return host == "localhost"


def unreachable_warning() -> str | None:
    """Why phones could not open the QR codes' address, in words (None when they can): Herald listens on this
    machine only, or the codes carry an address only this machine answers."""
    if _loopback_only():
        return (f"Herald listens on this machine only ({chosen_address()}), so phones cannot reach it. "
                "Start it with HOST=0.0.0.0 to serve phones on this network.")
    if _is_loopback(chosen_address()):
        return (f"The QR codes carry {chosen_address()}, an address only this machine answers: phones cannot open "
                "them. Choose another address on the Share page.")
    return None


def _loopback_only() -> bool:
    host = listening_host()
    try:
        return bool(host) and ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"


@bp.get("/<game_id>/share")
def show(game_id: str):
    """The 'Share with phones' view: one QR code per seat, the address they carry, and re-issuing."""
    game = saved.get_game(game_log(), game_id)
    seats = seat_links(game_id)
    for s in seats:
        s["qr"] = qr_svg(s["url"], f"Link for {s['player']}" + (f" ({s['subtitle']})" if s["subtitle"] else ""))
    display = display_link(game_id)
    display["qr"] = qr_svg(display["url"], "Link for the table display")
    return render(
        "share/show.html", game=game, seats=seats, display=display, choices=address_choices(), chosen=chosen_address(),
        port=server_port(), warning=unreachable_warning(), replaced=request.args.get("replaced", type=int),
        display_replaced=request.args.get("display_replaced", type=int),
    )


@bp.post("/<game_id>/share/<int:seat>/reissue")
def reissue(game_id: str, seat: int):
    """Replace a seat's link: its old QR code stops working at once."""
    if not 0 <= seat < _seats(game_id):
        return render("errors/404.html", status=404)
    links.reissue(game_log().engine, game_id, seat, link_secret())
    return redirect(url_for("share.show", game_id=game_id, replaced=seat + 1), 303)


@bp.post("/<game_id>/share/display/reissue")
def reissue_display(game_id: str):
    """Replace the table display's link: its old QR code stops working at once."""
    links.reissue(game_log().engine, game_id, links.DISPLAY, link_secret())
    return redirect(url_for("share.show", game_id=game_id, display_replaced=1), 303)


@bp.post("/<game_id>/share/address")
def choose_address(game_id: str):
    """Choose which of this machine's addresses the QR codes carry (kept for the whole installation)."""
    address = request.form.get("address", "")
    if address in address_choices():
        set_setting(game_log().engine, ADDRESS_SETTING, address)
    return redirect(url_for("share.show", game_id=game_id), 303)


@api_route(api_bp, "/games/<game_id>/links", "get", summary="Every seat's current player link.", response=SeatLinkOut, many=True, errors=(404,))
def list_links(game_id: str):
    return jsonify([_link_out(s) for s in seat_links(game_id)])


def _link_out(seat: dict) -> dict:
    return SeatLinkOut(**{k: v for k, v in seat.items() if k in SeatLinkOut.model_fields}).model_dump()


def _seats(game_id: str) -> int:
    """How many seats the game has, as its kind counts them."""
    log = game_log()
    _, state = log.load(game_id)
    return len(log.kind_of(game_id).players_of(state))


@api_route(
    api_bp, "/games/<game_id>/links/<int:seat>", "post", response=SeatLinkOut, errors=(404,),
    summary="Replace a seat's player link; the old link answers 410 from then on.",
)
def reissue_link(game_id: str, seat: int):
    if not 0 <= seat < _seats(game_id):
        return problem(404, "unknown_seat", f"There is no seat {seat} in this game.")
    links.reissue(game_log().engine, game_id, seat, link_secret())
    return jsonify(_link_out(next(s for s in seat_links(game_id) if s["seat"] == seat)))


@api_route(api_bp, "/games/<game_id>/display-link", "get", response=DisplayLinkOut, errors=(404,),
           summary="The table display's current link (the whole table, read-only, for a TV).")
def get_display_link(game_id: str):
    return jsonify(DisplayLinkOut(**display_link(game_id)).model_dump())


@api_route(api_bp, "/games/<game_id>/display-link", "post", response=DisplayLinkOut, errors=(404,),
           summary="Replace the table display's link; the old link answers 410 from then on.")
def reissue_display_link(game_id: str):
    links.reissue(game_log().engine, game_id, links.DISPLAY, link_secret())
    return jsonify(DisplayLinkOut(**display_link(game_id)).model_dump())
