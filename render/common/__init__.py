"""What every game's pictures share."""
