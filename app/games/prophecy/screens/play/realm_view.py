"""Pure view model of the Dragon Realm's board as the game screen draws it beside the ring: three paths climbing
from the Gate to the Lake of Fire, each space light, dark or split with its cards, the heroes on it (003:L209-229).

State and catalog in, plain data out; the paths come from the group's typed board (realm/facts.py), so a Realm
not typed yet is drawn as a prompt to type it.
"""

from __future__ import annotations

from dataclasses import dataclass

WIDTH, HEIGHT = 360, 640
GATE_Y, LAKE_Y = 600, 62  # centres of the Gate (bottom) and the Lake (top): the paths climb (003:L209)
FIRST_Y, LAST_Y = 530, 150  # centres of a path's first and last spaces, clear of the Gate and the Lake
PATH_X = {"left": 70, "middle": 180, "right": 290}
SPACE_W = 84


@dataclass(frozen=True)
class RealmCard:
    """A Dragon card on a space: named once face up, else only its kind."""

    id: str
    name: str
    kind: str  # positive or negative
    face_down: bool


@dataclass(frozen=True)
class RealmSpace:
    """One path space with where to draw it, its colour, its cards (negative first: it lies on top) and heroes."""

    path: str
    step: int
    colour: str
    x: int
    y: int
    h: int
    cards: tuple[RealmCard, ...] = ()
    seats: tuple[int, ...] = ()
    last: bool = False

    @property
    def words(self) -> str:
        """The space in words, as positions are said elsewhere."""
        return f"space {self.step} of the {self.path} path"


@dataclass(frozen=True)
class RealmView:
    """The Realm as drawn: its spaces (none while untyped), the Gate, the Lake and the cards set aside."""

    spaces: tuple[RealmSpace, ...]
    gate_plane: int | None  # the plane the revealed Gate lies on (1-based in words), None while face down
    gate_name: str
    lake_guardian: RealmCard | None
    lake_artifact: RealmCard | None
    hearts: int
    gate_seats: tuple[int, ...] = ()
    lake_seats: tuple[int, ...] = ()
    undealt: int = 0  # Dragon cards still in their decks: the board was typed after the game began
    unseen: int = 0
    typed: bool = True
    dragonslayer: bool = False  # the variant: no Artifact, a dragon on the Lake (003:L651-657)
    lake_dragons: tuple[RealmCard, ...] = ()  # the variant's dragons still on the Lake, in the order fought
    lake_words: str = ""  # the same in words (realm.lake.lake_words)
    width: int = WIDTH
    height: int = HEIGHT
    gate_y: int = GATE_Y
    lake_y: int = LAKE_Y

    @property
    def paths(self) -> tuple[tuple[str, int], ...]:
        """Each path's name and the x of its line."""
        from app.games.prophecy.engine.realm.board import PATHS

        return tuple((p, PATH_X[p]) for p in PATHS)


def _card(state, name, card_id: str, kind: str) -> RealmCard:
    return RealmCard(card_id, name(card_id), kind, card_id in state.hidden)


def lake_dragons(state, name) -> tuple[RealmCard, ...]:
    """The Dragonslayer variant's dragons still on the Lake, in the order fought (named once face up)."""
    from app.games.prophecy.engine.realm.lake import lake_foes

    if state.options.realm.variant != "dragonslayer":
        return ()
    return tuple(_card(state, name, c, "dragon") for c, _ in lake_foes(state))


def _seats(state) -> dict[tuple, list[int]]:
    out: dict[tuple, list[int]] = {}
    for hero in state.heroes:
        place = getattr(hero, "realm", None)
        if place is not None and hero.status == "active":
            out.setdefault((place.where, place.path, place.step), []).append(hero.seat)
    return out


def layout(lengths: dict[str, int]) -> dict[tuple[str, int], tuple[int, int]]:
    """(path, step) -> (y centre, height): each path's spaces spread evenly between the Gate and the Lake."""
    from app.games.prophecy.engine.realm.board import PATHS

    out = {}
    for path in PATHS:
        n = lengths.get(path, 0)
        gap = (FIRST_Y - LAST_Y) / max(n - 1, 1)
        for step in range(1, n + 1):
            out[(path, step)] = (round(FIRST_Y - (step - 1) * gap), max(24, min(56, int(gap) - 8)))
    return out


def build_realm(state, catalog, name) -> RealmView | None:
    """The Realm view of a game played with the Dragon Realm (None without it); `name` names a card id."""
    from app.games.prophecy.engine import Context
    from app.games.prophecy.engine.realm.board import PATHS
    from app.games.prophecy.engine.realm.deal import DECK_NEGATIVE, DECK_POSITIVE, board_of
    from app.games.prophecy.engine.realm.gate import LAKE_ARTIFACT, LAKE_GREATER, gate_plane
    from app.games.prophecy.engine.realm.lake import lake_words
    from app.games.prophecy.engine.realm.setup import (
        GATE_CARD,
        HEARTS,
        UNSEEN_NEGATIVE,
        UNSEEN_POSITIVE,
        space_zone,
    )
    from app.games.prophecy.engine.rules import zones as Z

    if state.options.realm is None:
        return None
    board = board_of(Context(catalog=catalog)) if catalog is not None else None
    seats = _seats(state)
    spaces: list[RealmSpace] = []
    if board is not None:
        for (path, step), (y, h) in layout({p: board.length(p) for p in PATHS}).items():
            cards = tuple(_card(state, name, c, kind) for kind in ("negative", "positive")
                          for c in state.zone(space_zone(path, step, kind)))  # type: ignore[arg-type]
            spaces.append(RealmSpace(path, step, board.colour(path, step), PATH_X[path] - SPACE_W // 2, y - h // 2,
                                     h, cards, tuple(seats.get(("path", path, step), ())),
                                     step == board.length(path)))
    plane = gate_plane(state.zones, state.hidden)
    gate_id = next((c for p in Z.PLANES for c in state.zone(Z.plane(p, "lesser")) if Z.base_id(c) == GATE_CARD),
                   GATE_CARD)
    guardian, artifact = state.zone(LAKE_GREATER), state.zone(LAKE_ARTIFACT)
    return RealmView(
        spaces=tuple(spaces), gate_plane=plane, gate_name=name(gate_id),
        lake_guardian=_card(state, name, guardian[0], "guardian") if guardian else None,
        lake_artifact=_card(state, name, artifact[0], "artifact") if artifact else None,
        hearts=len(state.zone(HEARTS)), gate_seats=tuple(seats.get(("gate", None, None), ())),
        lake_seats=tuple(seats.get(("lake", None, None), ())),
        undealt=len(state.zone(DECK_POSITIVE)) + len(state.zone(DECK_NEGATIVE)),
        unseen=len(state.zone(UNSEEN_POSITIVE)) + len(state.zone(UNSEEN_NEGATIVE)), typed=board is not None,
        dragonslayer=state.options.realm.variant == "dragonslayer", lake_dragons=lake_dragons(state, name),
        lake_words=lake_words(state, name) or "",
    )


def realm_token(state, p: int) -> tuple[int, ...]:
    """The Dragon Realm's +1 Power Up token lying on a plane: every plane but the revealed Gate's (003:L261, L297)."""
    from app.games.prophecy.engine.realm.gate import gate_plane
    from app.games.prophecy.engine.realm.setup import plane_bonus

    if state.options.realm is None or not plane_bonus(p, gate_plane(state.zones, state.hidden)):
        return ()
    return (1,)


def realm_words(offer, space_name):
    """A Realm offer's button in the table's words: the return names the ring space it leads to."""
    if offer.kind == "realm_step" and offer.params.get("how") == "return" and offer.params.get("space") is not None:
        return offer.model_copy(update={"label": f"Return to the main board: {space_name(offer.params['space'])}"})
    return offer
