"""Test helpers shared by the bot suites: fixtures, stand-in pictures and the simcord tables.

Imported as `tests.support` (pyproject puts the repository root on `pythonpath`); each suite's
conftest imports the fixtures it uses from `tests.support.fixtures`.
"""
