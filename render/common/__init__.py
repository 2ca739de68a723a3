"""What the games' pictures share, knowing no game: line_chart.py, a line chart of values over
steps (each seat's score after every turn)."""
