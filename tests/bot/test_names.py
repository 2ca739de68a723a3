"""Issue 19, part 1: a player's name cannot silence a game any more. One place makes a member's
name a seat name (`bot.game.text.seat_name`: cleaned, cut, never empty), one way puts a name
into text (isolated between FSI and PDI), and every message the bot builds keeps Discord's
limits and lets no bidi control loose, whatever the names, option values, rules queries and
time zones players give (fuzzed with hypothesis; what else a player types is in
`test_typed_text.py`, every game's own texts in `test_names_every_game.py`). The same through
real discord.py flows is in `test_hostile_names.py`."""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine.roundhouse as rh_engine
import games.roundhouse.pictures as rh_render
from bot.game.levels import computer_name
from bot.game.model import Game
from bot.game.protocol import Picture
from bot.game.text import (
    FSI,
    NAME_LIMIT,
    PDI,
    clean,
    clip,
    isolate,
    loggable,
    named,
    seat_name,
    whole_number,
)
from bot.pacing.notices import turn_notice
from bot.pacing.results import chart_alt
from bot.posts import answers, listing, messages
from bot.posts.messages import Outgoing
from bot.storage.records import GameRow, MoveRow, SeatRow, Status
from bot.storage.results import Result, ResultSeat
from bot.workers.picture import named as named_picture
from games.roundhouse import ROUND_HOUSE, RoundHouseRules
from games.roundhouse.pictures.samples import played_state
from locales.names import unescaped, written
from locales.words import ENGLISH, words_for
from tests.support.text import (
    BIDI_CONTROLS,
    outgoing_problems,
    outgoing_texts,
    text_problems,
)

EN = words_for(ENGLISH)

HOSTILE = [  # the names and their kind
    "a\nb",
    "a\rb",
    "a\x1cb",
    "a\x85b",
    "Ann\u202eevil",
    "\u202bRTL\u202c embedded",
    "\u2066iso\u2069late",
    "עברית 12",
    "مرحبا",
    "e" + "\u0301" * 200,
    "👩\u200d💻\u200d",
    "\u200b\u200d\u2060\ufeff",
    "\u3164",
    "x" * 3000,
    "<@123> @everyone **bold** ||spoiler|| `code`",
    "",
]
PIECES = [*HOSTILE, "\t", "\u2028", "\u2029", "\x00", "\x7f", "\U0001f1eb\U0001f1f7", "Bo"]
any_text = st.text(st.characters(exclude_categories=("Cs",)), max_size=60)
names = st.one_of(
    any_text,
    st.lists(st.sampled_from(PIECES), max_size=6).map("".join),
    st.integers(33, 3000).map(lambda n: "ש" * n),
)
FUZZ = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# -- one place where a name becomes a seat name -----------------------------------------------


@pytest.mark.parametrize(
    ("raw", "seat"),
    [
        ("a\nb", "a b"),
        ("a\r\nb", "a b"),
        ("a\x1cb", "a b"),
        ("a\x85b", "a b"),
        ("Ann\u202eevil", "Annevil"),
        ("\u2066iso\u2069late", "isolate"),
        ("\u200eLRM \u061cALM", "LRM ALM"),
        ("  Ann \t  Lee  ", "Ann Lee"),
        ("", "Player"),
        ("\x00\u200b\u200d\ufeff", "Player"),
        ("\u3164\u3164", "Player"),  # Hangul fillers draw nothing
        ("W" * 3000, "W" * NAME_LIMIT),
        ("e\u0301", "é"),  # NFC
        ("z" + "\u0300" * 100, "z" + "\u0300" * 4),  # "Zalgo": at most 4 marks on a character
        ("👩\u200d💻 dev", "👩\u200d💻 dev"),  # a joiner inside an emoji sequence is kept
        ("\u200dx\u200d", "x"),  # …and dropped where it joins nothing
        ("👍🏽 ok", "👍🏽 ok"),
        ("🏴\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f", None),  # England
        ("a\U000e0067b", "ab"),  # a tag outside a flag
        ("a\ud800b\ufffe", "ab"),  # a lone surrogate, a noncharacter
        ("مرحبا", "مرحبا"),
    ],
)
def test_a_members_name_becomes_a_seat_name(raw: str, seat: str | None) -> None:
    assert seat_name(raw) == (raw if seat is None else seat)


def test_a_cut_never_splits_a_character() -> None:
    assert seat_name("a" * 31 + "👩\u200d💻") == "a" * 31  # the sequence does not fit: left out
    assert seat_name("🇫🇷" * 20) == "🇫🇷" * 16  # whole flags only
    assert seat_name("a" * 31 + " " + "b" * 5) == "a" * 31  # no space left at the end
    family = seat_name("👩" + "\u200d👩" * 20)  # one character longer than a name: cut, whole
    assert len(family) <= NAME_LIMIT and family.endswith("👩")


@given(names)
def test_every_seat_name_is_clean_short_and_never_empty(raw: str) -> None:
    name = seat_name(raw)
    assert 1 <= len(name) <= NAME_LIMIT
    assert seat_name(name) == name  # cleaning twice changes nothing (old rows, loaded states)
    assert unicodedata.is_normalized("NFC", name)
    assert name == name.strip() and "  " not in name
    assert not (set(name) & (BIDI_CONTROLS | {FSI, PDI}))
    for ch in name:
        category = unicodedata.category(ch)
        assert category not in ("Cc", "Cs", "Zl", "Zp") and (ch == " " or category != "Zs")
        assert category != "Cf" or ch in "\u200c\u200d" or "\U000e0020" <= ch <= "\U000e007f"


# -- one way a name goes into text --------------------------------------------------------------


def test_a_name_is_written_isolated_and_clean() -> None:
    assert named("a\u202eb\nc") == f"{FSI}ab c{PDI}"
    assert named("") == f"{FSI}Player{PDI}"
    assert isolate("x") == f"{FSI}x{PDI}"


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("**x**", "\\*\\*x\\*\\*"),
        ("`x`", "\\`x\\`"),
        ("__x__ ~~y~~ ||z||", "\\_\\_x\\_\\_ \\~\\~y\\~\\~ \\|\\|z\\|\\|"),
        ("[x](https://e.com) <@1>", "\\[x](https://e.com) \\<@1>"),
        ("# big", "\\# big"),
        ("> q", "\\> q"),
        ("- li", "\\- li"),
        ("a-b #1 >", "a-b #1 >"),  # only a line's start makes these Markdown
        ("back\\slash", "back\\\\slash"),
        ("محمد", "محمد"),
    ],
)
def test_a_names_markdown_is_escaped_and_taken_out_again_where_discord_shows_text_as_it_is(
    name: str, shown: str
) -> None:
    assert named(name) == f"{FSI}{shown}{PDI}" == written(name)
    assert unescaped(named(name)) == isolate(name)


@given(st.lists(st.one_of(any_text.map(clean), names.map(named)), max_size=8), st.integers(2, 80))
def test_a_clip_never_leaves_an_isolate_open(parts: list[str], limit: int) -> None:
    text = " ".join(parts)  # names among other text, as in a line of the log
    out = clip(text, limit)
    assert len(out) <= limit
    assert out.count(FSI) == out.count(PDI)
    assert out == text or out.endswith("…")


@pytest.mark.parametrize(
    ("text", "number"),
    [("12", 12), ("0", 0), ("007", 7), ("²", None), ("١٢", None), (" 1", None), ("+1", None),
     ("1_0", None), ("1e3", None), ("", None), ("1000", None), ("9" * 400, None)],
)  # fmt: skip
def test_numbers_are_read_in_ascii_digits_alone(text: str, number: int | None) -> None:
    assert whole_number(text, 999) == number


def test_log_lines_cannot_be_forged() -> None:
    assert loggable("ann\n2026-01-01 ERROR forged\u202e") == "ann\\n2026-01-01 ERROR forged\\u202e"
    assert loggable("Zoë 日本") == "Zoë 日本"


# -- pictures draw the clean name ---------------------------------------------------------------


@pytest.mark.real_render
def test_a_name_with_a_line_break_draws() -> None:
    """The issue's reproduction: every picture failed with `raqm_layout() failed`."""
    rules = RoundHouseRules()
    state = rules.setup(["a\nb", "bo"], 5, None)
    assert [p.name for p in state.players] == ["a b", "bo"]
    board = rules.picture(state, [])
    assert board.png and not text_problems(board.alt, "alt", 1024)
    assert rules.turn_picture(state, []).png and rules.seat_picture(state, 0).png
    assert rules.score_chart(state)


@pytest.mark.real_render
def test_a_game_saved_with_hostile_names_loads_and_draws_clean() -> None:
    """A state saved before names were cleaned: loaded, replayed and drawn with seat names."""
    raw = ["a\nb\u202e", "\x1c" + "W" * 300, "\u2068"]
    saved = rh_engine.new_game(raw, 4)  # as the bot saved it before: the names as they came
    state = ROUND_HOUSE.from_json(rh_engine.to_json(saved))
    clean_names = [seat_name(n) for n in raw]
    assert [p.name for p in state.players] == clean_names == state.setup.names
    replayed = ROUND_HOUSE.replay(ROUND_HOUSE.setup_json(saved), [])
    assert ROUND_HOUSE.to_json(replayed) == ROUND_HOUSE.to_json(state)  # verify-db agrees
    assert ROUND_HOUSE.seat_names(ROUND_HOUSE.setup_json(saved)) == clean_names
    assert ROUND_HOUSE.picture(state, []).png and ROUND_HOUSE.turn_picture(state, []).png


@pytest.mark.real_render
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(names, min_size=2, max_size=5), st.booleans())
def test_every_picture_draws_whatever_the_names(raw: list[str], saved_before: bool) -> None:
    """New games (`setup`) and games saved before names were cleaned (`from_json`) alike."""
    state = ROUND_HOUSE.setup(raw, 2)
    if saved_before:
        state = ROUND_HOUSE.from_json(rh_engine.to_json(rh_engine.new_game(raw, 2)))
    for drawn in (
        ROUND_HOUSE.picture(state, ["x"]),
        ROUND_HOUSE.turn_picture(state, []),
        ROUND_HOUSE.seat_picture(state, len(raw) - 1),
    ):
        assert drawn.png.startswith(b"\x89PNG")
        assert not text_problems(named_picture(drawn, "p").alt, "alt text", 1024)


def test_render_drops_what_it_cannot_lay_out() -> None:
    """The pictures draw a name's text through games.common.fonts: controls, line breaks and
    bidi overrides are left out, never drawn as a box."""
    from games.common import fonts

    assert "".join(run.text for run in fonts.runs("a\nb\x1c\x85\u202ec")) == "abc"


# -- every message, whatever the names -----------------------------------------------------------


@functools.cache
def finished_json() -> str:
    return rh_engine.to_json(played_state(3, lambda s: s.over))


def game_with(raw: list[str], *, over: bool = False, computer: int | None = None) -> Game:
    """A game whose seats and saved state hold the names as they came (a game saved before
    names were cleaned), loaded as the bot loads it; seat `computer` a computer seat."""
    if over:
        saved = rh_engine.from_json(finished_json())
        raw = (raw * 3)[:3]
        for player, name in zip(saved.players, raw, strict=True):
            player.name = name
        saved.setup.names = list(raw)
    else:
        saved = rh_engine.new_game(raw, 3)
    state = ROUND_HOUSE.from_json(rh_engine.to_json(saved))
    status = Status.FINISHED if over else Status.PLAYING
    row = GameRow(7, 1, 2, 100, status, None, None, 3, None, "t", "t")
    seats = [
        SeatRow(None if i == computer else 100 + i, name, i == computer, "strong")
        for i, name in enumerate(raw)
    ]
    return Game(row, seats, state, rules=ROUND_HOUSE)


def played(game: Game, moves: int) -> tuple[list[str], list[MoveRow]]:
    """`moves` moves of the game, in words, and its log."""
    lines, log = [], []
    for seq in range(1, moves + 1):
        assert game.state is not None
        seat = game.current_seat()
        key = ROUND_HOUSE.turn_key(game.state)
        code = ROUND_HOUSE.legal_moves(game.state)[0].code
        line = ROUND_HOUSE.apply(game.state, code)
        lines.append(line)
        log.append(MoveRow(seq, seat, None, code, line, key, "t"))
    return lines, log


def surfaces(game: Game, lines: list[str], log: list[MoveRow]) -> tuple[list[Outgoing], list[str]]:
    """Every message and text the bot builds for a game in play (`lines`: its last moves)."""
    assert game.state is not None
    alt = rh_render.alt_text(EN, game.state, lines)
    picture = named_picture(Picture(b"png", alt), "board")
    seat = game.current_seat()
    outs = [
        messages.turn_post(game, lines, picture),
        messages.turn_post(game, None, None),
        messages.decision_post(game),
        answers.status(game, seat),
        messages.panel(game, seat),
        messages.panel(game, next(i for i in range(len(game.seats)) if i != seat)),
        answers.log(game, log),
        answers.board_message(game, picture),
        answers.my_board_message(game, picture),
        messages.abandon_notice(game, game.seats[0].name),
        messages.lobby(replace_status(game, Status.LOBBY)),
    ]
    texts = [
        listing.game_line(game),
        listing.inbox_line(game, 1, link="https://discord.com/channels/1/2", paused=False,
                           deadlines={}),
        computer_name(game, 0),
        chart_alt(game),
    ]  # fmt: skip
    if seat is not None and not game.is_computer(seat):
        notice = turn_notice(game, seat, deadline_at=None, picture=picture)
        texts += [notice.content, notice.fallback]
    return outs, texts


def problems_of(game: Game, lines: list[str], log: list[MoveRow]) -> list[str]:
    outs, texts = surfaces(game, lines, log)
    problems = [p for out in outs for p in outgoing_problems(out)]
    return problems + [p for text in texts for p in text_problems(text, "text", 2000)]


def replace_status(game: Game, status: Status) -> Game:
    return Game(replace(game.row, status=status), game.seats, None, rules=game.rules)


@FUZZ
@given(st.lists(names, min_size=2, max_size=5))
def test_every_message_in_play_keeps_discords_limits_and_isolates_names(raw: list[str]) -> None:
    game = game_with(raw, computer=1)
    lines, log = played(game, 3)
    assert not problems_of(game, lines, log)


@FUZZ
@given(st.lists(names, min_size=1, max_size=3))
def test_the_final_post_and_the_history_keep_them_too(raw: list[str]) -> None:
    game = game_with(raw, over=True)
    out = messages.game_over_post(game, ["line"], None)
    assert not outgoing_problems(out)
    seats = [ResultSeat(7, i, None, s.name, 10 * i, i == 0) for i, s in enumerate(game.seats)]
    page = listing.list_page(
        "history",
        "**Recent results**",
        [listing.result_line(Result(7, 0.0, 9, seats), "x")] * 5,
        listing.page_of(5, 1, 5),
    )
    assert not outgoing_problems(page)


def test_a_name_is_never_outside_its_isolate() -> None:
    """Right-to-left names, in every text of every surface (the engine's lines too), only ever
    appear between FSI and PDI: the rest of each line keeps its direction."""
    rtl = ["עברית", "مرحبا", "ܫܠܡܐ"]
    game = game_with(rtl, computer=1)
    lines, log = played(game, 3)
    outs, texts = surfaces(game, lines, log)
    texts += [t for out in outs for t in outgoing_texts(out)]
    isolated = re.compile(f"{FSI}[^{PDI}]*{PDI}")
    assert any(named(rtl[0]) in t for t in texts)
    for text in texts:
        assert not any(name in isolated.sub("", text) for name in rtl), text
