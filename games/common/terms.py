"""The words a picture never splits across lines (`games.common.textfit.kept`), all from data:
the glossary's terms (`locales/glossary.toml`), the catalogue's texts under some keys (a game's
room names) and the players' names as drawn. A term of Latin words only may break between its
words, as English lines do; a player's name never."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache, wraps
from typing import Any, TypeVar, cast

from games.common import textfit
from games.common.graphemes import is_cjk
from locales.words import Words, glossary, words_for

F = TypeVar("F", bound=Callable[..., Any])


def unsplit(words: Words, names: Iterable[str] = (), prefixes: tuple[str, ...] = ()) -> set[str]:
    """The glossary's words (in every language: a text may fall back to English), the texts
    of the keys of `words`' language that start with one of `prefixes` (a game's room names)
    and `names`."""
    return set(_from_data(words.language, prefixes)) | {name for name in names if name}


@cache
def _from_data(language: str, prefixes: tuple[str, ...]) -> frozenset[str]:
    """unsplit's words from the glossary and the shipped catalogue, read once a language."""
    found = {word for term in glossary().values() for word in term.values()}
    if prefixes:
        found |= {
            text
            for key, text in words_for(language).entries.items()
            if key.startswith(prefixes) and isinstance(text, str) and "{" not in text
        }
    return frozenset(word for word in found if any(map(is_cjk, word)))


def keeping(kept_of: Callable[..., Iterable[str]]) -> Callable[[F], F]:
    """A picture function whose lines keep `kept_of(*its arguments)` whole, in every wrap it
    makes (`games.common.textfit.kept`)."""

    def decorate(function: F) -> F:
        @wraps(function)
        def kept_whole(*args: Any, **kwargs: Any) -> Any:
            with textfit.kept(kept_of(*args, **kwargs)):
                return function(*args, **kwargs)

        return cast(F, kept_whole)

    return decorate
