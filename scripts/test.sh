#!/usr/bin/env bash
# Installs the development dependencies into .venv, then lints and runs the test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install.sh dev
.venv/bin/ruff check .
.venv/bin/python -m pytest "$@"
