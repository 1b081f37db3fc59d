"""Turn submitted HTML forms into engine actions, keeping the step and action id apart."""

from __future__ import annotations

import re
import threading
import uuid
import zlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from flask import g, has_app_context
from markupsafe import Markup, escape
from werkzeug.datastructures import MultiDict

META_FIELDS = {"seq", "action_id", "confirm", "csrf_token", "herald", "view", "q", "choice[]", "pool[]", "one_off",
               "shown_on", "ask[]", "panels"}


@dataclass(frozen=True)
class Submitted:
    """A form's action payload plus the write metadata every form carries."""

    payload: dict
    expected_seq: int
    action_id: str


def read_write_form(form: MultiDict) -> Submitted:
    """The action fields of a form (empty fields dropped, `name[]` fields as lists, `a.b` fields nested, `a.0`
    `a.1` as a list) with its step and action id."""
    try:
        expected_seq = int(form.get("seq", ""))
    except ValueError as exc:
        raise ValueError("The form did not say which step of the game it was made for.") from exc
    action_id = form.get("action_id") or uuid.uuid4().hex
    payload: dict = {}
    for key in form:
        if key in META_FIELDS:
            continue
        if "." in key:
            for value in form.getlist(key):
                if value != "":
                    _put(payload, _split(key), value)
        elif key.endswith("[]"):
            values = [v for v in form.getlist(key) if v != ""]
            payload[key[:-2]] = values
        elif form.get(key, "") != "":
            payload[key] = form.get(key)
    return Submitted({k: _listify(v) for k, v in payload.items()}, expected_seq, action_id)


def _split(key: str) -> list[str]:
    """A dotted field's path; a card value keeps its catalog path whole (`values.golem.reward[0].amount`)."""
    parts = key.split(".")
    return parts[:2] + [".".join(parts[2:])] if parts[0] == "values" and len(parts) > 3 else parts


def _put(payload: dict, path: list[str], value: str) -> None:
    """Set a dotted field (`abilities.fortress`, `adventures.0`, `values.thug.reward[0].amount`) in a nested dict."""
    node = payload
    for part in path[:-1]:
        node = node.setdefault(part, {})
        if not isinstance(node, dict):
            raise ValueError(f"The form mixes {path[0]} and {'.'.join(path)}.")
    leaf = path[-1].removesuffix("[]")
    if isinstance(node.get(leaf), dict):
        raise ValueError(f"The form mixes {'.'.join(path)} and fields under it.")
    if path[-1].endswith("[]"):
        node.setdefault(leaf, []).append(value)
    else:
        node[leaf] = _value(path[0], value)


def _value(root: str, value: str):
    """A leaf as the action wants it: card values typed as numbers are numbers, "[]" is "none printed"."""
    if root != "values":
        return value
    if value == "[]":
        return []
    return int(value) if value.lstrip("-").isdigit() else value


def _listify(value):
    """Nested dicts keyed by numbers become lists in that order (one field per slot: `adventures.0`,
    `adventures.1`); a slot left out before the last one stays in its place as None, so no value moves up."""
    if not isinstance(value, dict):
        return value
    value = {k: _listify(v) for k, v in value.items()}
    if value and all(k.isdigit() for k in value):
        return [value.get(str(i)) for i in range(max(map(int, value)) + 1)]
    return value


def new_action_id() -> str:
    """A fresh id for a form, so a double tap applies the action once."""
    return uuid.uuid4().hex


def default_name(game: str) -> str:
    """A new game's name until the table types one, different for each game: 'Prophecy · Sat 28 Nov, 20:15'."""
    from datetime import datetime

    return f"{game} · {datetime.now():%a %d %b, %H:%M}"


def learn_rules(app, rules: Callable[[], Iterable]) -> None:
    """Keep each rule's words by its rulebook line, for a rule link to show them (`rule_words(ref)` in templates);
    `rules()` (a game's rulebook, which imports its engine) is read when a rule link first asks (issue 42)."""
    known = app.extensions.setdefault("rule_words", {})
    unread = app.extensions.setdefault("rule_words.unread", [])
    unread.append(rules)
    reading = app.extensions.setdefault("rule_words.lock", threading.Lock())

    def rule_words(ref: str) -> str:
        """Herald's words for a rulebook line ('' when no rule of Herald's cites it)."""
        if unread:
            with reading:
                while unread:
                    for r in unread[0]():
                        known.setdefault(r.ref, r.summary)
                    unread.pop(0)
        first = ref.replace(",", "+").split("+")[0].strip()
        return known.get(ref) or known.get(first) or ""

    app.jinja_env.globals["rule_words"] = rule_words
    app.jinja_env.globals["rule_ref_id"] = rule_ref_id

    def rule_links(text: str) -> Markup:
        """A sentence with the rulebook lines it cites in brackets ('… passes (001:L524).') turned into rule links
        one tap away ('… passes [rule].'), as the screens show a rule (issue 39)."""
        rule_ref = app.jinja_env.get_template("_rule.html").module.rule_ref
        out, last = [], 0
        for m in _INLINE_REFS.finditer(str(text)):
            out += [escape(text[last:m.start()]), Markup(" "), rule_ref(", ".join(_CITED.findall(m.group(1))))]
            last = m.end()
        return Markup("").join([*out, escape(str(text)[last:])])

    app.jinja_env.filters["rule_links"] = rule_links


def rule_ref_id(ref: str, words: str) -> str:
    """An id for one rule link's words, the same on every render of a page and new within it: the line, a digest of
    the words (a fragment swapped in alone counts from one again, so a clash is with the same words) and a count."""
    seen = g.setdefault("rule_ref_ids", {}) if has_app_context() else {}
    base = f"rule-{re.sub(r'[^0-9A-Za-z]+', '-', ref).strip('-')}-{zlib.crc32(words.encode()) & 0xffff:04x}"
    seen[base] = seen.get(base, 0) + 1
    return base if seen[base] == 1 else f"{base}-{seen[base]}"


# A bracket citing rulebook lines ('(001:L524)', '(C17, 001:L538, 001:L567)'), and each line it cites.
_INLINE_REFS = re.compile(r"\s*\(([^()]*\b\d{3}:L\d+[^()]*)\)")
_CITED = re.compile(r"\b\d{3}:L\d+(?:[-–]\d+)?")
