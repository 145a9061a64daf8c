"""The solo rival's difficulty cards, action cards and track."""

from typing import Literal

from pydantic import Field, PositiveInt, model_validator

from .base import ColumnColor, Entry, RowColor, Strict, Tier, _unique


class RivalDifficulty(Entry):
    """A rival difficulty card."""

    radiation_symbols: Literal[1, 2, 3]
    activator_colors: list[Literal["orange", "blue", "pink"]] = Field(min_length=1)
    direct_score: PositiveInt
    milestone_vp: PositiveInt
    endgame_vp: dict[Tier, PositiveInt]


class RivalMain(Strict):
    """A rival main action; build names a closed column colour, install a Phoenix row."""

    action: Literal["build", "rescue", "install", "move"]
    column: ColumnColor | None
    row: RowColor | None

    @model_validator(mode="after")
    def _params(self) -> "RivalMain":
        """Build needs a column, install needs a row, nothing else takes either."""
        if (self.column is not None) != (self.action == "build"):
            raise ValueError("`column` is required for build and forbidden otherwise")
        if (self.row is not None) != (self.action == "install"):
            raise ValueError("`row` is required for install and forbidden otherwise")
        return self


class RivalSecondary(Strict):
    """A rival secondary action."""

    kind: Literal["discard_missions", "colony_scoring"]
    column: ColumnColor | None

    @model_validator(mode="after")
    def _params(self) -> "RivalSecondary":
        """Colony scoring names a column; discarding does not."""
        if (self.column is not None) != (self.kind == "colony_scoring"):
            raise ValueError("`column` is required for colony_scoring and forbidden otherwise")
        return self


class RivalActionCard(Entry):
    """A rival action card."""

    activator: Literal["orange", "blue", "pink"] | None
    main_rounds_1_3: RivalMain
    main_round_2: RivalMain
    secondary: RivalSecondary | None
    ordinal: Literal["from_bottom", "from_top", "from_left", "from_right"]
    numeric: int = Field(ge=1, le=6)
    sector: Literal["current", "next"]


class RivalTrack(Entry):
    """The rival track printed on the difficulty card."""

    spaces: int = Field(ge=2)
    start: int = Field(ge=0)


class RivalFile(Strict):
    """rival.json."""

    difficulty_cards: list[RivalDifficulty]
    action_cards: list[RivalActionCard]
    rival_track: RivalTrack

    @model_validator(mode="after")
    def _deck(self) -> "RivalFile":
        """Every difficulty has enough counted arrows in the deck to reach the top of the track."""
        _unique([c.id for c in self.difficulty_cards + self.action_cards], "rival card")  # type: ignore[operator]
        steps = self.rival_track.spaces - 1 - self.rival_track.start
        for d in self.difficulty_cards:
            n = sum(1 for c in self.action_cards if c.activator in d.activator_colors)
            if n < steps:
                raise ValueError(f"{d.id!r}: only {n} counted arrows but the track needs {steps}")
        return self
