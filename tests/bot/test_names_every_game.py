"""Every game of the catalogue writes a name as the bot does (issue 28;
`locales.names.written`: Markdown escaped, isolated), in every text it gives through a whole
game, and the bot's messages show it so."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from bot.game.model import Game
from bot.game.protocol import Picture, whose_turn
from bot.pacing.results import chart_alt
from bot.posts import answers, messages
from bot.posts.messages import Outgoing
from bot.storage.records import GameRow, MoveRow, SeatRow, Status
from bot.workers.picture import named as named_picture
from games import catalogue
from locales.names import written
from tests.support.text import bare_names, outgoing_parts, texts_of

GAMES = catalogue()
NAMES = ["محمد", "**Zed** `Quill`"]  # right to left; Markdown that would make it bold and code
STEPS = 5000  # decisions a random game takes at most


def game_texts(rules: Any, state: Any) -> list[str]:
    """Every text the game gives about `state`: the prompt, what it explains, the clock, the
    notices, each seat's situation, summary and move labels, why Undo is off."""
    seats = range(len(NAMES))
    texts = [rules.prompt(state), rules.explain(state), rules.progress(state)]
    texts += [rules.notice(state, reader) or "" for reader in (None, *seats)]
    texts += [rules.situation(rules.view(state, seat), seat) for seat in seats]
    texts += [s.text for s in rules.summaries(state, None)]
    texts += [m.label for seat in seats for m in rules.legal_moves(state, seat)]
    return [*texts, rules.undo_note(state) or ""]


def bot_messages(game: Game, lines: list[str], log: list[MoveRow]) -> list[Outgoing]:
    """The messages the bot builds about the game now (`lines`: the last turn's)."""
    assert game.state is not None
    seats = range(len(game.seats))
    picture = named_picture(Picture(b"png", "\n".join(lines)), "board")
    if game.status == Status.FINISHED:
        return [messages.game_over_post(game, lines, picture), answers.status(game)]
    return [
        messages.turn_post(game, lines, picture),
        messages.turn_post(game, None, None),
        answers.status(game),
        answers.log(game, log),
        answers.board_message(game, picture),
        *(messages.panel(game, seat) for seat in seats),
        answers.my_board_message(game, picture),
    ]


@pytest.mark.parametrize("key", GAMES.keys())
def test_every_game_writes_every_name_as_every_message_does(key: str) -> None:
    """A whole game between `محمد` and `**Zed** `Quill``: every text the game gives, at every
    decision, and the bot's messages after every turn and at the end, write each name only as
    `locales.names.written` (escaped, isolated), and where Discord shows text as it is (the
    footer's clock, a button's label, alt texts) isolated as typed."""
    rules, rng = GAMES.rules(key), random.Random(3)
    state = rules.setup(NAMES, 3)
    row = GameRow(7, 1, 2, 100, Status.PLAYING, None, None, 3, None, "t", "t")
    seats = [SeatRow(100 + i, name, False, None) for i, name in enumerate(NAMES)]
    problems, lines, log = [], [], []
    for step in range(1, STEPS):
        texts = game_texts(rules, state)
        problems += bare_names((texts, []), NAMES)
        if whose_turn(rules, state) is None:
            break
        seat = rng.choice(rules.deciders(state))
        turn = rules.turn_key(state)
        code = rng.choice(rules.legal_moves(state, seat)).code
        lines.append(rules.apply(state, code, seat))
        log.append(MoveRow(step, seat, 100 + seat, code, lines[-1], turn, "t"))
        problems += bare_names(([lines[-1]], []), NAMES)
        if rules.turn_key(state) != turn and whose_turn(rules, state) is not None:
            for out in bot_messages(Game(row, seats, state, rules=rules), lines, log):
                problems += bare_names(texts_of(outgoing_parts(out)), NAMES)
            lines = []
    assert whose_turn(rules, state) is None, "the game did not end"
    final = Game(replace(row, status=Status.FINISHED), seats, state, rules=rules)
    for out in bot_messages(final, lines, log):
        problems += bare_names(texts_of(outgoing_parts(out)), NAMES)
    problems += bare_names(([], [chart_alt(final)]), NAMES)
    assert not problems, "\n".join(problems[:20])
    assert any(written(NAMES[1]) in move.line for move in log)  # names were said
