"""'Add computer player' in a game with several computer levels: the clicking player is asked,
privately, at which level (a button each, the game's default first in colour); the button they
pick adds the seat. A game with one level adds it at once (`GameUI.lobby_action`).
"""

from __future__ import annotations

from typing import Any

import discord

from bot.game.levels import check_may_add_computer, computer_name, level_keys, players_of
from bot.game.model import Game
from bot.game.service import GameService
from bot.interface import views
from bot.interface.readers import for_reader
from bot.posts import ids
from bot.posts.messages import ButtonSpec, Outgoing, game_title

Interaction = discord.Interaction[Any]


def asks_level(game: Game) -> bool:
    """Whether 'Add computer player' asks for a level (the game has several)."""
    return len(level_keys(game.rules)) > 1


def level_picker(game: Game) -> Outgoing:
    """The private question (in the words of `game`: the reader's): what each level plays
    like, and a button per level."""
    players, words = players_of(game.rules), game.words
    lines = [words("bot.levels.question", title=game_title(game))]
    buttons = []
    for level in players.levels:
        usual = level.key == players.default_level
        mark = words("bot.levels.usual") if usual else ""
        lines.append(words("bot.levels.level", label=level.label, usual=mark, help=level.help))
        style = "primary" if usual else "secondary"
        buttons.append(ButtonSpec(level.label, ids.level(game.id, level.key), style))
    return Outgoing("\n".join(lines), buttons=buttons)


async def offer_levels(interaction: Interaction, service: GameService, game_id: int) -> None:
    """Answer 'Add computer player' with the level buttons, privately (or the refusal)."""
    game = await service.load(game_id)
    check_may_add_computer(game, interaction.user.id)
    out = level_picker(await for_reader(interaction, game))
    view = views.view(out)
    assert view is not None  # a button per level
    await interaction.response.send_message(out.content, view=view, ephemeral=True)


async def add_at_level(
    interaction: Interaction, service: GameService, params: dict[str, str]
) -> Game:
    """A level button: the computer seat added (the private question replaced by what was
    done); the game after."""
    await interaction.response.defer()
    game = await service.add_computer(
        ids.number(params["game"]), interaction.user.id, params["level"]
    )
    seat = max(i for i, s in enumerate(game.seats) if s.computer)
    mine = await for_reader(interaction, game)
    text = mine.words("bot.levels.added", name=computer_name(mine, seat), title=game_title(mine))
    await interaction.edit_original_response(content=text, view=None)
    return game
