#!/usr/bin/env bash
# Installs the runtime dependencies into .venv, then starts the bot (bot.py reads .env).
# Without a token in .env, bot.py explains how to get one and how to run the offline demo.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install.sh
exec .venv/bin/python bot.py "$@"
