"""Castles of Mad King Ludwig as the bot plays it: the `GameRules` of `bot.game.protocol`, over
`engine.castles` (the rules, the computer players) and `games.castles.pictures` (the pictures).

A bot turn is the engine's turn (`engine.castles.turn_key`): the Master Builder's pricing, or
one buyer's purchase, its placement and the rewards it brings. Undo takes back the seat's
decisions of its turn until a card is drawn. Placing a room is a menu of legal spots, best
first (placing.py), with a private preview picture of them (`decision_picture`). The state is
a `Table` (table.py); `view` deals what the reader may not know again (sight.py).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import ClassVar

import engine.castles as ca
from bot.game.capabilities import (
    ComputerPlayers,
    DecisionPicture,
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
from engine.castles.gametype import GAME_TYPE
from engine.castles.state import Options
from games.common.adapter import Adapter, Tabled, TableModule

from . import bot_pictures, labels, placing, pricing, sight, table, texts
from .rules_help import rules_help
from .table import Table


class CastlesRules(
    Adapter,
    Tabled[Table],
    Speaking,
    Telling[Table],
    Pictures[Table],
    SeatPicture[Table],
    DecisionPicture[Table],
    EndTurn[Table],
    Undo[Table],
    ComputerPlayers[Table],
    RulesTopics,
    SeatNames,
    game_type=GAME_TYPE,
    level_words=("castles_bot.level.{key}.label", "castles_bot.level.{key}.help"),
):
    """Castles of Mad King Ludwig (Bezier Games, 2014) for 2–4 seats: secret bonus cards."""

    def __init__(self) -> None:
        self.speak()

    def speak(self) -> None:
        """What the game is (its name) and its levels, in the rules' language; the final
        scores count every seat's bonus cards (`reveals_at_end`)."""
        self.info: GameInfo = self.described(self.words("castles_bot.name"), reveals_at_end=True)
        self.levels: tuple[Level, ...] = self.offered.of(self.words)

    # -- setup and saving --------------------------------------------------------------------

    def setup(
        self, names: Sequence[str], seed: int, options: Mapping[str, bool] | None = None
    ) -> Table:
        if options:
            raise ValueError(f"unknown options {sorted(options)}")
        if not self.info.min_seats <= len(names) <= self.info.max_seats:
            raise ValueError(f"{len(names)} seats: Castles takes 2 to 4")
        game = ca.new_game([seat_name(n) for n in names], seed)
        return Table(game)

    def setup_json(self, state: Table) -> str:
        s = state.game.setup
        return json.dumps(
            {"names": s.names, "seed": s.seed, "first_builder": s.options.first_builder}
        )

    def _setup_of(self, setup_json: str) -> ca.Setup:
        try:
            data = json.loads(setup_json)
            return ca.Setup(list(data["names"]), int(data["seed"]), Options(data["first_builder"]))
        except (ValueError, TypeError, KeyError) as exc:
            raise MoveRefused(f"not a Castles setup: {exc}") from exc

    def seat_names(self, setup_json: str) -> list[str]:
        return self._setup_of(setup_json).names

    def started(self, setup_json: str) -> Table:
        s = self._setup_of(setup_json)
        return Table(ca.new_game(s.names, s.seed, s.options))

    table: ClassVar[TableModule[Table]] = table
    unreadable = (ca.EngineError,)

    def unread(self, exc: Exception) -> UnreadableState:
        return UnreadableState(f"not a saved Castles game: {exc}")

    def sight(self, state: Table, seat: int | None) -> Table:
        return sight.view(state, seat)

    # -- play ----------------------------------------------------------------------------------

    def deciders(self, state: Table) -> tuple[int, ...]:
        seat = ca.current_player(state.game)
        return () if seat is None else (seat,)

    def turn_key(self, state: Table) -> str:
        return ca.turn_key(state.game)

    def legal_moves(self, state: Table, seat: int | None = None) -> list[Move]:
        deciding = whose_turn(self, state)
        if deciding is None or seat not in (None, deciding):
            return []
        if placing.placing(state) is not None:
            return placing.moves(state, self.words)
        if pricing.pricing(state.game):
            return pricing.moves(self.words, state.game, state.turn_start)
        return labels.engine_moves(self.words, state.game, deciding)

    def can_undo(self, state: Table) -> bool:
        if state.page is not None:
            return True  # back to the pages of spots
        game = state.game
        return ca.can_undo(game) and len(game.history) > state.turn_start

    def undo_note(self, state: Table) -> str | None:
        if self.can_undo(state):
            return None
        game = state.game
        if game.over:
            return self.words("castles_bot.undo.over")
        if len(game.history) <= state.turn_start:
            return self.words("castles_bot.undo.none")
        return self.words("castles_bot.undo.drawn")

    def ending_move(self, state: Table) -> str | None:
        """ "The prices are set", once the Master Builder chose an order (`pricing`)."""
        return pricing.SET if pricing.arranged(state.game, state.turn_start) else None

    def apply(self, state: Table, code: str, seat: int | None = None) -> str:
        """Play `code` (an engine move, a page of spots, or Undo) for `seat`; the public
        line."""
        game, w = state.game, self.words
        deciding = ca.current_player(game)
        if deciding is None:
            raise MoveRefused.said(w, "castles_bot.undo.over")
        if seat is not None and seat != deciding:
            raise MoveRefused.said(w, "castles_bot.refused.not_yours")
        if code == UNDO:
            return self._undo(state, deciding)
        page = placing.page_of(code)
        if page is not None:
            try:
                placing.turn_page(state, page)
            except ValueError as exc:
                raise MoveRefused.said(w, "castles_bot.refused.not_offered") from exc
            return texts.page_line(w, game, deciding, page)
        try:
            order = pricing.order_of(game, code) if pricing.pricing(game) else None
        except ValueError as exc:
            raise MoveRefused(w("castles_bot.refused.not_offered")) from exc
        if order is not None:
            return self._order(state, order)
        return self._play(state, code)

    def _order(self, state: Table, order: pricing.Order) -> str:
        """The Master Builder's order of the prices (`pricing`), replacing any this turn."""
        del state.news[state.ended :]
        for report in pricing.play(state.game, order, state.turn_start):
            state.news.append(ca.public(report))
        return texts.order_line(self.words, state.game)

    def _play(self, state: Table, code: str) -> str:
        game = state.game
        turn = ca.turn_key(game)
        try:
            report = ca.apply(game, code)
        except ca.EngineError as exc:
            raise MoveRefused.said(self.words, "castles_bot.refused.not_offered") from exc
        state.news.append(ca.public(report))
        state.page = None
        if ca.turn_key(game) != turn:  # the turn ended: its news stay, the one before goes
            del state.news[: state.ended]
            state.ended, state.turn_start = len(state.news), len(game.history)
        return texts.line(self.words, game, report)

    def _undo(self, state: Table, seat: int) -> str:
        if not self.can_undo(state):
            raise MoveRefused.worded(
                self.words,
                lambda w: self.speaking(w.language).undo_note(state) or w("castles_bot.undo.none"),
            )
        if state.page is not None:
            state.page = None
            return texts.page_line(self.words, state.game, seat, None)
        if pricing.arranged(state.game, state.turn_start):  # an order: back to the prices
            pricing.back(state.game, state.turn_start)
            del state.news[state.ended :]
            return texts.undone(self.words, state.game, seat)
        ca.apply(state.game, ca.UNDO)
        del state.news[-1:]  # a move of this turn (undo stays within it)
        return texts.undone(self.words, state.game, seat)

    def computer_move(
        self,
        state: Table,
        version: int,
        level: str | None = None,
        seed: int | None = None,
        seat: int | None = None,
    ) -> str:
        """The engine's player of `level` for the deciding seat, on its view; `seed` None
        (never for this game's rows): 0. Its prices as one order (`pricing`)."""
        key, game = self.offered.key(level), state.game
        if pricing.pricing(game) and key != "random":
            order = pricing.computer_order(game, key)
            if pricing.arranged(game, state.turn_start) or order == pricing.current(game):
                return pricing.SET
            return pricing.code(game, order)
        return ca.choose(game, key, seed or 0)

    # -- what players read and see -----------------------------------------------------------

    def prompt(self, state: Table) -> str:
        return texts.prompt(self.words, state)

    def explain(self, state: Table) -> str:
        return texts.explain(self.words, state)

    def situation(self, state: Table, seat: int) -> str:
        return texts.situation(self.words, state.game, seat)

    def progress(self, state: Table) -> str:
        return texts.progress(self.words, state.game)

    def notice(self, state: Table, reader: int | None = None) -> str | None:
        return texts.notice(self.words, state.game)

    def summaries(self, state: Table, viewer: int | None) -> list[SeatSummary]:
        builder = state.game.flow.builder
        tag, w = self.words("castles_bot.tag.builder"), self.words
        return [
            SeatSummary(tag if seat == builder else "", texts.standing(w, state.game, seat))
            for seat in range(len(state.game.players))
        ]

    def picture(self, state: Table, events: Sequence[str]) -> Picture:
        """Show board: every castle, whole."""
        return bot_pictures.board(self.words, state)

    def turn_picture(self, state: Table, events: Sequence[str]) -> Picture:
        """The latest turn (`Table.news`, not `events`), the part of the castle it changed,
        the market and the scores."""
        return bot_pictures.turn(self.words, state)

    def seat_picture_label(self) -> str:
        return self.words("castles_bot.seat_picture")

    def seat_picture(self, state: Table, seat: int) -> Picture:
        """My castle: the seat's castle and its bonus cards."""
        return bot_pictures.me(self.words, state, seat)

    def decision_picture(self, state: Table, seat: int) -> Picture | None:
        """The private preview of the legal spots while `seat` places a room."""
        return bot_pictures.preview(self.words, state, seat)

    def rules_help(self) -> RulesHelp:
        return rules_help(self.words)

    # -- the outcome ---------------------------------------------------------------------------

    def outcome(self, state: Table) -> Outcome:
        """Castle points, King's Favors, bonus cards (the reader's own only while the game
        runs), depleted stacks and money."""
        viewer = -1 if state.truth else state.reader
        scores = ca.scores(state.game, viewer)
        return Outcome(
            tuple(Score(s.total, texts.categories(self.words, s)) for s in scores),
            tuple(ca.winners(state.game)),
        )


RULES = CastlesRules()
CASTLES: GameRules[Table] = RULES  # mypy checks the protocol here
