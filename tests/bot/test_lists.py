"""Issue 10, point 2: every list fits Discord at any size, a page at a time, with page buttons
that keep working after a restart (`/roundhouse games`, `mygames`, `history`, `leaderboard`)."""

from __future__ import annotations

import re

import pytest

from bot.posts import listing
from bot.storage.records import Status
from bot.storage.results import ResultSeat, ResultStore
from games.roundhouse.pictures.samples import played_state
from tests.support.tables import buttons, private_answer, restart_bot
from tests.support.text import plain

LIMIT = 2000  # Discord's limit for a message's text
LONG = "W" * 32  # the longest display name Discord allows
SNOWFLAKE = 1456074443980800000  # ids as long as Discord's


async def fill_server(table, count: int, *, seated=None, full: int | None = None) -> list[int]:
    """`count` games in the table's server with the longest names, every other one in play
    (written to the store directly: no turn notices); the first `full` (default all) have five
    seats, the others two; `seated` (a member) has the first seat of each. The game ids."""
    service, store = table.service, table.service.store
    states = {size: service.games.default.setup([LONG] * size, 1) for size in (2, 5)}
    saved = {
        size: (service.games.default.setup_json(state), service.games.default.to_json(state))
        for size, state in states.items()
    }
    game_ids = []
    for n in range(count):
        host = seated.id if seated is not None else SNOWFLAKE + 10 * n
        game = await store.create_lobby(
            guild_id=table.guild.id,
            channel_id=SNOWFLAKE + n,
            host_id=host,
            host_name=LONG,
            game="roundhouse",
        )
        for seat in range(1, 5 if full is None or n < full else 2):
            await store.add_seat(
                game.id, user_id=SNOWFLAKE + 10 * n + seat, name=LONG, computer=False, limit=5
            )
        if n % 2:
            setup_json, state_json = saved[len(await store.seats(game.id))]
            await store.start(game.id, setup_json=setup_json, state_json=state_json)
        game_ids.append(game.id)
    return game_ids


def page_buttons(message) -> dict[str, str]:
    return {k: v for k, v in buttons(message).items() if v.startswith("rh:pg:")}


def can_click(message, label: str) -> bool:
    """Whether the message has an enabled button with this label."""
    rows = [row["components"] for row in message.components]
    return any(c.get("label") == label and not c.get("disabled") for row in rows for c in row)


async def every_page(member, first) -> list[str]:
    """The text of every page of a list, from the first by Next ▶; each checked against
    Discord's limit."""
    pages = [first.content]
    message = first
    while can_click(message, "Next ▶"):
        message = (await member.click(message, label="Next ▶")).response
        pages.append(message.content)
    assert all(len(page) <= LIMIT for page in pages)
    return pages


def numbers(pages: list[str], pattern: str) -> list[int]:
    return [int(n) for page in pages for n in re.findall(pattern, page)]


async def test_five_hundred_games_in_a_server_fit_a_page_at_a_time(table):
    game_ids = await fill_server(table, 500, full=14)  # two pages of the longest lines
    first = (await table.cy.slash(table.channel, "roundhouse games")).response
    assert first.ephemeral
    assert first.content.startswith("**Round House games on this server** (500) · page 1 of 72")
    assert list(page_buttons(first)) == ["⏮ First", "◀ Previous", "Next ▶", "Last ⏭"]
    pages = await every_page(table.cy, first)
    assert len(pages) == 72
    assert numbers(pages, r"\*\*Round House #(\d+)\*\* in <#") == game_ids  # each once, in order
    # the longest line is shortened between two whole names (each isolated: 34 characters)
    assert f"{LONG} to play ({', '.join([LONG] * 4)},…" in plain(pages[0] + pages[1])

    home = (await table.cy.click(first, label="⏮ First")).response  # the one message, in place
    assert home.id == first.id and home.content == pages[0]
    last = (await table.cy.click(home, label="Last ⏭")).response
    assert last.content == pages[-1]
    back = (await table.cy.click(last, label="◀ Previous")).response
    assert back.content == pages[-2]


async def test_a_hundred_games_for_one_player(table):
    game_ids = await fill_server(table, 100, seated=table.ann)
    first = (await table.ann.slash(table.channel, "roundhouse mygames")).response
    assert first.content.startswith("**Your Round House games** (100) · page 1 of 15")
    pages = await every_page(table.ann, first)
    assert numbers(pages, r"\*\*Round House #(\d+)\*\*") == game_ids
    assert all("https://discord.com/channels/" in line for line in pages[3].splitlines()[1:])


async def test_history_of_five_player_games_between_people(table):
    store = table.service.store
    results = ResultStore(store)
    for n in range(1, 131):
        game = await store.create_lobby(
            guild_id=table.guild.id,
            channel_id=SNOWFLAKE + n,
            host_id=SNOWFLAKE,
            host_name="x",
            game="roundhouse",
        )
        seats = [
            ResultSeat(game.id, s, SNOWFLAKE + s, LONG, 100 + s, s < 2) for s in range(5)
        ]  # a shared victory: the longest line there is
        await results.save_result(
            game_id=game.id,
            guild_id=table.guild.id,
            channel_id=SNOWFLAKE,
            finished_at=1_767_225_600 + n,
            moves=312,
            seats=seats,
        )
    first = (await table.bo.slash(table.channel, "roundhouse history")).response
    assert first.content.startswith("**Recent Round House results** (the last 100) · page 1 of 20")
    pages = await every_page(table.bo, first)
    assert numbers(pages, r"\*\*#(\d+)\*\* <t:") == list(range(130, 30, -1))
    mentions = ", ".join(f"<@{SNOWFLAKE + s}> {100 + s}" for s in range(4, -1, -1))
    assert f"won by <@{SNOWFLAKE}> and <@{SNOWFLAKE + 1}> ({mentions})" in pages[0]  # lobbies

    board = (await table.bo.slash(table.channel, "roundhouse leaderboard")).response
    assert board.content.splitlines()[1] == f"1. <@{SNOWFLAKE + 1}> — 130 · 130 · 101.0"
    assert len(board.content) <= LIMIT and not board.components  # five people: one page


async def test_page_buttons_work_after_a_restart(table, settings, db_path):
    await fill_server(table, 20)
    first = (await table.cy.slash(table.channel, "roundhouse games")).response
    new_store = await restart_bot(table, settings, db_path)
    try:
        second = (await table.cy.click(first, label="Next ▶")).response
        assert second.id == first.id and "page 2 of 3" in second.content
    finally:
        await table.env.bot.close()
        await new_store.close()


async def test_a_page_button_lists_only_the_clickers_own(table):
    """A page button names no server or person: clicked elsewhere (forged), it shows the
    clicker's own server's list, and a server's list is refused in a DM."""
    await fill_server(table, 20)
    other = table.env.create_guild()
    lonely = other.add_member(table.env.create_user("di"))
    channel = other.create_text_channel("elsewhere")
    shown = await lonely.click(await table.forged(channel, "rh:pg:games:2:n"), label="forged")
    assert "No Round House game is running on this server" in shown.response.content

    dm = await table.forged(table.cy, "rh:pg:games:2:n")
    refused = await table.cy.user.click(dm, label="forged")
    assert "use it in the server" in private_answer(refused).content


async def test_page_of_clamps_and_list_page_never_passes_the_limit():
    assert listing.page_of(0, 5, 8) == listing.Page(1, 1, 0, 0)
    assert listing.page_of(17, 99, 8) == listing.Page(3, 3, 16, 17)
    assert listing.page_of(17, 0, 8) == listing.Page(1, 3, 0, 8)
    lines = [f"<@{SNOWFLAKE}> " * 40 + "https://discord.com/channels/1/2"] * 15
    out = listing.list_page("games", "x" * 500, lines, listing.page_of(100, 2, 15))
    assert len(out.content) <= LIMIT
    assert all(re.fullmatch(r"(<@\d+> )*<@\d+>…", line) for line in out.content.splitlines()[1:])
    assert [b.custom_id for b in out.buttons] == [
        "rh:pg:games:1:f", "rh:pg:games:1:p", "rh:pg:games:3:n", "rh:pg:games:7:l",
    ]  # fmt: skip


@pytest.mark.parametrize("clipped", ["**#12** in <#1234", "see https://disc", "**bold"])
def test_clip_line_never_cuts_a_token(clipped):
    text = clipped + "ord.com/x>** and more words"
    out = listing.clip_line(text, len(clipped) + 1)
    assert out.endswith("…") and "<#1" not in out and "https" not in out
    assert out.count("**") % 2 == 0


async def test_history_says_how_long_a_game_went_in_its_own_clock(table):
    """Issue 19, part 7: history said "(312 moves)", a number no player reads anywhere else;
    it says the game's clock at its end, as the final post does."""
    store, rules = table.service.store, table.service.games.default
    over = played_state(2, lambda s: s.over)
    game = await store.create_lobby(
        guild_id=table.guild.id,
        channel_id=SNOWFLAKE,
        host_id=SNOWFLAKE,
        host_name="ann",
        game="roundhouse",
    )
    await store.add_seat(game.id, user_id=SNOWFLAKE + 1, name="bo", computer=False, limit=5)
    await store.start(game.id, setup_json=rules.setup_json(over), state_json=rules.to_json(over))
    await store.set_status(game.id, Status.FINISHED, only_from=[Status.PLAYING])
    seats = [ResultSeat(game.id, s, SNOWFLAKE + s, "x", 50 - s, s == 0) for s in range(2)]
    await ResultStore(store).save_result(
        game_id=game.id, guild_id=table.guild.id, channel_id=SNOWFLAKE, finished_at=1.0,
        moves=312, seats=seats,
    )  # fmt: skip
    history = (await table.bo.slash(table.channel, "roundhouse history")).response.content
    clock = rules.progress(over)
    assert clock.startswith("Round ") and " · turn " in clock
    assert history.endswith(f"<@{SNOWFLAKE}> 50, <@{SNOWFLAKE + 1}> 49; {clock})")
    assert "moves" not in history
