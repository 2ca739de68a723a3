"""Test helpers shared by the suites: fixtures, stand-in pictures, the simcord tables and the
import scan (imports.py).

Imported as `tests.support` (pyproject puts the repository root on `pythonpath`); each suite's
conftest imports the fixtures it uses from `tests.support.fixtures`.
"""
