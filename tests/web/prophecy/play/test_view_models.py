"""The pure view models: the board ring, piles and planes, hero panels, offers, Herald's picks, card search."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from app.games.prophecy.engine import Offer, parse_action
from app.games.prophecy.engine.events import CardDamaged, CardMoved, FlowChanged, fold
from app.games.prophecy.engine.state import Flow, GameState
from app.games.prophecy.screens.play.board_view import (
    CELL,
    RING,
    SIDE,
    build_board,
    build_turn,
    humanize,
    ring_position,
)
from app.games.prophecy.screens.play.card_search import search_cards
from app.games.prophecy.screens.play.hero_view import build_heroes
from app.games.prophecy.screens.play.offers_view import (
    herald_fill,
    herald_rng,
    hidden_fields,
    offer_view,
)
from app.web.history.log_view import seats_of
from tests.helpers import setup_action


def _state() -> GameState:
    act = parse_action(setup_action(3))
    return fold(GameState(), act.decide(GameState(), None))


def test_ring_positions_are_distinct_cells_on_the_border():
    cells = {ring_position(i) for i in range(RING)}
    assert len(cells) == RING
    last = (SIDE - 1) * CELL
    assert all(x in (0, last) or y in (0, last) for x, y in cells)
    assert ring_position(0) == (0, 0) and ring_position(5) == (last, 0)


@given(st.integers(min_value=0, max_value=RING - 2))
def test_neighbouring_spaces_touch(i):
    (x1, y1), (x2, y2) = ring_position(i), ring_position(i + 1)
    assert abs(x1 - x2) + abs(y1 - y2) == CELL


def test_humanize_card_ids():
    assert humanize("old_pirate#2") == "Old Pirate"
    assert humanize("ability:forest_camp") == "Forest Camp"


def test_board_shows_cards_planes_guilds_and_piles():
    s = _state()
    events = [
        CardMoved(card="old_pirate#1", to="deck:adventure"), CardMoved(card="ghost#1", to="deck:adventure"),
        CardMoved(card="angry_mob#1", to="space:4", face_up=False), CardMoved(card="bear#1", to="discard:adventure"),
        CardMoved(card="guardian_a#1", to="plane:0:lesser", face_up=False), CardMoved(card="heal#1", to="guild:monastery"),
        CardMoved(card="sword#1", to="goods:city"), CardMoved(card="sword#2", to="hero:0:items"),
        CardMoved(card="dragon_artifact#1", to="hero:0:items"), CardDamaged(card="sword#2"),
    ]
    s = fold(s, events)
    board = build_board(s)
    assert board.spaces[4].cards[0].face_down and len(board.spaces) == 20
    assert board.spaces[0].name == "Village" and board.notes
    assert board.planes[0].slots[0][1].face_down and board.planes[1].conquered
    assert ("Adventure", 2, 1) in board.piles
    assert board.guilds[0][0] == "Monastery" and board.goods[0][1][0].name == "Sword"
    hero = build_heroes(s)[0]
    assert hero.items[0].damaged and hero.artifacts[0].name == "Dragon Artifact"


def test_heroes_are_drawn_on_their_space_and_turn_names_the_active_hero():
    s = _state()
    s = s.with_hero(s.hero(1).model_copy(update={"space": 7}))
    s = fold(s, [FlowChanged(flow=Flow(stage="move", round=2, active=1))])
    assert build_board(s).spaces[7].seats == (1,)
    turn = build_turn(s)
    assert turn.round == 2 and turn.stage == "Movement" and turn.who == "Ben's Paladin"
    assert build_heroes(s)[1].active and not build_heroes(s)[0].active


def test_offer_fields_and_widgets():
    offer = Offer(kind="draw_chance", label="Draw the Chance card", seat=1, params={"from": ["a#1", "b#1"], "to": [3, 4], "how": "walk"}, needs=("card",))
    fields = hidden_fields(offer)
    assert ("kind", "draw_chance") in fields and ("seat", "1") in fields and ("to[]", "3") in fields
    assert not any(k == "from" for k, _ in fields)
    view = offer_view(offer, humanize)
    assert view.needs[0].widget == "choice" and view.needs[0].choices[0] == ("a#1", "A")
    assert view.herald_can == ()  # the table draws its own cards
    assert offer_view(offer, humanize, herald_deals=True).herald_can == ("card",)
    dice = offer_view(Offer(kind="roll", label="Roll", needs=("die", "outcome", "note")))
    assert [n.widget for n in dice.needs] == ["dice", "outcome", "text"] and not dice.one_tap


def test_herald_rolls_the_same_way_at_the_same_step_and_deals_only_what_can_come_up():
    a = herald_fill({"kind": "x"}, "die", herald_rng(42, 7))
    assert a == herald_fill({"kind": "x"}, "die", herald_rng(42, 7)) and 1 <= a["die"] <= 6
    assert isinstance(herald_fill({}, "faces", herald_rng(1, 1))["faces"], list)
    assert herald_fill({}, "card", herald_rng(1, 1), ["x#1", "y#1"])["card"] in ("x#1", "y#1")


def test_search_matches_words_once_per_card_prefix_first():
    pool = [("old_pirate#1", "Old Pirate"), ("old_pirate#2", "Old Pirate"), ("pirate_ship#1", "Pirate Ship"), ("ghost#1", "Ghost")]
    assert search_cards(pool, "pir") == [("pirate_ship#1", "Pirate Ship"), ("old_pirate#1", "Old Pirate")]
    assert search_cards(pool, "old pi") == [("old_pirate#1", "Old Pirate")]
    assert len(search_cards(pool, "")) == 3


def test_log_rows_know_which_seats_they_concern():
    assert seats_of({"seat": 0, "target": 2}, [{"seat": 1}, {"kind": "x"}]) == {0, 1, 2}
