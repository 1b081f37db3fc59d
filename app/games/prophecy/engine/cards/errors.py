"""The single error type of the card catalog: bad data, named by file, entity and field."""

from __future__ import annotations


class CatalogError(ValueError):
    """Card data or a table override is invalid; the message names where and what."""

    def __init__(self, message: str, *, file: str = "", entity: str = "", field: str = ""):
        self.file = file
        self.entity = entity
        self.field = field
        self.detail = message
        where = " ".join(p for p in (f"{file}:" if file else "", f"[{entity}]" if entity else "") if p)
        what = f"{field}: {message}" if field else message
        super().__init__(f"{where} {what}".strip())

    def as_dict(self) -> dict[str, str]:
        """The error as plain data for an API answer or a form."""
        return {"file": self.file, "entity": self.entity, "field": self.field, "message": self.detail}


class OverrideError(CatalogError):
    """A value the table entered does not fit the card; nothing was applied."""
