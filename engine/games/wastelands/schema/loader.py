"""All content files together: cross-file checks and `load_all`."""

from pydantic import BaseModel, model_validator

from engine.core.content import load_files

from .base import CONTENT_PACKAGE, Strict
from .boards import ActionTracker, ComponentsFile, LeadersFile, PlayerBoard
from .cards import AchievementsFile, CombatTacticsFile, DiceFile, EventsFile, NeutralUnitsFile, PowerCardsFile
from .modules import SoloFile, ToxicCloudFile
from .tiles import LayoutsFile, TilesFile


class WastelandsContent(Strict):
    """All content files of the game, with the checks that span several files."""

    components: ComponentsFile
    tiles: TilesFile
    layouts: LayoutsFile
    achievements: AchievementsFile
    events: EventsFile
    neutral_units: NeutralUnitsFile
    power_cards: PowerCardsFile
    combat_tactics: CombatTacticsFile
    dice: DiceFile
    leaders: LeadersFile
    player_board: PlayerBoard
    action_tracker: ActionTracker
    toxic_cloud: ToxicCloudFile
    solo: SoloFile

    @model_validator(mode="after")
    def _cross_file(self) -> "WastelandsContent":
        counts = {c.id: c.count for c in self.components.components}
        expect = {
            "capital_tiles": len([t for t in self.tiles.tiles if t.kind == "capital"]),
            "map_tiles": len([t for t in self.tiles.tiles if t.kind == "map"]),
            "special_tiles": len([t for t in self.tiles.tiles if t.kind == "special"]),
            "achievement_cards": len(self.achievements.achievements),
            "exploration_event_cards": len(self.events.events),
            "power_cards": len([c for c in self.power_cards.power_cards if c.module == "base"]),
            "cloud_maker_cards": len([c for c in self.power_cards.power_cards if c.module == "toxic_cloud"]),
            "combat_tactics_cards": len(self.combat_tactics.combat_tactics),
            "solo_cards": len(self.solo.cards),
            "leader_boards": len(self.leaders.leaders),
            "neutral_standees": len(self.neutral_units.neutral_units),
            "toxic_cloud_tokens": self.toxic_cloud.tokens,
            "influence_tokens": len(self.player_board.influence_pool),
        }
        for key, value in expect.items():
            if counts.get(key) != value:
                raise ValueError(f"components.json: entry {key!r} count {counts.get(key)} disagrees with the data ({value})")
        neutral_ids = {n.id for n in self.neutral_units.neutral_units}
        for event in self.events.events:
            if event.encounter and event.encounter.neutral not in neutral_ids:
                raise ValueError(f"exploration_events.json: entry {event.id!r} field encounter.neutral: unknown neutral unit {event.encounter.neutral!r}")
        cloud_ids = {c.id for c in self.power_cards.power_cards if c.module == "toxic_cloud"}
        if set(self.toxic_cloud.power_cards) != cloud_ids:
            raise ValueError(f"toxic_cloud.json: field power_cards {self.toxic_cloud.power_cards} must name the module's power cards {sorted(cloud_ids)}")
        specials = len([t for t in self.tiles.tiles if t.kind == "special"])
        for layout in self.layouts.layouts:
            for holds, pool in (("map", 17), ("special", specials), ("capital", 4)):
                used = sum(s.holds == holds for s in layout.slots)
                if used > pool:
                    raise ValueError(f"layouts.json: entry {layout.id!r}: {used} {holds} slots but only {pool} such tiles")
        return self


FILES: dict[str, tuple[str, type[BaseModel]]] = {
    "components": ("components.json", ComponentsFile),
    "tiles": ("tiles.json", TilesFile),
    "layouts": ("layouts.json", LayoutsFile),
    "achievements": ("achievements.json", AchievementsFile),
    "events": ("exploration_events.json", EventsFile),
    "neutral_units": ("neutral_units.json", NeutralUnitsFile),
    "power_cards": ("power_cards.json", PowerCardsFile),
    "combat_tactics": ("combat_tactics.json", CombatTacticsFile),
    "dice": ("dice.json", DiceFile),
    "leaders": ("leaders.json", LeadersFile),
    "player_board": ("player_board.json", PlayerBoard),
    "action_tracker": ("action_tracker.json", ActionTracker),
    "toxic_cloud": ("toxic_cloud.json", ToxicCloudFile),
    "solo": ("solo.json", SoloFile),
}


def load_all(package: str = CONTENT_PACKAGE) -> WastelandsContent:
    """Load and validate every content file, then run the cross-file checks; raise ContentError on any problem.

    Effects are checked against the effect kinds, so their declarations (rules/effects.py) are loaded first."""
    from ..rules import attacks, effects  # noqa: F401  (declare the effect kinds on EFFECTS)

    return load_files(package, WastelandsContent, FILES)
