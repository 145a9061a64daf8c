"""Load a game's data files and validate them with pydantic, naming the file, entry and field on error."""

from __future__ import annotations

import json
from importlib import resources
from typing import TypeVar

from pydantic import BaseModel, ValidationError

Model = TypeVar("Model", bound=BaseModel)


class ContentError(ValueError):
    """A content file is missing, is not valid JSON, or breaks its schema."""


def _describe_location(data: object, loc: tuple) -> str:
    """Name the entry (by its `id` when it has one) and the field path of a validation error."""
    parts: list[str] = []
    node = data
    for step in loc:
        if isinstance(node, list) and isinstance(step, int) and 0 <= step < len(node):
            node = node[step]
            entry_id = node.get("id") if isinstance(node, dict) else None
            parts.append(f"[{step}]" + (f" (id {entry_id!r})" if entry_id is not None else ""))
        elif isinstance(node, dict) and step in node:
            node = node[step]
            parts.append(f".{step}")
        else:
            node = None
            parts.append(f".{step}" if isinstance(step, str) else f"[{step}]")
    return "".join(parts).lstrip(".") or "<root>"


def parse_content(text: str, model: type[Model], file_name: str) -> Model:
    """Parse JSON text into `model`, raising ContentError that names file, entry and field."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ContentError(f"{file_name}: not valid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = _describe_location(data, tuple(first["loc"]))
        extra = f" (and {exc.error_count() - 1} more problems)" if exc.error_count() > 1 else ""
        raise ContentError(f"{file_name}: entry {where}: {first['msg']}{extra}") from None


def load_content(package: str, file_name: str, model: type[Model]) -> Model:
    """Read `file_name` from the `package`'s data folder and validate it against `model`."""
    try:
        text = resources.files(package).joinpath(file_name).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ContentError(f"{file_name}: content file not found in {package}") from None
    return parse_content(text, model, file_name)
