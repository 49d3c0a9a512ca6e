#!/usr/bin/env bash
# CPU time per prepare at 10^6 items (ms per prepare = ns per item), from perf's cpu-clock
# samples inside `layout-bench profile` loops of 40 fresh prepares: the binaries given,
# interleaved, ROUNDS rounds (3), the App Store page (or LAYOUT), strip directory (or STRATEGY).
#   STRATEGY=linear ROUNDS=3 results/appstore-prepare-6/cpu-interleaved.sh MAIN_BINARY BRANCH_BINARY
set -eu
layout=${LAYOUT:-compositional/appStore}; strategy=${STRATEGY:-strip-directory}; rounds=${ROUNDS:-3}
for round in $(seq 1 $rounds); do for binary in "$@"; do
  perf record -q -F 999 -g -o ${TMPDIR:-/tmp}/cpu-interleaved.data "$binary" profile --case "$layout/prepare/$strategy/n=1000000" --iterations 40 2>/dev/null
  events=$(perf report -i ${TMPDIR:-/tmp}/cpu-interleaved.data --stdio 2>/dev/null | grep -m1 '^# Event count' | awk '{print $NF}')
  share=$(perf report -i ${TMPDIR:-/tmp}/cpu-interleaved.data --children --sort symbol -g none 2>/dev/null | grep 'ProfileLoopV3run' | awk '{print $1}' | tr -d %)
  python3 -c "print($round, '$(basename $binary)', '$strategy', round($events * $share / 100 / 40 / 1e6, 1))"
done; done
