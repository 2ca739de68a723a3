"""Placing a room without a mouse: the legal spots as a menu, best first, lettered as the
preview picture letters them; pages past 25 (the best spot still one click away); Undo goes
back to the pages; the private preview goes with the placing seat's panel only."""

from __future__ import annotations

import pytest

import engine.castles as ca
from bot.game.protocol import UNDO
from games.castles import CastlesRules, Table
from games.castles.placing import PAGE, placing
from tests.support.tables import add_computer, buttons

from .play import PRICES_SET, menu, options, panel_of, pick

RULES = CastlesRules()


def placing_many(seed: int = 3, more_than: int = PAGE) -> Table:
    """A game played by Normal players until a room is to be placed with more than
    `more_than` legal spots."""
    table = RULES.setup(["Ann", "Bo", "Cy"], seed)
    while not table.game.over:
        d = placing(table)
        if d is not None and len(ca.placements(table.game, d.seat, d.tile)) > more_than:
            return table
        RULES.apply(table, ca.choose(table.game, "normal", 1))
    raise AssertionError("no placement with that many spots")


def test_few_spots_are_the_menu_itself_lettered_best_first():
    table = RULES.setup(["Ann", "Bo"], 7)
    while placing(table) is None:  # the bonus card, the prices as they are, the first room
        codes = [m.code for m in RULES.legal_moves(table)]
        RULES.apply(table, "ok" if "ok" in codes else codes[0])
    d = placing(table)
    spots = ca.placements(table.game, d.seat, d.tile)
    moves = RULES.legal_moves(table)
    assert len(spots) <= PAGE and [m.code for m in moves] == [p.code for p in spots]
    assert moves[0].label.startswith(f"A: {spots[0].points:+d}")
    assert [p.points for p in spots] == sorted((p.points for p in spots), reverse=True)


def test_many_spots_come_in_pages_and_the_best_is_one_click_away():
    table = placing_many()
    d = placing(table)
    spots = ca.placements(table.game, d.seat, d.tile)
    pages = -(-len(spots) // PAGE)
    moves = RULES.legal_moves(table)
    assert moves[0].code == spots[0].code and moves[0].label.startswith("A: ")
    assert [m.code for m in moves[1:]] == [f"pg:{k}" for k in range(pages)]
    assert moves[2].label.startswith("Spots Z–")  # page 2 starts after A–Y
    RULES.apply(table, "pg:1")
    second = RULES.legal_moves(table)
    assert [m.code for m in second] == [p.code for p in spots[PAGE : 2 * PAGE]]
    assert second[0].label.startswith("Z: ")
    assert RULES.can_undo(table)  # back to the pages
    RULES.apply(table, UNDO)
    assert [m.code for m in RULES.legal_moves(table)] == [m.code for m in moves]
    RULES.apply(table, "pg:1")
    RULES.apply(table, second[-1].code)  # a spot of page 2: the room is placed
    assert placing(table) is None or placing(table).tile != d.tile
    assert table.page is None


def test_a_page_is_refused_when_there_are_no_pages():
    from bot.game.protocol import MoveRefused

    table = RULES.setup(["Ann", "Bo"], 7)
    with pytest.raises(MoveRefused, match="not one of the moves offered"):
        RULES.apply(table, "pg:0")
    table = placing_many()
    RULES.apply(table, "pg:0")
    with pytest.raises(MoveRefused):
        RULES.apply(table, "pg:1")  # a page is open: its spots, or Undo


@pytest.mark.real_render
async def test_the_placing_panel_carries_the_lettered_preview(table):
    """Buy, then place with the panel's menu: the panel after the purchase carries the
    private picture of the lettered spots; the one after placing carries none."""
    game_id = await table.start(humans=(table.bo,), seed=11)
    for _ in range(12):
        game = await table.game(game_id)
        member = table.member(game.user_of(game.deciders()[0]))
        panel = await panel_of(table, member)
        offered = options(panel)
        buy = next((o for o in offered if o.startswith("Buy the ")), None)
        if buy is None:
            await pick(member, panel, PRICES_SET if PRICES_SET in offered else offered[0])
            continue
        placing_panel = await pick(member, panel, buy)
        assert placing_panel.ephemeral
        (picture,) = placing_panel.attachments
        assert (await picture.read()).startswith(b"\x89PNG")
        assert picture.description.startswith("Placing the ")
        spots = options(placing_panel)
        assert spots[0].startswith("A: ") and "Undo" in buttons(placing_panel)
        assert len(menu(placing_panel)) <= 25 and len(spots) <= 25
        after = await pick(member, placing_panel, spots[0])
        assert not after.attachments
        return
    raise AssertionError("nobody bought a room")


async def test_a_member_pages_through_many_spots_on_its_panel(table):
    """Ann buys a room every turn and places it at A (Normal computers play the others) until
    a room has more than 25 spots: her panel then offers the best spot and the pages; a page
    shows its spots from Z on, with its picture; Undo goes back to the pages."""
    table.service.new_seed = lambda: 4
    await table.ann.slash(table.channel, "roundhouse new")
    for _ in range(2):
        await add_computer(table.ann, table.lobby_message(), "Normal")
    await table.ann.click(table.lobby_message(), label="Start")
    game = await table.service.game_in(table.channel.id)
    for _ in range(300):
        game = await table.game(game.id)
        assert game.status == "playing", "no placement of more than 25 spots"
        if game.deciders()[0] != 0:
            await table.env.advance_time(60)
            continue
        panel = await panel_of(table, table.ann)
        while offered := options(panel):
            pages = [o for o in offered if o.startswith("Spots ")]
            if pages:
                return await page_through(table, panel, offered, pages)
            buy = [o for o in offered if o.startswith("Buy the ")]
            label = buy[0] if buy else PRICES_SET if PRICES_SET in offered else offered[0]
            panel = await pick(table.ann, panel, label)
    raise AssertionError("the game went on too long")


async def page_through(table, panel, offered: list[str], pages: list[str]) -> None:
    assert offered[0].startswith("A: ") and pages[0].startswith("Spots A–Y")
    assert panel.attachments[0].description.endswith("page 0")
    second = await pick(table.ann, panel, pages[1])
    spots = options(second)
    assert spots[0].startswith("Z: ") and len(spots) <= 25
    assert second.attachments[0].description.endswith("page 1")
    back = await pick(table.ann, second, "Undo")
    assert options(back) == offered
    placed = await pick(table.ann, await pick(table.ann, back, pages[1]), spots[-1])
    assert not [o for o in options(placed) if o.startswith("Spots ")]
