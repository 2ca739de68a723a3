"""Fixed example views, one per phase of a game, for the golden pictures, the benchmark, the
docs and the PNG palette. Each is the public view of a new game with its fields set by hand
(no rules run), so a change in the rules or the deal does not move the pictures; the events
are built by hand too."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from PIL import Image

from engine.yellowhouse import new_game, public_view
from engine.yellowhouse.events import (
    Chose,
    Claimed,
    Dealt,
    Event,
    Exchanged,
    GameWon,
    Lowered,
    Passed,
    RoundWon,
    TrickEnded,
)
from engine.yellowhouse.views import PublicView, SeatView, seat_view
from games.common import png

NAMES = ("Marco", "Kevin")
MARCO, KEVIN = 0, 1
Sample = tuple[PublicView, tuple[Event, ...]]


def _pile(p: int = 0, s: int = 0, m: int = 0, i: int = 0) -> dict[str, int]:
    return {"passion": p, "skill": s, "money": m, "inspiration": i}


def _base(names: tuple[str, str] = NAMES, variant: bool = False) -> PublicView:
    return replace(public_view(new_game(list(names), 3, {"variant": variant})), dealer=MARCO)


def exchange(names: tuple[str, str] = NAMES) -> Sample:
    """Round 1's exchange: Kevin has chosen, Marco has not."""
    view = replace(_base(names), deciding=(MARCO,), chosen=(False, True), aside=4)
    return view, (Event(KEVIN, "swap.1.sm", (Chose(KEVIN),)),)


def revealed(names: tuple[str, str] = NAMES) -> Sample:
    """Marco's choice revealed the exchange (the Playing Example's); he leads the first trick."""
    view = replace(
        _base(names),
        phase="play",
        deciding=(MARCO,),
        levels=_pile(2, 2, 3, 1),
        exchanged=(_pile(p=1, m=1), _pile(s=1, m=1)),
        aside=4,
        moves=2,
    )
    given = (("passion", "money"), ("skill", "money"))
    return view, (Event(MARCO, "swap.0.pm", (Chose(MARCO), Exchanged(given, (2, 2, 3, 1)))),)


def mid_trick(names: tuple[str, str] = NAMES) -> Sample:
    """The rulebook's Playing Example at step 4: Kevin to answer Marco's Inspiration."""
    view = replace(
        _base(names),
        phase="play",
        deciding=(KEVIN,),
        levels=_pile(2, 3, 3, 4),
        claims=((MARCO, "passion"), (KEVIN, "skill"), (MARCO, "inspiration")),
        strengthened=(_pile(i=3), _pile()),
        supports=(0, 1),
        supports_pile=4,
        supports_left=(3, 2),
        exchanged=(_pile(p=1, m=1), _pile(s=1, m=1)),
        hand_sizes=(7, 11),
        aside=4,
        moves=5,
    )
    raise_i = Claimed(MARCO, "inspiration", 4, raised=3, cards=3)
    return view, (Event(MARCO, "raise.i", (raise_i,)),)


def round_end(names: tuple[str, str] = NAMES) -> Sample:
    """Marco has just won round 1 and deals round 2; both choose their exchange."""
    view = replace(_base(names), round=2, rewards=(("money",), ()), aside=3)
    won = Event(
        MARCO,
        "claim.m",
        (Claimed(MARCO, "money", 6), RoundWon(MARCO, 1, "money"), Dealt(2, MARCO, 12, 3)),
    )
    return view, (won,)


def game_over(names: tuple[str, str] = NAMES) -> Sample:
    """Kevin wins round 4 with a second Skill reward, and the game."""
    view = replace(
        _base(names),
        round=4,
        phase="over",
        deciding=(),
        dealer=KEVIN,
        levels=_pile(5, 7, 6, 3),
        rewards=(("money",), ("skill", "inspiration", "skill")),
        hand_sizes=(4, 0),
        supports=(2, 3),
        supports_pile=0,
        supports_left=(0, 0),
        discard=_pile(5, 3, 4, 6),
        winner=KEVIN,
        moves=120,
    )
    facts = (Claimed(KEVIN, "skill", 7), RoundWon(KEVIN, 4, "skill"), GameWon(KEVIN))
    return view, (Event(KEVIN, "claim.s", facts),)


def variant_high(names: tuple[str, str] = NAMES) -> Sample:
    """Variant, Skill effect: Money has passed 8 (the view holds 10 and 11) and Kevin must
    advance another element."""
    view = replace(
        _base(names, variant=True),
        round=3,
        phase="boost",
        deciding=(KEVIN,),
        levels=_pile(9, 11, 10, 1),
        claims=((MARCO, "passion"), (KEVIN, "skill")),
        strengthened=(_pile(), _pile(s=1)),
        supports=(1, 2),
        supports_pile=2,
        supports_left=(1, 1),
        rewards=(("passion",), ("inspiration",)),
        hand_sizes=(5, 3),
        aside=2,
        discard=_pile(3, 2, 4, 2),
        moves=70,
    )
    facts = (Claimed(KEVIN, "skill", 11, raised=2, cards=1, support=1), Lowered((8, 10, 9, 1)))
    return view, (Event(KEVIN, "raise.s.support", facts), Event(KEVIN, "boost.m", ()))


def passed(names: tuple[str, str] = NAMES) -> Sample:
    """Kevin passed: the trick ended and Marco leads the next one."""
    view, _ = mid_trick(names)
    view = replace(
        view,
        claims=(),
        strengthened=(_pile(), _pile()),
        deciding=(MARCO,),
        discard=_pile(p=1, s=1, i=4),
    )
    return view, (Event(KEVIN, "pass", (Passed(KEVIN), TrickEnded("pass", MARCO, 6))),)


ALL = {
    "exchange": exchange,
    "revealed": revealed,
    "mid_trick": mid_trick,
    "round_end": round_end,
    "game_over": game_over,
    "variant_high": variant_high,
    "passed": passed,
}


def hands_for(view: PublicView) -> tuple[SeatView, SeatView]:
    """Both seats' views of a sample, with hands that fit its hand sizes (for the replay and
    "My hand" pictures)."""
    out = []
    for seat in (0, 1):
        n = view.hand_sizes[seat]
        hand = (
            _pile(n // 4 + n % 4, n // 4, n // 4, n // 4)
            if seat
            else _pile(n // 4, 0, n - n // 4, 0)
        )
        base = seat_view(new_game(list(view.names), 3), seat)
        out.append(replace(base, **vars(view), seat=seat, hand=hand, choice=None))
    return out[0], out[1]


def palette_sample() -> Image.Image:
    """Pictures that hold every colour and edge the pictures draw, side by side: the board
    of the variant (every panel), the end of a game with both hands, a hand; in English
    (the palette is fixed: every language's pictures share it)."""
    from locales.words import words_for

    from .hand import draw_hand
    from .turn import draw

    en = words_for("en")
    high, over, mid = variant_high(), game_over(), mid_trick()
    ims = [
        draw(en, *high, board=True).im,
        draw(en, *over, board=False, hands=[v.hand for v in hands_for(over[0])]).im,
        draw(en, *exchange(), board=False).im,
        draw_hand(en, hands_for(mid[0])[0]).im,
    ]
    out = Image.new("RGB", (sum(im.width for im in ims), max(im.height for im in ims)))
    x = 0
    for im in ims:
        out.paste(im, (x, 0))
        x += im.width
    return out


@cache
def palette() -> Image.Image:
    """The palette every picture is mapped to (`games.common.png`), built once."""
    return png.palette(palette_sample())
