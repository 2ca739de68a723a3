"""A tile's legal spots with what each would score at once, best first: what the placing
player chooses from, and what a buyer sees of each market room ("best spot").

A `Placement`'s points are the placement's own lines (engine/castles/scoring.py) plus the
completion rewards that are points right away (an Activity room's 5, a Living room scored
again); its money is an Outdoor room's completion reward. Other rewards are listed by type.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from .castle import Castle, Room
from .content import content
from .geometry import cell
from .moves import PlaceAt
from .placement import Spot, spots
from .scoring import ACTIVITY, Line, placement_lines, rescore
from .tiles import tile


@dataclass(frozen=True, slots=True)
class Placement:
    """One legal spot: its move code and position, the points it scores at once (`lines`
    says why), the tiles it joins, the rooms it completes (the new room first), the reward
    types earned, the money gained, and the castle doorways it uses (indexes into
    `Castle.doorways()`, the order a picture letters them)."""

    code: str
    tile: str
    x: int
    y: int
    rot: int
    points: int
    lines: tuple[Line, ...]
    links: tuple[str, ...]
    completes: tuple[str, ...]
    rewards: tuple[str, ...]
    money: int
    doorways: tuple[int, ...]


def _completion(castle: Castle, spot: Spot) -> tuple[list[Line], list[str], list[str], int]:
    """The completion lines, completed tiles, reward types and money of a spot."""
    done = ([-1] if spot.complete else []) + list(spot.completes)
    if not done:
        return [], [], [], 0
    e = content().economy
    lines: list[Line] = []
    tiles: list[str] = []
    rewards: list[str] = []
    money = 0
    after: Castle | None = None
    for r in done:
        t = tile(spot.tile if r == -1 else castle.tile_of(r))
        tiles.append(t.id)
        rewards.append(t.type)
        if t.type == "activity":
            lines.append(Line(ACTIVITY, e.activity_reward, t.id))
        elif t.type == "outdoor":
            money += e.outdoor_reward
        elif t.type == "living":
            if after is None:
                after = castle.copy()
                after.add(Room(spot.tile, spot.x, spot.y, spot.rot))
            lines.append(rescore(after, len(castle.rooms) if r == -1 else r))
    return lines, tiles, rewards, money


def placement(castle: Castle, spot: Spot, doorway_index: dict[int, int]) -> Placement:
    """A spot as the placing player sees it."""
    lines = placement_lines(castle, spot.tile, spot.links, spot.touches)
    extra, tiles, rewards, money = _completion(castle, spot)
    lines += extra
    return Placement(
        code=PlaceAt(spot.tile, spot.x, spot.y, spot.rot).code,
        tile=spot.tile,
        x=spot.x,
        y=spot.y,
        rot=spot.rot,
        points=sum(line.points for line in lines),
        lines=tuple(lines),
        links=tuple(castle.tile_of(r) for r in spot.links),
        completes=tuple(tiles),
        rewards=tuple(rewards),
        money=money,
        doorways=tuple(sorted(doorway_index[e] for e in spot.joins)),
    )


def doorway_numbers(castle: Castle) -> dict[int, int]:
    """Each open door's packed edge -> its index in `Castle.doorways()`."""
    return {cell(x, y) * 4 + d: i for i, (x, y, d) in enumerate(castle.doorways())}


_KEPT: OrderedDict[tuple[tuple[Room, ...], str], tuple[Placement, ...]] = OrderedDict()
KEEP = 512  # castles-and-tiles remembered (computer players ask the same ones often)


def ranked(castle: Castle, tile_id: str) -> list[Placement]:
    """Every legal spot of the tile, best first: most points, then most money, then most
    rooms completed, then top to bottom, left to right, lowest rotation. (A function of the
    castle's rooms and the tile only: the last KEEP answers are remembered.)"""
    key = (tuple(castle.rooms), tile_id)
    kept = _KEPT.get(key)
    if kept is not None:
        _KEPT.move_to_end(key)
        return list(kept)
    out = _ranked(castle, tile_id)
    _KEPT[key] = tuple(out)
    if len(_KEPT) > KEEP:
        _KEPT.popitem(last=False)
    return out


def _ranked(castle: Castle, tile_id: str) -> list[Placement]:
    numbers = doorway_numbers(castle)
    out = [placement(castle, s, numbers) for s in spots(castle, tile_id)]
    out.sort(key=lambda p: (-p.points, -p.money, -len(p.completes), p.y, p.x, p.rot))
    return out
