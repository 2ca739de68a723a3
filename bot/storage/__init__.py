"""SQLite storage: the whole schema with its migrations, and every query the bot makes."""
