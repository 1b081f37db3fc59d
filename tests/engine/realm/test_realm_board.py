"""The Realm's board as the group's entries: three paths of light, dark and split spaces (003:L209-229)."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine.cards import OverrideError
from app.games.prophecy.engine.realm.board import RealmBoard, RealmPath, colours
from tests.engine.kit import real_catalog
from tests.engine.realm.boards import TYPED, board


@pytest.fixture(scope="module")
def catalog():
    return real_catalog()


def test_the_realm_is_unknown_until_the_group_types_it(catalog):
    """003:L217: the rulebook gives the paths' shape, not their spaces; nothing is invented."""
    realm = catalog.entity("realm")
    assert realm.board() is None
    assert set(realm.missing_fields()) == {"path_left", "path_middle", "path_right"}


def test_typed_paths_become_the_board(catalog):
    """003:L209: three paths from the Gate up to the Lake of Fire; 003:L215 light, dark and split spaces."""
    typed = catalog.with_overrides({"realm": TYPED}).entity("realm")
    assert typed.missing_fields() == ()
    assert typed.board() == board()
    assert board().colour("left", 3) == "split" and board().length("right") == 8


@pytest.mark.parametrize(
    ("paths", "field", "words"),
    [
        ({**TYPED, "path_middle": "DSDDDLD"}, "path_middle", "shortest"),  # 003:L217
        ({**TYPED, "path_middle": "LSLD"}, "path_middle", "fewest positive"),  # 003:L217
        ({**TYPED, "path_right": "LDLSD"}, "path_right", "longest"),  # 003:L217
        ({**TYPED, "path_left": "DLSDLDD"}, "path_right", "negative cards"),  # 003:L40, 003:L229
        ({**TYPED, "path_left": "DLSDD"}, "path_right", "positive cards"),  # 003:L42, 003:L229
        ({**TYPED, "path_left": "DLXDLD"}, "path_left", ""),
    ],
)
def test_a_board_against_the_rulebook_is_refused_and_changes_nothing(catalog, paths, field, words):
    with pytest.raises(OverrideError) as err:
        catalog.with_overrides({"realm": paths})
    assert err.value.entity == "realm" and err.value.field == field
    assert words in str(err.value)
    assert catalog.entity("realm").board() is None


def test_the_most_positive_path_is_the_right_one():
    """003:L217: the right path is the longest and has the most positive cards."""
    with pytest.raises(ValueError, match="most positive"):
        RealmBoard(paths=(RealmPath(name="left", spaces=colours("LLSLDD")), RealmPath(name="middle", spaces=colours("DSDD")),
                          RealmPath(name="right", spaces=colours("DDLSDDDD"))))
