"""Types the JSON API names at import and imports on first use, so declaring its routes and models imports no game
engine: a server's first answer needs none (issue 42). A name is "module:attribute", or a function returning the type.
"""

from __future__ import annotations

import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any

if TYPE_CHECKING:
    from pydantic import GetCoreSchemaHandler
    from pydantic_core import CoreSchema


def named(ref: Any) -> Any:
    """The object a "module:attribute" string names (importing its module), or `ref` itself when it is no string."""
    return pkgutil.resolve_name(ref) if isinstance(ref, str) else ref


@dataclass(frozen=True)
class _Later:
    """Pydantic asks it for its schema when the model holding it is built, not when the model is declared."""

    source: str | Callable[[], Any]

    def __get_pydantic_core_schema__(self, _declared: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        return handler(self.source() if callable(self.source) else named(self.source))


def later(source: str | Callable[[], Any]) -> Any:
    """A field type that is `source` ("module:attribute", or a function returning the type) once its model is built:
    a model declared with `defer_build` imports what it names on its first validation or in the OpenAPI document."""
    return Annotated[Any, _Later(source)]
