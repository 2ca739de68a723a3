"""A fourth game hosted beside the real catalogue: Sealed Bids (tests/fourth/engine/sealed/,
tests/fourth/games/sealed/), laid out as a real game's engine/<key>/ and games/<key>/ and
mounted in those packages' import paths for the length of a test, so that its code, imports
and catalogue line are a real game's. `GAMES` is the production registry plus its one line.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import engine
import games
from locales import words

HERE = Path(__file__).parent
KEY = "sealed"
GAMES = (*games.GAMES, KEY)  # the one line a fourth game costs


@contextmanager
def mounted() -> Iterator[None]:
    """Sealed Bids' folders in the `engine` and `games` packages, `games.GAMES` with its line,
    the catalogues read again (with its words); all as before afterwards."""
    paths = [(engine.__path__, str(HERE / "engine")), (games.__path__, str(HERE / "games"))]
    registry = games.GAMES
    for path, folder in paths:
        path.append(folder)
    games.GAMES = GAMES
    _forget_words()
    try:
        yield
    finally:
        games.GAMES = registry
        for path, folder in paths:
            path.remove(folder)
        for name in [
            n for n in sys.modules if n.split(".")[:2] in (["engine", KEY], ["games", KEY])
        ]:
            del sys.modules[name]
        _forget_words()


def _forget_words() -> None:
    words.words_for.cache_clear()
    words.verified.cache_clear()
