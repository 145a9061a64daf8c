"""The effect kinds of Phoenix New Horizon's content (rewards, task icons, bonuses): payload, how each runs, why it
cannot be carried out now, and its words. Content writes them as one-key objects, `{"develop": 2}`
(docs/content-phoenix.md lists them).

An effect runs for one seat (`Ctx`); an effect that needs a decision queues the step that asks it. `why_not` is
what makes a task unavailable: a task is offered when each of its actions could be carried out, counting the
fuel its earlier icons give (`Ctx.bonus`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, PositiveInt

from engine.core.choice import Choice, Option, disabled
from engine.core.state import Frame
from engine.core.vocabulary import EffectKind
from engine.core.words import count as counted

from ..state import PhoenixState
from ..vocabulary import EFFECTS
from . import building, cards, tracks
from .common import buildings_of, completed_count, give, regens_of
from .flow import FLOW, sub, sub_answer, sub_ask

Level = Literal["bronze", "silver", "gold"]


@dataclass
class Ctx:
    """An effect's context: the state, the seat it is for, and fuel that earlier icons of the same task give."""

    state: PhoenixState
    seat: int
    bonus: int = 0
    memo: dict | None = None  # facts shared by the checks of one choice (the state does not change meanwhile)


class BuildRegeneratorSpec(BaseModel):
    """7.1 with its variants: a set level (initial program), free (7.13), no board reward, an extra reward (7.11)."""

    model_config = ConfigDict(extra="forbid")
    level: Level | None = None
    free: bool = False
    board_reward: bool = True
    extra_reward: bool = False


class BuildSpec(BaseModel):
    """7.2 with its variants: several (7.13 number), free (7.13), on regenerators of `levels` only, without
    restriction (7.10), each on a different regenerator (7.12)."""

    model_config = ConfigDict(extra="forbid")
    count: PositiveInt = 1
    free: bool = False
    levels: list[Level] | None = None
    unrestricted: bool = False
    different: bool = False


class PerSpec(BaseModel):
    """Fuel or points for each thing a seat already has (level II technology cards' immediate rewards)."""

    model_config = ConfigDict(extra="forbid")
    gain: Literal["fuel", "points"]
    each: PositiveInt
    of: Literal["scientific", "civic", "military", "bronze", "silver", "gold", "missions"]



@FLOW.step("gain")
def _gain(state: PhoenixState, seat: int, effect: dict) -> None:
    EFFECTS.run(Ctx(state, seat), effect)


def _repeat(state: PhoenixState, frames: list[Frame]) -> None:
    state.schedule(*frames)


@EFFECTS.kind("fuel")
class Fuel(EffectKind):
    payload = PositiveInt

    def run(self, ctx: Ctx, n: int) -> None:
        tracks.gain_fuel(ctx.state, ctx.seat, n)

    def text(self, n: int) -> str:
        return f"{n} fuel"


@EFFECTS.kind("points")
class Points(EffectKind):
    payload = PositiveInt

    def run(self, ctx: Ctx, n: int) -> None:
        tracks.gain_points(ctx.state, ctx.seat, n)

    def text(self, n: int) -> str:
        return counted(n, "point")


@EFFECTS.kind("energy")
class Energy(EffectKind):
    payload = PositiveInt

    def run(self, ctx: Ctx, n: int) -> None:
        tracks.gain_energy(ctx.state, ctx.seat, n)

    def text(self, n: int) -> str:
        return f"{n} energy"


@EFFECTS.kind("develop")
class Develop(EffectKind):
    payload = PositiveInt

    def run(self, ctx: Ctx, n: int) -> None:
        ctx.state.schedule(sub("develop", ctx.seat, left=n))

    def text(self, n: int) -> str:
        return counted(n, "development")


@EFFECTS.kind("population")
class Population(EffectKind):
    payload = PositiveInt

    def run(self, ctx: Ctx, n: int) -> None:
        ctx.state.schedule(sub("population", ctx.seat, left=n))

    def text(self, n: int) -> str:
        return counted(n, "population increase")


@EFFECTS.kind("insignia")
class Insignia(EffectKind):
    payload = PositiveInt

    def run(self, ctx: Ctx, n: int) -> None:
        ctx.state.schedule(sub("insignia", ctx.seat, left=n))

    def text(self, n: int) -> str:
        return counted(n, "insignia move")


@EFFECTS.kind("release")
class Release(EffectKind):
    payload = PositiveInt

    def run(self, ctx: Ctx, n: int) -> None:
        _repeat(ctx.state, [Frame("release", {"seat": ctx.seat, "source": "console"}) for _ in range(n)])

    def text(self, n: int) -> str:
        return f"release {counted(n, 'settler')}"


@EFFECTS.kind("mission")
class DrawMission(EffectKind):
    payload = PositiveInt

    def run(self, ctx: Ctx, n: int) -> None:
        _repeat(ctx.state, [sub("draw_mission", ctx.seat) for _ in range(n)])

    def text(self, n: int) -> str:
        return f"draw {counted(n, 'mission')}"


@EFFECTS.kind("promote")
class FreePromotion(EffectKind):
    payload = PositiveInt

    def run(self, ctx: Ctx, n: int) -> None:
        _repeat(ctx.state, [sub("free_promote", ctx.seat) for _ in range(n)])

    def text(self, n: int) -> str:
        return "a free promotion" if n == 1 else f"{n} free promotions"


@EFFECTS.kind("complete_free")
class CompleteFree(EffectKind):
    payload = PositiveInt

    def run(self, ctx: Ctx, n: int) -> None:
        _repeat(ctx.state, [sub("complete_free", ctx.seat) for _ in range(n)])

    def why_not(self, ctx: Ctx, n: int) -> str | None:
        return None

    def text(self, n: int) -> str:
        return "complete a mission from your hand without its requirements"


@EFFECTS.kind("regenerator_reward")
class RegeneratorReward(EffectKind):
    payload = PositiveInt

    def run(self, ctx: Ctx, n: int) -> None:
        _repeat(ctx.state, [sub("regen_reward", ctx.seat, paid=False) for _ in range(n)])

    def text(self, n: int) -> str:
        return "the reward of one of your regenerators again"


@EFFECTS.kind("paid_regenerator_reward")
class PaidRegeneratorReward(EffectKind):
    payload = PositiveInt

    def run(self, ctx: Ctx, n: int) -> None:
        _repeat(ctx.state, [sub("regen_reward", ctx.seat, paid=True) for _ in range(n)])

    def text(self, n: int) -> str:
        return "pay 1 fuel for the reward of one of your regenerators again"


@EFFECTS.kind("score_buildings")
class ScoreBuildings(EffectKind):
    payload = PositiveInt

    def run(self, ctx: Ctx, n: int) -> None:
        _repeat(ctx.state, [sub("score_buildings", ctx.seat) for _ in range(n)])

    def text(self, n: int) -> str:
        return "score one type of building" if n == 1 else f"score buildings {n} times"


@EFFECTS.kind("central_fuel")
class CentralFuel(EffectKind):
    """The central task's fuel: this many for each level of the rest area the commando came from."""

    payload = PositiveInt

    def run(self, ctx: Ctx, n: int) -> None:
        tracks.gain_fuel(ctx.state, ctx.seat, n)

    def text(self, n: int) -> str:
        return f"{n} fuel per level of the commando"


@EFFECTS.kind("technology")
class TakeTechnology(EffectKind):
    payload = Literal[2, 3, 4]

    def run(self, ctx: Ctx, level: int) -> None:
        ctx.state.schedule(sub("tech_pick", ctx.seat, level=level))

    def why_not(self, ctx: Ctx, level: int) -> str | None:
        return cards.tech_why_not(ctx.state, ctx.seat, level)

    def text(self, level: int) -> str:
        return f"take a level {'II' if level == 2 else 'III' if level == 3 else 'IV'} technology"


@EFFECTS.kind("build_regenerator")
class BuildRegenerator(EffectKind):
    payload = BuildRegeneratorSpec

    def run(self, ctx: Ctx, spec: dict) -> None:
        ctx.state.schedule(sub("regen_space", ctx.seat, spec=dict(spec)))

    def why_not(self, ctx: Ctx, spec: dict) -> str | None:
        return building.regen_why_not(ctx.state, ctx.seat, spec, ctx.bonus, ctx.memo)

    def text(self, spec: dict) -> str:
        words = f"build a {spec['level']} regenerator" if spec.get("level") else "build a regenerator"
        if spec.get("free"):
            words += " for free"
        if not spec.get("board_reward", True):
            words += " (no gameboard reward)"
        if spec.get("extra_reward"):
            words += " and take the reward of one of yours again"
        return words


@EFFECTS.kind("build")
class Build(EffectKind):
    payload = BuildSpec

    def run(self, ctx: Ctx, spec: dict) -> None:
        ctx.state.schedule(sub("build_space", ctx.seat, spec=dict(spec), used=[], left=spec["count"]))

    def why_not(self, ctx: Ctx, spec: dict) -> str | None:
        return building.build_why_not(ctx.state, ctx.seat, spec, ctx.bonus, ctx.memo)

    def text(self, spec: dict) -> str:
        n = spec.get("count", 1)
        words = "construct a building" if n == 1 else f"construct {n} buildings"
        if spec.get("levels"):
            words += " by a " + " or ".join(spec["levels"]) + " regenerator"
        if spec.get("different"):
            words += " on different regenerators"
        if spec.get("unrestricted"):
            words += " anywhere, even on an occupied space"
        if spec.get("free"):
            words += " for free"
        return words


@EFFECTS.kind("per")
class Per(EffectKind):
    payload = PerSpec

    def run(self, ctx: Ctx, spec: dict) -> None:
        n = spec["each"] * _count(ctx.state, ctx.seat, spec["of"])
        if n and spec["gain"] == "fuel":
            tracks.gain_fuel(ctx.state, ctx.seat, n)
        elif n:
            tracks.gain_points(ctx.state, ctx.seat, n)

    def text(self, spec: dict) -> str:
        what = {"missions": "completed mission", "bronze": "bronze regenerator", "silver": "silver regenerator",
                "gold": "gold regenerator"}.get(spec["of"], f"{spec['of']} building")
        gain = "fuel" if spec["gain"] == "fuel" else ("point" if spec["each"] == 1 else "points")
        return f"{spec['each']} {gain} for each {what} you have"


def _count(state: PhoenixState, seat: int, of: str) -> int:
    if of == "missions":
        return completed_count(state, seat)
    if of in ("bronze", "silver", "gold"):
        return regens_of(state, seat, [of])
    return buildings_of(state, seat, of)


@EFFECTS.kind("choose")
class Choose(EffectKind):
    """The slash between icons: one of the alternatives, never both (7.13)."""

    payload = list[list[EFFECTS.Effect]]

    def run(self, ctx: Ctx, alternatives: list) -> None:
        ctx.state.schedule(sub("choose", ctx.seat, alternatives=alternatives))

    def why_not(self, ctx: Ctx, alternatives: list) -> str | None:
        reasons = [effects_why_not(ctx.state, ctx.seat, alt, ctx.bonus, ctx.memo) for alt in alternatives]
        return None if any(r is None for r in reasons) else reasons[0]

    def text(self, alternatives: list) -> str:
        return " or ".join(EFFECTS.texts(alt, " and ") for alt in alternatives)


def effects_why_not(state: PhoenixState, seat: int, effects: list, bonus: int = 0,
                    memo: dict | None = None) -> str | None:
    """Why a task's actions could not be carried out now (None when they can), counting the fuel its icons give
    before each action. `memo` shares facts between the checks of one choice."""
    for kind, payload, before in _checks(effects):
        reason = kind.why_not(Ctx(state, seat, bonus + before, memo), payload)
        if reason:
            return reason
    return None


CHECKED = ("build_regenerator", "build", "technology", "choose")
_CHECKS: dict[int, tuple] = {}


def _checks(effects: list) -> tuple:
    """The actions of an effect list that can be impossible, with the fuel the icons before each give (content
    effect lists are kept for good, so this is worked out once per list)."""
    found = _CHECKS.get(id(effects))
    if found is None or found[0] is not effects:
        out, fuel = [], 0
        for effect in effects:
            kind, payload = EFFECTS.of(effect)
            if kind.name in CHECKED:
                out.append((kind, payload, fuel))
            elif kind.name == "fuel":
                fuel += payload
        found = (effects, tuple(out))
        if len(_CHECKS) < 4096:
            _CHECKS[id(effects)] = found
    return found[1]


@sub_ask("choose", rule="tasks")
def _ask_choose(state: PhoenixState, seat: int, alternatives: list) -> Choice:
    options = []
    for i, alternative in enumerate(alternatives):
        label = EFFECTS.texts(alternative, " and ")
        label = label[:1].upper() + label[1:]
        reason = effects_why_not(state, seat, alternative)
        options.append(Option(label, i) if reason is None else disabled(label, reason, i))
    return Choice(seat, "Choose one of the two", options)


@sub_answer("choose")
def _answer_choose(state: PhoenixState, index: int, seat: int, alternatives: list) -> None:
    give(state, seat, alternatives[index])
