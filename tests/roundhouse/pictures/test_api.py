"""The public render API: PNG bytes of the right size, errors for bad input, alt text."""

from __future__ import annotations

import pytest

import engine.roundhouse as rh_engine
import games.roundhouse.pictures as rh_render
from games.roundhouse.pictures import geometry, style
from games.roundhouse.pictures.samples import busy_state
from locales.names import FSI, PDI
from locales.words import ENGLISH, words_for

EN = words_for(ENGLISH)

MIB = 1024 * 1024


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_board_png_size_and_dimensions(players: int, decode) -> None:
    png = rh_render.render_board(busy_state(players), EN)
    im = decode(png)
    assert im.size == (geometry.WIDTH, geometry.HEIGHT)
    assert im.width >= 1600
    assert len(png) <= MIB


def test_board_is_deterministic_and_shows_state_changes() -> None:
    s = busy_state(4)
    a = rh_render.render_board(s, EN)
    assert rh_render.render_board(busy_state(4), EN) == a
    s.board.money_lender += 1
    assert rh_render.render_board(s, EN) != a


def test_player_board_and_chart_are_pngs(decode) -> None:
    s = busy_state(3)
    assert decode(rh_render.render_player_board(s, EN, 2)).size[0] >= 800
    s.over = True  # the chart needs final scores: any finished-looking state will do
    chart = decode(rh_render.render_score_chart(s, EN))
    assert chart.height > 200


@pytest.mark.parametrize("seat", [-1, 3, 99])
def test_player_board_rejects_a_seat_not_in_the_game(seat: int) -> None:
    with pytest.raises(ValueError, match="not in this 3-player game"):
        rh_render.render_player_board(busy_state(3), EN, seat)


def test_alt_text_names_whose_turn_it_is() -> None:
    s = busy_state(4)
    s.turn.seat = 2
    text = rh_render.alt_text(EN, s)
    assert f"{FSI}Chen{PDI} (blue) to play" in text  # names are isolated (FSI … PDI)
    assert f"{FSI}Ann{PDI} 7" in text  # prestige of every player
    s.turn.seat = 0
    assert f"{FSI}Ann{PDI} (yellow) to play" in rh_render.alt_text(EN, s)


def test_alt_text_adds_what_just_happened_and_stays_short() -> None:
    s = busy_state(2)
    text = rh_render.alt_text(EN, s, ["Bo: Move leader 1 to the Bank", "Bo: Pay 2 coins"])
    assert "Just happened: Bo: Move leader 1 to the Bank Bo: Pay 2 coins" in text
    assert "Last move: Ancestral Hall to Expert Room" in text
    assert len(rh_render.alt_text(EN, s, ["x" * 5000])) <= 1000


def test_alt_text_at_game_end_names_the_winner() -> None:
    s = rh_engine.new_game(["Ann", "Bo"], 3)
    from engine.roundhouse.players import pick_move

    i = 0
    while not rh_engine.is_over(s):
        rh_engine.apply(s, pick_move(s, "random", i))
        i += 1
    text = rh_render.alt_text(EN, s)
    winners = rh_engine.winners(s)
    assert "Game over · won by" in text
    assert s.players[winners[0]].name in text
    assert "Final scores:" in text


def test_text_is_never_smaller_than_the_minimum() -> None:
    assert style.font(8).size == style.MIN_TEXT
    assert style.font(30, bold=True).size == 30


def test_render_imports_without_discord() -> None:
    import subprocess
    import sys

    code = (
        "import sys, games.roundhouse.pictures, games.roundhouse.render_cli\n"
        "assert 'discord' not in sys.modules, 'discord imported'"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr


def test_renders_from_two_threads_give_the_same_bytes() -> None:
    """The bot draws in worker threads; the shared caches must not mix pictures up."""
    from concurrent.futures import ThreadPoolExecutor

    states = [busy_state(4), busy_state(2)]
    expected = [rh_render.render_board(s, EN) for s in states]
    with ThreadPoolExecutor(max_workers=2) as pool:
        got = list(pool.map(lambda s: rh_render.render_board(s, EN), states * 3))
    assert got == expected * 3


def test_leaders_are_numbered_when_a_player_has_two() -> None:
    from games.roundhouse.pictures import sprites

    assert (
        sprites.leader("en", "red", number=1).tobytes()
        != sprites.leader("en", "red", number=2).tobytes()
    )
    assert sprites.leader("en", "red").tobytes() != sprites.leader("en", "red", number=1).tobytes()


def test_names_in_any_script_draw_on_every_picture(decode) -> None:
    """A name in hanzi (or mixing scripts) is drawn as it is (Noto Sans CJK TC beside DejaVu),
    never replaced by "Seat N": two names that differ by one hanzi give different pictures."""
    from games.roundhouse.pictures.phone import draw_phone
    from games.roundhouse.pictures.phone_player import draw_phone_player

    pictures = []
    for name in ("陳大文", "陳大武"):
        s = busy_state(2)
        s.players[s.turn.seat].name = name
        s.players[1 - s.turn.seat].name = "Zoë 小華"
        assert name in rh_render.alt_text(EN, s)
        lay = draw_phone(s, EN)
        assert any(name in t.text for t in lay.texts)
        assert any("Zoë 小華" in t.text for t in lay.texts)
        pictures.append(
            (
                rh_render.render_board(s, EN),
                lay.im.tobytes(),
                draw_phone_player(s, EN, s.turn.seat).im.tobytes(),
                rh_render.render_score_chart(s, EN, [(0, 0), (3, 4)]),
            )
        )
    for one, other in zip(*pictures, strict=True):
        assert one != other
    decode(pictures[0][0])


def test_player_board_grows_to_show_every_order_and_amulet() -> None:
    from engine.roundhouse.content import components
    from games.roundhouse.pictures.player_board import draw_player_board

    c = components()
    s = busy_state(3)
    small = draw_player_board(s, EN, 1).height
    s.players[1].fulfilled = [o.id for o in c.orders][:14]
    s.players[1].amulets = list(c.amulets.kinds) * 3
    big = draw_player_board(s, EN, 1).height
    assert big >= small + 14 * 26 - 200  # every order line fits (beyond the minimum height)


def test_the_picture_reveals_no_deck_order() -> None:
    """Only deck sizes are public: shuffling the face-down stacks changes nothing drawn."""
    s = busy_state(4)
    before = rh_render.render_board(s, EN)
    for deck in (
        s.decks.order_deck,
        s.decks.expert_deck,
        s.decks.amulet_stack,
        s.decks.pirate_stack,
    ):
        deck.reverse()
    assert rh_render.render_board(s, EN) == before
    assert rh_render.alt_text(EN, s) == rh_render.alt_text(EN, busy_state(4))


def test_score_chart_mid_game_uses_the_engine_breakdown(decode) -> None:
    from games.roundhouse.render_cli import random_game

    s, _ = random_game(2, 3, 40)
    assert not rh_engine.is_over(s)
    assert decode(rh_render.render_score_chart(s, EN)).height > 200


def _contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """WCAG 2 contrast ratio."""

    def lum(c: tuple[int, int, int]) -> float:
        ch = [v / 255 for v in c]
        lin = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in ch]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_letters_and_text_have_high_contrast() -> None:
    """WCAG AA (4.5:1) for letters on pieces and cubes, and for text on the paper."""
    for color in ("yellow", "purple", "blue", "red", "green"):
        assert _contrast(style.PLAYER[color], style.ON_PLAYER[color]) >= 4.5, color
    for res in "TFCGB":
        assert _contrast(style.RESOURCE[res], style.ON_RESOURCE[res]) >= 4.5, res
    for ink in (style.INK, style.MUTED, style.ROOF):
        for ground in (style.PAPER, style.BG, style.INNER_ROOM, style.OUTER_ROOM):
            assert _contrast(ink, ground) >= 4.5, (ink, ground)
