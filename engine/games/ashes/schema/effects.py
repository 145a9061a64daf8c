"""The effect vocabulary: rewards, costs and incomes as one-key JSON objects."""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, Discriminator, Field, PositiveInt, Tag

from .base import ColumnColor, CountKind, Good, MaterialLevel, Strict, Track

Amounts = Annotated[dict[Good, PositiveInt], Field(min_length=1)]


class MaterialChoice(Strict):
    """Any material(s) of one level, chosen by the player."""

    level: MaterialLevel
    count: PositiveInt


class SurvivorDraw(Strict):
    """Survivors taken from the bag: `any` draws blindly, `active`/`essential` takes that kind."""

    kind: Literal["any", "active", "essential"]
    count: PositiveInt


class MoveSpec(Strict):
    """A move protocol granted by an effect; `free` skips the fuel cost."""

    free: bool


class ActionSpec(Strict):
    """An additional action granted by an effect."""

    action: Literal["scout", "cycle_shelters", "manufacture", "decontaminate", "close_shelter"]
    free: bool


class CountVp(Strict):
    """VP for each counted element the player has."""

    count: CountKind
    vp: PositiveInt


class Gain(Strict):
    """Gain resources, strength steps, happiness steps or specific materials."""

    gain: Amounts


class Pay(Strict):
    """Pay resources, strength, happiness or specific materials (never optional)."""

    pay: Amounts


class GainMaterial(Strict):
    """Gain materials of a level, chosen by the player."""

    gain_material: MaterialChoice


class PayMaterial(Strict):
    """Pay materials of a level, chosen by the player."""

    pay_material: MaterialChoice


class Vp(Strict):
    """Score victory points now."""

    vp: PositiveInt


class LoseVp(Strict):
    """Lose victory points now (never below 0)."""

    lose_vp: PositiveInt


class Production(Strict):
    """Move production discs up (2 VP per step that does not fit)."""

    production: Annotated[dict[Track, PositiveInt], Field(min_length=1)]


class ProductionChoice(Strict):
    """Move one production disc of the player's choice up."""

    production_choice: PositiveInt


class Survivors(Strict):
    """Take survivors from the bag to the colony entrance."""

    survivors: SurvivorDraw


class ShelterCard(Strict):
    """Take shelter card(s) from the display."""

    shelter_card: PositiveInt


class MissionCard(Strict):
    """Take mission card(s) from the display into hand."""

    mission_card: PositiveInt


class MainAction(Strict):
    """Perform a main action (`any` lets the player choose)."""

    main_action: Literal["build", "rescue", "install", "rest", "any"]


class Move(Strict):
    """Perform a move protocol."""

    move: MoveSpec


class AdditionalAction(Strict):
    """Perform an additional action."""

    additional_action: ActionSpec


class PassStep(Strict):
    """Resolve one step of the pass protocol right now."""

    pass_step: Literal["recover_survivors", "happiness_income", "colony_scoring", "turn_order"]


class VpPer(Strict):
    """Score VP per counted element."""

    vp_per: CountVp


class ColumnScoring(Strict):
    """Score 3 VP per closed shelter card in one column (`any` lets the player pick)."""

    column_scoring: ColumnColor | Literal["any"]


EFFECT_MODELS: dict[str, type[Strict]] = {
    "gain": Gain, "pay": Pay, "gain_material": GainMaterial, "pay_material": PayMaterial, "vp": Vp,
    "lose_vp": LoseVp, "production": Production, "production_choice": ProductionChoice, "survivors": Survivors,
    "shelter_card": ShelterCard, "mission_card": MissionCard, "main_action": MainAction, "move": Move,
    "additional_action": AdditionalAction, "pass_step": PassStep, "vp_per": VpPer,
    "column_scoring": ColumnScoring,
}


def _effect_key(value: Any) -> str | None:
    """Return the single key naming an effect, or None when the object is not a one-key effect."""
    if isinstance(value, dict) and len(value) == 1:
        key = next(iter(value))
        return key if key in EFFECT_MODELS else None
    if isinstance(value, BaseModel):
        fields = list(type(value).model_fields)
        return fields[0] if len(fields) == 1 else None
    return None


Effect = Annotated[
    Union[tuple(Annotated[model, Tag(key)] for key, model in EFFECT_MODELS.items())],  # type: ignore[misc]  # noqa: UP007
    Discriminator(_effect_key, custom_error_type="effect",
                  custom_error_message=f"an effect is an object with exactly one key out of {sorted(EFFECT_MODELS)}"),
]
Effects = list[Effect]


def effect_keys(effects: list[Any]) -> list[str]:
    """Names of the effects in a validated effect list, in order."""
    return [_effect_key(e) or "" for e in effects]
