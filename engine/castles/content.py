"""The component data: data/tiles.toml and data/game.toml, validated on load by pydantic.

Every number the rules use lives in those files (their format: engine/castles/datafile.py);
this module checks that they fit together (75 rooms, 3 types per size, door notation valid for
the shape, ...). A bad entry fails loudly with the file and the entry's path
(`ContentError`). `content()` is the validated data, loaded once; `Tile` is the engine's flat
view of one tile (room or special).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel

from engine.common import tomlfile
from engine.common.tomlfile import ContentError

from .datafile import (
    TILE_TYPE_COUNTS,
    TYPES,
    BonusCard,
    Economy,
    Favor,
    GameFile,
    PlayerCount,
    Readings,
    RoomTile,
    RoomType,
    Shape,
    Special,
    TileFile,
    doors_problem,
)

__all__ = ["TILE_TYPE_COUNTS", "TYPES", "BonusCard", "Content", "ContentError", "Favor",
           "RoomType", "Tile", "content", "load"]  # fmt: skip
DATA = Path(__file__).parent / "data"


@dataclass(frozen=True, slots=True)
class Tile:
    """One tile as the engine reads it (a room tile or a special: Foyer, stairs, hallway).

    `size` is the stack a room tile comes from (None for a special); `sqft` what square-footage
    favors count; `bonus_per` the room types its bonus counts (empty: no bonus); `down_doors`
    the doors on the downstairs level.
    """

    id: str
    type: RoomType
    sqft: int
    size: int | None
    shape: str
    points: int
    bonus_points: int
    bonus_per: frozenset[str]
    doors: tuple[str, ...]
    down_doors: frozenset[str]
    supply: str
    family: str
    small: bool | None

    @property
    def special(self) -> bool:
        return self.size is None


T = TypeVar("T", bound=BaseModel)


def read(path: Path, model: type[T]) -> T:
    """A TOML file as `model`; ContentError naming the file and the first bad entry."""
    return tomlfile.load(model, path)


class Content:
    """Both data files, checked against each other (ContentError if they do not fit)."""

    def __init__(self, tiles: TileFile, game: GameFile) -> None:
        self.tiles_file = tiles
        self.game = game
        problem = self._problem()
        if problem:
            raise ContentError(problem)

    def _problem(self) -> str | None:
        g, t = self.game, self.tiles_file
        sizes = {s.size: s for s in g.sizes}
        if len(sizes) != len(g.sizes) or any(s.shape not in g.shapes for s in g.sizes):
            return "game.toml: sizes: duplicate size or unknown shape"
        ids = [r.id for r in t.rooms] + [s.id for s in t.specials]
        if len(ids) != len(set(ids)):
            return "tiles.toml: duplicate tile id"
        if Counter(r.type for r in t.rooms) != Counter(TILE_TYPE_COUNTS):
            return "tiles.toml: rooms by type differ from the components file's totals"
        for r in t.rooms:
            if r.size not in sizes or sizes[r.size].shape != r.shape:
                return f"tiles.toml: rooms.{r.id}: size {r.size} has no shape {r.shape!r}"
        for size in sizes:
            types = Counter(r.type for r in t.rooms if r.size == size)
            if len(types) != 3 or len(set(types.values())) != 1:
                return f"tiles.toml: size {size} does not hold three types equally"
        for s in t.specials:
            if s.shape not in g.shapes or not set(s.down_doors) <= set(s.doors):
                return f"tiles.toml: specials.{s.id}: unknown shape or stray down_doors"
        placed: list[RoomTile | Special] = [*t.rooms, *t.specials]
        for tile in placed:
            problem = doors_problem(g.shapes[tile.shape], tile.doors, tile.type == "outdoor")
            if problem:
                return f"tiles.toml: {tile.id}: {problem}"
        if sorted(g.players) != ["2", "3", "4"]:
            return "game.toml: players: counts 2, 3 and 4"
        return self._players_problem() or self._cards_problem()

    def _players_problem(self) -> str | None:
        for key, pc in self.game.players.items():
            n = int(key)
            small = min(len(self.stack_pool(s.size)) for s in self.game.sizes if s.small)
            large = min(len(self.stack_pool(s.size)) for s in self.game.sizes if not s.small)
            if len(pc.prices) != n + 3:
                return f"game.toml: players.{key}: market slots are players + 3"
            if pc.small_stack > small or pc.large_stack > large:
                return f"game.toml: players.{key}: a stack larger than its tiles"
            if pc.room_cards > sum(s.cards for s in self.game.sizes):
                return f"game.toml: players.{key}: more room cards than printed"
            if len(pc.favor_points) > n or pc.favors > len(self.game.favors) - 1:
                return f"game.toml: players.{key}: favors"
            if n > len(self.game.economy.start_scores):
                return f"game.toml: players.{key}: no start score"
        return None

    def _cards_problem(self) -> str | None:
        g = self.game
        favors = {f.id: f for f in g.favors}
        if len(favors) != len(g.favors):
            return "game.toml: favors: duplicate id"
        for f in g.favors:
            if f.measure.startswith("type_") and f.arg not in TYPES:
                return f"game.toml: favors.{f.id}: unknown type {f.arg!r}"
            if f.excludes and favors.get(f.excludes, f).excludes != f.id:
                return f"game.toml: favors.{f.id}: excludes must name each other"
        cards = {c.id for c in g.bonus_cards}
        if len(cards) != len(g.bonus_cards):
            return "game.toml: bonus_cards: duplicate id"
        sizes = {str(s.size) for s in g.sizes}
        args: dict[str, set[str]] = {
            "per_type": set(TYPES),
            "per_size": sizes,
            "per_family": {"square", "circular"},
            "per_tile": {"stairs", "hallway"},
        }
        for c in g.bonus_cards:
            if c.kind in args and c.arg not in args[c.kind]:
                return f"game.toml: bonus_cards.{c.id}: bad arg {c.arg!r}"
        return None

    # ------------------------------------------------------------------ lookups

    @cached_property
    def tiles(self) -> dict[str, Tile]:
        """Every tile by id: the specials first, then the 75 rooms in file order."""
        g = self.game
        sizes = {s.size: s for s in g.sizes}
        out: dict[str, Tile] = {}
        for s in self.tiles_file.specials:
            down = frozenset(s.doors if s.level == "down" else s.down_doors)
            out[s.id] = Tile(
                s.id,
                s.type,
                s.sqft,
                None,
                s.shape,
                0,
                0,
                frozenset(),
                tuple(s.doors),
                down,
                s.supply,
                g.shapes[s.shape].family,
                None,
            )
        for r in self.tiles_file.rooms:
            down = frozenset(r.doors if r.type == "downstairs" else ())
            b = r.bonus
            out[r.id] = Tile(
                r.id,
                r.type,
                r.size,
                r.size,
                r.shape,
                r.points,
                b.points if b else 0,
                frozenset(b.per if b else ()),
                tuple(r.doors),
                down,
                "",
                g.shapes[r.shape].family,
                sizes[r.size].small,
            )
        return out

    @cached_property
    def rooms(self) -> tuple[str, ...]:
        """The 75 room tile ids, in file order."""
        return tuple(r.id for r in self.tiles_file.rooms)

    @cached_property
    def sizes(self) -> tuple[int, ...]:
        return tuple(s.size for s in self.game.sizes)

    def stack_pool(self, size: int) -> list[str]:
        """Every room tile of a size (the stack before it is dealt)."""
        return [r.id for r in self.tiles_file.rooms if r.size == size]

    def setup(self, players: int) -> PlayerCount:
        return self.game.players[str(players)]

    @cached_property
    def favors(self) -> dict[str, Favor]:
        return {f.id: f for f in self.game.favors}

    @cached_property
    def bonus_cards(self) -> dict[str, BonusCard]:
        return {c.id: c for c in self.game.bonus_cards}

    @property
    def economy(self) -> Economy:
        return self.game.economy

    @property
    def readings(self) -> Readings:
        return self.game.readings

    def shape(self, tile: str) -> Shape:
        return self.game.shapes[self.tiles[tile].shape]

    def name(self, tile: str) -> str:
        """A tile's English name (data only: the engine itself names tiles by id)."""
        names = {r.id: r.name for r in self.tiles_file.rooms}
        names.update({s.id: s.name for s in self.tiles_file.specials})
        return names[tile]


def load(tiles: Path = DATA / "tiles.toml", game: Path = DATA / "game.toml") -> Content:
    """Read and validate both files; ContentError names the bad entry."""
    return Content(read(tiles, TileFile), read(game, GameFile))


@cache
def content() -> Content:
    """The engine's data, loaded once."""
    return load()
