"""Secret tic-tac-toe: tic-tac-toe (`tests.support.tictactoe`) with a secret per seat and a
simultaneous secret choice, so the bot tests prove the platform's hidden information without a
real game.

The seed deals each seat a secret square (its "bonus square"), seen by that seat alone; a seat
whose own mark is on its bonus square at the end scores a point more. The game opens with both
seats calling 1, 2 or 3 at the same time, in secret (`c0-2`: seat 0 calls 2); a seat may call
again until the other has called, then both calls are revealed together and the higher one
plays X and starts (a tie: the seed's seat). The rest is tic-tac-toe. A finished game shows
everything (`reveals_at_end`). Its summaries, picture, alt text and clock (`progress`) tell
every secret of the state they are given: drawn from more than the public view, they leak.
"""

from __future__ import annotations

import io
import json
import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from PIL import Image, ImageDraw

from bot.game.capabilities import SeatPicture
from bot.game.protocol import (
    GameRules,
    Move,
    MoveRefused,
    Picture,
    Score,
    SeatSummary,
    UnreadableState,
    whose_turn,
)
from tests.support.tictactoe import (
    CELL,
    SQUARES,
    TicTacToe,
    TicTacToeState,
    alt_text,
    check,
    mark_of,
)

CALLS = (1, 2, 3)
HIDDEN = 0  # what a view shows for a secret square or a call it may not see
OPENING = "opening"
CALL = re.compile(r"^c([01])-([123])$")


@dataclass
class SecretState(TicTacToeState):
    secrets: list[int] = field(default_factory=lambda: [HIDDEN, HIDDEN])  # squares 1–9
    calls: list[int | None] = field(default_factory=lambda: [None, None])
    opening: bool = True  # the calls are not all made


def call_code(seat: int, call: int) -> str:
    return f"c{seat}-{call}"


class SecretTicTacToe(TicTacToe, SeatPicture[TicTacToeState]):
    """The `GameRules` of secret tic-tac-toe (with a seat picture: the seat's bonus square)."""

    info = replace(TicTacToe.info, key="secret_tictactoe", name="Secret tic-tac-toe")

    def setup(
        self, names: Sequence[str], seed: int, options: Mapping[str, bool] | None = None
    ) -> SecretState:
        base = super().setup(names, seed, options)
        secrets = self.deal(seed)
        return SecretState(base.names, seed, first=base.first, seat=base.seat, secrets=secrets)

    def deal(self, seed: int) -> list[int]:
        """Each seat's bonus square (1–9, two different ones), from the seed."""
        return random.Random(seed).sample(range(1, 10), 2)

    def from_json(self, text: str) -> SecretState:
        try:
            state = SecretState(**json.loads(text))
            check(state)
        except (ValueError, TypeError) as exc:  # UnreadableState is neither
            raise UnreadableState(f"not a saved secret tic-tac-toe game: {exc}") from exc
        return state

    # -- play ----------------------------------------------------------------------------------

    def deciders(self, state: TicTacToeState) -> tuple[int, ...]:
        s = secret(state)
        if s.opening:
            return tuple(seat for seat in (0, 1) if s.calls[seat] is None)
        return super().deciders(s)

    def turn_key(self, state: TicTacToeState) -> str:
        return OPENING if secret(state).opening else super().turn_key(state)

    def view(self, state: TicTacToeState, seat: int | None) -> SecretState:
        s = secret(state)  # the bot shows a finished game whole (`reveals_at_end`)
        out = secret(self.copy(s))
        out.secrets = [sq if i == seat else HIDDEN for i, sq in enumerate(s.secrets)]
        out.calls = [c if i == seat or c is None else HIDDEN for i, c in enumerate(s.calls)]
        return out

    def legal_moves(self, state: TicTacToeState, seat: int | None = None) -> list[Move]:
        s = secret(state)
        if not s.opening:
            return super().legal_moves(s, seat)
        if seat is None:
            seat = whose_turn(self, s)
        assert seat is not None
        return [Move(call_code(seat, c), f"Call {c}") for c in CALLS if s.calls[seat] != c]

    def can_undo(self, state: TicTacToeState) -> bool:
        return not secret(state).opening and super().can_undo(state)

    def undo_note(self, state: TicTacToeState) -> str | None:
        if secret(state).opening:
            return "Call again instead: a call can be changed until both are made."
        return super().undo_note(state)

    def apply(self, state: TicTacToeState, code: str, seat: int | None = None) -> str:
        s = secret(state)
        found = CALL.match(code)
        if not s.opening or found is None:
            if s.opening:
                raise MoveRefused(f"{code!r} is not a move now: {self.prompt(s)}")
            return super().apply(s, code, seat)
        caller, call = int(found[1]), int(found[2])
        if seat not in (None, caller) or call_code(caller, call) not in {
            m.code for m in self.legal_moves(s, caller)
        }:
            raise MoveRefused(f"{code!r} is not a move now: {self.prompt(s)}")
        s.calls[caller] = call
        line = f"{s.names[caller]} has chosen."
        if None in s.calls:
            return line
        return f"{line} {self._reveal(s)}"

    def _reveal(self, s: SecretState) -> str:
        """Both calls made: the higher plays X and starts."""
        a, b = s.calls
        assert a is not None and b is not None
        if a != b:
            s.first = 0 if a > b else 1
        s.seat, s.opening = s.first, False
        calls = " and ".join(f"{s.names[i]} called {c}" for i, c in enumerate(s.calls))
        return f"{calls}: {s.names[s.first]} plays X and starts."

    def computer_move(
        self,
        state: TicTacToeState,
        version: int,
        level: str | None = None,
        seed: int | None = None,
        seat: int | None = None,
    ) -> str:
        """At the opening one more than the other's call if it knows it, else a call drawn
        from the seed; then tic-tac-toe's, taking the other seat's bonus square (re-dealt from
        the squares it may be if hidden), else its own, before the centre."""
        s = secret(state)
        rng = random.Random((s.seed if seed is None else seed) * 1000 + version)
        me = whose_turn(self, s) if seat is None else seat
        assert me is not None
        if s.opening:  # outbid a call it knows of (none: its view hides it), else guess
            known = s.calls[1 - me]
            return call_code(me, min(3, known + 1) if known else rng.choice(CALLS))
        world = redeal(s, me, rng)
        plain = super().computer_move(world, version, level, seed)
        if plain in SQUARES and plain != SQUARES[4]:
            return plain  # a win, a block, or tic-tac-toe's own fallback
        for square in (world.secrets[1 - me], world.secrets[me]):
            if not world.board[square - 1] and world.placed is None:
                return SQUARES[square - 1]
        return plain

    # -- what players read and see -----------------------------------------------------------

    def prompt(self, state: TicTacToeState) -> str:
        if secret(state).opening:
            return "Call 1, 2 or 3 in secret: the higher call plays X and starts."
        return super().prompt(state)

    def progress(self, state: TicTacToeState) -> str:
        """The turn, and every bonus square the state given knows (the bot hands it the public
        view: none until the end)."""
        s = secret(state)
        squares = " and ".join(square_name(sq) for sq in s.secrets)
        return f"{super().progress(s)} · bonuses {squares}"

    def situation(self, state: TicTacToeState, seat: int) -> str:
        s = secret(state)
        own = f"Your bonus square: {SQUARES[s.secrets[seat] - 1]}."
        if s.opening:
            call = s.calls[seat]
            said = "" if call is None else f" You called {call}: you may change it."
            return own + said
        return f"{super().situation(s, seat)} {own}"

    def summaries(self, state: TicTacToeState, viewer: int | None) -> list[SeatSummary]:
        """What the state given holds, secrets too: the bot hands it the public view."""
        s = secret(state)
        if s.opening:
            return [SeatSummary("", said(c)) for c in s.calls]
        plain = super().summaries(s, viewer)
        return [
            SeatSummary(p.tag, f"{p.text} · bonus square {square_name(sq)}")
            for p, sq in zip(plain, s.secrets, strict=True)
        ]

    def picture(self, state: TicTacToeState, events: Sequence[str]) -> Picture:
        """The board with a dot on every bonus square the state given knows (the bot hands
        it the public view: none until the end)."""
        s = secret(state)
        image = Image.open(io.BytesIO(super().picture(s, events).png))
        pen = ImageDraw.Draw(image)
        for square in (sq for sq in s.secrets if sq != HIDDEN):
            x, y = ((square - 1) % 3) * CELL + CELL // 2, ((square - 1) // 3) * CELL + CELL // 2
            pen.ellipse([(x - 3, y - 3), (x + 3, y + 3)], fill="green")
        out = io.BytesIO()
        image.save(out, format="PNG")
        return Picture(out.getvalue(), secret_alt(s, events))

    def seat_picture_label(self) -> str:
        return "My board"

    def seat_picture(self, state: TicTacToeState, seat: int) -> Picture:
        """The board with the seat's bonus square marked (for that player only)."""
        s = secret(self.copy(state))
        square = s.secrets[seat] - 1
        if not s.board[square]:
            s.board[square] = mark_of(s, seat)  # drawn as if taken: where the bonus lies
        picture = TicTacToe.picture(self, s, [])
        return Picture(picture.png, f"Your bonus square is {SQUARES[square]}.", "mine.png")

    # -- scores ------------------------------------------------------------------------------

    def seat_scores(self, state: TicTacToeState) -> list[Score]:
        """The lines, and a point for the seat's bonus square if it holds its mark."""
        s = secret(state)
        out = []
        for seat, score in enumerate(super().seat_scores(s)):
            square = s.secrets[seat]
            bonus = int(square != HIDDEN and s.board[square - 1] == mark_of(s, seat))
            out.append(Score(score.total + bonus, (*score.categories, ("bonus", bonus))))
        return out


def secret(state: TicTacToeState) -> SecretState:
    assert isinstance(state, SecretState), "not a secret tic-tac-toe state"
    return state


def redeal(state: SecretState, seat: int, rng: random.Random) -> SecretState:
    """`state` with the other seat's bonus square, if hidden, drawn from the squares it may be
    (given the full state, it would play on what it should not know)."""
    world = secret(SecretTicTacToe().copy(state))
    if world.secrets[1 - seat] == HIDDEN:
        unseen = [sq for sq in range(1, 10) if sq != state.secrets[seat]]
        world.secrets[1 - seat] = rng.choice(unseen)
    return world


def said(call: int | None) -> str:
    """A seat's opening call as the state given knows it."""
    if call is None:
        return "is choosing"
    return "has chosen" if call == HIDDEN else f"called {call}"


def square_name(square: int) -> str:
    return "hidden" if square == HIDDEN else SQUARES[square - 1]


def secret_alt(state: SecretState, events: Sequence[str]) -> str:
    """The alt text, with everything the state given knows: the calls, the bonus squares."""
    pairs = list(zip(state.names, state.calls, state.secrets, strict=True))
    bonus = ", ".join(f"{name}'s {square_name(sq)}" for name, _, sq in pairs)
    if state.opening:
        calls = [f"{name} {said(call)}." for name, call, _ in pairs]
        text = " ".join(["Secret tic-tac-toe: the opening calls.", *calls])
    else:
        text = alt_text(state, [])
    return " ".join([text, f"Bonus squares: {bonus}.", *events])


SECRET_TIC_TAC_TOE: GameRules[TicTacToeState] = SecretTicTacToe()  # mypy checks the protocol
