#!/bin/sh
# Make the OpenSpiel benchmark's own virtual environment (default /work/venv-openspiel, or $1).
# CI never runs this: open-spiel is not a dependency of the bot.
set -eu
VENV="${1:-/work/venv-openspiel}"
HERE="$(cd "$(dirname "$0")" && pwd)"
python3 -m venv "$VENV"
"$VENV/bin/python" -m pip install --quiet --upgrade pip
"$VENV/bin/python" -m pip install --quiet -r "$HERE/requirements.txt"
"$VENV/bin/python" -c "import pyspiel; print('pyspiel', pyspiel.__file__)"
