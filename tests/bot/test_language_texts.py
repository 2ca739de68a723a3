"""The bot's own words in the game's language or the reader's (issue 22, locales/*/bot.toml),
through simcord and discord.py's real code: a zh-TW game posts its lobby and turns in Chinese,
while a member whose Discord speaks en-US gets an English panel and English refusals, privately,
and the public posts stay Chinese. The catalogue's labels fit Discord's limits in both
languages, and its Chinese is Traditional, as written in Taiwan."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import games
from bot.app import create_bot
from bot.game.capabilities import copied
from bot.game.catalogue import Catalogue
from bot.game.lobby_rules import menu, option_lines
from bot.game.protocol import MoveRefused
from bot.game.refused import move_refused
from bot.game.text import NAME_LIMIT
from bot.posts import ids
from bot.storage.lobby import LobbySetup
from bot.storage.records import GameRow, Status
from locales.words import LANGUAGES, placeholders, words_for
from tests.bot.test_names import FUZZ, game_with, names, played, problems_of
from tests.support.tables import buttons, public_posts
from tests.support.tictactoe import TIC_TAC_TOE, TicTacToe

GAME_KEYS = list(games.GAMES)

ROOT = Path(__file__).resolve().parents[2]
VARIANTS = tomllib.loads((ROOT / "locales" / "zh_variants.toml").read_text(encoding="utf-8"))
HAN = re.compile(r"[\u4e00-\u9fff]")
# Discord's limits: a button's label, a select option's label, a select's placeholder
LIMITS = {"button": 80, "option": 100, "placeholder": 150}
WORST = {  # the longest value each placeholder of a label takes
    "hours": 8,
    "label": "O" * 45,  # a game option's label (Round House's longest is far shorter)
    "level": "L" * 20,
    "n": 999,
    "number": 9_999,
    "count": 9_999,
    "range": "2–5",
}
LABELS = {  # bot.toml keys whose text is a label, and the limit each must keep
    **{f"bot.button.{key}": "button" for key in ("join", "leave", "add_computer", "start")},
    **{f"bot.button.{key}": "button" for key in ("take_turn", "show_board", "undo")},
    **{f"bot.button.{key}": "button" for key in ("rematch", "snooze", "stop_dms", "go_to_game")},
    "bot.button.replay": "button",
    "bot.replay.counter": "button",
    **{f"bot.page.{key}": "button" for key in ("first", "previous", "next", "last")},
    **{f"bot.menu.{key}": "option" for key in ("any_size", "seats", "deadline", "no_deadline")},
    **{f"bot.menu.{key}": "option" for key in ("switch_on", "switch_off", "idle")},
    "bot.lobby.menu": "placeholder",
    "bot.panel.choose": "placeholder",
}


@pytest.fixture
def simcord_bot(settings, store):
    return create_bot(settings, store=store, games=Catalogue(TIC_TAC_TOE))


async def started(table) -> tuple[int, object]:
    """A zh-TW game of ann and bo, started from its Chinese lobby; its id and the turn post."""
    table.service.new_seed = lambda: 5
    await table.ann.slash(table.channel, "roundhouse new", language="zh-TW")
    lobby = public_posts(table.channel)[-1]
    await table.bo.click(lobby, label="加入")
    await table.ann.click(public_posts(table.channel)[-1], label="開始")
    game = await table.service.game_in(table.channel.id)
    return game.id, public_posts(table.channel)[-1]


async def test_a_chinese_lobby_reads_chinese(table):
    await table.ann.slash(table.channel, "roundhouse new", language="zh-TW")
    lobby = public_posts(table.channel)[-1]
    embed = lobby.embeds[0]
    assert embed.fields[0].name == "座位（1/2）" and embed.fields[1].name == "選項"
    assert embed.description.startswith("新的一局正在徵求玩家（人數：2）。請加入，或加入電腦玩家")
    assert {"加入", "離開", "加入電腦玩家", "開始"} <= set(buttons(lobby))


async def test_a_chinese_turn_post_and_an_english_readers_panel(table):
    game_id, post = await started(table)
    game = await table.game(game_id)
    player = table.member_for(game, game.current_seat())
    assert post.content.startswith(f"<@{player.id}>，輪到你了：")
    assert set(buttons(post)) == {"輪到我了", "顯示圖板"}

    panel = (await player.click(post, label="輪到我了")).response  # Discord says en-US
    assert panel.ephemeral and "· your decision" in panel.content
    assert {"Undo", "Show board", "Mark b2"} <= set(buttons(panel))
    marked = (await player.click(panel, label="Mark b2")).response
    done = (await player.click(marked, label="End my turn (b2)")).response
    assert done.content.startswith("✅ Turn done — ")
    after = public_posts(table.channel)[-1]
    assert after.id != post.id and "，輪到你了：" in after.content  # the next post: Chinese
    assert after.embeds[0].description.startswith("• ")


async def test_a_refusal_is_in_the_clickers_language_and_the_post_stays(table):
    game_id, post = await started(table)
    game = await table.game(game_id)
    player = table.member_for(game, game.current_seat())
    forged = await table.forged(table.channel, ids.move(game_id, game.version, "z9"))
    posts = len(public_posts(table.channel))
    refused = (await player.click(forged, label="forged")).response
    assert refused.ephemeral
    assert refused.content == (
        "That move is not possible now ('z9' is not a move now: Mark a free square with X.)."
    )
    other = table.member_for(game, 1 - game.current_seat())
    out_of_turn = (await other.click(post, label="輪到我了")).response
    assert out_of_turn.ephemeral and out_of_turn.content.startswith("It is ")
    assert out_of_turn.content.endswith("'s turn, not yours.")
    assert len(public_posts(table.channel)) == posts  # nothing public was posted
    assert public_posts(table.channel)[-2].id == post.id and "，輪到你了：" in post.content
    assert (await table.game(game_id)).version == game.version


async def test_a_reader_who_chose_chinese_reads_chinese_privately(table):
    for member in (table.ann, table.bo):
        await member.slash(table.channel, "roundhouse notify", language="zh-TW")
    game_id, post = await started(table)
    game = await table.game(game_id)
    player = table.member_for(game, game.current_seat())
    forged = await table.forged(table.channel, ids.move(game_id, game.version, "z9"))
    refused = (await player.click(forged, label="forged")).response
    assert refused.content.startswith("現在不能這樣走（") and refused.content.endswith("）。")
    panel = (await player.click(post, label="輪到我了")).response
    assert "· 你的決定" in panel.content and {"復原", "顯示圖板"} <= set(buttons(panel))
    assert "My board" not in buttons(panel)  # tic-tac-toe draws no seat picture


class Bilingual(TicTacToe):
    """Tic-tac-toe whose refusals are worded in any reader's language, and which counts the
    moves it is asked to play."""

    played = 0

    def apply(self, state, code, seat=None):  # type: ignore[no-untyped-def]
        Bilingual.played += 1
        try:
            return super().apply(state, code, seat)
        except MoveRefused as refusal:
            reason = str(refusal)
            raise MoveRefused.worded(
                words_for(self.language), lambda words: f"[{words.language}] {reason}"
            ) from None


def test_a_refused_move_is_worded_in_the_readers_language_without_playing_it_again():
    rules = Bilingual().speaking("zh-TW")
    state = rules.setup(["Ann", "Bo"], 1)
    try:
        rules.apply(copied(rules, state), "z9")
    except MoveRefused as exc:
        refusal = exc
    assert str(refusal).startswith("[zh-TW] ")
    played = Bilingual.played
    english = move_refused(refusal).text(words_for("en"))
    assert "[en] 'z9' is not a move now" in english
    assert refusal.to(words_for("zh-TW")) == str(refusal)
    assert Bilingual.played == played  # worded from the refusal, not by playing it again


@pytest.mark.parametrize("key", GAME_KEYS)
def test_every_games_refusal_reads_in_the_other_language(key):
    rules = games.rules(key)  # English
    state = rules.setup(["Ann", "Bo"], 1)
    try:
        rules.apply(copied(rules, state), "zz9", rules.deciders(state)[0])
    except MoveRefused as exc:
        refusal = exc
    chinese = refusal.to(words_for("zh-TW"))
    assert HAN.search(chinese) and not HAN.search(str(refusal)), (str(refusal), chinese)


def _row() -> GameRow:
    return GameRow(
        id=1, guild_id=1, channel_id=2, host_id=3, status=Status.PLAYING, setup_json=None,
        state_json=None, version=0, lobby_message_id=None, created_at="", updated_at="",
    )  # fmt: skip


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_label_fits_discords_limits_with_the_longest_values(language):
    words = words_for(language)
    for key, kind in LABELS.items():
        values = {name: WORST[name] for name in placeholders(words.entries[key])}
        text = words(key, **values)
        assert len(text) <= LIMITS[kind], (language, key, text)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_lobby_menu_and_lines_fit_with_the_longest_values(language):
    rules = TIC_TAC_TOE.speaking(language)
    setup = LobbySetup(1)
    for label, _ in menu(rules, setup, deadline_hours=72, idle_hours=72):
        assert len(label) <= LIMITS["option"]
    assert len("\n".join(option_lines(rules, setup, deadline_hours=72, idle_hours=72))) <= 1024
    name = "W" * NAME_LIMIT  # a computer seat's name with its tag, in the lobby's seats
    tag = words_for(language)(
        "bot.seat.tag", tag=words_for(language)("bot.seat.computer_level", level=WORST["level"])
    )
    assert len(name + tag) <= LIMITS["button"]


def test_the_chinese_is_traditional_as_written_in_taiwan():
    text = (ROOT / "locales" / "zh-TW" / "bot.toml").read_text(encoding="utf-8")
    forbidden = set(VARIANTS["simplified_only"]) | set(VARIANTS["not_taiwan"])
    assert sorted(set(text) & forbidden) == []


def test_every_chinese_sentence_is_chinese_and_every_english_one_unchanged():
    english, chinese = words_for("en"), words_for("zh-TW")
    assert english("bot.post.your_turn", player="Ann", prompt="X") == "Ann, it's your turn: X"
    assert chinese("bot.post.your_turn", player="Ann", prompt="X") == "Ann，輪到你了：X"
    keys = [k for k in english.entries if k.startswith("bot.")]
    same = [k for k in keys if chinese.entries[k] == english.entries[k]]
    # Only what has no words of its own reads the same in both: marks, names and numbers.
    assert all(not re.search("[A-Za-z]{3,}", _bare(english.entries[k])) for k in same), same
    worded = [k for k in keys if re.search("[A-Za-z]{3,}", _bare(english.entries[k]))]
    assert [k for k in worded if not HAN.search(_bare(chinese.entries[k]))] == []


def _bare(entry: object) -> str:
    """An entry's text without its placeholders and `code`."""
    return re.sub(r"\{[a-z_]+\}|`[^`]*`", "", str(entry))


async def test_the_final_post_is_chinese_and_its_replay_the_readers(table):
    game_id, _ = await started(table)
    for square in ("a1", "a2", "b1", "b2", "c1"):  # the first player wins on the top row
        game = await table.game(game_id)
        user = game.user_of(game.current_seat())
        for code in (square, "done"):
            result = await table.service.play(game_id, user, game.version, code)
            await table.service.after_move(result)
            game = result.game
    final = next(p for p in reversed(public_posts(table.channel)) if "重播" in buttons(p))
    assert final.content.startswith("遊戲結束（") and "贏家：" in final.content
    assert {"再戰一局", "重播"} <= set(buttons(final))
    stepper = (await table.bo.click(final, label="重播")).response  # bo's Discord: en-US
    assert stepper.ephemeral and stepper.embeds[0].title == "Tic-tac-toe #1 — replay"
    assert "Turn 1 of 5" in buttons(stepper)


@FUZZ
@given(st.lists(names, min_size=2, max_size=5))
def test_every_chinese_message_keeps_discords_limits_and_isolates_names(raw: list[str]) -> None:
    """test_names' check of every surface, on a game whose rules speak zh-TW."""
    game = game_with(raw, computer=1).speaking("zh-TW")
    lines, log = played(game, 3)
    assert not problems_of(game, lines, log)
