#!/bin/sh
# Alternates layout-bench binaries (release builds) over the C++ prepare peers
# of the flow and the waterfall at 10^6 items, ROUNDS times: in round r, every
# binary in turn (thp:always, what layout-bench compiles in). Each run's
# results.json and printed tables go to OUT/<label>-<round>/ and .log;
# load.txt gives uptime before each run.
# Usage: [FILTER=...] rounds.sh OUT ROUNDS LABEL=BIN [LABEL=BIN ...]
set -eu
OUT=$1 ROUNDS=$2
shift 2
FILTER=${FILTER:-'layout=flow|waterfall,workload=grid|photos,operation=prepare|prepare-reused,strategy=peer-cpp-loop|peer-cpp-loop-reused'}
mkdir -p "$OUT"
for round in $(seq 1 "$ROUNDS"); do
    for pair in "$@"; do
        label=${pair%%=*} bin=${pair#*=}
        echo "round $round $label: $(uptime)" >> "$OUT/load.txt"
        "$bin" run --items 1000000 --samples 15 --filter "$FILTER" --output "$OUT/$label-$round" > "$OUT/$label-$round.log" 2>&1
    done
done
