"""The figures of benchmarks/taps.py (issue 30): one member turn as counted (its start, its
taps by step kind, the messages it brought), and per game the mean, p90 and max taps, the
share of turns in ≤ 4 taps, taps by step, starts, messages and the most clicked labels."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

KINDS = ("take_turn", "choice", "forced", "page", "end_turn")  # a tap's step kinds
STARTS = ("dm", "post", "panel")  # where a turn starts: the turn DM, a public post, its panel
MESSAGES = ("dms_player", "dms_others", "posts", "ephemeral_player")


@dataclass
class Turn:
    """One member turn: where it started, its taps (kind, label) and the messages it brought."""

    seat: int
    start: str
    steps: list[tuple[str, str]] = field(default_factory=list)
    messages: Counter[str] = field(default_factory=Counter)

    @property
    def taps(self) -> int:
        return len(self.steps)


# -- the figures ----------------------------------------------------------------------------


def p90(values: Sequence[int]) -> int:
    """The 90th percentile, nearest rank."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.9 * len(ordered)) - 1)]


def summary(turns: Sequence[Turn]) -> dict[str, Any]:
    """Mean, p90 and max taps per turn, the share of turns in ≤ 4 taps, taps per turn by step
    kind, messages per turn, the share of turns with no real choice and of each start, the most
    clicked labels."""
    taps = [t.taps for t in turns]
    n = len(turns)
    kinds = Counter(kind for t in turns for kind, _ in t.steps)
    labels = Counter(label for t in turns for kind, label in t.steps if kind != "take_turn")
    return {
        "turns": n,
        "mean": sum(taps) / n,
        "p90": p90(taps),
        "max": max(taps),
        "within_4": sum(1 for x in taps if x <= 4) / n,
        "no_real_choice": sum(1 for t in turns if all(k != "choice" for k, _ in t.steps)) / n,
        "steps": {kind: kinds[kind] / n for kind in KINDS},
        "starts": {start: sum(1 for t in turns if t.start == start) / n for start in STARTS},
        "messages": {m: sum(t.messages[m] for t in turns) / n for m in MESSAGES},
        "top_labels": [(label, count / n) for label, count in labels.most_common(5)],
    }


def report(title: str, figures: dict[str, Any]) -> str:
    """A row's figures in a few lines."""
    steps = " · ".join(f"{k} {v:.2f}" for k, v in figures["steps"].items())
    messages = " · ".join(f"{k} {v:.2f}" for k, v in figures["messages"].items())
    starts = " · ".join(f"{k} {v:.0%}" for k, v in figures["starts"].items())
    top = " · ".join(f"{label!r} {v:.2f}" for label, v in figures["top_labels"])
    return (
        f"{title}: {figures['turns']} member turns · taps mean {figures['mean']:.1f} · "
        f"p90 {figures['p90']} · max {figures['max']} · {figures['within_4']:.0%} in ≤ 4 · "
        f"{figures['no_real_choice']:.0%} without a real choice\n"
        f"  taps per turn by step: {steps}\n"
        f"  turns started from: {starts}\n"
        f"  messages per turn: {messages}\n"
        f"  most clicked: {top}"
    )
