"""The battle screen's model: parse the form into a BattleSetup, then breakdowns, odds and the outcome.

Pure: the form (a mapping) and the state in, view data out. Writing the outcome is the route's job.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.games.prophecy.engine.battle import (
    BattleInputError,
    BattleKind,
    BattleSetup,
    Modifier,
    Side,
    SideSetup,
    SourceKind,
    Stage,
    StatOrder,
    attacker_battle_options,
    battle_odds,
    creature_battle_options,
    dice_needed,
    per_roll_odds,
)
from app.games.prophecy.engine.rules.zones import card_label

KIND_NAMES = {BattleKind.STRENGTH: "Battle of Strength", BattleKind.WILLS: "Battle of Wills"}
ORDERS = (
    (StatOrder.STRENGTH_ONLY, "Strength only"),
    (StatOrder.STRENGTH_THEN_WILLS, "Strength, then Willpower"),
    (StatOrder.WILLS_ONLY, "Willpower only"),
)


@dataclass(frozen=True)
class BattleForm:
    """The choices on the battle screen, read from a form or a query string."""

    seat: int
    opponent: str  # "creature" or the seat number of another hero
    foe_name: str
    foe_strength: int
    foe_willpower: int
    order: StatOrder
    kind: BattleKind
    lives: int
    hero_bonus: int
    hero_bonus_label: str
    spell_bonus: int
    spell_roll: int
    foe_bonus: int
    hero_dice: int
    foe_dice: int
    experience: int
    foe_artifacts: int


def _int(form, key: str, default: int, lo: int, hi: int) -> int:
    try:
        value = int(form.get(key, default))
    except (TypeError, ValueError):
        value = default
    return max(lo, min(hi, value))


def parse_form(form, heroes: int) -> BattleForm:
    """The battle choices from a form, every number clamped to what the screen offers."""
    order = next((o for o, _ in ORDERS if o.value == form.get("order")), StatOrder.STRENGTH_THEN_WILLS)
    kind = BattleKind.WILLS if form.get("kind") == "wills" else BattleKind.STRENGTH
    opponent = form.get("opponent", "creature")
    if opponent != "creature" and not (opponent.isdigit() and int(opponent) < heroes):
        opponent = "creature"
    return BattleForm(
        seat=_int(form, "seat", 0, 0, max(heroes - 1, 0)), opponent=opponent,
        foe_name=(form.get("foe_name") or "the Creature").strip()[:40], foe_strength=_int(form, "foe_strength", 3, 0, 20),
        foe_willpower=_int(form, "foe_willpower", 3, 0, 20), order=order, kind=kind,
        lives=3 if form.get("lives") == "3" else 1, hero_bonus=_int(form, "hero_bonus", 0, -10, 10),
        hero_bonus_label=(form.get("hero_bonus_label") or "Items and Abilities").strip()[:40],
        spell_bonus=_int(form, "spell_bonus", 0, -10, 10), spell_roll=_int(form, "spell_roll", 1, 1, 3),
        foe_bonus=_int(form, "foe_bonus", 0, -10, 10), hero_dice=_int(form, "hero_dice", 0, -2, 2),
        foe_dice=_int(form, "foe_dice", 0, -2, 2), experience=_int(form, "experience", 0, 0, 15),
        foe_artifacts=_int(form, "foe_artifacts", 0, 0, 5),
    )


@dataclass(frozen=True)
class KindChoice:
    """One battle kind the hero could fight, whether it is open, its cost and its odds."""

    kind: str
    label: str
    allowed: bool
    reason: str
    rule: str
    cost: int
    win: float | None


@dataclass(frozen=True)
class BattleView:
    """Everything the preview shows: both sides' breakdown lines, the odds, dice to roll, refusals."""

    form: BattleForm
    hero_name: str
    foe_name: str
    kinds: tuple[KindChoice, ...]
    hero_lines: tuple[str, ...]
    foe_lines: tuple[str, ...]
    hero_total: int
    foe_total: int
    odds: dict[str, float] | None
    rolls: tuple[tuple[int, float, dict[str, float]], ...]
    dice: tuple[int, int]
    error: str | None
    wills_cost: int


def _mod(side: Side, kind: BattleKind, label: str, amount: int = 0, *, stage=Stage.EQUIPMENT, extra: int = 0, roll=None) -> Modifier:
    source = SourceKind.SPELL if stage is Stage.PER_ROLL else SourceKind.ITEM if side is Side.HERO else SourceKind.CREATURE_RULE
    return Modifier(source_kind=source, source_id=label.lower().replace(" ", "-"), label=label, side=side,
                    stage=stage, amount=amount, battle_kinds=(kind,), extra_dice=extra, per_roll=roll)


def kind_options(f: BattleForm, state):
    """The battle kinds open to the hero against this opponent (engine's battle rules)."""
    hero = state.hero(f.seat)
    if f.opponent == "creature":
        return creature_battle_options(f.order, hero.magic)
    return attacker_battle_options(hero.magic, f.foe_artifacts)


def build_setup(f: BattleForm, state) -> tuple[BattleSetup, int]:
    """The BattleSetup for the chosen kind, and the Magic paid to start a Battle of Wills."""
    hero = state.hero(f.seat)
    options = [o for o in kind_options(f, state) if f.kind in o.kinds and o.allowed]
    if not options:
        raise BattleInputError(f"A {KIND_NAMES[f.kind]} is not open here.")
    start = options[0]
    hero_mods = [m for m in (start.cost_modifier(),) if m is not None and m.side is Side.HERO]
    if f.hero_bonus:
        hero_mods.append(_mod(Side.HERO, f.kind, f.hero_bonus_label, f.hero_bonus))
    if f.spell_bonus:
        roll = min(f.spell_roll, f.lives)
        hero_mods.append(_mod(Side.HERO, f.kind, "Spell", f.spell_bonus, stage=Stage.PER_ROLL, roll=roll))
    if f.hero_dice:
        hero_mods.append(_mod(Side.HERO, f.kind, "Extra dice", stage=Stage.SITUATIONAL, extra=f.hero_dice))
    foe_mods = []
    if f.foe_bonus:
        foe_mods.append(_mod(Side.FOE, f.kind, "Foe's bonus", f.foe_bonus, stage=Stage.SITUATIONAL))
    if f.foe_dice:
        foe_mods.append(_mod(Side.FOE, f.kind, "Foe's extra dice", stage=Stage.SITUATIONAL, extra=f.foe_dice))
    if f.opponent == "creature":
        foe_current = f.foe_strength if f.kind is BattleKind.STRENGTH else f.foe_willpower
    else:
        other = state.hero(int(f.opponent))
        foe_current = other.health if f.kind is BattleKind.STRENGTH else other.magic
    hero_current = hero.health if f.kind is BattleKind.STRENGTH else hero.magic
    setup = BattleSetup(
        kind=f.kind, lives=f.lives,
        hero=SideSetup(current=hero_current, modifiers=tuple(hero_mods), name=_base(f.kind)),
        foe=SideSetup(current=foe_current, modifiers=tuple(foe_mods), name=_base(f.kind, f.opponent == "creature")),
    )
    return setup, start.magic_cost if start.payer is Side.HERO else 0


def _base(kind: BattleKind, creature: bool = False) -> str:
    if creature:
        return "Strength" if kind is BattleKind.STRENGTH else "Willpower"
    return "Health" if kind is BattleKind.STRENGTH else "Magic"


def foe_label(f: BattleForm, state) -> str:
    """The opponent as the screen names it."""
    if f.opponent == "creature":
        return f.foe_name
    other = state.hero(int(f.opponent))
    return f"{other.player}'s {card_label(other.character)}"


def _pct(odds) -> dict[str, float]:
    return odds.percent(0)


def preview(f: BattleForm, state) -> BattleView:
    """The preview for a form: breakdowns and exact odds, or the reason the setup cannot be fought."""
    hero = state.hero(f.seat)
    kinds = []
    for option in kind_options(f, state):
        win = None
        if option.allowed and len(option.kinds) == 1:
            try:
                alt = BattleForm(**{**f.__dict__, "kind": option.kinds[0]})
                win = _pct(battle_odds(build_setup(alt, state)[0]))["win"]
            except (BattleInputError, ValueError):
                win = None
        kinds.append(KindChoice(option.kinds[0].value, option.label, option.allowed, option.reason, option.rule, option.magic_cost, win))
    name = f"{hero.player}'s {card_label(hero.character)}"
    try:
        setup, cost = build_setup(f, state)
    except (BattleInputError, ValueError) as exc:
        return BattleView(f, name, foe_label(f, state), tuple(kinds), (), (), 0, 0, None, (), (1, 1), _message(exc), 0)
    hb, fb = setup.breakdown(Side.HERO), setup.breakdown(Side.FOE)
    rolls = tuple((r.roll, round(float(r.reach) * 100), _pct(r.odds)) for r in per_roll_odds(setup)) if f.lives > 1 else ()
    return BattleView(f, name, foe_label(f, state), tuple(kinds), hb.text_lines(), fb.text_lines(), hb.total, fb.total,
                      _pct(battle_odds(setup)), rolls, dice_needed(setup, 1), None, cost)


def _message(exc: Exception) -> str:
    text = str(exc)
    if "validation error" in text:
        text = text.splitlines()[-1].strip()
    return text[:1].upper() + text[1:]


def faces_from(form, prefix: str, count: int) -> tuple[int, ...]:
    """The faces entered for one side ("hero_1", "hero_2"...); empty when any is missing."""
    faces = []
    for i in range(1, count + 1):
        raw = form.get(f"{prefix}_{i}", "")
        if not raw.isdigit():
            return ()
        faces.append(int(raw))
    return tuple(faces)
