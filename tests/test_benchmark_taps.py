"""benchmarks/taps.py (issue 30): its figures from a known sequence of turns, and a run of one
short game of every game of the catalogue through the bot."""

from __future__ import annotations

import importlib.util
import itertools
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT = 300  # seconds: generous; nothing is timed

spec = importlib.util.spec_from_file_location("taps", ROOT / "benchmarks" / "taps.py")
assert spec is not None and spec.loader is not None
taps = sys.modules["taps"] = importlib.util.module_from_spec(spec)  # (its dataclasses look it up)
spec.loader.exec_module(taps)
figures_of = sys.modules["taps_figures"]  # benchmarks/taps_figures.py, which taps.py imports


def turn(start, *steps, **messages):
    return figures_of.Turn(0, start, [(kind, kind.title()) for kind in steps], Counter(messages))


def test_the_figures_of_a_known_sequence_of_turns():
    full = ("take_turn", "choice", "choice", "end_turn")  # 4 taps
    turns = [
        turn("dm", *full, dms_others=1, posts=1, ephemeral_player=1),
        turn("dm", *full, dms_others=1, posts=1, ephemeral_player=1),
        turn("post", "take_turn", "forced", "end_turn", posts=2, ephemeral_player=1),  # 3
        turn("panel", "choice"),  # 1: the same member going on, on its open panel
        turn(
            "dm",
            "take_turn",
            "page",
            "choice",
            "choice",
            "choice",
            "end_turn",
            dms_player=1,
            dms_others=1,
            posts=1,
            ephemeral_player=1,
        ),  # 6
    ]
    figures = figures_of.summary(turns)
    assert figures["turns"] == 5
    assert figures["mean"] == 18 / 5
    assert (figures["p90"], figures["max"]) == (6, 6)  # nearest rank: the 5th of 5
    assert figures["within_4"] == 4 / 5
    assert figures["no_real_choice"] == 1 / 5  # the forced Pass
    assert figures["steps"] == {
        "take_turn": 4 / 5,
        "choice": 8 / 5,
        "forced": 1 / 5,
        "page": 1 / 5,
        "end_turn": 4 / 5,
    }
    assert sum(figures["steps"].values()) == pytest.approx(figures["mean"])
    assert figures["starts"] == {"dm": 3 / 5, "post": 1 / 5, "panel": 1 / 5}
    assert figures["messages"] == {
        "dms_player": 1 / 5,
        "dms_others": 3 / 5,
        "posts": 5 / 5,
        "ephemeral_player": 4 / 5,
    }
    assert figures["top_labels"][0] == ("Choice", 8 / 5)  # Take my turn is not among them
    assert "Take_Turn" not in dict(figures["top_labels"])


def test_p90_is_the_nearest_rank():
    assert figures_of.p90([3] * 9 + [10]) == 3
    assert figures_of.p90(list(range(1, 21))) == 18
    assert figures_of.p90([7]) == 7


def test_one_short_game_of_every_game_through_the_bot():
    done = subprocess.run(
        [sys.executable, "benchmarks/taps.py", "--games", "1", "--turns", "6", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert list(figures) == [row.title for row in taps.ROWS]
    for title, row in figures.items():
        assert row["turns"] == 6, title
        assert sum(row["steps"].values()) == pytest.approx(row["mean"]), title
        assert row["max"] >= row["p90"] >= 1 and row["mean"] >= 1, title
        assert sum(row["starts"].values()) == pytest.approx(1), title
        # A turn is opened at most once, from its DM or a post; each opening is a new panel.
        assert row["steps"]["take_turn"] <= row["starts"]["dm"] + row["starts"]["post"], title
        assert row["messages"]["ephemeral_player"] >= row["steps"]["take_turn"], title
        assert row["messages"]["posts"] > 0, title
    plain, auto = figures["Round House, 2 seats"], figures["Round House, auto-end on"]
    off = figures["Round House, auto-end off"]
    # auto-end off: End turn only where Undo could still take a choice back (else the turn
    # ends by itself); by default a turn whose end Undo can take back ends with its last choice
    assert 0 < off["steps"]["end_turn"] <= 1
    assert plain["steps"]["end_turn"] == auto["steps"]["end_turn"] == 0
    assert plain["mean"] == pytest.approx(off["mean"] - off["steps"]["end_turn"])
    assert auto["mean"] == pytest.approx(plain["mean"])


async def test_the_same_member_going_on_gets_no_second_turn_dm(tmp_path):
    """A Yellow House round won, its winner leads the next one: no new "it's your turn" DM
    (the panel its move answered with shows the decision); every other turn comes by DM and
    the DM carries the decision itself (mostly played without Take my turn)."""
    taps.picture.PROCESSES = taps.thinking.PROCESSES = 0
    row = next(r for r in taps.ROWS if r.game == "yellowhouse")
    turns = await taps.play_game(row, 1, 40, str(tmp_path))
    assert any(prev.seat == t.seat for prev, t in itertools.pairwise(turns))
    assert sum(t.messages["dms_player"] for t in turns) == 0  # nobody told twice
    from_dm = [t for t in turns if t.start == "dm"]
    opened = [t for t in from_dm if any(kind == "take_turn" for kind, _ in t.steps)]
    assert from_dm and len(opened) < len(from_dm) / 2  # most played on the DM itself
