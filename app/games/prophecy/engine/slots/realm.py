"""The Realm's shapes in the state: its game option, and where a hero stands (a ring space, the Gate, a space on
one of the Realm's paths, or the Lake of Fire).

A hero on the ring has `Hero.space` set and no Realm place; a hero in the Realm has `Hero.space` None and a
`RealmPlace` (the Gate counts as the first space of all three paths, 003:L301). `position` reads either.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from pydantic import Field, model_validator

from ..model import Frozen

PathName = Literal["left", "middle", "right"]
PATHS: tuple[PathName, ...] = ("left", "middle", "right")
RealmWhere = Literal["gate", "path", "lake"]
RealmVariant = Literal["standard", "dragonslayer"]


class RealmPlace(Frozen):
    """A place in the Realm: the Gate, step N (1 = first after the Gate) of a path, or the Lake of Fire."""

    where: RealmWhere
    path: PathName | None = None
    step: int | None = Field(default=None, ge=1)

    @model_validator(mode="after")
    def _path_space_named(self) -> RealmPlace:
        named = (self.path is not None, self.step is not None)
        if named != ((True, True) if self.where == "path" else (False, False)):
            raise ValueError("a path space names its path and step; the Gate and the Lake name neither")
        return self

    def label(self) -> str:
        """The place in words."""
        if self.where == "path":
            return f"{self.path} path, space {self.step}"
        return "the Gate" if self.where == "gate" else "the Lake of Fire"

    def words(self) -> str:
        """The place in words for screens, phones and the log, naming the Realm."""
        if self.where == "path":
            return f"space {self.step} of the Dragon Realm's {self.path} path"
        return "the Gate to the Dragon Realm" if self.where == "gate" else "the Lake of Fire in the Dragon Realm"


# Made without validation: importing a module builds no pydantic model (app/web/README.md, "Models at import").
GATE = RealmPlace.model_construct(where="gate")
LAKE = RealmPlace.model_construct(where="lake")


def on_path(path: PathName, step: int) -> RealmPlace:
    """A space on a path."""
    return RealmPlace(where="path", path=path, step=step)


class RingPlace(Frozen):
    """A space of the main board's ring."""

    where: Literal["ring"] = "ring"
    space: int = Field(ge=0)

    def label(self) -> str:
        """The place in words."""
        return f"space {self.space}"


Position = RingPlace | RealmPlace


def position(hero) -> Position | None:
    """Where a hero stands on either board, or None when she stands nowhere (before setup, dead, out)."""
    if getattr(hero, "realm", None) is not None:
        return hero.realm
    return None if hero.space is None else RingPlace(space=hero.space)


def where_words(hero, ring_names: Mapping[int, str]) -> str | None:
    """Where a hero stands in words: her Realm place, or her ring space by the names given; None when nowhere."""
    if getattr(hero, "realm", None) is not None:
        return hero.realm.words()
    return None if hero.space is None else ring_names.get(hero.space, f"space {hero.space}")


def in_realm(hero) -> bool:
    """Whether the hero stands in the Realm (the Gate, a path or the Lake)."""
    return getattr(hero, "realm", None) is not None


class RealmOptions(Frozen):
    """The Dragon Realm in play: the standard game with the Realm, or the Dragonslayer variant (003:L651)."""

    variant: RealmVariant = "standard"
    # The Dragonslayer variant's foe(s) on the Lake of Fire: the Dragon Queen unless the group names another dragon,
    # or two or three, by card id; laid face down if the group says so (003:L657).
    lake_dragons: tuple[str, ...] = ()
    lake_face_down: bool = False
