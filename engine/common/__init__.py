"""What the games' rules share, knowing no game: rng.py, the seeded generator a game saves
with its state; tomlfile.py, reading and validating a data file; errors.py, the errors an
engine raises on bad input; saved.py, reading a saved game's JSON."""
