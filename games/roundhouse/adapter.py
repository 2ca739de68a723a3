"""Round House as the bot plays it: the `GameRules` of `bot.game.protocol`, over
`engine.roundhouse` (the rules) and `games.roundhouse.pictures` (the pictures).

This is the one place where the bot's questions meet the engine's API; `bot/` itself imports
neither. `create_bot`, `roundhouse bot`, `roundhouse demo` and `roundhouse verify-db` use it
unless given another game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache

from pydantic import TypeAdapter

import engine.roundhouse as rh_engine
from bot.game.capabilities import (
    ComputerPlayers,
    Copies,
    DecisionPicture,
    EndTurn,
    Pictures,
    RulesTopics,
    ScoreChart,
    SeatNames,
    SeatPicture,
    TakeBackEnd,
    Undo,
)
from bot.game.protocol import (
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
    ScoreTimeline,
    SeatSummary,
    Speaking,
    Telling,
    Topic,
    UnreadableState,
)
from bot.game.text import seat_name
from engine.roundhouse import GameState, Options, Setup
from engine.roundhouse.content import RESOURCES
from engine.roundhouse.gametype import GAME_TYPE
from engine.roundhouse.names import resource_name, score_category
from engine.roundhouse.players import pick_move, strong_player
from engine.roundhouse.progress import clock_text, end_notice
from engine.roundhouse.rules_help import rules_topics
from engine.roundhouse.search import Budget
from games.common.adapter import Adapter
from locales.words import Words, words_for

SETUP_ADAPTER = TypeAdapter(Setup)
# The rulebook's "Variant for Neutral Family Leader": its key, and the seat counts it is for.
NEUTRAL_VARIANT, NEUTRAL_SEATS = "neutral_variant", (2,)


def setup_from_json(text: str) -> Setup:
    """A saved setup (names, seed, options, rules version); its names are seat names
    (`seat_name`), as in every state this game hands out."""
    setup = SETUP_ADAPTER.validate_json(text)
    setup.names = [seat_name(name) for name in setup.names]
    return setup


def with_seat_names(state: GameState) -> GameState:
    """`state` with its players' names made seat names (`bot.game.text.seat_name`): a game
    saved before names were cleaned reads, and is drawn, like one saved since."""
    state.setup.names = [seat_name(name) for name in state.setup.names]
    for player in state.players:
        player.name = seat_name(player.name)
    return state


def replay_game(setup_json: str, codes: Sequence[str]) -> GameState:
    """The state that the setup and move codes produce (the truth the cache must match)."""
    return rh_engine.replay(setup_from_json(setup_json), list(codes))


BOT_OPTIONS = {"confirm_end": True}  # games the bot starts: a turn ends with End turn


def options_from(chosen: Mapping[str, bool] | None) -> Options:
    """The engine's options from their names ("neutral_variant"); ValueError for others. The
    bot's games confirm the end of each turn (`BOT_OPTIONS`) unless told otherwise."""
    known = set(Options.__dataclass_fields__)
    unknown = sorted(set(chosen or {}) - known)
    if unknown:
        raise ValueError(f"Unknown Round House option(s): {', '.join(unknown)}.")
    return Options(**{**BOT_OPTIONS, **dict(chosen or {})})


@cache
def newest_rules_help(language: str) -> RulesHelp:
    """The newest rules version's topics in `language`, built once per language."""
    words = words_for(language)
    topics = tuple(
        Topic(t.key, t.title, t.text, tuple(t.words), t.group) for t in rules_topics(language)
    )
    return RulesHelp(topics, words("roundhouse.found_by_name"))


def scores(words: Words, state: GameState) -> tuple[Score, ...]:
    """Prestige by category, named as the score chart names them (engine.roundhouse.names):
    during play, amulets, orders, family, assistants, coins."""
    return tuple(
        Score(
            row["total"],
            tuple((score_category(words, k), v) for k, v in row.items() if k != "total"),
        )
        for row in rh_engine.score_breakdown(state)
    )


def game_options(words: Words) -> tuple[GameOption, ...]:
    """The setup options a lobby offers, in `words`' language."""
    key = f"roundhouse.option.{NEUTRAL_VARIANT}"
    return (GameOption(NEUTRAL_VARIANT, words(key), words(f"{key}_help"), NEUTRAL_SEATS),)


class RoundHouseRules(
    Adapter,
    Speaking,
    Telling[GameState],
    Pictures[GameState],
    SeatPicture[GameState],
    ScoreChart[GameState],
    DecisionPicture[GameState],
    EndTurn[GameState],
    TakeBackEnd[GameState],
    Undo[GameState],
    ComputerPlayers[GameState],
    RulesTopics,
    SeatNames,
    Copies[GameState],
    game_type=GAME_TYPE,
    level_words=("roundhouse.level.{key}", "roundhouse.level.{key}_help"),
):
    """Round House (EmperorS4, 2018) for 2–5 seats: its engine decides, its pictures draw."""

    def __init__(self, strong_budget: Budget | None = None) -> None:
        """`strong_budget`: the Strong player's thinking per decision (None:
        engine/roundhouse/data/ai.toml's; tests pass a smaller one). It travels with the rules
        object to the worker processes."""
        self.strong_budget = strong_budget
        self.speak()

    def speak(self) -> None:
        """What the game is (its name, options) and its levels, in the rules' language."""
        words = self.words
        # Only the decks' order is hidden, and it is never shown: a finished game shows all.
        self.info: GameInfo = self.described(
            words("roundhouse.name"), game_options(words), reveals_at_end=True
        )
        self.levels: tuple[Level, ...] = self.offered.of(words)

    # -- setup and saving --------------------------------------------------------------------

    def setup(
        self, names: Sequence[str], seed: int, options: Mapping[str, bool] | None = None
    ) -> GameState:
        """A new game by the newest rules version; the names are made seat names (as the bot
        gives them), so a name can break neither a message nor a picture."""
        return rh_engine.new_game([seat_name(n) for n in names], seed, options_from(options))

    def setup_json(self, state: GameState) -> str:
        return SETUP_ADAPTER.dump_json(state.setup).decode()

    def seat_names(self, setup_json: str) -> list[str]:
        return list(setup_from_json(setup_json).names)

    def replay(self, setup_json: str, codes: Sequence[str]) -> GameState:
        """Replays by the game's own rules version; MoveRefused when the engine refuses."""
        try:
            return replay_game(setup_json, codes)
        except rh_engine.EngineError as exc:
            raise MoveRefused(str(exc)) from exc

    def to_json(self, state: GameState) -> str:
        return rh_engine.to_json(state)

    def copy(self, state: GameState) -> GameState:
        return rh_engine.clone(state)

    def from_json(self, text: str) -> GameState:
        try:
            return with_seat_names(rh_engine.from_json(text))
        except rh_engine.BadState as exc:
            raise UnreadableState(str(exc)) from exc

    # -- play ----------------------------------------------------------------------------------

    def deciders(self, state: GameState) -> tuple[int, ...]:
        """One seat decides at a time."""
        seat = rh_engine.current_player(state)
        return () if seat is None else (seat,)

    def view(self, state: GameState, seat: int | None) -> GameState:
        """The state itself: all of Round House is open but the order of its face-down stacks,
        which no picture, alt text or line shows (a test checks it), and its computer players
        decide on a determinization of their own (engine/roundhouse/determinize.py)."""
        return state

    def turn_key(self, state: GameState) -> str:
        """The seat and the turn's number: "2.17"."""
        return f"{state.turn.seat}.{state.turn.number}"

    def legal_moves(self, state: GameState, seat: int | None = None) -> list[Move]:
        """The engine's options; a label with less important parts gives them as `Move.more`
        (most important first), so that a narrow button leaves them out, never cuts a word."""
        if seat is not None and seat != rh_engine.current_player(state):
            return []
        moves = []
        for m in rh_engine.legal_moves(self.words, state):
            main, *more = rh_engine.label_parts(m.label)
            moves.append(Move(m.code, main, tuple(more)))
        return moves

    def can_undo(self, state: GameState) -> bool:
        return rh_engine.can_undo(state)

    def undo_note(self, state: GameState) -> str | None:
        """Why undo stops: 'An order card was drawn: undo stops there.'
        (engine.roundhouse.undo_reason)."""
        return rh_engine.undo_reason(self.words, state)

    def ending_move(self, state: GameState) -> str | None:
        """'end' when the turn's choices are all made and it waits for End turn."""
        return rh_engine.end_turn_code(state)

    def take_back(self, state: GameState, seat: int) -> str | None:
        """'back' while `seat`'s End turn started this turn and nothing was revealed or
        played since (engine.roundhouse.take_back_seat)."""
        return rh_engine.BACK if rh_engine.take_back_seat(state) == seat else None

    def apply(self, state: GameState, code: str, seat: int | None = None) -> str:
        words = self.words
        others = seat is not None and seat != rh_engine.current_player(state)
        if others and code != rh_engine.BACK:  # (the engine checks whose take-back it is)
            raise MoveRefused.said(words, "roundhouse.refused.not_that_seat")
        try:
            return rh_engine.apply(state, code, seat, words=words)
        except rh_engine.EngineError as exc:
            error = exc  # (the except clause unbinds `exc`; the wording may be read later)
            raise MoveRefused.worded(
                words, lambda w: rh_engine.refusal(w, state, code, error)
            ) from exc

    def computer_move(
        self,
        state: GameState,
        version: int,
        level: str | None = None,
        seed: int | None = None,
        seat: int | None = None,
    ) -> str:
        """The engine's player of `level` (engine.roundhouse.players.LEVELS; None: Normal), seeded
        by the game's computer seed (None: its setup's) and the move number; ValueError for a level
        Round House does not have."""
        key = self.offered.key(level)
        seed = (state.setup.seed if seed is None else seed) + version
        if key == "strong" and self.strong_budget is not None:
            return strong_player(self.strong_budget)(state, seed)
        return pick_move(state, key, seed)

    # -- what players read and see -----------------------------------------------------------

    def prompt(self, state: GameState) -> str:
        return rh_engine.prompt(self.words, state)

    def explain(self, state: GameState) -> str:
        """What the options do where their labels cannot say it all (engine.roundhouse.explain)."""
        return rh_engine.explain(self.words, state)

    def situation(self, state: GameState, seat: int) -> str:
        """Prestige, coins, resources; assistants, experts, open orders, amulets."""
        return rh_engine.situation(self.words, state, seat)

    def progress(self, state: GameState) -> str:
        """'Round 3 of 8 · turn 9', or 'Round 8 of 8 · final turns: 2 left · turn 39': the
        picture's title in words (engine.roundhouse.progress)."""
        return clock_text(self.words, state)

    def notice(self, state: GameState, reader: int | None = None) -> str | None:
        """During the final turns: who took the amulet, and "This is your last turn." for
        the reader whose final turn it is."""
        return end_notice(self.words, state, reader=reader)

    def summaries(self, state: GameState, viewer: int | None) -> list[SeatSummary]:
        """Everything in Round House is open: every viewer sees the same."""
        words = self.words
        totals = [score.total for score in scores(words, state)]
        out = []
        for seat, player in enumerate(state.players):
            res = " ".join(
                words("roundhouse.summaries.resource", resource=resource_name(words, k), n=n)
                for k in RESOURCES
                if (n := player.res[k]) is not None
            )
            text = words(
                "roundhouse.summaries.seat",
                vp=player.prestige,
                total=totals[seat],
                coins=player.coins,
                resources=res,
            )
            out.append(SeatSummary(words(f"roundhouse.color.{player.color}"), text))
        return out

    def picture(self, state: GameState, events: Sequence[str]) -> Picture:
        # Pillow is loaded by the first picture, not by importing the bot
        from games.roundhouse.pictures import alt_text, render_board

        words = self.words
        return Picture(render_board(state, words), alt_text(words, state, list(events)))

    def turn_picture(self, state: GameState, events: Sequence[str]) -> Picture:
        """The phone picture (games.roundhouse.pictures.render_turn_picture) with the board's alt
        text."""
        from games.roundhouse.pictures import alt_text, render_turn_picture

        words = self.words
        return Picture(render_turn_picture(state, words), alt_text(words, state, list(events)))

    def seat_picture_label(self) -> str:
        return self.words("roundhouse.seat_picture")

    def seat_picture(self, state: GameState, seat: int) -> Picture:
        """The seat's own board in the phone picture's style
        (games.roundhouse.pictures.render_my_board)."""
        from games.roundhouse.pictures import player_alt_text, render_my_board

        words = self.words
        return Picture(render_my_board(state, words, seat), player_alt_text(words, state, seat))

    def decision_picture(self, state: GameState, seat: int) -> Picture | None:
        """The towns, the worship table and the temples when `seat`'s decision is about them
        (games.roundhouse.pictures.render_decision_picture), its options outlined."""
        from games.roundhouse.pictures import decision_alt_text, render_decision_picture

        words = self.words
        png = render_decision_picture(state, words, seat)
        if png is None:
            return None
        return Picture(png, decision_alt_text(words, state, seat), "decision.png")

    def score_chart(self, state: GameState, timeline: ScoreTimeline = ()) -> bytes:
        """Prestige by category, and each player's prestige after every turn as lines."""
        from games.roundhouse.pictures import render_score_chart

        return render_score_chart(state, self.words, timeline)

    def rules_help(self) -> RulesHelp:
        """The newest rules version's topics (engine.roundhouse.rules_help), built once."""
        return newest_rules_help(self.language)

    # -- the outcome ---------------------------------------------------------------------------

    def outcome(self, state: GameState) -> Outcome:
        """Prestige by category (`scores`); the most prestige wins, a tie goes to the most coins
        after the exchange, then shares."""
        return Outcome(scores(self.words, state), tuple(rh_engine.winners(state)))


ROUND_HOUSE: GameRules[GameState] = RoundHouseRules()  # mypy checks the protocol here
