"""Effect fields and the payload types of the effect kinds (declared in rules/effects.py).

An effect is a one-key JSON object, `{"gain": {"fuel": 2}}`: the key names its kind, the value is its payload
(docs/content-ashes.md). Effect fields are typed `Effect`, the vocabulary's validator (`EFFECTS.Effect`), which
checks each effect against the declared kinds and keeps it as that plain one-key dict.
"""

from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import Field, PositiveInt

from ..vocabulary import EFFECTS
from .base import CountKind, Good, MaterialLevel, Strict, Track

if TYPE_CHECKING:
    # `EFFECTS.Effect` is an attribute set at run time, which a type checker cannot read as a type; statically an
    # effect is the plain data the vocabulary's validator returns, `{kind: payload}` (engine/core/vocabulary.py).
    from engine.core.vocabulary import Effect
else:
    Effect = EFFECTS.Effect  # validated against the declared effect kinds when content loads
Effects = list[Effect]

Amounts = Annotated[dict[Good, PositiveInt], Field(min_length=1)]
TrackAmounts = Annotated[dict[Track, PositiveInt], Field(min_length=1)]
MainActionName = Literal["build", "rescue", "install", "rest", "any"]
PassStepName = Literal["recover_survivors", "happiness_income", "colony_scoring", "turn_order"]


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


def effect_keys(effects: list[Effect]) -> list[str]:
    """Names of the effects in a validated effect list, in order."""
    return [next(iter(e)) for e in effects]
