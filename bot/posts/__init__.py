"""What the bot posts, built as plain data: messages, answers, lists, labels, custom ids, the
public posts after a move and the replay stepper."""
