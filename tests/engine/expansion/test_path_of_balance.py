"""The Path of Balance's own effect is printed only on its card: the table records what it did as one step, the
Abilities that changed hands all of one type (003:L719-721), the tokens, its words in the log; never as a plain
Opportunity that silently does nothing. On the real catalog."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import InvalidInput
from app.games.prophecy.engine.rules.expansion_cards import same_ability_type
from tests.engine.combat.kit import CTX, act, hero, offers, play, refused, scene

PATH = "path-of-balance#1"


def balance(*abilities: str, shown=("dragonslaying#1", "stealth#1")):
    """Cleo on the Path of Balance with her Abilities; the guilds show some face up."""
    zones = {"space:5": [PATH], "hero:0:abilities": list(abilities)}
    for card in shown:
        guild = CTX.catalog.card(card.split("#")[0]).guild
        zones.setdefault(f"guild:{guild}", []).append(card)
    return scene(hero(0, "Cleo", "mercenary", 6, 5, 5), hero(1, "Ben", "paladin", 4, 4, 0), zones=zones)


def test_it_is_offered_as_its_own_step_not_as_a_plain_opportunity():  # 003:L719
    state = balance("dueling#1")
    [offer] = offers(state, "path_of_balance")
    assert offer.choices["give_abilities"] == ["dueling#1"] and set(offer.choices["take_abilities"]) == {"dragonslaying#1", "stealth#1"}
    assert refused(state, kind="use_opportunity", seat=0, card=PATH).rule.ref == "003:L719"
    assert not [o for o in offers(state, "use_opportunity") if o.params.get("card") == PATH]


def test_the_table_records_an_exchange_of_one_type():  # 003:L719: Dragonslaying and Dueling, both the Fortress's
    assert same_ability_type(CTX, "dragonslaying#1", "dueling#1") is True
    state, events = act(balance("dueling#1"), kind="path_of_balance", seat=0, card=PATH, give_abilities=["dueling#1"],
                        take_abilities=["dragonslaying#1"], experience=-1, note="swapped Dueling for Dragonslaying")
    assert state.zone("hero:0:abilities") == ("dragonslaying#1",)
    assert "dueling#1" in state.zone("bottom:ability:fortress")
    assert state.hero(0).experience == balance().hero(0).experience - 1
    assert PATH in state.zone("discard:adventure") and "turn:possibility" in state.flow.marks
    assert any("swapped Dueling for Dragonslaying" in e.describe(balance()) for e in events if e.kind == "card_used")


def test_abilities_of_different_types_are_refused():  # 003:L719-721
    err = refused(balance("dueling#1"), kind="path_of_balance", seat=0, card=PATH, give_abilities=["dueling#1"],
                  take_abilities=["stealth#1"])
    assert err.rule.ref == "003:L719" and "not of the same type" in err.detail


def test_it_records_what_the_table_says_even_nothing_and_can_be_undone_as_a_step():  # the table is the truth
    state = play(balance("dueling#1"), kind="path_of_balance", seat=0, card=PATH, note="nothing for this hero")
    assert state.zone("hero:0:abilities") == ("dueling#1",) and PATH in state.zone("discard:adventure")
    with pytest.raises(InvalidInput):  # only her own Abilities are given up
        act(balance(), kind="path_of_balance", seat=0, card=PATH, give_abilities=["dueling#1"])
    with pytest.raises(InvalidInput):  # the Path must lie face up on her space
        act(balance().model_copy(update={"zones": {**balance().zones, "space:5": ()}}), kind="path_of_balance",
            seat=0, card=PATH)



def test_an_ability_whose_guild_herald_does_not_know_is_named_in_words_003_L277():
    """003:L277: a given-up Ability goes under its guild's deck; one Herald cannot place is refused by its name (read
    from its id when the catalog lacks it), never the id, and nothing changes."""
    state = balance("mystery-skill#1")
    with pytest.raises(InvalidInput) as err:
        act(state, kind="path_of_balance", seat=0, card=PATH, give_abilities=["mystery-skill#1"])
    assert str(err.value).startswith("Herald does not know the guild of Mystery Skill: register")
    assert "#" not in str(err.value) and "mystery-skill" not in str(err.value)
