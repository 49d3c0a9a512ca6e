#!/bin/bash
# The runs of this directory. BEFORE: main's release binary; AFTER: this branch's.
# Usage: BEFORE=/path/to/main/layout-bench AFTER=.build/release/layout-bench results/timeline-memory/run.sh
set -e
cd "$(dirname "$0")/../.."
out=results/timeline-memory
mkdir -p $out/queries $out/prepare

# Runs the cases of FILTER with SAMPLES samples, ROUNDS rounds, before and after
# alternated, into DIRECTORY/time-{before,after}-N (what it printed beside each).
alternate() {
  local directory=$1 filter=$2 samples=$3 rounds=$4
  for round in $(seq 1 "$rounds"); do
    for side in before after; do
      bin=$([ $side = before ] && echo "$BEFORE" || echo "$AFTER")
      "$bin" run --strict --items 1000000 --seed 7 --samples "$samples" --filter "$filter" \
        --output "$directory/time-$side-$round" > "$directory/time-$side-$round.txt" 2>&1
    done
  done
}

# Memory: jemalloc live bytes are deterministic, 3 samples suffice; every layout, every non-peer strategy.
M='operation=prepare,strategy!=peer-rtree,strategy!=peer-sorted-scan,strategy!=peer-cpp-loop,strategy!=peer-cpp-loop-reused'
for side in before after; do
  bin=$([ $side = before ] && echo "$BEFORE" || echo "$AFTER")
  "$bin" run --strict --items 1000000 --seed 7 --samples 3 --filter "$M" --output $out/memory-$side > $out/memory-$side.txt 2>&1
done
L='layout=timeline|timelineHorizontal|calendarWeek|flow'
# Prepare, random queries and a scroll's slots, 11 samples, two rounds.
alternate $out "$L,operation=prepare|query-random|scroll-slots,strategy=strip-directory|sorted-columns" 11 2
# Random queries again, 301 samples (one is a few hundred ns), four rounds.
alternate $out/queries "$L,operation=query-random,strategy=strip-directory|sorted-columns" 301 4
# Prepare again, 31 samples, four rounds.
alternate $out/prepare "$L,operation=prepare,strategy=strip-directory|sorted-columns|linear" 31 4
