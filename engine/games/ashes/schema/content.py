"""All ASHES content in one validated object: `load_all()` with the cross-file checks."""

from collections import Counter
from typing import Any

from pydantic import BaseModel, ValidationError, model_validator

from engine.core.content import ContentError, load_content

from .base import PACKAGE, Strict
from .board import MainBoardFile
from .cards import MissionCardsFile, ShelterCardsFile, StartingResourcesFile
from .characters import CharactersFile
from .colony import ColonyBoardFile
from .phoenix import PhoenixBoardFile
from .rival import RivalFile
from .scoring import ScoringFile
from .technologies import TechnologiesFile
from .tiles import AreaTilesFile, SiteTilesFile

FILES: dict[str, type[BaseModel]] = {
    "main_board.json": MainBoardFile,
    "site_tiles.json": SiteTilesFile,
    "area_tiles.json": AreaTilesFile,
    "technologies.json": TechnologiesFile,
    "scoring.json": ScoringFile,
    "shelter_cards.json": ShelterCardsFile,
    "mission_cards.json": MissionCardsFile,
    "starting_resources.json": StartingResourcesFile,
    "characters.json": CharactersFile,
    "colony_board.json": ColonyBoardFile,
    "phoenix_board.json": PhoenixBoardFile,
    "rival.json": RivalFile,
}


class AshesContent(Strict):
    """Every ASHES content file, validated, with the checks that span several files."""

    main_board: MainBoardFile
    site_tiles: SiteTilesFile
    area_tiles: AreaTilesFile
    technologies: TechnologiesFile
    scoring: ScoringFile
    shelter_cards: ShelterCardsFile
    mission_cards: MissionCardsFile
    starting_resources: StartingResourcesFile
    characters: CharactersFile
    colony_board: ColonyBoardFile
    phoenix_board: PhoenixBoardFile
    rival: RivalFile

    @model_validator(mode="after")
    def _cross(self) -> "AshesContent":
        """Check references and counts that tie files together."""
        self._check_characters()
        self._check_board_supply()
        self._check_phoenix_supply()
        self._check_setup_supply()
        return self

    def _check_characters(self) -> None:
        """characters.json <-> technologies.json: special technologies and their characters match."""
        techs = {t.id: t for t in self.technologies.special_technologies}
        chars = {c.id for c in self.characters.special_characters}
        for c in self.characters.special_characters:
            if c.special_technology is not None:
                t = techs.get(c.special_technology)
                if t is None:
                    raise ValueError(f"characters.json: {c.id!r} names unknown special technology "
                                     f"{c.special_technology!r} (technologies.json)")
                if t.character != c.id:
                    raise ValueError(f"technologies.json: {t.id!r} must name character {c.id!r}")
        for t in techs.values():
            if t.character not in chars:
                raise ValueError(f"technologies.json: {t.id!r} names unknown character {t.character!r}")
        owners = [c.special_technology for c in self.characters.special_characters if c.special_technology]
        if sorted(owners) != sorted(techs):
            raise ValueError("characters.json: every special technology belongs to exactly one character")

    def _check_board_supply(self) -> None:
        """main_board.json vs tiles: enough site/area tiles, and blocked tiles match the marked spaces."""
        for side in self.main_board.sides:
            if len(self.site_tiles.site_tiles) <= len(side.site_spaces) - 1:
                raise ValueError(f"site_tiles.json: not enough site tiles for {side.id!r}")
            for lv in (1, 2, 3, 4):
                spaces = sum(1 for a in side.areas if a.tile_level == lv)
                tiles = sum(1 for t in self.area_tiles.area_tiles if t.level == lv)
                if tiles < spaces:
                    raise ValueError(f"area_tiles.json: {tiles} level {lv} tiles for {spaces} spaces on {side.id!r}")
            marked_sites = sum(s.blocked_3p_first_space for s in side.site_spaces)
            marked_areas = sum(a.blocked_3p for a in side.areas)
            if 3 in side.players:
                if marked_sites != len(self.site_tiles.blocked_site_tiles):
                    raise ValueError(f"main_board.json: {marked_sites} blocked site marks but "
                                     f"{len(self.site_tiles.blocked_site_tiles)} blocked site tiles")
                if marked_areas != len(self.area_tiles.blocked_area_tiles):
                    raise ValueError(f"main_board.json: {marked_areas} blocked area marks but "
                                     f"{len(self.area_tiles.blocked_area_tiles)} blocked area tiles")
            elif marked_sites or marked_areas:
                raise ValueError(f"main_board.json: side {side.id!r} has no 3-player games but marks blocked spaces")

    def _check_phoenix_supply(self) -> None:
        """phoenix_board.json vs technologies.json: techs fill their levels; blocked techs match marks."""
        kinds = {lv.level: lv.technology for lv in self.phoenix_board.levels}
        for side in self.phoenix_board.sides:
            need = Counter(kinds[s.level] for s in side.spaces)
            have = {"scoring": len(self.technologies.scoring_technologies),
                    "production": len(self.technologies.production_technologies)}
            for kind, n in need.items():
                if have[kind] < n:
                    raise ValueError(f"technologies.json: {have[kind]} {kind} technologies for {n} spaces on {side.id!r}")
            marks = sum(s.blocked_3p for s in side.spaces)
            expected = len(self.technologies.blocked_technologies) if 3 in side.players else 0
            if marks != expected:
                raise ValueError(f"phoenix_board.json: side {side.id!r} marks {marks} blocked spaces, expected {expected}")

    def _check_setup_supply(self) -> None:
        """Setup needs: starting cards for players+1, scoring tiles for six slots, milestones for three rows."""
        players = max(p for side in self.main_board.sides for p in side.players)
        if len(self.starting_resources.starting_resource_cards) < players + 1:
            raise ValueError("starting_resources.json: need one more card than the most players")
        if len(self.technologies.starting_production_technologies) < players + 1:
            raise ValueError("technologies.json: need a starting technology per starting resource card")
        if len(self.scoring.scoring_tiles) < 2 * len(self.phoenix_board.rows):
            raise ValueError("scoring.json: need scoring tiles for both sides of every Phoenix row")
        if len(self.scoring.milestones) < len(self.phoenix_board.rows):
            raise ValueError("scoring.json: need a milestone per Phoenix row")
        colors = {c.player_color for c in self.shelter_cards.starting_shelter_cards}
        if colors != set(self.colony_board.player_colors):
            raise ValueError("shelter_cards.json: one starting shelter card per colony_board.json player colour")
        stars = sum(c.first_game for c in self.characters.special_characters)
        if stars < players:
            raise ValueError("characters.json: not enough first-game characters to deal one per player")


def load_all(package: str = PACKAGE) -> AshesContent:
    """Load and validate every ASHES content file; raise ContentError naming file, entry and field.

    Effects are checked against the effect kinds, so their declarations (rules/effects.py) are loaded first."""
    from ..rules import effects  # noqa: F401  (declares the effect kinds on EFFECTS)

    # each value is the FILES model of its field (Any: the dict is heterogeneous); AshesContent checks the fields
    loaded: dict[str, Any] = {name.removesuffix(".json"): load_content(package, name, model)
                              for name, model in FILES.items()}
    try:
        return AshesContent(**loaded)
    except ValidationError as exc:
        raise ContentError(f"cross-file check failed: {exc.errors()[0]['msg']}") from None
