"""Technology tiles: production, scoring, starting, special and blocked."""

from typing import Literal

from pydantic import model_validator

from .base import Entry, Id, Strict, _unique
from .effects import Effects, effect_keys


class Technology(Entry):
    """A technology tile: effects resolved each time its slot is activated."""

    kind: Literal["production", "scoring", "starting_production", "special", "blocked"]
    effects: Effects
    character: Id | None = None


class TechnologiesFile(Strict):
    """technologies.json: five groups of technology tiles."""

    production_technologies: list[Technology]
    scoring_technologies: list[Technology]
    starting_production_technologies: list[Technology]
    special_technologies: list[Technology]
    blocked_technologies: list[Technology]

    @model_validator(mode="after")
    def _kinds(self) -> "TechnologiesFile":
        """Each group holds its own kind; scoring tiles only score; only special tiles name a character."""
        groups = {"production_technologies": "production", "scoring_technologies": "scoring",
                  "starting_production_technologies": "starting_production",
                  "special_technologies": "special", "blocked_technologies": "blocked"}
        ids: list[str] = []
        for field, kind in groups.items():
            for t in getattr(self, field):
                ids.append(t.id)
                if t.kind != kind:
                    raise ValueError(f"{field}: {t.id!r} has kind {t.kind!r}, expected {kind!r}")
                if (t.character is not None) != (kind == "special"):
                    raise ValueError(f"{t.id!r}: only special technologies name a character")
                if kind == "blocked" and t.effects:
                    raise ValueError(f"{t.id!r}: blocked technologies have no effects")
                if kind == "scoring" and effect_keys(t.effects) != ["vp_per"]:
                    raise ValueError(f"{t.id!r}: a scoring technology has exactly one vp_per effect")
        _unique(ids, "technology")
        return self
