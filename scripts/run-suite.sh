#!/usr/bin/env bash
# The benchmark suite: installs jemalloc if needed, builds layout-bench in
# release mode and runs it; the tables go to stdout, progress to stderr.
# Extra arguments go to `layout-bench run` (e.g. --items 1000,1000000 --samples 21).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --product layout-bench
.build/release/layout-bench run "$@"
