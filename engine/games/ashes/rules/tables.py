"""Content lookups by id, built once per process from `schema.content()` (effects as plain dicts)."""

from __future__ import annotations

from functools import cache
from typing import Any, TypeVar

from pydantic import BaseModel

from ..schema import content

AbilityModel = TypeVar("AbilityModel", bound=BaseModel)


def plain(effects: list[Any]) -> list[dict]:
    """Effects as plain one-key dicts (what frames carry)."""
    return list(effects)


class Tables:
    """Every content entry keyed by id, plus derived maps the rules use on every step."""

    def __init__(self) -> None:
        c = content()
        self.c = c
        mb = c.main_board
        self.sides = {s.id: s for s in mb.sides}
        self.areas = {s.id: {a.id: a for a in s.areas} for s in mb.sides}
        self.sites = {s.id: {x.id: x for x in s.site_spaces} for s in mb.sides}
        self.red = {s.id: {frozenset(e) for e in s.red_lines} for s in mb.sides}
        self.nodes = {n.id: n for n in mb.strength_tree.nodes}
        self.node_rewards = {n.id: plain(n.rewards) for n in mb.strength_tree.nodes}
        up: dict[str, list[str]] = {n: [] for n in self.nodes}
        up_pink: dict[str, list[str]] = {n: [] for n in self.nodes}
        for edges, table in ((mb.strength_tree.edges, up), (mb.strength_tree.pink_edges, up_pink)):
            for a, b in edges:
                lo, hi = (a, b) if self.nodes[a].level < self.nodes[b].level else (b, a)
                table[lo].append(hi)
        self.up = up
        self.up_pink = up_pink
        down: dict[str, list[str]] = {n: [] for n in self.nodes}
        down_pink: dict[str, list[str]] = {n: [] for n in self.nodes}
        for table, rev in ((up, down), (up_pink, down_pink)):
            for lo, his in table.items():
                for hi in his:
                    rev[hi].append(lo)
        self.down = down
        self.down_pink = down_pink
        self.turn_rows = {r.id: r for r in mb.turn_order_track.rows}
        self.turn_rewards = {(r.id, s.position): plain(s.rewards) for r in mb.turn_order_track.rows for s in r.spaces}
        self.site_tiles = {t.id: t for t in c.site_tiles.site_tiles}
        self.spaces = {s.id: s for t in c.site_tiles.site_tiles for s in t.construction_spaces}
        self.space_tile = {s.id: t.id for t in c.site_tiles.site_tiles for s in t.construction_spaces}
        self.space_rewards = {s: plain(x.rewards) for s, x in self.spaces.items()}
        self.area_tiles = {t.id: t for t in c.area_tiles.area_tiles}
        self.area_main = {t.id: plain(t.main_side) for t in c.area_tiles.area_tiles}
        self.area_flip = {t.id: plain(t.flip_side) for t in c.area_tiles.area_tiles}
        tc = c.technologies
        self.techs = {t.id: t for grp in (tc.production_technologies, tc.scoring_technologies,
                                          tc.starting_production_technologies, tc.special_technologies,
                                          tc.blocked_technologies) for t in grp}
        self.tech_effects = {t: plain(x.effects) for t, x in self.techs.items()}
        self.scoring_tiles = {t.id: t for t in c.scoring.scoring_tiles}
        self.achievements = {t.row: t for t in c.scoring.achievement_tiles}
        self.milestones = {m.id: m for m in c.scoring.milestones}
        self.shelter_cards = {x.id: x for x in c.shelter_cards.starting_shelter_cards + c.shelter_cards.shelter_cards}
        self.starting_card = {x.player_color: x.id for x in c.shelter_cards.starting_shelter_cards}
        self.pod_bonus = {x: [plain(p.bonus) for p in card.pods] for x, card in self.shelter_cards.items()}
        self.pod_income = {x: [(p.income.step, plain(p.income.effects)) if p.income else None for p in card.pods]
                           for x, card in self.shelter_cards.items()}
        self.missions = {m.id: m for m in c.mission_cards.mission_cards}
        self.mission_costs = {m.id: plain(m.costs) for m in c.mission_cards.mission_cards}
        self.mission_rewards = {m.id: plain(m.rewards) for m in c.mission_cards.mission_cards}
        self.start_cards = {x.id: x for x in c.starting_resources.starting_resource_cards}
        self.start_effects = {x.id: plain(x.effects) for x in c.starting_resources.starting_resource_cards}
        self.characters = {x.id: x for x in c.characters.special_characters}
        cb = c.colony_board
        self.cb = cb
        self.pyramid = {m.id: m for m in cb.materials_pyramid}
        self.material_level = {m.id: m.level for m in cb.materials_pyramid}
        self.made_from = {m.id: m.made_from for m in cb.materials_pyramid if m.made_from}
        self.track_values = {t.id: t.values for t in cb.production_tracks}
        self.track_color = {t.id: t.color for t in cb.production_tracks}
        self.upgrades = {u.id: u for u in cb.upgrade_tiles}
        self.upgrade_order = [u.id for u in cb.upgrade_tiles]
        self.categories = {u.id: u for u in cb.upgrade_categories}
        limits: dict[str, tuple[int, list[tuple[str, int]]]] = {}
        for cat in cb.upgrade_categories:
            for key in cat.initial.keys():
                tiles = sorted((u for u in cb.upgrade_tiles if u.category == cat.id), key=lambda u: u.upgrade_class)
                limits[key] = (getattr(cat.initial, key),
                               [(u.id, getattr(u.reveals, key)) for u in tiles if getattr(u.reveals, key) is not None])
        self.limits = limits
        self.zones = {z.position: z for z in cb.activation_zones}
        self.stacks = cb.shelter_stacks
        self.card_slots = cb.happiness_track.shelter_card_slots
        self.always_income = plain(cb.happiness_track.always_income)
        pb = c.phoenix_board
        self.phoenix_sides = {s.id: s for s in pb.sides}
        self.px = {s.id: {x.id: x for x in s.spaces} for s in pb.sides}
        self.px_bonus = {x.id: plain(x.bonus) for s in pb.sides for x in s.spaces}
        self.levels = {lv.level: lv for lv in pb.levels}
        self.knowledge = {s.id: s.knowledge_track for s in pb.sides}


@cache
def T() -> Tables:
    """The lookup tables (built once)."""
    return Tables()


def ability_of(character: str | None, model: type[AbilityModel]) -> AbilityModel | None:
    """The character's ability when it is a `model` (each ability kind has its own model), else None; None for
    no character."""
    if not character:
        return None
    found = T().characters[character].ability
    return found if isinstance(found, model) else None


def known_ability(character: str | None, model: type[AbilityModel]) -> AbilityModel:
    """The character's ability where the rules already know it is a `model` (its action or its rule applies to
    that character only)."""
    found = ability_of(character, model)
    assert found is not None, f"{character!r} has no {model.__name__} ability"
    return found
