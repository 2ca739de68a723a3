# Two commands on a fresh machine: `make run` (the bot) and `make test` (the whole suite).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: setup run test lint typecheck bench bench-catanatron demo clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $(STAMP)

setup: $(STAMP)

run: $(STAMP)
	$(BIN)/roundhouse bot

test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy --explicit-package-bases engine render bot roundhouse games locales tests/support/tictactoe.py tests/support/secretgame.py
	$(BIN)/pytest

lint: $(STAMP)
	$(BIN)/ruff check .

# mypy (settings in pyproject.toml) over every package and the tests' toy games; `make test`
# runs it too.
typecheck: $(STAMP)
	$(BIN)/mypy --explicit-package-bases engine render bot roundhouse games locales tests/support/tictactoe.py tests/support/secretgame.py

bench: $(STAMP)
	$(BIN)/python benchmarks/engine_speed.py
	$(BIN)/python benchmarks/render_speed.py
	$(BIN)/python benchmarks/bot_latency.py
	$(BIN)/python benchmarks/taps.py

# catanatron (the speed yardstick of issue 13) in a virtual environment of its own.
.venv-catanatron/.installed:
	$(PYTHON) -m venv .venv-catanatron
	.venv-catanatron/bin/python -m pip install --quiet catanatron==3.2.1
	touch $@

bench-catanatron: $(STAMP) .venv-catanatron/.installed
	$(BIN)/python benchmarks/versus_catanatron.py

demo: $(STAMP)
	$(BIN)/roundhouse demo --out demo-output

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .mypy_cache build *.egg-info
