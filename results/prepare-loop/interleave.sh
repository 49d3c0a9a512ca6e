#!/bin/sh
# Alternates two layout-bench binaries (A, then B) ROUNDS times over the flow
# and waterfall prepare cases at 10^6 items, writing each run's results.json
# to OUT/<label>-<round>/; summarise.py then gives medians and ratios.
# Usage: interleave.sh A_BIN B_BIN OUT [ROUNDS]
set -eu
A=$1 B=$2 OUT=$3 ROUNDS=${4:-3}
FILTER='layout=flow|waterfall,workload=grid|photos,operation=prepare|prepare-reused,strategy=linear|strip-directory|peer-cpp-loop|peer-cpp-loop-reused'
mkdir -p "$OUT"
for round in $(seq 1 "$ROUNDS"); do
    for side in A B; do
        if [ "$side" = A ]; then bin=$A; else bin=$B; fi
        echo "round $round $side: $(uptime)" >> "$OUT/load.txt"
        "$bin" run --items 1000000 --samples 15 --filter "$FILTER" --output "$OUT/$side-$round" > "$OUT/$side-$round.log" 2>&1
    done
done
