"""Read a JSON file Herald wrote and someone hands back (a game file, a card pack): its size, nesting, 'format',
version, shape and checksum are checked the same way for each, and each refusal is one sentence naming the problem.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from . import bounds

Model = TypeVar("Model", bound=BaseModel)


@dataclass(frozen=True)
class FileKind:
    """A kind of file: its 'format', the versions this Herald reads, what refusals call it and raise."""

    format: str
    versions: tuple[int, ...]
    called: str  # as a refusal names it: "game file", "card pack"
    refused: Callable[..., Exception]  # (message, field=...) -> the error to raise


def checksum(body: Mapping[str, Any]) -> str:
    """The checksum of a file's content (everything but its checksum), over its canonical JSON."""
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return "sha256:" + hashlib.sha256(canonical.encode()).hexdigest()


def read_checked(raw: bytes | str, kind: FileKind, model: type[Model],
                 before: Callable[[dict], None] | None = None) -> Model:
    """The file parsed into `model` once every check passes; `before(data)` adds the kind's own checks on the raw
    JSON before its shape is read. Raises `kind.refused` naming the first problem found."""
    refused, called = kind.refused, kind.called
    if len(raw) > bounds.MAX_BODY_BYTES:
        raise refused(f"The file is larger than {bounds.MAX_BODY_BYTES // 2**20} MB.")
    try:
        data = bounds.loads(raw)
    except bounds.TooDeep as exc:
        raise refused(f"This is not a Herald {called}: {exc}") from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise refused(f"This is not a readable {called}: the JSON breaks off or is invalid ({exc}).") from exc
    if not isinstance(data, dict):
        raise refused(f"This is not a Herald {called}: it holds no JSON object.")
    if data.get("format") != kind.format:
        raise refused(f"This is not a Herald {called} (its 'format' is not {kind.format}).", field="format")
    if data.get("version") not in kind.versions:
        readable = " or ".join(map(str, kind.versions))
        raise refused(f"This {called} has version {data.get('version')!r}; this Herald reads version {readable}.",
                      field="version")
    if before is not None:
        before(data)
    try:
        parsed = model.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        raise refused(f"The {called} is malformed at '{where}': {err['msg']}.", field=where) from exc
    if checksum({k: v for k, v in data.items() if k != "checksum"}) != getattr(parsed, "checksum", None):
        raise refused(f"The {called} was changed after it was exported: its checksum does not match its content.",
                      field="checksum")
    return parsed
