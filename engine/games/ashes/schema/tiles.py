"""Site tiles (construction spaces) and area tiles (main and spent sides)."""

from typing import Literal

from pydantic import Field, model_validator

from .base import Entry, Id, Strict, Track, _unique
from .effects import Effects


class ConstructionSpace(Strict):
    """A construction space on a site tile: rewards, production modifiers and landmark flag."""

    id: Id
    rewards: Effects
    production_modifiers: list[Track]
    landmark: bool


class SiteTile(Entry):
    """A site tile with two or three construction spaces."""

    construction_spaces: list[ConstructionSpace] = Field(min_length=2, max_length=3)


class SiteTilesFile(Strict):
    """site_tiles.json."""

    site_tiles: list[SiteTile]
    blocked_site_tiles: list[Entry]

    @model_validator(mode="after")
    def _ids(self) -> "SiteTilesFile":
        """Ids are unique, including construction space ids."""
        _unique([t.id for t in self.site_tiles] + [t.id for t in self.blocked_site_tiles]
                + [c.id for t in self.site_tiles for c in t.construction_spaces], "site tile")
        return self


class AreaTile(Entry):
    """An area tile: the rewards on its main side and on its flip (spent) side."""

    level: Literal[1, 2, 3, 4]
    main_side: Effects = Field(min_length=1)
    flip_side: Effects


class AreaTilesFile(Strict):
    """area_tiles.json."""

    area_tiles: list[AreaTile]
    blocked_area_tiles: list[Entry]

    @model_validator(mode="after")
    def _ids(self) -> "AreaTilesFile":
        """Ids are unique."""
        _unique([t.id for t in self.area_tiles] + [t.id for t in self.blocked_area_tiles], "area tile")
        return self
