#!/usr/bin/env bash
# Installs the development dependencies into .venv, then lints, type-checks and runs the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install.sh dev
.venv/bin/ruff check .
.venv/bin/mypy --strict engine table data render i18n   # below the cogs: strict
.venv/bin/mypy bot.py launcher.py demo.py cogs     # the Discord adapters: mypy's default mode
# Two test processes (TEST_WORKERS; 0 runs them in this one, for -s or pdb): most tests wait
# on a bot, a fake Discord or a database as much as they compute, so two share the cores well.
.venv/bin/python -m pytest -n "${TEST_WORKERS:-2}" "$@"
