"""The Phoenix Project board: rows, levels, spaces and knowledge track."""

from typing import Literal

from pydantic import Field, PositiveInt, model_validator

from .base import Entry, Id, MaterialLevel, Point, RowColor, Strict, Text, Tier, _unique
from .effects import Effects

PlayerCountKey = Literal["1", "2", "3", "4"]  # a player count as a JSON object key


class PhoenixRow(Entry):
    """A Phoenix row with where its scoring tiles, achievement tile and milestone sit."""

    id: RowColor  # type: ignore[assignment]
    milestone_tile_center: Point
    achievement_center: Point
    milestone_center: Point
    endgame_tile_center: Point


class PhoenixLevel(Strict):
    """Install cost and reward of a level (I-III) and the technology kind dealt there."""

    level: MaterialLevel
    name: Text
    text: Text
    material_level: MaterialLevel
    material_count: PositiveInt
    data_costs: list[PositiveInt] = Field(min_length=3, max_length=3)
    vp: PositiveInt
    technology: Literal["scoring", "production"]
    spaces_per_row: PositiveInt


class PhoenixSpace(Strict):
    """One upgrade space: row, level, index from the left and its bonus."""

    id: Id
    row: RowColor
    level: MaterialLevel
    index: PositiveInt
    center: Point
    bonus: Effects
    blocked_3p: bool


class KnowledgeSpace(Strict):
    """One knowledge track space and its tier."""

    index: int = Field(ge=0)
    tier: Tier
    center: Point


class KnowledgeTrack(Strict):
    """Knowledge track: tiers left to right, start space per player count."""

    spaces: list[KnowledgeSpace]
    starts: dict[PlayerCountKey, int]

    @model_validator(mode="after")
    def _track(self) -> "KnowledgeTrack":
        """Indexes 0..n-1, tiers bronze then silver then gold, starts on the track."""
        if [s.index for s in self.spaces] != list(range(len(self.spaces))):
            raise ValueError("knowledge spaces must be numbered 0..n-1 in order")
        rank = {"bronze": 0, "silver": 1, "gold": 2}
        tiers = [rank[s.tier] for s in self.spaces]
        if tiers != sorted(tiers) or set(tiers) != {0, 1, 2}:
            raise ValueError("knowledge tiers must run bronze, silver, gold from left to right")
        for n, start in self.starts.items():
            if not 0 <= start < len(self.spaces):
                raise ValueError(f"start for {n} players is off the track")
        return self


class PhoenixSide(Entry):
    """One side of the Phoenix board."""

    players: list[Literal[1, 2, 3, 4]]
    spaces: list[PhoenixSpace]
    knowledge_track: KnowledgeTrack

    @model_validator(mode="after")
    def _starts(self) -> "PhoenixSide":
        """Every player count of this side has a start space."""
        if sorted(int(k) for k in self.knowledge_track.starts) != sorted(self.players):
            raise ValueError("knowledge starts must match the side's player counts")
        _unique([s.id for s in self.spaces], "Phoenix space")
        return self


class PhoenixBoardFile(Entry):
    """phoenix_board.json."""

    size: Point
    rows: list[PhoenixRow] = Field(min_length=3, max_length=3)
    levels: list[PhoenixLevel] = Field(min_length=3, max_length=3)
    sides: list[PhoenixSide] = Field(min_length=2, max_length=2)

    @model_validator(mode="after")
    def _grid(self) -> "PhoenixBoardFile":
        """Each side has, per row and level, spaces 1..spaces_per_row."""
        per = {lv.level: lv.spaces_per_row for lv in self.levels}
        for side in self.sides:
            for row in self.rows:
                for lv, n in per.items():
                    idx = sorted(s.index for s in side.spaces if s.row == row.id and s.level == lv)
                    if idx != list(range(1, n + 1)):
                        raise ValueError(f"side {side.id!r} row {row.id!r} level {lv}: need spaces 1..{n}")
        return self
