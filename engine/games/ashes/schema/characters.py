"""Special characters and their typed abilities."""

from typing import Annotated, Literal

from pydantic import Field, PositiveInt, model_validator

from .base import Entry, Id, Material, MaterialLevel, Strict, UpgradeCategory, _unique
from .effects import Effects


class AntiradForMaterial(Strict):
    """Immediate action: pay anti-rad for a material of a level."""

    kind: Literal["antirad_for_material"]
    antirad: PositiveInt
    level: MaterialLevel


class SwapMaterials(Strict):
    """Gaining one material of a pair may be taken as the other."""

    kind: Literal["swap_materials"]
    pairs: list[tuple[Material, Material]] = Field(min_length=1)


class SimpleAbility(Strict):
    """Abilities with no parameters."""

    kind: Literal["reverse_manufacture", "pink_paths"]


class ExtraColumn(Strict):
    """A fourth closed-shelter column and scoring-area counts per upgrade step."""

    kind: Literal["extra_column"]
    scoring_areas: list[PositiveInt] = Field(min_length=3, max_length=3)


class MoveForHappiness(Strict):
    """Extra move protocol paid with happiness."""

    kind: Literal["move_for_happiness"]
    happiness: PositiveInt


class EssentialIncomeVp(Strict):
    """VP per essential survivor in a paying income pod."""

    kind: Literal["essential_income_vp"]
    vp: PositiveInt


class ForbidClass2(Strict):
    """The character may never take the class II upgrade of one category."""

    kind: Literal["forbid_class_2"]
    category: UpgradeCategory


class SwapAreaTiles(Strict):
    """Immediate action: pay data to swap two area tiles."""

    kind: Literal["swap_area_tiles"]
    data: PositiveInt


class CheapScout(Strict):
    """Scout costs this much strength instead of 2."""

    kind: Literal["cheap_scout"]
    strength: PositiveInt


class FreeRecovery(Strict):
    """The first `count` recovered survivors cost no anti-rad."""

    kind: Literal["free_recovery"]
    count: PositiveInt


class FreeCycleShelters(Strict):
    """Cycle shelters for free a number of times per turn."""

    kind: Literal["free_cycle_shelters"]
    per_turn: PositiveInt


Ability = Annotated[AntiradForMaterial | SwapMaterials | SimpleAbility | ExtraColumn | MoveForHappiness | EssentialIncomeVp | ForbidClass2 | SwapAreaTiles | CheapScout | FreeRecovery | FreeCycleShelters, Field(discriminator="kind")]


class SpecialCharacter(Entry):
    """A special character card: first-game star, optional special technology, start effects, ability."""

    first_game: bool
    special_technology: Id | None
    starting_effects: Effects
    ability: Ability


class CharactersFile(Strict):
    """characters.json."""

    special_characters: list[SpecialCharacter]

    @model_validator(mode="after")
    def _ids(self) -> "CharactersFile":
        """Ids unique."""
        _unique([c.id for c in self.special_characters], "character")
        return self
