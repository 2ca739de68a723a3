"""Sending what a saved move needs exactly once: the outbox, its claims, what Discord took, and
the bot's other processes."""
