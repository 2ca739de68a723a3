"""`roundhouse render --game KEY`: one picture of a game, drawn by that game's own
games/<key>/render_cli.py (`configure(parser)`, `run(args)`; cli/main.py picks it by `--game`).
What every game's shares is here: `options` (--game, --seed, --language, -o/--output, --alt) and
`write` (the PNG to its file, and the line saying so), so every game takes the same flags."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import games
from locales.words import ENGLISH, LANGUAGES


def options(parser: argparse.ArgumentParser, output: str) -> None:
    """The options of every game's picture; `output`: the file it writes unless told."""
    registry = games.GAMES  # read now: a test may host one more game
    default = registry[0]
    parser.add_argument("--game", choices=registry, default=default, help=f"default: {default}")
    parser.add_argument("--seed", type=int, default=1, help="game seed (default 1)")
    parser.add_argument(
        "--language", choices=LANGUAGES, default=ENGLISH, help="the picture's language (default en)"
    )
    parser.add_argument("-o", "--output", type=Path, default=Path(output), help="PNG file")
    parser.add_argument("--alt", action="store_true", help="print the alt text too")


def refuse(message: str) -> int:
    """Say what is wrong with the command (stderr); exit status 2."""
    print(f"roundhouse render: {message}", file=sys.stderr)
    return 2


def write(args: argparse.Namespace, png: bytes, alt: str) -> int:
    """Write `png` to `--output`, say so, and print `alt` too under `--alt`; exit status."""
    try:
        args.output.write_bytes(png)
    except OSError as exc:
        return refuse(f"cannot write {args.output}: {exc.strerror or exc}")
    print(f"wrote {args.output} ({len(png)} bytes)")
    if args.alt:
        print(alt)
    return 0
