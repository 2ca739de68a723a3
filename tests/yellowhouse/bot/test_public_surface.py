"""The public-surface test for The Yellow House: two games dealt from other seeds (the same
dealer, other hands and set-aside cards) and played the same stretch give byte-identical
public payloads: posts (text, embeds, pictures, alt text, buttons), turn DMs, a spectator's
answers (status, log, Show board), the move log and the bot's log lines."""

from __future__ import annotations

import logging

import pytest

from bot.game.capabilities import copied
from bot.game.protocol import whose_turn
from bot.posts import ids
from games.yellowhouse import Table, YellowHouseRules
from tests.support.hidden import bot_on, collected, dm_history, spectate
from tests.support.tables import PacingTable, buttons, public_posts

from .play import panel_of

NAMES = ["ann", "bo"]
FIRST_SEED = 5
RULES = YellowHouseRules()


def pairs(table: Table, seat: int) -> list[str]:
    return [m.label for m in RULES.legal_moves(table, seat)]


def common(first: list[str], second: list[str]) -> list[str]:
    return [label for label in first if label in second]


def script(seeds: tuple[int, int]) -> tuple[list[str], list[str], str] | None:
    """Ann's two exchange choices, Bo's, and the leader's Claim, legal in both games."""
    tables = [RULES.setup(NAMES, seed) for seed in seeds]
    if tables[0].game.dealer != tables[1].game.dealer:
        return None
    ann, bo = (common(*(pairs(t, seat) for t in tables)) for seat in (0, 1))
    if len(ann) < 2 or not bo:
        return None
    for t in tables:
        for seat, label in ((0, ann[1]), (1, bo[0])):
            code = next(m.code for m in RULES.legal_moves(t, seat) if m.label == label)
            RULES.apply(t, code, seat)
    claims = common(*([m.label for m in RULES.legal_moves(t)] for t in tables))
    return (ann[:2], bo[:1], claims[0]) if claims else None


def other_seed() -> int:
    return next(s for s in range(FIRST_SEED + 1, 500) if script((FIRST_SEED, s)))


async def stretch(table: PacingTable, seed: int, plan, caplog) -> list:
    """Both choose (Ann changes hers), the reveal, a Claim and End turn, a pass and End turn."""
    (ann_first, ann_second), (bo_pick,), claim = plan
    posts = len(public_posts(table.channel))
    dms = [len(dm_history(m)) for m in (table.ann, table.bo)]
    caplog.clear()
    table.service.new_seed = lambda: seed
    game = await table.start(humans=(table.bo,))
    panel = await panel_of(table, table.ann)
    panel = (await table.ann.click(panel, label=ann_first)).response
    await table.ann.click(panel, label=ann_second)
    answers = await spectate(table)
    forged = await table.forged(table.channel, ids.move(game.id, 2, "swap.0.pp"))
    answers.append((await table.bo.click(forged, label="forged")).response)  # Ann's, not Bo's
    panel = await panel_of(table, table.bo)
    await table.bo.click(panel, label=bo_pick)
    game = await table.game(game.id)
    leader = table.member(game.user_of(game.current_seat()))
    panel = (await leader.click(await panel_of(table, leader), label=claim)).response
    await leader.click(panel, label="End turn")
    other = table.member(game.user_of(1 - game.current_seat()))
    panel = await panel_of(table, other)
    passing = next(label for label in buttons(panel) if label.startswith("Pass:"))
    panel = (await other.click(panel, label=passing)).response
    await other.click(panel, label="End turn")
    answers += await spectate(table)
    return await collected(table, game.id, posts, dms, answers, caplog.records)


@pytest.mark.real_render
async def test_other_hands_change_no_public_payload(pacing_table, tmp_path, caplog):
    caplog.set_level(logging.DEBUG, logger="bot")
    seeds = (FIRST_SEED, other_seed())
    plan = script(seeds)
    runs, hands = [], []
    for n, seed in enumerate(seeds):
        store = await bot_on(pacing_table, tmp_path, f"game{n}", RULES)
        pacing_table.channel = pacing_table.guild.create_text_channel("games")  # a fresh one
        try:
            runs.append(await stretch(pacing_table, seed, plan, caplog))
            game = await pacing_table.service.load(1)
            hands.append(game.state.game.hands)
        finally:
            await pacing_table.env.bot.close()
            await store.close()
    assert hands[0] != hands[1]  # the hands differ…
    names = ("posts", "spectator's answers", "turn DMs", "move log", "bot log")
    for name, a, b in zip(names, *runs, strict=True):
        assert a == b, f"the {name} differ"  # …and nothing public does
    posts = runs[0][0]
    pictures = [f for _, _, files, _ in posts for f in files]
    assert len(pictures) >= 3 and all(
        png.startswith(b"\x89PNG") and alt for png, alt, _ in pictures
    )
    assert all(len(png) > 10_000 for png, _, _ in pictures)  # real pictures, described
    refusal = runs[0][1][3][0]  # the forged choice, refused in words that tell nothing
    assert refusal == "That move is not possible now (that decision is not yours)."


async def test_the_seats_view_hides_the_opponents_hand_and_the_computer_does_not_peek():
    """Two tables that differ only in what the deciding seat cannot see (the other hand, the
    aside, the generator, the seed) give it the same view and the same Strong move; the
    public views are equal too."""
    from tests.yellowhouse.bot.conftest import QUICK_STRONG

    rules = YellowHouseRules(strong_search=QUICK_STRONG)
    first = rules.setup(NAMES, 9)
    for seat in (0, 1):
        rules.apply(first, rules.legal_moves(first, seat)[0].code, seat)
    me = whose_turn(rules, first)
    assert me is not None
    second = copied(rules, first)
    g, other = second.game, 1 - me
    pool = [a + b for a, b in zip(g.hands[other], g.aside, strict=True)]
    size = sum(g.hands[other]) - sum(g.shown[other])
    g.hands[other] = list(g.shown[other])  # what `me` gave it stays
    free = [p - s for p, s in zip(pool, g.shown[other], strict=True)]
    for e in sorted(range(4), key=lambda e: -free[e]):  # another hand of the same size
        n = min(free[e], size)
        g.hands[other][e] += n
        size -= n
    g.aside = [p - h for p, h in zip(pool, g.hands[other], strict=True)]
    g.rng, g.setup.seed = 12345, 999
    assert g.hands[other] != first.game.hands[other]
    views = [rules.view(t, me) for t in (first, second)]
    assert views[0] == views[1]
    moves = {rules.computer_move(v, 4, "strong", 77, me) for v in views}
    assert len(moves) == 1
    public = [rules.view(t, None) for t in (first, second)]
    assert public[0] == public[1] and public[0].game.hands != first.game.hands
