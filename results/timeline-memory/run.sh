#!/bin/bash
# The runs of this directory. BEFORE: main's release binary; AFTER: this branch's.
# Usage: BEFORE=/path/to/main/layout-bench AFTER=.build/release/layout-bench results/timeline-memory/run.sh
set -e
cd "$(dirname "$0")/../.."
out=results/timeline-memory
mkdir -p $out/queries $out/prepare
# Memory: jemalloc live bytes are deterministic, 3 samples suffice; every layout, every non-peer strategy.
M='operation=prepare,strategy!=peer-rtree,strategy!=peer-sorted-scan,strategy!=peer-cpp-loop,strategy!=peer-cpp-loop-reused'
for side in before after; do
  bin=$([ $side = before ] && echo "$BEFORE" || echo "$AFTER")
  "$bin" run --strict --items 1000000 --seed 7 --samples 3 --filter "$M" --output $out/memory-$side > $out/memory-$side.txt 2>&1
done
# Time: prepare, random queries and a scroll's slots, the two binaries alternated, two rounds.
T='layout=timeline|timelineHorizontal|calendarWeek|flow,operation=prepare|query-random|scroll-slots,strategy=strip-directory|sorted-columns'
for round in 1 2; do
  for side in before after; do
    bin=$([ $side = before ] && echo "$BEFORE" || echo "$AFTER")
    "$bin" run --strict --items 1000000 --seed 7 --samples 11 --filter "$T" --output $out/time-$side-$round > $out/time-$side-$round.txt 2>&1
  done
done
# Random queries again, 301 samples (one is a few hundred ns), four rounds alternated.
Q='layout=timeline|timelineHorizontal|calendarWeek|flow,operation=query-random,strategy=strip-directory|sorted-columns'
for round in 1 2 3 4; do
  for side in before after; do
    bin=$([ $side = before ] && echo "$BEFORE" || echo "$AFTER")
    "$bin" run --strict --items 1000000 --seed 7 --samples 301 --filter "$Q" --output $out/queries/time-$side-$round > $out/queries/time-$side-$round.txt 2>&1
  done
done
# Prepare again, 31 samples, four rounds alternated (prepare/).
P='layout=timeline|timelineHorizontal|calendarWeek|flow,operation=prepare,strategy=strip-directory|sorted-columns|linear'
for round in 1 2 3 4; do
  for side in before after; do
    bin=$([ $side = before ] && echo "$BEFORE" || echo "$AFTER")
    "$bin" run --strict --items 1000000 --seed 7 --samples 31 --filter "$P" --output $out/prepare/time-$side-$round > $out/prepare/time-$side-$round.txt 2>&1
  done
done
