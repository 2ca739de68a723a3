"""Issue 30: a decision with exactly one option plays itself and the panel says so; Undo takes
it back together with the choice that led to it (simcord, Round House against a computer)."""

from __future__ import annotations

from typing import Any

from tests.support.text import plain

ONLY = "Only one choice: "


async def until_forced(table: Any, game_id: int) -> tuple[Any, Any, list[str], str]:
    """ann clicks each panel's last option until a click's answer says a one-option decision
    was played for her: (the panel before that click, its answer, the options before, the
    game's state as it was before the click)."""
    panel = None
    for _ in range(400):
        game = await table.game(game_id)
        assert game.status == "playing", "no decision with one option in the whole game"
        opened = await table.panel_at_her_turn(game, panel)
        if opened is None or (opened is not panel and ONLY in plain(opened.content)):
            panel = None  # a computer's turn, or played on opening: not after a choice
            continue
        panel = opened
        options, before = table.options(panel), game.rules.to_json(game.state)
        answer = (await table.ann.click(panel, label=options[-1])).response
        if ONLY in plain(answer.content) and (await table.game(game_id)).current_seat() == 0:
            return panel, answer, options, before
        panel = answer
    raise AssertionError("no decision with one option followed a choice")


async def test_a_one_option_decision_plays_itself_and_undo_takes_it_back_with_its_cause(table):
    game_id = await table.start(computers=1)
    _, answer, options, before = await until_forced(table, game_id)
    text = plain(answer.content)
    assert "(played for you)" in text.split(ONLY, 1)[1].split("\n", 1)[0]
    moves = await table.service.store.moves(game_id)
    assert moves[-1].user_id == table.ann.id  # saved as her move, in the log like any other

    undone = (await table.ann.click(answer, label="Undo")).response
    game = await table.game(game_id)
    assert game.rules.to_json(game.state) == before  # the forced move and the choice, both
    assert table.options(undone) == options
    assert [m.code for m in (await table.service.store.moves(game_id))[-2:]] == ["undo", "undo"]
