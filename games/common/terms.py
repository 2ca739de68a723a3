"""The words a picture never splits across lines (`games.common.textfit.kept`), all from data:
the glossary's terms (`locales/glossary.toml`), the catalogue's texts under some keys (a game's
room names) and the players' names as drawn. A term of Latin words only may break between its
words, as English lines do; a player's name never."""

from __future__ import annotations

from collections.abc import Iterable

from games.common.graphemes import is_cjk
from locales.words import Words, glossary


def unsplit(words: Words, names: Iterable[str] = (), prefixes: tuple[str, ...] = ()) -> set[str]:
    """The glossary's words (in every language: a text may fall back to English), the texts
    of `words`' keys that start with one of `prefixes` ("castles.room.") and `names`."""
    found = {word for term in glossary().values() for word in term.values()}
    if prefixes:
        found |= {
            text
            for key, text in words.entries.items()
            if key.startswith(prefixes) and isinstance(text, str) and "{" not in text
        }
    return {word for word in found if any(map(is_cjk, word))} | {name for name in names if name}
