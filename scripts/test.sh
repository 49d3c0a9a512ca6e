#!/usr/bin/env bash
# The test suite: installs jemalloc if needed, then `swift test` (debug build).
# Extra arguments go to `swift test` (e.g. --filter FlowLayout).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift test "$@"
