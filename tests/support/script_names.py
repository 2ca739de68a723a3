"""Names from every script family, and a record of the lines the pictures draw through
games/common/fonts.py, for the picture tests that check each game draws them whole."""

from __future__ import annotations

import pytest

from games.common import fonts

# Short enough for every name box; none is Latin, so each is drawn through fonts.draw_text.
SCRIPT_NAMES = (
    "(๑•̀ㅂ•́)و✧ 小美",
    "🌸 美 🇯🇵",
    "محمد علي",
    "👩‍👩‍👧 สมชาย",
    "דוד नमस्ते",
)


def drawn_lines(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every line drawn through `fonts.draw_text` while the test runs."""
    lines: list[str] = []
    original = fonts.draw_text

    def record(canvas, xy, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        lines.append(text)
        return original(canvas, xy, text, *args, **kwargs)

    monkeypatch.setattr(fonts, "draw_text", record)
    return lines


def drawn_whole(name: str, lines: list[str]) -> bool:
    """Whether a drawn line holds the whole name and no "·" stands in for a grapheme of it
    (each game's test draws these names alone, so no sprite cache hides the drawing)."""
    for line in lines:
        if name in line:
            shown = "".join(run.text for run in fonts.runs(line))
            return shown.count(fonts.MISSING_MARK) == line.count(fonts.MISSING_MARK)
    return False
