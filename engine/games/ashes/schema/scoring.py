"""Scoring tiles, achievement tiles and milestones."""

from typing import Literal

from pydantic import Field, PositiveInt, model_validator

from .base import Entry, MaterialLevel, RowColor, Strict, Track, _unique


class TierValues(Strict):
    """Gold, silver and bronze multipliers (gold >= silver >= bronze)."""

    gold: PositiveInt
    silver: PositiveInt
    bronze: PositiveInt

    @model_validator(mode="after")
    def _order(self) -> "TierValues":
        """Gold is worth the most."""
        if not self.gold >= self.silver >= self.bronze:
            raise ValueError("tier values must satisfy gold >= silver >= bronze")
        return self


class ScoringCriterion(Strict):
    """What a scoring tile counts; `color` for production modifiers, `level` for materials."""

    kind: Literal["closed_shelter_cards", "missions_completed", "phoenix_upgrades", "connected_shelters",
                  "landmark_shelters", "production_modifiers", "materials", "class_2_upgrades"]
    color: Track | None = None
    level: MaterialLevel | None = None

    @model_validator(mode="after")
    def _params(self) -> "ScoringCriterion":
        """Only production modifiers take a color, only materials take a level."""
        if (self.color is not None) != (self.kind == "production_modifiers"):
            raise ValueError("`color` is required for production_modifiers and forbidden otherwise")
        if (self.level is not None) != (self.kind == "materials"):
            raise ValueError("`level` is required for materials and forbidden otherwise")
        return self


class ScoringTile(Entry):
    """End-game scoring tile: milestone face (left of the Phoenix board) and end-game face (right)."""

    criterion: ScoringCriterion
    milestone_face: TierValues
    endgame_face: TierValues


class AchievementFace(Strict):
    """One face of an achievement tile."""

    spaces: Literal[1, 2]


class AchievementTile(Entry):
    """Achievement tile of one Phoenix row, with a one-space and a two-space face."""

    row: RowColor
    faces: dict[Literal["one_space", "two_spaces"], AchievementFace]
    claim_costs: list[PositiveInt] = Field(min_length=2, max_length=2)

    @model_validator(mode="after")
    def _faces(self) -> "AchievementTile":
        """The faces hold one and two spaces."""
        if set(self.faces) != {"one_space", "two_spaces"} or self.faces["one_space"].spaces != 1 \
                or self.faces["two_spaces"].spaces != 2:
            raise ValueError("faces must be one_space (1 space) and two_spaces (2 spaces)")
        return self


class MilestoneCondition(Strict):
    """A milestone requirement: a counted quantity at or above a value."""

    kind: Literal["happiness_at_least", "phoenix_upgrades_at_least", "shelters_built_at_least",
                  "missions_completed_at_least", "closed_shelter_cards_at_least", "level_2_materials_at_least"]
    value: PositiveInt


class Milestone(Entry):
    """A milestone placed next to an achievement tile."""

    condition: MilestoneCondition


class ScoringFile(Strict):
    """scoring.json: scoring tiles, achievement tiles and milestones."""

    scoring_tiles: list[ScoringTile]
    achievement_tiles: list[AchievementTile]
    milestones: list[Milestone]

    @model_validator(mode="after")
    def _ids(self) -> "ScoringFile":
        """Ids unique; one achievement tile per row."""
        _unique([t.id for t in self.scoring_tiles] + [t.id for t in self.achievement_tiles]
                + [m.id for m in self.milestones], "scoring")
        if sorted(t.row for t in self.achievement_tiles) != sorted(["dark_blue", "light_blue", "pink"]):
            raise ValueError("there must be exactly one achievement tile per Phoenix row")
        return self
