"""What the games' pictures share, knowing no game: line_chart.py, a line chart of values over
steps (each seat's score after every turn); glyphs.py, whether a font draws a character;
fonts.py and graphemes.py, text in any script (a font chain falling back per character, CJK
line breaks, grapheme-safe truncation)."""
