"""The game service and what it builds from a game: moves, computer seats, messages, pictures."""
