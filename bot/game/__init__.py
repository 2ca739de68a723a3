"""The game service: lobbies, moves, computer seats, levels, replay and what a reader may see,
over a game's rules (`protocol`, `capabilities`, `catalogue`). Its posts are `bot.posts`, their
sending `bot.sending`, its work off the event loop `bot.workers`."""
