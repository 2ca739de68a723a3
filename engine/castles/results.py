"""Scores by category (as if the game ended now) and the winners (excerpt, "Scoring")."""

from __future__ import annotations

from dataclasses import dataclass

from .content import content
from .endgame import card_points, depleted_points, favor_measure, favor_points, money_points
from .state import GameState, castle_of

CATEGORIES = ("castle", "favors", "bonus", "depleted", "money")


@dataclass(frozen=True, slots=True)
class Score:
    """One seat's total and its categories, in the order of CATEGORIES."""

    total: int
    categories: tuple[tuple[str, int], ...]

    def get(self, category: str) -> int:
        return dict(self.categories)[category]


def favor_table(state: GameState) -> dict[str, list[int]]:
    """Each King's Favor in play -> each seat's points from it."""
    c = content()
    points = c.setup(len(state.players)).favor_points
    out = {}
    for fid in state.favors:
        measures = [favor_measure(castle_of(p), p.money, c.favors[fid]) for p in state.players]
        out[fid] = favor_points(measures, points, c.readings.favor_needs_one)
    return out


def scores(state: GameState, viewer: int | None = -1) -> list[Score]:
    """Each seat's score. The bonus cards are secret: they count for every seat when `viewer`
    is -1 (the default, and what the end of the game shows), else only for seat `viewer`
    (None: for nobody) while the game runs."""
    c = content()
    favors = favor_table(state)
    empty = {int(s) for s, tiles in state.piles.stacks.items() if not tiles}
    out = []
    for seat, p in enumerate(state.players):
        castle = castle_of(p)
        shown = viewer == -1 or state.over or viewer == seat
        bonus = sum(card_points(castle, p.money, c.bonus_cards[b]) for b in p.bonus)
        row = (
            ("castle", p.score),
            ("favors", sum(f[seat] for f in favors.values())),
            ("bonus", bonus if shown else 0),
            ("depleted", depleted_points(castle, empty)),
            ("money", money_points(p.money)),
        )
        out.append(Score(sum(v for _, v in row), row))
    return out


def winners(state: GameState) -> list[int]:
    """The seats with the highest total; a tie is a shared victory (the texts give no
    tie-breaker: games/castles/docs/rules.md, Judgements)."""
    totals = [s.total for s in scores(state)]
    best = max(totals)
    return [seat for seat, t in enumerate(totals) if t == best]
