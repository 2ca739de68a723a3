"""The seam between the bot and a game: `GameRules`, everything the bot asks of a game, and the
small records it gets back.

The bot never looks inside a game's state. It asks the game to set one up, saves it with
`to_json`, and hands it back to the game's own functions: which moves are legal (with labels),
apply one, who decides now (`whose_turn` is derived from it), what to say and show, and the
outcome. Round House implements this in `games/roundhouse/adapter.py`; the tests play a
tic-tac-toe through the same bot (`tests/support/tictactoe.py`), and a game with secrets and a
simultaneous choice (`tests/support/secretgame.py`). `create_bot(settings,
games=Catalogue(...))` hosts any of them (`bot.game.catalogue`).

Hidden information: `view(state, seat)` is the state as a seat may know it, `view(state, None)`
what everybody may know. Every public surface (the turn post, its picture and alt text, status,
lists, the log, the turn DM, the bot's log file) is built from the public view only; a seat's
own panel and pictures from its own view. A simultaneous decision waits on several seats at
once (`deciders`); each seat's choice is a move of its own, hidden until the last is made.

What every game must have is here; what a game may do besides (pictures, a seat's own
picture, a score chart, a decision picture, End turn, Undo, computer players, rules topics, the
seat names of a saved setup, a copy faster than a save and a read back) is a capability
protocol it declares (`bot.game.capabilities`).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Generic, Protocol, Self, TypeVar

from locales.words import Words, words_for

S = TypeVar("S")  # a game's own state type; opaque to the bot
S_in = TypeVar("S_in", contravariant=True)  # the same, where a protocol only takes it

# Each seat's total (`Outcome.scores`) at the start and after every turn, oldest first.
ScoreTimeline = tuple[tuple[int, ...], ...]
UNDO = "undo"  # the move code that takes back the deciding seat's last decision of its turn


class MoveRefused(Exception):
    """A move the game does not allow now (or a move log that does not replay); the state is
    unchanged. The message says why in the words the rules speak; a refusal made by `said`
    or `worded` also says it in any reader's words (`to`), so the platform words it for a
    reader of another language without playing the move again."""

    def __init__(self, reason: str, wording: Callable[[Words], str] | None = None) -> None:
        super().__init__(reason)
        self.wording = wording

    @classmethod
    def said(cls, words: Words, key: str, **values: object) -> MoveRefused:
        """The refusal of catalogue `key` and its `values`, in `words` and in any reader's."""
        return cls.worded(words, lambda reader: reader(key, **values))

    @classmethod
    def worded(cls, words: Words, wording: Callable[[Words], str]) -> MoveRefused:
        """The refusal `wording` gives, in `words` and in any reader's."""
        return cls(wording(words), wording)

    def to(self, words: Words) -> str:
        """Why, in `words`' language (in the rules' own when the refusal has no wording)."""
        return str(self) if self.wording is None else self.wording(words)


class UnreadableState(Exception):
    """Saved text that is not a state of this game (the message says what is wrong)."""


@dataclass(frozen=True)
class Move:
    """One legal move: the code `apply` takes (at most 40 of `A-Za-z0-9:._-`) and the label a
    player reads on its button: its main part, then `more`, less important parts (each with
    the text joining it to the one before: " · best spot +5"), most important first, which a
    label too long for its button leaves out from the last (`bot.posts.labels`)."""

    code: str
    label: str
    more: tuple[str, ...] = ()


@dataclass(frozen=True)
class Score:
    """One seat's score: the total and, in the order shown, the categories it is made of."""

    total: int
    categories: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class Outcome:
    """Where the seats stand (`GameRules.outcome`): each seat's score, as if the game ended
    now while it runs, and the seats that won (several: a shared victory), ties broken as the
    rules say."""

    scores: tuple[Score, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True)
class SeatSummary:
    """One seat in `/roundhouse status`: a short tag after its name (a colour, a mark; may be
    empty) and one line about where it stands."""

    tag: str
    text: str


@dataclass(frozen=True)
class Picture:
    """A PNG and its alt text. The game draws `png` and writes `alt`; the bot names the file
    when it attaches it (and clips the alt text to Discord's 1,024 characters)."""

    png: bytes
    alt: str
    filename: str = "board.png"


@dataclass(frozen=True)
class GameOption:
    """A setup option a lobby offers, on or off: its key in `setup`'s options, a short label,
    what it does in a few words, and the seat counts it applies to (empty: any)."""

    key: str
    label: str
    help: str
    seats: tuple[int, ...] = ()

    def applies(self, seats: int) -> bool:
        return not self.seats or seats in self.seats


@dataclass(frozen=True)
class GameInfo:
    """What a game is, as the bot hosts it (OpenSpiel's `GameType` is the model); its words
    (name, options) in `language`, the rules' language."""

    key: str  # "roundhouse": saved in each of its game rows (1-20 of a-z0-9_; `bot.game.catalogue`)
    name: str  # "Round House": game titles ("Round House #12") and messages
    min_seats: int
    max_seats: int
    options: tuple[GameOption, ...] = ()  # the setup options a lobby offers (may be empty)
    # Whether a finished game is shown whole, its secrets too, on every surface (The Yellow
    # House: both hands); False: drawn from `view` after the end too.
    reveals_at_end: bool = True
    # The language of every word the rules give (these, labels, lines, prompts, pictures, alt
    # text, rules help, MoveRefused's and UnreadableState's messages): a catalogue of
    # `locales.words.LANGUAGES`, kept by `Speaking`.
    language: str = "en"


@dataclass(frozen=True)
class Level:
    """A computer player's level a lobby offers: its key (saved with the seat; at most 20 of
    `a-z0-9_-`), a short label ("Strong") and what it plays like, in a few words."""

    key: str
    label: str
    help: str


@dataclass(frozen=True)
class Topic:
    """One rules topic: a stable key (≤ 100 characters), a title (≤ 100), Markdown text, the
    lower-case words it is found by besides its title, and its group ("guide": a general
    topic, listed when a search finds nothing)."""

    key: str
    title: str
    text: str
    words: tuple[str, ...] = ()
    group: str = "guide"


@dataclass(frozen=True)
class RulesHelp:
    """Every rules topic (general topics first), and what a player can look up by name, as a
    phrase for the reply when a search finds nothing ("rooms and tiles are there by name";
    empty: nothing)."""

    topics: tuple[Topic, ...]
    found_by_name: str = ""


@dataclass(frozen=True)
class Texts:
    """What players read of a game now (`GameRules.texts`), as its reader may."""

    prompt: str  # what the current decision asks, in words
    # More words for the decision panel, under the prompt: what the options do where their
    # labels cannot say it all ("" when there is nothing to add).
    explain: str
    # The reader's own situation in a line or two, at the top of its decision panel (what it
    # holds, as the player needs it to choose); "" if the game has none, or for no seat.
    situation: str
    # How far the game has gone, the one clock players read on every post (Round House:
    # "Round 3 of 8 · turn 9"). It should grow with the game and never count moves.
    progress: str
    # A line every post should carry now (the end approaching), or None; a seat's own reader
    # may be told more.
    notice: str | None


class Telling(Generic[S]):
    """`GameRules.texts` written once, from a method per text: a game's rules class derives
    from it and writes `prompt` and `progress`; `explain`, `situation` and `notice` say
    nothing unless it writes them too."""

    def texts(self, state: S, reader: int | None = None) -> Texts:
        situation = "" if reader is None else self.situation(state, reader)
        notice = self.notice(state, reader)
        return Texts(
            self.prompt(state), self.explain(state), situation, self.progress(state), notice
        )

    def prompt(self, state: S) -> str:
        raise NotImplementedError

    def progress(self, state: S) -> str:
        raise NotImplementedError

    def explain(self, state: S) -> str:
        return ""

    def situation(self, state: S, seat: int) -> str:
        return ""

    def notice(self, state: S, reader: int | None = None) -> str | None:
        return None


class Speaking:
    """What every game's rules share to speak a language: `language` (a catalogue of
    `locales.words.LANGUAGES`, English unless told), its `words`, and `speaking(language)`, the
    same rules with their words in another language (`info.language` too). A game's rules
    class derives from it and sets the attributes the bot reads as words (name, options,
    levels) in `speak`, which its `__init__` calls too."""

    language: str = "en"
    info: GameInfo

    @property
    def words(self) -> Words:
        """The catalogue of the rules' language."""
        return words_for(self.language)

    def speak(self) -> None:
        """Set the attributes that are words in `self.language` (none by default)."""

    def speaking(self, language: str) -> Self:
        """These rules in `language`: themselves when they speak it already, else a copy."""
        if language == self.language:
            return self
        spoken = copy.copy(self)
        spoken.language = language
        spoken.speak()
        spoken.info = replace(spoken.info, language=language)
        return spoken


class GameRules(Protocol[S]):
    """A game the bot can host. Seats are numbered from 0 in the order they were taken.

    Every method is pure bookkeeping on the game's own state `S` except `apply`, which changes
    the state it is given. What a game may also do (draw pictures, End turn, Undo, computer
    players…) are capabilities of their own (`bot.game.capabilities`), which it declares.
    """

    info: GameInfo  # what the game is: its key, name, seat range, options, language

    def speaking(self, language: str) -> GameRules[S]:
        """The same rules, their words in `language` (the bot binds a game's rules to the
        game's language when it loads it, and asks `speaking(reader)` for private answers)."""
        ...

    # -- setup and saving --------------------------------------------------------------------

    def setup(
        self, names: Sequence[str], seed: int, options: Mapping[str, bool] | None = None
    ) -> S:
        """A new game for these seat names; the same seed (and options) give the same game.
        Unknown options, or a seat count out of range, raise ValueError."""
        ...

    def setup_json(self, state: S) -> str:
        """What `replay` needs besides the move codes, as text (saved once, at the start)."""
        ...

    def replay(self, setup_json: str, codes: Sequence[str]) -> S:
        """The state that a setup and its move codes (undo included) lead to; MoveRefused when
        a code is refused."""
        ...

    def to_json(self, state: S) -> str:
        """The state as a JSON object (the cache the bot saves after every move)."""
        ...

    def from_json(self, text: str) -> S:
        """A saved state back (an older save brought up to date); UnreadableState if it is
        not one."""
        ...

    # -- play ----------------------------------------------------------------------------------

    def deciders(self, state: S) -> tuple[int, ...]:
        """The seats that must decide now, in seat order: one in a sequential decision; at a
        simultaneous one every seat that has not chosen yet (a seat that has chosen may still
        change its choice: `legal_moves` lists its moves until the last seat chose); () once
        the game is over."""
        ...

    def view(self, state: S, seat: int | None) -> S:
        """The state as `seat` may know it (None: as everybody may: the public view), of the
        same type, what it may not know removed or replaced by neutral placeholders; a copy,
        or `state` itself when nothing is hidden from it. Every public surface is drawn from
        `view(state, None)`; a seat's panel, pictures and computer player from its own view."""
        ...

    def turn_key(self, state: S) -> str:
        """Names the current turn; changes exactly when a turn ends (the bot posts a new board
        then, and groups the move log by it)."""
        ...

    def legal_moves(self, state: S, seat: int | None = None) -> list[Move]:
        """The moves `seat` (None: `whose_turn`, the first of `deciders`) may play now, labels
        unique ("undo" may be among them; the panel shows it as its own button); [] when it
        has nothing to decide. At a simultaneous decision a seat that has chosen gets the
        moves that change its choice. Past 20 they come as a menu of the first 25."""
        ...

    def apply(self, state: S, code: str, seat: int | None = None) -> str:
        """Play a move of `seat` (None: `whose_turn`), or UNDO: the move in words. The line is
        public: it goes in the move log, the turn post and the bot's log file, so it tells
        only what `view(state, None)` shows (a secret choice reads "Ann has chosen."; the
        last choice of a simultaneous decision reveals them all). A seat changing its choice
        (a move of a seat no longer among `deciders`) is told nowhere: the bot saves no line
        for it. MoveRefused (state unchanged) when it is not legal for `seat` now; its
        message tells nothing hidden."""
        ...

    # -- what players read and see -----------------------------------------------------------

    def texts(self, state: S, reader: int | None = None) -> Texts:
        """What players read now (`Texts`: the prompt, the panel's words, the clock, the
        notice), as `reader` may (a seat: its panel and private messages; None: a post)."""
        ...

    def summaries(self, state: S, viewer: int | None) -> list[SeatSummary]:
        """Each seat's standing as `viewer` (a seat, or None: a spectator) may see it."""
        ...

    # -- the outcome ---------------------------------------------------------------------------

    def outcome(self, state: S) -> Outcome:
        """Each seat's score and the winners (`Outcome`), as if the game ended now."""
        ...


def whose_turn(rules: GameRules[S], state: S) -> int | None:
    """The seat that decides now: the first of `deciders` (at a simultaneous decision too);
    None once the game is over, and only then."""
    seats = rules.deciders(state)
    return seats[0] if seats else None
