"""Tic-tac-toe: a second game behind the bot's seam (`bot.game.protocol.GameRules`), small,
typed and pure, so the bot tests can play it exactly as they play Round House.

Two seats; the seed picks who starts (and plays X). A turn has two decisions, so that undo has
something to take back: mark a free square (`a1`…`c3`: column a–c, row 1–3), then end the turn
(`done`) or undo the mark. Three in a row, column or diagonal wins; a full board is a draw (a
shared victory). The pictures are tiny PNGs drawn with Pillow.
"""

from __future__ import annotations

import copy
import io
import json
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field

from PIL import Image, ImageDraw

from bot.game.capabilities import (
    ComputerPlayers,
    Copies,
    EndTurn,
    Pictures,
    RulesTopics,
    SeatNames,
    Undo,
)
from bot.game.protocol import (
    UNDO,
    GameInfo,
    GameRules,
    Level,
    Move,
    MoveRefused,
    Outcome,
    Picture,
    RulesHelp,
    Score,
    SeatSummary,
    Speaking,
    Telling,
    Topic,
    UnreadableState,
)

SQUARES = tuple(f"{col}{row}" for row in "123" for col in "abc")  # a1 b1 c1 a2 … c3
LINES = (
    (0, 1, 2), (3, 4, 5), (6, 7, 8),  # rows
    (0, 3, 6), (1, 4, 7), (2, 5, 8),  # columns
    (0, 4, 8), (2, 4, 6),  # diagonals
)  # fmt: skip
DONE = "done"
CELL = 32  # pixels per square in the picture
TOPICS = (
    Topic(
        "turn",
        "Your turn",
        "Mark a free square, then end your turn; until you end it, **Undo** takes the mark back.",
        ("move", "square", "mark"),
    ),
    Topic(
        "winning",
        "Winning",
        "Three of your marks in a row, a column or a diagonal win. A full board without one is "
        "a draw: both players share the victory.",
        ("win", "draw", "line", "end"),
    ),
)


@dataclass
class TicTacToeState:
    names: list[str]
    seed: int
    board: list[str] = field(default_factory=lambda: [""] * 9)  # "", "X" or "O"
    first: int = 0  # the seat that plays X
    seat: int = 0  # the seat deciding now
    turn: int = 1
    placed: int | None = None  # the square marked this turn, not yet confirmed
    over: bool = False


def mark_of(state: TicTacToeState, seat: int) -> str:
    return "X" if seat == state.first else "O"


def lines_of(board: Sequence[str], mark: str) -> int:
    return sum(all(board[i] == mark for i in line) for line in LINES)


def check(state: TicTacToeState) -> None:
    """UnreadableState unless `state` could come from play."""
    if len(state.names) != 2 or len(state.board) != 9 or {*state.board} - {"", "X", "O"}:
        raise UnreadableState("not a tic-tac-toe board for two")
    if state.first not in (0, 1) or state.seat not in (0, 1):
        raise UnreadableState("no such seat")
    if state.placed is not None and not (0 <= state.placed < 9 and state.board[state.placed]):
        raise UnreadableState("the pending mark is not on the board")


class TicTacToeCore(Speaking, Telling[TicTacToeState]):
    """The core `GameRules` of tic-tac-toe, no capability (`bot.game.capabilities`) besides:
    `TicTacToe` adds them, `tests/support/bare.py` plays without."""

    info = GameInfo("tictactoe", "Tic-tac-toe", 2, 2)  # no variants; nothing is hidden

    # -- setup and saving --------------------------------------------------------------------

    def setup(
        self, names: Sequence[str], seed: int, options: Mapping[str, bool] | None = None
    ) -> TicTacToeState:
        if options:
            raise ValueError(f"Tic-tac-toe has no options ({', '.join(options)}).")
        if len(names) != 2:
            raise ValueError(f"Tic-tac-toe is for 2 players, not {len(names)}.")
        first = seed % 2
        return TicTacToeState(list(names), seed, first=first, seat=first)

    def setup_json(self, state: TicTacToeState) -> str:
        return json.dumps({"names": state.names, "seed": state.seed})

    def replay(self, setup_json: str, codes: Sequence[str]) -> TicTacToeState:
        setup = json.loads(setup_json)
        state = self.setup(setup["names"], setup["seed"])
        for code in codes:
            self.apply(state, code)
        return state

    def to_json(self, state: TicTacToeState) -> str:
        return json.dumps(asdict(state))

    def from_json(self, text: str) -> TicTacToeState:
        try:
            state = TicTacToeState(**json.loads(text))
            check(state)
        except (ValueError, TypeError) as exc:  # UnreadableState is neither
            raise UnreadableState(f"not a saved tic-tac-toe game: {exc}") from exc
        return state

    # -- play ----------------------------------------------------------------------------------

    def deciders(self, state: TicTacToeState) -> tuple[int, ...]:
        return () if state.over else (state.seat,)

    def view(self, state: TicTacToeState, seat: int | None) -> TicTacToeState:
        return state  # nothing is hidden

    def turn_key(self, state: TicTacToeState) -> str:
        return f"{state.seat}.{state.turn}"

    def legal_moves(self, state: TicTacToeState, seat: int | None = None) -> list[Move]:
        if state.over or seat not in (None, state.seat):
            return []
        if state.placed is not None:
            return [Move(DONE, f"End my turn ({SQUARES[state.placed]})"), Move(UNDO, "Undo")]
        return [Move(SQUARES[i], f"Mark {SQUARES[i]}") for i in range(9) if not state.board[i]]

    def apply(self, state: TicTacToeState, code: str, seat: int | None = None) -> str:
        if code not in {m.code for m in self.legal_moves(state, seat)}:
            raise MoveRefused(f"{code!r} is not a move now: {self.prompt(state)}")
        who, mark = state.names[state.seat], mark_of(state, state.seat)
        if code == UNDO:
            assert state.placed is not None
            square, state.board[state.placed], state.placed = SQUARES[state.placed], "", None
            return f"{who} took back the {mark} on {square}."
        if code != DONE:
            state.placed = SQUARES.index(code)
            state.board[state.placed] = mark
            return f"{who} marked {code} with {mark}."
        state.placed = None
        if lines_of(state.board, mark) or all(state.board):
            state.over = True
            return f"{who} ended the game."
        state.seat, state.turn = 1 - state.seat, state.turn + 1
        return f"{who} ended their turn."

    # -- what players read and see -----------------------------------------------------------

    def prompt(self, state: TicTacToeState) -> str:
        if state.over:
            return "The game is over."
        mark = mark_of(state, state.seat)
        if state.placed is not None:
            return f"End your turn with {mark} on {SQUARES[state.placed]}, or undo it."
        return f"Mark a free square with {mark}."

    def situation(self, state: TicTacToeState, seat: int) -> str:
        return f"You play {mark_of(state, seat)}."

    def progress(self, state: TicTacToeState) -> str:
        return f"Turn {state.turn} of at most 9"

    def notice(self, state: TicTacToeState, reader: int | None = None) -> str | None:
        if state.over or sum(not cell for cell in state.board) != 1 or state.placed is not None:
            return None
        last = "This is your last chance." if reader == state.seat else ""
        return f"One square is left. {last}".strip()

    def summaries(self, state: TicTacToeState, viewer: int | None) -> list[SeatSummary]:
        out = []
        for seat in (0, 1):
            mark = mark_of(state, seat)
            out.append(SeatSummary(mark, f"{state.board.count(mark)} marks on the board"))
        return out

    # -- the outcome ---------------------------------------------------------------------------

    def outcome(self, state: TicTacToeState) -> Outcome:
        """The lines each seat made (`seat_scores`); the most win, a draw is shared."""
        scores = self.seat_scores(state)
        totals = [score.total for score in scores]
        return Outcome(tuple(scores), tuple(s for s in (0, 1) if totals[s] == max(totals)))

    def seat_scores(self, state: TicTacToeState) -> list[Score]:
        counts = [lines_of(state.board, mark_of(state, seat)) for seat in (0, 1)]
        return [Score(n, (("lines", n),)) for n in counts]


class TicTacToe(
    TicTacToeCore,
    Pictures[TicTacToeState],
    EndTurn[TicTacToeState],
    Undo[TicTacToeState],
    ComputerPlayers[TicTacToeState],
    Copies[TicTacToeState],
    RulesTopics,
    SeatNames,
):
    """Tic-tac-toe with its pictures, End turn, Undo, a computer player, a copy of its own,
    rules topics and its setups' seat names (no seat picture, no score chart, no decision
    picture)."""

    # One computer level: a lobby adds a computer player without asking which.
    levels: tuple[Level, ...] = (Level("normal", "Normal", "wins, blocks, else takes the centre"),)
    default_level = "normal"

    def copy(self, state: TicTacToeState) -> TicTacToeState:
        return copy.deepcopy(state)

    def rules_help(self) -> RulesHelp:
        return RulesHelp(TOPICS)

    def seat_names(self, setup_json: str) -> list[str]:
        return list(json.loads(setup_json)["names"])

    def can_undo(self, state: TicTacToeState) -> bool:
        return not state.over and state.placed is not None

    def undo_note(self, state: TicTacToeState) -> str | None:
        if state.over:
            return "The game is over."
        return None if state.placed is not None else "Nothing to undo yet: mark a square first."

    def ending_move(self, state: TicTacToeState) -> str | None:
        return DONE if state.placed is not None and not state.over else None

    def computer_move(
        self,
        state: TicTacToeState,
        version: int,
        level: str | None = None,
        seed: int | None = None,
        seat: int | None = None,
    ) -> str:
        """End the turn once marked; else win, else block, else the centre, else the first
        free square counted from a place that the seed (the game's own, else the setup's) and
        the version pick."""
        if level not in (None, "normal"):
            raise ValueError(f"Tic-tac-toe has no computer level {level!r}.")
        if state.placed is not None:
            return DONE
        free = [i for i in range(9) if not state.board[i]]
        for mark in (mark_of(state, state.seat), mark_of(state, 1 - state.seat)):
            for i in free:
                if lines_of([*state.board[:i], mark, *state.board[i + 1 :]], mark):
                    return SQUARES[i]
        if 4 in free:
            return SQUARES[4]
        start = ((state.seed if seed is None else seed) + version) % len(free)
        return SQUARES[free[start]]

    def picture(self, state: TicTacToeState, events: Sequence[str]) -> Picture:
        image = Image.new("RGB", (3 * CELL, 3 * CELL), "white")
        pen = ImageDraw.Draw(image)
        for k in (1, 2):
            pen.line([(k * CELL, 0), (k * CELL, 3 * CELL)], fill="black", width=2)
            pen.line([(0, k * CELL), (3 * CELL, k * CELL)], fill="black", width=2)
        for i, mark in enumerate(state.board):
            x, y, m = (i % 3) * CELL, (i // 3) * CELL, CELL // 5
            if mark == "X":
                pen.line([(x + m, y + m), (x + CELL - m, y + CELL - m)], fill="navy", width=3)
                pen.line([(x + m, y + CELL - m), (x + CELL - m, y + m)], fill="navy", width=3)
            elif mark == "O":
                pen.ellipse([(x + m, y + m), (x + CELL - m, y + CELL - m)], outline="red", width=3)
        out = io.BytesIO()
        image.save(out, format="PNG")
        return Picture(out.getvalue(), alt_text(state, events))

    def turn_picture(self, state: TicTacToeState, events: Sequence[str]) -> Picture:
        return self.picture(state, events)  # three by three squares read well on a phone


def alt_text(state: TicTacToeState, events: Sequence[str]) -> str:
    """Where the marks are, whose turn it is, and what just happened."""
    parts = ["Tic-tac-toe board."]
    for mark in ("X", "O"):
        squares = [SQUARES[i] for i, cell in enumerate(state.board) if cell == mark]
        parts.append(f"{mark} on {', '.join(squares) or 'no square'}.")
    if not state.over:
        parts.append(f"{state.names[state.seat]} ({mark_of(state, state.seat)}) to play.")
    return " ".join([*parts, *events])


TIC_TAC_TOE: GameRules[TicTacToeState] = TicTacToe()  # mypy checks the protocol here
