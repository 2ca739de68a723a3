"""Build the shipped subset of Noto Sans CJK TC (Regular and Bold) and its licence file.

Usage (needs fontTools, a build tool only: `pip install fonttools`):

    python assets/fonts/build_subset.py [--source DIR] [--text FILE ...]

The source is Debian's `fonts-noto-cjk` package (NotoSansCJK-{Regular,Bold}.ttc, face "Noto Sans
CJK TC"): from --source DIR if given, else the installed /usr/share/fonts/opentype/noto, else
`apt-get download fonts-noto-cjk` into a temporary folder. The characters kept are CHARSET_PARTS
(see docs/i18n.md for why), every character of the catalogues (locales/**/*.toml and
games/*/locales/; but NOT_DRAWN) and of each --text FILE. The output keeps the source's
timestamps, so the same inputs give the same bytes.
Layout tables are dropped: the pictures lay out runs of one font, one character at a time.
"""

from __future__ import annotations

import argparse
import subprocess
import tempfile
import unicodedata
from collections.abc import Iterable, Iterator
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
FAMILY = "Noto Sans CJK TC"
WEIGHTS = ("Regular", "Bold")
OUTPUT = "NotoSansCJKtc-{weight}-subset.otf"
LICENCE = HERE / "LICENSE-NotoSansCJK.txt"
SYSTEM_DIR = Path("/usr/share/fonts/opentype/noto")
DEBIAN_PACKAGE = "fonts-noto-cjk"
NOT_DRAWN = {"zh_variants.toml"}  # locales/ files whose characters are never drawn
RESERVED_NAME = (
    "Adobe's Source Han Sans, which these fonts share, reserves the font name 'Source';"
    " these subsets keep the name Noto Sans CJK TC, which does not use it."
)
BIG5_TRAIL = [*range(0x40, 0x7F), *range(0xA1, 0xFF)]
EUC_TRAIL = list(range(0xA1, 0xFF))


def decoded(codec: str, leads: range, trails: Iterable[int]) -> set[int]:
    """Every code point that a two-byte sequence (lead in `leads`) of `codec` decodes to."""
    points: set[int] = set()
    for lead in leads:
        for trail in trails:
            try:
                text = bytes((lead, trail)).decode(codec)
            except UnicodeDecodeError:
                continue
            points.update(ord(char) for char in text)
    return points


def block(first: int, last: int) -> set[int]:
    return set(range(first, last + 1))


CHARSET_PARTS: dict[str, set[int]] = {
    "ASCII": block(0x20, 0x7E),
    "Big5 symbols (punctuation, fullwidth, bopomofo)": decoded(
        "big5", range(0xA1, 0xA4), BIG5_TRAIL
    ),
    "Big5 level 1 (5,401 common Traditional hanzi)": decoded("big5", range(0xA4, 0xC7), BIG5_TRAIL),
    "GB2312 level 1 (3,755 common Simplified hanzi)": decoded(
        "gb2312", range(0xB0, 0xD8), EUC_TRAIL
    ),
    "CJK symbols and punctuation": block(0x3000, 0x303F),
    "Kana": block(0x3040, 0x30FF) | block(0x31F0, 0x31FF),
    "Bopomofo": block(0x3100, 0x312F) | block(0x31A0, 0x31BF),
    "Hangul compatibility jamo": block(0x3130, 0x318F),
    "KS X 1001 hangul (2,350 common syllables)": decoded("euc_kr", range(0xB0, 0xC9), EUC_TRAIL),
    "Vertical and compatibility forms": block(0xFE10, 0xFE1F) | block(0xFE30, 0xFE4F),
    "Halfwidth and fullwidth forms": block(0xFF00, 0xFFEF),
}


def text_points(paths: Iterable[Path]) -> set[int]:
    """The code points of the given text files (control characters left out)."""
    points: set[int] = set()
    for path in paths:
        points.update(
            ord(c) for c in path.read_text(encoding="utf-8") if unicodedata.category(c) != "Cc"
        )
    return points


def source_dir(given: Path | None, scratch: Path) -> Path:
    """The folder holding NotoSansCJK-*.ttc: given, installed, or downloaded from Debian."""
    if given is not None:
        return given
    if (SYSTEM_DIR / "NotoSansCJK-Regular.ttc").exists():
        return SYSTEM_DIR
    subprocess.run(["apt-get", "download", DEBIAN_PACKAGE], cwd=scratch, check=True)
    deb = next(scratch.glob(f"{DEBIAN_PACKAGE}_*.deb"))
    subprocess.run(["dpkg-deb", "-x", str(deb), str(scratch / "x")], check=True)
    return scratch / "x" / SYSTEM_DIR.relative_to("/")


def tc_face(collection: Path) -> TTFont:
    """The Traditional Chinese face of a Noto Sans CJK collection."""
    for face in TTCollection(str(collection), lazy=True).fonts:
        if face["name"].getDebugName(1) == FAMILY:
            return face
    raise SystemExit(f"no {FAMILY} face in {collection}")


def build(face: TTFont, points: set[int], out: Path) -> int:
    """Subset `face` to `points` into `out`; the number of glyphs kept."""
    options = subset.Options()
    options.layout_features = []
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True  # games/common/fonts.py tells coverage by the .notdef glyph
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=points)
    subsetter.subset(face)
    face.recalcTimestamp = False
    face.save(str(out))
    return len(face.getGlyphOrder())


def licence_text(face: TTFont, debian_copyright: Path | None) -> Iterator[str]:
    """The licence file: the font's copyright line, then the OFL 1.1 text."""
    yield face["name"].getDebugName(0) or ""
    yield ""
    yield "This Font Software is licensed under the SIL Open Font License, Version 1.1."
    yield f"The files here are subsets of {FAMILY} built by assets/fonts/build_subset.py."
    yield RESERVED_NAME
    yield ""
    if debian_copyright is None or not debian_copyright.exists():
        yield "Full text: https://openfontlicense.org/open-font-license-official-text/"
        return
    lines = debian_copyright.read_text(encoding="utf-8").splitlines()
    start = max(i for i, line in enumerate(lines) if line == "License: SIL-1.1")
    for line in lines[start + 1 :]:
        if line and not line.startswith(" "):
            break
        yield "" if line.strip() == "." else line[1:]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, help="folder with NotoSansCJK-{Regular,Bold}.ttc")
    parser.add_argument("--text", type=Path, nargs="*", default=[], help="more text files to cover")
    args = parser.parse_args()
    points = set().union(*CHARSET_PARTS.values())
    catalogues = [*(ROOT / "locales").rglob("*.toml"), *ROOT.glob("games/*/locales/*/*.toml")]
    locales = [p for p in sorted(catalogues) if p.name not in NOT_DRAWN]
    points |= text_points([*locales, *args.text])
    with tempfile.TemporaryDirectory() as scratch:
        folder = source_dir(args.source, Path(scratch))
        for weight in WEIGHTS:
            collection = folder / f"NotoSansCJK-{weight}.ttc"
            out = HERE / OUTPUT.format(weight=weight)
            glyphs = build(tc_face(collection), points, out)
            print(
                f"{out.name}: {len(points)} code points, {glyphs} glyphs,"
                f" {out.stat().st_size:,} bytes (source {collection.stat().st_size:,} bytes)"
            )
        copyright_file = folder.parents[2] / "doc" / DEBIAN_PACKAGE / "copyright"
        LICENCE.write_text(
            "\n".join(licence_text(tc_face(collection), copyright_file)) + "\n", encoding="utf-8"
        )


if __name__ == "__main__":
    main()
