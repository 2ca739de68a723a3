"""The Yellow House as the bot plays it: the `GameRules` of `bot.game.protocol`, over
`engine.yellowhouse` (the rules, the computer players) and `games.yellowhouse.pictures` (the
pictures).

A bot turn is one seat's run of moves: its move, then End turn (`END`), which passes the play
on; until then Undo may take the move back. A move after which nothing can be undone (the
exchange revealed, a round dealt, a card given) ends the turn at once, and so does the last
exchange choice. The state is a `Table` (table.py); `view` masks it (sight.py).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

import engine.yellowhouse as yh
from bot.game.capabilities import (
    ComputerPlayers,
    EndTurn,
    Pictures,
    RulesTopics,
    SeatNames,
    SeatPicture,
    Undo,
)
from bot.game.protocol import (
    UNDO,
    GameInfo,
    GameOption,
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
    UnreadableState,
    whose_turn,
)
from bot.game.text import seat_name
from engine.yellowhouse.aiconfig import SearchConfig
from engine.yellowhouse.gametype import GAME_TYPE
from games.common.adapter import Adapter, Tabled, TableModule
from locales.words import Words

from . import sight, table, texts
from . import words as say
from .table import Table

END = "end"  # the move code of End turn


def options(words: Words) -> tuple[GameOption, ...]:
    """The lobby's option, in the language of `words`."""
    label, help_text = words("yellowhouse.option.variant"), words("yellowhouse.option.variant_help")
    return (GameOption("variant", label, help_text),)


class YellowHouseRules(
    Adapter,
    Tabled[Table],
    Speaking,
    Telling[Table],
    Pictures[Table],
    SeatPicture[Table],
    EndTurn[Table],
    Undo[Table],
    ComputerPlayers[Table],
    RulesTopics,
    SeatNames,
    game_type=GAME_TYPE,
    level_words=("yellowhouse.level.{key}", "yellowhouse.level.{key}_help"),
):
    """The Yellow House (Mandoo Games, 2024) for 2 seats: hidden hands, a secret exchange."""

    info: GameInfo  # these two in `language`: `speak`
    levels: tuple[Level, ...]

    def __init__(self, strong_search: SearchConfig | None = None) -> None:
        """`strong_search`: Strong's search settings (None: engine/yellowhouse/data/ai.toml's;
        tests pass a smaller one). It travels with the rules object to the workers."""
        self.strong_search = strong_search
        self.speak()

    def speak(self) -> None:
        """What the game is (its name, options) and its levels, in the rules' language; the
        replay and the final post show both hands (`reveals_at_end`)."""
        words = self.words
        self.info = self.described(words("yellowhouse.name"), options(words), reveals_at_end=True)
        self.levels = self.offered.of(words)

    def seat_picture_label(self) -> str:
        """The seat picture's button: "My hand"."""
        return self.words("yellowhouse.seat_picture")

    # -- setup and saving --------------------------------------------------------------------

    def setup(
        self, names: Sequence[str], seed: int, options: Mapping[str, bool] | None = None
    ) -> Table:
        return Table(yh.new_game([seat_name(n) for n in names], seed, options))

    def setup_json(self, state: Table) -> str:
        return yh.setup_to_json(state.game.setup)

    def seat_names(self, setup_json: str) -> list[str]:
        return list(yh.setup_from_json(setup_json).names)

    def started(self, setup_json: str) -> Table:
        try:
            setup = yh.setup_from_json(setup_json)
        except yh.EngineError as exc:
            raise MoveRefused(str(exc)) from exc
        return Table(yh.new_game(setup.names, setup.seed, setup.options))

    table: ClassVar[TableModule[Table]] = table
    unreadable = (yh.EngineError,)

    def unread(self, exc: Exception) -> UnreadableState:
        return UnreadableState(self.words("yellowhouse.refused.unreadable", error=exc))

    def sight(self, state: Table, seat: int | None) -> Table:
        return sight.view(state, seat)

    # -- play ----------------------------------------------------------------------------------

    def deciders(self, state: Table) -> tuple[int, ...]:
        return (state.waiting,) if state.waiting is not None else yh.pending_seats(state.game)

    def turn_key(self, state: Table) -> str:
        return str(state.turns)

    def legal_moves(self, state: Table, seat: int | None = None) -> list[Move]:
        if seat is None:
            seat = whose_turn(self, state)
        if state.waiting is not None:
            return (
                [Move(END, self.words("yellowhouse.label.end_turn"))]
                if seat == state.waiting
                else []
            )
        if seat is None:
            return []
        return [
            Move(m.code, say.label(self.words, state.game, m))
            for m in yh.legal_moves(state.game, seat)
        ]

    def can_undo(self, state: Table) -> bool:
        g = state.game
        return g.phase != "exchange" and yh.can_undo(g, whose_turn(self, state))

    def undo_note(self, state: Table) -> str | None:
        g = state.game
        if self.can_undo(state):
            return None
        if g.over:
            return self.words("yellowhouse.panel.undo_over")
        if g.phase == "exchange":
            return self.words("yellowhouse.panel.undo_exchange")
        mine = g.movers and g.movers[-1] == whose_turn(self, state)
        return self.words(f"yellowhouse.panel.undo_{'hidden' if mine else 'none'}")

    def ending_move(self, state: Table) -> str | None:
        return END if state.waiting is not None else None

    def apply(self, state: Table, code: str, seat: int | None = None) -> str:
        """Play `code` (End turn, Undo or an engine move) for `seat`; the public line."""
        actor = whose_turn(self, state) if seat is None else seat
        if code == END:
            return self._end(state, seat)
        if code == UNDO:
            if actor != whose_turn(self, state) or not self.can_undo(state):
                raise MoveRefused.worded(
                    self.words,
                    lambda w: (
                        self.speaking(w.language).undo_note(state)
                        or w("yellowhouse.refused.nothing_to_undo")
                    ),
                )
            event = yh.undo(state.game, actor)
            state.waiting = None
            del state.news[-1:]
            return say.lines(self.words, state.game, event)
        if state.waiting is not None:
            raise MoveRefused.said(self.words, "yellowhouse.refused.made")
        before = state.game.phase
        try:
            event = yh.apply(state.game, code, seat)
        except yh.NotYourTurn as exc:
            raise MoveRefused.said(self.words, "yellowhouse.refused.not_yours") from exc
        except yh.EngineError as exc:
            raise MoveRefused.said(self.words, "yellowhouse.refused.not_offered") from exc
        if state.fresh:
            state.news, state.fresh = [], False
        state.news.append(event.facts)
        self._after(state, event.seat, before)
        return say.lines(self.words, state.game, event)

    def _end(self, state: Table, seat: int | None) -> str:
        waiting = state.waiting
        if waiting is None or seat not in (None, waiting):
            raise MoveRefused.said(self.words, "yellowhouse.refused.no_turn")
        state.waiting = None
        self._turn_ended(state)
        return say.ended(self.words, state.game, waiting)

    def _after(self, state: Table, mover: int, before: str) -> None:
        """Whether `mover`'s turn goes on, waits for End turn, or has ended."""
        g = state.game
        if before == "exchange":
            if g.phase != "exchange":
                self._turn_ended(state)
        elif g.over or g.phase == "exchange":
            self._turn_ended(state)
        elif yh.current_player(g) == mover:
            return  # the same seat decides again (a Support's effect, a trick it leads)
        elif yh.can_undo(g, mover):
            state.waiting = mover
        else:
            self._turn_ended(state)

    def _turn_ended(self, state: Table) -> None:
        state.turns += 1
        state.fresh = True

    def computer_move(
        self,
        state: Table,
        version: int,
        level: str | None = None,
        seed: int | None = None,
        seat: int | None = None,
    ) -> str:
        """The engine's player of `level` for `seat`, on that seat's view; End turn when its
        move is made. `seed` None (never for this game's rows): 0."""
        me = whose_turn(self, state) if seat is None else seat
        assert me is not None, "the game is over"
        if state.waiting == me:
            return END
        key = self.offered.key(level)
        search = self.strong_search if key == "strong" else None
        return yh.choose(state.game, me, key, seed or 0, search)

    # -- what players read and see -----------------------------------------------------------

    def prompt(self, state: Table) -> str:
        reader = state.sight[0] if len(state.sight) == 1 else None  # a seat's own view
        return say.prompt(self.words, state.game, state.waiting, reader)

    def explain(self, state: Table) -> str:
        return say.explain(self.words, state.game, state.waiting)

    def situation(self, state: Table, seat: int) -> str:
        return say.situation(self.words, state.game, seat)

    def progress(self, state: Table) -> str:
        return say.progress(self.words, state.game)

    def notice(self, state: Table, reader: int | None = None) -> str | None:
        return say.notice(self.words, state.game)

    def summaries(self, state: Table, viewer: int | None) -> list[SeatSummary]:
        dealer = state.game.dealer
        return [
            SeatSummary(
                self.words("yellowhouse.standing.dealer") if seat == dealer else "",
                say.standing(self.words, state.game, seat),
            )
            for seat in (0, 1)
        ]

    def picture(self, state: Table, events: Sequence[str]) -> Picture:
        """Show board: the turn picture and what lies on the table (both hands once over)."""
        return self._drawn(state, board=True)

    def turn_picture(self, state: Table, events: Sequence[str]) -> Picture:
        """The public view's turn picture; the truth (a finished game, a replay) shows both
        hands. Its news are the latest turn's public facts (`Table.news`), not `events`."""
        return self._drawn(state, board=False)

    def _drawn(self, state: Table, board: bool) -> Picture:
        import games.yellowhouse.pictures as pictures  # Pillow is loaded by the first picture

        news = state.events()
        if state.truth:
            views = [yh.seat_view(state.game, s) for s in (0, 1)]
            png = pictures.final_picture(self.words, views, news)
            return Picture(png, pictures.final_alt_text(self.words, views, news))
        view = yh.public_view(state.game)
        draw = pictures.board_picture if board else pictures.turn_picture
        return Picture(draw(self.words, view, news), pictures.alt_text(self.words, view, news))

    def seat_picture(self, state: Table, seat: int) -> Picture:
        """My hand: four stacks with their counts and the Supports left."""
        import games.yellowhouse.pictures as pictures

        view = yh.seat_view(state.game, seat)
        png, alt = pictures.hand_picture(self.words, view), pictures.hand_alt_text(self.words, view)
        return Picture(png, alt, "hand.png")

    def rules_help(self) -> RulesHelp:
        return texts.rules_help(self.words)

    # -- the outcome ---------------------------------------------------------------------------

    def outcome(self, state: Table) -> Outcome:
        """Rounds won, and the rewards by element; the winner, once there is one."""
        words = self.words
        return Outcome(
            tuple(
                Score(s.rounds, tuple((say.element(words, k), n) for k, n in s.rewards.items()))
                for s in yh.scores(state.game)
            ),
            tuple(yh.winners(state.game)),
        )


YELLOW_HOUSE: GameRules[Table] = YellowHouseRules()  # mypy checks the protocol here
