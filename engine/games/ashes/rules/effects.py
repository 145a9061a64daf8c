"""The effect kinds of ASHES' content (rewards, costs, incomes): payload, how each runs, why a cost cannot be paid,
and its words. Content writes them as one-key objects, `{"gain": {"fuel": 2}}` (docs/content-ashes.md lists them).

Every reward, cost and income list resolves one effect per frame (`effect`); an effect that needs a decision
queues the step that asks it (materials.py, strength.py, effect_choices.py). Each kind has two wordings: `text`,
for logs, option labels and tooltips ("+2 anti-rad doses"), and `short`, for the few words printed on the table
("+2 anti-rad").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from pydantic import PositiveInt

from engine.core.state import Frame
from engine.core.vocabulary import Effect, EffectKind
from engine.core.words import count as how_many

from ..schema import (
    ActionSpec,
    Amounts,
    ColumnColor,
    CountVp,
    MainActionName,
    MaterialChoice,
    MoveSpec,
    PassStepName,
    SurvivorDraw,
    TrackAmounts,
)
from ..state import ACTIVE, ESSENTIAL, RESOURCES, AshesState, PlayerState
from ..vocabulary import EFFECTS
from .colony import (
    add_vp,
    change_happiness,
    closed_cards,
    draw_survivor,
    entrance_room,
    level_count,
    phoenix_count,
    production_up,
    strength,
    take_kind,
    to_entrance,
)
from .flow import FLOW
from .words import column_name, good, goods, material_level, points, short_good, vp


@dataclass
class Ctx:
    """Whom an effect acts for: the state and the seat carrying it out."""

    state: AshesState
    seat: int


def effect_frame(seat: int, e: dict) -> Frame:
    """A frame resolving one effect; the effect is copied so the state never shares the content cache."""
    return Frame("effect", {"seat": seat, "e": {k: dict(v) if isinstance(v, dict) else v for k, v in e.items()}})


def own_turn(state: AshesState, seat: int) -> bool:
    """True while `seat` plays its turn before passing (10.1: immediate actions are possible)."""
    if state.phase != "play" or state.current != seat or state.players[seat].passed:
        return False
    return not any(f.name == "pass_done" for f in state.stack)


def queue(state: AshesState, seat: int, effects: list[dict], interruptible: bool = True) -> None:
    """Schedule a list of effects to resolve in order, before anything already queued.

    10.1: during the seat's own turn (not while passing) immediate actions may come between two rewards."""
    between = interruptible and len(effects) > 1 and own_turn(state, seat)
    frames = []
    for k, e in enumerate(effects):
        frames.append(effect_frame(seat, e))
        if between and k < len(effects) - 1:
            frames.append(Frame("between_rewards", {"seat": seat}))
    state.schedule(*frames)


@FLOW.step("effect")
def _effect(state: AshesState, seat: int, e: dict) -> None:
    EFFECTS.run(Ctx(state, seat), e)


def describe(effects: list[Effect]) -> str:
    """A short readable summary of an effect list (option labels and tooltips): "+2 data; 1 victory point"."""
    return EFFECTS.texts(effects, "; ") or "nothing"


def short_effect(effect: Effect) -> str:
    """One effect in a few words for the table: "+2 data", "-1 fuel", "3 points", "any track +1"."""
    kind, payload = EFFECTS.of(effect)
    assert isinstance(kind, Kind), f"{kind.name!r} is not an ASHES effect kind"
    return kind.short(payload)


def can_pay(state: AshesState, seat: int, effects: list[Effect]) -> str | None:
    """Why a cost list cannot be paid (None when it can): 5.8 costs are never optional."""
    return EFFECTS.why_not(Ctx(state, seat), effects)


def counted(state: AshesState, seat: int, kind: str) -> int:
    """App. V / App. VI counted elements of a colony."""
    p = state.players[seat]
    if kind == "closed_shelter_cards":
        return closed_cards(p)
    if kind == "shelters_built":
        return p.discs_built
    if kind == "missions_completed":
        return len(p.completed)
    if kind == "level_2_materials":
        return level_count(p, 2)
    if kind == "phoenix_upgrades":
        return phoenix_count(state, seat)
    raise KeyError(kind)


def have_good(p: PlayerState, good: str) -> int:
    """How much of a good a colony holds (strength = tree level)."""
    if good in RESOURCES:
        return getattr(p, good)
    if good == "strength":
        return strength(p)
    if good == "happiness":
        return p.happiness
    return p.materials[good]


def gain_good(state: AshesState, seat: int, good: str, n: int) -> None:
    """Gain a resource, happiness, strength steps or a named material."""
    p = state.players[seat]
    if good in RESOURCES:
        setattr(p, good, getattr(p, good) + n)
    elif good == "happiness":
        change_happiness(state, seat, n)
    elif good == "strength":
        state.push("climb", seat=seat, n=n)
    else:
        state.schedule(*[Frame("gain_named", {"seat": seat, "material": good}) for _ in range(n)])


def pay_good(state: AshesState, seat: int, good: str, n: int) -> None:
    """Pay a resource, happiness, strength (slide down the tree) or a named material."""
    p = state.players[seat]
    if good in RESOURCES:
        setattr(p, good, max(0, getattr(p, good) - n))
    elif good == "happiness":
        change_happiness(state, seat, -n)
    elif good == "strength":
        state.push("descend", seat=seat, n=n)
    else:
        p.materials[good] = max(0, p.materials[good] - n)


# ------------------------------------------------------------------ the kinds

class Kind(EffectKind[Ctx]):
    """An ASHES effect kind; `short` is its wording on the table (its `text` unless the kind says otherwise)."""

    def short(self, payload: Any) -> str:
        """The effect in a few words for the table."""
        return self.text(payload)


def _repeat(ctx: Ctx, frame: str, n: int, **args: Any) -> None:
    """Queue `n` frames `frame` for the seat, in order, before anything already queued."""
    ctx.state.schedule(*[Frame(frame, {"seat": ctx.seat, **args}) for _ in range(n)])


class _Goods(Kind):
    """Goods gained (`sign` "+") or paid ("-"): resources, strength steps, happiness steps, named materials."""

    payload = Amounts
    sign: ClassVar[str] = "+"

    def text(self, amounts: dict[str, int]) -> str:
        return ", ".join(f"{self.sign}{goods(n, g)}" for g, n in amounts.items())

    def short(self, amounts: dict[str, int]) -> str:
        return ", ".join(f"{self.sign}{n} {short_good(g)}" for g, n in amounts.items())


@EFFECTS.kind("gain")
class Gain(_Goods):
    """Gain resources, strength steps, happiness steps or specific materials."""

    def run(self, ctx: Ctx, amounts: dict[str, int]) -> None:
        for good_id, n in amounts.items():
            gain_good(ctx.state, ctx.seat, good_id, n)


@EFFECTS.kind("pay")
class Pay(_Goods):
    """Pay resources, strength, happiness or specific materials (5.8: never optional)."""

    sign = "-"

    def run(self, ctx: Ctx, amounts: dict[str, int]) -> None:
        for good_id, n in reversed(list(amounts.items())):
            pay_good(ctx.state, ctx.seat, good_id, n)

    def why_not(self, ctx: Ctx, amounts: dict[str, int]) -> str | None:
        p = ctx.state.players[ctx.seat]
        for good_id, n in amounts.items():
            have = have_good(p, good_id)
            if have < n:
                return f"needs {goods(n, good_id)}, you have {have}"
        return None


class _Materials(Kind):
    """Materials of a level gained (`sign` "+") or paid ("-"), each picked by the player: one `frame` (in
    materials.py) a material."""

    payload = MaterialChoice
    sign: ClassVar[str] = "+"
    frame: ClassVar[str] = "choose_material"

    def run(self, ctx: Ctx, choice: dict) -> None:
        _repeat(ctx, self.frame, choice["count"], level=choice["level"])

    def text(self, choice: dict) -> str:
        return self.sign + material_level(choice["count"], choice["level"])

    def short(self, choice: dict) -> str:
        n = choice["count"]
        return f"{self.sign}{n} material{'s' if n != 1 else ''} of level {choice['level']}"


@EFFECTS.kind("gain_material")
class GainMaterial(_Materials):
    """Gain materials of a level, chosen by the player."""


@EFFECTS.kind("pay_material")
class PayMaterial(_Materials):
    """Pay materials of a level, chosen by the player."""

    sign = "-"
    frame = "pay_material"

    def why_not(self, ctx: Ctx, choice: dict) -> str | None:
        have = level_count(ctx.state.players[ctx.seat], choice["level"])
        if have < choice["count"]:
            return f"needs {material_level(choice['count'], choice['level'])}, you have {have}"
        return None


@EFFECTS.kind("vp")
class Vp(Kind):
    """Score victory points now (`sign` "-": lose them, never below 0)."""

    payload = PositiveInt
    sign: ClassVar[str] = ""

    def run(self, ctx: Ctx, n: int) -> None:
        add_vp(ctx.state, ctx.seat, -n if self.sign else n)

    def text(self, n: int) -> str:
        return f"{self.sign}{vp(n)}"

    def short(self, n: int) -> str:
        return f"{self.sign}{points(n)}"


@EFFECTS.kind("lose_vp")
class LoseVp(Vp):
    """Lose victory points now (never below 0)."""

    sign = "-"


@EFFECTS.kind("production")
class Production(Kind):
    """Move production discs up (2 VP per step that does not fit)."""

    payload = TrackAmounts

    def run(self, ctx: Ctx, steps: dict[str, int]) -> None:
        for track, n in steps.items():
            production_up(ctx.state, ctx.seat, track, n)

    def text(self, steps: dict[str, int]) -> str:
        return ", ".join(f"{good(g)} track +{n}" for g, n in steps.items())


@EFFECTS.kind("production_choice")
class ProductionChoice(Kind):
    """Move one production disc of the player's choice up."""

    payload = PositiveInt

    def run(self, ctx: Ctx, n: int) -> None:
        ctx.state.push("production_pick", seat=ctx.seat, n=n)

    def text(self, n: int) -> str:
        return f"any track +{n}"


@EFFECTS.kind("survivors")
class Survivors(Kind):
    """Take survivors from the bag to the colony entrance (5.8: the seat may take fewer, `survivors_pick`)."""

    payload = SurvivorDraw

    def run(self, ctx: Ctx, draw: dict) -> None:
        state, seat = ctx.state, ctx.seat
        if state.phase == "play" and entrance_room(state.players[seat]) > 0 and sum(state.bag) > 0 \
                and not draw.get("asked"):
            state.push("survivors_pick", seat=seat, count=draw["count"], kind=draw["kind"])
            return
        wanted = ACTIVE if draw["kind"] == "active" else ESSENTIAL
        for _ in range(draw["count"]):
            kind = draw_survivor(state) if draw["kind"] == "any" else (wanted if take_kind(state, wanted) else None)
            if kind is None:
                state.say("No survivor of that kind is left in the bag.")
                continue
            to_entrance(state, seat, kind)

    def text(self, draw: dict) -> str:
        return how_many(draw["count"], "survivor" if draw["kind"] == "any" else draw["kind"] + " survivor")

    def short(self, draw: dict) -> str:
        kind = "" if draw["kind"] == "any" else draw["kind"] + " "
        return f"+{how_many(draw['count'], kind + 'survivor')}"


class TakeCards(Kind):
    """Take n cards of one kind from its display, one `step` each."""

    payload = PositiveInt
    step: ClassVar[str]
    word: ClassVar[str]

    def run(self, ctx: Ctx, n: int) -> None:
        _repeat(ctx, self.step, n)

    def text(self, n: int) -> str:
        return how_many(n, self.word)

    def short(self, n: int) -> str:
        return self.word if n == 1 else how_many(n, self.word)


@EFFECTS.kind("shelter_card")
class ShelterCard(TakeCards):
    """Take shelter card(s) from the display."""

    step, word = "take_shelter", "shelter card"


@EFFECTS.kind("mission_card")
class MissionCard(TakeCards):
    """Take mission card(s) from the display into hand."""

    step, word = "take_mission", "mission card"


ACTION_WORD = {"build": "build a shelter", "rescue": "rescue survivors", "install": "install an upgrade",
               "rest": "rest", "any": "a main action"}


@EFFECTS.kind("main_action")
class MainAction(Kind):
    """Perform a main action (`any` lets the player choose)."""

    payload = MainActionName

    def run(self, ctx: Ctx, action: str) -> None:
        ctx.state.push("main_action", seat=ctx.seat, only=action)

    def text(self, action: str) -> str:
        return "a main action" if action == "any" else f"main action: {action}"

    def short(self, action: str) -> str:
        return ACTION_WORD.get(action, action)


@EFFECTS.kind("move")
class Move(Kind):
    """Perform a move protocol (for free, or paying fuel)."""

    payload = MoveSpec

    def run(self, ctx: Ctx, spec: dict) -> None:
        ctx.state.push("move_begin", seat=ctx.seat, pay="free" if spec["free"] else "fuel")

    def text(self, spec: dict) -> str:
        return "move your vehicle" + (" for free" if spec["free"] else "")

    def short(self, spec: dict) -> str:
        return "free move" if spec.get("free") else "move"


@EFFECTS.kind("additional_action")
class AdditionalAction(Kind):
    """Perform an additional action."""

    payload = ActionSpec

    def run(self, ctx: Ctx, spec: dict) -> None:
        ctx.state.push("additional", seat=ctx.seat, action=spec["action"], free=spec["free"])

    def text(self, spec: dict) -> str:
        return spec["action"].replace("_", " ") + (" for free" if spec["free"] else "")

    def short(self, spec: dict) -> str:
        return spec["action"].replace("_", " ")


PASS_STEPS = {"recover_survivors": "recover your survivors", "happiness_income": "take your happiness income",
              "colony_scoring": "colony scoring", "turn_order": "choose your turn order place"}


@EFFECTS.kind("pass_step")
class PassStep(Kind):
    """Resolve one step of the pass protocol right now."""

    payload = PassStepName

    def run(self, ctx: Ctx, step: str) -> None:
        ctx.state.push(f"pass_{step}", seat=ctx.seat)

    def text(self, step: str) -> str:
        return PASS_STEPS.get(step, step.replace("_", " "))


COUNTED = {"closed_shelter_cards": "closed shelter card", "shelters_built": "shelter built",
           "missions_completed": "completed mission", "level_2_materials": "level 2 material",
           "phoenix_upgrades": "upgrade in the Phoenix Project"}
COUNTED_SHORT = {"closed_shelter_cards": "closed card", "shelters_built": "shelter", "missions_completed": "mission",
                 "level_2_materials": "level 2 material", "phoenix_upgrades": "upgrade"}


@EFFECTS.kind("vp_per")
class VpPer(Kind):
    """Score VP per counted element (App. V / App. VI)."""

    payload = CountVp

    def run(self, ctx: Ctx, spec: dict) -> None:
        add_vp(ctx.state, ctx.seat, spec["vp"] * counted(ctx.state, ctx.seat, spec["count"]))

    def text(self, spec: dict) -> str:
        return f"{vp(spec['vp'])} per {COUNTED.get(spec['count'], spec['count'].replace('_', ' '))}"

    def short(self, spec: dict) -> str:
        return f"{points(spec['vp'])} per {COUNTED_SHORT.get(spec['count'], spec['count'].replace('_', ' '))}"


@EFFECTS.kind("column_scoring")
class ColumnScoring(Kind):
    """Score 3 VP per closed shelter card in one column (`any` lets the player pick)."""

    payload = ColumnColor | Literal["any"]

    def run(self, ctx: Ctx, column: str) -> None:
        if column == "any":
            ctx.state.push("column_pick", seat=ctx.seat)
        else:
            add_vp(ctx.state, ctx.seat, 3 * len(ctx.state.players[ctx.seat].columns[column]))

    def text(self, column: str) -> str:
        return "score a closed column" if column == "any" else f"score {column_name(column)}"

    def short(self, column: str) -> str:
        return "score a column" if column == "any" else f"score the {column} column"
