"""What a game may do beyond the core protocol (`bot.game.protocol.GameRules`): a capability
is a protocol of its own, which a game declares by deriving its rules class from it (so mypy
checks the methods against it) and implements whole. A game that cannot draw a picture, take
a decision back or field a computer player does not say so with a None: it leaves the protocol
out, and the bot offers nothing of it (no Undo button, no Add computer player, a turn post
without a picture).

`capabilities(rules)` finds the capabilities a game's rules class derives from, once per
class (the catalogue asks at start, `bot.game.catalogue`); the accessors below (`pictures`,
`undo`…) give the rules typed as the capability, or None for a game without it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from functools import cache
from typing import Any, Protocol, TypeVar, cast

from bot.game.protocol import GameRules, Level, Picture, RulesHelp, ScoreTimeline

S_in = TypeVar("S_in", contravariant=True)  # a game's own state, which a capability only takes
S = TypeVar("S")  # a game's own state, which a capability takes and gives


class Pictures(Protocol[S_in]):
    """The game draws its board: for Show board and, read on a phone, for the turn post.
    Methods may be called from a worker process on a copy of the state."""

    def picture(self, state: S_in, events: Sequence[str]) -> Picture:
        """The board as a PNG, with alt text that also tells `events` (the turn just played)."""
        ...

    def turn_picture(self, state: S_in, events: Sequence[str]) -> Picture:
        """The turn post's picture, drawn to be read on a phone (it may be `picture`'s), and
        the final post's, of the finished game; the full board stays behind the post's Show
        board button."""
        ...


class SeatPicture(Protocol[S_in]):
    """The game draws what a seat holds, for that player only (`/roundhouse me`, the panel's
    button)."""

    def seat_picture_label(self) -> str:
        """The label of the button that shows a seat its own picture: "My board", "My hand"."""
        ...

    def seat_picture(self, state: S_in, seat: int) -> Picture:
        """Everything `seat` holds, for that player."""
        ...


class ScoreChart(Protocol[S_in]):
    """The game draws a chart of the final scores, posted when a game ends."""

    def score_chart(self, state: S_in, timeline: ScoreTimeline = ()) -> bytes:
        """A PNG of the final scores by category and, beside them, each seat's score after
        every turn (`timeline`, from the game's replay: `bot.game.replay`; empty: none to
        draw)."""
        ...


class DecisionPicture(Protocol[S_in]):
    """A private picture that goes with a seat's decision panel (Castles: the lettered legal
    spots of the room it places), drawn off the event loop from `view(state, seat)` and
    attached to that seat's ephemeral panel only (`bot.interface.panels`)."""

    def decision_picture(self, state: S_in, seat: int) -> Picture | None:
        """The picture for `seat`'s panel now; None when this decision has none."""
        ...


class EndTurn(Protocol[S_in]):
    """A turn waits for its seat to say it is over (End turn) once its choices are made."""

    def ending_move(self, state: S_in) -> str | None:
        """The code that ends the turn when the deciding seat's choices of the turn are all
        made and the game waits for it to say so; None while it does not wait for it. Until
        it is played the turn is not over: nothing is announced and nobody is pinged, and
        UNDO may still take a misclick back. Computer seats play it like any move; a player
        who chose to end turns automatically has it played at once (`GameService.play`)."""
        ...


class TakeBackEnd(Protocol[S_in]):
    """A seat may take back the end of its turn (End turn, played by it or for it) until the
    next seat plays, while ending it revealed nothing: by default a turn then ends with its
    last choice, and the answer offers Undo instead of asking for End turn first."""

    def take_back(self, state: S_in, seat: int) -> str | None:
        """The code `seat` may play now, out of turn, to take back the end of its last turn
        (the state as before its End turn); None when it may not."""
        ...


class Undo(Protocol[S_in]):
    """A seat may take back its decisions of its turn (`protocol.UNDO`, among `legal_moves`
    when it may); the panel shows an Undo button, off with the reason when it may not."""

    def can_undo(self, state: S_in) -> bool:
        """Whether `apply(state, UNDO)` would take back the deciding seat's last decision."""
        ...

    def undo_note(self, state: S_in) -> str | None:
        """Why UNDO is not possible now, in a sentence a player may read ("A card was drawn:
        undo stops there."); None when it is possible."""
        ...


class ComputerPlayers(Protocol[S_in]):
    """The game has computer players: a lobby offers Add computer player, and a person's turn
    whose deadline passes is played by the computer at `default_level`."""

    # The levels, easiest first (one at least; with one, a lobby adds a computer player
    # without asking), and the key of the one a lobby proposes first.
    levels: tuple[Level, ...]
    default_level: str

    def computer_move(
        self,
        state: S_in,
        version: int,
        level: str | None = None,
        seed: int | None = None,
        seat: int | None = None,
    ) -> str:
        """A legal move code for `seat` (None: `whose_turn`), chosen by the computer player of
        `level`. The bot hands it `view(state, seat)` only: a game with hidden parts re-deals
        what the seat has not seen before it searches (engine/roundhouse/determinize.py is the
        model), so that the choice depends on nothing hidden. `level`: a key of `levels`
        (None: `default_level`). The same state, version (the number of moves so far), level
        and seed give the same move, in any process. `seed`: the game's own seed for its
        computer players, kept apart from the setup's so that knowing how a game was dealt
        does not foretell its computer (None: a game started before games had one, whose
        computer keeps to its setup's seed, as it always did). It may think for up to a
        second: the bot calls it in a worker process (`bot.workers.thinking`), so the rules
        object and the state must pickle."""
        ...


class RulesTopics(Protocol):
    """The game has rules topics to look up (`/roundhouse rules`); without them the lookup
    finds none."""

    def rules_help(self) -> RulesHelp:
        """Every rules topic, for `/roundhouse rules`."""
        ...


class SeatNames(Protocol):
    """The game reads the seat names out of a saved setup: `verify-db` checks a started game's
    seats against them (without it, everything else)."""

    def seat_names(self, setup_json: str) -> list[str]:
        """The seat names a saved setup (`GameRules.setup_json`) was made for."""
        ...


class Copies(Protocol[S]):
    """The game copies a state faster than saving it and reading it back (`to_json`,
    `from_json`: what the bot does for a game without it, `copied`)."""

    def copy(self, state: S) -> S:
        """A copy of the state that shares nothing mutable with it (a move is played on one)."""
        ...


@dataclass(frozen=True)
class Capabilities:
    """Which capabilities a game has."""

    pictures: bool
    seat_picture: bool
    score_chart: bool
    decision_picture: bool
    end_turn: bool
    take_back_end: bool
    undo: bool
    computer_players: bool
    rules_topics: bool
    seat_names: bool
    copies: bool

    def names(self) -> list[str]:
        """The capabilities it has, by field name (for logs and tests)."""
        return [f.name for f in fields(self) if getattr(self, f.name)]


@cache
def _of(kind: type) -> Capabilities:
    def has(protocol: type) -> bool:
        return protocol in kind.__mro__  # declared: the rules class derives from it

    return Capabilities(
        pictures=has(Pictures),
        seat_picture=has(SeatPicture),
        score_chart=has(ScoreChart),
        decision_picture=has(DecisionPicture),
        end_turn=has(EndTurn),
        take_back_end=has(TakeBackEnd),
        undo=has(Undo),
        computer_players=has(ComputerPlayers),
        rules_topics=has(RulesTopics),
        seat_names=has(SeatNames),
        copies=has(Copies),
    )


def capabilities(rules: GameRules[Any]) -> Capabilities:
    """The capabilities of `rules`' game (found once per rules class: every language's copy
    of a game's rules has the same)."""
    return _of(type(rules))


def pictures(rules: GameRules[Any]) -> Pictures[Any] | None:
    """`rules` as a game that draws its board, or None."""
    return cast("Pictures[Any]", rules) if capabilities(rules).pictures else None


def seat_picture(rules: GameRules[Any]) -> SeatPicture[Any] | None:
    """`rules` as a game that draws what a seat holds, or None."""
    return cast("SeatPicture[Any]", rules) if capabilities(rules).seat_picture else None


def score_chart(rules: GameRules[Any]) -> ScoreChart[Any] | None:
    """`rules` as a game that draws a score chart, or None."""
    return cast("ScoreChart[Any]", rules) if capabilities(rules).score_chart else None


def decision_picture(rules: GameRules[Any]) -> DecisionPicture[Any] | None:
    """`rules` as a game whose panels carry a picture, or None."""
    found = capabilities(rules).decision_picture
    return cast("DecisionPicture[Any]", rules) if found else None


def end_turn(rules: GameRules[Any]) -> EndTurn[Any] | None:
    """`rules` as a game whose turns wait for End turn, or None."""
    return cast("EndTurn[Any]", rules) if capabilities(rules).end_turn else None


def undo(rules: GameRules[Any]) -> Undo[Any] | None:
    """`rules` as a game whose seats may take a decision back, or None."""
    return cast("Undo[Any]", rules) if capabilities(rules).undo else None


def computers(rules: GameRules[Any]) -> ComputerPlayers[Any] | None:
    """`rules` as a game with computer players, or None."""
    found = capabilities(rules).computer_players
    return cast("ComputerPlayers[Any]", rules) if found else None


def setup_names(rules: GameRules[Any], setup_json: str) -> list[str] | None:
    """The seat names `setup_json` was made for (`SeatNames`); None for a game that does not
    say."""
    if capabilities(rules).seat_names:
        return cast("SeatNames", rules).seat_names(setup_json)
    return None


def ending_move(rules: GameRules[Any], state: object) -> str | None:
    """The code of End turn when `state`'s turn waits for it; None when it does not, or the
    game has no End turn."""
    ender = end_turn(rules)
    return None if ender is None else ender.ending_move(state)


def take_back(rules: GameRules[Any], state: object, seat: int) -> str | None:
    """The code with which `seat` takes back the end of its turn now (`TakeBackEnd`); None
    when it may not, or the game has no such thing."""
    if capabilities(rules).take_back_end:
        return cast("TakeBackEnd[Any]", rules).take_back(state, seat)
    return None


def copied(rules: GameRules[S], state: S) -> S:
    """A copy of `state` that shares nothing mutable with it (a move is played on one): the
    game's own (`Copies`), else `state` saved and read back."""
    if capabilities(rules).copies:
        return cast("Copies[S]", rules).copy(state)
    return rules.from_json(rules.to_json(state))


def rules_help(rules: GameRules[Any]) -> RulesHelp:
    """`rules`' rules topics (`RulesTopics`); none for a game without them."""
    if capabilities(rules).rules_topics:
        return cast("RulesTopics", rules).rules_help()
    return RulesHelp(())
