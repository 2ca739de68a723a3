"""Storage in SQLite (the default) or PostgreSQL: both backends, the schema with its migrations,
and every query the bot makes."""
