"""Herald's conventions for Conjurers battles: every reading taken where the seed leaves an order or a case
open, in one place so the rules summary can print them. Each names the research question it answers
(../shared/research/conjurers.md §6, table C17) or "ours" where the note has none."""

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
    Convention("fight_order", "Inside a fight: dice (BD + power hit + elements), first strike, offensive X, frost, "
               "defensive X, absorption, markers, multi-attack splash, life steal, burning, deaths, resurrection.",
               "C17, 001:L538-595"),
    Convention("frost_after_offensive", "A frozen striker loses 1 per full 3 of its hit after offensive X is added, "
               "on normal hits only (not burning or devour).", "Q-12, 001:L561"),
    Convention("splash_before_defence", "Multi attack splashes a third of the hit before the target's defensive X "
               "and absorption; each neighbour's own defensive X and items then apply.", "Q-13, 001:L557, L571"),
    Convention("burning_both_ways", "Burning fires whether its creature attacks or defends, after the exchange, "
               "even if the burner died; dead creatures are not burned.", "Q-14, 001:L567"),
    Convention("elements_normal_rolls", "The elements add dice to the normal fight's rolls only.", "Q-15, 001:L618"),
    Convention("devourer_out_of_reach", "A devourer sitting on its prey faces nobody and cannot be attacked; it "
               "returns to its locked slot when the prey dies, rises or breaks free.", "Q-17, 001:L575-579"),
    Convention("devour_absorbed", "Devour and breaking-free damage go onto absorption first; no defensive X.",
               "Q-18, 001:L557, L654"),
    Convention("frost_needs_a_landed_hit", "A frost marker comes with a hit of at least 1 after defensive X, "
               "absorbed or not; markers and life steal come from the normal hit only, never from splash.",
               "ours, 001:L561, L565, L569, L581"),
    Convention("life_steal_after_exchange", "Life steal heals after both normal hits have landed, the most it "
               "allows, and only a creature still alive.", "ours, 001:L581"),
    Convention("first_strike_death", "A creature killed by a first strike does not answer, even if it rises.",
               "ours, 001:L593, L664"),
    Convention("rise_at_fight_end", "Resurrection happens at the end of the fight (after burning); any death in "
               "battle counts, poison and devour included.", "ours, 001:L593"),
    Convention("devour_defending", "A devourer that defends keeps only its flying (which decides whether a fight "
               "happens) and its items.", "ours, 001:L575"),
    Convention("ranged_moves_on_flyers", "A ranged creature moving opposite a flyer starts its one-sided fight, "
               "as it may attack flyers; summoned there, it starts none (ranged does nothing on summoning).",
               "ours, 001:L512, L595"),
    Convention("break_free_no_power_hit", "Breaking free takes twice the devourer's printed BD: no power hit, "
               "no elements, as for the devour roll.", "ours, 001:L579, L658"),
    Convention("devour_flyers", "A devourer without flying cannot devour a flyer.", "ours, 001:L559"),
    Convention("stalemate", "Three battle rounds without dice are six battle turns in a row with no damage roll "
               "(a roll the no-dice option replaces counts as rolled); remaining HP counts the creatures on the "
               "board with the absorption left on their items (the hands stay secret); a tie goes to the "
               "defender.", "Q-11, 001:L488"),
    Convention("bind_per_item", "Each bind item binds once per battle; the item must be on a creature in a slot.",
               "Q-40, 001:L676"),
    Convention("healing_on_board", "Same-mythology healing counts creatures now in the summoner's slots and "
               "happens before the summon's fight.", "Q-22, 001:L637"),
    Convention("healing_minion_side", "The minion side heals as a conjurer's side does: a minion summoned beside a "
               "creature of its mythology takes up to 2 DMs off each wounded creature of that side (the seed speaks "
               "of the conjurer's summons; Herald reads the guardians' summons the same way).", "ours, 001:L635-637"),
    Convention("minion_no_items", "The minion side equips no items; the minion has no element and fights at the "
               "level of the creature it guards.", "Q-34, 001:L469"),
    Convention("match_challenger", "In a tournament match the challenger (who starts, loses ties) is drawn by lot "
               "and entered.", "Q-31, 001:L455"),
    Convention("die_faces", "The battle die has two faces each of 0, 1 and 2 until the group types its own.",
               "Q-37, 001:L184, L544"),
)

BY_ID = {c.id: c for c in CONVENTIONS}


def sheet() -> list[str]:
    """The conventions as lines for a printed rules summary: what Herald does, and on what it rests."""
    return [f"{c.summary} ({c.basis})" for c in CONVENTIONS]
