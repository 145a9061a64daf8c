"""Pydantic models for every ASHES content file, split by component family, plus `load_all()`.

Each content file maps to one top-level model in `FILES`. Effects (rewards, costs, incomes) are typed by the game's
vocabulary (`EFFECTS.Effect`, see `effects`): every effect is a JSON object with exactly one key naming its kind
(docs/content-ashes.md), checked against the kinds declared in rules/effects.py. `load_all()` validates every
file and runs the cross-file checks; `catalog.catalog()` loads it once and indexes it.
"""

from .base import (  # noqa: F401
    MATERIAL_LEVELS,
    PACKAGE,
    ColumnColor,
    CountKind,
    Entry,
    Good,
    Id,
    Material,
    MaterialLevel,
    PlayerColor,
    Point,
    Resource,
    RowColor,
    Strict,
    Text,
    Tier,
    Track,
    UpgradeCategory,
    _reachable,
    _unique,
)
from .board import (  # noqa: F401
    Area,
    BoardSide,
    DisplaySlot,
    LapSpace,
    MainBoardFile,
    RadiationBand,
    RoundSpace,
    RoundTrack,
    Sector,
    ShelterDisplay,
    SiteSpace,
    StartingShelter,
    StrengthNode,
    StrengthTree,
    TurnOrderRow,
    TurnOrderSpace,
    TurnOrderTrack,
    VpSpace,
    VpTrack,
)
from .cards import (  # noqa: F401
    Income,
    MissionCardModel,
    MissionCardsFile,
    Pod,
    ShelterCardModel,
    ShelterCardsFile,
    StartingResourceCard,
    StartingResourcesFile,
)
from .characters import (  # noqa: F401
    Ability,
    AntiradForMaterial,
    CharactersFile,
    CheapScout,
    EssentialIncomeVp,
    ExtraColumn,
    ForbidClass2,
    FreeCycleShelters,
    FreeRecovery,
    MoveForHappiness,
    SimpleAbility,
    SpecialCharacter,
    SwapAreaTiles,
    SwapMaterials,
)
from .colony import (  # noqa: F401
    ActivationZone,
    ClosedColumn,
    ColonyBoardFile,
    HappinessSpace,
    HappinessTrack,
    MaterialsScoring,
    ProductionTrack,
    PyramidSlot,
    ScoringArea,
    ShelterCardSlot,
    ShelterStack,
    TechSlot,
    UpgradeCategoryModel,
    UpgradeStats,
    UpgradeTile,
)
from .content import FILES, AshesContent, load_all  # noqa: F401
from .effects import (  # noqa: F401
    ActionSpec,
    Amounts,
    CountVp,
    Effect,
    Effects,
    MainActionName,
    MaterialChoice,
    MoveSpec,
    PassStepName,
    SurvivorDraw,
    TrackAmounts,
    effect_keys,
)
from .phoenix import (  # noqa: F401
    KnowledgeSpace,
    KnowledgeTrack,
    PhoenixBoardFile,
    PhoenixLevel,
    PhoenixRow,
    PhoenixSide,
    PhoenixSpace,
)
from .rival import RivalActionCard, RivalDifficulty, RivalFile, RivalMain, RivalSecondary, RivalTrack  # noqa: F401
from .scoring import (  # noqa: F401
    AchievementFace,
    AchievementTile,
    Milestone,
    MilestoneCondition,
    ScoringCriterion,
    ScoringFile,
    ScoringTile,
    TierValues,
)
from .technologies import TechnologiesFile, Technology  # noqa: F401
from .tiles import AreaTile, AreaTilesFile, ConstructionSpace, SiteTile, SiteTilesFile  # noqa: F401
