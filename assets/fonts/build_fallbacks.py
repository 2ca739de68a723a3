"""Build the shipped fallback fonts after DejaVu and Noto Sans CJK TC, and their licence file.

Usage (needs fontTools, a build tool only: `pip install fonttools`):

    python assets/fonts/build_fallbacks.py [--source DIR]

The sources are Debian's `fonts-noto-core` and `fonts-noto-color-emoji` (from --source DIR if
given, else the installed /usr/share/fonts/truetype/noto, else `apt-get download` of both into a
temporary folder). It writes, all under the SIL Open Font License 1.1 (LICENSE-Noto.txt):

- NotoSans{Thai,Devanagari}-{Regular,Bold}-subset.ttf: the script's blocks, shaping kept;
- Noto*-kaomoji.ttf: the characters of kaomoji.txt (common kaomoji) that no font before them
  draws, each from the first Noto font of KAOMOJI_SOURCES that has it (one weight);
- NotoColorEmoji-32px.ttf: every emoji of Noto Color Emoji (single, flags, keycaps, skin tones,
  ZWJ sequences), its 109 px colour bitmaps scaled to a 32 px strike (64-colour PNGs), which
  games/common/fonts.py scales to the size drawn.

The outputs keep the sources' timestamps, so the same inputs give the same bytes.
"""

from __future__ import annotations

import argparse
import io
import subprocess
import sys
import tempfile
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the games package
from games.common.fonts import EMOJI_FILE, EMOJI_STRIKE
from games.common.fonts import KAOMOJI_FONTS as KAOMOJI_SOURCES

HERE = Path(__file__).resolve().parent
SYSTEM_DIR = Path("/usr/share/fonts/truetype/noto")
PACKAGES = ("fonts-noto-core", "fonts-noto-color-emoji")
LICENCE = HERE / "LICENSE-Noto.txt"
BEFORE = ("DejaVuSans.ttf", "NotoSansCJKtc-Regular-subset.otf")  # shipped before these
SCRIPTS = {
    "NotoSansThai": [*range(0x0E00, 0x0E80), 0x25CC],
    "NotoSansDevanagari": [*range(0x0900, 0x0980), *range(0xA8E0, 0xA900), 0x200C, 0x200D, 0x25CC],
}
WEIGHTS = ("Regular", "Bold")
KAOMOJI = HERE / "kaomoji.txt"
EMOJI_SOURCE = "NotoColorEmoji.ttf"
EMOJI_PPEM = EMOJI_STRIKE
EMOJI_OUTPUT = EMOJI_FILE
EMOJI_COLOURS = 64


def source_dir(given: Path | None, scratch: Path) -> Path:
    """The folder holding the Noto .ttf files: given, installed, or downloaded from Debian."""
    if given is not None:
        return given
    if (SYSTEM_DIR / EMOJI_SOURCE).exists() and (SYSTEM_DIR / "NotoSansThai-Regular.ttf").exists():
        return SYSTEM_DIR
    for package in PACKAGES:
        subprocess.run(["apt-get", "download", package], cwd=scratch, check=True)
        deb = next(scratch.glob(f"{package}_*.deb"))
        subprocess.run(["dpkg-deb", "-x", str(deb), str(scratch / "x")], check=True)
    return scratch / "x" / SYSTEM_DIR.relative_to("/")


def build(source: Path, points: set[int], out: Path) -> None:
    """`source` subset to `points` (layout kept: these scripts need shaping) into `out`."""
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True  # games/common/fonts.py tells coverage by the .notdef glyph
    face = TTFont(str(source))
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=points)
    subsetter.subset(face)
    face.recalcTimestamp = False
    face.save(str(out))
    print(f"{out.name}: {len(points)} code points, {out.stat().st_size:,} bytes")


def cmap(path: Path) -> set[int]:
    return set(TTFont(str(path)).getBestCmap())


def kaomoji(folder: Path) -> list[str]:
    """Subsets of KAOMOJI_SOURCES with the characters of kaomoji.txt no earlier font has."""
    drawn = set().union(*(cmap(HERE / name) for name in BEFORE))
    for script in SCRIPTS:
        drawn |= cmap(folder / f"{script}-Regular.ttf")
    wanted = {ord(c) for c in KAOMOJI.read_text(encoding="utf-8") if ord(c) > 0x20} - drawn
    written = []
    for name in KAOMOJI_SOURCES:
        source = folder / f"{name}-Regular.ttf"
        points = wanted & cmap(source)
        if points:
            build(source, points, HERE / f"{name}-kaomoji.ttf")
            written.append(source.name)
            wanted -= points
    if wanted:
        print("no font for:", "".join(sorted(map(chr, wanted))))
    return written


def emoji(folder: Path) -> None:
    """Noto Color Emoji with its bitmaps scaled to an EMOJI_PPEM strike."""
    face = TTFont(str(folder / EMOJI_SOURCE))
    strike = face["CBLC"].strikes[0].bitmapSizeTable
    scale = EMOJI_PPEM / strike.ppemX
    for glyph in face["CBDT"].strikeData[0].values():
        image = Image.open(io.BytesIO(glyph.imageData)).convert("RGBA")
        size = (max(1, round(image.width * scale)), max(1, round(image.height * scale)))
        small = image.resize(size, Image.Resampling.LANCZOS)
        data = io.BytesIO()
        small.quantize(EMOJI_COLOURS, Image.Quantize.FASTOCTREE).save(data, "PNG", optimize=True)
        glyph.imageData = data.getvalue()
        metrics = glyph.metrics
        metrics.width, metrics.height = size
        for field in ("BearingX", "BearingY", "Advance"):
            setattr(metrics, field, round(getattr(metrics, field) * scale))
    strike.ppemX = strike.ppemY = EMOJI_PPEM
    for side in (strike.hori, strike.vert):
        for field in ("ascender", "descender", "widthMax"):
            setattr(side, field, round(getattr(side, field) * scale))
    face.recalcTimestamp = False
    out = HERE / EMOJI_OUTPUT
    face.save(str(out))
    print(f"{out.name}: {len(face.getBestCmap())} code points, {out.stat().st_size:,} bytes")


def licence(folder: Path, sources: list[str]) -> str:
    """Each source's copyright line, then the OFL 1.1 text from Debian's copyright file."""
    lines = [f"{name}: {TTFont(str(folder / name))['name'].getDebugName(0)}" for name in sources]
    lines += [
        "",
        "These Font Software files are licensed under the SIL Open Font License, Version 1.1.",
        "They are subsets (Noto Color Emoji: its bitmaps scaled) built by"
        " assets/fonts/build_fallbacks.py.",
        "",
    ]
    copyright_file = folder.parents[2] / "doc" / PACKAGES[0] / "copyright"
    if not copyright_file.exists():
        return "\n".join([*lines, "Full text: https://openfontlicense.org/"]) + "\n"
    text = copyright_file.read_text(encoding="utf-8").splitlines()
    start = max(i for i, line in enumerate(text) if line == "License: OFL-1.1")
    for line in text[start + 1 :]:
        if line and not line.startswith(" "):
            break
        lines.append("" if line.strip() == "." else line[1:])
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, help="folder with the Noto .ttf files")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        folder = source_dir(args.source, Path(scratch))
        sources = []
        for script, points in SCRIPTS.items():
            for weight in WEIGHTS:
                source = folder / f"{script}-{weight}.ttf"
                build(source, set(points), HERE / f"{script}-{weight}-subset.ttf")
                sources.append(source.name)
        sources += kaomoji(folder)
        emoji(folder)
        LICENCE.write_text(licence(folder, [*sources, EMOJI_SOURCE]), encoding="utf-8")


if __name__ == "__main__":
    main()
