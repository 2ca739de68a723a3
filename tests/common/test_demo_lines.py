"""No line of a demo's pictures splits a glossary term, a room's name or a player's name: every
game's demo (zh-TW and English, seed 3), its text as the pictures' one text module laid it out
(`games.common.textfit.recording`). The words are found here from the data, not from the code
that keeps them: the glossary (`locales/glossary.toml`), the catalogue's room names and the
seats' names. A term of Latin words only may break between its words, as English lines do."""

from __future__ import annotations

import re

import pytest

from bot.tools.demo import play_demo, seated
from bot.workers import picture
from games import GAMES, rules
from games.common import textfit
from games.common.fonts import width
from locales.words import LANGUAGES, glossary, words_for

HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
ROOMS = "castles.room."


@pytest.fixture(autouse=True)
def pictures_in_this_process(monkeypatch):
    monkeypatch.setattr(picture, "PROCESSES", 0)


def terms(language: str) -> set[str]:
    words = words_for(language)
    found = {word for term in glossary().values() for word in term.values()}
    found |= {text for key, text in words.entries.items() if key.startswith(ROOMS)}
    return {word for word in found if isinstance(word, str) and HAN.search(word)}


def breaks(wrapped: textfit.Wrapped) -> list[int]:
    """Where in the text each line after the first starts."""
    at, starts = 0, []
    for line in wrapped.lines:
        found = wrapped.text.find(line, at) if line else at
        assert found >= 0, (line, wrapped.text)
        starts.append(found)
        at = found + len(line)
    return starts[1:]


def split_words(wrapped: textfit.Wrapped, kept: set[str]) -> list[tuple[str, tuple[str, ...]]]:
    """The kept words a break falls inside of (a word wider than a line alone excepted)."""
    out = []
    lowered = wrapped.text.lower()
    for word in kept:
        fits = width(word, wrapped.size, wrapped.fonts) <= wrapped.max_width
        for match in re.finditer(re.escape(word.lower()), lowered):
            if fits and any(match.start() < b < match.end() for b in breaks(wrapped)):
                out.append((word, wrapped.lines))
    return out


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
async def test_no_line_of_a_demo_picture_splits_a_term_a_room_or_a_name(tmp_path, game, language):
    played = rules(game)
    with textfit.recording() as wraps:
        finished, transcript = await play_demo(
            tmp_path, rules=played, language=language, players=seated(played, None), seed=3
        )
    assert transcript.pictures and len(wraps) > 10
    kept = terms(language) | {seat.name for seat in finished.seats}
    assert [hit for wrapped in wraps for hit in split_words(wrapped, kept)] == []
    assert any(len(wrapped.lines) > 1 for wrapped in wraps)
