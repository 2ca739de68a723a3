"""The public-surface test for Sealed Bids: two games dealt the same but for what nobody may see
(two seats' unplayed cards swapped, the face-down prizes below the next one reversed), played
the same stretch, give byte-identical public payloads: posts (text, embeds, pictures, alt text,
buttons), turn DMs, a spectator's answers, the move log and the bot's log lines."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import games
from bot.posts import ids
from tests.support.hidden import bot_on, collected, dm_history, spectate

from .hosting import KEY
from .play import bid, lowest, second

NAMES, SEED = ["ann", "bo", "cy"], 5


def other_deal(rules: Any) -> Any:
    """`rules` dealing ann's and bo's highest cards the other way round and the prizes after
    the next one in reverse order."""

    class OtherDeal(type(rules)):  # type: ignore[misc]
        def setup(self, names: Sequence[str], seed: int, options: Any = None) -> Any:
            state = super().setup(names, seed, options)
            (a, b), hands = (0, 1), state.hands
            hands[a][-1], hands[b][-1] = hands[b][-1], hands[a][-1]
            hands[a].sort(), hands[b].sort()
            state.prizes[1:] = reversed(state.prizes[1:])
            return state

    return OtherDeal()


async def stretch(table: Any, caplog: Any) -> list[Any]:
    """A round: ann bids her lowest card and changes it to her second, a forged bid of hers
    clicked by bo is refused, bo and cy bid their lowest (the reveal); then ann bids again."""
    dms = [len(dm_history(m)) for m in (table.ann, table.bo)]
    caplog.clear()
    table.service.new_seed = lambda: SEED
    game = await table.start(humans=(table.bo, table.cy))
    await bid(table, table.ann, lowest)
    await bid(table, table.ann, second)
    answers = await spectate(table)
    forged = await table.forged(table.channel, ids.move(game.id, 2, "b0.1"))
    answers.append((await table.bo.click(forged, label="forged")).response)
    for member in (table.bo, table.cy, table.ann):
        await bid(table, member, lowest)
    answers += await spectate(table)
    return await collected(table, game.id, 0, dms, answers, caplog.records)


async def test_other_secrets_change_no_public_payload(table, tmp_path, caplog, rules):
    caplog.set_level(logging.DEBUG, logger="bot")
    runs, hands = [], []
    for n, spoken in enumerate((rules, other_deal(rules))):
        store = await bot_on(table, tmp_path, f"game{n}", spoken)
        table.channel = table.guild.create_text_channel("games")
        try:
            runs.append(await stretch(table, caplog))
            state = (await table.service.load(1)).state
            hands.append((state.hands, state.prizes))
        finally:
            await table.env.bot.close()
            await store.close()
    assert hands[0] != hands[1]  # the secrets differ…
    names = ("posts", "spectator's answers", "turn DMs", "move log", "bot log")
    for name, a, b in zip(names, *runs, strict=True):
        assert a == b, f"the {name} differ"  # …and nothing public does
    pictures = [f for _, _, files, _ in runs[0][0] for f in files]
    assert len(pictures) >= 2
    assert all(png.startswith(b"\x89PNG") and alt for png, alt, _ in pictures)
    assert runs[0][1][3][0] == "That move is not possible now (that bid is not yours)."
    assert KEY not in games.GAMES[:-1]
