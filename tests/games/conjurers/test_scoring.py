"""Scoring (001:L690-791): every bonus table, the seed's worked examples and the tie-break order."""

from __future__ import annotations

import pytest

from app.games.conjurers.engine.scoring import breakdown, result, score
from app.games.conjurers.engine.state import Artifact, Player

from .kit import army

MYTHS = ("egyptian", "greek", "japanese", "norse", "biblical")


def player(seat=0, creatures=(), artifacts=(), minus=0, **stock) -> Player:
    base = dict.fromkeys(("wood", "stone", "iron", "bronze", "sapphire", "diamond", "food"), 0)
    arts = tuple(Artifact(card=f"a{i}", myth=m, vp=vp) for i, (m, vp) in enumerate(artifacts))
    return Player(seat=seat, name=f"P{seat}", assistants=("worker",), army=army(*creatures), artifacts=arts,
                  minus=minus, stock={**base, **stock})


def test_the_seeds_creature_example_scores_60():
    """001:L728-743 eleven creatures in a 4-player game: levels 30, Variety 7 + 10, Consistency 9 + 4, no Abundance.

    The seed prints the Consistency sum as "$32+22 = 9 + 4 = 13$" (001:L739): it means 3² + 2²."""
    s = score(player(creatures=[(1, None), (1, None), (2, "biblical"), (2, "japanese"), (3, "biblical"),
                                (3, "biblical"), (3, "japanese"), (3, "norse"), (4, "biblical"), (4, "egyptian"),
                                (4, "greek")]), 4)
    assert s.creature_levels == 30
    assert s.variety == {3: 7, 4: 10}
    assert s.consistency == {"biblical": 9, "japanese": 4}
    assert s.abundance == {}
    assert s.creatures == 60


def test_a_fourth_creature_of_a_counted_mythology_adds_no_variety():
    """001:L698 three level 3 creatures of three mythologies plus another of one of them: the bonus once."""
    three = score(player(creatures=[(3, "greek"), (3, "norse"), (3, "egyptian")]), 4)
    four = score(player(creatures=[(3, "greek"), (3, "norse"), (3, "egyptian"), (3, "greek")]), 4)
    assert three.variety == four.variety == {3: 7}


# Table C19 (001:L700-710): players -> mythologies in the set -> level -> VP.
C19 = {4: {3: (4, 7, 10, 15), 4: (7, 12, 17, 24), 5: (10, 18, 25, 40)},
       3: {3: (5, 8, 12, 20), 4: (8, 14, 20, 30)},
       2: {3: (6, 10, 15, 25)}}


@pytest.mark.parametrize("players", [4, 3, 2])
def test_creature_variety_by_player_count(players):
    """001:L700-710 the Variety Bonus by level and number of mythologies, one table per player count."""
    for count, row in C19[players].items():
        for level, vp in zip((2, 3, 4, 5), row, strict=True):
            s = score(player(creatures=[(level, m) for m in MYTHS[:count]]), players)
            assert s.variety == {level: vp}, (players, count, level)
    assert score(player(creatures=[(2, "greek"), (2, "norse")]), players).variety == {}


def test_consistency_squares_the_different_levels_and_ignores_repeats():
    """001:L712 two level 2 creatures of one mythology give nothing; 001:L718-719 2, 3, 4 levels give 4, 9, 16."""
    assert score(player(creatures=[(2, "greek"), (2, "greek")]), 4).consistency == {}
    for levels, vp in ((2, 4), (3, 9), (4, 16)):
        s = score(player(creatures=[(lv, "norse") for lv in range(2, 2 + levels)]), 3)
        assert s.consistency == {"norse": vp}


def test_consistency_scores_in_each_mythology_and_never_counts_level_one():
    """001:L714 once per mythology; 001:L128 level 1 creatures have no mythology (Q-29)."""
    s = score(player(creatures=[(2, "greek"), (3, "greek"), (4, "norse"), (5, "norse"), (1, None)]), 2)
    assert s.consistency == {"greek": 4, "norse": 4}


def test_abundance_for_six_seven_or_eight_of_one_mythology():
    """001:L721-724 six, seven or eight creatures of one mythology give 15, 20 or 30, in each mythology."""
    assert score(player(creatures=[(2, "greek")] * 5), 4).abundance == {}
    for count, vp in ((6, 15), (7, 20), (8, 30)):
        s = score(player(creatures=[(2, "greek")] * count + [(3, "norse")] * 6), 4)
        assert s.abundance == {"greek": vp, "norse": 15}


def test_artifacts_score_their_vp_variety_and_consistency():
    """001:L749 printed VP; 001:L751-754 3, 4, 5 mythologies give 15, 20, 30; 001:L756 all three of one: 20."""
    assert score(player(artifacts=[("greek", 3), ("norse", 4)]), 4).artifacts == 7
    for count, vp in ((3, 15), (4, 20), (5, 30)):
        s = score(player(artifacts=[(m, 1) for m in MYTHS[:count]]), 4)
        assert s.artifact_variety == vp and s.artifact_vp == count
    s = score(player(artifacts=[("greek", 2)] * 3 + [("norse", 1)] * 3), 4)
    assert s.artifact_consistency == {"greek": 20, "norse": 20} and s.artifacts == 9 + 40


# Table C22 (001:L762-765): artifacts -> creatures of that mythology (3..6) -> VP.
C22 = {1: (15, 20, 25, 35), 2: (25, 30, 40, 50), 3: (35, 45, 55, 65)}


def test_mythological_combinations():
    """001:L760-765 creatures and artifacts of one mythology together, per mythology; 7+ creatures read as 6."""
    for arts, row in C22.items():
        for creatures, vp in zip((3, 4, 5, 6), row, strict=True):
            s = score(player(creatures=[(2, "japanese")] * creatures, artifacts=[("japanese", 0)] * arts), 4)
            assert s.combinations == {"japanese": vp}
    assert score(player(creatures=[(2, "greek")] * 2, artifacts=[("greek", 0)]), 4).combinations == {}
    assert score(player(creatures=[(2, "greek")] * 8, artifacts=[("greek", 0)]), 4).combinations == {"greek": 35}
    two = score(player(creatures=[(2, "greek")] * 3 + [(3, "norse")] * 4,
                       artifacts=[("greek", 0), ("norse", 0), ("norse", 0)]), 4)
    assert two.combinations == {"greek": 15, "norse": 30}


def test_leftover_resources():
    """001:L777 16 wood and 5 stone make 1 VP (9 lost); 001:L771-775 12 wood/stone, 6 iron/bronze, 3 sapphire/diamond."""
    assert score(player(wood=16, stone=5), 4).resources == 1
    assert score(player(wood=12, stone=12, iron=5, bronze=1, sapphire=2, diamond=2, food=99), 4).resources == 2 + 1 + 1


def test_minus_points_come_off_the_total():
    """001:L445 -2 tokens and 001:L427-429 duel tokens are minus points, taken off the total (Q-10)."""
    s = score(player(creatures=[(2, "greek")], minus=8), 4)
    assert s.total == 2 - 8


def _tied(**a) -> tuple[Player, Player]:
    return player(0, **a.get("p0", {})), player(1, **a.get("p1", {}))


def test_highest_total_wins():
    """001:L781 the player with the most points wins."""
    r = result(_tied(p0={"creatures": [(2, "greek")]}, p1={"creatures": [(3, "greek")]}))
    assert r.winners == (1,) and r.decided_by == "total"


def test_ties_go_to_combinations_then_artifacts_then_creatures():
    """001:L783-789 tie-break: total, then mythological combinations, then artifacts, then creatures."""
    # Totals 22 each: 20 + 2 from wood against 6 + 1 + a 15-point combination; the combination decides.
    combo = result((player(0, creatures=[(5, "greek")] * 4, wood=24),
                    player(1, creatures=[(2, "norse")] * 3, artifacts=[("norse", 1)])))
    assert [s.total for s in combo.scores] == [22, 22]
    assert combo.winners == (1,) and combo.decided_by == "combinations"
    # Totals 8 each, no combinations: 8 artifact points beat none.
    arts = result((player(0, creatures=[(4, "greek"), (4, "greek")]), player(1, artifacts=[("greek", 8)])))
    assert [s.total for s in arts.scores] == [8, 8]
    assert arts.winners == (1,) and arts.decided_by == "artifacts"
    # Totals 4 each, no combinations or artifacts: 4 creature points beat 3.
    creatures = result((player(0, creatures=[(4, "greek")]), player(1, creatures=[(3, "greek")], wood=12)))
    assert [s.total for s in creatures.scores] == [4, 4]
    assert creatures.winners == (0,) and creatures.decided_by == "creatures"
    shared = result((player(0, creatures=[(2, "greek")]), player(1, creatures=[(2, "norse")])))
    assert shared.winners == (0, 1) and shared.decided_by == "shared"


def test_resources_break_the_last_tie():
    """001:L791 highest points in resources is the last step before a shared victory."""
    r = result((player(0, creatures=[(2, "greek")], wood=12, minus=1), player(1, creatures=[(3, "greek")])))
    assert [s.total for s in r.scores] == [2, 3]
    r = result((player(0, creatures=[(2, "greek")], wood=12, minus=1),
                player(1, creatures=[(2, "greek")], minus=0)))
    s0, s1 = r.scores
    assert s0.total == s1.total == 2 and s0.creatures == s1.creatures
    assert r.winners == (0,) and r.decided_by == "resources"


def test_the_breakdown_lists_every_line_with_its_rule_and_sums_to_the_total():
    """001:L690 points come from creatures, artifacts, combinations and resources; each line names its table."""
    s = score(player(creatures=[(2, "greek"), (3, "greek"), (2, "norse"), (2, "egyptian")] + [(4, "norse")] * 5,
                     artifacts=[("norse", 4), ("greek", 2), ("egyptian", 1)], minus=6, wood=12), 4)
    lines = breakdown(s)
    assert sum(vp for _, vp, _ in lines) == s.total
    assert ("Variety, level 2", 4, "001:L700") in lines and ("Consistency, greek", 4, "001:L718") in lines
    assert ("Abundance, norse", 15, "001:L723") in lines and ("artifact Variety", 15, "001:L753") in lines
    assert ("combination, norse", 35, "001:L762") in lines and ("minus points", -6, "001:L188") in lines
