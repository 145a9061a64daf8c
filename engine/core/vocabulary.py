"""Effect vocabularies: a game declares each effect kind once (payload, how it runs, why it cannot, its text).

Content files write an effect as a one-key object, `{"gain": {"fuel": 2}}`: the key names the kind, the value
is its payload. At load time the vocabulary validates the payload with the kind's `payload` type (any type
pydantic validates) and keeps the result as plain JSON-like data, so effects can sit in state frames and save
codes never copy content objects. At run time the vocabulary dispatches on the key:

    EFFECTS = Vocabulary("ashes")              # engine/games/<id>/vocabulary.py: the object alone

    @EFFECTS.kind("gain")                      # rules/effects.py: each kind, once
    class Gain(EffectKind):
        payload = dict[Material, PositiveInt]
        def run(self, ctx, amounts): ...
        def why_not(self, ctx, amounts): ...   # None when it can be done (or paid) now
        def text(self, amounts): ...           # the words for tooltips, labels and logs

    class Card(BaseModel):                     # schema/*.py: content fields typed by the vocabulary
        effects: list[EFFECTS.Effect]          # or list[Annotated[Effect, EFFECTS.check]], read by type checkers

`ctx` is whatever the game passes (its state and the acting seat, usually): the core never looks inside it.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Generic, TypeVar

from pydantic import BeforeValidator, TypeAdapter, ValidationError

Ctx = TypeVar("Ctx")
Effect = dict[str, Any]


class EffectKind(Generic[Ctx]):
    """One kind of effect: subclasses set `payload` and implement `run` and `text` (and `why_not` when the
    effect can be impossible or unaffordable)."""

    name: ClassVar[str] = ""
    payload: ClassVar[Any] = None

    def run(self, ctx: Ctx, payload: Any) -> None:
        """Carry the effect out (it may queue frames that ask the seat)."""
        raise TypeError(f"effect kind {self.name!r} does not say how it runs")

    def why_not(self, ctx: Ctx, payload: Any) -> str | None:
        """Why the effect cannot be carried out (or paid) now, or None when it can."""
        return None

    def text(self, payload: Any) -> str:
        """The effect in players' words."""
        raise TypeError(f"effect kind {self.name!r} has no text")


K = TypeVar("K", bound=type)


class Vocabulary:
    """A game's effect kinds by name, with validation for content files and dispatch for the rules."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.kinds: dict[str, EffectKind] = {}
        self._adapters: dict[str, TypeAdapter] = {}
        # What makes a field an effect of this vocabulary: `Annotated[Effect, EFFECTS.check]` is a type a type
        # checker reads (plain data, `{kind: payload}`), validated against the declared kinds when content loads.
        self.check = BeforeValidator(self.validate)
        self.Effect = Annotated[Effect, self.check]

    def kind(self, name: str):
        """Register an EffectKind subclass under `name` (class decorator)."""

        def decorate(cls: K) -> K:
            if name in self.kinds:
                raise ValueError(f"{self.game}: effect kind {name!r} declared twice")
            if cls.run is EffectKind.run or cls.text is EffectKind.text:
                raise TypeError(f"{self.game}: effect kind {name!r} must define run and text")
            cls.name = name
            self.kinds[name] = cls()
            return cls

        return decorate

    # ---- content --------------------------------------------------------------------------
    def validate(self, data: Any) -> Effect:
        """Check one effect from a content file; return it as plain data `{kind: payload}`."""
        if not isinstance(data, dict) or len(data) != 1:
            raise ValueError(f"an effect is an object with exactly one key (its kind), got {data!r}")
        name, payload = next(iter(data.items()))
        if name not in self.kinds:
            raise ValueError(f"unknown effect kind {name!r}: {self.game} knows {', '.join(sorted(self.kinds))}")
        adapter = self._adapters.get(name)
        if adapter is None:
            adapter = self._adapters[name] = TypeAdapter(self.kinds[name].payload)
        try:
            value = adapter.validate_python(payload)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            raise ValueError(f"effect {name!r}{' at ' + where if where else ''}: {first['msg']}") from None
        return {name: adapter.dump_python(value, mode="json")}

    # ---- rules ----------------------------------------------------------------------------
    def of(self, effect: Effect) -> tuple[EffectKind, Any]:
        """The kind and payload of an effect."""
        name, payload = next(iter(effect.items()))
        try:
            return self.kinds[name], payload
        except KeyError:
            raise KeyError(f"{self.game}: unknown effect kind {name!r}") from None

    def run(self, ctx: Any, effect: Effect) -> None:
        """Carry one effect out."""
        kind, payload = self.of(effect)
        kind.run(ctx, payload)

    def why_not(self, ctx: Any, effects: list[Effect]) -> str | None:
        """The first reason one of `effects` cannot be carried out now, or None when all can."""
        for effect in effects:
            kind, payload = self.of(effect)
            reason = kind.why_not(ctx, payload)
            if reason:
                return reason
        return None

    def text(self, effect: Effect) -> str:
        """One effect in players' words."""
        kind, payload = self.of(effect)
        return kind.text(payload)

    def texts(self, effects: list[Effect], sep: str = ", ") -> str:
        """Several effects in players' words, joined."""
        return sep.join(self.text(effect) for effect in effects)
