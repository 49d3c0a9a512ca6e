#!/usr/bin/env bash
# CPU time per prepare (not wall time: less sensitive to the shared machine's load),
# from perf's cpu-clock samples over `layout-bench profile` loops of 60 prepares at
# 10^6 items, the App Store page (or LAYOUT), each strategy (or STRATEGIES), main's binary then this branch's,
# ROUNDS times. Prints one line per loop: round, side, strategy, CPU ms per prepare
# (= ns per item) inside the loop.
#   ROUNDS=2 results/appstore-prepare-3/cpu-profile.sh MAIN_BINARY BRANCH_BINARY OUT_DIR
set -eu  # no pipefail: grep -m1 closes perf report's pipe early
main=$1 branch=$2 out=$3 rounds=${ROUNDS:-2} layout=${LAYOUT:-compositional/appStore}
mkdir -p "$out"
for round in $(seq 1 "$rounds"); do
    for side in main new; do
        binary=$main; [ "$side" = new ] && binary=$branch
        for strategy in ${STRATEGIES:-linear strip-directory peer-rtree}; do
            data=$out/$side-$round-$strategy.data
            perf record -q -F 999 -g -o "$data" "$binary" profile --case "$layout/prepare/$strategy/n=1000000" --iterations 60 2>/dev/null
            events=$(perf report -i "$data" --stdio 2>/dev/null | grep -m1 '^# Event count' | awk '{print $NF}')
            share=$(perf report -i "$data" --children --sort symbol -g none 2>/dev/null | grep 'ProfileLoopV3run' | awk '{print $1}' | tr -d %)
            python3 -c "print($round, '$side', '$strategy', round($events * $share / 100 / 60 / 1e6, 1))"
            rm -f "$data"
        done
    done
done
