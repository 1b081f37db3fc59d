"""What every playout checks after each step: each card in exactly one zone, cubes and tokens in bounds, a log
that tells the story in words."""


from __future__ import annotations

from collections import Counter

from app.games.prophecy.engine import (
    Context,
    GameState,
)
from app.games.prophecy.engine.expansion import NEW_CARD_DECKS, ExpansionOptions, expansions
from app.games.prophecy.engine.rules import lookup
from app.games.prophecy.engine.rules import zones as Z
from app.games.prophecy.engine.ruleset import ruleset_of
from app.games.prophecy.engine.state import GameOptions
from tests.engine.fakecatalog import FakeCatalog

CTX = Context(catalog=FakeCatalog())


def game_expansions(expansion: ExpansionOptions, deck: str) -> tuple[str, ...]:
    """The expansions a deck's cards come from in a game with these options."""
    return expansions(expansion) if deck in NEW_CARD_DECKS else ("base",)


def all_instances(ctx: Context = CTX, options: GameOptions | None = None) -> set[str]:
    """Every card instance of the catalog a game with these options plays with (the base game's by default)."""
    expansion = options.expansion if options is not None else ExpansionOptions()
    key = (id(ctx.catalog), expansions(expansion))
    entries = _entries(ctx.catalog)
    known = _LISTED.get(key)
    if known is None or known[0] is not ctx.catalog or known[1] != entries:
        if len(_LISTED) > 256:  # playouts that add cards make a catalog a step: keep none of them alive for long
            _LISTED.clear()
        listed = frozenset(c for d in lookup.all_decks()
                           for c in lookup.deck_instances(ctx, d, expansions=game_expansions(expansion, d)))
        known = _LISTED[key] = (ctx.catalog, entries, listed)
    return set(known[2])


# Each catalog's instances per set of expansions, listed once: check_invariants runs after every step of every
# playout, and listing every deck was a tenth of the engine tests' time. A fake catalog's card entry a test swaps
# (a new object under `by_id`) lists them again; a real Catalog is immutable.
_LISTED: dict[tuple, tuple] = {}


def _entries(catalog) -> tuple[int, ...] | None:
    """The identity of each card entry of a fake catalog (a test may swap one), None for a real one."""
    by_id = getattr(catalog, "by_id", None)
    return tuple(map(id, by_id.values())) if isinstance(by_id, dict) else None


def check_invariants(state: GameState, ctx: Context = CTX, instances: set[str] | None = None) -> None:
    """Every card once, cubes and tokens in bounds, board slots within their sizes."""
    counts = Counter(c for cards in state.zones.values() for c in cards)
    assert not [c for c, n in counts.items() if n > 1], "a card lies in two places"
    cards = {c for c in counts if "#" in c}
    expected = all_instances(ctx, state.options) if instances is None else instances
    assert cards == expected, "a card instance went missing or appeared"
    room = ruleset_of(state).cards_per_space
    assert state.hidden <= set(counts)
    on_board = {c for z, cs in state.zones.items() if z.startswith(("space:", "plane:")) for c in cs}
    aside = {c for z, cs in state.zones.items() if z.startswith("aside:") for c in cs}
    assert aside <= state.hidden, "a Guardian set aside was seen"
    assert set(state.power_ups) <= set(Z.PLANES) and all(t > 0 for ts in state.power_ups.values() for t in ts)
    assert set(state.batch) <= state.hidden & on_board, "a shuffle mark on a card that is not face down in play"
    for h in state.heroes:
        if h.status == "active":
            # Caps are the hero's own: a Race moves them (003:L125).
            assert 0 <= h.health <= h.red <= h.sheet.red_cap and 0 <= h.magic <= h.blue <= h.sheet.blue_cap
        assert h.gold >= 0 and h.experience >= 0
        assert 0 <= h.bank <= h.sheet.bank_cap, "a bank beyond its Race's cap (003:L155)"
        assert len(h.races) == ruleset_of(state).races_per_hero or not h.character
    for z, zone_cards in state.zones.items():
        if z.startswith("guild:"):
            assert len(zone_cards) <= 2
        if z.startswith("space:") and not z.endswith(":artifacts"):
            assert len(zone_cards) <= room
        if z.startswith("plane:") and not z.endswith(":artifact"):
            assert len(zone_cards) <= 1


MARK_WORDS = ("turn:", "round:", "lodged:", "tied:", "final:", "facing")


def check_story(state: GameState, events) -> None:
    """Each event reads as a sentence or tells nothing, in our words (no internal marks), told in the
    state just before it; and the action as a whole tells the table something."""
    lines = []
    for e in events:
        line = e.describe(state)
        assert line == "" or line.endswith("."), (e, line)
        assert not any(w in line for w in MARK_WORDS), (e, line)
        lines.append(line)
        state = e.apply_to(state)
    assert any(lines), f"nothing told for {events}"
