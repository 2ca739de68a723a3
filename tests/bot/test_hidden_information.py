"""Every public surface is a function of the public view only: the same stretch of play, dealt
with other secrets (secret tic-tac-toe's bonus square of one seat; Round House's face-down stack
order), gives byte-identical posts (text, embeds, pictures, alt text, buttons), turn DMs,
answers to a spectator (status, log, Show board), refusals and bot log lines. A seat's own
secrets appear in its own panel and picture only."""

from __future__ import annotations

import logging
from dataclasses import replace

import pytest

from bot.app import create_bot
from bot.config import Settings
from bot.game.capabilities import copied
from bot.game.catalogue import Catalogue
from bot.game.model import Game
from bot.game.service import GameService
from bot.posts import ids
from bot.storage.store import Store
from bot.workers.thinking import decide
from games.roundhouse import RoundHouseRules
from tests.support.hidden import OtherBonus, ReorderedDecks, log_lines, payloads, posts_since
from tests.support.secretgame import SECRET_TIC_TAC_TOE, SecretTicTacToe
from tests.support.tables import buttons, is_lobby, public_posts
from tests.support.tictactoe import SQUARES


@pytest.fixture
def simcord_bot(settings, store):
    return create_bot(settings, store=store, games=Catalogue(SECRET_TIC_TAC_TOE))


async def deal_again(table, tmp_path, rules, name: str) -> Store:
    """The same server and members, a bot on a new database playing `rules`."""
    path = str(tmp_path / f"{name}.db")
    settings = Settings(database_path=path, computer_delay=30, shard_count=1)
    store = await Store.open(path)
    await table.env.restart_bot(create_bot(settings, store=store, games=Catalogue(rules)))
    return store


async def start(table, seed: int = 5) -> int:
    table.service.new_seed = lambda: seed
    await table.ann.slash(table.channel, "roundhouse new")
    lobby = next(p for p in reversed(public_posts(table.channel)) if is_lobby(p))
    await table.bo.click(lobby, label="Join")
    await table.ann.click(lobby, label="Start")
    game = await table.service.game_in(table.channel.id)
    return game.id


async def take_turn_post(table):
    return next(p for p in reversed(public_posts(table.channel)) if "Take my turn" in buttons(p))


async def spectate(table, game_id: int) -> list:
    """What cy, who has no seat, reads: status, the log and the board."""
    status = (await table.cy.slash(table.channel, "roundhouse status")).response
    log = (await table.cy.slash(table.channel, "roundhouse log")).response
    board = (await table.cy.click(table.last_post(), label="Show board")).response
    return [status, log, board]


async def clocks(table, posts: int) -> list:
    """The other answers that show the game's clock: the board (`/roundhouse board`), Ann's
    own board (`me`: her secret is dealt alike in both games) and her panel opened from the
    opening's post (the first since `posts`; stale: its note tells the clock)."""
    board = (await table.cy.slash(table.channel, "roundhouse board")).response
    mine = (await table.ann.slash(table.channel, "roundhouse me")).response
    opening = next(p for p in posts_since(table.channel, posts) if "Take my turn" in buttons(p))
    stale = (await table.ann.click(opening, label="Take my turn")).response
    assert "That post is from an earlier turn" in stale.content
    return [board, mine, stale]


async def secret_stretch(table, caplog) -> list:
    """Both call (Ann changes hers), a refused forged call, the reveal, a first turn and a
    second, and the answers that tell the clock."""
    posts, dms = len(public_posts(table.channel)), [len(dm_history(m)) for m in table.members]
    caplog.clear()
    game_id = await start(table)
    answers = []
    panel = (await table.ann.click(await take_turn_post(table), label="Take my turn")).response
    panel = (await table.ann.click(panel, label="Call 2")).response
    await table.ann.click(panel, label="Call 3")
    answers += await spectate(table, game_id)
    forged = await table.forged(table.channel, ids.move(game_id, 2, "c0-1"))
    answers.append((await table.bo.click(forged, label="forged")).response)  # not Bo's call
    panel = (await table.bo.click(await take_turn_post(table), label="Take my turn")).response
    await table.bo.click(panel, label="Call 1")
    panel = (await table.ann.click(await take_turn_post(table), label="Take my turn")).response
    panel = (await table.ann.click(panel, label="Mark a1")).response
    await table.ann.click(panel, label="End my turn (a1)")
    answers += await spectate(table, game_id)
    panel = (await table.bo.click(await take_turn_post(table), label="Take my turn")).response
    panel = (await table.bo.click(panel, label="Mark b2")).response
    await table.bo.click(panel, label="End my turn (b2)")
    answers += await clocks(table, posts)
    dm = [dm_history(m)[n:] for m, n in zip(table.members, dms, strict=True)]
    lines = [m.line for m in await table.service.store.moves(game_id)]
    return [
        await payloads(posts_since(table.channel, posts)),
        await payloads(answers),
        [await payloads(d) for d in dm],
        lines,
        log_lines(caplog.records),
    ]


def dm_history(member) -> list:
    channel = member.user.dm_channel
    return [] if channel is None else [m for m in channel.history() if not m.flags.ephemeral]


async def test_a_seats_secret_changes_no_public_payload(table, tmp_path, caplog):
    caplog.set_level(logging.DEBUG, logger="bot")
    table.members = (table.ann, table.bo, table.cy)
    first = await secret_stretch(table, caplog)
    dealt = SecretTicTacToe().deal(5)
    assert OtherBonus().deal(5)[0] == dealt[0] and OtherBonus().deal(5)[1] != dealt[1]
    store = await deal_again(table, tmp_path, OtherBonus(), "other")
    try:
        second = await secret_stretch(table, caplog)
        game = await table.service.load(1)
        assert game.state.secrets[1] != dealt[1]  # the second game was dealt otherwise
    finally:
        await table.env.bot.close()
        await store.close()
    names = ("posts", "spectator's answers", "turn DMs", "move log", "bot log")
    for name, a, b in zip(names, first, second, strict=True):
        assert a == b, f"the {name} differ"
    assert first[0] and first[1] and any(first[2])  # something was compared (the bot logs
    # nothing at all in this stretch: the log lines compared are none, in both games)
    refusal = first[1][3][0]
    assert "not possible now" in refusal


async def test_only_the_seat_sees_its_secret(table):
    game_id = await start(table)
    game = await table.service.load(game_id)
    ann_square, bo_square = ("abc"[(s - 1) % 3] + "123"[(s - 1) // 3] for s in game.state.secrets)
    ann = (await table.ann.click(await take_turn_post(table), label="Take my turn")).response
    bo = (await table.bo.click(await take_turn_post(table), label="Take my turn")).response
    assert f"Your bonus square: {ann_square}." in ann.content and bo_square not in ann.content
    assert f"Your bonus square: {bo_square}." in bo.content and ann_square not in bo.content
    mine = (await table.bo.click(bo, label="My board")).response  # a picture for Bo alone
    assert mine.ephemeral and mine.attachments[0].description == (
        f"Your bonus square is {bo_square}."
    )
    await table.ann.click(ann, label="Call 2")
    bo = (await table.bo.click(await take_turn_post(table), label="Take my turn")).response
    assert "called" not in bo.content  # Ann's call, hidden from Bo's own panel too
    for post in public_posts(table.channel):
        text = post.content + str([e.to_dict() for e in post.embeds])
        assert "bonus square" not in text.lower()


@pytest.mark.real_render
async def test_round_house_deck_order_changes_no_public_payload(table, tmp_path, caplog):
    caplog.set_level(logging.DEBUG, logger="bot")
    runs = []
    for name, rules in (("plain", RoundHouseRules()), ("reordered", ReorderedDecks())):
        store = await deal_again(table, tmp_path, rules, name)
        try:
            posts = len(public_posts(table.channel))
            caplog.clear()
            game_id = await start(table)
            answers = await spectate(table, game_id)
            game = await table.service.load(game_id)
            member = table.member_for(game, game.current_seat())
            panel = await member.click(await take_turn_post(table), label="Take my turn")
            answers.append(panel.response)
            runs.append(
                (
                    game.state.decks.order_deck,
                    await payloads(posts_since(table.channel, posts)),
                    await payloads(answers),
                    log_lines(caplog.records),
                )
            )
        finally:
            await table.env.bot.close()
            await store.close()
    (plain, *first), (reordered, *second) = runs
    assert plain != reordered and sorted(plain) == sorted(reordered)
    assert first == second
    pictures = [files[0] for _, _, files, _ in first[0] + first[1] if files]
    assert len(pictures) >= 2 and all(png.startswith(b"\x89PNG") for png, _, _ in pictures)
    assert all(len(png) > 10_000 and alt for png, alt, _ in pictures)  # real ones, described


async def test_a_computer_decides_on_its_seats_view_only(store):
    """Two games that differ only in what seat 1 may not know (seat 0's call; then seat 0's
    bonus square): seat 1's computer chooses the same, in the bot's thinking workers."""
    service = GameService(store, games=Catalogue(SECRET_TIC_TAC_TOE))
    lobby = await service.open_lobby(guild_id=1, channel_id=10, host_id=100, host_name="Ann")
    await service.add_computer(lobby.id, 100)
    game = await service.start(lobby.id, 100, seed=5)
    rules = game.rules

    def variant(**hidden) -> Game:
        state = copied(rules, game.state)
        for name, value in hidden.items():
            setattr(state, name, value)
        return replace(game, state=state)

    calls = [await decide(variant(calls=[c, None]), 1, "normal") for c in (1, 3)]
    assert calls[0] == calls[1]
    for code in ("c0-2", "c1-1", "a1", "done"):  # seat 0 plays X first and marks a1
        rules.apply(game.state, code)
    assert rules.deciders(game.state) == (1,)
    secrets = game.state.secrets
    free = [s for s in range(1, 10) if s not in secrets and not game.state.board[s - 1]]
    others = free[:2]
    moves = [await decide(variant(secrets=[s, secrets[1]]), 1, "normal") for s in others]
    assert moves[0] == moves[1]


async def test_a_finished_game_shows_its_secrets(table):
    game_id = await start(table)
    game = await table.service.load(game_id)
    ann_square, bo_square = (SQUARES[s - 1] for s in game.state.secrets)
    for member, number in ((table.ann, 3), (table.bo, 1)):  # ann calls higher: she plays X
        panel = (await member.click(await take_turn_post(table), label="Take my turn")).response
        await member.click(panel, label=f"Call {number}")
    hidden = table.last_post().attachments[0].description
    assert "Bonus squares: ann's hidden, bo's hidden." in hidden
    players = [table.ann, table.bo] * 2 + [table.ann]
    for member, square in zip(players, ("a1", "a2", "b1", "b2", "c1"), strict=True):
        panel = (await member.click(await take_turn_post(table), label="Take my turn")).response
        panel = (await member.click(panel, label=f"Mark {square}")).response
        await member.click(panel, label=f"End my turn ({square})")
    final = table.last_post()
    assert final.content.startswith("The game is over")
    alt = final.attachments[0].description
    assert f"Bonus squares: ann's {ann_square}, bo's {bo_square}." in alt  # reveals_at_end
