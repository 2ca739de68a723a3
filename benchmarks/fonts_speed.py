"""Time games/common/fonts.py: one picture's text in English and in zh-TW; coverage checks.

    .venv/bin/python benchmarks/fonts_speed.py [--runs 50]

A "picture" is an 800×1000 canvas with the text a turn picture carries: 40 glossary terms at
22 px, 5 player names truncated to 150 px at 28 px (bold), a rule paragraph wrapped to 700 px at
20 px; the figures time the text alone ("png_encode_ms" gives one PNG encoding, for scale).
Prints one JSON object: per language "first_ms" (the first picture in the process: fonts
loaded, coverage probed), "same_p50_ms"/"same_p95_ms" (the same picture again, caches warm),
"fresh_p50_ms"/"fresh_p95_ms" (names and numbers new each time, as in a game), the zh-TW/English
ratios (the budget is ≤ 1.2), "dejavu_only" (the English picture drawn with Pillow and DejaVu
alone, as the pictures draw today), and "coverage" (µs per character for a first Pillow .notdef
probe, ns for a cached one, and fontTools' cmap for comparison when installed).
"""

from __future__ import annotations

import argparse
import functools
import importlib
import io
import json
import statistics
import sys
import time
import tomllib
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PIL import Image, ImageDraw  # noqa: E402

from games.common import fonts, textfit  # noqa: E402

GLOSSARY = tomllib.loads((ROOT / "locales" / "glossary.toml").read_text(encoding="utf-8"))
TERMS = [term for game in GLOSSARY.values() for term in game.values()][:40]
NAMES = {
    "en": ["Alexandra Whitfield", "Bob", "Carmen Ortega-Ruiz", "Dmitri", "Evelyn Hartley"],
    "zh-TW": ["陳怡君", "林志明", "黃淑芬的圓樓小隊", "張家豪", "王美玲"],
}
PARAGRAPH = {
    "en": "Move one of your family leaders 1 to 3 rooms clockwise along the blue corridors or "
    "stairs. "
    "A room holding another leader is skipped and not counted; the Ancestral Hall ends the move.",
    "zh-TW": "玩家將自家其中1個家族領袖，依順時針方向於圓樓中移動1~3個房間，須沿著有藍色通道或樓梯"
    "相連的房間移動。經過任何1個家族領袖所在的房間，須跳過該格，且不計移動格數。",
}


def picture(language: str, suffix: str) -> Image.Image:
    """The benchmark picture; `suffix` makes its names and numbers new."""
    image = Image.new("RGB", (800, 1000), "white")
    canvas = ImageDraw.Draw(image)
    for index, term in enumerate(TERMS):
        label = term["en"] if language == "en" else term["zh-TW"]
        fonts.draw_text(
            canvas, (20 + 390 * (index % 2), 20 + 26 * (index // 2)), label + suffix, 22, "black"
        )
    for index, name in enumerate(NAMES[language]):
        shown = textfit.truncate(name + suffix, 150, 28, fonts.BOLD)
        fonts.draw_text(canvas, (20 + 155 * index, 560), shown, 28, "navy", fonts.BOLD)
    for index, line in enumerate(textfit.wrap(PARAGRAPH[language] + suffix, 700, 20)):
        fonts.draw_text(canvas, (20, 620 + 26 * index), line, 20, "black")
    return image


def dejavu_only(suffix: str) -> Image.Image:
    """The English picture drawn as today's pictures draw text: Pillow and DejaVu alone."""
    image = Image.new("RGB", (800, 1000), "white")
    canvas = ImageDraw.Draw(image)
    regular, bold = fonts.face(fonts.REGULAR.files[0], 22), fonts.face(fonts.BOLD.files[0], 28)
    for index, term in enumerate(TERMS):
        canvas.text(
            (20 + 390 * (index % 2), 20 + 26 * (index // 2)),
            term["en"] + suffix,
            font=regular,
            fill="black",
        )
    for index, name in enumerate(NAMES["en"]):
        canvas.text((20 + 155 * index, 560), name + suffix, font=bold, fill="navy")
    canvas.multiline_text(
        (20, 620),
        PARAGRAPH["en"] + suffix,
        font=fonts.face(fonts.REGULAR.files[0], 20),
        fill="black",
    )
    return image


def png_ms(image: Image.Image) -> float:
    """What encoding the picture costs, for scale (not in the text figures)."""
    start = time.perf_counter()
    image.save(io.BytesIO(), "PNG", compress_level=1)
    return round((time.perf_counter() - start) * 1000, 2)


def timed(draw: Callable[[str], Image.Image], runs: int, fresh: bool) -> list[float]:
    samples = []
    for run in range(runs):
        start = time.perf_counter()
        draw(f" {run}" if fresh else "")
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def figures(draw: Callable[[str], Image.Image], runs: int) -> dict[str, float]:
    start = time.perf_counter()
    draw("")
    first = (time.perf_counter() - start) * 1000
    same, fresh = timed(draw, runs, False), timed(draw, runs, True)
    return {
        "first_ms": round(first, 2),
        "same_p50_ms": round(statistics.median(same), 2),
        "same_p95_ms": round(quantile(same, 0.95), 2),
        "fresh_p50_ms": round(statistics.median(fresh), 2),
        "fresh_p95_ms": round(quantile(fresh, 0.95), 2),
    }


def quantile(samples: list[float], q: float) -> float:
    return sorted(samples)[min(len(samples) - 1, int(q * len(samples)))]


def coverage() -> dict[str, float | str]:
    """Per-character cost of telling whether the CJK font covers a character."""
    path = fonts.REGULAR.files[1]
    chars = [chr(c) for c in range(0x4E00, 0x4E00 + 2000)]
    start = time.perf_counter()
    for char in chars:
        fonts.covers(path, char)
    probe = (time.perf_counter() - start) / len(chars) * 1e6
    start = time.perf_counter()
    for char in chars:
        fonts.covers(path, char)
    cached = (time.perf_counter() - start) / len(chars) * 1e9
    result: dict[str, float | str] = {
        "pillow_first_us": round(probe, 1),
        "cached_ns": round(cached),
    }
    try:
        ttlib = importlib.import_module("fontTools.ttLib")  # optional: a build tool only
    except ImportError:
        result["fonttools"] = "not installed"
        return result
    start = time.perf_counter()
    cmap = ttlib.TTFont(str(path), lazy=True).getBestCmap()
    result["fonttools_cmap_load_ms"] = round((time.perf_counter() - start) * 1000, 1)
    result["agrees_with_fonttools"] = all((ord(c) in cmap) == fonts.covers(path, c) for c in chars)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=50)
    args = parser.parse_args()
    result: dict[str, object] = {"dejavu_only": figures(dejavu_only, args.runs)}
    for language in ("en", "zh-TW"):
        result[language] = figures(functools.partial(picture, language), args.runs)
    en, zh = result["en"], result["zh-TW"]
    assert isinstance(en, dict) and isinstance(zh, dict)
    result["ratio_zh_to_en"] = {key: round(zh[key] / en[key], 2) for key in en if key != "first_ms"}
    result["png_encode_ms"] = png_ms(picture("zh-TW", ""))
    result["coverage"] = coverage()
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
