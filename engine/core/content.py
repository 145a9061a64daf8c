"""Load a game's data files and validate them with pydantic, naming the file, entry and field on error.

A game loads its content once and builds its id indexes once, in its `catalog.py`:

    @once
    def catalog() -> Catalog:
        content = load_all()                      # schema: every file validated
        return Catalog(cards=index_by(content.cards, "cards.json"), ...)

The web build runs every `once` loader of the shipped games in Pyodide and stores its result in the engine's
wheel (`engine/prebuilt/<module>.<name>.pickle`, tools/bytecode.py), so the browser unpickles the validated
catalog instead of building pydantic's validators and validating every file at each visit. Sources never hold
such files: tests and the command line always validate.
"""

from __future__ import annotations

import json
import pickle
from collections.abc import Callable, Iterable, Mapping
from functools import cache, wraps
from importlib import resources
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

Model = TypeVar("Model", bound=BaseModel)
Item = TypeVar("Item")
Result = TypeVar("Result")


class ContentError(ValueError):
    """A content file is missing, is not valid JSON, or breaks its schema."""


class Strict(BaseModel):
    """The base of every content model: unknown fields refused, values frozen, validators built on first use
    (in the browser a game's catalog is unpickled from the build, so its models never validate and never pay
    for building pydantic's validators at import)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


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


def load_files(package: str, whole: type[Model], files: Mapping[str, tuple[str, type[BaseModel]]] | None = None,
               check: Callable[[Model], None] | None = None) -> Model:
    """Validate every content file of `package` and the `whole` they make together, then run `check` on it.

    `files` names each field of `whole` with its file name and model; by default each field is read from
    `<field>.json` and validated by the field's own type. A check across files that fails (a validator of
    `whole`, or `check`) is a ContentError too."""
    if files is None:
        files = {key: (f"{key}.json", info.annotation) for key, info in whole.model_fields.items()
                 if isinstance(info.annotation, type) and issubclass(info.annotation, BaseModel)}
    parts = {key: load_content(package, file_name, model) for key, (file_name, model) in files.items()}
    try:
        content = whole.model_validate(parts)
    except ValidationError as exc:
        raise ContentError(f"cross-file check failed: {exc.errors()[0]['msg']}") from None
    if check is not None:
        check(content)
    return content


def index_by(items: Iterable[Item], where: str, key: str = "id") -> dict[Any, Item]:
    """A dict of `items` by their `key` attribute; a repeated key is a ContentError naming `where`."""
    index: dict[Any, Item] = {}
    for item in items:
        value = getattr(item, key)
        if value in index:
            raise ContentError(f"{where}: {key} {value!r} is used twice")
        index[value] = item
    return index


# Every loader wrapped by `once`, by "<module>.<qualname>": what the web build prebuilds.
PREBUILT: dict[str, Callable[[], object]] = {}


def once(load: Callable[[], Result]) -> Callable[[], Result]:
    """Run `load` on the first call only and hand back the same result ever after (a game's catalog); in the
    browser, read the result the build stored instead of running it."""
    key = f"{load.__module__}.{load.__qualname__}"
    PREBUILT[key] = load

    @cache
    @wraps(load)
    def loaded() -> Result:
        stored = prebuilt(key)
        return load() if stored is None else stored

    return loaded


def prebuilt(key: str):
    """The result the web build stored for loader `key`, or None (always None outside a built site)."""
    try:
        data = resources.files("engine").joinpath("prebuilt", f"{key}.pickle").read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        return None
    return pickle.loads(data)
