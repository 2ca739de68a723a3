# Two commands on a fresh machine: `make run` (the bot) and `make test` (the whole suite).
# `make run` installs what the bot needs (`pip install -e .`); `make test` adds the development
# tools (pyproject.toml's `dev` group: pytest, hypothesis, simcord, ruff, mypy, pgserver) on top.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
RUNTIME := $(VENV)/.runtime
DEV := $(VENV)/.dev
# The packages mypy checks, and the tests' toy games.
TYPED := engine bot cli games locales tests/support/tictactoe.py tests/support/secretgame.py tests/support/bare.py
# `roundhouse bot`'s exit status when DISCORD_TOKEN is unset (bot/tools/run.py): its message
# says how to get one, and `make run` stops there as cleanly as after a Ctrl-C.
NO_TOKEN := 3

.PHONY: setup run test lint typecheck bench bench-catanatron demo clean

$(RUNTIME): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(DEV): $(RUNTIME)
	$(BIN)/python -m pip install --quiet --group dev
	touch $@

setup: $(DEV)

run: $(RUNTIME)
	@$(BIN)/roundhouse bot || test $$? -eq $(NO_TOKEN)

test: lint typecheck
	$(BIN)/pytest

lint: $(DEV)
	$(BIN)/ruff check .

# mypy (settings in pyproject.toml) over every package and the tests' toy games; `make test`
# runs it too.
typecheck: $(DEV)
	$(BIN)/mypy --explicit-package-bases $(TYPED)

bench: $(DEV)
	$(BIN)/python benchmarks/engine_speed.py
	$(BIN)/python benchmarks/render_speed.py
	$(BIN)/python benchmarks/bot_latency.py
	$(BIN)/python benchmarks/taps.py

# catanatron (the speed yardstick of issue 13) in a virtual environment of its own.
.venv-catanatron/.installed:
	$(PYTHON) -m venv .venv-catanatron
	.venv-catanatron/bin/python -m pip install --quiet catanatron==3.2.1
	touch $@

bench-catanatron: $(DEV) .venv-catanatron/.installed
	$(BIN)/python benchmarks/versus_catanatron.py

demo: $(RUNTIME)
	$(BIN)/roundhouse demo --out demo-output --game all

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .mypy_cache build *.egg-info
