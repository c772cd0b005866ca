#!/usr/bin/env bash
# Creates .venv (if missing) and installs the project's dependencies into it. Idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."
extra="${1:-}"
if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --upgrade pip >/dev/null
if [ "$extra" = "dev" ]; then
    .venv/bin/python -m pip install --quiet -r requirements-dev.txt
else
    .venv/bin/python -m pip install --quiet -r requirements.txt
fi
