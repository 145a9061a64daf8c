"""How to play: each game's guide in our own words, read from `help.json` beside the game's `meta.py`.

The guide is topics (an id, a title, paragraphs) and a glossary of the table's icons and terms. A choice names
the topic its prompt comes from (`Choice.rule`), so the page can open the rule behind any prompt. Reading a
guide imports no rules: the home screen shows it before a game is loaded.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError, model_validator

from .registry import LazyGame, entry
from .scene import ICONS

Text = Annotated[str, StringConstraints(min_length=1, max_length=2000)]


class Topic(BaseModel):
    """One section of a guide: setup, a turn, an action, scoring, the solo opponent..."""

    model_config = ConfigDict(extra="forbid", defer_build=True, regex_engine="python-re")
    id: Annotated[str, StringConstraints(pattern=r"^[a-z0-9_]+$")]
    title: Text
    text: list[Text] = Field(min_length=1)


class Term(BaseModel):
    """A glossary entry: an icon or word of the table and what it means (`icon`: one of the scene's ICONS, drawn
    beside the term, so the glossary is the table's legend)."""

    model_config = ConfigDict(extra="forbid", defer_build=True, regex_engine="python-re")
    term: Text
    meaning: Text
    icon: str | None = None

    @model_validator(mode="after")
    def _known_icon(self) -> Term:
        if self.icon is not None and self.icon not in ICONS:
            raise ValueError(f"glossary term {self.term!r} uses unknown icon {self.icon!r}")
        return self


class Guide(BaseModel):
    """A game's How-to-play guide."""

    model_config = ConfigDict(extra="forbid", defer_build=True, regex_engine="python-re")
    summary: Text
    topics: list[Topic] = Field(min_length=1)
    glossary: list[Term] = Field(default_factory=list)

    @model_validator(mode="after")
    def _unique_topics(self) -> Guide:
        ids = [topic.id for topic in self.topics]
        if len(ids) != len(set(ids)):
            raise ValueError("two topics share an id")
        return self


class HelpError(ValueError):
    """A game's help.json is missing or breaks the guide's schema."""


@cache
def guide(game_id: str) -> dict:
    """The guide of a game as JSON data (UnknownGame for an unknown id; HelpError for a broken file)."""
    found = entry(game_id)
    module = found.module if isinstance(found, LazyGame) else type(found).__module__
    package = module.rsplit(".", 1)[0]
    try:
        text = resources.files(package).joinpath("help.json").read_text(encoding="utf-8")
    except FileNotFoundError:
        raise HelpError(f"{game_id} has no help.json") from None
    try:
        return Guide.model_validate(json.loads(text)).model_dump()
    except (ValueError, ValidationError) as exc:
        raise HelpError(f"{game_id}'s help.json is not a valid guide: {exc}") from None
