"""Base class for the immutable value objects of the battle module."""

from pydantic import BaseModel, ConfigDict


class FrozenModel(BaseModel):
    """Immutable, hashable pydantic model that rejects unknown fields."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)
