"""Validate the Rise of the Wastelands content files and load them into one typed object.

The models are split by component family: `base` (shared types and checks), `effects` (the effect kinds'
payload types, strengths, passives, conditions), `tiles` (tiles and layouts), `cards` (achievements, events,
power cards, dice), `boards` (leaders, player board, action tracker, component list), `modules` (Toxic Cloud and
automated players) and `loader` (cross-file checks). Effect fields are typed `Effect` (base.py: `Annotated[Effect,
EFFECTS.check]`): each effect is a one-key object checked against the kinds declared in rules/effects.py.
"""
# ruff: noqa: F401  (this module re-exports the models; __all__ below lists them)

from .base import (
    CONTENT_PACKAGE,
    HEX_ORDER,
    STANDABLE,
    ActionId,
    Amount,
    CombatUpgrade,
    Currency,
    DieId,
    Entry,
    HexPos,
    Icon,
    ItemId,
    Rank,
    Resource,
    Strict,
    Target,
    Terrain,
    Timing,
    Trigger,
)
from .boards import (
    Ability,
    ActionTracker,
    ComponentCount,
    ComponentsFile,
    Goal,
    InfluenceSlot,
    Item,
    Leader,
    LeadersFile,
    PlayerBoard,
    ReceivedSlot,
    Track,
    TrackerAction,
)
from .cards import (
    Achievement,
    AchievementsFile,
    CombatTactic,
    CombatTacticsFile,
    CombatValues,
    DiceFile,
    Die,
    Encounter,
    EventsFile,
    ExplorationEvent,
    Face,
    NeutralUnit,
    NeutralUnitsFile,
    Option,
    PowerCard,
    PowerCardsFile,
)
from .effects import (
    CloudSpec,
    Condition,
    ConditionKind,
    DiscountSpec,
    MoveSpec,
    Ongoing,
    Passive,
    StealSpec,
    Strength,
    StrikeSpec,
)
from .loader import FILES, WastelandsContent, load_all
from .modules import AutoAction, DeckStep, SoloCard, SoloFile, ToxicCloudFile, WindDirection
from .tiles import Hex, Layout, LayoutsFile, Slot, Tile, TileRule, TilesFile

# Every public name bound here, the submodules included (as the former `dir()` listing gave).
__all__ = [
    "Ability", "Achievement", "AchievementsFile", "ActionId", "ActionTracker", "Amount", "AutoAction",
    "CONTENT_PACKAGE", "CloudSpec", "CombatTactic", "CombatTacticsFile", "CombatUpgrade", "CombatValues",
    "ComponentCount", "ComponentsFile", "Condition", "ConditionKind", "Currency", "DeckStep", "DiceFile", "Die",
    "DieId", "DiscountSpec", "Encounter", "Entry", "EventsFile", "ExplorationEvent", "FILES", "Face", "Goal",
    "HEX_ORDER", "Hex", "HexPos", "Icon", "InfluenceSlot", "Item", "ItemId", "Layout", "LayoutsFile", "Leader",
    "LeadersFile", "MoveSpec", "NeutralUnit", "NeutralUnitsFile", "Ongoing", "Option", "Passive", "PlayerBoard",
    "PowerCard", "PowerCardsFile", "Rank", "ReceivedSlot", "Resource", "STANDABLE", "Slot", "SoloCard",
    "SoloFile", "StealSpec", "Strength", "Strict", "StrikeSpec", "Target", "Terrain", "Tile", "TileRule",
    "TilesFile", "Timing", "ToxicCloudFile", "Track", "TrackerAction", "Trigger", "WastelandsContent",
    "WindDirection", "base", "boards", "cards", "effects", "load_all", "loader", "modules", "tiles",
]
