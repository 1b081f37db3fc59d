"""The Basic version: no Guardians, Artifacts, Abilities to learn or fights between heroes; a guild sells its
Certificate (an Ability card of that guild taken face down) for Experience and Gold, without the Gold to its
members; one per guild. A hero who dies is out. The fifth Certificate wins (see `ending`)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, Offer, action, consequence, guard, offers
from ..errors import InvalidInput
from ..events import Event, HeroUpdated
from ..rules import decks, encounter, flow, lookup
from ..rules import zones as Z
from ..rules.tx import Tx
from ..ruleset import ruleset_of
from ..state import GameState
from ..tokens import token_change

R_CERTIFICATE = rulebook.rule(
    "certificate",
    "Basic version: in a guild a hero buys its Certificate for 5 Experience and 5 Gold (no Gold in her own "
    "guilds); one Certificate per guild.",
    "004:L236",
)
R_BASIC_NO_ABILITIES = rulebook.rule(
    "basic_guilds", "Basic version: the guilds sell Certificates and repair Items; they teach no Abilities.", "004:L62"
)
R_BASIC_NO_DUELS = rulebook.rule(
    "basic_no_duels", "Basic version: heroes fight Creatures only, never each other.", "004:L82"
)
R_BASIC_DEATH = rulebook.rule("basic_death", "Basic version: a hero who dies is out of the game.", "004:L194")


def guild_here(state: GameState, ctx, seat: int) -> str | None:
    """The guild whose space the hero stands on, if any."""
    hero = state.hero(seat)
    kind = lookup.space_kind(ctx, hero.space) if hero.space is not None else None
    return kind if kind in Z.GUILDS else None


def owned_guilds(state: GameState, ctx, seat: int) -> set[str]:
    """The guilds whose Certificate the hero has."""
    return {(lookup.home_deck(ctx, c) or "").split(":")[-1] for c in state.zone(Z.certificates(seat))}


def price(state: GameState, ctx, seat: int, guild: str, experience: int | None, gold: int | None) -> tuple[int, int]:
    """A Certificate's Experience and Gold for this hero: the catalog's, else what the table typed."""
    known = lookup.certificate(ctx, guild) or {}
    member = guild in state.hero(seat).guilds
    exp = known.get("experience", experience)
    cash = known.get("member_gold" if member else "gold", gold)
    if exp is None or cash is None:
        raise InvalidInput("Herald does not know this Certificate's price: type it in.",
                           "experience" if exp is None else "gold")
    return exp, cash


@action
class BuyCertificate(Action):
    """Buy the Certificate of the guild the hero stands in (Basic version)."""

    kind: Literal["buy_certificate"] = "buy_certificate"
    seat: int = Field(ge=0, le=4)
    card: str | None = None
    experience: int | None = Field(default=None, ge=0, le=30)
    gold: int | None = Field(default=None, ge=0, le=30)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        if not ruleset_of(state).certificates_to_win:
            raise rulebook.refuse(R_CERTIFICATE, "Certificates belong to the Basic version.")
        encounter.require_turn(state, self.seat)
        encounter.require_clear(state, ctx, self.seat)
        guild = guild_here(state, ctx, self.seat)
        if guild is None:
            raise rulebook.refuse(R_CERTIFICATE, "Certificates are bought in a guild.")
        if guild in owned_guilds(state, ctx, self.seat):
            raise rulebook.refuse(R_CERTIFICATE, f"The hero already has the Certificate of {Z.GUILD_NAMES[guild]}.")
        exp, gold = price(state, ctx, self.seat, guild, self.experience, self.gold)
        hero = state.hero(self.seat)
        if hero.experience < exp or hero.gold < gold:
            raise rulebook.refuse(R_CERTIFICATE, f"It costs {exp} Experience and {gold} Gold.")
        if not decks.drawable(state, f"ability:{guild}"):
            raise rulebook.refuse(R_CERTIFICATE, f"No card of {Z.GUILD_NAMES[guild]} is left to serve as one.")
        tx = Tx(state, ctx)
        tx.emit(token_change(hero, experience=-exp, gold=-gold, reason=f"Certificate of {Z.GUILD_NAMES[guild]}"))
        decks.draw(tx, f"ability:{guild}", self.card, Z.certificates(self.seat), face_up=False)
        return tx.done()


@offers
def certificate_offers(state: GameState, ctx: Context) -> list[Offer]:
    """The Certificate of the guild the active hero stands in, if she can pay."""
    f = state.flow
    if f.stage != "turn" or f.active is None or state.battle is not None or not ruleset_of(state).certificates_to_win:
        return []
    seat = f.active
    guild = guild_here(state, ctx, seat)
    if guild is None or guild in owned_guilds(state, ctx, seat) or encounter.creatures_here(state, ctx, seat):
        return []
    pool = list(decks.drawable(state, f"ability:{guild}"))
    try:
        exp, gold = price(state, ctx, seat, guild, None, None)
        needs: tuple[str, ...] = ()
        if state.hero(seat).experience < exp or state.hero(seat).gold < gold:
            return []
    except InvalidInput:
        needs = ("experience", "gold")
    if not pool:
        return []
    herald = state.options.deck_mode == "herald"
    return [Offer(kind="buy_certificate", label=f"Buy the Certificate of {Z.GUILD_NAMES[guild]}", seat=seat,
                  params={"seat": seat}, needs=needs + (("card",) if herald else ()),
                  choices={"card": pool} if herald else {})]


@guard
def basic_limits(state: GameState, kind: str, fields: dict, ctx: Context) -> None:
    """What the Basic version leaves out: learning Abilities, fights between heroes, new characters."""
    rules = ruleset_of(state)
    if not rules.guild_abilities and kind == "learn":
        raise rulebook.refuse(R_BASIC_NO_ABILITIES)
    if not rules.hero_fights and (kind == "fight_hero" or (kind == "start_fight" and fields.get("target") is not None)):
        raise rulebook.refuse(R_BASIC_NO_DUELS)
    if not rules.new_characters and kind == "new_character":
        raise rulebook.refuse(R_BASIC_DEATH)


@consequence
def dead_are_out(state: GameState, ctx: Context) -> tuple[Event, ...]:
    """Without new characters a dead hero leaves the game."""
    if ruleset_of(state).new_characters or state.result is not None:
        return ()
    for h in state.heroes:
        if h.status == "dead":
            tx = Tx(state, ctx)
            tx.emit(HeroUpdated(seat=h.seat, status="out"))
            if state.flow.active == h.seat and state.flow.stage == "chance":
                flow.pass_round(tx)
            return tx.done()
    return ()
