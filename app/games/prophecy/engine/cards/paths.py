"""Field paths such as 'strength' or 'effects[0].cost[1].amount', used by table overrides."""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping
from typing import Any

_STEP = re.compile(r"^(?P<name>[a-z_]+)(?P<index>(?:\[\d+\])*)$")


def parse_path(path: str) -> tuple[str | int, ...]:
    """Split 'effects[0].amount' into ('effects', 0, 'amount'); raise ValueError if malformed."""
    if not isinstance(path, str) or not path:
        raise ValueError("a field path must be a non-empty string")
    steps: list[str | int] = []
    for part in path.split("."):
        m = _STEP.match(part)
        if not m:
            raise ValueError(f"{path!r} is not a field path such as 'price' or 'effects[0].amount'")
        steps.append(m["name"])
        steps.extend(int(i) for i in re.findall(r"\d+", m["index"]))
    return tuple(steps)


def format_loc(loc: tuple[str | int, ...], skip: frozenset[str] = frozenset()) -> str:
    """Write a pydantic error location as a field path, dropping union tags listed in skip."""
    out = ""
    prev: str | int | None = None
    for step in loc:
        if isinstance(step, int):
            out += f"[{step}]"
        elif not (isinstance(prev, int) and step in skip):
            out += f".{step}" if out else step
        prev = step
    return out


def set_path(data: dict[str, Any], path: str, value: Any) -> dict[str, Any]:
    """Return a deep copy of data with the value at path replaced (None removes it)."""
    steps = parse_path(path)
    out = copy.deepcopy(data)
    node: Any = out
    for i, step in enumerate(steps[:-1]):
        nxt = steps[i + 1]
        if isinstance(step, int):
            if not isinstance(node, list) or step >= len(node):
                raise KeyError(f"there is no item {step}")
            node = node[step]
            continue
        if step not in node or node[step] is None:
            raise KeyError(f"{step!r} is unknown, so its parts cannot be set; set {step!r} whole")
        if isinstance(nxt, int):
            node[step] = list(node[step])
        node = node[step]
    last = steps[-1]
    if isinstance(last, int):
        if not isinstance(node, list) or last >= len(node):
            raise KeyError(f"there is no item {last}")
        node[last] = value
    elif value is None:
        node.pop(last, None)
    else:
        node[last] = value
    return out


def thaw(value: Any) -> Any:
    """Deep-copy plain data, turning tuples into lists and mappings into dicts."""
    if isinstance(value, Mapping):
        return {k: thaw(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [thaw(v) for v in value]
    return value
