"""Message building without Discord: panels, posts and texts."""

from __future__ import annotations

import engine.roundhouse as rh_engine
from bot.game.model import Game
from bot.game.protocol import Picture
from bot.posts import answers, messages
from bot.posts.fitting import fit_lines
from bot.storage.records import GameRow, SeatRow
from games.roundhouse import ROUND_HOUSE
from games.roundhouse.pictures.samples import played_state
from tests.support.text import plain


def game_of(state, *, status="playing", version=3) -> Game:
    row = GameRow(7, 1, 2, 100, status, None, None, version, None, "t", "t")
    seats = [SeatRow(100 + i, p.name, False) for i, p in enumerate(state.players)]
    return Game(row, seats, state, rules=ROUND_HOUSE)


def test_repeated_labels_read_apart(monkeypatch):
    state = rh_engine.new_game(["Ann", "Bo"], 1)
    moves = [rh_engine.Move("a.1", "Take the Gold"), rh_engine.Move("a.2", "Take the Gold")]
    monkeypatch.setattr(rh_engine, "legal_moves", lambda words, s: moves)
    out = messages.panel(game_of(state), state.turn.seat)
    assert [b.label for b in out.buttons][:2] == ["Take the Gold", "Take the Gold (2)"]
    assert [b.custom_id for b in out.buttons][:2] == ["rh:m:7:3:a.1", "rh:m:7:3:a.2"]


def test_more_than_twenty_options_become_a_select(monkeypatch):
    state = rh_engine.new_game(["Ann", "Bo"], 1)
    moves = [rh_engine.Move(f"c.{i}", f"Option {i}") for i in range(25)]
    monkeypatch.setattr(rh_engine, "legal_moves", lambda words, s: moves)
    out = messages.panel(game_of(state), state.turn.seat)
    assert out.select is not None and len(out.select.options) == 25
    assert out.select.custom_id == "rh:s:7:3"
    assert [b.label for b in out.buttons] == ["Undo", "Show board", "My board"]


def test_panel_for_someone_else_has_no_options():
    state = rh_engine.new_game(["Ann", "Bo"], 1)
    other = 1 - state.turn.seat
    out = messages.panel(game_of(state), other, note="⚠️ This panel is from move 1.")
    assert out.content.startswith("⚠️ This panel is from move 1.")
    assert f"It is {state.players[state.turn.seat].name}'s turn" in plain(out.content)
    assert [b.label for b in out.buttons] == ["Show board", "My board"]


def test_turn_post_mentions_only_the_current_player():
    state = rh_engine.new_game(["Ann", "Bo"], 1)
    game = game_of(state)
    out = messages.turn_post(game, ["Ann: did a thing"], None)
    user = 100 + state.turn.seat
    assert out.content.startswith(f"<@{user}>, it's your turn")
    assert out.mentions == [user]
    assert out.embed.description == "• Ann: did a thing"
    assert [b.custom_id for b in out.buttons] == ["rh:t:7:3", "rh:b:7"]  # Take my turn, Show board


def test_full_lobby_disables_join():
    state = rh_engine.new_game(["A", "B", "C", "D", "E"], 1)
    game = game_of(state, status="lobby")
    labels = {b.label: b.disabled for b in messages.lobby(game).buttons}
    assert labels == {"Join": True, "Leave": False, "Add computer player": True, "Start": False}


# -- the round and the end of the game, in the turn post and /roundhouse status ---------------

END = "The round marker reached the amulet"


def first_final_turn(s) -> bool:
    return s.end_trigger is not None and not s.over and s.turn.seat != s.end_trigger


def past_the_end(s) -> bool:
    return s.board.round > s.board.end_space and not s.over


def test_turn_post_before_the_end_shows_the_round_only():
    state = rh_engine.new_game(["Ann", "Bo", "Cy"], 1)
    state.board.round = 5
    out = messages.turn_post(game_of(state), ["Ann: did a thing"], None)
    assert out.embed.footer.text == f"Round 5 of 8 · turn {state.turn.number}"
    assert END not in out.content and "move" not in str(out.embed.to_dict())


def test_turn_post_after_the_trigger_says_every_other_player_has_one_more_turn():
    state = played_state(3, first_final_turn)
    name = state.players[state.end_trigger].name
    out = messages.turn_post(game_of(state), ["x: worshipped"], None)
    assert out.embed.footer.text == f"Round 8 of 8 · final turns: 2 left · turn {state.turn.number}"
    first, second = plain(out.content).split("\n")
    assert first == f"{END} ({name} took it): every other player has one more turn."
    assert second.startswith(f"<@{100 + state.turn.seat}>, it's your turn")


def test_turn_post_with_the_marker_past_the_end_never_shows_a_higher_round():
    state = played_state(3, past_the_end)
    out = messages.turn_post(game_of(state), [], None)
    assert out.embed.footer.text.startswith("Round 8 of 8 · final turns: ")
    assert "9 of 8" not in out.embed.footer.text


def test_status_shows_the_round_then_the_final_turns():
    state = rh_engine.new_game(["Ann", "Bo", "Cy"], 1)
    state.board.round = 2
    out = answers.status(game_of(state))
    assert out.embed.footer.text == "Round 2 of 8 · turn 1"
    assert END not in out.embed.description

    state = played_state(3, past_the_end)
    out = answers.status(game_of(state, version=40))
    left = state.final_turns
    assert out.embed.footer.text == (
        f"Round 8 of 8 · final turns: {left} left · turn {state.turn.number}"
    )
    assert out.embed.description.startswith(f"{END} (")
    assert "to play:" in out.embed.description


def test_panel_offers_my_board_and_the_answer_shows_the_seats_picture():
    state = rh_engine.new_game(["Ann", "Bo"], 1)
    game = game_of(state)
    out = messages.panel(game, state.turn.seat)
    assert {b.label: b.custom_id for b in out.buttons}["My board"] == "rh:p:7"
    assert messages.panel(game, None).buttons[-1].label == "Show board"  # no seat, no board
    picture = Picture(b"png", "alt", "me-7-3.png")
    answer = answers.my_board_message(game, picture)
    assert answer.picture is picture and answer.embed.image.url is None
    assert " — My board, Round 0 of 7 · turn 1" in plain(answer.embed.title)


def test_a_lobby_without_choices_has_no_menu():
    """Tic-tac-toe has one table size and no variant; without pacing (the demo) nothing is left
    to choose, and Discord refuses an empty menu."""
    from tests.support.tictactoe import TIC_TAC_TOE

    row = GameRow(7, 1, 2, 100, "lobby", None, None, 0, None, "t", "t")
    game = Game(row, [SeatRow(100, "Ann", False)], None, rules=TIC_TAC_TOE)
    assert messages.lobby(game).select is None
    paced = messages.lobby(game, deadline_hours=None, idle_hours=12).select
    assert paced is not None
    assert [value for _, value in paced.options][:2] == ["deadline:off", "deadline:24"]


def test_the_log_shows_the_last_moves_under_their_own_turn_numbers():
    """`log` keeps the last `last` moves; a turn cut by that limit keeps its own number."""
    from bot.storage.records import MoveRow
    from tests.support.tictactoe import TIC_TAC_TOE

    row = GameRow(7, 1, 2, 100, "playing", None, None, 0, None, "t", "t")
    game = Game(row, [SeatRow(100, "Ann", False), SeatRow(200, "Bo", False)], None,
                rules=TIC_TAC_TOE)  # fmt: skip
    turns = ["a", "a", "b", "b", "b", "c"]
    log = [MoveRow(i, i % 2, None, "x", f"move {i}", t, "") for i, t in enumerate(turns, 1)]
    text = plain(answers.log(game, log, last=3).content)
    assert "**Turn 1**" not in text and "move 3" not in text
    assert "**Turn 2** · Bo\n• move 4\n• move 5\n**Turn 3** · Ann\n• move 6" in text


# -- a turn's lines past the post's room ------------------------------------------------------


def test_a_turn_too_long_for_its_post_loses_its_oldest_lines_and_says_so():
    """The newest lines (the decisive last one) stay, the oldest make way for a line saying how
    many were left out and where to read them, in the game's words; the lines keep within an
    embed description."""
    state = rh_engine.new_game(["Ann", "Bo"], 1)
    lines = [f"Ann took coin {i} and thought about it for a while." for i in range(120)]
    lines.append("Ann revealed everything.")
    english = messages.turn_post(game_of(state), lines, None).embed.description
    assert len(english) <= 3500 and english.endswith("• Ann revealed everything.")
    note, *kept = english.split("\n")
    left = len(lines) - len(kept)
    assert note == (
        f"… {left} earlier lines of this turn are left out here: `/roundhouse log` lists the moves."
    )
    assert kept == [f"• {line}" for line in lines[left:]] and left > 50

    chinese = messages.turn_post(game_of(state).speaking("zh-TW"), lines, None).embed.description
    note = chinese.split("\n")[0]
    assert note.startswith("…本行動回合較早的") and "`/桌遊 紀錄`" in note
    assert chinese.endswith("• Ann revealed everything.")


def test_fitted_lines_keep_their_header_and_the_newest_line_even_when_it_alone_is_too_long():
    def left_out(count: int) -> str:
        return f"({count} left out)"

    lines = ["a" * 40, "b" * 40, "c" * 40]
    assert fit_lines(lines, 200, left_out, head=["Turn 3"]) == "\n".join(["Turn 3", *lines])
    assert fit_lines(lines, 100, left_out, head=["Turn 3"]) == "\n".join(
        ["Turn 3", "(2 left out)", "c" * 40]
    )
    squeezed = fit_lines(["a", "x" * 500], 60, left_out, head=["Turn 3"])
    head, note, last = squeezed.split("\n")
    assert (head, note) == ("Turn 3", "(1 left out)") and last.startswith("xxx")
    assert len(squeezed) <= 60 and last.endswith("…")
