"""The Discord bot, knowing no game: `bot.app.create_bot(settings, games=...)` builds it (the
command line hands it `games.catalogue()`), `bot.config.Settings` its settings. Nothing is
imported here, so a game's adapter (which implements `bot.game.protocol`) loads no discord.py."""
