"""The draft picked on the tablet, one tap per pick (000:L119, 003:L111-115; Hybrids 003:L647).

Herald deals from the game's seed (draft_step.hands). The picks so far travel in the form as `draft_picks`, one
card per pick joined by "|", and every step replays them on the hands dealt again from the seed: a form cannot
change what was dealt or passed, and taking back the last pick is dropping it from the list.

The order: each round, every player in seat order keeps a character and a Race card from her hand; what she does
not keep goes to the player on her left, joining that hand when the round is over; the last round's keep is final
(the third with two cards each, the second with three; 003:L113-115). With Hybrids (Herald's reading: the rulebook
says only that every hero has two Races) each player is dealt her own Race hand, which is not passed, and keeps one
Race card in each of the first two rounds, two different Races; the rest go back in the box. Pure functions.
"""

from __future__ import annotations

from dataclasses import dataclass, field

SEP = "|"
RULES = {"character": "000:L119", "race": "003:L113", "small": "003:L115", "hybrid": "003:L647"}


@dataclass(frozen=True)
class Slot:
    """One pick: which round, whose, and of which kind of card."""

    round: int
    seat: int
    kind: str  # "character" or "race"


def rounds(size: int) -> int:
    """Rounds of picks: three with two cards each, two with three (003:L115)."""
    return 3 if size == 2 else 2


def schedule(seats: int, size: int, per_hero: int, races: bool) -> list[Slot]:
    """Every pick of the draft, in the order the tablet asks for them."""
    out = []
    for r in range(rounds(size)):
        for s in range(seats):
            out.append(Slot(r, s, "character"))
            if races and (per_hero == 1 or (per_hero == 2 and r < 2)):
                out.append(Slot(r, s, "race"))
    return out


@dataclass
class Draft:
    """The draft replayed: each seat's hands, what waits to join them, and what each player keeps."""

    seats: int
    size: int
    per_hero: int
    slots: list[Slot]
    hands: dict[str, list[list[str]]]
    incoming: dict[str, list[list[str]]] = field(default_factory=dict)
    kept: dict[str, list[list[str]]] = field(default_factory=dict)
    picks: list[str] = field(default_factory=list)

    @property
    def turn(self) -> Slot | None:
        """The pick the tablet asks for now, or None when the draft is over."""
        return self.slots[len(self.picks)] if len(self.picks) < len(self.slots) else None

    @property
    def done(self) -> bool:
        """Whether every pick is made."""
        return self.turn is None

    def hand(self, slot: Slot) -> list[str]:
        """The cards the slot's player picks from."""
        return self.hands[slot.kind][slot.seat]

    def pick(self, card: str, player: str) -> str | None:
        """Keep `card` for the player whose pick it is; a sentence naming the rule when she cannot."""
        slot = self.turn
        if slot is None:
            return "The draft is over: every player has made her picks."
        hand = self.hand(slot)
        if card not in hand:
            shown = (card.title() if slot.kind == "race" else card) if 0 < len(card) <= 40 else "that card"
            return (f"{player} does not hold {shown}: a player keeps one of the cards in her own hand "
                    f"({self._rule(slot)}).")
        hybrid = slot.kind == "race" and self.per_hero == 2
        if hybrid and card in self.kept["race"][slot.seat]:
            return (f"{player} already keeps a {card.title()} Race card: a Hybrid crosses two different Races "
                    f"({RULES['hybrid']}).")
        rest = list(hand)
        rest.remove(card)
        final = slot.round == rounds(self.size) - 1 or (hybrid and slot.round == 1)
        if hybrid:
            self.kept["race"][slot.seat].append(card)
            self.hands["race"][slot.seat] = [] if final else rest
        elif final:
            self.kept[slot.kind][slot.seat] = [card]
            self.hands[slot.kind][slot.seat] = []
        else:
            self.hands[slot.kind][slot.seat] = [card]
            self.incoming[slot.kind][(slot.seat + 1) % self.seats].extend(rest)
        self.picks.append(card)
        following = self.turn
        if following is None or following.round != slot.round:
            self._pass_on()
        return None

    def _pass_on(self) -> None:
        """The round is over: the cards passed left join their new hands."""
        for kind, waiting in self.incoming.items():
            for s, cards in enumerate(waiting):
                self.hands[kind][s].extend(cards)
                waiting[s] = []

    def _rule(self, slot: Slot) -> str:
        if slot.kind == "character":
            return RULES["character"]
        return RULES["hybrid"] if self.per_hero == 2 else RULES["small" if self.size == 3 else "race"]

    def result(self, i: int) -> tuple[str, list[str]]:
        """What a seat keeps at the end: her character and her Races."""
        chars = self.kept["character"][i]
        return (chars[0] if chars else ""), list(self.kept["race"][i])


def start(dealt: dict, per_hero: int) -> Draft:
    """The draft as Herald dealt it, before anyone picks."""
    seats = len(dealt["characters"])
    races = dealt.get("races")
    hands = {"character": [list(h) for h in dealt["characters"]],
             "race": [list(h) for h in races] if races else [[] for _ in range(seats)]}
    return Draft(seats=seats, size=dealt["size"], per_hero=per_hero,
                 slots=schedule(seats, dealt["size"], per_hero, bool(races)), hands=hands,
                 incoming={k: [[] for _ in range(seats)] for k in hands},
                 kept={k: [[] for _ in range(seats)] for k in hands})


def picked(form) -> list[str]:
    """The picks the form carries, in order."""
    raw = form.get("draft_picks") or ""
    return [p for p in raw.split(SEP)] if raw else []


def replay(dealt: dict | None, form, per_hero: int) -> Draft | None:
    """The draft with the form's picks made (stopping at one that no longer fits the deal), or None when the
    table does not pick on the tablet."""
    if dealt is None or form.get("draft_mode") != "picks":
        return None
    draft = start(dealt, per_hero)
    for card in picked(form):
        if draft.pick(card, "") is not None:
            break
    return draft


def player(form, i: int) -> str:
    """A seat's player as the wizard names her."""
    return form.get(f"seat{i}_player") or f"Player {i + 1}"


def tap(form, dealt: dict | None, per_hero: int) -> tuple[dict | None, str | None]:
    """The form after a tap (a pick, or taking back the last one), and what is wrong with it; (None, None) when
    the form asks for neither. The draft's last pick fills every seat's character and Races."""
    card, undo = form.get("draft_pick"), form.get("draft_undo")
    draft = replay(dealt, form, per_hero)
    if draft is None or (card is None and not undo):
        return None, None
    out = form.copy()
    if undo:
        out["draft_picks"] = SEP.join(draft.picks[:-1])
        return _filled(out, replay(dealt, out, per_hero)), None
    slot = draft.turn
    problem = draft.pick(card, player(form, slot.seat) if slot else "")
    if problem:
        return out, problem
    out["draft_picks"] = SEP.join(draft.picks)
    return _filled(out, draft), None


def _filled(form, draft: Draft):
    """The seats' characters and Races from the draft once it is over (cleared while it is not)."""
    races_drafted = any(s.kind == "race" for s in draft.slots)
    for i in range(draft.seats):
        character, races = draft.result(i) if draft.done else ("", [])
        form[f"seat{i}_character"] = character
        for k in range(1, draft.per_hero + 1 if races_drafted else 1):
            form[f"seat{i}_race{k}"] = races[k - 1] if len(races) >= k else ""
    return form


def view(form, draft: Draft | None) -> dict | None:
    """What the tablet shows of the draft: whose pick it is and, behind her name, her hand; or the kept cards."""
    if draft is None:
        return None
    out = {"done": draft.done, "made": len(draft.picks), "total": len(draft.slots), "rounds": rounds(draft.size)}
    slot = draft.turn
    if slot is not None:
        out |= {"player": player(form, slot.seat), "kind": slot.kind, "round": slot.round + 1,
                "final": slot.round == rounds(draft.size) - 1 or (slot.kind == "race" and draft.per_hero == 2
                                                                   and slot.round == 1),
                "hand": draft.hand(slot), "kept": draft.kept["race"][slot.seat] if draft.per_hero == 2 else []}
    else:
        out["results"] = [(player(form, i), *draft.result(i)) for i in range(draft.seats)]
    return out


def unfinished(form, dealt: dict | None, per_hero: int) -> str | None:
    """Why the characters step cannot be left while the tablet's draft is under way, or None."""
    draft = replay(dealt, form, per_hero)
    if draft is None or draft.done:
        return None
    slot = draft.turn
    return f"Finish the draft on the tablet first: it is {player(form, slot.seat)}'s pick."
