#!/usr/bin/env bash
# The benchmark suite: installs jemalloc if needed, builds layout-bench in
# release mode and runs it. Tables go to stdout, progress to stderr, files to
# results/latest/ (results.json, summary.md, charts/) unless --output says otherwise.
# Extra arguments go to `layout-bench run`, e.g.:
#   scripts/run-suite.sh --quick
#   scripts/run-suite.sh --filter 'layout=flow,items>=100000' --output results/flow-large
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --product layout-bench
.build/release/layout-bench run "$@"
