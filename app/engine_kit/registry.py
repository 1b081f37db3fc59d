"""Registries of pydantic classes told apart by their `kind` (a game's actions, its events), each with the
validator of their discriminated union, rebuilt whenever a rule module registers another class."""

from __future__ import annotations

from typing import Annotated, Any, Union

from pydantic import Field, TypeAdapter


class Registry:
    """The classes of one family (a game's actions, or its events) by `kind`."""

    def __init__(self, what: str):
        self.what = what
        self.types: dict[str, type] = {}
        self._adapter: TypeAdapter | None = None

    def register(self, cls: type) -> type:
        """Record a class under its `kind` default (usable as a class decorator)."""
        kind = cls.model_fields["kind"].default
        if not kind or kind in self.types:
            raise ValueError(f"{self.what} kind {kind!r} missing or registered twice")
        self.types[kind] = cls
        self._adapter = None
        return cls

    def union(self) -> Any:
        """The type 'any registered class, chosen by its kind', for models that embed one (the API)."""
        union = Union[tuple(self.types.values())]  # noqa: UP007 - a runtime union of registered classes
        return Annotated[union, Field(discriminator="kind")]

    def adapter(self) -> TypeAdapter:
        """A validator for any registered class, by its `kind`."""
        if self._adapter is None:
            self._adapter = TypeAdapter(self.union())
        return self._adapter

    def parse(self, raw: Any) -> Any:
        """One instance from its JSON form; pydantic.ValidationError when malformed."""
        return self.adapter().validate_python(raw)

    def parse_all(self, raw: list[dict]) -> tuple:
        """Instances from their JSON forms, in order."""
        adapter = self.adapter()
        return tuple(adapter.validate_python(item) for item in raw)


def fold(state: Any, events) -> Any:
    """Apply events in order (each knows how it changes the state)."""
    for e in events:
        state = e.apply_to(state)
    return state
