"""Command-line tools: `roundhouse bot` (run the bot), `roundhouse demo`, `roundhouse verify-db`."""
