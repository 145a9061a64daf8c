"""Shelter cards, mission cards and starting resource cards."""

from typing import Literal

from pydantic import Field, model_validator

from .base import Entry, PlayerColor, Strict, _unique
from .effects import Effects, effect_keys


class Income(Strict):
    """Happiness income of a pod: `step` 1-3 within the card's happiness slot."""

    step: Literal[1, 2, 3]
    effects: Effects = Field(min_length=1)


class Pod(Strict):
    """A decontamination pod: bonus when a survivor enters, optional income."""

    bonus: Effects = Field(min_length=1)
    income: Income | None


class ShelterCardModel(Entry):
    """A shelter card with two or three pods."""

    player_color: PlayerColor | None
    pods: list[Pod] = Field(min_length=2, max_length=3)


class ShelterCardsFile(Strict):
    """shelter_cards.json: starting shelter cards (one per colour) and the shelter deck."""

    starting_shelter_cards: list[ShelterCardModel]
    shelter_cards: list[ShelterCardModel]

    @model_validator(mode="after")
    def _colors(self) -> "ShelterCardsFile":
        """Starting cards carry a player colour, deck cards do not."""
        _unique([c.id for c in self.starting_shelter_cards + self.shelter_cards], "shelter card")
        if any(c.player_color is None for c in self.starting_shelter_cards):
            raise ValueError("starting shelter cards need a player_color")
        if any(c.player_color is not None for c in self.shelter_cards):
            raise ValueError("deck shelter cards have no player_color")
        return self


class MissionCardModel(Entry):
    """A mission card: one requirement, costs paid and rewards gained."""

    requirement: Literal["power_shelter", "vehicle_position"]
    costs: Effects
    rewards: Effects = Field(min_length=1)

    @model_validator(mode="after")
    def _costs(self) -> "MissionCardModel":
        """Costs only pay."""
        bad = [k for k in effect_keys(self.costs) if k not in ("pay", "pay_material")]
        if bad:
            raise ValueError(f"costs may only use pay/pay_material, got {bad}")
        return self


class MissionCardsFile(Strict):
    """mission_cards.json."""

    mission_cards: list[MissionCardModel]

    @model_validator(mode="after")
    def _ids(self) -> "MissionCardsFile":
        """Ids unique."""
        _unique([c.id for c in self.mission_cards], "mission card")
        return self


class StartingResourceCard(Entry):
    """A starting resource card: resources and survivors taken in setup."""

    effects: Effects = Field(min_length=1)


class StartingResourcesFile(Strict):
    """starting_resources.json."""

    starting_resource_cards: list[StartingResourceCard]

    @model_validator(mode="after")
    def _ids(self) -> "StartingResourcesFile":
        """Ids unique."""
        _unique([c.id for c in self.starting_resource_cards], "starting resource card")
        return self
