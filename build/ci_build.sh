#!/bin/sh
# Build the onedir executable and smoke-test it (called by .ci/run on Linux).
# Takes about 30 s to build here plus the smoke runs; stopped after 10 minutes.
# Extra arguments go to build/build.py (e.g. --onefile, --check-reproducible).
set -eu
cd "$(dirname "$0")/.."
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
PYTHON="${PYTHON:-python3}"
if command -v timeout >/dev/null 2>&1; then
    exec timeout 600 "$PYTHON" build/build.py "$@"
fi
exec "$PYTHON" build/build.py "$@"
