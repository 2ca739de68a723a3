"""Points scored as a room is placed (excerpt, "Scoring: Rooms"; components §3).

In order: the new room's points; its own bonus (an Activity room's penalty per adjacent room
of the listed types, a Downstairs room's bonus per room of the type anywhere, every other
room's bonus per linked room); the bonuses of linked older rooms that count the new one; the
penalties of adjacent Activity rooms that list its type; the bonuses of Downstairs rooms that
count its type. A bonus counts per room, never per door. Completion rewards come after (see
engine/castles/rewards.py); `rescore` is the Living room's reward.
"""

from __future__ import annotations

from dataclasses import dataclass

from .castle import Castle
from .content import Tile, content
from .tiles import tile

ROOM = "room"  # the room's printed points
BONUS = "bonus"  # the new room's own bonus (an Activity room's own penalty included)
LINKED = "linked"  # a linked older room's bonus that counts the new room
PENALTY = "penalty"  # an adjacent Activity room's penalty
DOWNSTAIRS = "downstairs"  # a Downstairs room's bonus that counts the new room
RESCORE = "rescore"  # a room scored again (the Living reward)
ACTIVITY = "activity"  # the Activity completion reward


@dataclass(frozen=True, slots=True)
class Line:
    """One reason for points: `why` (a constant above), the points, the tile whose rule
    scores them (the new room's for ROOM and BONUS) and how many rooms it counted."""

    why: str
    points: int
    tile: str
    count: int = 1


def own_bonus(
    castle: Castle, t: Tile, links: tuple[int, ...], touches: tuple[int, ...], me: int = -1
) -> Line:
    """A room's own bonus, given the rooms it links to and touches; `me` is its index when it
    is in the castle already (a Downstairs room counts the castle's other rooms)."""
    per, kinds = t.bonus_per, castle.kinds
    if t.type == "activity":
        counted = [r for r in touches if kinds[r].type in per]
    elif t.type == "downstairs":
        counted = [r for r, k in enumerate(kinds) if r != me and k.type in per]
        if content().readings.downstairs_counts_itself and t.type in per:
            counted.append(me)
    else:
        counted = [r for r in links if kinds[r].type in per]
    return Line(BONUS, t.bonus_points * len(counted), t.id, len(counted))


def placement_lines(
    castle: Castle, tile_id: str, links: tuple[int, ...], touches: tuple[int, ...]
) -> list[Line]:
    """The points a new room scores on placement, line by line (before completions).
    `links` and `touches` are the older rooms it links to and touches (a `Spot`'s)."""
    t = tile(tile_id)
    lines = [Line(ROOM, t.points, tile_id)] if t.points else []
    if t.bonus_per:
        line = own_bonus(castle, t, links, touches)
        if line.count:
            lines.append(line)
    kinds = castle.kinds
    for r in links:
        other = kinds[r]
        if other.type not in ("activity", "downstairs") and t.type in other.bonus_per:
            lines.append(Line(LINKED, other.bonus_points, other.id))
    for r in touches:
        other = kinds[r]
        if other.type == "activity" and t.type in other.bonus_per:
            lines.append(Line(PENALTY, other.bonus_points, other.id))
    for other in kinds:
        if other.type == "downstairs" and t.type in other.bonus_per:
            lines.append(Line(DOWNSTAIRS, other.bonus_points, other.id))
    return lines


def rescore(castle: Castle, r: int) -> Line:
    """Room r scored again as it stands: its points and its own bonus (the Living reward,
    and a Downstairs room's when the Downstairs reward is spent on the Living one)."""
    t = castle.kinds[r]
    links = tuple(sorted(castle.links[r]))
    touches = tuple(sorted(castle.touching(r)))
    points = t.points
    if t.bonus_per:
        points += own_bonus(castle, t, links, touches, r).points
    return Line(RESCORE, points, t.id)


def total(lines: list[Line]) -> int:
    return sum(line.points for line in lines)
