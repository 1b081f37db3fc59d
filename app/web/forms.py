"""Turn submitted HTML forms into engine actions, keeping the step and action id apart."""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from werkzeug.datastructures import MultiDict

META_FIELDS = {"seq", "action_id", "confirm", "csrf_token", "herald", "view", "q", "choice[]"}


@dataclass(frozen=True)
class Submitted:
    """A form's action payload plus the write metadata every form carries."""

    payload: dict
    expected_seq: int
    action_id: str


def read_write_form(form: MultiDict) -> Submitted:
    """The action fields of a form (empty fields dropped, `name[]` fields as lists) with its step and action id."""
    try:
        expected_seq = int(form.get("seq", ""))
    except ValueError as exc:
        raise ValueError("The form did not say which step of the game it was made for.") from exc
    action_id = form.get("action_id") or uuid.uuid4().hex
    payload: dict = {}
    for key in form:
        if key in META_FIELDS:
            continue
        if key.endswith("[]"):
            values = [v for v in form.getlist(key) if v != ""]
            payload[key[:-2]] = values
        elif form.get(key, "") != "":
            payload[key] = form.get(key)
    return Submitted(payload, expected_seq, action_id)


def new_action_id() -> str:
    """A fresh id for a form, so a double tap applies the action once."""
    return uuid.uuid4().hex
