"""The seed's numeric tables (C2-C24 of ../shared/research/conjurers.md), each with the lines it comes from.

Phases are 1..4 (I..IV, three rounds each, 001:L297); a missing entry is the seed's "-" (not yet open).
"""

from __future__ import annotations

ROUNDS = 12  # 001:L66, L299
FEEDING_ROUNDS = (3, 6, 9, 12)  # 001:L435
LAST_NUMERAL = 3  # actions carry I, II or III; phase IV opens nothing new (001:L317, Q-1)


def phase_of(round_: int) -> int:
    """The game phase (1..4) of a round (1..12)."""
    return (round_ - 1) // 3 + 1


# Locked mythologies by player count (001:L247, L251, L255).
LOCKED_BY_PLAYERS = {4: 0, 3: 1, 2: 2}
LEVEL1_PER_PLAYER = 3  # 001:L239

# C5 mine output at the start of each end phase (001:L331-337).
MINE_OUTPUT: dict[str, tuple[str, dict[int, int]]] = {
    "lumber_mill": ("wood", {1: 1, 2: 2, 3: 4, 4: 8}),
    "stone_mine": ("stone", {1: 1, 2: 2, 3: 4, 4: 8}),
    "iron_mine": ("iron", {2: 1, 3: 2, 4: 4}),
    "bronze_smelter": ("bronze", {2: 1, 3: 2, 4: 4}),
    "sapphire_mine": ("sapphire", {3: 1, 4: 2}),
    "diamond_mine": ("diamond", {3: 1, 4: 2}),
}
# C6 storage output, paid at once (001:L343-349).
STORAGE_OUTPUT: dict[str, tuple[str, dict[int, int]]] = {
    "wood_storage": ("wood", {1: 2, 2: 4, 3: 8, 4: 16}),
    "stone_storage": ("stone", {1: 2, 2: 4, 3: 8, 4: 16}),
    "iron_storage": ("iron", {2: 2, 3: 4, 4: 8}),
    "bronze_storage": ("bronze", {2: 2, 3: 4, 4: 8}),
    "sapphire_storage": ("sapphire", {3: 2, 4: 4}),
    "diamond_storage": ("diamond", {3: 2, 4: 4}),
}
# C7 food from wild animals or the fishing pond (001:L355).
FOOD_OUTPUT = {1: 5, 2: 8, 3: 11, 4: 14}

# C9 marketplace: (pay, gain) per unit, by the group paid and the group gained (001:L377-380).
GROUP = {"wood": "ws", "stone": "ws", "iron": "ib", "bronze": "ib", "sapphire": "sd", "diamond": "sd"}
MARKET_RATE: dict[tuple[str, str], tuple[int, int]] = {
    ("ws", "ws"): (3, 2), ("ws", "ib"): (3, 1), ("ws", "sd"): (6, 1),
    ("ib", "ws"): (2, 3), ("ib", "ib"): (3, 2), ("ib", "sd"): (3, 1),
    ("sd", "ws"): (1, 3), ("sd", "ib"): (2, 3), ("sd", "sd"): (3, 2),
}
# What the marketplace will not sell in a phase (001:L386-388).
MARKET_BARRED = {1: {"iron", "bronze", "sapphire", "diamond"}, 2: {"sapphire", "diamond"}, 3: set(), 4: set()}

# C10 guild house: cost of the 2nd and 3rd assistant (001:L396) and food at each feeding (001:L441).
HIRE_COST = {2: {"wood": 4, "stone": 4}, 3: {"iron": 4, "bronze": 4}}
UPKEEP = {1: 0, 2: 4, 3: 8}
SHORT_FOOD_PENALTY = 2  # one -2 token per food not paid (001:L445)

# C11 sacrificial pit, first creature of an action: payout name -> {level: amount of each resource} (001:L402-407).
PIT_PAYOUTS: dict[str, tuple[tuple[str, ...], dict[int, int]]] = {
    "wood_stone": (("wood", "stone"), {1: 2, 2: 4, 3: 8, 4: 16, 5: 32}),
    "iron_bronze": (("iron", "bronze"), {2: 2, 3: 4, 4: 8, 5: 16}),
    "diamond_sapphire": (("diamond", "sapphire"), {3: 2, 4: 4, 5: 8}),
    "food": (("food",), {1: 4, 2: 8, 3: 14, 4: 20, 5: 30}),
}

# C12 duels (001:L427-429).
DUEL_CATEGORIES = 3
DEFENDER_LOSS = 6
CHALLENGER_LOSS = 10

# C19 creature Variety: players -> mythologies in the set -> level -> VP (001:L700-710).
VARIETY = {
    4: {3: {2: 4, 3: 7, 4: 10, 5: 15}, 4: {2: 7, 3: 12, 4: 17, 5: 24}, 5: {2: 10, 3: 18, 4: 25, 5: 40}},
    3: {3: {2: 5, 3: 8, 4: 12, 5: 20}, 4: {2: 8, 3: 14, 4: 20, 5: 30}},
    2: {3: {2: 6, 3: 10, 4: 15, 5: 25}},
}
CONSISTENCY = {2: 4, 3: 9, 4: 16}  # different levels in one mythology (001:L718-719)
ABUNDANCE = {6: 15, 7: 20, 8: 30}  # creatures of one mythology (001:L723-724)
ARTIFACT_VARIETY = {3: 15, 4: 20, 5: 30}  # mythologies among artifacts (001:L753-754)
ARTIFACT_CONSISTENCY = 20  # all three artifacts of one mythology (001:L756)
ARTIFACTS_PER_MYTH = 3  # 001:L146
# C22 mythological combinations: artifacts -> creatures of that mythology -> VP (001:L762-765);
# 7 or 8 creatures use the 6 column.
COMBINATION = {
    1: {3: 15, 4: 20, 5: 25, 6: 35},
    2: {3: 25, 4: 30, 5: 40, 6: 50},
    3: {3: 35, 4: 45, 5: 55, 6: 65},
}
# C23 leftover resources: pooled pairs and how many make 1 VP, rounded down (001:L771-777).
RESOURCE_VP = ((("wood", "stone"), 12), (("iron", "bronze"), 6), (("sapphire", "diamond"), 3))

# C13 tournament prizes by place, after round 6 and after round 12 (001:L459-463):
# (creature level, resources to pick one of, how many of it).
TOURNAMENT_ROUNDS = (6, 12)  # 001:L451
PRIZES = {
    6: ((3, ("iron", "bronze"), 4), (3, (), 0), (2, ("wood", "stone"), 4), (2, (), 0)),
    12: ((5, (), 0), (4, (), 0), (3, (), 0), (2, (), 0)),
}
