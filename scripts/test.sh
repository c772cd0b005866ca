#!/usr/bin/env bash
# Installs the development dependencies into .venv, then lints, type-checks and runs the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install.sh dev
.venv/bin/ruff check .
.venv/bin/mypy --strict engine table data render i18n   # below the cogs: strict
.venv/bin/mypy bot.py launcher.py demo.py cogs     # the Discord adapters: mypy's default mode
.venv/bin/python -m pytest "$@"
