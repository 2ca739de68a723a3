"""The shared line chart (games/common/line_chart.py), knowing no game: a golden picture, its
round-numbered axes and its end labels kept apart.

To accept a deliberate change of the picture: UPDATE_GOLDEN=1 .venv/bin/pytest
tests/common/test_line_chart.py, then look at tests/common/golden/line_chart.png.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

from PIL import Image

from games.common.line_chart import ChartStyle, Series, line_chart, nice_step, spread
from tests.roundhouse.pictures.test_golden import MAX_CHANGED, changed_fraction

GOLDEN = Path(__file__).parent / "golden" / "line_chart.png"
FONTS = Path(__file__).resolve().parents[2] / "assets" / "fonts"


def chart() -> Image.Image:
    series = [
        Series("North", (230, 160, 20), [0, 2, 2, 5, 9, 9, 14, 20, 21, 30]),
        Series("South", (40, 90, 200), [0, 1, 4, 4, 6, 11, 15, 15, 22, 27]),
        Series("East", (190, 40, 40), [0, 0, 3, 7, 7, 8, 10, 16, 19, 27]),  # ties South's end
    ]
    return line_chart((900, 420), series, ChartStyle(), title="Score over time", x_label="turn")


def test_the_line_chart_matches_its_golden(tmp_path: Path) -> None:
    out = io.BytesIO()
    chart().save(out, format="PNG")
    if os.environ.get("UPDATE_GOLDEN"):
        GOLDEN.write_bytes(out.getvalue())
    actual_path = tmp_path / "line_chart.png"
    actual_path.write_bytes(out.getvalue())
    actual, expected = Image.open(actual_path), Image.open(GOLDEN)
    assert actual.size == expected.size
    fraction = changed_fraction(actual, expected)
    assert fraction <= MAX_CHANGED, f"{fraction:.2%} of pixels changed; see {actual_path}"


def test_axes_count_in_round_steps_and_end_labels_never_overlap() -> None:
    assert [nice_step(span) for span in (0, 5, 6, 7, 30, 64, 101, 950)] == [
        1, 1, 1, 2, 5, 20, 20, 200,
    ]  # fmt: skip
    assert spread([(100.0, 27), (104.0, 27), (50.0, 30)]) == [(50.0, 30), (100.0, 27), (122.0, 27)]
