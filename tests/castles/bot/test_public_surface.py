"""The public-surface test for Castles: two games dealt alike but for the bonus cards (each
seat is offered other cards) and played the same stretch give byte-identical public payloads:
posts (text, embeds, pictures, alt text, buttons), turn DMs, a spectator's answers (status,
log, Show board), the move log and the bot's log lines. The bonus cards are told only in the
seat's own ephemeral answers."""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence

import pytest

from engine.castles.names import card
from engine.castles.state import ReturnCard
from games.castles import CastlesRules, Table
from locales.words import words_for
from tests.support.hidden import bot_on, collected, dm_history, spectate
from tests.support.tables import PacingTable, public_posts

from .play import PRICES_SET, options, panel_of, pick

SEED = 5
DECISIONS = 6  # both bonus card choices, the prices, a purchase and its placement, a purchase


class OtherBonus(CastlesRules):
    """Castles whose seats are offered the bonus cards at the bottom of the bonus deck."""

    def setup(
        self, names: Sequence[str], seed: int, options: Mapping[str, bool] | None = None
    ) -> Table:
        table = super().setup(names, seed, options)
        deck = table.game.piles.bonus_deck
        for d in table.game.flow.stack:
            if isinstance(d, ReturnCard):
                d.cards, deck[: len(d.cards)] = deck[: len(d.cards)], d.cards
        return table


async def stretch(table: PacingTable, caplog) -> tuple[list, list[str]]:
    """Each decider in turn clicks its panel's first move (The prices are set, when
    offered); the public payloads, and every ephemeral panel's text."""
    posts = len(public_posts(table.channel))
    dms = [len(dm_history(m)) for m in (table.ann, table.bo)]
    caplog.clear()
    table.service.new_seed = lambda: SEED
    game = await table.start(humans=(table.bo,))
    private = []
    for _ in range(DECISIONS):
        game = await table.game(game.id)
        member = table.member(game.user_of(game.deciders()[0]))
        panel = await panel_of(table, member)
        private.append(panel.content)
        offered = options(panel)
        await pick(member, panel, PRICES_SET if PRICES_SET in offered else offered[0])
    answers = await spectate(table)
    return await collected(table, game.id, posts, dms, answers, caplog.records), private


@pytest.mark.real_render
async def test_other_bonus_cards_change_no_public_payload(pacing_table, tmp_path, caplog):
    caplog.set_level(logging.DEBUG, logger="bot")
    runs, cards, panels = [], [], []
    for n, rules in enumerate((CastlesRules(), OtherBonus())):
        store = await bot_on(pacing_table, tmp_path, f"game{n}", rules)
        pacing_table.channel = pacing_table.guild.create_text_channel("games")
        try:
            run, private = await stretch(pacing_table, caplog)
            runs.append(run)
            panels.append(private)
            game = await pacing_table.service.load(1)
            cards.append([list(p.bonus) for p in game.state.game.players])
        finally:
            await pacing_table.env.bot.close()
            await store.close()
    assert cards[0] != cards[1]  # the bonus cards differ…
    names = ("posts", "spectator's answers", "turn DMs", "move log", "bot log")
    for name, a, b in zip(names, *runs, strict=True):
        assert a == b, f"the {name} differ"  # …and nothing public does
    pictures = [f for _, _, files, _ in runs[0][0] for f in files]
    assert len(pictures) >= 3
    assert all(png.startswith(b"\x89PNG") and alt for png, alt, _ in pictures)
    en = words_for("en")
    for held, private, run in zip(cards, panels, runs, strict=True):
        told = [card(en, c) for seat in held for c in seat]
        public = str(run)
        assert not [t for t in told if t in public]  # no public surface names a bonus card
        assert any(t in text for t in told for text in private)  # the seat's own panel does
