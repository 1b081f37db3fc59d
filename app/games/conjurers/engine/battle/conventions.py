"""Herald's conventions for Conjurers battles: every reading taken where the seed leaves an order or a case
open, in one place so the rules summary can print them. Each names the research question it answers
(../shared/research/conjurers.md §6, table C17) or "ours" where the note has none, and the seed lines it reads
(a test checks that each line exists and shares a key word with the reading)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Convention:
    """One reading: a short id, what Herald does, and what it rests on."""

    id: str
    summary: str
    basis: str


STALEMATE_TURNS = 6  # three battle rounds = three turns of each side

CONVENTIONS: tuple[Convention, ...] = (
    Convention("fight_order", "Inside a fight: dice (BD, power hit, elements), first strike, offensive X, frost, "
               "defensive X, absorption, markers, splash, life steal; deaths and resurrection; burning, its deaths "
               "and resurrection.", "C17, 001:L538, 001:L567, 001:L593"),
    Convention("frost_after_offensive", "A striker with a frost marker loses 1 per full 3 of its damage after "
               "offensive X is added, on normal hits only (not burning or devour).", "Q-12, 001:L561"),
    Convention("splash_after_defence", "Multi attack splashes 1 DM per full 3 the opponent took after its "
               "defensive X (absorbed damage counts); each neighbour's own defensive X and items apply. Replaces "
               "Q-13.", "001:L571, 001:L557, 001:L565"),
    Convention("burning_both_ways", "Burning fires whether its creature attacks or defends, after the exchange, "
               "even if the burner died; dead creatures are not burned; none answers a ranged shot.",
               "Q-14, 001:L567, 001:L595"),
    Convention("elements_normal_rolls", "The elements add dice to the normal fight's rolls only.", "Q-15, 001:L618"),
    Convention("devourer_out_of_reach", "A devourer sitting on its prey faces nobody and cannot be attacked; it "
               "returns to its locked slot when the prey dies, rises or breaks free.", "Q-17, 001:L575"),
    Convention("devourer_rests", "A devourer back on its side may not devour in its side's next turn, however it "
               "came back, even during its own turn.", "001:L579"),
    Convention("devour_absorbed", "Devour and breaking-free damage go onto absorption first; no defensive X.",
               "Q-18, 001:L654, 001:L557"),
    Convention("markers_from_any_damage", "Frost comes with any damage a frost attacker deals after defensive X, "
               "absorbed or not; poison with damage really taken; splash included. Life steal counts the normal "
               "hit only.", "ours, 001:L561, 001:L565, 001:L569, 001:L581"),
    Convention("life_steal_after_exchange", "Life steal heals after both normal hits have landed, the most it "
               "allows, and only a creature still alive.", "ours, 001:L581"),
    Convention("first_strike_death", "A creature killed by a first strike does not strike back, even if it "
               "rises.", "ours, 001:L664, 001:L593"),
    Convention("rise_at_once", "Resurrection comes as soon as the creature dies: after the exchange (the fight's "
               "burning may then hit it; a second death is final) or after the burning roll; any death counts.",
               "ours, 001:L593, 001:L538"),
    Convention("devour_defending", "A devourer that defends keeps only its flying (which decides whether a fight "
               "happens) and its items.", "ours, 001:L575"),
    Convention("ranged_moves_on_flyers", "A ranged creature moving opposite a flyer starts its one-sided fight, "
               "as it may attack flyers; summoned there, it starts none (ranged does nothing on summoning).",
               "ours, 001:L595, 001:L512"),
    Convention("break_free_no_power_hit", "Breaking free takes twice the devourer's printed BD: no power hit, "
               "no elements, as for the devour roll.", "ours, 001:L579, 001:L658"),
    Convention("devour_flyers", "A devourer without flying cannot devour a flyer.", "ours, 001:L559"),
    Convention("stalemate", "Three battle rounds without dice are six turns in a row with no damage roll (a "
               "no-dice roll counts as rolled); hitpoints left count creatures in hand whole (the hands are shown) "
               "and those on the board with their items' absorption left; a tie goes to the defender.",
               "Q-11, 001:L488, 001:L486, 001:L544"),
    Convention("bind_once", "A side binds once each battle, whatever its bind items (replaces Q-40); the item "
               "must be on a creature in a slot.", "001:L676"),
    Convention("healing_on_board", "Same-mythology healing counts creatures now in the summoner's slots and "
               "happens before the summon's fight.", "Q-22, 001:L637"),
    Convention("healing_minion_side", "The minion side heals as a conjurer's side does: a minion summoned beside a "
               "creature of its mythology takes up to 2 DMs off each wounded creature of that side (the seed speaks "
               "of the conjurer's summons; Herald reads the guardians' summons the same way).", "ours, 001:L635, 001:L637"),
    Convention("minion_no_items", "The minion side equips no items; the minion has no element and fights at the "
               "level of the creature it guards.", "Q-34, 001:L469"),
    Convention("minion_player", "With four players battles pair up in the order fought; whoever plays one "
               "battle's minions is busy, so the other's go to the next idle player to the left.", "001:L431"),
    Convention("one_battle_at_a_time", "Herald's choice: one battle at a time, in the order fought (the rulebook "
               "fights two at once).", "001:L431"),
    Convention("match_challenger", "In a tournament match the challenger (who starts, loses ties) is drawn by lot "
               "and entered.", "Q-31, 001:L455, 001:L500"),
    Convention("die_faces", "The battle die has two faces each of 0, 1 and 2 until the group types its own.",
               "Q-37, 001:L184"),
)

BY_ID = {c.id: c for c in CONVENTIONS}


def sheet() -> list[str]:
    """The conventions as lines for a printed rules summary: what Herald does, and on what it rests."""
    return [f"{c.summary} ({c.basis})" for c in CONVENTIONS]
