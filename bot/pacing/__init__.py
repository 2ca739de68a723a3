"""Play spread over days: turn notices, reminders, deadlines, pause and the results archive."""
