"""Pure view models for the game screen: the ring of 20 spaces as SVG coordinates, planes, piles, heroes.

Nothing here touches Flask or the store: state (and the catalog when there is one) in, plain data out.
Zone names follow the rules engine (`space:<i>`, `plane:<p>:<slot>`, `guild:<g>`, `goods:<where>`,
`deck:<d>`, `discard:<d>`, `hero:<seat>:items`, `hero:<seat>:abilities`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.games.prophecy.screens.catalog.carddata import title
from app.games.prophecy.screens.play.realm_view import RealmView, build_realm, realm_token

RING = 20
CELL = 100
SIDE = 6  # cells per side of the square ring: 4 sides x 5 = 20 spaces
SEAT_COLOURS = ("#c0392b", "#2e7d32", "#1f5fae", "#8e44ad", "#d68910")  # also .seat-colour-N in app.css
GUILDS = ("fortress", "thieves_guild", "forest_camp", "magic_tower", "monastery")
SLOTS = ("lesser", "greater", "artifact")
STAGES = {
    "setup": "Setting up", "draft": "Character draft", "situation": "Initial situation",
    "first_player": "Who goes first", "chance": "Chance card", "chance_resolve": "Carrying out the Chance card",
    "move": "Movement", "turn": "Fights, then the space", "astral": "Attack on an Astral Plane",
    "battleground": "Choosing the Final Battle's battleground",
    "encounter": "Encounter", "space": "Space actions", "round_end": "End of the round",
    "final_battle": "Final Battle", "over": "Game over",
}


@dataclass(frozen=True)
class CardView:
    """A card as the screen shows it: its instance id, a name, and whether it lies face down."""

    id: str
    name: str
    face_down: bool = False
    damaged: bool = False


@dataclass(frozen=True)
class SpaceView:
    """One space of the ring with where to draw it and what lies on it."""

    index: int
    name: str
    kind: str
    x: int
    y: int
    port: bool = False
    gate: bool = False
    cards: tuple[CardView, ...] = ()
    seats: tuple[int, ...] = ()

    @property
    def lines(self) -> tuple[str, ...]:
        """The name split over at most two lines so it fits a cell."""
        words, first = self.name.split(), ""
        for i, word in enumerate(words):
            if len(first) + len(word) > 10 and first:
                return first.strip(), " ".join(words[i:])
            first += word + " "
        return (first.strip(),)


@dataclass(frozen=True)
class PlaneView:
    """An Astral Plane: its name and its Lesser Guardian, Greater Guardian and Artifact slots."""

    index: int
    name: str
    slots: tuple[tuple[str, CardView | None], ...]
    x: int = 0
    y: int = 0
    # Power Up tokens on the plane (Increased Guardian Power): each adds to both Guardians' Strength and Willpower.
    tokens: tuple[int, ...] = ()
    gate: bool = False  # the revealed Gate to the Dragon Realm lies here: its other cards went to the Lake (003:L297)

    @property
    def power(self) -> int:
        """What the plane's tokens add to each of its Guardians."""
        return sum(self.tokens)

    @property
    def conquered(self) -> bool:
        """True once its Artifact has been taken."""
        return all(card is None for _, card in self.slots)


@dataclass(frozen=True)
class BoardView:
    """Everything drawn on and around the board."""

    spaces: tuple[SpaceView, ...]
    planes: tuple[PlaneView, ...]
    guilds: tuple[tuple[str, tuple[CardView, ...]], ...]
    goods: tuple[tuple[str, tuple[CardView, ...]], ...]
    piles: tuple[tuple[str, int, int], ...]
    size: int = CELL * SIDE
    notes: tuple[str, ...] = field(default_factory=tuple)
    # Decks whose size Herald does not know (the group's box may hold cards it has not met), by their words.
    open_decks: tuple[str, ...] = field(default_factory=tuple)
    realm: RealmView | None = None  # the Dragon Realm's board beside the ring, when the game plays it


def ring_position(index: int) -> tuple[int, int]:
    """Top-left corner of space `index` on the square ring, clockwise from the top-left corner."""
    side, step = divmod(index % RING, SIDE - 1)
    last = (SIDE - 1) * CELL
    if side == 0:
        return step * CELL, 0
    if side == 1:
        return last, step * CELL
    if side == 2:
        return last - step * CELL, last
    return 0, last - step * CELL


def humanize(card_id: str) -> str:
    """A readable name from a card or instance id: 'old_pirate#2' becomes 'Old Pirate'."""
    from app.games.prophecy.engine.rules.zones import card_label

    return card_label(card_id.split(":")[-1])


# Each card's name as said, per catalog (by identity: a change to the group's entries makes a new catalog); held with
# its catalog so an id is never reused while kept. A board view names every card on the board, ~55 a tap.
_NAMES: dict[int, tuple[object, dict[str, str]]] = {}


def card_name(catalog, card_id: str) -> str:
    """The card's printed name from the catalog, its deck's words for a card not yet named (as the Catalog page
    says it), else a readable form of the id."""
    if catalog is None:
        return humanize(card_id)
    held = _NAMES.get(id(catalog))
    if held is None or held[0] is not catalog:
        if len(_NAMES) >= 8:  # a few catalogs at once (tests make many)
            _NAMES.clear()
        held = _NAMES[id(catalog)] = (catalog, {})
    name = held[1].get(card_id)
    if name is None:
        name = held[1][card_id] = _named(catalog, card_id)
    return name


def _named(catalog, card_id: str) -> str:
    if catalog is not None:
        for getter in ("instance", "card"):
            try:
                card = getattr(catalog, getter)(card_id)
            except Exception:  # noqa: BLE001 - unknown ids fall back to the id's words
                continue
            if getattr(card, "name", None):
                return str(card.name)
            if getattr(card, "kind", None) is not None:
                return title(card)
    return humanize(card_id)


def card_view(state, catalog, card_id: str) -> CardView:
    """A card instance as the screen shows it."""
    return CardView(card_id, card_name(catalog, card_id), card_id in state.hidden, card_id in state.damaged)


def zone_cards(state, catalog, zone: str) -> tuple[CardView, ...]:
    """The cards of a zone as the screen shows them."""
    return tuple(card_view(state, catalog, c) for c in state.zone(zone))


def _catalog_spaces(catalog) -> dict[int, object]:
    try:
        return {s.index: s for s in catalog.spaces()} if catalog is not None else {}
    except Exception:  # noqa: BLE001 - a catalog without board data draws a numbered ring
        return {}


def _clockwise(catalog) -> str | None:
    try:
        return getattr(catalog.entity("board"), "clockwise", None) if catalog is not None else None
    except Exception:  # noqa: BLE001 - a catalog without board data
        return None


def build_spaces(state, catalog) -> tuple[SpaceView, ...]:
    """The 20 spaces with their names, kinds, flags, cards and heroes."""
    known = _catalog_spaces(catalog)
    mirrored = _clockwise(catalog) == "down"  # the group's board numbers its spaces the other way round
    seats: dict[int, list[int]] = {}
    for hero in state.heroes:
        if hero.space is not None and hero.status == "active":
            seats.setdefault(hero.space, []).append(hero.seat)
    out = []
    for i in range(RING):
        space = known.get(i)
        name = getattr(space, "name", None) or ("Village" if i == 0 and not known else f"Space {i}")
        terrain = getattr(space, "terrain", None)
        if space is not None and not getattr(space, "name", None) and getattr(space, "space_kind", None) == "terrain":
            name = str(terrain).title() if terrain else f"Wilderness {i}"  # a terrain the group told Herald
        kind = getattr(space, "space_kind", None) or getattr(space, "terrain", None) or ("village" if i == 0 else "unknown")
        x, y = ring_position(i if not mirrored else (RING - i) % RING)
        out.append(SpaceView(
            index=i, name=str(name), kind=str(terrain or kind), x=x, y=y,
            port=bool(getattr(space, "port", False)), gate=bool(getattr(space, "gate", False)),
            cards=zone_cards(state, catalog, f"space:{i}") + zone_cards(state, catalog, f"space:{i}:artifacts"),
            seats=tuple(seats.get(i, ())),
        ))
    return tuple(out)


def build_planes(state, catalog) -> tuple[PlaneView, ...]:
    """The 5 Astral Planes, placed on a pentagon inside the ring, with what is known of each slot."""
    from app.games.prophecy.engine.realm.gate import gate_plane

    names = []
    try:
        names = [str(getattr(p, "name", "")) for p in catalog.planes()] if catalog is not None else []
    except Exception:  # noqa: BLE001
        names = []
    centre, radius, gate = CELL * SIDE // 2, 150, gate_plane(state.zones, state.hidden)
    points = ((0, -1), (0.951, -0.309), (0.588, 0.809), (-0.588, 0.809), (-0.951, -0.309))
    planes = []
    for p, (dx, dy) in enumerate(points):
        slots = []
        for slot in SLOTS:
            cards = state.zone(f"plane:{p}:{slot}")
            slots.append((slot, card_view(state, catalog, cards[0]) if cards else None))
        name = names[p] if p < len(names) and names[p] else f"Astral Plane {p + 1}"
        planes.append(PlaneView(p, name, tuple(slots), int(centre + dx * radius), int(centre + dy * radius),
                                (*state.power_ups.get(p, ()), *realm_token(state, p)), p == gate))
    return tuple(planes)


def build_piles(state) -> tuple[tuple[str, int, int], ...]:
    """(deck name, cards in the deck, cards in its discard pile) for every deck in play."""
    names = sorted({z.split(":", 1)[1] for z in state.zones if z.startswith(("deck:", "discard:"))})
    out = []
    for name in names:
        if name.startswith("ability:"):
            guild = name.split(":", 1)[1]
            size = len(state.zone(f"deck:{name}")) + len(state.zone(f"bottom:ability:{guild}"))
            out.append((f"{humanize(guild)} Abilities", size, 0))
        else:
            out.append((humanize(name), len(state.zone(f"deck:{name}")), len(state.zone(f"discard:{name}"))))
    return tuple(out)


def build_board(state, catalog=None) -> BoardView:
    """The whole board view for a state."""
    guilds = tuple((humanize(g), zone_cards(state, catalog, f"guild:{g}")) for g in GUILDS if state.zone(f"guild:{g}"))
    goods = tuple((w.capitalize(), zone_cards(state, catalog, f"goods:{w}")) for w in ("city", "village") if state.zone(f"goods:{w}"))
    notes = () if _catalog_spaces(catalog) else ("The card catalog is not loaded: spaces are shown by number.",)
    return BoardView(build_spaces(state, catalog), build_planes(state, catalog), guilds, goods, build_piles(state),
                     notes=notes, open_decks=open_decks(state, catalog),
                     realm=build_realm(state, catalog, lambda c: card_name(catalog, c)))


def open_decks(state, catalog) -> tuple[str, ...]:
    """The game's decks whose size in the box Herald does not know: more cards than it names may come up."""
    out = []
    for name in sorted({z.split(":", 1)[1] for z in state.zones if z.startswith(("deck:", "discard:"))}):
        try:
            if catalog is not None and catalog.deck(name).size("base") is None:
                out.append(humanize(name))
        except Exception:  # noqa: BLE001 - a deck the catalog does not declare
            continue
    return tuple(out)


@dataclass(frozen=True)
class TurnView:
    """Whose turn and which step of it, in words."""

    round: int
    stage: str
    who: str | None
    colour: str | None
    over: bool
    final_battle: bool = False
    in_battle: bool = False
    seat: int | None = None  # the active hero's seat, which picks her colour class


def build_turn(state, catalog=None) -> TurnView:
    """The round, the phase and the active hero in words."""
    f = state.flow
    who = colour = seat = None
    if f.active is not None and 0 <= f.active < len(state.heroes):
        h = state.heroes[f.active]
        seat = h.seat
        who, colour = f"{h.player}'s {card_name(catalog, h.character)}", SEAT_COLOURS[h.seat % len(SEAT_COLOURS)]
    stage = STAGES.get(f.stage, f.stage.replace("_", " ").capitalize())
    if state.battle is not None:
        stage = "Battle under way"
    final = "final_battle" in f.marks
    return TurnView(f.round, stage, who, colour, state.result is not None, final, state.battle is not None,
                    seat)
