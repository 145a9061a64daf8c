"""Payload types of the effect kinds (declared in rules/effects.py), strengths, passives and conditions."""

from typing import Literal

from pydantic import model_validator

from .base import ActionId, Amount, Currency, Effect, Rank, Strict, Target, Trigger


class Strength(Strict):
    """How strong a neutral side or a strike is: a drawn power card's rank, a die roll, or a fixed value."""

    source: Literal["power_card", "d6", "fixed"]
    rank: Rank | None = None
    plus: int = 0

    @model_validator(mode="after")
    def _rank_only_for_cards(self) -> "Strength":
        if (self.source == "power_card") != (self.rank is not None):
            raise ValueError("rank is required for source power_card and forbidden otherwise")
        return self


class MoveSpec(Strict):
    """Move one unit up to `spaces` spaces, optionally with or without the All-terrain Speed upgrade."""

    spaces: Amount
    units: Amount = 1
    all_terrain: bool = False
    ignore_upgrades: bool = False


class StrikeSpec(Strict):
    """Attack a target without an army combat: the card's strength alone against the defender."""

    strength: Strength
    range: Amount
    origin: Literal["army", "capital", "any_unit"]
    targets: list[Target]
    no_modifiers: bool = True


class StealSpec(Strict):
    """Take something from another player."""

    what: Currency
    amount: Amount
    victim: Literal["any_player", "adjacent_outpost_owner"]


class DiscountSpec(Strict):
    """Make the next purchase of one kind of item cheaper."""

    item: Literal["upgrade", "building", "army", "any"]
    amount: Amount


class CloudSpec(Strict):
    """Place or move Toxic Cloud tokens (Toxic Cloud module)."""

    mode: Literal["place", "push"]
    range: Amount


class Ongoing(Strict):
    """A lasting ability of a card kept in front of its owner, usable once per turn."""

    trigger: Trigger
    effects: list[Effect]


class Passive(Strict):
    """A lasting rule change granted by an upgrade or building; exactly one key is set (plus an optional condition)."""

    combat_strength: int | None = None
    defence_strength: int | None = None
    trade_cost: Amount | None = None
    extra_move: Amount | None = None
    all_terrain: bool | None = None
    immunity: Literal["radioactivity"] | None = None
    army_rank: Rank | None = None
    recycle_bonus: Amount | None = None
    action_points: Amount | None = None
    unlock_sockets: ActionId | None = None
    upgrade_level: Literal[2] | None = None
    when_people_support_at_least: int | None = None

    @model_validator(mode="after")
    def _exactly_one(self) -> "Passive":
        chosen = [n for n in type(self).model_fields if n != "when_people_support_at_least" and getattr(self, n) is not None]
        if len(chosen) != 1:
            raise ValueError(f"exactly one passive key expected, got {chosen or 'none'}")
        return self


ConditionKind = Literal[
    "outposts_on_map", "outpost_expansions", "armies_on_map", "upgrades", "combat_upgrades",
    "capital_buildings", "crystals", "resources_total", "people_support", "military_prestige",
    "power_cards_in_hand", "tiles_controlled", "units_on_distinct_tiles", "unit_tile_distance",
    "outpost_tile_distance", "tiles_explored_total", "neutral_units_defeated_total",
    "actions_this_turn", "resources_recycled_this_turn", "combats_won_this_turn",
    "outposts_defeated_this_turn",
]


class Condition(Strict):
    """A check on a player's state at the end of their turn (`_this_turn` kinds count the current turn)."""

    kind: ConditionKind
    at_least: int
    action: ActionId | None = None
    min_scouts: Amount | None = None
    exclude_capital_tile: bool = False

    @model_validator(mode="after")
    def _action_only_for_action_counts(self) -> "Condition":
        if (self.kind == "actions_this_turn") != (self.action is not None):
            raise ValueError("field action is required for actions_this_turn and forbidden otherwise")
        return self
