"""A value the card data refuses is checked once per state of the group's entries: the same refusal again costs
no catalog build (every new game seating the character typed it again), and any change to the stored entries,
by this app or another on the same database, gives a fresh check (issues 32 and 42)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from app import create_app
from app.games.prophecy.catalog import entries as stored
from app.games.prophecy.engine.cards import Catalog, OverrideError
from app.games.prophecy.screens.catalog import catalog_state
from app.games.prophecy.screens.setup import setup_values

# cards/ gives the Illusionist the Thieves' Guild and the Magic Tower; a table typing the Fortress is refused.
CLASH = {"illusionist": {"strength": 4, "willpower": 4, "start_guild": "thieves_guild", "second_guild": "fortress"}}


@pytest.fixture
def builds(monkeypatch):
    """How many times a catalog with overrides is built."""
    count = [0]
    real = Catalog.with_overrides

    def counted(self, overrides):
        count[0] += 1
        return real(self, overrides)

    monkeypatch.setattr(Catalog, "with_overrides", counted)
    return count


def _refusal(new):
    with pytest.raises(OverrideError) as caught:
        catalog_state.record(new, origin="setup")
    return caught.value


def _new_character(strength=4, guilds=("thieves_guild", "fortress")):
    return SimpleNamespace(kind="new_character", character="Illusionist", strength=strength, willpower=4,
                           guilds=list(guilds))


def test_the_same_refused_value_is_refused_again_without_a_new_build(app, builds):
    engine = app.extensions["herald.log"].engine
    with app.app_context():
        first = _refusal(CLASH)
        assert builds[0] == 1
        again = _refusal(CLASH)
        assert builds[0] == 1  # failed before: every refusal rebuilt the whole catalog
        assert again is not first and str(again) == str(first)
        assert (again.entity, again.field, again.detail) == (first.entity, first.field, first.detail)
        # a different refused set is checked on its own
        _refusal({"illusionist": {**CLASH["illusionist"], "strength": 5}})
        assert builds[0] == 2
        # through the setup path too: once the typed numbers are kept, a game seating the same character again
        # builds nothing for the clashing guilds it types again, and writes nothing
        setup_values.remember(_new_character(), "g1")
        kept = builds[0]
        setup_values.remember(_new_character(), "g2")
        setup_values.remember(_new_character(), "g3")
        assert builds[0] <= kept + 1
        assert sorted(e.field for e in stored.current_entries(engine, "illusionist")) == ["strength", "willpower"]


def test_typed_numbers_are_kept_when_the_typed_guilds_clash_with_the_card_data(app):
    """The table typed the Illusionist's Strength and Willpower off the card with guilds cards/ does not give it:
    the game went on with them; the numbers become the group's entries (the next game's wizard fills them in), the
    guilds are left out (failed before: the clash threw the numbers away too, and every game asked for them again)."""
    engine = app.extensions["herald.log"].engine
    with app.app_context():
        setup_values.remember(_new_character(strength=5), "g1")
        entries = {e.field: e.value for e in stored.current_entries(engine, "illusionist")}
        assert entries == {"strength": 5, "willpower": 4}
        card = catalog_state.effective().card("illusionist")
        assert (card.strength, card.willpower) == (5, 4)
        assert "strength" not in catalog_state.effective().missing_fields("illusionist")


def test_a_change_to_the_stored_entries_gives_a_fresh_check(app, builds):
    with app.app_context():
        _refusal(CLASH)
        catalog_state.record({"mercenary": {"strength": 5}})
        built = builds[0]
        _refusal(CLASH)
        assert builds[0] == built + 1
    # another app on the same database file records the Illusionist's guilds as the table typed them
    other = create_app({"TESTING": True, "SECRET_KEY": "t", "DATABASE": app.config["DATABASE"]})
    with other.app_context():
        catalog_state.record({"illusionist": {"member_of": ["thieves_guild", "fortress"]}})
    with app.app_context():
        catalog = catalog_state.record(CLASH, origin="setup")  # accepted now: the stored entries changed
        assert catalog.card("illusionist").strength == 4
        assert catalog_state.effective().card("illusionist").strength == 4
